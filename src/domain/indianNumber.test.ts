import { describe, expect, it } from "vitest";
import { formatRupees, groupIndian } from "./indianNumber";

describe("groupIndian", () => {
  it.each([
    [0, "0"],
    [999, "999"],
    [3000, "3,000"],
    [15000, "15,000"],
    [123456, "1,23,456"],
    [12345678, "1,23,45,678"],
  ])("%d → %s", (n, text) => {
    expect(groupIndian(n)).toBe(text);
  });

  it("drops fractions instead of rounding up", () => {
    expect(groupIndian(1999.9)).toBe("1,999");
  });
});

describe("formatRupees", () => {
  it("prefixes the rupee sign", () => {
    expect(formatRupees(10000)).toBe("₹10,000");
    expect(formatRupees(2000)).toBe("₹2,000");
  });
});
