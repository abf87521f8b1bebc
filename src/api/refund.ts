/** The seller's refund of a cancelled UPI order (/Admin's orders). */
import { type SellerOrder, SellerOrdersResponse } from "../contract/sellerOrders";
import { staffHttp } from "./staffHttp";

/** POST /api/digiorder/refunded: the seller sent the refund by UPI; the line as it now is. */
export async function markRefunded(orderId: string, utr: string): Promise<SellerOrder[]> {
  return (
    await staffHttp
      .post("api/digiorder/refunded", { json: { orderId, utr }, retry: 0 })
      .json(SellerOrdersResponse)
  ).response;
}
