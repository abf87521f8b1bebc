import {
  type AddOrderRequest,
  AddOrderResponse,
  type OrderDetail,
  ShopDigiOrderResponse,
  UpdateStatusResponse,
} from "../contract/order";
import { authHttp } from "./authHttp";

/**
 * POST /customer/addorder (Bearer token): places the checked lines in one
 * transaction. Never retried by the client on its own: the caller repeats it
 * with the same idempotencyKey, and the server answers the first result.
 */
export async function placeOrder(request: AddOrderRequest): Promise<AddOrderResponse> {
  return authHttp.post("customer/addorder", { json: request, retry: 0 }).json(AddOrderResponse);
}

/**
 * POST /api/digiorder/shopdigiorder (Bearer token): one order's detail, the
 * first item of shopOrderDetail (SPEC §7). Rejects with ky's HTTPError on a
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
