import { describe, expect, it } from "vitest";
import {
  activityOf,
  enrolledSince,
  FILTER_MEANING,
  isMerchantFilter,
  MERCHANT_FILTERS,
  passesFilter,
  showKioskId,
  toKioskId,
} from "./kioskMerchants";
import { SHOP_STATUSES } from "./shopLifecycle";

const at = (iso: string) => new Date(iso);
const NOW = at("2026-05-31T12:00:00Z");

describe("the filter select (SPEC §2)", () => {
  it("offers the spec's options in order, each with its meaning", () => {
    expect(MERCHANT_FILTERS).toEqual(["Filter", "ACTIVE", "INACTIVE", "1DAY", "3MONTHS", "6MONTHS"]);
    for (const f of MERCHANT_FILTERS) expect(FILTER_MEANING[f]).not.toBe("");
    expect(isMerchantFilter("ACTIVE")).toBe(true);
    expect(isMerchantFilter("active")).toBe(false);
  });

  it("ACTIVE is an open shop (trial, paid, renewal due); INACTIVE a closed one", () => {
    expect(SHOP_STATUSES.map((s) => [s, activityOf(s)])).toEqual([
      ["trial", "ACTIVE"],
      ["active", "ACTIVE"],
      ["renewal", "ACTIVE"],
      ["ended", "INACTIVE"],
      ["suspended", "INACTIVE"],
    ]);
    const ended = { status: "ended" as const, enrolledAt: NOW };
    expect(passesFilter(ended, "INACTIVE", NOW)).toBe(true);
    expect(passesFilter(ended, "ACTIVE", NOW)).toBe(false);
    expect(passesFilter(ended, "Filter", NOW)).toBe(true);
  });

  it("the periods count back 24 hours and calendar months", () => {
    expect(enrolledSince("1DAY", NOW)).toEqual(at("2026-05-30T12:00:00Z"));
    expect(enrolledSince("3MONTHS", NOW)).toEqual(at("2026-02-28T12:00:00Z"));
    expect(enrolledSince("6MONTHS", NOW)).toEqual(at("2025-11-30T12:00:00Z"));
    expect(enrolledSince("ACTIVE", NOW)).toBeNull();
    const m = (iso: string) => ({ status: "trial" as const, enrolledAt: at(iso) });
    expect(passesFilter(m("2026-05-30T12:00:00Z"), "1DAY", NOW)).toBe(true);
    expect(passesFilter(m("2026-05-30T11:59:59Z"), "1DAY", NOW)).toBe(false);
    expect(passesFilter(m("2026-02-28T12:00:00Z"), "3MONTHS", NOW)).toBe(true);
    expect(passesFilter(m("2026-02-27T12:00:00Z"), "3MONTHS", NOW)).toBe(false);
    expect(passesFilter(m("2026-02-27T12:00:00Z"), "6MONTHS", NOW)).toBe(true);
  });
});

describe("kiosk ids", () => {
  it("are 3 to 40 letters, digits and inner hyphens, kept in lower case", () => {
    expect(toKioskId(" EM-JPR-10482 ")).toBe("em-jpr-10482");
    expect(showKioskId("em-jpr-10482")).toBe("EM-JPR-10482");
    for (const bad of ["", "ab", "-abc", "abc-", "em jpr", "em_jpr", "x".repeat(41)])
      expect(toKioskId(bad)).toBeNull();
    expect(toKioskId("x".repeat(40))).toBe("x".repeat(40));
  });
});
