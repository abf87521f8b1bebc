import { describe, expect, it } from "vitest";
import { COUNTER_ERROR, formatCount } from "./counter";

describe("formatCount", () => {
  it("groups digits the Indian way", () => {
    expect(formatCount(0)).toBe("0");
    expect(formatCount(1234567)).toBe("12,34,567");
  });
});

it("keeps the spec's log message", () => {
  expect(COUNTER_ERROR).toBe("Network response was not ok");
});
