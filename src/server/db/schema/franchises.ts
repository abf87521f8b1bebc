/**
 * Franchises (SPEC §1: a franchise owner runs up to 100 storefronts in their
 * area, decides their own commission and onboards riders locally). The
 * owner is whoever holds the role "franchise" in its scope "franchise:{id}"
 * (staff_roles); the email and phone here are who signed it up. Its plan
 * caps its storefronts (src/domain/franchise.ts: basic 50, premium 100,
 * never over 100); its shops are the shops whose via is ("franchise", id).
 */
import { sql } from "drizzle-orm";
import { check, numeric, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import type { FranchisePlan } from "../../../domain/franchise";
import { timestamps } from "./shops";

export const franchises = pgTable(
  "franchises",
  {
    /** From its name, as a scope takes it ("franchise:{id}"): lower-case letters, digits and hyphens. */
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    /** The area it serves (a town, a district). */
    area: text("area").notNull(),
    /** Who signed it up: their email (lower case) and/or phone (+91…), "" for none. */
    ownerEmail: text("owner_email").notNull().default(""),
    ownerPhone: text("owner_phone").notNull().default(""),
    plan: text("plan").$type<FranchisePlan>().notNull(),
    /** The owner's own commission on their shops' sales, in percent. */
    commissionPercent: numeric("commission_percent", { precision: 5, scale: 2, mode: "number" })
      .notNull()
      .default(0),
    /** A master admin may suspend a franchise: its owner then adds no shop or rider. */
    status: text("status").$type<"active" | "suspended">().notNull().default("active"),
    suspendedAt: timestamp("suspended_at", { withTimezone: true }),
    suspendedReason: text("suspended_reason").notNull().default(""),
    ...timestamps,
  },
  (t) => [
    check("franchises_id_format", sql`${t.id} ~ '^[a-z0-9]([a-z0-9-]{0,38}[a-z0-9])?$'`),
    check("franchises_name_present", sql`length(${t.name}) > 0`),
    check("franchises_area_present", sql`length(${t.area}) > 0`),
    check("franchises_plan_valid", sql`${t.plan} in ('basic', 'premium')`),
    check("franchises_commission_range", sql`${t.commissionPercent} between 0 and 100`),
    check("franchises_status_valid", sql`${t.status} in ('active', 'suspended')`),
    check("franchises_suspended_has_time", sql`${t.status} <> 'suspended' or ${t.suspendedAt} is not null`),
    check("franchises_owner_someone", sql`${t.ownerEmail} <> '' or ${t.ownerPhone} <> ''`),
    check("franchises_owner_email_lower", sql`${t.ownerEmail} = lower(${t.ownerEmail})`),
    check(
      "franchises_owner_phone_e164",
      sql`${t.ownerPhone} = '' or ${t.ownerPhone} ~ '^\\+91[6-9][0-9]{9}$'`,
    ),
  ],
);

export type FranchiseRow = typeof franchises.$inferSelect;
