/**
 * The GST documents a shop issues (issue 37): the tax invoice, once issued,
 * never changes; what is taken back after it (a line cancelled, a return
 * accepted) is a credit note with its own number series, linked to the
 * invoice (CGST Act s. 34).
 *
 * Numbers (CGST Rules r. 46(b) and 53): consecutive within a financial year,
 * at most 16 characters of letters, digits, "-" and "/", one series for
 * invoices and one for credit notes, each shop its own (each is its own
 * supplier): "INV/26-27/000001", "CN/26-27/000001". The financial year runs
 * from 1 April to 31 March, by India's date.
 *
 * A credit note's figures are the invoice's own for its lines (an issued
 * invoice's figures, never figured again), and what it credits follows the
 * refund rule (orders/refund.ts): a line's value; the delivery fee less the
 * coupon only with the cancel that leaves none of the invoice's lines to
 * deliver; never more, over all the notes, than the invoice's total.
 */
import { indiaDate } from "./delivery";

/** The two series. */
export type DocumentSeries = "INV" | "CN";

/** GST's limit on a document number's length (r. 46(b)). */
export const DOCUMENT_NUMBER_MAX = 16;

/** The financial year `at` falls in, by India's date: "2026-27" from 1 April 2026 to 31 March 2027. */
export function fiscalYearOf(at: Date): string {
  const [y = 0, m = 1] = indiaDate(at).split("-").map(Number);
  const start = m >= 4 ? y : y - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
}

/** "INV/26-27/000042" for the 42nd invoice of 2026-27; null past what 16 characters hold. */
export function documentNumber(series: DocumentSeries, fiscalYear: string, seq: number): string | null {
  if (!Number.isInteger(seq) || seq < 1) return null;
  const [start = ""] = fiscalYear.split("-");
  const years = `${start.slice(2)}-${fiscalYear.slice(-2)}`;
  const number = `${series}/${years}/${String(seq).padStart(6, "0")}`;
  return number.length <= DOCUMENT_NUMBER_MAX ? number : null;
}

/** The tax columns of a line or a total, in rupees. */
export interface TaxColumns {
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
}

/** An issued invoice's line as a credit note reads it. */
export interface IssuedLine extends TaxColumns {
  orderId: string;
  description: string;
  hsn: string;
  count: number;
  onePiecePrice: number;
  gst: number;
  amount: number;
}

export interface IssuedTotals extends TaxColumns {
  amount: number;
  delivery: number;
  discount: number;
  grandTotal: number;
}

/** Why lines are credited: cancelled before delivery, or returned after it. */
export type CreditReason = "cancel" | "return";

export interface CreditNoteFigures {
  lines: IssuedLine[];
  totals: IssuedTotals;
}

const paise = (rupees: number) => Math.round(rupees * 100);
const rupees = (p: number) => p / 100;

/**
 * The figures of a credit note for `orderIds` of an invoice (`lines`,
 * `totals`), after the notes issued before (`earlier`: each one's order ids
 * and total): the invoice's lines for those ids not credited before; their
 * tax columns summed; the delivery fee less the coupon with a cancel that
 * leaves none of the invoice's lines uncredited; the total never past what
 * the earlier notes left. Null when nothing is left to credit for them.
 */
export function creditNoteFigures(
  invoice: { lines: readonly IssuedLine[]; totals: IssuedTotals },
  orderIds: readonly string[],
  earlier: readonly { orderIds: readonly string[]; grandTotal: number }[],
  reason: CreditReason,
): CreditNoteFigures | null {
  const credited = new Set(earlier.flatMap((n) => n.orderIds));
  const lines = invoice.lines.filter((l) => orderIds.includes(l.orderId) && !credited.has(l.orderId));
  if (lines.length === 0) return null;
  const sum = (k: keyof TaxColumns | "amount") => lines.reduce((total, l) => total + paise(l[k]), 0);
  const amount = sum("amount");
  const last =
    reason === "cancel" &&
    invoice.lines.every((l) => credited.has(l.orderId) || lines.some((c) => c.orderId === l.orderId));
  const delivery = last ? paise(invoice.totals.delivery) : 0;
  const discount = last ? paise(invoice.totals.discount) : 0;
  const left =
    paise(invoice.totals.grandTotal) - earlier.reduce((total, n) => total + paise(n.grandTotal), 0);
  const grandTotal = Math.max(0, Math.min(left, amount + delivery - discount));
  return {
    lines: [...lines],
    totals: {
      amount: rupees(amount),
      taxable: rupees(sum("taxable")),
      cgst: rupees(sum("cgst")),
      sgst: rupees(sum("sgst")),
      igst: rupees(sum("igst")),
      delivery: rupees(delivery),
      discount: rupees(discount),
      grandTotal: rupees(grandTotal),
    },
  };
}
