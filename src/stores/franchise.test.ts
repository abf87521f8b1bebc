import { beforeEach, describe, expect, it, vi } from "vitest";
import { HTTPError } from "../api/client";
import type { FranchiseResponse, FranchiseRider } from "../contract/franchise";
import { OWNER_REQUIRED } from "../contract/platform";
import { COMMISSION_FORMAT } from "../domain/franchise";
import {
  $franchise,
  $franchiseForms,
  $franchiseMessage,
  $riderRemoval,
  addFranchiseRider,
  COMMISSION_FORM,
  editFranchiseRider,
  FRANCHISE_LOAD_FAILED,
  FRANCHISE_SAVE_FAILED,
  leaveFranchise,
  leaveSignUp,
  loadFranchise,
  openStorefront,
  RIDER_FORM,
  RIDER_REMOVE_FAILED,
  removeFranchiseRider,
  riderForm,
  SHOP_FORM,
  SIGN_UP_FAILED,
  SIGN_UP_FORM,
  saveCommission,
  signUpFranchise,
  takeSignedUp,
} from "./franchise";

const api = vi.hoisted(() => ({
  myFranchise: vi.fn(),
  setCommission: vi.fn(),
  addFranchiseShop: vi.fn(),
  addRider: vi.fn(),
  editRider: vi.fn(),
  removeRider: vi.fn(),
  signUpFranchise: vi.fn(),
}));
vi.mock("../api/franchise", () => api);
/** What the sign-up asks of the staff app, in order. */
const steps = vi.hoisted(() => [] as string[]);
vi.mock("./staff", () => ({
  chooseArea: (area: string | null) => steps.push(`chooseArea ${area}`),
  loadStaffMe: async () => {
    steps.push("loadStaffMe");
  },
}));

/** An HTTPError (api/client.ts) carrying the API's error body. */
function refusal(status: number, body: unknown): HTTPError {
  return Object.assign(Object.create(HTTPError.prototype), {
    name: "HTTPError",
    data: body,
    response: { status },
  });
}

function later<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((yes) => {
    resolve = yes;
  });
  return { promise, resolve };
}

const rider = (riderId: number, name: string): FranchiseRider => ({
  riderId,
  name,
  phone: "+919829012345",
  vehicleType: "Bike",
  createdAt: "2025-01-01T00:00:00.000Z",
});
const RAJU = rider(1, "Raju");
const DATA: FranchiseResponse = {
  franchise: {
    id: "jaipur-north",
    name: "Jaipur North",
    area: "Jaipur",
    plan: "basic",
    storeLimit: 50,
    shopCount: 0,
    commissionPercent: 5,
    status: "active",
    suspendedReason: "",
    ownerEmail: "franchise@example.com",
    ownerPhone: "",
    createdAt: "2025-01-01T00:00:00.000Z",
  },
  shops: [],
  riders: [RAJU],
};
const ready = (data: FranchiseResponse) => ({ status: "ready", data });

beforeEach(async () => {
  for (const fn of Object.values(api)) fn.mockReset();
  steps.length = 0;
  takeSignedUp();
  leaveFranchise();
  api.myFranchise.mockResolvedValue(DATA);
  await loadFranchise();
});

describe("the franchise owner's screen", () => {
  it("loads the franchise", () => {
    expect($franchise.get()).toEqual(ready(DATA));
  });

  it("says the server's words when it refused, its own when the network failed", async () => {
    api.myFranchise.mockRejectedValue(refusal(404, { error: "You run no franchise" }));
    await loadFranchise();
    expect($franchise.get()).toEqual({ status: "failed", message: "You run no franchise" });
    api.myFranchise.mockRejectedValue(new TypeError("Failed to fetch"));
    await loadFranchise();
    expect($franchise.get()).toEqual({ status: "failed", message: FRANCHISE_LOAD_FAILED });
  });

  it("lets the latest load win, and drops what comes after the screen closed", async () => {
    const older = later<FranchiseResponse>();
    api.myFranchise.mockReturnValueOnce(older.promise);
    const first = loadFranchise();
    const renamed = { ...DATA, franchise: { ...DATA.franchise, name: "Jaipur South" } };
    api.myFranchise.mockResolvedValueOnce(renamed);
    await loadFranchise();
    older.resolve(DATA);
    await first;
    expect($franchise.get()).toEqual(ready(renamed));
    const closing = later<FranchiseResponse>();
    api.myFranchise.mockReturnValueOnce(closing.promise);
    const last = loadFranchise();
    leaveFranchise();
    closing.resolve(DATA);
    await last;
    expect($franchise.get()).toEqual({ status: "idle" });
  });
});

