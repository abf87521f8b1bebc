/**
 * Credentials of the people who move orders on: a seller key per shop and
 * one key per rider. Only SHA-256 hashes of the keys are stored; a key is
 * 32 random bytes, so a fast hash is enough (nothing to brute-force).
 */
import { sql } from "drizzle-orm";
import { check, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { shops, timestamps } from "./shops";

/** A shop's seller key: lets its holder confirm that shop's orders (header X-Seller-Key). */
export const sellerKeys = pgTable("seller_keys", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  shopId: text("shop_id")
    .notNull()
    .references(() => shops.shopId, { onDelete: "cascade" }),
  keyHash: text("key_hash").notNull().unique("seller_keys_key_hash_uq"),
  label: text("label").notNull().default(""),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A rider and the hash of their key (header X-Rider-Key); their details go on the orders they take. */
export const riders = pgTable(
  "riders",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    name: text("name").notNull(),
    phoneNumber: text("phone_number").notNull().default(""),
    vehicleType: text("vehicle_type").notNull().default(""),
    keyHash: text("key_hash").notNull().unique("riders_key_hash_uq"),
    ...timestamps,
  },
  (t) => [check("riders_name_present", sql`length(${t.name}) > 0`)],
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
