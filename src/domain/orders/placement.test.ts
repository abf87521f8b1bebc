import { describe, expect, it } from "vitest";
import { lineCharges, orderBill } from "../money";
import { lineLabel, overStockMessage, stockDemand } from "./placement";

const line = (shopId: string, onePiecePrice: number, productCount: number, gst = 0) => ({
  shopId,
  onePiecePrice,
  productCount,
  gst,
});

describe("placementBill", () => {
  const lines = [line("demo", 150, 2, 18), line("demo", 40, 1, 5), line("kala", 100, 1, 12)];
  const fees = { demo: 20, kala: 40 };

  it("charges each shop's delivery fee once", () => {
    expect(orderBill(lines, fees)).toEqual({
      totalMrp: 440,
      mrp: 440,
      gst: 54 + 2 + 12,
      deliveryFee: 60,
      couponDiscount: 0,
      payable: 500,
    });
  });

  it("matches the bag's bill for one shop", () => {
    expect(orderBill([line("demo", 150, 2, 18)], fees).payable).toBe(320);
  });

  it("takes 20 for a shop whose fee is unset", () => {
    expect(orderBill([line("x", 10, 1)], {}).deliveryFee).toBe(20);
  });

  it("applies gotan50 on the whole base total, and only when it reaches 280", () => {
    expect(orderBill(lines, fees, "gotan50")).toMatchObject({ couponDiscount: 50, payable: 450 });
    expect(orderBill([line("demo", 100, 2)], fees, "gotan50").couponDiscount).toBe(0);
    expect(orderBill(lines, fees, "GOTAN50").couponDiscount).toBe(0);
  });
});

describe("lineCharges", () => {
  it("puts each shop's fee on its first row and the discount on the first row; rows sum to the bill", () => {
    const lines = [line("demo", 150, 2), line("kala", 100, 1), line("demo", 40, 1)];
    const fees = { demo: 20, kala: 40 };
    const rows = lineCharges(lines, fees, 50);
    expect(rows).toEqual([
      { totalCartValue: 300, deliveryFee: 20, coupontotal: 50 },
      { totalCartValue: 100, deliveryFee: 40, coupontotal: 0 },
      { totalCartValue: 40, deliveryFee: 0, coupontotal: 0 },
    ]);
    const sum = rows.reduce((s, r) => s + r.totalCartValue + r.deliveryFee - r.coupontotal, 0);
    expect(sum).toBe(orderBill(lines, fees, "gotan50").payable);
  });
});

describe("stockDemand", () => {
  it("adds up the pieces lines draw from the same stock", () => {
    const lines = [
      { id: "a", productCount: 2 },
      { id: "b", productCount: 1 },
      { id: "a", productCount: 3 },
    ];
    expect(stockDemand(lines, (l) => l.id)).toEqual(
      new Map([
        ["a", 5],
        ["b", 1],
      ]),
    );
  });
});

describe("overStockMessage", () => {
  it("names the product and what is left", () => {
    expect(overStockMessage("Brass Diya Set", 2)).toBe("Only 2 left of Brass Diya Set");
    expect(overStockMessage("Cotton Kurta", 1, "M", "Indigo")).toBe(
      "Only 1 left of Cotton Kurta (M / Indigo)",
    );
  });

  it("says out of stock when nothing is left", () => {
    expect(overStockMessage("Aloo Bhujia", 0)).toBe("Aloo Bhujia is out of stock");
  });

  it("labels a variant by whichever of size and colour it has", () => {
    expect(lineLabel("Dupatta", "", "Teal")).toBe("Dupatta (Teal)");
    expect(lineLabel("Soap")).toBe("Soap");
  });
});
