import { describe, expect, it } from "vitest";
import {
  CREDIT_REASON_TEXT,
  gstinLine,
  invoiceDate,
  invoiceTitle,
  paymentState,
  placeOfSupplyLine,
  taxColumns,
} from "./invoiceView";

describe("invoice view", () => {
  it("shows CGST and SGST within the state, IGST to another", () => {
    expect(taxColumns(false)).toEqual(["cgst", "sgst"]);
    expect(taxColumns(true)).toEqual(["igst"]);
  });

  it("is a Tax Invoice only with a GSTIN, and says when there is none", () => {
    expect(invoiceTitle("08AAPFU0939F1ZV")).toBe("Tax Invoice");
    expect(invoiceTitle(" ")).toBe("Invoice");
    expect(gstinLine("")).toBe("GSTIN: not registered");
    expect(gstinLine("08AAPFU0939F1ZV")).toBe("GSTIN: 08AAPFU0939F1ZV");
  });

  it("names the place of supply with its code", () => {
    expect(placeOfSupplyLine("Rajasthan", "08")).toBe("Place of supply: Rajasthan (08)");
    expect(placeOfSupplyLine("", "08")).toBe("Place of supply: 08");
    expect(placeOfSupplyLine("", "")).toBe("Place of supply: not known");
  });

  it("dates the invoice in India's time", () => {
    expect(invoiceDate("2026-11-24T20:00:00.000Z")).toBe("25 Nov 2026");
    expect(invoiceDate("2026-01-01T05:00:00.000Z")).toBe("1 Jan 2026");
    expect(invoiceDate("2026-11-25")).toBe("25 Nov 2026");
    expect(invoiceDate("not a date")).toBe("not a date");
  });
});

describe("the invoice's payment state", () => {
  const lines = [{ orderId: "A" }, { orderId: "B" }];
  const invoice = (paid: boolean, paymentMethod: string, credited: string[][] = []) => ({
    paid,
    paymentMethod,
    lines,
    creditNotes: credited.map((ids) => ({ lines: ids.map((orderId) => ({ orderId })) })),
  });

  it("is paid once paid, whatever the method", () => {
    expect(paymentState(invoice(true, "COD"))).toBe("paid");
    expect(paymentState(invoice(true, "UPI"))).toBe("paid");
  });

  it("before: cash is due on delivery, a UPI payment not yet received", () => {
    expect(paymentState(invoice(false, "COD"))).toBe("due on delivery");
    expect(paymentState(invoice(false, "UPI"))).toBe("not yet received");
  });

  it("credited in full once notes took every line back; one line back is not all", () => {
    expect(paymentState(invoice(false, "COD", [["A"], ["B"]]))).toBe("credited in full");
    expect(paymentState(invoice(false, "COD", [["A"]]))).toBe("due on delivery");
  });

  it("says why a note takes lines back", () => {
    expect(CREDIT_REASON_TEXT).toEqual({ cancel: "cancelled after the invoice", return: "returned" });
  });
});
