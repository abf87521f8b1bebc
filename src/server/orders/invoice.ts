/**
 * The GST tax invoice (and packing slip) of an order's placement in its shop,
 * and its credit notes (issue 37; src/domain/gstDocuments.ts says the rules).
 *
 * The invoice is issued when the shop first confirms one of the placement's
 * lines there (status.ts `changeOrder` calls `billOnChange` in the change's
 * transaction): its number is the next of the shop's series for the
 * financial year, and its body (the figures of src/domain/invoice.ts, which
 * add up to what the shopper was charged; the shop's GSTIN and state; the
 * delivery PIN code's state; the products' HSN codes as they were then) is
 * stored and shown as it is for good. A line cancelled after it, or returned,
 * gets a credit note of the CN series, linked to it, in the same transaction
 * as the cancel or the seller's acceptance. Before the confirmation the
 * invoice is only what it will say (no number), for the seller's packing slip.
 */
import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import type { CreditNoteBody, InvoiceBody, InvoiceResponse } from "../../contract/billing";
import { splitAddress } from "../../domain/address";
import { indiaDate } from "../../domain/delivery";
import {
  type CreditReason,
  creditNoteFigures,
  type DocumentSeries,
  documentNumber,
  fiscalYearOf,
} from "../../domain/gstDocuments";
import { gstinState } from "../../domain/gstin";
import { stateName, stateOfPincode } from "../../domain/indianStates";
import { taxInvoice } from "../../domain/invoice";
import { rupeesInWords } from "../../domain/rupeesInWords";
import type { Db } from "../db/connection";
import {
  creditNotes,
  documentSeries,
  type InvoiceRow,
  invoices,
  type OrderRow,
  orders,
  products,
  shops,
} from "../db/schema";
import { ApiFailure, notFound } from "../http/failure";

/** The last 6-digit number of an address: its PIN code, or "" when it has none. */
export function pincodeOf(address: string): string {
  return address.match(/\b\d{6}\b/g)?.at(-1) ?? "";
}

/** What the invoice of `lines` (one placement's live lines in one shop, in order) says, numbered `number`. */
async function composeInvoice(
  db: Db,
  shopId: string,
  lines: readonly OrderRow[],
  number: string,
  date: string,
): Promise<InvoiceBody> {
  const first = lines[0] as OrderRow;
  const [shop] = await db.select().from(shops).where(eq(shops.shopId, shopId));
  if (!shop) throw notFound("Shop", "shopId");
  const hsnRows = await db
    .select({ productId: products.productId, hsn: products.hsn })
    .from(products)
    .where(
      and(
        eq(products.shopId, shopId),
        inArray(
          products.productId,
          lines.map((l) => l.productId),
        ),
      ),
    );
  const hsn = new Map(hsnRows.map((r) => [r.productId, r.hsn]));
  const shopState = shop.stateCode || gstinState(shop.gstin) || "";
  const pincode = pincodeOf(first.address);
  const invoice = taxInvoice({
    lines: lines.map((l) => ({
      name: l.productName,
      hsn: hsn.get(l.productId) ?? "",
      size: l.size,
      color: l.color,
      count: l.productCount,
      onePiecePrice: l.onePiecePrice,
      gst: l.gst,
    })),
    deliveryFee: lines.reduce((n, l) => n + l.deliveryFee, 0),
    couponDiscount: lines.reduce((n, l) => n + l.coupontotal, 0),
    shopState,
    deliveryState: stateOfPincode(pincode),
  });
  const { name, phone, rest } = splitAddress(first.address);
  return {
    number,
    date,
    shop: {
      shopId,
      name: shop.header.shopName ?? shopId,
      phoneNumber: shop.header.phoneNumber ?? "",
      email: shop.header.email ?? "",
      gstin: shop.gstin,
      stateCode: shopState,
      stateName: stateName(shopState) ?? "",
    },
    buyer: { name, phone, address: rest.join(", "), pincode },
    paymentMethod: first.paymentMethod,
    transactionId: first.transactionId,
    placeOfSupply: invoice.placeOfSupply,
    placeOfSupplyName: stateName(invoice.placeOfSupply) ?? "",
    placeOfSupplyAssumed: invoice.placeOfSupplyAssumed,
    interState: invoice.interState,
    lines: invoice.lines.map((l, i) => ({
      orderId: lines[i]?.orderId ?? "",
      description: l.description,
      hsn: l.hsn,
      count: l.count,
      onePiecePrice: l.onePiecePrice,
      gst: l.gst,
      amount: l.amount,
      taxable: l.taxable,
      cgst: l.cgst,
      sgst: l.sgst,
      igst: l.igst,
    })),
    totals: invoice.totals,
    amountInWords: rupeesInWords(invoice.totals.grandTotal),
  };
}

