/**
 * A shop's GST documents (issue 37; src/domain/gstDocuments.ts): the tax
 * invoice of a placement's lines in the shop, issued when the shop first
 * confirms one of them and never changed after; the credit notes that take
 * lines back (cancelled after the invoice, or returned), each linked to its
 * invoice; and each shop's series counters, one row a shop, series and
 * financial year, so numbers run on without a gap.
 *
 * `body` is the document as issued (the invoice's figures, lines, buyer,
 * shop and place of supply: contract/seller.ts InvoiceDocument), what every
 * later read shows; the columns beside it are its totals, for the returns and
 * the seller's numbers without opening the body.
 */
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { CreditNoteBody, InvoiceBody } from "../../../contract/billing";
import { money, shops } from "./shops";

export const documentSeries = pgTable(
  "document_series",
  {
    shopId: text("shop_id")
      .notNull()
      .references(() => shops.shopId),
    /** "INV" or "CN". */
    series: text("series").notNull(),
    /** "2026-27". */
    fiscalYear: text("fiscal_year").notNull(),
    /** The count of the last number given. */
    last: integer("last").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.series, t.fiscalYear] })],
);

/** The columns a document's totals keep beside its body. */
const totals = () => ({
  grandTotal: money("grand_total").notNull(),
  taxable: money("taxable").notNull(),
  cgst: money("cgst").notNull(),
  sgst: money("sgst").notNull(),
  igst: money("igst").notNull(),
});

export const invoices = pgTable(
  "invoices",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    shopId: text("shop_id")
      .notNull()
      .references(() => shops.shopId),
    placementId: text("placement_id").notNull(),
    number: text("number").notNull(),
    fiscalYear: text("fiscal_year").notNull(),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull(),
    /** The GST state code the tax is charged for, and whether it is another state than the shop's. */
    placeOfSupply: text("place_of_supply").notNull(),
    interState: boolean("inter_state").notNull(),
    /** The order ids of its lines. */
    orderIds: text("order_ids").array().notNull(),
    body: jsonb("body").$type<InvoiceBody>().notNull(),
    ...totals(),
  },
  (t) => [
    uniqueIndex("invoices_shop_number_uq").on(t.shopId, t.number),
    uniqueIndex("invoices_shop_placement_uq").on(t.shopId, t.placementId),
    index("invoices_shop_issued_idx").on(t.shopId, t.issuedAt),
  ],
);

export const creditNotes = pgTable(
  "credit_notes",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    shopId: text("shop_id")
      .notNull()
      .references(() => shops.shopId),
    invoiceId: bigint("invoice_id", { mode: "number" })
      .notNull()
      .references(() => invoices.id),
    number: text("number").notNull(),
    fiscalYear: text("fiscal_year").notNull(),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull(),
    /** "cancel" or "return". */
    reason: text("reason").notNull(),
    /** The order ids of the lines it takes back. */
    orderIds: text("order_ids").array().notNull(),
    body: jsonb("body").$type<CreditNoteBody>().notNull(),
    ...totals(),
  },
  (t) => [
    uniqueIndex("credit_notes_shop_number_uq").on(t.shopId, t.number),
    index("credit_notes_invoice_idx").on(t.invoiceId),
    index("credit_notes_shop_issued_idx").on(t.shopId, t.issuedAt),
  ],
);

export type InvoiceRow = typeof invoices.$inferSelect;
export type CreditNoteRow = typeof creditNotes.$inferSelect;
