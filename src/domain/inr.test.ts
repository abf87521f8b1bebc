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

describe("the same text as Intl's en-IN formatting", () => {
  const whole = new Intl.NumberFormat("en-IN", {
    style: "currency",
    currency: "INR",
    maximumFractionDigits: 0,
  });
  const paise = new Intl.NumberFormat("en-IN", {
    style: "currency",
    currency: "INR",
    minimumFractionDigits: 2,
  });
  const grouped = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 });
  // Every length of number up to 10^13, each with and without paise, and negatives.
  const amounts = [0, 0.01, 0.1, 0.5, 1, 9.99, 10.004, 10.005, 99.95, 100, 101.1];
  for (let p = 1; p <= 13; p++) amounts.push(10 ** p - 1, 10 ** p, 10 ** p + 0.25, 7 * 10 ** p + 3.07);
  amounts.push(...amounts.filter((a) => a > 0).map((a) => -a));

  it.each(amounts)("formatInr(%d)", (amount) => {
    const p = Math.round(amount * 100);
    expect(formatInr(amount)).toBe(p % 100 === 0 ? whole.format(p / 100) : paise.format(p / 100));
  });

  it.each(amounts)("groupIndian(%d)", (n) => {
    // Intl writes a negative fraction's whole part as "-0"; a count of nothing reads "0" here.
    const expected = Object.is(Math.trunc(n), -0) ? "0" : grouped.format(Math.trunc(n));
    expect(groupIndian(n)).toBe(expected);
  });
});
