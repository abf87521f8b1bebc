/**
 * Online payments through the platform's gateway (issue 37; docs/payments.md,
 * src/server/payments/).
 *
 * `checkouts`: a bag the shopper chose to pay online for. Its placement
 * request is kept as it was checked (`request`), the gateway's order made for
 * its `amount`, and nothing is placed until the gateway says the money came
 * (a signed webhook, or the gateway's own status call): then the orders are
 * placed from `request` in the same transaction that records the payment, so
 * an order exists only once paid, and a payment is placed once, whatever
 * arrives twice. status: `open` (waiting for a payment; a failed attempt
 * leaves it open for another), `placed`, `refunded` (paid, but the orders
 * could no longer be placed: the money goes back whole), `expired` (left
 * unpaid). A checkout paid by a phone's UPI app (the gateway's UPI intent,
 * docs/payments.md) keeps the intent payments it made (`upiPayments`, the
 * current one last) and the current one's `upiLink`, so the same call again
 * answers the same link while that payment is pending, and a late failure of
 * an earlier one is not taken for the current one's.
 *
 * `gatewayEvents`: each webhook once, by its own event id.
 *
 * `gatewayRefunds`: the outbox of refund calls. A row is written in the
 * transaction that makes the refund due (an order cancelled or returned after
 * it was paid online, or a payment that could not be placed), and the refund
 * worker sends it with its `receipt` (the row's key): a worker stopped mid-call
 * finds the gateway's refund by that receipt before calling again, so no refund
 * is made twice. status: `pending`, `sending` (held until `lockedUntil`), `sent`
 * (the gateway took it), `processed` or `failed` (its webhook), `dead` (refused
 * for good: staff look).
 */
import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { money } from "./shops";

/** The placement request a checkout keeps (contract/order.ts AddOrderRequest, as validated). */
export type CheckoutRequest = Record<string, unknown>;

export const checkouts = pgTable(
  "checkouts",
  {
    /** Ours: the gateway order's receipt, the shopper's link back. */
    id: text("id").primaryKey(),
    email: text("email").notNull(),
    /** The shopper's own key for this checkout (the bag's idempotencyKey): asked again, the same checkout answers. */
    clientKey: text("client_key").notNull(),
    request: jsonb("request").$type<CheckoutRequest>().notNull(),
    /** What the gateway is asked for, in rupees. */
    amount: money("amount").notNull(),
    gateway: text("gateway").notNull().default("razorpay"),
    gatewayOrderId: text("gateway_order_id").notNull().unique("checkouts_gateway_order_uq"),
    status: text("status").$type<"open" | "placed" | "refunded" | "expired">().notNull().default("open"),
    /** The payment that settled it ("" until then), its method (upi, card, netbanking). */
    paymentId: text("payment_id").notNull().default(""),
    method: text("method").notNull().default(""),
    /** The last failed attempt's reason, as the gateway gave it ("" for none). */
    lastError: text("last_error").notNull().default(""),
    placementId: text("placement_id").notNull().default(""),
    /** The UPI intent payments made for it (the gateway's ids, the current one last), and the current one's upi:// link. */
    upiPayments: jsonb("upi_payments").$type<string[]>().notNull().default([]),
    upiLink: text("upi_link").notNull().default(""),
    /** When the gateway's status call was last made for the UPI app's payment (the shopper's polls ask it at most every few seconds). */
    upiCheckedAt: timestamp("upi_checked_at", { withTimezone: true }),
    /** The shop the shopper checked out from (its host is where they come back). */
    shopId: text("shop_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("checkouts_status_valid", sql`${t.status} in ('open', 'placed', 'refunded', 'expired')`),
    uniqueIndex("checkouts_client_key_uq").on(t.email, t.clientKey),
    index("checkouts_placement_idx").on(t.placementId),
  ],
);
export type CheckoutRow = typeof checkouts.$inferSelect;

export const gatewayEvents = pgTable("gateway_events", {
  /** The gateway's event id (Razorpay's X-Razorpay-Event-Id). */
  id: text("id").primaryKey(),
  gateway: text("gateway").notNull().default("razorpay"),
  event: text("event").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});

export const gatewayRefunds = pgTable(
  "gateway_refunds",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    /** The refund's receipt at the gateway and its idempotency key: `order:{orderId}` or `checkout:{id}`. */
    receipt: text("receipt").notNull().unique("gateway_refunds_receipt_uq"),
    checkoutId: text("checkout_id")
      .notNull()
      .references(() => checkouts.id),
    paymentId: text("payment_id").notNull(),
    /** The order line it is for ("" for a whole checkout that could not be placed). */
    orderId: text("order_id").notNull().default(""),
    shopId: text("shop_id").notNull().default(""),
    amount: money("amount").notNull(),
    reason: text("reason").notNull(),
    status: text("status")
      .$type<"pending" | "sending" | "sent" | "processed" | "failed" | "dead">()
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    /** The gateway's refund id (rfnd_…) once it took it. */
    refundId: text("refund_id").notNull().default(""),
    /** The bank's reference for the refund (Razorpay's acquirer_data.arn), when the gateway gives one. */
    arn: text("arn").notNull().default(""),
    lastError: text("last_error").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp("processed_at", { withTimezone: true }),
  },
  (t) => [
    check(
      "gateway_refunds_status_valid",
      sql`${t.status} in ('pending', 'sending', 'sent', 'processed', 'failed', 'dead')`,
    ),
    index("gateway_refunds_due_idx").on(t.status, t.nextAttemptAt),
    index("gateway_refunds_order_idx").on(t.orderId),
  ],
);
export type GatewayRefundRow = typeof gatewayRefunds.$inferSelect;
