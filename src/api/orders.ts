import { type AddOrderRequest, AddOrderResponse } from "../contract/order";
import { authHttp } from "./authHttp";

/**
 * POST /customer/addorder (Bearer token): places the checked lines in one
 * transaction. Never retried by the client on its own: the caller repeats it
 * with the same idempotencyKey, and the server answers the first result.
 */
export async function placeOrder(request: AddOrderRequest): Promise<AddOrderResponse> {
  return authHttp.post("customer/addorder", { json: request, retry: 0 }).json(AddOrderResponse);
}
