import { describe, expect, it } from "vitest";
import { kurtaLine, line } from "./fixtures/cart";
import { type InvoiceLineInput, taxInvoice } from "./invoice";
import { orderBill } from "./money";
import type { CartLine } from "./shapes";

/** A bag line as the invoice reads it. */
const fromBag = (l: CartLine, hsn = ""): InvoiceLineInput => ({
  name: l.productName,
  hsn,
  size: l.size,
  color: l.color,
  count: l.productCount,
  onePiecePrice: l.onePiecePrice,
  gst: l.gst,
});

/** Rice 2 × ₹250 at 5 %, and an old order's kurta 1 × ₹899 at the retired 12 %. */
const bag = [line({ productCount: 2 }), kurtaLine("M", "Red")];
const order = { lines: bag.map((l) => fromBag(l)), deliveryFee: 20, couponDiscount: 50 };

describe("an intra-state invoice (shop and delivery in Rajasthan)", () => {
  const invoice = taxInvoice({ ...order, shopState: "08", deliveryState: "08" });
  it("splits each line's value, GST included, into taxable value and CGST + SGST", () => {
    expect(
      invoice.lines.map(({ description, amount, taxable, cgst, sgst, igst }) => ({
        description,
        amount,
        taxable,
        cgst,
        sgst,
        igst,
      })),
    ).toEqual([
      // 500 × 100 / 105 = 476.19; tax 23.81, its odd paisa on CGST.
      { description: "Basmati Rice 5 kg", amount: 500, taxable: 476.19, cgst: 11.91, sgst: 11.9, igst: 0 },
      // 899 × 100 / 112 = 802.68; tax 96.32.
      {
        description: "Cotton Kurta (M / Red)",
        amount: 899,
        taxable: 802.68,
        cgst: 48.16,
        sgst: 48.16,
        igst: 0,
      },
    ]);
  });
  it("totals the columns, then delivery and the coupon, to what was charged", () => {
    expect(invoice.totals).toEqual({
      amount: 1399,
      taxable: 1278.87,
      cgst: 60.07,
      sgst: 60.06,
      igst: 0,
      delivery: 20,
      discount: 50,
      grandTotal: 1369,
    });
    expect(invoice.totals.grandTotal).toBe(orderBill(bag, 20, "gotan50").payable);
  });
  it("names the place of supply", () => {
    expect(invoice).toMatchObject({ placeOfSupply: "08", interState: false, placeOfSupplyAssumed: false });
  });
});

describe("an inter-state invoice (a Rajasthan shop delivering to Maharashtra)", () => {
  const invoice = taxInvoice({ ...order, shopState: "08", deliveryState: "27" });
  it("charges the whole tax as IGST", () => {
    expect(invoice.lines.map((l) => [l.taxable, l.cgst, l.sgst, l.igst])).toEqual([
      [476.19, 0, 0, 23.81],
      [802.68, 0, 0, 96.32],
    ]);
    expect(invoice.totals).toMatchObject({ cgst: 0, sgst: 0, igst: 120.13, grandTotal: 1369 });
    expect(invoice).toMatchObject({ placeOfSupply: "27", interState: true, placeOfSupplyAssumed: false });
  });
});

describe("an unknown delivery state", () => {
  it("is taken as the shop's, intra-state, and said to be assumed", () => {
    const invoice = taxInvoice({ ...order, shopState: "08", deliveryState: null });
    expect(invoice).toMatchObject({ placeOfSupply: "08", interState: false, placeOfSupplyAssumed: true });
    expect(invoice.totals).toMatchObject({ cgst: 60.07, sgst: 60.06, igst: 0 });
  });
});

describe("each line and the whole", () => {
  const awkward = [
    line({ onePiecePrice: 99.5, productCount: 3, gst: 18 }),
    line({ onePiecePrice: 0.01, productCount: 1 }),
    line({ onePiecePrice: 33.33, productCount: 7, gst: 28 }),
    line({ onePiecePrice: 120, productCount: 4, gst: 0 }),
  ];
  for (const deliveryState of ["08", "27"]) {
    const invoice = taxInvoice({
      lines: awkward.map((l) => fromBag(l)),
      deliveryFee: 15.5,
      couponDiscount: 50,
      shopState: "08",
      deliveryState,
    });
    it(`add up to the paisa (${deliveryState === "08" ? "intra" : "inter"}-state)`, () => {
      for (const l of invoice.lines) {
        const tax = l.cgst + l.sgst + l.igst;
        expect(Math.round((l.taxable + tax) * 100)).toBe(Math.round(l.amount * 100));
        expect(Math.abs(l.taxable * (l.gst / 100) - tax)).toBeLessThanOrEqual(0.01);
        expect(Math.abs(l.cgst - l.sgst)).toBeLessThanOrEqual(0.01);
      }
      expect(invoice.totals.grandTotal).toBeCloseTo(orderBill(awkward, 15.5, "gotan50").payable, 10);
    });
  }
  it("takes no tax out of a nil-rated line", () => {
    const invoice = taxInvoice({
      ...order,
      lines: [fromBag(line({ gst: 0 }))],
      shopState: "08",
      deliveryState: "08",
    });
    expect(invoice.lines[0]).toMatchObject({ amount: 250, taxable: 250, cgst: 0, sgst: 0, igst: 0 });
  });
  it("never lets the discount take the total below zero, as the bill does", () => {
    const small = [line({ onePiecePrice: 10 })];
    const invoice = taxInvoice({
      lines: small.map((l) => fromBag(l)),
      deliveryFee: 0,
      couponDiscount: 50,
      shopState: "08",
      deliveryState: "08",
    });
    expect(invoice.totals).toMatchObject({ discount: 10, grandTotal: 0 });
  });
  it("keeps each line's name, HSN, size, colour, count and price", () => {
    const invoice = taxInvoice({
      ...order,
      lines: [fromBag(kurtaLine("L", "Red"), "6105")],
      shopState: "08",
      deliveryState: "08",
    });
    expect(invoice.lines[0]).toMatchObject({
      name: "Cotton Kurta",
      hsn: "6105",
      size: "L",
      color: "Red",
      count: 1,
      onePiecePrice: 899,
      gst: 12,
    });
  });
  it("is empty for an order without lines but its delivery fee", () => {
    const invoice = taxInvoice({
      lines: [],
      deliveryFee: 20,
      couponDiscount: 0,
      shopState: "08",
      deliveryState: "08",
    });
    expect(invoice.lines).toEqual([]);
    expect(invoice.totals).toEqual({
      amount: 0,
      taxable: 0,
      cgst: 0,
      sgst: 0,
      igst: 0,
      delivery: 20,
      discount: 0,
      grandTotal: 20,
    });
  });
});
