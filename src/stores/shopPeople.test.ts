import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { HTTPError } from "../api/client";
import { addStaff, createKey, listKeys, listStaff, removeStaff, revokeKey } from "../api/seller";
import type { SellerKeyInfo, StaffMember } from "../contract/seller";
import { SIGN_IN_PHONE_FORMAT } from "../domain/signInPhone";
import { deferred } from "./fixtures";
import {
  $shopKeys,
  $shopStaff,
  ADD_FAILED,
  addShopStaff,
  COPIED,
  COPY_FAILED,
  closeShopPeople,
  copyFreshKey,
  dismissFreshKey,
  KEY_NAME_NEEDED,
  KEYS_FAILED,
  loadShopKeys,
  loadShopStaff,
  MAKE_FAILED,
  makeShopKey,
  nameOf,
  REMOVE_FAILED,
  REVOKE_FAILED,
  removeShopStaff,
  revokeShopKey,
  STAFF_FAILED,
} from "./shopPeople";

vi.mock("../api/seller", () => ({
  listStaff: vi.fn(),
  addStaff: vi.fn(),
  removeStaff: vi.fn(),
  listKeys: vi.fn(),
  createKey: vi.fn(),
  revokeKey: vi.fn(),
}));
const listStaffMock = vi.mocked(listStaff);
const addMock = vi.mocked(addStaff);
const removeMock = vi.mocked(removeStaff);
const listKeysMock = vi.mocked(listKeys);
const createMock = vi.mocked(createKey);
const revokeMock = vi.mocked(revokeKey);

const refused = (status: number, body: unknown) =>
  Object.assign(Object.create(HTTPError.prototype), { name: "HTTPError", data: body, response: { status } });

const member = (email: string, phone = "", role: "owner" | "staff" = "staff"): StaffMember => ({
  email,
  phone,
  role,
  grantedBy: "owner@example.com",
  createdAt: "2025-06-01T10:00:00Z",
});
const owner = member("owner@example.com", "", "owner");
const keyInfo = (id: number, label: string): SellerKeyInfo => ({
  id,
  label,
  hint: "ab12",
  createdBy: "owner@example.com",
  createdAt: "2025-06-01T10:00:00Z",
  lastUsedAt: null,
});
const staff = () => $shopStaff.get();
const keys = () => $shopKeys.get();

beforeEach(() => {
  for (const m of [listStaffMock, addMock, removeMock, listKeysMock, createMock, revokeMock]) m.mockReset();
  closeShopPeople();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the shop's people", () => {
  it("are named by their email, else their phone", () => {
    expect(nameOf(member("asha@example.com", "+919876500001"))).toBe("asha@example.com");
    expect(nameOf(member("", "+919876500001"))).not.toBe("");
  });

  it("load for the shop, or say why not in the server's words", async () => {
    listStaffMock.mockResolvedValueOnce({ staff: [owner] });
    await loadShopStaff("demo");
    expect(listStaffMock).toHaveBeenCalledWith("demo");
    expect(staff()).toMatchObject({ shopId: "demo", people: [owner], error: "" });
    listStaffMock.mockRejectedValueOnce(refused(403, { error: "Not your shop" }));
    await loadShopStaff("demo");
    expect(staff()).toMatchObject({ people: null, error: "Not your shop" });
    listStaffMock.mockRejectedValueOnce(new TypeError("offline"));
    await loadShopStaff("demo");
    expect(staff().error).toBe(STAFF_FAILED);
  });

  it("an older load never overwrites a newer one, nor settles after the screen closed", async () => {
    const older = deferred<{ staff: StaffMember[] }>();
    listStaffMock.mockReturnValueOnce(older.promise).mockResolvedValueOnce({ staff: [owner] });
    const first = loadShopStaff("demo");
    await loadShopStaff("demo");
    older.resolve({ staff: [] });
    await first;
    expect(staff().people).toEqual([owner]);
    const late = deferred<{ staff: StaffMember[] }>();
    listStaffMock.mockReturnValueOnce(late.promise);
    const loading = loadShopStaff("demo");
    closeShopPeople();
    late.resolve({ staff: [owner] });
    await loading;
    expect(staff()).toMatchObject({ shopId: "", people: null });
  });

  describe("adding and removing", () => {
    beforeEach(async () => {
      listStaffMock.mockResolvedValueOnce({ staff: [owner] });
      await loadShopStaff("demo");
    });

    it("adds a person by email, or by phone when there is no @, and says so", async () => {
      addMock.mockResolvedValueOnce({ member: member("asha@example.com") });
      expect(await addShopStaff("demo", "  asha@example.com ")).toBe(true);
      expect(addMock).toHaveBeenCalledWith("demo", { email: "asha@example.com" });
      expect(staff()).toMatchObject({
        busy: false,
        fieldError: "",
        people: [owner, member("asha@example.com")],
        message: "Added asha@example.com: they can sign in now.",
      });
      addMock.mockResolvedValueOnce({ member: member("", "+919876500001") });
      await addShopStaff("demo", "98765 00001");
      expect(addMock).toHaveBeenLastCalledWith("demo", { phone: "98765 00001" });
    });

    it("refuses what is neither an email nor a phone before sending", async () => {
      expect(await addShopStaff("demo", "")).toBe(false);
      expect(staff().fieldError).toBe("Give their email or their phone number");
      expect(await addShopStaff("demo", "12")).toBe(false);
      expect(staff().fieldError).toBe(SIGN_IN_PHONE_FORMAT);
      expect(addMock).not.toHaveBeenCalled();
    });

    it("shows the server's refusal, or the failure, as the field's error", async () => {
      addMock.mockRejectedValueOnce(refused(409, { error: "They already work here" }));
      expect(await addShopStaff("demo", "asha@example.com")).toBe(false);
      expect(staff()).toMatchObject({ busy: false, fieldError: "They already work here", people: [owner] });
      addMock.mockRejectedValueOnce(new TypeError("offline"));
      await addShopStaff("demo", "asha@example.com");
      expect(staff().fieldError).toBe(ADD_FAILED);
    });

    it("removes a person: the list is the server's answer, and the line says so", async () => {
      removeMock.mockResolvedValueOnce({ staff: [owner] });
      expect(await removeShopStaff("demo", "asha@example.com")).toBe(true);
      expect(removeMock).toHaveBeenCalledWith("demo", "asha@example.com");
      expect(staff()).toMatchObject({
        people: [owner],
        message: "Removed asha@example.com: their access has ended.",
      });
      removeMock.mockRejectedValueOnce(new TypeError("offline"));
      expect(await removeShopStaff("demo", "asha@example.com")).toBe(false);
      expect(staff().message).toBe(REMOVE_FAILED);
    });
  });
});

