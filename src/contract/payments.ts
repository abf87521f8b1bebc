/**
 * Paying online (issue 37; docs/payments.md): POST /customer/checkouts opens
 * a checkout for the bag and answers the hosted checkout's form the browser
 * posts to the gateway; GET /customer/checkouts/{id} says how it stands.
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

/** The refunds through the gateway as staff see them (GET /api/platform/refunds): the dead ones to retry. */
export const REFUND_PAGE_SIZE = 50;
export const REFUND_STATUSES = ["pending", "sending", "sent", "processed", "failed", "dead"] as const;

export const RefundsQuery = v.object({
  status: v.optional(v.picklist(REFUND_STATUSES, `must be one of ${REFUND_STATUSES.join(", ")}`)),
  page: v.pipe(
    v.optional(v.string(), "1"),
    v.regex(/^[1-9]\d{0,5}$/, "must be a page number from 1"),
    v.transform(Number),
  ),
});
export type RefundsQuery = v.InferOutput<typeof RefundsQuery>;

export const GatewayRefund = v.object({
  id: v.number(),
  receipt: v.string(),
  checkoutId: v.string(),
  paymentId: v.string(),
  orderId: v.string(),
  shopId: v.string(),
  amount: v.number(),
  reason: v.string(),
  status: v.picklist(REFUND_STATUSES),
  attempts: v.number(),
  nextAttemptAt: v.string(),
  refundId: v.string(),
  arn: v.string(),
  lastError: v.string(),
  createdAt: v.string(),
  processedAt: v.nullable(v.string()),
});
export type GatewayRefund = v.InferOutput<typeof GatewayRefund>;

export const RefundsResponse = v.object({
  refunds: v.array(GatewayRefund),
  page: v.number(),
  more: v.boolean(),
});
export type RefundsResponse = v.InferOutput<typeof RefundsResponse>;