/** A placement's lines in a shop, in the order they were written; the cancelled ones left out unless asked. */
function placementLines(db: Db, shopId: string, placementId: string, withCancelled = false) {
  return db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.placementId, placementId),
        eq(orders.shopId, shopId),
        withCancelled ? undefined : ne(orders.orderStatus, "CANCEL"),
      ),
    )
    .orderBy(asc(orders.createdAt), asc(orders.orderId));
}

/**
 * The shop's next number of `series` for the financial year of `at`, in the
 * caller's transaction (the series row stays locked to its commit, so numbers
 * run on without a gap or a repeat).
 */
async function nextNumber(db: Db, shopId: string, series: DocumentSeries, at: Date) {
  const fiscalYear = fiscalYearOf(at);
  const [row] = await db
    .insert(documentSeries)
    .values({ shopId, series, fiscalYear, last: 1 })
    .onConflictDoUpdate({
      target: [documentSeries.shopId, documentSeries.series, documentSeries.fiscalYear],
      set: { last: sql`${documentSeries.last} + 1` },
    })
    .returning({ last: documentSeries.last });
  const number = documentNumber(series, fiscalYear, row?.last ?? 0);
  if (!number)
    throw new ApiFailure(409, `This shop has used every ${series} number GST allows for ${fiscalYear}`);
  return { number, fiscalYear };
}

/** One placement's documents in one shop are written one at a time (its invoice, then its notes). */
const lockPlacement = (db: Db, shopId: string, placementId: string) =>
  db.execute(sql`select pg_advisory_xact_lock(hashtext(${`invoice:${shopId}:${placementId}`}))`);

const totalsColumns = (t: InvoiceBody["totals"]) => ({
  grandTotal: t.grandTotal,
  taxable: t.taxable,
  cgst: t.cgst,
  sgst: t.sgst,
  igst: t.igst,
});

/**
 * Issues the invoice of a placement's live lines in a shop, once (in the
 * caller's transaction): the one already issued when there is one, none when
 * every line was cancelled.
 */
export async function issueInvoice(
  db: Db,
  shopId: string,
  placementId: string,
  now: Date,
): Promise<InvoiceRow | null> {
  await lockPlacement(db, shopId, placementId);
  const [issued] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.shopId, shopId), eq(invoices.placementId, placementId)));
  if (issued) return issued;
  const lines = await placementLines(db, shopId, placementId);
  if (lines.length === 0) return null;
  const { number, fiscalYear } = await nextNumber(db, shopId, "INV", now);
  const body = await composeInvoice(db, shopId, lines, number, indiaDate(now));
  const [row] = await db
    .insert(invoices)
    .values({
      shopId,
      placementId,
      number,
      fiscalYear,
      issuedAt: now,
      placeOfSupply: body.placeOfSupply,
      interState: body.interState,
      orderIds: lines.map((l) => l.orderId),
      body,
      ...totalsColumns(body.totals),
    })
    .returning();
  return row ?? null;
}

/**
 * Takes `orderIds` of a placement back with a credit note against its
 * invoice (in the caller's transaction): none when no invoice was issued
 * (cancelled before it) or nothing of theirs is left to credit.
 */