describe("the commission", () => {
  it("saves the percentage typed and says so", async () => {
    api.setCommission.mockResolvedValue({ franchise: { ...DATA.franchise, commissionPercent: 7.5 } });
    expect(await saveCommission(" 7.5 ")).toEqual({ ok: true });
    expect(api.setCommission).toHaveBeenCalledWith({ commissionPercent: 7.5 });
    expect($franchise.get()).toEqual(
      ready({ ...DATA, franchise: { ...DATA.franchise, commissionPercent: 7.5 } }),
    );
    expect($franchiseMessage.get()).toBe("Commission saved: 7.5%");
  });

  it("refuses an empty or out-of-range percentage before any call", async () => {
    for (const typed of ["", "120"]) {
      expect(await saveCommission(typed)).toEqual({
        ok: false,
        errors: { commissionPercent: COMMISSION_FORMAT },
      });
    }
    expect($franchiseForms.get()[COMMISSION_FORM]).toEqual({
      busy: false,
      errors: { commissionPercent: COMMISSION_FORMAT },
      failure: "",
    });
    expect(api.setCommission).not.toHaveBeenCalled();
  });

  it("says a network failure as the form's line, busy until then", async () => {
    let busy: boolean | undefined;
    api.setCommission.mockImplementation(async () => {
      busy = $franchiseForms.get()[COMMISSION_FORM]?.busy;
      throw new TypeError("Failed to fetch");
    });
    expect(await saveCommission("6")).toEqual({ ok: false, errors: {} });
    expect(busy).toBe(true);
    expect($franchiseForms.get()[COMMISSION_FORM]).toEqual({
      busy: false,
      errors: {},
      failure: FRANCHISE_SAVE_FAILED,
    });
    expect($franchiseMessage.get()).toBe("");
  });
});

describe("the storefronts", () => {
  const SHOP = { shopId: "pink-city-sweets", name: "Pink City Sweets", ownerEmail: "pink@example.com" };

  it("opens one: the franchise the server answers, and the status line", async () => {
    const fresh = { ...DATA, franchise: { ...DATA.franchise, shopCount: 1 } };
    api.addFranchiseShop.mockResolvedValue(fresh);
    expect(await openStorefront(SHOP)).toEqual({ ok: true });
    expect(api.addFranchiseShop).toHaveBeenCalledWith(SHOP);
    expect($franchise.get()).toEqual(ready(fresh));
    expect($franchiseMessage.get()).toBe("Storefront pink-city-sweets is open");
  });

  it("asks for an owner before any call", async () => {
    const { ownerEmail: _, ...ownerless } = SHOP;
    expect(await openStorefront(ownerless)).toEqual({ ok: false, errors: { ownerEmail: OWNER_REQUIRED } });
    expect(api.addFranchiseShop).not.toHaveBeenCalled();
  });

  it("shows the plan's limit in the server's words", async () => {
    const limit = "Your Basic plan runs up to 50 storefronts and all 50 are open.";
    api.addFranchiseShop.mockRejectedValue(refusal(409, { error: limit }));
    expect(await openStorefront(SHOP)).toEqual({ ok: false, errors: {} });
    expect($franchiseForms.get()[SHOP_FORM]).toEqual({ busy: false, errors: {}, failure: limit });
    expect($franchise.get()).toEqual(ready(DATA));
  });
});

