/**
 * How the console draws a tax invoice (GET …/orders/{orderId}/invoice): its
 * title, its tax columns and its place-of-supply line. The figures are the
 * server's (src/domain/invoice.ts); these rules only choose what is shown.
 */

/** A tax column of the invoice's table. */
export type TaxColumn = "cgst" | "sgst" | "igst";

/** CGST and SGST within the shop's state, IGST to another state. */
export function taxColumns(interState: boolean): TaxColumn[] {
  return interState ? ["igst"] : ["cgst", "sgst"];
}

/** The column headings of the tax columns. */
export const TAX_COLUMN_LABEL: Record<TaxColumn, string> = { cgst: "CGST", sgst: "SGST", igst: "IGST" };

/** "Tax Invoice" for a shop with a GSTIN, else "Invoice". */
export function invoiceTitle(gstin: string): string {
  return gstin.trim() ? "Tax Invoice" : "Invoice";
}

/** The shop's GSTIN line: "GSTIN: 08AAPFU0939F1ZV", or "GSTIN: not registered". */
export function gstinLine(gstin: string): string {
  return `GSTIN: ${gstin.trim() || "not registered"}`;
}

/** "Place of supply: Rajasthan (08)"; the code alone when the state has no name. */
export function placeOfSupplyLine(name: string, code: string): string {
  if (!code) return "Place of supply: not known";
  return `Place of supply: ${name ? `${name} (${code})` : code}`;
}

/** The note under the place of supply when the server took the shop's state for an unknown PIN code. */
export const PLACE_ASSUMED_NOTE =
  "The delivery PIN code names no state we know, so the shop's own state is taken as the place of supply.";

/** The date an invoice shows: "25 Nov 2026" in India's time. */
export function invoiceDate(iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  // India is UTC+5:30 all year: the date is read at that offset, whatever the device's zone.
  const india = new Date(at.getTime() + 330 * 60_000);
  const months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
  return `${india.getUTCDate()} ${months[india.getUTCMonth()]} ${india.getUTCFullYear()}`;
}

/** Why a credit note takes lines back, as the note says it. */
export const CREDIT_REASON_TEXT: Record<"cancel" | "return", string> = {
  cancel: "cancelled after the invoice",
  return: "returned",
};

/**
 * The invoice's payment state: "paid"; a UPI payment "not yet received"; cash
 * "due on delivery"; "credited in full" once credit notes took every line back.
 */
export function paymentState(invoice: {
  paid: boolean;
  paymentMethod: string;
  lines: readonly { orderId: string }[];
  creditNotes: readonly { lines: readonly { orderId: string }[] }[];
}): string {
  if (invoice.paid) return "paid";
  const credited = new Set(invoice.creditNotes.flatMap((n) => n.lines.map((l) => l.orderId)));
  if (invoice.lines.length > 0 && invoice.lines.every((l) => credited.has(l.orderId)))
    return "credited in full";
  return invoice.paymentMethod === "UPI" ? "not yet received" : "due on delivery";
}
