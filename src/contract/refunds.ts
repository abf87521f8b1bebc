/**
 * The refunds through the gateway as staff see them (issue 37;
 * docs/payments.md "Refunds: exactly once"): GET /api/platform/refunds and
 * the retry of a dead one. Apart from payments.ts, which the shop's bag
 * loads: these are staff's only.
 */
import * as v from "valibot";

/** GET /api/platform/refunds: a page of them, the dead ones to retry. */
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
