/**
 * Shops: one row per seller shop, and the timestamp columns every table shares.
 * Column names are snake_case in SQL, camelCase in TS.
 */
import { sql } from "drizzle-orm";
import { boolean, check, integer, jsonb, numeric, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import type * as v from "valibot";
import type { FooterSettings, HeaderSettings, ShopType } from "../../../contract/shop";

/** createdAt / updatedAt, spread into every table. */
export const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

/** A rupee amount: numeric(10,2), read and written as a JS number. */
export const money = (name: string) => numeric(name, { precision: 10, scale: 2, mode: "number" });

/**
 * One row per seller shop; the shop id is also its subdomain.
 *
 * Header and footer settings are jsonb documents (partial: missing keys take
 * the contract's defaults when read), so a new display setting needs no
 * migration. Money is numeric(10,2) rupees read as JS numbers.
 * Image columns (logo, qrCode) hold either a site path ("/images/…", made
 * absolute on the platform web origin by the API) or an absolute URL.
 */
export const shops = pgTable(
  "shops",
  {
    shopId: text("shop_id").primaryKey(),
    shopType: text("shop_type").$type<v.InferOutput<typeof ShopType>>().notNull().default("product"),
    cod: boolean("cod").notNull().default(false),
    qrCode: text("qr_code").notNull().default(""),
    upiId: text("upi_id").notNull().default(""),
    defaultDeliveryDate: integer("default_delivery_date").notNull().default(5),
    deliverPp: money("deliver_pp").notNull().default(20),
    deviceToken: text("device_token").notNull().default(""),
    /** The UPI payee's name, as the shopper's UPI app shows it. */
    payeeName: text("payee_name").notNull().default(""),
    /** The number WhatsApp chats go to; "" means the header phone number. */
    whatsapp: text("whatsapp").notNull().default(""),
    /** GSTIN for the tax invoice; "" when the shop has none. */
    gstin: text("gstin").notNull().default(""),
    /** GST state code (src/domain/indianStates.ts) the shop supplies from: CGST + SGST within it, IGST outside. */
    stateCode: text("state_code").notNull().default(""),
    header: jsonb("header").$type<v.InferInput<typeof HeaderSettings>>().notNull().default({}),
    footer: jsonb("footer").$type<v.InferInput<typeof FooterSettings>>().notNull().default({}),
    ...timestamps,
  },
  (t) => [
    check("shops_shop_id_format", sql`${t.shopId} ~ '^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$'`),
    check("shops_shop_type_valid", sql`${t.shopType} in ('product', 'service')`),
    check("shops_default_delivery_date_nonnegative", sql`${t.defaultDeliveryDate} >= 0`),
    check("shops_deliver_pp_nonnegative", sql`${t.deliverPp} >= 0`),
  ],
);

export type ShopRow = typeof shops.$inferSelect;
export type NewShopRow = typeof shops.$inferInsert;
