import { describe, expect, it } from "vitest";
import { gstinCheckCharacter } from "../../domain/gstin";
import { loadKioskSettings } from "./kiosk";

const GSTIN = `08AAPFU0939F1Z${gstinCheckCharacter("08AAPFU0939F1Z")}`;

describe("loadKioskSettings", () => {
  it("takes the platform's GSTIN in upper case, none when unset", () => {
    expect(loadKioskSettings({ PLATFORM_GSTIN: ` ${GSTIN.toLowerCase()} ` }).platformGstin).toBe(GSTIN);
    expect(loadKioskSettings({}).platformGstin).toBe("");
  });

  it("fails at start on a malformed GSTIN or UPI id", () => {
    expect(() => loadKioskSettings({ PLATFORM_GSTIN: "08AAPFU0939F1Z0" })).toThrow(/^PLATFORM_GSTIN: /);
    expect(() => loadKioskSettings({ PLATFORM_UPI_ID: "not a vpa" })).toThrow(/^PLATFORM_UPI_ID: /);
  });
});
