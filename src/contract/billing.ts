/**
 * A shop's GST documents as the console and the shopper read them (issue 37;
 * src/domain/gstDocuments.ts): the tax invoice of a placement's lines in a
 * shop, as issued (`InvoiceBody`, never changed after), with what has
 * happened since beside it (paid; the credit notes that took lines back).
 */
import * as v from "valibot";

const TaxColumns = { taxable: v.number(), cgst: v.number(), sgst: v.number(), igst: v.number() };

const DocumentLine = v.object({
  orderId: v.string(),
  description: v.string(),
  hsn: v.string(),
  count: v.number(),
  onePiecePrice: v.number(),
  gst: v.number(),
  amount: v.number(),
  ...TaxColumns,
});

const DocumentTotals = v.object({
  amount: v.number(),
  delivery: v.number(),
  discount: v.number(),
  grandTotal: v.number(),
  ...TaxColumns,
});

/** The invoice as issued: what it says for good. */
export const InvoiceBody = v.object({
  /** "INV/26-27/000042"; "" while not issued (the order not yet confirmed). */
  number: v.string(),
  /** YYYY-MM-DD, India's date of issue (of the placement while not issued). */
  date: v.string(),
  shop: v.object({
    shopId: v.string(),
    name: v.string(),
    phoneNumber: v.string(),
    email: v.string(),
    gstin: v.string(),
    stateCode: v.string(),
    stateName: v.string(),
  }),
  buyer: v.object({ name: v.string(), phone: v.string(), address: v.string(), pincode: v.string() }),
  paymentMethod: v.string(),
  transactionId: v.string(),
  placeOfSupply: v.string(),
  placeOfSupplyName: v.string(),
  placeOfSupplyAssumed: v.boolean(),
  interState: v.boolean(),
  lines: v.array(DocumentLine),
  totals: DocumentTotals,
  amountInWords: v.string(),
});
export type InvoiceBody = v.InferOutput<typeof InvoiceBody>;

/** A credit note as issued: the invoice's lines it takes back, at the invoice's figures. */
export const CreditNoteBody = v.object({
  number: v.string(),
  /** YYYY-MM-DD, India's date of issue. */
  date: v.string(),
  /** Cancelled after the invoice, or returned. */
  reason: v.picklist(["cancel", "return"]),
  invoiceNumber: v.string(),
  invoiceDate: v.string(),
  lines: v.array(DocumentLine),
  totals: DocumentTotals,
  amountInWords: v.string(),
});
export type CreditNoteBody = v.InferOutput<typeof CreditNoteBody>;

/**
 * GET …/orders/{orderId}/invoice (the seller) and POST /invoice (the
 * shopper): the invoice of the order's placement in its shop. Before the shop
 * confirms, `issued` is false and the figures are what the invoice will say
 * (the seller's packing slip reads them); no number yet.
 */
export const InvoiceResponse = v.object({
  ...InvoiceBody.entries,
  issued: v.boolean(),
  /** Paid: a UPI payment received; cash on delivery collected, or delivered. */
  paid: v.boolean(),
  creditNotes: v.array(CreditNoteBody),
});
export type InvoiceResponse = v.InferOutput<typeof InvoiceResponse>;

/** A month, YYYY-MM, of 2017 (GST's first year) or later. */
export const ReturnMonth = v.pipe(
  v.string(),
  v.regex(/^(20[1-9]\d)-(0[1-9]|1[0-2])$/, "month must be YYYY-MM, such as 2026-11"),
  v.check((m) => m >= "2017-07", "GST began in July 2017: month must be 2017-07 or later"),
);

/** GET …/gstr1 and …/gstr1/{section}.csv: the month asked for. */
export const Gstr1Query = v.object({ month: ReturnMonth });

/** A GSTR-1 section as the offline tool's CSV template lays it out. */
export const Gstr1Table = v.object({ columns: v.array(v.string()), rows: v.array(v.array(v.string())) });

/**
 * GET /api/seller/shops/{shopId}/gstr1?month=YYYY-MM: the month's GSTR-1 of
 * the shop's issued invoices and credit notes (src/domain/gstr1.ts), each
 * section as its CSV has it; `warnings` name what to mend before filing.
 */
export const Gstr1Response = v.object({
  month: v.string(),
  gstin: v.string(),
  sections: v.object({
    b2cl: Gstr1Table,
    b2cs: Gstr1Table,
    cdnur: Gstr1Table,
    hsn: Gstr1Table,
    docs: Gstr1Table,
  }),
  warnings: v.array(v.string()),
  totals: v.object({
    invoices: v.number(),
    creditNotes: v.number(),
    invoiced: v.number(),
    credited: v.number(),
    taxable: v.number(),
    tax: v.number(),
  }),
});
export type Gstr1Response = v.InferOutput<typeof Gstr1Response>;
