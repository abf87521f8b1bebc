/**
 * The support admin's order calls, under /api/support (issue 25; designed
 * here, the spec leaves the staff side open): find an order across shops by
 * its number, a phone or an email; read it with its timeline; cancel it with
 * a reason; give it another rider. Support and master admins only.
 */
import * as v from "valibot";
import { CANCEL_REASON_MAX } from "../domain/orders/cancel";
import { RefundUtr, SellerOrder } from "./sellerOrders";

/** GET /api/support/orders?q=&page=: what the search box holds (src/domain/orders/support.ts reads it). */
export const SupportSearchQuery = v.object({
  q: v.pipe(v.string(), v.trim(), v.minLength(1, "is required"), v.maxLength(100, "is too long")),
  page: v.optional(
    v.pipe(v.string(), v.regex(/^[1-9]\d{0,4}$/, "must be a page number"), v.transform(Number)),
    "1",
  ),
});

/** One order line found: where, whose, what, how much, how paid, and its stage. */
export const SupportOrderRow = v.object({
  orderId: v.string(),
  placementId: v.string(),
  shopId: v.string(),
  shopName: v.string(),
  email: v.string(),
  /** The phone in the order's address (+91 and 10 digits), else the customer's saved one; "" when neither. */
  phone: v.string(),
  productName: v.string(),
  productCount: v.number(),
  size: v.string(),
  color: v.string(),
  /** What the line charged: its value, the delivery fee on it, less its coupon share (the shopper's card total). */
  total: v.number(),
  paymentMethod: v.string(),
  /** UPI: the payment was marked received; cash on delivery: delivered. */
  paid: v.boolean(),
  riderStatus: v.string(),
  /** The stage: the riderStatus, or Canceled. */
  stage: v.string(),
  createdAt: v.string(),
});
export type SupportOrderRow = v.InferOutput<typeof SupportOrderRow>;

/** The search's answer: a page of 20, newest first, and how the query was read. */
export const SupportOrdersResponse = v.object({
  orders: v.array(SupportOrderRow),
  total: v.number(),
  page: v.number(),
  pageSize: v.number(),
  /** What was searched for: "orderId", "number", "phone" or "email". */
  kind: v.string(),
});
export type SupportOrdersResponse = v.InferOutput<typeof SupportOrdersResponse>;

/** One line of the order's timeline (src/domain/orders/support.ts `orderTimeline`). */
export const TimelineEntry = v.object({
  at: v.string(),
  what: v.string(),
  by: v.string(),
  reason: v.optional(v.string()),
});

/** A rider of the riders table, as support picks one. */
export const RiderChoice = v.object({
  riderId: v.number(),
  name: v.string(),
  phoneNumber: v.string(),
  vehicleType: v.string(),
});
export type RiderChoice = v.InferOutput<typeof RiderChoice>;

/**
 * GET /api/support/orders/{orderId} (and the answer of its changes): the
 * order line as its seller reads it, with the customer, the total and
 * whether it is paid; its timeline; the shop and how to reach it; its rider;
 * and the riders it may be given.
 */
export const SupportOrderResponse = v.object({
  order: v.object({
    ...SellerOrder.entries,
    email: v.string(),
    phone: v.string(),
    total: v.number(),
    paid: v.boolean(),
    stage: v.string(),
  }),
  timeline: v.array(TimelineEntry),
  shop: v.object({ shopId: v.string(), shopName: v.string(), phone: v.string(), email: v.string() }),
  /** Who carries it: `riderId` null when a seller typed the rider in. */
  rider: v.nullable(
    v.object({
      riderId: v.nullable(v.number()),
      name: v.string(),
      phoneNumber: v.string(),
      vehicleType: v.string(),
    }),
  ),
  /** The riders support may give it (the platform's, and later its franchise's). */
  riders: v.array(RiderChoice),
});
export type SupportOrderResponse = v.InferOutput<typeof SupportOrderResponse>;

/** POST /api/support/orders/{orderId}/cancel: why (the seller and the shopper read it). */
export const SupportCancelRequest = v.object({
  reason: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1, "is required: say why the order is cancelled"),
    v.maxLength(CANCEL_REASON_MAX, "is too long"),
  ),
});

/** POST /api/support/orders/{orderId}/rider: a rider of the riders table, by id. */
export const SupportRiderRequest = v.object({
  riderId: v.pipe(
    v.number(),
    v.integer(),
    v.minValue(1, "must be a rider's id"),
    v.maxValue(2_147_483_647, "must be a rider's id"),
  ),
});

/** POST /api/support/orders/{orderId}/refunded: the seller's UPI refund was sent, with its UTR. */
export const SupportRefundedRequest = v.object({ utr: RefundUtr });
export type SupportRefundedRequest = v.InferInput<typeof SupportRefundedRequest>;
