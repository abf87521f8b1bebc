/**
 * Customers (identified by what a Firebase ID token proves: a Google email or
 * a phone number), their saved addresses, and the one-time codes of the
 * cross-domain login.
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

/** A sign-in phone as Firebase proves it (E.164), in SQL. */
const E164_SQL = "^\\+[1-9][0-9]{6,14}$";

/**
 * A customer is keyed by the sign-in they first used (`email`, the spec's name
 * for it): their Google email (lower case) or, for a shopper who first signed
 * in with a phone code, that phone number (+91…). The key never changes, so
 * the orders, addresses and idempotency keys that name it stay theirs. The
 * other method, linked later, is kept beside it: `linkedEmail` on a
 * phone-keyed customer, `linkedPhone` on an email-keyed one
 * (auth/customers.ts reads both; each email and phone names one customer).
 */
export const customers = pgTable(
  "customers",
  {
    /** The customer key: a lower-case email or an E.164 phone; what every customer call acts for. */
    email: text("email").primaryKey(),
    name: text("name").notNull().default(""),
    /** The contact phone of the profile (not a sign-in). */
    phoneNumber: text("phone_number").notNull().default(""),
    /** A Google email linked to a phone-keyed customer. */
    linkedEmail: text("linked_email"),
    /** A sign-in phone linked to an email-keyed customer. */
    linkedPhone: text("linked_phone"),
    /** When the shopper agreed to hear about their orders on WhatsApp (at checkout); null: never, or stopped. */
    whatsappOptInAt: timestamp("whatsapp_opt_in_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    check(
      "customers_email_lower",
      sql`(${t.email} = lower(${t.email}) and ${t.email} like '%@%') or ${t.email} ~ ${sql.raw(`'${E164_SQL}'`)}`,
    ),
    check(
      "customers_linked_email_valid",
      sql`${t.linkedEmail} is null or (${t.linkedEmail} = lower(${t.linkedEmail}) and ${t.linkedEmail} like '%@%' and ${t.email} not like '%@%')`,
    ),
    check(
      "customers_linked_phone_valid",
      sql`${t.linkedPhone} is null or (${t.linkedPhone} ~ ${sql.raw(`'${E164_SQL}'`)} and ${t.email} like '%@%')`,
    ),
    index("customers_phone_idx").on(customerPhoneSql(t.phoneNumber)),
    uniqueIndex("customers_linked_email_uq").on(t.linkedEmail),
    uniqueIndex("customers_linked_phone_uq").on(t.linkedPhone),
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
    /** "name, +91-phone, street, city, district, state - pincode, country" (SPEC §3). */
    fullAddress: text("full_address").notNull(),
    /** The form's fields it was composed from, for editing; null when only the string was sent. */
    fields: jsonb("fields").$type<Record<string, string>>(),
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
