import { describe, expect, it } from "vitest";
import {
  ALL_GST_RATES,
  GST_RATES_IN_FORCE,
  gstRateProblem,
  isGstRateInForce,
  isStoredGstRate,
  RETIRED_GST_RATES,
} from "./gstRates";

describe("the GST 2.0 table", () => {
  it("has 0, 3, 5, 18 and 40 in force, each with a short label that starts with its rate", () => {
    expect(GST_RATES_IN_FORCE.map((r) => r.rate)).toEqual([0, 3, 5, 18, 40]);
    for (const { rate, label } of GST_RATES_IN_FORCE) {
      expect(label.startsWith(`${rate}% — `)).toBe(true);
      expect(label.length).toBeLessThanOrEqual(60);
    }
  });
  it("retired 12 and 28 on 22 Sep 2025 (tobacco kept 28 until 1 Feb 2026)", () => {
    expect(RETIRED_GST_RATES).toEqual([
      { rate: 12, retiredOn: "2025-09-22" },
      { rate: 28, retiredOn: "2025-09-22", laterFor: { goods: "tobacco", retiredOn: "2026-02-01" } },
    ]);
  });
  it("lists every stored rate once, in order: the rates in force and the retired ones", () => {
    const union = [...GST_RATES_IN_FORCE, ...RETIRED_GST_RATES].map((r) => r.rate).sort((a, b) => a - b);
    expect([...ALL_GST_RATES]).toEqual(union);
  });
});

describe("isGstRateInForce and isStoredGstRate", () => {
  it("a rate in force is both", () => {
    for (const rate of [0, 3, 5, 18, 40]) {
      expect(isGstRateInForce(rate)).toBe(true);
      expect(isStoredGstRate(rate)).toBe(true);
    }
  });
  it("a retired rate is stored but not in force", () => {
    expect(isGstRateInForce(12)).toBe(false);
    expect(isStoredGstRate(12)).toBe(true);
    expect(isGstRateInForce(28)).toBe(false);
    expect(isStoredGstRate(28)).toBe(true);
  });
  it("any other number is neither", () => {
    for (const rate of [-5, 1, 6, 18.5, 0.25, 100, Number.NaN]) {
      expect(isGstRateInForce(rate)).toBe(false);
      expect(isStoredGstRate(rate)).toBe(false);
    }
  });
});

describe("gstRateProblem", () => {
  it("is null for a rate in force", () => {
    expect(gstRateProblem(0)).toBeNull();
    expect(gstRateProblem(40)).toBeNull();
  });
  it("names the retired rate, the day it went and the rates to choose from", () => {
    expect(gstRateProblem(12)).toBe(
      "12% GST was retired on 22 Sep 2025: choose a current rate (0%, 3%, 5%, 18% or 40%)",
    );
    expect(gstRateProblem(28)).toBe(
      "28% GST was retired on 22 Sep 2025 (tobacco on 1 Feb 2026): choose a current rate (0%, 3%, 5%, 18% or 40%)",
    );
  });
  it("asks for a rate when the number is no GST rate, or there is none", () => {
    const choose = "Choose a GST rate: 0%, 3%, 5%, 18% or 40%";
    expect(gstRateProblem(7)).toBe(choose);
    expect(gstRateProblem(Number.NaN)).toBe(choose);
    expect(gstRateProblem(null)).toBe(choose);
    expect(gstRateProblem(undefined)).toBe(choose);
  });
});
