import { describe, expect, it } from "vitest";
import { COUNTER_ERROR, counterUrl, formatCount, parseCount } from "./counter";

describe("counterUrl", () => {
  it("joins the API origin and the counter name", () => {
    expect(counterUrl("http://localhost:8787", "emitraCounter")).toBe(
      "http://localhost:8787/counter/emitraCounter",
    );
    expect(counterUrl("https://api.platform.in/", "marketplaceCounter")).toBe(
      "https://api.platform.in/counter/marketplaceCounter",
    );
  });
});

describe("parseCount", () => {
  it("accepts a bare non-negative whole number", () => {
    expect(parseCount(0)).toBe(0);
    expect(parseCount(42)).toBe(42);
    expect(parseCount("17")).toBe(17);
  });

  it.each([
    [-1],
    [1.5],
    [Number.NaN],
    [Number.POSITIVE_INFINITY],
    ["42a"],
    [""],
    [null],
    [{ count: 3 }],
    [[4]],
  ])("rejects %j", (body) => {
    expect(parseCount(body)).toBeNull();
  });
});

describe("formatCount", () => {
  it("groups digits the Indian way", () => {
    expect(formatCount(0)).toBe("0");
    expect(formatCount(1234567)).toBe("12,34,567");
  });
});

it("keeps the spec's log message", () => {
  expect(COUNTER_ERROR).toBe("Network response was not ok");
});
