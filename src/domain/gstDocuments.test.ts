import { describe, expect, it } from "vitest";
import {
  creditNoteFigures,
  DOCUMENT_NUMBER_MAX,
  documentNumber,
  fiscalYearOf,
  type IssuedLine,
  type IssuedTotals,
} from "./gstDocuments";

describe("fiscalYearOf", () => {
  it("runs from 1 April to 31 March by India's date", () => {
    expect(fiscalYearOf(new Date("2026-11-30T10:00:00Z"))).toBe("2026-27");
    expect(fiscalYearOf(new Date("2027-03-31T18:29:59Z"))).toBe("2026-27");
    // 31 March 18:30 UTC is already 1 April in India.
    expect(fiscalYearOf(new Date("2027-03-31T18:30:00Z"))).toBe("2027-28");
    expect(fiscalYearOf(new Date("2026-04-01T00:00:00+05:30"))).toBe("2026-27");
    expect(fiscalYearOf(new Date("2026-03-31T23:59:00+05:30"))).toBe("2025-26");
    expect(fiscalYearOf(new Date("2099-12-01T00:00:00Z"))).toBe("2099-00");
  });
});

describe("documentNumber", () => {
  it("is the series, the two years and a six-digit count: 16 characters at most", () => {
    expect(documentNumber("INV", "2026-27", 1)).toBe("INV/26-27/000001");
    expect(documentNumber("CN", "2026-27", 42)).toBe("CN/26-27/000042");
    expect(documentNumber("INV", "2026-27", 999_999)).toHaveLength(DOCUMENT_NUMBER_MAX);
    expect(documentNumber("CN", "2026-27", 1_000_000)).toBe("CN/26-27/1000000");
  });

  it("has no number past 16 characters, nor for a count below one", () => {
    expect(documentNumber("INV", "2026-27", 1_000_000)).toBeNull();
    expect(documentNumber("INV", "2026-27", 0)).toBeNull();
    expect(documentNumber("INV", "2026-27", 1.5)).toBeNull();
  });
});

const line = (orderId: string, amount: number, gst = 5): IssuedLine => {
  const taxable = Math.round((amount * 100 * 100) / (100 + gst)) / 100;
  const tax = Math.round((amount - taxable) * 100);
  return {
    orderId,
    description: orderId,
    hsn: "0902",
    count: 1,
    onePiecePrice: amount,
    gst,
    amount,
    taxable,
    cgst: Math.ceil(tax / 2) / 100,
    sgst: Math.floor(tax / 2) / 100,
    igst: 0,
  };
};
const invoice = (lines: IssuedLine[], delivery = 20, discount = 0) => {
  const sum = (k: "amount" | "taxable" | "cgst" | "sgst" | "igst") =>
    Math.round(lines.reduce((n, l) => n + l[k] * 100, 0)) / 100;
  const totals: IssuedTotals = {
    amount: sum("amount"),
    taxable: sum("taxable"),
    cgst: sum("cgst"),
    sgst: sum("sgst"),
    igst: sum("igst"),
    delivery,
    discount,
    grandTotal: sum("amount") + delivery - discount,
  };
  return { lines, totals };
};

describe("creditNoteFigures", () => {
  const tea = line("tea", 250);
  const dal = line("dal", 200);
  const bill = invoice([tea, dal]);

  it("credits a cancelled line at the invoice's own figures, not the fee while a line is left", () => {
    const note = creditNoteFigures(bill, ["dal"], [], "cancel");
    expect(note?.lines).toEqual([dal]);
    expect(note?.totals).toEqual({
      amount: 200,
      taxable: dal.taxable,
      cgst: dal.cgst,
      sgst: dal.sgst,
      igst: 0,
      delivery: 0,
      discount: 0,
      grandTotal: 200,
    });
  });

  it("credits the fee less the coupon with the cancel that leaves nothing to deliver: the notes add up to the invoice", () => {
    const coupon = invoice([tea, dal], 20, 30);
    const first = creditNoteFigures(coupon, ["dal"], [], "cancel");
    const second = creditNoteFigures(
      coupon,
      ["tea"],
      [{ orderIds: ["dal"], grandTotal: first?.totals.grandTotal ?? 0 }],
      "cancel",
    );
    expect(second?.totals).toMatchObject({ amount: 250, delivery: 20, discount: 30, grandTotal: 240 });
    expect((first?.totals.grandTotal ?? 0) + (second?.totals.grandTotal ?? 0)).toBe(coupon.totals.grandTotal);
  });

  it("a return credits the line, never the delivery that was made", () => {
    const note = creditNoteFigures(bill, ["tea", "dal"], [], "return");
    expect(note?.totals).toMatchObject({ amount: 450, delivery: 0, grandTotal: 450 });
  });

  it("never credits a line twice, nor one the invoice does not have", () => {
    expect(creditNoteFigures(bill, ["dal"], [{ orderIds: ["dal"], grandTotal: 200 }], "cancel")).toBeNull();
    expect(creditNoteFigures(bill, ["rice"], [], "cancel")).toBeNull();
  });

  it("never credits more than the earlier notes left of the invoice", () => {
    const coupon = invoice([tea, dal], 0, 400);
    const first = creditNoteFigures(coupon, ["dal"], [], "return");
    expect(first?.totals.grandTotal).toBe(50);
    const second = creditNoteFigures(coupon, ["tea"], [{ orderIds: ["dal"], grandTotal: 50 }], "cancel");
    expect(second?.totals.grandTotal).toBe(0);
  });

  it("sums tax columns in paise, so no fraction drifts", () => {
    const odd = invoice([line("a", 99.99, 18), line("b", 0.03, 18), line("c", 10.01, 12)], 0);
    const note = creditNoteFigures(odd, ["a", "b", "c"], [], "return");
    expect(note?.totals.taxable).toBe(odd.totals.taxable);
    expect(note?.totals.cgst).toBe(odd.totals.cgst);
    expect(note?.totals.amount).toBe(110.03);
  });
});
