/**
 * Kiosk operators, the merchants they enrol, and the fees those merchants
 * pay (SPEC §1, §9; src/domain/kioskFees.ts). An operator's access is their
 * role row (staff_roles: role "operator", scope "kiosk:{kioskId}"); this row
 * is who they are. A merchant is a shop the operator enrolled (the shop row
 * holds its lifecycle); a payment is the one-time fee or a renewal, with the
 * operator's commission as it stood when paid.
 */
import { sql } from "drizzle-orm";
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { FeeKind, FeeMethod } from "../../../domain/kioskFees";
import { money, shops, timestamps } from "./shops";

/** A kiosk operator: the E-Mitra kiosk they run, who they are, their commission per paid merchant. */
export const kioskOperators = pgTable(
  "kiosk_operators",
  {
    /** The kiosk's id, lower case (src/domain/kioskMerchants.ts toKioskId); its scope is "kiosk:{kioskId}". */
    kioskId: text("kiosk_id").primaryKey(),
    name: text("name").notNull(),
    /** The phone they sign in with, +91 and ten digits. */
    phone: text("phone").notNull(),
    /** Their email (lower case), "" for none; they may sign in with Google by it too. */
    email: text("email").notNull().default(""),
    /** Their id on the state's single sign-on, "" for none. */
    ssoId: text("sso_id").notNull().default(""),
    address: text("address").notNull().default(""),
    /** Their photo's URL, "" for none. */
    photo: text("photo").notNull().default(""),
    /** Rupees earned per paid fee or renewal (2000 unless the platform set another). */
    commissionRupees: integer("commission_rupees").notNull().default(2000),
    /** The master admin who added them. */
    createdBy: text("created_by").notNull().default(""),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("kiosk_operators_phone_uq").on(t.phone),
    check("kiosk_operators_kiosk_id_format", sql`${t.kioskId} ~ '^[a-z0-9][a-z0-9-]{1,38}[a-z0-9]$'`),
    check("kiosk_operators_name_present", sql`length(${t.name}) > 0`),
    check("kiosk_operators_phone_e164", sql`${t.phone} ~ '^\\+91[6-9][0-9]{9}$'`),
    check("kiosk_operators_email_lower", sql`${t.email} = lower(${t.email})`),
    check("kiosk_operators_commission_range", sql`${t.commissionRupees} between 0 and 3000`),
  ],
);

export type KioskOperatorRow = typeof kioskOperators.$inferSelect;

/** A merchant a kiosk operator enrolled: their shop and its owner's name. `id` is the User ID's number. */
export const kioskMerchants = pgTable(
  "kiosk_merchants",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    shopId: text("shop_id")
      .notNull()
      .references(() => shops.shopId, { onDelete: "cascade" }),
    kioskId: text("kiosk_id")
      .notNull()
      .references(() => kioskOperators.kioskId),
    ownerName: text("owner_name").notNull(),
    /** Who enrolled them (the operator's phone or email). */
    enrolledBy: text("enrolled_by").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("kiosk_merchants_shop_uq").on(t.shopId),
    // An operator's list, newest first, and its period filters.
    index("kiosk_merchants_kiosk_created_idx").on(t.kioskId, t.createdAt.desc()),
    check("kiosk_merchants_owner_name_present", sql`length(${t.ownerName}) > 0`),
  ],
);

export type KioskMerchantRow = typeof kioskMerchants.$inferSelect;

/**
 * A merchant's payment: the fee (`renewalNo` 0) or its n-th renewal. One of
 * each per merchant, and a UPI reference (UTR) is recorded once, so a fee
 * paid twice or a UTR used twice is refused by the database as well.
 */
export const kioskPayments = pgTable(
  "kiosk_payments",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer("merchant_id")
      .notNull()
      .references(() => kioskMerchants.id, { onDelete: "cascade" }),
    kioskId: text("kiosk_id")
      .notNull()
      .references(() => kioskOperators.kioskId),
    kind: text("kind").$type<FeeKind>().notNull(),
    renewalNo: integer("renewal_no").notNull().default(0),
    amount: money("amount").notNull(),
    method: text("method").$type<FeeMethod>().notNull(),
    /** The UPI transaction's UTR (12 digits); the gateway's payment id (online); "" for cash. */
    utr: text("utr").notNull().default(""),
    /** The reference the UPI link carried (tr), kept for cash too. */
    reference: text("reference").notNull(),
    /** The operator's commission on this payment, in rupees. */
    commission: money("commission").notNull(),
    paidAt: timestamp("paid_at", { withTimezone: true }).notNull().defaultNow(),
    recordedBy: text("recorded_by").notNull(),
  },
  (t) => [
    uniqueIndex("kiosk_payments_period_uq").on(t.merchantId, t.renewalNo),
    uniqueIndex("kiosk_payments_utr_uq").on(t.utr).where(sql`${t.utr} <> ''`),
    index("kiosk_payments_kiosk_idx").on(t.kioskId, t.paidAt),
    check("kiosk_payments_kind_valid", sql`${t.kind} in ('fee', 'renewal')`),
    check("kiosk_payments_period", sql`(${t.kind} = 'fee') = (${t.renewalNo} = 0) and ${t.renewalNo} >= 0`),
    check("kiosk_payments_method_valid", sql`${t.method} in ('upi', 'cash', 'online')`),
    // online: the gateway's payment id (issue 37).
    check(
      "kiosk_payments_utr",
      sql`(${t.method} = 'upi' and ${t.utr} ~ '^[0-9]{12}$') or (${t.method} = 'cash' and ${t.utr} = '') or (${t.method} = 'online' and ${t.utr} ~ '^pay_[A-Za-z0-9]{1,40}$')`,
    ),
    check("kiosk_payments_amount_positive", sql`${t.amount} > 0`),
    check("kiosk_payments_commission_range", sql`${t.commission} >= 0 and ${t.commission} <= ${t.amount}`),
  ],
);

export type KioskPaymentRow = typeof kioskPayments.$inferSelect;
