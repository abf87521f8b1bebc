import { describe, expect, it } from "vitest";
import { plainStock, restocked } from "./restock";

describe("restocked", () => {
  it("a plain product back from 0 is back as a whole", () => {
    expect(restocked(plainStock(0), plainStock(5))).toEqual({
      variants: [{ size: "", color: "" }],
      wholeProduct: true,
    });
  });

  it("a product that had stock, or still has none, brings nothing back", () => {
    expect(restocked(plainStock(2), plainStock(7))).toEqual({ variants: [], wholeProduct: false });
    expect(restocked(plainStock(0), plainStock(0))).toEqual({ variants: [], wholeProduct: false });
  });

  it("names the variants back from 0; the whole product only when every variant was out", () => {
    const before = [
      { size: "M", color: "Red", stock: 0 },
      { size: "L", color: "Red", stock: 3 },
    ];
    const after = [
      { size: "M", color: "Red", stock: 2 },
      { size: "L", color: "Red", stock: 3 },
    ];
    expect(restocked(before, after)).toEqual({
      variants: [{ size: "M", color: "Red" }],
      wholeProduct: false,
    });
    const allOut = before.map((v) => ({ ...v, stock: 0 }));
    expect(restocked(allOut, after)).toEqual({
      variants: [
        { size: "M", color: "Red" },
        { size: "L", color: "Red" },
      ],
      wholeProduct: true,
    });
  });

  it("a new variant with stock counts as back", () => {
    expect(restocked([{ size: "M", color: "", stock: 0 }], [{ size: "XL", color: "", stock: 1 }])).toEqual({
      variants: [{ size: "XL", color: "" }],
      wholeProduct: true,
    });
  });
});
