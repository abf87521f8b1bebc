import { describe, expect, it } from "vitest";
import {
  clampQuantity,
  colorForSize,
  colorsOf,
  defaultSelection,
  gstPerPiece,
  isSoldOut,
  priceView,
  sizeInStock,
  sizesOf,
} from "./catalogue";
import { kurta, rice } from "./fixtures/cart";

describe("priceView (SPEC §2: struck price when discounted)", () => {
  it("strikes the MRP when one piece costs less", () => {
    expect(priceView(rice)).toEqual({ price: 250, struck: 300, percentOff: 17 });
  });
  it("strikes nothing without a discount", () => {
    expect(priceView(kurta)).toEqual({ price: 899, struck: null, percentOff: 0 });
  });
});

describe("gstPerPiece", () => {
  it("is the line GST rule for one piece", () => {
    expect(gstPerPiece(rice)).toBe(13); // round(250 / 100 × 5)
    expect(gstPerPiece({ onePiecePrice: 100, gst: 0 })).toBe(0);
  });
});

describe("sizes then colours", () => {
  it("lists sizes in order and the colours of one size", () => {
    expect(sizesOf(kurta)).toEqual(["M", "L"]);
    expect(colorsOf(kurta, "M").map((c) => c.color)).toEqual(["Red", "Blue"]);
    expect(colorsOf(kurta, "XL")).toEqual([]);
  });
  it("knows whether a size has any stock", () => {
    expect(sizeInStock(kurta, "L")).toBe(true);
    expect(sizeInStock({ variants: [{ size: "S", colors: [{ color: "Red", stock: 0 }] }] }, "S")).toBe(false);
  });
  it("starts with the first size and colour in stock", () => {
    expect(defaultSelection(kurta)).toEqual({ size: "M", color: "Red" });
    const blueFirst = {
      ...kurta,
      variants: [{ size: "S", colors: [{ color: "Blue", stock: 0 }] }, ...kurta.variants],
    };
    expect(defaultSelection(blueFirst)).toEqual({ size: "M", color: "Red" });
  });
  it("starts with the first ones when nothing is in stock, and with none for a plain product", () => {
    expect(
      defaultSelection({ ...kurta, variants: [{ size: "S", colors: [{ color: "Blue", stock: 0 }] }] }),
    ).toEqual({
      size: "S",
      color: "Blue",
    });
    expect(defaultSelection(rice)).toEqual({ size: "", color: "" });
  });
  it("keeps the colour when the new size has it in stock, else takes its first colour in stock", () => {
    expect(colorForSize(kurta, "L", "Red")).toBe("Red");
    expect(colorForSize(kurta, "M", "Blue")).toBe("Red");
  });
});

describe("clampQuantity (SPEC §5: quantity cannot exceed stock)", () => {
  it("keeps the quantity between 1 and productUnits", () => {
    expect(clampQuantity(rice, 2)).toBe(2);
    expect(clampQuantity(rice, 9)).toBe(3);
    expect(clampQuantity(rice, 0)).toBe(1);
    expect(clampQuantity(rice, Number.NaN)).toBe(1);
  });
  it("uses the chosen variant's stock", () => {
    expect(clampQuantity(kurta, 5, "M", "Red")).toBe(2);
    expect(clampQuantity(kurta, 5, "L", "Red")).toBe(1);
  });
  it("is 0 when the selection is out of stock", () => {
    expect(clampQuantity(kurta, 1, "M", "Blue")).toBe(0);
    expect(clampQuantity({ ...rice, productUnits: 0 }, 1)).toBe(0);
  });
});

describe("isSoldOut", () => {
  it("is true only when no size, colour or unit is left", () => {
    expect(isSoldOut(rice)).toBe(false);
    expect(isSoldOut({ ...rice, productUnits: 0 })).toBe(true);
    expect(isSoldOut(kurta)).toBe(false);
  });
});
