import { describe, expect, it } from "vitest";
import { availableStock, canIncrease, outOfStockMessage, totalStock } from "./stock";

const plain = { hasVariants: false, variants: [], productUnits: 2 };
const shirt = {
  hasVariants: true,
  productUnits: 99, // ignored for variant products
  variants: [
    {
      size: "M",
      colors: [
        { color: "Red", stock: 3 },
        { color: "Blue", stock: 0 },
      ],
    },
    { size: "L", colors: [{ color: "Red", stock: 1 }] },
  ],
};

describe("availableStock", () => {
  it("uses productUnits for a product without variants", () => {
    expect(availableStock(plain)).toBe(2);
    expect(availableStock({ ...plain, productUnits: -4 })).toBe(0);
  });
  it("uses the stock of the matching size and colour", () => {
    expect(availableStock(shirt, "M", "Red")).toBe(3);
    expect(availableStock(shirt, "M", "Blue")).toBe(0);
    expect(availableStock(shirt, "L", "Red")).toBe(1);
  });
  it("is 0 for an unknown size or colour", () => {
    expect(availableStock(shirt, "XL", "Red")).toBe(0);
    expect(availableStock(shirt, "L", "Blue")).toBe(0);
    expect(availableStock(shirt)).toBe(0);
  });
});

describe("totalStock", () => {
  it("adds every variant", () => {
    expect(totalStock(shirt)).toBe(4);
    expect(totalStock(plain)).toBe(2);
    expect(totalStock({ ...plain, productUnits: 0 })).toBe(0);
  });
});

describe("canIncrease", () => {
  it("only while below stock", () => {
    expect(canIncrease(plain, 1)).toBe(true);
    expect(canIncrease(plain, 2)).toBe(false);
    expect(canIncrease(shirt, 2, "M", "Red")).toBe(true);
    expect(canIncrease(shirt, 3, "M", "Red")).toBe(false);
    expect(canIncrease(shirt, 0, "M", "Blue")).toBe(false);
  });
});

describe("outOfStockMessage", () => {
  it("flags a count over stock with 'OUT OF STOCK'", () => {
    expect(outOfStockMessage({ ...plain, productCount: 3 })).toBe("OUT OF STOCK");
    expect(outOfStockMessage({ ...plain, productCount: 2 })).toBeNull();
    expect(outOfStockMessage({ ...shirt, productCount: 2, size: "L", color: "Red" })).toBe("OUT OF STOCK");
    expect(outOfStockMessage({ ...shirt, productCount: 3, size: "M", color: "Red" })).toBeNull();
  });
  it("prefers the line's own error", () => {
    expect(outOfStockMessage({ ...plain, productCount: 1, error: "Only 1 left" })).toBe("Only 1 left");
  });
});
