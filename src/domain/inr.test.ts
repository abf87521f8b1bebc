import { describe, expect, it } from "vitest";
import { formatInr, groupIndian } from "./inr";

describe("formatInr", () => {
  it.each([
    [0, "₹0"],
    [99, "₹99"],
    [1299, "₹1,299"],
    [123456, "₹1,23,456"],
    [12345678, "₹1,23,45,678"],
  ])("%d → %s (no paise for whole rupees)", (amount, text) => {
    expect(formatInr(amount)).toBe(text);
  });

  it("shows paise when there are some", () => {
    expect(formatInr(249.5)).toBe("₹249.50");
    expect(formatInr(1000.05)).toBe("₹1,000.05");
  });

  it("rounds to the paisa and never prints NaN", () => {
    expect(formatInr(10.004)).toBe("₹10");
    expect(formatInr(Number.NaN)).toBe("₹0");
  });
});

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
