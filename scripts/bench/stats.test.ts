import { describe, expect, it } from "vitest";
import { latencyVerdict, ms, percentile, pgbenchLatencies, pgbenchTps, ratioOf, summarize } from "./stats";

describe("percentile", () => {
  it("takes the nearest rank of the sorted values", () => {
    const values = [5, 1, 4, 2, 3, 10, 9, 8, 7, 6];
    expect(percentile(values, 50)).toBe(5);
    expect(percentile(values, 90)).toBe(9);
    expect(percentile(values, 99)).toBe(10);
    expect(percentile(values, 100)).toBe(10);
    expect(percentile(values, 0)).toBe(1);
  });

  it("gives the one slow request as p99 of a hundred, and not of a thousand", () => {
    const hundred = [...Array(99).fill(1), 500];
    expect(percentile(hundred, 99)).toBe(1);
    expect(percentile([...hundred, 500], 99)).toBe(500);
    const thousand = [...Array(999).fill(1), 500];
    expect(percentile(thousand, 99)).toBe(1);
  });

  it("is NaN for no values, and leaves its input alone", () => {
    expect(percentile([], 50)).toBeNaN();
    const values = [3, 1, 2];
    percentile(values, 50);
    expect(values).toEqual([3, 1, 2]);
  });
});

describe("summarize and latencyVerdict", () => {
  const s = summarize([...Array(98).fill(2), 30, 80], 0.5, 0);

  it("gives the rate over the wall time and the percentiles", () => {
    expect(s).toEqual({ requests: 100, rate: 200, p50: 2, p99: 30, max: 80, failed: 0 });
  });

  it("meets the goal under it, misses at it, and misses when a request failed", () => {
    expect(latencyVerdict("lookup", s, 50)).toEqual({
      ok: true,
      text: "lookup: p50 2.0 ms, p99 30.0 ms (needs < 50 ms)",
    });
    expect(latencyVerdict("lookup", s, 30).ok).toBe(false);
    const failed = latencyVerdict("lookup", { ...s, failed: 2 }, 50);
    expect(failed.ok).toBe(false);
    expect(failed.text).toMatch(/, 2 failed$/);
  });

  it("misses when nothing was measured", () => {
    expect(latencyVerdict("none", summarize([], 1), 50).ok).toBe(false);
    expect(ms(Number.NaN)).toBe("–");
  });
});

describe("ratioOf", () => {
  it("is the share of the reference, 0 without one", () => {
    expect(ratioOf(250, 500)).toBe(0.5);
    expect(ratioOf(250, 0)).toBe(0);
  });
});

describe("pgbench's output", () => {
  it("reads latencies in ms from the per-transaction log, failures apart", () => {
    const log = [
      "0 1 1534 0 1732560000 123456",
      "1 1 20000 0 1732560000 223456",
      "1 2 failed 0 1732560000 323456",
      "",
    ].join("\n");
    expect(pgbenchLatencies(log)).toEqual({ latencies: [1.534, 20], failed: 1 });
  });

  it("reads the transactions a second", () => {
    const out =
      "latency average = 10.1 ms\ninitial connection time = 12.3 ms\ntps = 1584.123 (without initial connection time)\n";
    expect(pgbenchTps(out)).toBeCloseTo(1584.123);
    expect(pgbenchTps("pgbench: error")).toBeNull();
  });
});
