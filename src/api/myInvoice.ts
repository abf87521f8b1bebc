/** The shopper's tax invoice (Bearer token), apart so the history screen does not carry the invoice's shape. */
import * as v from "valibot";
import { CustomerInvoiceRequest } from "../contract/afterOrder";
import { InvoiceResponse } from "../contract/seller";
import { authHttp } from "./authHttp";

/** POST /customer/invoice: the tax invoice of the shopper's own order (the seller's invoice). */
export async function getMyInvoice(email: string, orderId: string): Promise<InvoiceResponse> {
  const json = v.parse(CustomerInvoiceRequest, { email, orderId });
  return authHttp.post("customer/invoice", { json }).json(InvoiceResponse);
}
