import { describe, expect, it } from "vitest";
import { variantsFromCell, variantsToCell } from "./variantsCell";

const kurta = [
  { size: "M", color: "Red", stock: 4 },
  { size: "M", color: "Blue", stock: 2 },
  { size: "L", color: "Red", stock: 0 },
];

describe("variantsToCell", () => {
  it("writes size/colour=stock joined by ;", () => {
    expect(variantsToCell(kurta)).toBe("M/Red=4;M/Blue=2;L/Red=0");
    expect(
      variantsToCell([
        { size: "", color: "Red", stock: 3 },
        { size: "M", color: "", stock: 2 },
      ]),
    ).toBe("/Red=3;M/=2");
    expect(variantsToCell([])).toBe("");
  });
  it("writes /, =, ; and \\ in a name after a backslash", () => {
    expect(variantsToCell([{ size: "S/M", color: "Red;Blue", stock: 1 }])).toBe("S\\/M/Red\\;Blue=1");
    expect(variantsToCell([{ size: "a=b", color: "c\\d", stock: 1 }])).toBe("a\\=b/c\\\\d=1");
  });
});

describe("variantsFromCell", () => {
  it("reads what variantsToCell writes, odd names too", () => {
    const odd = [
      { size: "S/M", color: "Red;Blue", stock: 1 },
      { size: "a=b", color: "c\\d", stock: 7 },
      { size: "", color: "Red", stock: 3 },
      { size: "M", color: "", stock: 0 },
    ];
    expect(variantsFromCell(variantsToCell(kurta))).toEqual({ variants: kurta });
    expect(variantsFromCell(variantsToCell(odd))).toEqual({ variants: odd });
  });
  it("is no variants for an empty cell", () => {
    expect(variantsFromCell("")).toEqual({ variants: [] });
    expect(variantsFromCell("  ")).toEqual({ variants: [] });
  });
  it("forgives spaces and a stray ;", () => {
    expect(variantsFromCell(" M / Red = 4 ; ;L/Red=0;")).toEqual({
      variants: [
        { size: "M", color: "Red", stock: 4 },
        { size: "L", color: "Red", stock: 0 },
      ],
    });
  });
  it("reads a negative or fractional stock as a number, for the product check to refuse", () => {
    expect(variantsFromCell("M/Red=-1;L/=2.5")).toEqual({
      variants: [
        { size: "M", color: "Red", stock: -1 },
        { size: "L", color: "", stock: 2.5 },
      ],
    });
  });
  it("names the first item not written as size/colour=stock", () => {
    expect(variantsFromCell("M/Red=4;M Red=2")).toEqual({ badItem: "M Red=2" });
    expect(variantsFromCell("M/Red")).toEqual({ badItem: "M/Red" });
    expect(variantsFromCell("M/Red=")).toEqual({ badItem: "M/Red=" });
    expect(variantsFromCell("M/Red=four")).toEqual({ badItem: "M/Red=four" });
    expect(variantsFromCell("M/Red/Big=1")).toEqual({ badItem: "M/Red/Big=1" });
    expect(variantsFromCell("M/Red=1=2")).toEqual({ badItem: "M/Red=1=2" });
  });
});
