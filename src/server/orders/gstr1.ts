/**
 * A shop's GSTR-1 for a month (issue 37; the rules in src/domain/gstr1.ts),
 * read from the documents it issued that month (`invoices`, `credit_notes`:
 * kept as the orders changed, read by shop and date on their indexes, never
 * figured again from the orders).
 */
import { and, eq, gte, lt } from "drizzle-orm";
import type { Gstr1Response } from "../../contract/billing";
import { GSTR1_COLUMNS, type Gstr1Section, gstr1 } from "../../domain/gstr1";
import type { Db } from "../db/connection";
import { creditNotes, invoices, shops } from "../db/schema";
import { notFound } from "../http/failure";

/** The instants a month (YYYY-MM) of India's calendar begins and ends. */
export function monthRange(month: string): [Date, Date] {
  const [y = 0, m = 1] = month.split("-").map(Number);
  const start = new Date(`${month}-01T00:00:00+05:30`);
  const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, "0")}`;
  return [start, new Date(`${next}-01T00:00:00+05:30`)];
}

/** The GSTR-1 of `month` for `shopId`; `platformGstin` names the operator (Type E), "" none. */
export async function shopGstr1(
  db: Db,
  shopId: string,
  month: string,
  platformGstin: string,
): Promise<Gstr1Response> {
  const [shop] = await db.select({ gstin: shops.gstin }).from(shops).where(eq(shops.shopId, shopId));
  if (!shop) throw notFound("Shop", "shopId");
  const [from, to] = monthRange(month);
  const [issued, notes] = await Promise.all([
    db
      .select({ body: invoices.body, placeOfSupply: invoices.placeOfSupply, interState: invoices.interState })
      .from(invoices)
      .where(and(eq(invoices.shopId, shopId), gte(invoices.issuedAt, from), lt(invoices.issuedAt, to))),
    db
      .select({
        body: creditNotes.body,
        placeOfSupply: invoices.placeOfSupply,
        interState: invoices.interState,
        invoiceTotal: invoices.grandTotal,
      })
      .from(creditNotes)
      .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
      .where(
        and(eq(creditNotes.shopId, shopId), gte(creditNotes.issuedAt, from), lt(creditNotes.issuedAt, to)),
      ),
  ]);
  const report = gstr1(
    month,
    issued.map((i) => ({
      number: i.body.number,
      date: i.body.date,
      placeOfSupply: i.placeOfSupply,
      interState: i.interState,
      grandTotal: i.body.totals.grandTotal,
      lines: i.body.lines,
    })),
    notes.map((n) => ({
      number: n.body.number,
      date: n.body.date,
      grandTotal: n.body.totals.grandTotal,
      lines: n.body.lines,
      invoice: { placeOfSupply: n.placeOfSupply, interState: n.interState, grandTotal: n.invoiceTotal },
    })),
    platformGstin,
  );
  const table = (section: Gstr1Section) => ({
    columns: [...GSTR1_COLUMNS[section]],
    rows: report.sections[section],
  });
  return {
    month,
    gstin: shop.gstin,
    sections: {
      b2cl: table("b2cl"),
      b2cs: table("b2cs"),
      cdnur: table("cdnur"),
      hsn: table("hsn"),
      docs: table("docs"),
    },
    warnings: shop.gstin
      ? report.warnings
      : ["The shop has no GSTIN in its settings: a return is filed under one", ...report.warnings],
    totals: report.totals,
  };
}
