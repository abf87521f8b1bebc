/** The order-tracking calls of the history screen (Bearer token). */
import { type OrderDetail, ShopDigiOrderResponse, UpdateStatusResponse } from "../contract/orderDetail";
import { authHttp } from "./authHttp";

/**
 * POST /api/digiorder/shopdigiorder (Bearer token): one order's detail, the
 * first item of shopOrderDetail (SPEC §7). Rejects with HTTPError on a
 * refusal (its `response.status` names it).
 */
export async function getOrderDetail(orderId: string): Promise<OrderDetail | null> {
  const body = await authHttp
    .post("api/digiorder/shopdigiorder", { json: { orderId } })
    .json(ShopDigiOrderResponse);
  return body.shopOrderDetail[0] ?? null;
}

/** POST /api/digiorder/confirmreceipt (Bearer token): the customer confirms receipt; the updated detail. */
export async function confirmReceipt(orderId: string): Promise<OrderDetail> {
  return (
    await authHttp
      .post("api/digiorder/confirmreceipt", { json: { orderId }, retry: 0 })
      .json(UpdateStatusResponse)
  ).response;
}
