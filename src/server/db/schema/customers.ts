/**
 * Customers (identified by the email a Firebase ID token proves), their saved
 * addresses, and the one-time codes of the cross-domain login.
 */
import { type SQL, sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  type PgColumn,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { timestamps } from "./shops";

/**
 * A customer's saved phone as its last 10 digits, however it was typed, as the
 * support search finds it: the same expression as its index.
 */
export const customerPhoneSql = (phone: PgColumn): SQL =>
  sql`right(regexp_replace(${phone}, '[^0-9]', '', 'g'), 10)`;

export const customers = pgTable(
  "customers",
  {
    /** Lower case; the identity every customer call acts for. */
    email: text("email").primaryKey(),
    name: text("name").notNull().default(""),
    phoneNumber: text("phone_number").notNull().default(""),
    ...timestamps,
  },
  (t) => [
    check("customers_email_lower", sql`${t.email} = lower(${t.email}) and ${t.email} like '%@%'`),
    index("customers_phone_idx").on(customerPhoneSql(t.phoneNumber)),
  ],
);

/** A saved address; `addressKey` is the key of the spec's address map. At most one default per customer. */
export const addresses = pgTable(
  "addresses",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    email: text("email")
      .notNull()
      .references(() => customers.email, { onDelete: "cascade" }),
    addressKey: text("address_key").notNull(),
    /** "name, +91-phone, street, city, state - pincode, country" (SPEC §3). */
    fullAddress: text("full_address").notNull(),
    addressType: text("address_type").notNull().default("Home"),
    isDefault: boolean("is_default").notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("addresses_email_key_uq").on(t.email, t.addressKey),
    uniqueIndex("addresses_one_default_uq").on(t.email).where(sql`${t.isDefault}`),
  ],
);

/**
 * A cross-domain login code: only its SHA-256 is stored; it is valid until
 * `expiresAt` and spent once (`usedAt`).
 */
export const handoffCodes = pgTable(
  "handoff_codes",
  {
    codeHash: text("code_hash").primaryKey(),
    email: text("email").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("handoff_codes_expires_idx").on(t.expiresAt)],
);

export type CustomerRow = typeof customers.$inferSelect;
export type AddressRow = typeof addresses.$inferSelect;
