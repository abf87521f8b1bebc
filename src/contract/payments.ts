/**
 * Paying online (issue 37; docs/payments.md): POST /customer/checkouts opens
 * a checkout for the bag and answers the hosted checkout's form the browser
 * posts to the gateway (or, on a phone, POST …/{id}/upi-intent answers the
 * link that opens the shopper's UPI app); GET /customer/checkouts/{id} says
 * how it stands.
 * Nothing is placed, and no order exists, until the gateway confirms the
 * payment.
 */
import * as v from "valibot";
import { CHECKOUT_STATES } from "./common";
import { AddOrderRequest, AddOrderResponse } from "./order";

/** The bag as POST /customer/addorder takes it (the payment method is the gateway's, whatever it says). */
export const OpenCheckoutRequest = AddOrderRequest;
export type OpenCheckoutRequest = v.InferInput<typeof OpenCheckoutRequest>;

export const CheckoutState = v.picklist(CHECKOUT_STATES);

export const OpenCheckoutResponse = v.object({
  checkoutId: v.string(),
  /** Rupees the gateway asks for: the bag's whole bill, delivery included. */
  amount: v.number(),
  status: CheckoutState,
  /** The form the browser posts to the gateway's hosted checkout. */
  form: v.object({ action: v.string(), fields: v.record(v.string(), v.string()) }),
});
export type OpenCheckoutResponse = v.InferOutput<typeof OpenCheckoutResponse>;

/** GET /customer/checkouts/{id}: a checkout as its shopper reads it. */
export const CheckoutStatus = v.object({
  checkoutId: v.string(),
  status: CheckoutState,
  amount: v.number(),
  /** upi, card or netbanking once paid. */
  method: v.string(),
  paymentId: v.string(),
  /** Why the last attempt failed, or why a payment went back ("" for none). */
  lastError: v.string(),
  shopId: v.string(),
  /** The placement once placed: what the Success view shows. */
  placed: v.nullable(AddOrderResponse),
});
export type CheckoutStatus = v.InferOutput<typeof CheckoutStatus>;

/**
 * POST /customer/checkouts/{id}/upi-intent: the checkout paid by the phone's
 * UPI app (the gateway's UPI intent): the gateway's payment, pending until paid
 * in the app, and the upi:// link that opens the app. Asked again while that
 * payment is pending, the same.
 */
export const UpiIntentResponse = v.object({
  checkoutId: v.string(),
  paymentId: v.string(),
  link: v.pipe(v.string(), v.regex(/^upi:\/\/pay\?/i)),
  amount: v.number(),
});
export type UpiIntentResponse = v.InferOutput<typeof UpiIntentResponse>;
