import { beforeEach, describe, expect, it, vi } from "vitest";
import { HTTPError } from "../api/client";
import { addSupportAdmin, removeSupportAdmin, supportAdmins } from "../api/staff";
import type { StaffPerson, SupportAdminsResponse } from "../contract/staff";
import { SIGN_IN_PHONE_FORMAT } from "../domain/signInPhone";
import { deferred } from "./fixtures";
import {
  $supportAdminChange,
  $supportAdmins,
  ADD_FAILED,
  addSupportAdminBy,
  GIVE_EMAIL_OR_PHONE,
  leaveSupportAdmins,
  loadSupportAdmins,
  REMOVE_FAILED,
  removeSupportAdminPerson,
  SUPPORT_LOAD_FAILED,
} from "./supportAdmins";

vi.mock("../api/staff", () => ({
  supportAdmins: vi.fn(),
  addSupportAdmin: vi.fn(),
  removeSupportAdmin: vi.fn(),
}));
const listMock = vi.mocked(supportAdmins);
const addMock = vi.mocked(addSupportAdmin);
const removeMock = vi.mocked(removeSupportAdmin);

/** An HTTPError (api/client.ts) carrying the API's error body. */
const refusal = (status: number, body: unknown): HTTPError =>
  Object.assign(Object.create(HTTPError.prototype), { name: "HTTPError", data: body, response: { status } });

const person = (email: string, phone = ""): StaffPerson => ({
  email,
  phone,
  role: "support",
  scope: "platform",
  grantedBy: "master@example.com",
  createdAt: "2026-01-01T00:00:00.000Z",
});
const ASHA = person("asha@example.com");
const BY_PHONE = person("", "+919876543210");

beforeEach(() => {
  for (const mock of [listMock, addMock, removeMock]) mock.mockReset();
  $supportAdmins.set({ status: "idle" });
  leaveSupportAdmins();
});

describe("the support admins", () => {
  it("loads the list, or says why it could not", async () => {
    listMock.mockResolvedValueOnce({ people: [ASHA] });
    const loading = loadSupportAdmins();
    expect($supportAdmins.get()).toEqual({ status: "loading" });
    await loading;
    expect($supportAdmins.get()).toEqual({ status: "ready", people: [ASHA] });
    // A list shown stays while it is loaded afresh.
    listMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    const again = loadSupportAdmins();
    expect($supportAdmins.get().status).toBe("ready");
    await again;
    expect($supportAdmins.get()).toEqual({ status: "failed", message: SUPPORT_LOAD_FAILED });
  });

  it("asks for an email or a phone, and checks them, before sending", async () => {
    expect(await addSupportAdminBy({ email: "", phone: "" })).toBe("email");
    expect($supportAdminChange.get().errors).toEqual({ email: GIVE_EMAIL_OR_PHONE });
    expect(await addSupportAdminBy({ email: "", phone: "12345" })).toBe("phone");
    expect($supportAdminChange.get().errors).toEqual({ phone: SIGN_IN_PHONE_FORMAT });
    expect(await addSupportAdminBy({ email: "not-an-email", phone: "" })).toBe("email");
    expect(addMock).not.toHaveBeenCalled();
  });

  it("adds a person, waiting meanwhile, and says so with the list as changed", async () => {
    const answer = deferred<SupportAdminsResponse>();
    addMock.mockReturnValueOnce(answer.promise);
    const adding = addSupportAdminBy({ email: "", phone: "98765 43210" });
    expect($supportAdminChange.get().busy).toBe(true);
    answer.resolve({ people: [BY_PHONE] });
    expect(await adding).toBe("added");
    expect(addMock).toHaveBeenCalledWith({ email: "", phone: "+919876543210" });
    expect($supportAdmins.get()).toEqual({ status: "ready", people: [BY_PHONE] });
    expect($supportAdminChange.get()).toEqual({
      busy: false,
      notice: "Added +91 98765 43210 as a support admin: they can sign in on /Admin now.",
      errors: {},
    });
  });

  it("says a refusal beside its field, and a lost connection beside the email", async () => {
    addMock.mockRejectedValueOnce(
      refusal(409, { error: "asha@example.com already has a role on the platform" }),
    );
    expect(await addSupportAdminBy({ email: "asha@example.com", phone: "" })).toBe("email");
    expect($supportAdminChange.get().errors).toEqual({
      email: "asha@example.com already has a role on the platform",
    });
    addMock.mockRejectedValueOnce(refusal(400, { error: "Bad phone", field: "phone" }));
    expect(await addSupportAdminBy({ email: "", phone: "9876543210" })).toBe("phone");
    expect($supportAdminChange.get().errors).toEqual({ phone: "Bad phone" });
    addMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    expect(await addSupportAdminBy({ email: "asha@example.com", phone: "" })).toBe("email");
    expect($supportAdminChange.get()).toEqual({ busy: false, notice: "", errors: { email: ADD_FAILED } });
  });

  it("removes a person by their email, else their phone, and says so", async () => {
    removeMock.mockResolvedValueOnce({ people: [ASHA] });
    expect(await removeSupportAdminPerson(BY_PHONE)).toBe(true);
    expect(removeMock).toHaveBeenCalledWith("+919876543210");
    expect($supportAdmins.get()).toEqual({ status: "ready", people: [ASHA] });
    expect($supportAdminChange.get().notice).toBe(
      "Removed +91 98765 43210: their support access ends at their next call.",
    );
    removeMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    expect(await removeSupportAdminPerson(ASHA)).toBe(false);
    expect(removeMock).toHaveBeenLastCalledWith("asha@example.com");
    expect($supportAdminChange.get().notice).toBe(REMOVE_FAILED);
    expect($supportAdmins.get()).toEqual({ status: "ready", people: [ASHA] });
    leaveSupportAdmins();
    expect($supportAdminChange.get().notice).toBe("");
  });

  it("lets no load on its way undo a change's answer", async () => {
    const stale = deferred<SupportAdminsResponse>();
    listMock.mockReturnValueOnce(stale.promise);
    const loading = loadSupportAdmins();
    removeMock.mockResolvedValueOnce({ people: [] });
    await removeSupportAdminPerson(ASHA);
    stale.resolve({ people: [ASHA] });
    await loading;
    expect($supportAdmins.get()).toEqual({ status: "ready", people: [] });
  });
});
