import { beforeEach, describe, expect, it, vi } from "vitest";
import { HTTPError } from "../api/client";
import { getSettings, saveSettings, uploadPhoto } from "../api/seller";
import type { ShopSettings, ShopSettingsResponse } from "../contract/seller";
import { PHONE_PROBLEM } from "../domain/shopSettings";
import { deferred } from "./fixtures";
import {
  $shopSettings,
  CHECK_SETTINGS,
  closeShopSettings,
  discardKeptSettings,
  editSetting,
  LOGO_FAILED,
  loadShopSettings,
  SETTINGS_LOAD_FAILED,
  SETTINGS_SAVE_FAILED,
  SETTINGS_SAVED,
  saveShopSettings,
  uploadLogo,
} from "./shopSettings";

vi.mock("../api/seller", () => ({ getSettings: vi.fn(), saveSettings: vi.fn(), uploadPhoto: vi.fn() }));
const getMock = vi.mocked(getSettings);
const saveMock = vi.mocked(saveSettings);
const uploadMock = vi.mocked(uploadPhoto);

const refused = (status: number, body: unknown) =>
  Object.assign(Object.create(HTTPError.prototype), { name: "HTTPError", data: body, response: { status } });

const settings: ShopSettings = {
  shopName: "Demo Kirana Store",
  tagline: "Fresh every day",
  isShopNameVisible: true,
  isTaglineVisible: true,
  logo: "",
  phoneNumber: "+919876543210",
  email: "owner@example.com",
  whatsapp: "",
  shopType: "product",
  cod: true,
  onlinePayments: false,
  upiId: "",
  payeeName: "",
  deliverPp: 20,
  defaultDeliveryDate: 5,
  gstin: "",
  stateCode: "08",
  pickupAddress: "",
};
const answer = (s: ShopSettings = settings): ShopSettingsResponse => ({
  onlinePaymentsOffered: false,
  settings: s,
  updatedAt: "2025-06-01",
});
const asTyped = { ...settings, deliverPp: "20", defaultDeliveryDate: "5" };
const state = () => $shopSettings.get();
const tab = new Map<string, string>();
const logo = new File(["x"], "logo.png", { type: "image/png" });

beforeEach(() => {
  for (const m of [getMock, saveMock, uploadMock]) m.mockReset();
  tab.clear();
  globalThis.sessionStorage = {
    getItem: (k: string) => tab.get(k) ?? null,
    setItem: (k: string, val: string) => void tab.set(k, val),
    removeItem: (k: string) => void tab.delete(k),
  } as Storage;
  closeShopSettings();
});

describe("loading the shop's settings", () => {
  it("is loading, then the form with numbers as text", async () => {
    const got = deferred<ShopSettingsResponse>();
    getMock.mockReturnValueOnce(got.promise);
    const loading = loadShopSettings("demo");
    expect(state()).toMatchObject({ shopId: "demo", form: null, failure: "" });
    got.resolve(answer());
    await loading;
    expect(getMock).toHaveBeenCalledWith("demo");
    expect(state()).toMatchObject({ form: asTyped, restored: false });
  });

  it("brings what was typed and not saved back over the saved settings; discarding it loads them again", async () => {
    tab.set("settingsForm:demo", JSON.stringify({ ...asTyped, tagline: "Typed, not saved" }));
    getMock.mockResolvedValue(answer());
    await loadShopSettings("demo");
    expect(state()).toMatchObject({ form: { tagline: "Typed, not saved" }, restored: true });
    await discardKeptSettings();
    expect(state()).toMatchObject({ form: asTyped, restored: false });
    expect(tab.has("settingsForm:demo")).toBe(false);
  });

  it("says so when the settings could not be loaded", async () => {
    getMock.mockRejectedValueOnce(new TypeError("offline"));
    await loadShopSettings("demo");
    expect(state()).toMatchObject({ form: null, failure: SETTINGS_LOAD_FAILED });
  });

  it("a load answering after the screen closed settles nothing", async () => {
    const late = deferred<ShopSettingsResponse>();
    getMock.mockReturnValueOnce(late.promise);
    const loading = loadShopSettings("demo");
    closeShopSettings();
    late.resolve(answer());
    await loading;
    expect(state()).toMatchObject({ shopId: "", form: null });
  });
});

