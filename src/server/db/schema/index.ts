/**
 * Drizzle schema of the reference API (PostgreSQL dialect, shared by PGlite
 * and PostgreSQL): this module only re-exports the table files, and
 * drizzle.config.ts and db.ts both read it.
 *
 * Table files import what they reference (`shops`, `timestamps`) from the
 * file that defines it, never from this index, so there is no import cycle.
 * schema-shop comes first: every other table references shops.
 */

export * from "./bags";
export * from "./billing";
export * from "./catalog";
export * from "./content";
export * from "./customers";
export * from "./franchises";
export * from "./kiosk";
export * from "./messages";
export * from "./numbers";
export * from "./orders";
export * from "./payments";
export * from "./push";
export * from "./shops";
export * from "./staff";
