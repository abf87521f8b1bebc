/**
 * What a shopper leaves behind (issue 36): a signed-in shopper's bag kept on
 * the server per shop, so it follows them to another device and may be
 * reminded of once; and "Notify me" requests on sold-out products.
 *
 * A bag row holds only what names each line and its count (never a price:
 * the server reads those from the catalogue). A placement deletes the shop's
 * bag row, so the next bag is a new row with a new `id`, and the reminder's
 * outbox key (`bag.reminder:{id}:…`) is a new one: one reminder per bag.
 */
import { sql } from "drizzle-orm";
import { bigint, check, index, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { Language } from "../../../domain/messages/templates";
import { shops } from "./shops";

/** One line as the server keeps it: a product in one size and colour, and how many. */
export interface SavedBagLine {
  productId: string;
  size: string;
  color: string;
  count: number;
}

export const shopperBags = pgTable(
  "shopper_bags",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    /** The customer key (customers.email): an email or an E.164 phone. */
    customerKey: text("customer_key").notNull(),
    shopId: text("shop_id")
      .notNull()
      .references(() => shops.shopId, { onDelete: "cascade" }),
    lines: jsonb("lines").$type<SavedBagLine[]>().notNull().default([]),
    /** The storefront's language when the bag was last saved: the reminder's. */
    language: text("language").$type<Language>().notNull().default("en"),
    /** The last change of its lines: the reminder is due a set time after it. */
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
    /** When its one reminder was written to the outbox; null: not yet. */
    remindedAt: timestamp("reminded_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("shopper_bags_customer_shop_uq").on(t.customerKey, t.shopId),
    check("shopper_bags_language_valid", sql`${t.language} in ('en', 'hi')`),
    // The reminder tick's queue: bags not yet reminded, oldest change first.
    index("shopper_bags_unreminded_idx").on(t.changedAt).where(sql`${t.remindedAt} is null`),
  ],
);

/**
 * A shopper waiting for a sold-out product (and variant: "" for the whole
 * product) to come back, on one channel. `notifiedAt` is set when its "back
 * in stock" message is written; while it is null a second request for the
 * same product and contact is no second row.
 */
export const stockWaits = pgTable(
  "stock_waits",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    shopId: text("shop_id")
      .notNull()
      .references(() => shops.shopId, { onDelete: "cascade" }),
    productId: text("product_id").notNull(),
    size: text("size").notNull().default(""),
    color: text("color").notNull().default(""),
    channel: text("channel").$type<"whatsapp" | "sms" | "email">().notNull(),
    /** An E.164 phone or an email. */
    recipient: text("recipient").notNull(),
    language: text("language").$type<Language>().notNull().default("en"),
    /** The customer key when signed in, else "". */
    customerKey: text("customer_key").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    notifiedAt: timestamp("notified_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("stock_waits_waiting_uq")
      .on(t.shopId, t.productId, t.size, t.color, t.channel, t.recipient)
      .where(sql`${t.notifiedAt} is null`),
    check("stock_waits_channel_valid", sql`${t.channel} in ('whatsapp', 'sms', 'email')`),
    check("stock_waits_language_valid", sql`${t.language} in ('en', 'hi')`),
  ],
);

export type ShopperBagRow = typeof shopperBags.$inferSelect;
export type StockWaitRow = typeof stockWaits.$inferSelect;
