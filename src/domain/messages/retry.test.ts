import { describe, expect, it } from "vitest";
import { backoffMs } from "./retry";

describe("backoffMs", () => {
  it("doubles from 5 s and stops at 15 minutes", () => {
    const none = () => 0;
    expect([1, 2, 3, 4].map((n) => backoffMs(n, 0, none))).toEqual([5_000, 10_000, 20_000, 40_000]);
    expect(backoffMs(20, 0, none)).toBe(15 * 60_000);
  });
  it("takes up to a fifth off, at random, so retries spread out", () => {
    expect(backoffMs(1, 0, () => 0.999)).toBe(4_001);
    expect(backoffMs(3, 0, () => 0.5)).toBe(18_000);
  });
  it("waits as long as the provider's Retry-After when that is longer, up to the cap", () => {
    expect(backoffMs(1, 60_000, () => 0)).toBe(60_000);
    expect(backoffMs(1, 3_600_000, () => 0)).toBe(15 * 60_000);
  });
});