describe("editing and saving", () => {
  beforeEach(async () => {
    getMock.mockResolvedValueOnce(answer());
    await loadShopSettings("demo");
  });

  it("keeps each change in the tab and takes the Saved line away", async () => {
    saveMock.mockResolvedValueOnce(answer());
    await saveShopSettings();
    expect(state().status).toBe(SETTINGS_SAVED);
    editSetting("tagline", "New line");
    expect(state()).toMatchObject({ form: { tagline: "New line" }, status: "" });
    expect(JSON.parse(tab.get("settingsForm:demo") ?? "null")).toMatchObject({ tagline: "New line" });
  });

  it("checks the form first: the first field in error is answered and nothing is sent", async () => {
    editSetting("phoneNumber", "12345");
    expect(await saveShopSettings()).toBe("phoneNumber");
    expect(state()).toMatchObject({ failure: CHECK_SETTINGS, errors: { phoneNumber: PHONE_PROBLEM } });
    // The contract's schema speaks first, then the shop's own rules.
    editSetting("deliverPp", "-3");
    expect(await saveShopSettings()).toBe("deliverPp");
    expect(state().errors).toEqual({ deliverPp: "Can't be negative", phoneNumber: PHONE_PROBLEM });
    expect(saveMock).not.toHaveBeenCalled();
  });

  it("sends numbers as numbers, then holds the server's answer and drops the kept copy", async () => {
    editSetting("deliverPp", "35");
    const saved = deferred<ShopSettingsResponse>();
    saveMock.mockReturnValueOnce(saved.promise);
    const saving = saveShopSettings();
    expect(state().busy).toBe(true);
    saved.resolve(answer({ ...settings, deliverPp: 35 }));
    expect(await saving).toBeNull();
    expect(saveMock).toHaveBeenCalledWith("demo", { ...settings, deliverPp: 35 });
    expect(state()).toMatchObject({
      busy: false,
      status: SETTINGS_SAVED,
      form: { deliverPp: "35" },
      failure: "",
    });
    expect(tab.has("settingsForm:demo")).toBe(false);
  });

  it("a refusal shows beside its field and is answered; a failed save says so", async () => {
    saveMock.mockRejectedValueOnce(refused(400, { error: "That UPI id is not valid", field: "upiId" }));
    expect(await saveShopSettings()).toBe("upiId");
    expect(state()).toMatchObject({
      busy: false,
      errors: { upiId: "That UPI id is not valid" },
      failure: "That UPI id is not valid",
    });
    saveMock.mockRejectedValueOnce(new TypeError("offline"));
    expect(await saveShopSettings()).toBeNull();
    expect(state()).toMatchObject({ errors: {}, failure: SETTINGS_SAVE_FAILED, status: "" });
  });
});

describe("the logo", () => {
  beforeEach(async () => {
    getMock.mockResolvedValueOnce(answer());
    await loadShopSettings("demo");
  });

  it("is uploaded into the form (saved with it)", async () => {
    uploadMock.mockResolvedValueOnce({ url: "https://example.com/logo.png", width: 96, height: 96 });
    const uploading = uploadLogo(logo);
    expect(state().logoBusy).toBe(true);
    await uploading;
    expect(uploadMock).toHaveBeenCalledWith("demo", logo);
    expect(state()).toMatchObject({
      logoBusy: false,
      logoProblem: "",
      form: { logo: "https://example.com/logo.png" },
    });
    expect(JSON.parse(tab.get("settingsForm:demo") ?? "null")).toMatchObject({
      logo: "https://example.com/logo.png",
    });
  });

  it("says why an upload failed, in the server's words when it refused", async () => {
    uploadMock.mockRejectedValueOnce(new TypeError("offline"));
    await uploadLogo(logo);
    expect(state()).toMatchObject({ logoBusy: false, logoProblem: LOGO_FAILED, form: { logo: "" } });
    uploadMock.mockRejectedValueOnce(refused(413, { error: "The photo is over 10 MB" }));
    await uploadLogo(logo);
    expect(state().logoProblem).toBe("The photo is over 10 MB");
  });
});
