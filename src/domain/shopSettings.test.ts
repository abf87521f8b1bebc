import { describe, expect, it } from "vitest";
import { gstinCheckCharacter } from "./gstin";
import {
  NO_WAY_TO_PAY,
  PAYEE_NEEDED,
  PHONE_PROBLEM,
  type SettingsForm,
  savedSettings,
  settingsProblems,
} from "./shopSettings";

const ok: SettingsForm = {
  shopName: "Demo Kirana Store",
  phoneNumber: "+91 98290 12345",
  whatsapp: "",
  cod: true,
  upiId: "demokirana@okaxis",
  payeeName: "Demo Kirana",
  gstin: "",
  stateCode: "08",
};
const rajasthanGstin = `08AAPFU0939F1Z${gstinCheckCharacter("08AAPFU0939F1Z")}`;
const fields = (form: Partial<SettingsForm>) => settingsProblems({ ...ok, ...form }).map((p) => p.field);

describe("settingsProblems", () => {
  it("passes a complete form, with or without a GSTIN", () => {
    expect(settingsProblems(ok)).toEqual([]);
    expect(settingsProblems({ ...ok, gstin: rajasthanGstin })).toEqual([]);
  });

  it("needs a shop name", () => {
    expect(fields({ shopName: "  " })).toEqual(["shopName"]);
  });

  it("checks the phone and WhatsApp numbers only when given", () => {
    expect(settingsProblems({ ...ok, phoneNumber: "12345" })).toEqual([
      { field: "phoneNumber", message: PHONE_PROBLEM },
    ]);
    expect(fields({ whatsapp: "98290 1234" })).toEqual(["whatsapp"]);
    expect(fields({ phoneNumber: "", whatsapp: "" })).toEqual([]);
  });

  it("needs a way to pay: a UPI id or cash on delivery", () => {
    expect(settingsProblems({ ...ok, upiId: "", cod: false })).toEqual([
      { field: "upiId", message: NO_WAY_TO_PAY },
    ]);
    expect(fields({ upiId: "", cod: true, payeeName: "" })).toEqual([]);
  });

  it("checks the UPI id's shape and wants its payee name", () => {
    expect(fields({ upiId: "no-at-sign" })).toEqual(["upiId"]);
    expect(settingsProblems({ ...ok, payeeName: " " })).toEqual([
      { field: "payeeName", message: PAYEE_NEEDED },
    ]);
  });

  it("checks the GSTIN, and that its state is the shop's", () => {
    expect(
      fields({ gstin: "08AAPFU0939F1ZZ" === rajasthanGstin ? "08AAPFU0939F1ZY" : "08AAPFU0939F1ZZ" }),
    ).toEqual(["gstin"]);
    const mismatch = settingsProblems({ ...ok, gstin: rajasthanGstin, stateCode: "27" });
    expect(mismatch).toEqual([
      { field: "stateCode", message: "This GSTIN is registered in Rajasthan: choose that state" },
    ]);
    expect(fields({ gstin: rajasthanGstin, stateCode: "" })).toEqual(["stateCode"]);
  });

  it("refuses a state code that is none", () => {
    expect(fields({ stateCode: "99" })).toEqual(["stateCode"]);
  });
});

describe("savedSettings", () => {
  it("saves numbers as +91 and 10 digits, so the WhatsApp link carries the country code", () => {
    const saved = savedSettings({ ...ok, phoneNumber: "98290 12345", whatsapp: "+91 98290-55555" });
    expect(saved.phoneNumber).toBe("+919829012345");
    expect(saved.whatsapp).toBe("+919829055555");
    expect(savedSettings({ ...ok, whatsapp: "09829055555" }).whatsapp).toBe("+919829055555");
  });
  it("keeps an empty number empty, and trims the UPI id and GSTIN", () => {
    const saved = savedSettings({ ...ok, whatsapp: " ", upiId: " shop@okaxis ", gstin: " 08aapfu0939f1z1 " });
    expect(saved).toMatchObject({ whatsapp: "", upiId: "shop@okaxis", gstin: "08AAPFU0939F1Z1" });
  });
});
