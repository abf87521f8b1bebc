import { describe, expect, it } from "vitest";
import {
  B2CL_LIMIT,
  GSTR1_COLUMNS,
  gstr1,
  gstr1Csv,
  isB2cl,
  lastMonth,
  placeOfSupplyCell,
  type ReturnInvoice,
  type ReturnLine,
  type ReturnNote,
  returnDate,
  returnMonth,
  returnMonthTitle,
} from "./gstr1";

/** A line of `amount` at `gst` %, its tax split as invoice.ts splits it. */
function line(amount: number, gst: number, interState: boolean, hsn = "0902", count = 1): ReturnLine {
  const p = Math.round(amount * 100);
  const taxable = Math.round((p * 100) / (100 + gst));
  const tax = p - taxable;
  const sgst = interState ? 0 : Math.floor(tax / 2);
  return {
    hsn,
    count,
    gst,
    amount,
    taxable: taxable / 100,
    cgst: interState ? 0 : (tax - sgst) / 100,
    sgst: sgst / 100,
    igst: interState ? tax / 100 : 0,
  };
}
function invoice(
  number: string,
  date: string,
  pos: string,
  lines: ReturnLine[],
  delivery = 0,
): ReturnInvoice {
  return {
    number,
    date,
    placeOfSupply: pos,
    interState: pos !== "08",
    grandTotal: lines.reduce((n, l) => n + l.amount, 0) + delivery,
    lines,
  };
}

const local = invoice("INV/26-27/000001", "2026-11-02", "08", [
  line(250, 5, false),
  line(1180, 18, false, "6109"),
]);
const away = invoice("INV/26-27/000002", "2026-11-05", "27", [line(525, 5, true)]);
const large = invoice("INV/26-27/000003", "2026-11-09", "27", [
  line(105_000, 5, true, "7113"),
  line(11_800, 18, true, "6109", 2),
]);
const october = invoice("INV/26-27/000000", "2026-10-31", "08", [line(100, 5, false)]);

describe("the return's cells", () => {
  it("dates as dd-Mon-yyyy; places of supply as code-name", () => {
    expect(returnDate("2026-11-05")).toBe("05-Nov-2026");
    expect(returnDate("2027-03-31")).toBe("31-Mar-2027");
    expect(placeOfSupplyCell("08")).toBe("08-Rajasthan");
    expect(placeOfSupplyCell("27")).toBe("27-Maharashtra");
  });

  it("B2C large is inter-state and over ₹1,00,000; not at it, nor within the state", () => {
    expect(isB2cl({ interState: true, grandTotal: B2CL_LIMIT + 0.01 })).toBe(true);
    expect(isB2cl({ interState: true, grandTotal: B2CL_LIMIT })).toBe(false);
    expect(isB2cl({ interState: false, grandTotal: 5 * B2CL_LIMIT })).toBe(false);
  });
});

describe("lastMonth", () => {
  it("is the month before, by India's calendar, across a year's end", () => {
    expect(lastMonth(new Date("2026-11-30T10:00:00Z"))).toBe("2026-10");
    expect(lastMonth(new Date("2027-01-05T10:00:00Z"))).toBe("2026-12");
    // 30 November 19:00 UTC is already 1 December in India.
    expect(lastMonth(new Date("2026-11-30T19:00:00Z"))).toBe("2026-11");
  });
});

describe("the month a screen shows", () => {
  it("is the one asked for when it is a month, else the last one; named in words", () => {
    const now = new Date("2026-11-30T10:00:00Z");
    expect(returnMonth("2026-07", now)).toBe("2026-07");
    for (const bad of [undefined, "", "2026-13", "2026-7", "nov"])
      expect(returnMonth(bad, now)).toBe("2026-10");
    expect(returnMonthTitle("2026-11")).toBe("November 2026");
    expect(returnMonthTitle("2027-01")).toBe("January 2027");
  });
});