describe("the shop's integration keys", () => {
  it("load for the shop, or say why not", async () => {
    listKeysMock.mockResolvedValueOnce({ keys: [keyInfo(1, "Billing")] });
    await loadShopKeys("demo");
    expect(keys()).toMatchObject({ shopId: "demo", keys: [keyInfo(1, "Billing")], fresh: null });
    listKeysMock.mockRejectedValueOnce(new TypeError("offline"));
    await loadShopKeys("demo");
    expect(keys()).toMatchObject({ keys: null, error: KEYS_FAILED });
  });

  describe("making, copying and revoking", () => {
    beforeEach(async () => {
      listKeysMock.mockResolvedValueOnce({ keys: [] });
      await loadShopKeys("demo");
    });

    it("a key needs a name", async () => {
      expect(await makeShopKey("demo", "  ")).toBe(false);
      expect(keys().fieldError).toBe(KEY_NAME_NEEDED);
      expect(createMock).not.toHaveBeenCalled();
    });

    it("a new key is listed and shown once: gone once saved, or when the screen opens again", async () => {
      createMock.mockResolvedValueOnce({ key: "sk_live_secret", info: keyInfo(2, "Billing") });
      expect(await makeShopKey("demo", " Billing ")).toBe(true);
      expect(createMock).toHaveBeenCalledWith("demo", "Billing");
      expect(keys()).toMatchObject({
        busy: false,
        keys: [keyInfo(2, "Billing")],
        fresh: { key: "sk_live_secret", label: "Billing" },
      });
      dismissFreshKey();
      expect(keys().fresh).toBeNull();
      createMock.mockResolvedValueOnce({ key: "sk_live_other", info: keyInfo(3, "Stock") });
      await makeShopKey("demo", "Stock");
      listKeysMock.mockReturnValueOnce(new Promise(() => {}));
      void loadShopKeys("demo");
      expect(keys().fresh).toBeNull();
    });

    it("a refused or failed key is the field's error", async () => {
      createMock.mockRejectedValueOnce(refused(400, { error: "Label is too long" }));
      expect(await makeShopKey("demo", "Billing")).toBe(false);
      expect(keys()).toMatchObject({ busy: false, fieldError: "Label is too long", fresh: null });
      createMock.mockRejectedValueOnce(new TypeError("offline"));
      await makeShopKey("demo", "Billing");
      expect(keys().fieldError).toBe(MAKE_FAILED);
    });

    it("copies the fresh key, and says when the clipboard refused", async () => {
      createMock.mockResolvedValueOnce({ key: "sk_live_secret", info: keyInfo(2, "Billing") });
      await makeShopKey("demo", "Billing");
      const writeText = vi.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error("denied"));
      vi.stubGlobal("navigator", { clipboard: { writeText } });
      await copyFreshKey();
      expect(writeText).toHaveBeenCalledWith("sk_live_secret");
      expect(keys().copied).toBe(COPIED);
      await copyFreshKey();
      expect(keys().copied).toBe(COPY_FAILED);
    });

    it("revokes a key: the list is the server's answer, and the line says so", async () => {
      revokeMock.mockResolvedValueOnce({ keys: [] });
      expect(await revokeShopKey("demo", keyInfo(2, "Billing"))).toBe(true);
      expect(revokeMock).toHaveBeenCalledWith("demo", 2);
      expect(keys()).toMatchObject({ keys: [], message: 'Revoked "Billing": it stops working at once.' });
      revokeMock.mockRejectedValueOnce(new TypeError("offline"));
      expect(await revokeShopKey("demo", keyInfo(2, "Billing"))).toBe(false);
      expect(keys().message).toBe(REVOKE_FAILED);
    });
  });

  it("closing the screen forgets a fresh key", async () => {
    listKeysMock.mockResolvedValueOnce({ keys: [] });
    await loadShopKeys("demo");
    createMock.mockResolvedValueOnce({ key: "sk_live_secret", info: keyInfo(2, "Billing") });
    await makeShopKey("demo", "Billing");
    closeShopPeople();
    expect(keys()).toMatchObject({ shopId: "", fresh: null, keys: null });
  });
});
