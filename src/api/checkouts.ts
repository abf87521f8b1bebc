/** Paying online (issue 37): a checkout opened for the bag, and how it stands. */
import {
  CheckoutStatus,
  type OpenCheckoutRequest,
  OpenCheckoutResponse,
  UpiIntentResponse,
} from "../contract/payments";
import { authHttp } from "./authHttp";

/**
 * POST /customer/checkouts (Bearer token): opens a checkout to pay online for
 * the checked lines; answers the gateway's hosted checkout form. Asked again
 * with the same idempotencyKey, it answers the same checkout.
 */
export async function openCheckout(request: OpenCheckoutRequest): Promise<OpenCheckoutResponse> {
  return authHttp.post("customer/checkouts", { json: request, retry: 0 }).json(OpenCheckoutResponse);
}

/** GET /customer/checkouts/{id}: how a checkout paid online stands. */
export async function getCheckout(checkoutId: string): Promise<CheckoutStatus> {
  return authHttp
    .get(`customer/checkouts/${encodeURIComponent(checkoutId)}`, { retry: 0 })
    .json(CheckoutStatus);
}

/**
 * POST /customer/checkouts/{id}/upi-intent: the link that opens the shopper's
 * UPI app for the checkout (on a phone); the same while its payment is pending.
 */
export async function upiIntent(checkoutId: string): Promise<UpiIntentResponse> {
  return authHttp
    .post(`customer/checkouts/${encodeURIComponent(checkoutId)}/upi-intent`, { retry: 0 })
    .json(UpiIntentResponse);
}
