/**
 * Orders: one row per order line (SPEC §3), every row of one POST
 * /customer/addorder sharing a `placementId`; and the idempotency keys that
 * make a retried placement return its first answer.
 *
 * Prices are copied from the catalogue when the order is placed, so a later
 * price change never rewrites an order. Money per row: `totalCartValue` is the
 * line total (count × onePiecePrice), `deliveryFee` the shop's fee (on the
 * first row of each shop in a placement, else 0), `coupontotal` the coupon
 * discount (on the first row of the placement, else 0).
 */
import { type SQL, sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  type PgColumn,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type * as v from "valibot";
import type { AddOrderResponse } from "../../../contract/order";
import type { RiderDetails, StatusHistoryEntry } from "../../../contract/orderDetail";
import type { OrderNote, Refund, ReturnRequest } from "../../../contract/userData";
import { customers } from "./customers";
import { money, shops, timestamps } from "./shops";
import { riders } from "./staff";

/**
 * The order number a shopper sees (the last 6 characters of its id), as the
 * support search finds it: the same expression as its index.
 */
export const orderNumberSql = (orderId: PgColumn): SQL => sql`right(${orderId}, 6)`;

/**
 * The mobile number in an order's address string (its "+91-" phone piece,
 * src/domain/address.ts composeAddress) as 10 digits, as the support search
 * finds it: the same expression as its index.
 */
export const addressPhoneSql = (address: PgColumn): SQL =>
  sql`substring(${address} from '[+]91[- ]?([6-9][0-9]{9})')`;

export const orders = pgTable(
  "orders",
  {
    orderId: text("order_id").primaryKey(),
    placementId: text("placement_id").notNull(),
    shopId: text("shop_id")
      .notNull()
      .references(() => shops.shopId),
    productId: text("product_id").notNull(),
    productName: text("product_name").notNull(),
    productImage: text("product_image").notNull().default(""),
    size: text("size").notNull().default(""),
    color: text("color").notNull().default(""),
    productCount: integer("product_count").notNull(),
    onePiecePrice: money("one_piece_price").notNull(),
    productPrice: money("product_price").notNull(),
    /** GST percent of the line. */
    gst: integer("gst").notNull(),
    totalCartValue: money("total_cart_value").notNull(),
    coupontotal: money("coupontotal").notNull().default(0),
    deliveryFee: money("delivery_fee").notNull().default(0),
    paymentMethod: text("payment_method").notNull(),
    transactionId: text("transaction_id").notNull().default(""),
    /**
     * The checkout's reference (its idempotencyKey, "PL…" from the shop), which the shopper's UPI
     * link names as tr and tn: a bank statement's narration carrying it matches the payment to the
     * placement (orders/upiStatement.ts). "" for orders placed before it was kept.
     */
    paymentReference: text("payment_reference").notNull().default(""),
    address: text("address").notNull(),
    email: text("email")
      .notNull()
      .references(() => customers.email),
    orderStatus: text("order_status").notNull().default("PENDING"),
    orderNote: jsonb("order_note").$type<v.InferOutput<typeof OrderNote>>(),
    riderStatus: text("rider_status").notNull().default("Pending"),
    riderAccepted: boolean("rider_accepted").notNull().default(false),
    riderId: integer("rider_id").references(() => riders.id),
    riderDetails: jsonb("rider_details").$type<v.InferOutput<typeof RiderDetails>[]>().notNull().default([]),
    /** Expected delivery date, YYYY-MM-DD (India time). */
    deliveryBy: text("delivery_by").notNull().default(""),
    /** HH:MM (India time) the order was delivered; "" before. */
    deliveryTime: text("delivery_time").notNull().default(""),
    statusHistory: jsonb("status_history")
      .$type<v.InferOutput<typeof StatusHistoryEntry>[]>()
      .notNull()
      .default([]),
    /** The placement's `deviceToken` (the shop's push token the storefront sends); stored, never answered. */
    deviceToken: text("device_token").notNull().default(""),
    /** When the seller marked a UPI payment received (null: not yet; COD orders are paid on delivery). */
    paymentReceivedAt: timestamp("payment_received_at", { withTimezone: true }),
    /** Who marked it (an email or "key:{hint}"). */
    paymentReceivedBy: text("payment_received_by").notNull().default(""),
    /** The cash a rider collected at the door for this cash-on-delivery row, when, and which rider. */
    cashCollected: money("cash_collected"),
    cashCollectedAt: timestamp("cash_collected_at", { withTimezone: true }),
    cashRiderId: integer("cash_rider_id").references(() => riders.id),
    /** The shopper's language when they ordered ("en" or "hi"): the messages about the order are in it. */
    language: text("language").notNull().default("en"),
    /** The return the shopper asked for within 45 days of delivery, and the seller's decision; null when none. */
    returnRequest: jsonb("return_request").$type<v.InferOutput<typeof ReturnRequest>>(),
    /** A cancelled, paid UPI order's money going back: due, then refunded with the seller's UTR; null when none. */
    refund: jsonb("refund").$type<Refund>(),
    ...timestamps,
  },
  (t) => [
    index("orders_email_created_idx").on(t.email, t.createdAt),
    index("orders_shop_created_idx").on(t.shopId, t.createdAt),
    index("orders_placement_idx").on(t.placementId),
    // A shopper's cash-on-delivery orders waiting for a shop: the cap a placement checks
    // (orders/placement.ts waitingCodOrder), read from these alone, not from all the shopper's orders.
    index("orders_waiting_cod_idx")
      .on(t.email, t.shopId, t.createdAt)
      .where(
        sql`${t.paymentMethod} = 'COD' and ${t.riderStatus} = 'Pending' and ${t.orderStatus} <> 'CANCEL'`,
      ),
    // The support admin's search across shops: by order number, by the phone in the address.
    index("orders_number_idx").on(orderNumberSql(t.orderId)),
    index("orders_address_phone_idx").on(addressPhoneSql(t.address)),
    // A rider's own orders, and the confirmed ones waiting for a rider (the riders' lists).
    index("orders_rider_idx").on(t.riderId, t.createdAt).where(sql`${t.riderId} is not null`),
    index("orders_awaiting_rider_idx")
      .on(t.createdAt)
      .where(sql`${t.riderStatus} = 'Confirmed' and ${t.riderId} is null and ${t.orderStatus} <> 'CANCEL'`),
    // One UPI transfer sends one refund: a UTR is recorded on one order's refund at most (refund.ts).
    uniqueIndex("orders_refund_utr_uq").on(sql`(${t.refund}->>'utr')`).where(sql`${t.refund}->>'utr' <> ''`),
    check(
      "orders_cash_whole",
      sql`(${t.cashCollected} is null) = (${t.cashCollectedAt} is null) and (${t.cashCollected} is null or ${t.cashCollected} >= 0)`,
    ),
    check("orders_product_count_positive", sql`${t.productCount} > 0`),
    check("orders_language_valid", sql`${t.language} in ('en', 'hi')`),
    check("orders_payment_method_valid", sql`${t.paymentMethod} in ('COD', 'UPI')`),
    check(
      "orders_rider_status_valid",
      sql`${t.riderStatus} in ('Pending', 'Confirmed', 'En Route', 'In Transit', 'Delivered', 'Received')`,
    ),
  ],
);

/**
 * One row per (customer, idempotencyKey); `response` is the answer of the
 * placement that created it. Kept IDEMPOTENCY_TTL_HOURS (orders/idempotency.ts).
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    email: text("email")
      .notNull()
      .references(() => customers.email, { onDelete: "cascade" }),
    key: text("key").notNull(),
    /** SHA-256 of the request's meaningful fields: the same key with another request is refused. */
    requestHash: text("request_hash").notNull(),
    response: jsonb("response").$type<AddOrderResponse>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: "idempotency_keys_pk", columns: [t.email, t.key] }),
    index("idempotency_keys_created_idx").on(t.createdAt),
  ],
);

export type OrderRow = typeof orders.$inferSelect;
export type NewOrderRow = typeof orders.$inferInsert;
