/** After the order (Bearer token): the shopper's cancel and return (with its photo); the invoice is in myInvoice.ts. */
import * as v from "valibot";
import {
  CustomerCancelRequest,
  OrderCardResponse,
  ReturnOrderRequest,
  ReturnPhotoResponse,
} from "../contract/afterOrder";
import type { OrderCard } from "../contract/userData";
import { authHttp } from "./authHttp";

/** POST /customer/cancelorder: the changed card. Never retried (a refusal is the server's words). */
export async function cancelOrder(email: string, orderId: string, reason: string): Promise<OrderCard> {
  const json = v.parse(CustomerCancelRequest, { email, orderId, reason });
  return (await authHttp.post("customer/cancelorder", { json, retry: 0 }).json(OrderCardResponse)).response;
}

/** POST /customer/returnphoto (multipart): the stored photo's URL. A phone photo may take a while. */
export async function sendReturnPhoto(email: string, orderId: string, photo: File): Promise<string> {
  const body = new FormData();
  body.set("email", email);
  body.set("orderId", orderId);
  body.set("photo", photo);
  return (
    await authHttp
      .post("customer/returnphoto", { body, retry: 0, timeout: 120_000 })
      .json(ReturnPhotoResponse)
  ).url;
}

/** POST /customer/returnorder: the changed card. */
export async function requestReturn(
  email: string,
  orderId: string,
  reason: string,
  photo: string,
): Promise<OrderCard> {
  const json = v.parse(ReturnOrderRequest, { email, orderId, reason, photo });
  return (await authHttp.post("customer/returnorder", { json, retry: 0 }).json(OrderCardResponse)).response;
}
