/**
 * Shops: one row per seller shop, and the timestamp columns every table shares.
 * Column names are snake_case in SQL, camelCase in TS.
 */
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import type * as v from "valibot";
import type { FooterSettings, HeaderSettings, ShopType } from "../../../contract/shop";
import type { NotificationSettings } from "../../../domain/messages/sellerNotices";
import type { StoredShopStatus } from "../../../domain/shopLifecycle";

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
 *
 * Its life on the platform (src/domain/shopLifecycle.ts): `status` and the
 * dates it is read with, who owns it (as the master admin made it; the
 * roles table grants the access), who made it and through which kiosk
 * operator or franchise. The master admin's search runs on trigram indexes
 * (pg_trgm) of the id, the name, the owner's email and phone.
 */
export const shops = pgTable(
  "shops",
  {
    shopId: text("shop_id").primaryKey(),
    shopType: text("shop_type").$type<v.InferOutput<typeof ShopType>>().notNull().default("product"),
    cod: boolean("cod").notNull().default(false),
    qrCode: text("qr_code").notNull().default(""),
    upiId: text("upi_id").notNull().default(""),
    /** Online payments through the platform's gateway (issue 37): UPI, cards and netbanking, confirmed by the gateway. */
    onlinePayments: boolean("online_payments").notNull().default(false),
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
    /** Where a rider picks the shop's orders up (the seller's settings); "" until the seller gives it. */
    pickupAddress: text("pickup_address").notNull().default(""),
    header: jsonb("header").$type<v.InferInput<typeof HeaderSettings>>().notNull().default({}),
    footer: jsonb("footer").$type<v.InferInput<typeof FooterSettings>>().notNull().default({}),
    /**
     * What the seller hears and when (issue 36, src/domain/messages/sellerNotices.ts): partial, a
     * missing key takes its default when read (notificationsOf), so the placement reads it with the row.
     */
    notifications: jsonb("notifications").$type<Partial<NotificationSettings>>().notNull().default({}),
    /**
     * How many devices are subscribed to the shop's web push (push_subscriptions with its scope),
     * recounted in each transaction that changes them (messages/pushMessages.ts recountShopDevices):
     * a placement at a shop with none skips the push fan-out's statement.
     */
    pushDevices: integer("push_devices").notNull().default(0),
    status: text("status").$type<StoredShopStatus>().notNull().default("active"),
    trialEndsAt: timestamp("trial_ends_at", { withTimezone: true }),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    renewalDueAt: timestamp("renewal_due_at", { withTimezone: true }),
    suspendedAt: timestamp("suspended_at", { withTimezone: true }),
    suspendedReason: text("suspended_reason").notNull().default(""),
    /** The owner as the shop was made or last handed over: an email (lower case), a phone (+91…), or both. */
    ownerEmail: text("owner_email").notNull().default(""),
    ownerPhone: text("owner_phone").notNull().default(""),
    /** Who made it (a master admin's email or phone, a kiosk operator's…); "" for the seed's. */
    createdBy: text("created_by").notNull().default(""),
    /** The kiosk operator ("kiosk", their kiosk id) or franchise ("franchise", its id) it came through. */
    viaKind: text("via_kind").$type<"" | "kiosk" | "franchise">().notNull().default(""),
    viaId: text("via_id").notNull().default(""),
    /** What the master admin's search reads (kept by PostgreSQL): id, name, owner email and phone, lower case. */
    search: text("search")
      .notNull()
      .generatedAlwaysAs(
        sql`lower(shop_id || ' ' || coalesce(header ->> 'shopName', '') || ' ' || owner_email || ' ' || owner_phone)`,
      ),
    ...timestamps,
  },
  (t) => [
    check("shops_shop_id_format", sql`${t.shopId} ~ '^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$'`),
    check("shops_shop_type_valid", sql`${t.shopType} in ('product', 'service')`),
    check("shops_default_delivery_date_nonnegative", sql`${t.defaultDeliveryDate} >= 0`),
    check("shops_deliver_pp_nonnegative", sql`${t.deliverPp} >= 0`),
    check("shops_status_valid", sql`${t.status} in ('trial', 'active', 'suspended')`),
    check("shops_trial_has_end", sql`${t.status} <> 'trial' or ${t.trialEndsAt} is not null`),
    check("shops_suspended_has_time", sql`${t.status} <> 'suspended' or ${t.suspendedAt} is not null`),
    check("shops_owner_email_lower", sql`${t.ownerEmail} = lower(${t.ownerEmail})`),
    check("shops_owner_phone_e164", sql`${t.ownerPhone} = '' or ${t.ownerPhone} ~ '^\\+91[6-9][0-9]{9}$'`),
    check("shops_via_kind_valid", sql`${t.viaKind} in ('', 'kiosk', 'franchise')`),
    check("shops_via_whole", sql`(${t.viaKind} = '') = (${t.viaId} = '')`),
    // The master admin's list: newest first, and by status in the same order (a rare status is read
    // without the others). Both also hold `search` and the status filter's dates (INCLUDE, written in
    // the migration: drizzle has no word for it), so a broad search or a status filter walks the index
    // alone and reads only the page's rows.
    index("shops_created_idx").on(t.createdAt.desc(), t.shopId.desc()),
    index("shops_status_created_idx").on(t.status, t.createdAt.desc(), t.shopId.desc()),
    // A narrow search (a rare word, an id, an email) finds its rows through the trigrams of `search`.
    index("shops_search_trgm_idx").using("gin", sql`${t.search} gin_trgm_ops`),
    // A whole phone number typed.
    index("shops_owner_phone_idx").on(t.ownerPhone),
    // A kiosk operator's or franchise's own shops.
    index("shops_via_idx").on(t.viaKind, t.viaId).where(sql`${t.viaKind} <> ''`),
  ],
);

export type ShopRow = typeof shops.$inferSelect;
export type NewShopRow = typeof shops.$inferInsert;
