import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { CounterResponse } from "../contract/counter";
import { COUNTER_ERROR, formatCount, parseCount } from "./counter";

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

it("reads a count exactly as the contract's CounterResponse accepts one", () => {
  for (const body of [
    0,
    1,
    42,
    2 ** 40,
    -1,
    1.5,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    null,
    "x",
    { n: 1 },
    [2],
  ]) {
    const contract = v.safeParse(CounterResponse, body);
    expect(parseCount(body), String(body)).toBe(contract.success ? contract.output : null);
  }
});
