import { describe, expect, it } from "vitest";
import { cpuSlowdownFor, PHONE_BENCHMARK_INDEX } from "./calibration";

describe("cpuSlowdownFor", () => {
  it("slows a host to the mid-tier phone: its index over the phone's", () => {
    expect(PHONE_BENCHMARK_INDEX).toBe(450);
    expect(cpuSlowdownFor(2594)).toBe(5.8);
    expect(cpuSlowdownFor(1800)).toBe(4);
    expect(cpuSlowdownFor(900)).toBe(2);
  });

  it("a busier host (lower index) gets less slowdown, so both emulate the same phone", () => {
    expect(cpuSlowdownFor(1300)).toBeLessThan(cpuSlowdownFor(2600));
    expect(cpuSlowdownFor(1300) / cpuSlowdownFor(2600)).toBeCloseTo(0.5, 1);
  });

  it("never speeds a host slower than the phone up", () => {
    expect(cpuSlowdownFor(450)).toBe(1);
    expect(cpuSlowdownFor(200)).toBe(1);
  });

  it("refuses a missing benchmark rather than guessing", () => {
    expect(() => cpuSlowdownFor(0)).toThrow(/benchmarkIndex/);
    expect(() => cpuSlowdownFor(Number.NaN)).toThrow(/benchmarkIndex/);
  });
});