describe("the riders", () => {
  const SHAMU = { name: "Shamu", phone: "98290 12346", vehicleType: "Scooter" };

  it("adds one and says they sign in with their phone", async () => {
    api.addRider.mockResolvedValue({ riders: [RAJU, rider(2, "Shamu")] });
    expect(await addFranchiseRider(SHAMU)).toEqual({ ok: true });
    expect(api.addRider).toHaveBeenCalledWith(SHAMU);
    expect($franchise.get()).toEqual(ready({ ...DATA, riders: [RAJU, rider(2, "Shamu")] }));
    expect($franchiseMessage.get()).toBe("Shamu added: they sign in with their phone");
  });

  it("puts the server's refusal beside its field, on the form sent", async () => {
    api.addRider.mockRejectedValue(
      refusal(400, { error: "That phone is already a rider's", field: "phone" }),
    );
    expect(await addFranchiseRider(SHAMU)).toEqual({
      ok: false,
      errors: { phone: "That phone is already a rider's" },
    });
    expect($franchiseForms.get()[RIDER_FORM]?.errors).toEqual({ phone: "That phone is already a rider's" });
    expect($franchiseForms.get()[riderForm(1)]).toBeUndefined();
  });

  it("changes one on its own form", async () => {
    const changed = { ...RAJU, vehicleType: "Auto" };
    api.editRider.mockResolvedValue({ riders: [changed] });
    expect(await editFranchiseRider(1, { name: "Raju", phone: "98290 12345", vehicleType: "Auto" })).toEqual({
      ok: true,
    });
    expect(api.editRider).toHaveBeenCalledWith(1, {
      name: "Raju",
      phone: "98290 12345",
      vehicleType: "Auto",
    });
    expect($franchise.get()).toEqual(ready({ ...DATA, riders: [changed] }));
    expect($franchiseMessage.get()).toBe("Raju saved");
    expect(await editFranchiseRider(1, { name: "Raju", phone: "98290 12345" })).toEqual({
      ok: false,
      errors: { vehicleType: expect.any(String) },
    });
    expect(Object.keys($franchiseForms.get()[riderForm(1)]?.errors ?? {})).toEqual(["vehicleType"]);
  });

  it("removes one, or says why not", async () => {
    api.removeRider.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    expect(await removeFranchiseRider(RAJU)).toBe(false);
    expect($riderRemoval.get()).toBe(RIDER_REMOVE_FAILED);
    expect($franchise.get()).toEqual(ready(DATA));
    api.removeRider.mockResolvedValueOnce({ riders: [] });
    expect(await removeFranchiseRider(RAJU)).toBe(true);
    expect(api.removeRider).toHaveBeenLastCalledWith(1);
    expect($riderRemoval.get()).toBe("");
    expect($franchise.get()).toEqual(ready({ ...DATA, riders: [] }));
    expect($franchiseMessage.get()).toBe("Raju removed");
  });
});

describe("the sign-up", () => {
  const REQUEST = { name: "Ajmer", area: "Ajmer city", plan: "premium" as const };

  it("refuses a form the contract refuses, before any call", async () => {
    const outcome = await signUpFranchise({ name: " ", area: "Ajmer city", plan: "" });
    expect(outcome).toEqual({
      ok: false,
      errors: { name: "Enter your franchise's name", plan: "Choose the Basic or the Premium plan" },
    });
    expect(api.signUpFranchise).not.toHaveBeenCalled();
    expect(steps).toEqual([]);
  });

  it("signs up, then works as the owner: the area chosen, then the roles loaded again", async () => {
    api.signUpFranchise.mockImplementation(async () => {
      steps.push("signUpFranchise");
      return DATA;
    });
    expect(await signUpFranchise(REQUEST)).toEqual({ ok: true });
    expect(api.signUpFranchise).toHaveBeenCalledWith(REQUEST);
    expect(steps).toEqual(["signUpFranchise", "chooseArea franchise", "loadStaffMe"]);
    expect(takeSignedUp()).toBe(true);
    expect(takeSignedUp()).toBe(false);
  });

  it("says a refusal and keeps the person where they are", async () => {
    api.signUpFranchise.mockRejectedValueOnce(refusal(409, { error: "You already run a franchise" }));
    expect(await signUpFranchise(REQUEST)).toEqual({ ok: false, errors: {} });
    expect($franchiseForms.get()[SIGN_UP_FORM]).toEqual({
      busy: false,
      errors: {},
      failure: "You already run a franchise",
    });
    api.signUpFranchise.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    await signUpFranchise(REQUEST);
    expect($franchiseForms.get()[SIGN_UP_FORM]?.failure).toBe(SIGN_UP_FAILED);
    expect(steps).toEqual([]);
    expect(takeSignedUp()).toBe(false);
    leaveSignUp();
    expect($franchiseForms.get()[SIGN_UP_FORM]).toBeUndefined();
  });
});
