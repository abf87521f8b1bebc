/**
 * Credentials of the people who move orders on: a seller key per shop and
 * one key per rider. Only SHA-256 hashes of the keys are stored; a key is
 * 32 random bytes, so a fast hash is enough (nothing to brute-force).
 */
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { STAFF_ROLES } from "../../../domain/staffRoles";
import { franchises } from "./franchises";
import { shops, timestamps } from "./shops";

/**
 * A shop's seller key, for integrations (header X-Seller-Key): the owner makes
 * one in the console, sees it once and may revoke it; the console itself signs
 * in as a person and keeps no key.
 */
export const sellerKeys = pgTable("seller_keys", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  shopId: text("shop_id")
    .notNull()
    .references(() => shops.shopId, { onDelete: "cascade" }),
  keyHash: text("key_hash").notNull().unique("seller_keys_key_hash_uq"),
  label: text("label").notNull().default(""),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  /** Who made it (an email), "" for the seed's. */
  createdBy: text("created_by").notNull().default(""),
  /** The key's first characters, to tell keys apart in a list. */
  hint: text("hint").notNull().default(""),
  lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
});

/**
 * Who may do what, and where (DESIGN "The staff side"): one row per person,
 * role and scope. A person is named by the verified email they sign in with
 * with Google (lower case), the phone number they sign in with by code
 * (+91 and ten digits), or both: then either sign-in is them. A scope is
 * "platform" (master, support; the platform's riders), "shop:{shopId}"
 * (owner, staff), "franchise:{id}" (the franchise owner, its riders) or
 * "kiosk:{id}" (a kiosk operator). Every check of a staff call reads here
 * (staff/roles.ts), so removing a row takes the access away at once.
 */
export const staffRoles = pgTable(
  "staff_roles",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    email: text("email"),
    phone: text("phone"),
    role: text("role").notNull(),
    scope: text("scope").notNull(),
    /** Whoever gave the role (their email or phone; "" for the seed's). */
    grantedBy: text("granted_by").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("staff_roles_email_scope_uq").on(t.email, t.scope),
    uniqueIndex("staff_roles_phone_scope_uq").on(t.phone, t.scope),
    index("staff_roles_scope_idx").on(t.scope),
    index("staff_roles_phone_idx").on(t.phone),
    check("staff_roles_someone", sql`${t.email} is not null or ${t.phone} is not null`),
    check("staff_roles_email_lower", sql`${t.email} = lower(${t.email}) and length(${t.email}) > 2`),
    check("staff_roles_phone_e164", sql`${t.phone} ~ '^\\+91[6-9][0-9]{9}$'`),
    check(
      "staff_roles_role_valid",
      sql`${t.role} in (${sql.raw(STAFF_ROLES.map((role) => `'${role}'`).join(", "))})`,
    ),
    check("staff_roles_scope_format", sql`${t.scope} ~ '^(platform|(shop|franchise|kiosk):[a-z0-9-]+)$'`),
  ],
);

export type StaffRoleRow = typeof staffRoles.$inferSelect;

/**
 * Every staff write, appended in the same transaction as the write (who,
 * what, where, before, after). Nothing updates or deletes these rows.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    actor: text("actor").notNull(),
    action: text("action").notNull(),
    scope: text("scope").notNull(),
    target: text("target").notNull().default(""),
    before: jsonb("before"),
    after: jsonb("after"),
  },
  (t) => [
    index("audit_log_scope_at_idx").on(t.scope, t.at),
    // An order's entries, for its timeline (the support admin's order view).
    index("audit_log_scope_target_idx").on(t.scope, t.target),
  ],
);

/**
 * When a person last signed out on every device (POST /api/staff/signout), by
 * email or phone: a staff sign-in made before it is refused (staff/sessions.ts).
 */
export const staffSignOuts = pgTable("staff_sign_outs", {
  principal: text("principal").primaryKey(),
  at: timestamp("at", { withTimezone: true }).notNull(),
});

/**
 * A rider: their details go on the orders they take. A rider signs in by
 * phone (`phone`, +91…, one rider per number; the role "rider" in their
 * franchise's scope, or the platform's, lets them in) or, as before, sends
 * a key (X-Rider-Key; only its hash is kept). `franchiseId` null: a rider of
 * the platform's own. A removed rider stays (their orders name them) with
 * `active` false.
 */
export const riders = pgTable(
  "riders",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    name: text("name").notNull(),
    /** As the orders show it (+91-98290 12345); `phone` is the sign-in number. */
    phoneNumber: text("phone_number").notNull().default(""),
    vehicleType: text("vehicle_type").notNull().default(""),
    keyHash: text("key_hash").unique("riders_key_hash_uq"),
    franchiseId: text("franchise_id").references(() => franchises.id),
    phone: text("phone").unique("riders_phone_uq"),
    active: boolean("active").notNull().default(true),
    ...timestamps,
  },
  (t) => [
    check("riders_name_present", sql`length(${t.name}) > 0`),
    check("riders_phone_e164", sql`${t.phone} ~ '^\\+91[6-9][0-9]{9}$'`),
    index("riders_franchise_idx").on(t.franchiseId),
  ],
);

export type RiderRow = typeof riders.$inferSelect;

/**
 * Failed attempts per client (the add-blog passcode), in the database so that
 * every API replica counts the same tries (auth/rate-limit.ts): `failures` in
 * the window that ends at `resetAt`. Expired rows are deleted by the API's
 * hourly sweep.
 */
export const attemptFailures = pgTable("attempt_failures", {
  key: text("key").primaryKey(),
  failures: integer("failures").notNull(),
  resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
});
