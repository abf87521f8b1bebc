/**
 * A month of a shop's GSTR-1 (issue 37): what its issued invoices and
 * credit notes (gstDocuments.ts) report, in the sections a shop selling to
 * shoppers files, as the GST offline tool's CSV templates lay them out:
 *
 * - **B2CL** (table 5): each inter-state invoice over ₹1,00,000 to a buyer
 *   without a GSTIN (the limit since 1 August 2024, Notification 12/2024), a
 *   row per tax rate.
 * - **B2CS** (table 7): every other invoice, summed by place of supply and
 *   rate, net of the credit notes issued in the month against such invoices
 *   (GSTN's rule: B2C small notes are netted here, not listed).
 * - **CDNUR** (table 9B): the credit notes against B2CL invoices, a row per
 *   note and rate.
 * - **HSN (B2C)** (table 12): goods by HSN code and rate, net of the month's
 *   credit notes; the quantity in pieces (UQC NOS).
 * - **Documents** (table 13): the month's first and last invoice and credit
 *   note numbers and how many.
 *
 * A sale through the platform is a supply through an e-commerce operator:
 * B2CS's Type is "E" with the platform's GSTIN when it has one, else "OE".
 * The delivery fee is billed apart from the taxed goods on the invoice (as
 * invoice.ts figures it) and is not reported here. Sums are made in paise.
 */
import { toCsv } from "./csv";
import { indiaDate } from "./delivery";
import { stateName } from "./indianStates";

/** Inter-state invoices above this (rupees) to a buyer without a GSTIN are B2C large. */
export const B2CL_LIMIT = 100_000;

/** A line of an issued document as the return reads it. */
export interface ReturnLine {
  hsn: string;
  count: number;
  gst: number;
  amount: number;
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
}

export interface ReturnInvoice {
  number: string;
  /** YYYY-MM-DD (India's date of issue). */
  date: string;
  placeOfSupply: string;
  interState: boolean;
  grandTotal: number;
  lines: readonly ReturnLine[];
}

export interface ReturnNote {
  number: string;
  date: string;
  grandTotal: number;
  lines: readonly ReturnLine[];
  /** The invoice it is against (perhaps of an earlier month). */
  invoice: Pick<ReturnInvoice, "placeOfSupply" | "interState" | "grandTotal">;
}

/** The sections, in the order the return has them. */
export const GSTR1_SECTIONS = ["b2cl", "b2cs", "cdnur", "hsn", "docs"] as const;
export type Gstr1Section = (typeof GSTR1_SECTIONS)[number];

/** Each section as the console names it, with its table in the form. */
export const GSTR1_TITLES: Record<Gstr1Section, string> = {
  b2cl: "B2C large (table 5)",
  b2cs: "B2C small (table 7)",
  cdnur: "Credit notes to buyers without a GSTIN (table 9B)",
  hsn: "HSN summary, B2C (table 12)",
  docs: "Documents issued (table 13)",
};