export async function creditLines(
  db: Db,
  shopId: string,
  placementId: string,
  orderIds: readonly string[],
  reason: CreditReason,
  now: Date,
): Promise<void> {
  await lockPlacement(db, shopId, placementId);
  const [invoice] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.shopId, shopId), eq(invoices.placementId, placementId)));
  if (!invoice) return;
  const earlier = await db
    .select({ orderIds: creditNotes.orderIds, grandTotal: creditNotes.grandTotal })
    .from(creditNotes)
    .where(eq(creditNotes.invoiceId, invoice.id));
  const figures = creditNoteFigures(invoice.body, orderIds, earlier, reason);
  if (!figures) return;
  const { number, fiscalYear } = await nextNumber(db, shopId, "CN", now);
  const body: CreditNoteBody = {
    number,
    date: indiaDate(now),
    reason,
    invoiceNumber: invoice.number,
    invoiceDate: invoice.body.date,
    lines: figures.lines,
    totals: figures.totals,
    amountInWords: rupeesInWords(figures.totals.grandTotal),
  };
  await db.insert(creditNotes).values({
    shopId,
    invoiceId: invoice.id,
    number,
    fiscalYear,
    issuedAt: now,
    reason,
    orderIds: figures.lines.map((l) => l.orderId),
    body,
    ...totalsColumns(figures.totals),
  });
}

/**
 * The documents an order's change makes, in its transaction (status.ts
 * `changeOrder`): the shop's first confirmation of the placement issues its
 * invoice; a cancel after it, or a return the seller accepts, a credit note.
 */
export async function billOnChange(db: Db, before: OrderRow, after: OrderRow, now: Date): Promise<void> {
  if (before.riderStatus === "Pending" && after.riderStatus === "Confirmed")
    await issueInvoice(db, after.shopId, after.placementId, now);
  if (before.orderStatus !== "CANCEL" && after.orderStatus === "CANCEL")
    await creditLines(db, after.shopId, after.placementId, [after.orderId], "cancel", now);
  if (before.returnRequest?.status !== "accepted" && after.returnRequest?.status === "accepted")
    await creditLines(db, after.shopId, after.placementId, [after.orderId], "return", now);
}

/** Whether a line's money came in: its UPI payment received; its cash collected, or it was delivered. */
const linePaid = (l: OrderRow) =>
  l.paymentMethod === "UPI"
    ? l.paymentReceivedAt !== null
    : l.cashCollectedAt !== null || l.riderStatus === "Delivered" || l.riderStatus === "Received";

/**
 * The invoice of `orderId`'s placement in `shopId` (404 for another shop's
 * order or none), with its credit notes and whether it is paid. Before it is
 * issued: what it will say, unnumbered (409 when every line was cancelled).
 * A placement confirmed before invoices were kept gets its invoice now.
 */
export async function invoiceFor(db: Db, shopId: string, orderId: string): Promise<InvoiceResponse> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.orderId, orderId), eq(orders.shopId, shopId)));
  if (!order) throw notFound("Order", "orderId");
  const all = await placementLines(db, shopId, order.placementId, true);
  const live = all.filter((l) => l.orderStatus !== "CANCEL");
  let [invoice] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.shopId, shopId), eq(invoices.placementId, order.placementId)));
  if (!invoice && live.some((l) => l.riderStatus !== "Pending"))
    invoice =
      (await db.transaction((tx) => issueInvoice(tx as Db, shopId, order.placementId, new Date()))) ??
      undefined;
  if (!invoice) {
    if (live.length === 0) throw new ApiFailure(409, "This order was canceled: it has no invoice", "orderId");
    const draft = await composeInvoice(db, shopId, live, "", indiaDate(order.createdAt));
    return { ...draft, issued: false, paid: live.every(linePaid), creditNotes: [] };
  }
  const notes = await db
    .select({ body: creditNotes.body })
    .from(creditNotes)
    .where(eq(creditNotes.invoiceId, invoice.id))
    .orderBy(asc(creditNotes.id));
  const credited = new Set(notes.flatMap((n) => n.body.lines.map((l) => l.orderId)));
  const owed = all.filter((l) => invoice.orderIds.includes(l.orderId) && !credited.has(l.orderId));
  return {
    ...invoice.body,
    issued: true,
    paid: owed.length > 0 && owed.every(linePaid),
    creditNotes: notes.map((n) => n.body),
  };
}