describe("gstr1", () => {
  const month = gstr1("2026-11", [october, local, away, large], []);

  it("sums small invoices by place of supply and rate, and lists a large one by rate", () => {
    expect(month.sections.b2cs).toEqual([
      ["OE", "08-Rajasthan", "5", "", local.lines[0]?.taxable.toFixed(2), "0.00", ""],
      ["OE", "08-Rajasthan", "18", "", local.lines[1]?.taxable.toFixed(2), "0.00", ""],
      ["OE", "27-Maharashtra", "5", "", away.lines[0]?.taxable.toFixed(2), "0.00", ""],
    ]);
    expect(month.sections.b2cl).toEqual([
      [
        "INV/26-27/000003",
        "09-Nov-2026",
        "116800.00",
        "27-Maharashtra",
        "5",
        "",
        "100000.00",
        "0.00",
        "",
        "N",
      ],
      [
        "INV/26-27/000003",
        "09-Nov-2026",
        "116800.00",
        "27-Maharashtra",
        "18",
        "",
        "10000.00",
        "0.00",
        "",
        "N",
      ],
    ]);
  });

  it("leaves out documents of other months", () => {
    expect(month.totals.invoices).toBe(3);
    expect(month.sections.docs).toEqual([
      ["Invoices for outward supply", "INV/26-27/000001", "INV/26-27/000003", "3", "0"],
    ]);
  });

  it("sums goods by HSN and rate, in pieces, with their tax columns", () => {
    const tshirts = month.sections.hsn.find((r) => r[0] === "6109" && r[10] === "18");
    expect(tshirts).toEqual([
      "6109",
      "",
      "NOS-NUMBERS",
      "3",
      "12980.00",
      "11000.00",
      "1800.00",
      "90.00",
      "90.00",
      "0.00",
      "18",
    ]);
    expect(month.sections.hsn.map((r) => `${r[0]}@${r[10]}`)).toEqual(["0902@5", "6109@18", "7113@5"]);
  });

  it("through the platform: Type E with the operator's GSTIN", () => {
    const eco = gstr1("2026-11", [local], [], "08AAPFU0939F1ZV");
    expect(eco.sections.b2cs[0]?.[0]).toBe("E");
    expect(eco.sections.b2cs[0]?.[6]).toBe("08AAPFU0939F1ZV");
  });

  it("nets a small invoice's credit note in B2CS and HSN; lists a large one's in CDNUR", () => {
    const smallNote: ReturnNote = {
      number: "CN/26-27/000001",
      date: "2026-11-20",
      grandTotal: 250,
      lines: [local.lines[0] as ReturnLine],
      invoice: local,
    };
    const largeNote: ReturnNote = {
      number: "CN/26-27/000002",
      date: "2026-11-21",
      grandTotal: 11_800,
      lines: [large.lines[1] as ReturnLine],
      invoice: large,
    };
    // A note this month against last month's invoice nets this month.
    const lateNote: ReturnNote = {
      number: "CN/26-27/000003",
      date: "2026-11-22",
      grandTotal: 100,
      lines: [october.lines[0] as ReturnLine],
      invoice: october,
    };
    const r = gstr1("2026-11", [local, large], [smallNote, largeNote, lateNote]);
    // The tea's 5 % row in Rajasthan: its invoice and its note cancel out; October's note goes below nothing.
    const rajasthan5 = r.sections.b2cs.find((row) => row[1] === "08-Rajasthan" && row[2] === "5");
    expect(rajasthan5?.[4]).toBe((-(october.lines[0]?.taxable ?? 0)).toFixed(2));
    expect(r.sections.cdnur).toEqual([
      [
        "B2CL",
        "CN/26-27/000002",
        "21-Nov-2026",
        "C",
        "27-Maharashtra",
        "11800.00",
        "",
        "18",
        "10000.00",
        "0.00",
      ],
    ]);
    // The large invoice's two shirts came back; the local one's stays.
    expect(r.sections.hsn.find((row) => row[0] === "6109" && row[10] === "18")?.[3]).toBe("1");
    // October's note takes more than November sold there at that rate: said, to file as an amendment.
    expect(r.warnings).toEqual([
      "B2CS 08-Rajasthan at 5 % is below zero this month (credit notes against earlier months' invoices): the offline tool may refuse it; enter it as an amendment (B2CSA) of the invoice's month",
    ]);
    expect(r.sections.docs[1]).toEqual(["Credit Note", "CN/26-27/000001", "CN/26-27/000003", "3", "0"]);
    expect(r.totals.credited).toBe(12_150);
  });

  it("warns of a line without an HSN code", () => {
    const bare = invoice("INV/26-27/000009", "2026-11-03", "08", [line(99, 12, false, "")]);
    expect(gstr1("2026-11", [bare], []).warnings).toEqual([
      "INV/26-27/000009 has a line without an HSN code: add it to the product",
    ]);
  });

  it("totals taxable value and tax net of the notes, to the paisa", () => {
    const r = gstr1("2026-11", [local, away], []);
    const taxable = [...local.lines, ...away.lines].reduce((n, l) => n + Math.round(l.taxable * 100), 0);
    expect(Math.round(r.totals.taxable * 100)).toBe(taxable);
    expect(r.totals.invoiced).toBe(1955);
  });
});

describe("gstr1Csv", () => {
  it("heads each section as the offline tool's template, with no byte order mark", () => {
    const csv = gstr1Csv("b2cs", [["OE", "08-Rajasthan", "5", "", "238.10", "0.00", ""]]);
    expect(csv.charCodeAt(0)).toBe("T".charCodeAt(0));
    expect(csv).toBe(
      "Type,Place Of Supply,Rate,Applicable % of Tax Rate,Taxable Value,Cess Amount,E-Commerce GSTIN\r\nOE,08-Rajasthan,5,,238.10,0.00,\r\n",
    );
    expect(GSTR1_COLUMNS.hsn).toHaveLength(11);
  });
});