/** The month a return is usually filed for: the one before `now`'s, by India's calendar (YYYY-MM). */
export function lastMonth(now: Date): string {
  const [y = 0, m = 1] = indiaDate(now).split("-").map(Number);
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, "0")}`;
}

/** The month a screen asks for (`asked`, YYYY-MM), else the last one (lastMonth). */
export function returnMonth(asked: string | undefined, now: Date): string {
  return asked && /^\d{4}-(0[1-9]|1[0-2])$/.test(asked) ? asked : lastMonth(now);
}

/** "November 2026" for 2026-11. */
export function returnMonthTitle(month: string): string {
  const [y = 0, m = 1] = month.split("-").map(Number);
  return new Intl.DateTimeFormat("en-IN", { month: "long", year: "numeric", timeZone: "UTC" }).format(
    Date.UTC(y, m - 1, 1),
  );
}

/** Each section's columns, as the offline tool's CSV template heads them. */
export const GSTR1_COLUMNS: Record<Gstr1Section, readonly string[]> = {
  b2cl: [
    "Invoice Number",
    "Invoice date",
    "Invoice Value",
    "Place Of Supply",
    "Rate",
    "Applicable % of Tax Rate",
    "Taxable Value",
    "Cess Amount",
    "E-Commerce GSTIN",
    "Sale from Bonded WH",
  ],
  b2cs: [
    "Type",
    "Place Of Supply",
    "Rate",
    "Applicable % of Tax Rate",
    "Taxable Value",
    "Cess Amount",
    "E-Commerce GSTIN",
  ],
  cdnur: [
    "UR Type",
    "Note Number",
    "Note Date",
    "Note Type",
    "Place Of Supply",
    "Note Value",
    "Applicable % of Tax Rate",
    "Rate",
    "Taxable Value",
    "Cess Amount",
  ],
  hsn: [
    "HSN",
    "Description",
    "UQC",
    "Total Quantity",
    "Total Value",
    "Taxable Value",
    "Integrated Tax Amount",
    "Central Tax Amount",
    "State/UT Tax Amount",
    "Cess Amount",
    "Rate",
  ],
  docs: ["Nature of Document", "Sr. No. From", "Sr. No. To", "Total Number", "Cancelled"],
};

export interface Gstr1 {
  /** YYYY-MM. */
  month: string;
  sections: Record<Gstr1Section, string[][]>;
  /** What the seller must mend before filing (a line without an HSN code). */
  warnings: string[];
  /** The month's totals: invoiced and credited, taxable value and tax. */
  totals: {
    invoices: number;
    creditNotes: number;
    invoiced: number;
    credited: number;
    taxable: number;
    tax: number;
  };
}

const paise = (rupees: number) => Math.round(rupees * 100);
const money = (p: number) => (p / 100).toFixed(2);
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "05-Nov-2026", the tool's date, for YYYY-MM-DD. */
export function returnDate(date: string): string {
  const [y = "", m = "1", d = ""] = date.split("-");
  return `${d}-${MONTHS[Number(m) - 1] ?? ""}-${y}`;
}

/** "08-Rajasthan", the tool's place of supply. */
export function placeOfSupplyCell(code: string): string {
  return `${code}-${stateName(code) ?? ""}`;
}

/** Whether an invoice is B2C large. */
export const isB2cl = (invoice: Pick<ReturnInvoice, "interState" | "grandTotal">) =>
  invoice.interState && invoice.grandTotal > B2CL_LIMIT;

interface Sums {
  count: number;
  amount: number;
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
}
const zero = (): Sums => ({ count: 0, amount: 0, taxable: 0, cgst: 0, sgst: 0, igst: 0 });
/** Adds a line's figures (in paise) to `into`, taken away for a credit note (`sign` −1). */
function add(into: Sums, line: ReturnLine, sign: 1 | -1): void {
  into.count += sign * line.count;
  into.amount += sign * paise(line.amount);
  into.taxable += sign * paise(line.taxable);
  into.cgst += sign * paise(line.cgst);
  into.sgst += sign * paise(line.sgst);
  into.igst += sign * paise(line.igst);
}
/** The lines' sums by rate, in order of rate. */
function byRate(lines: readonly ReturnLine[]): [number, Sums][] {
  const rates = new Map<number, Sums>();
  for (const line of lines) {
    const sums = rates.get(line.gst) ?? zero();
    add(sums, line, 1);
    rates.set(line.gst, sums);
  }
  return [...rates].sort(([a], [b]) => a - b);
}

/** The first and last of numbers that sort as they were given (a series' zero-padded count). */
function range(numbers: readonly string[]): [string, string] {
  const sorted = [...numbers].sort();
  return [sorted[0] ?? "", sorted.at(-1) ?? ""];
}

/**
 * The GSTR-1 of `month` (YYYY-MM) for the invoices and credit notes issued in
 * it (the caller reads those; a note's invoice may be of an earlier month).
 * `ecommerceGstin`: the platform's, as the operator the sales went through.
 */
export function gstr1(
  month: string,
  invoices: readonly ReturnInvoice[],
  notes: readonly ReturnNote[],
  ecommerceGstin = "",
): Gstr1 {
  const inMonth = <T extends { date: string }>(docs: readonly T[]) =>
    docs.filter((d) => d.date.startsWith(`${month}-`));
  const monthInvoices = inMonth(invoices);
  const monthNotes = inMonth(notes);
  const type = ecommerceGstin ? "E" : "OE";

  const b2cl: string[][] = [];
  const small = new Map<string, Sums>();
  const smallKey = (pos: string, rate: number) => `${pos}|${rate}`;
  for (const invoice of monthInvoices) {
    if (isB2cl(invoice)) {
      for (const [rate, sums] of byRate(invoice.lines))
        b2cl.push([
          invoice.number,
          returnDate(invoice.date),
          money(paise(invoice.grandTotal)),
          placeOfSupplyCell(invoice.placeOfSupply),
          String(rate),
          "",
          money(sums.taxable),
          "0.00",
          ecommerceGstin,
          "N",
        ]);
      continue;
    }
    for (const line of invoice.lines) {
      const key = smallKey(invoice.placeOfSupply, line.gst);
      const sums = small.get(key) ?? zero();
      add(sums, line, 1);
      small.set(key, sums);
    }
  }
  const cdnur: string[][] = [];
  for (const note of monthNotes) {
    if (isB2cl(note.invoice)) {
      for (const [rate, sums] of byRate(note.lines))
        cdnur.push([
          "B2CL",
          note.number,
          returnDate(note.date),
          "C",
          placeOfSupplyCell(note.invoice.placeOfSupply),
          money(paise(note.grandTotal)),
          "",
          String(rate),
          money(sums.taxable),
          "0.00",
        ]);
      continue;
    }
    for (const line of note.lines) {
      const key = smallKey(note.invoice.placeOfSupply, line.gst);
      const sums = small.get(key) ?? zero();
      add(sums, line, -1);
      small.set(key, sums);
    }
  }
  const negative = [...small]
    .filter(([, sums]) => sums.taxable < 0)
    .map(([key]) => {
      const [pos = "", rate = ""] = key.split("|");
      return `B2CS ${placeOfSupplyCell(pos)} at ${rate} % is below zero this month (credit notes against earlier months' invoices): the offline tool may refuse it; enter it as an amendment (B2CSA) of the invoice's month`;
    });
  const b2cs = [...small]
    .filter(([, sums]) => sums.taxable !== 0)
    .sort(([a], [b]) => {
      const [pa = "", ra = "0"] = a.split("|");
      const [pb = "", rb = "0"] = b.split("|");
      return pa === pb ? Number(ra) - Number(rb) : pa < pb ? -1 : 1;
    })
    .map(([key, sums]) => {
      const [pos = "", rate = ""] = key.split("|");
      return [type, placeOfSupplyCell(pos), rate, "", money(sums.taxable), "0.00", ecommerceGstin];
    });

  const hsnSums = new Map<string, Sums>();
  const withoutHsn = new Set<string>();
  const addHsn = (doc: { number: string }, line: ReturnLine, sign: 1 | -1) => {
    if (!line.hsn) withoutHsn.add(doc.number);
    const key = `${line.hsn}|${line.gst}`;
    const sums = hsnSums.get(key) ?? zero();
    add(sums, line, sign);
    hsnSums.set(key, sums);
  };
  for (const invoice of monthInvoices) for (const line of invoice.lines) addHsn(invoice, line, 1);
  for (const note of monthNotes) for (const line of note.lines) addHsn(note, line, -1);
  const hsn = [...hsnSums]
    .filter(([, s]) => s.count !== 0 || s.amount !== 0)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, s]) => {
      const [code = "", rate = ""] = key.split("|");
      return [
        code,
        "",
        "NOS-NUMBERS",
        String(s.count),
        money(s.amount),
        money(s.taxable),
        money(s.igst),
        money(s.cgst),
        money(s.sgst),
        "0.00",
        rate,
      ];
    });

  const docs: string[][] = [];
  if (monthInvoices.length > 0) {
    const [from, to] = range(monthInvoices.map((i) => i.number));
    docs.push(["Invoices for outward supply", from, to, String(monthInvoices.length), "0"]);
  }
  if (monthNotes.length > 0) {
    const [from, to] = range(monthNotes.map((n) => n.number));
    docs.push(["Credit Note", from, to, String(monthNotes.length), "0"]);
  }

  const sumOf = <T>(docs: readonly T[], f: (d: T) => number) => docs.reduce((n, d) => n + f(d), 0);
  const linesOf = (d: { lines: readonly ReturnLine[] }, k: keyof Omit<ReturnLine, "hsn" | "count" | "gst">) =>
    sumOf(d.lines, (l) => paise(l[k]));
  const tax = (d: { lines: readonly ReturnLine[] }) =>
    linesOf(d, "cgst") + linesOf(d, "sgst") + linesOf(d, "igst");
  return {
    month,
    sections: { b2cl, b2cs, cdnur, hsn, docs },
    warnings: [
      ...[...withoutHsn].sort().map((n) => `${n} has a line without an HSN code: add it to the product`),
      ...negative.sort(),
    ],
    totals: {
      invoices: monthInvoices.length,
      creditNotes: monthNotes.length,
      invoiced: sumOf(monthInvoices, (i) => paise(i.grandTotal)) / 100,
      credited: sumOf(monthNotes, (n) => paise(n.grandTotal)) / 100,
      taxable:
        (sumOf(monthInvoices, (i) => linesOf(i, "taxable")) -
          sumOf(monthNotes, (n) => linesOf(n, "taxable"))) /
        100,
      tax: (sumOf(monthInvoices, tax) - sumOf(monthNotes, tax)) / 100,
    },
  };
}

/**
 * A section as the offline tool's CSV: its header row, then its rows; no
 * byte order mark (the tool matches its headers from the first byte, and
 * every cell here is ASCII).
 */
export function gstr1Csv(section: Gstr1Section, rows: readonly (readonly string[])[]): string {
  return toCsv([GSTR1_COLUMNS[section], ...rows]).replace(/^\uFEFF/, "");
}
