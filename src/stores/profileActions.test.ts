import { beforeEach, describe, expect, it, vi } from "vitest";
import { HTTPError } from "../api/client";
import { deleteAddress, updateAddress, updateCustomer } from "../api/profile";
import type { UserData } from "../contract/userData";
import { SAVE_FAILED } from "../domain/saveFailed";
import { userDataFixture } from "./fixtures";
import { $profile, $profileBusy, NO_ADDRESS_EDIT, PROFILE_DEFAULT } from "./profile";
import {
  editDetails,
  makeDefault,
  openAddress,
  patchAddress,
  patchDetails,
  removeAddress,
  saveAddressEdit,
  saveDetails,
} from "./profileActions";
import { $user, loginUser, USER_DEFAULT } from "./user";

vi.mock("../api/profile", () => ({
  updateCustomer: vi.fn(),
  updateAddress: vi.fn(),
  deleteAddress: vi.fn(),
}));
const updateCustomerMock = vi.mocked(updateCustomer);
const updateAddressMock = vi.mocked(updateAddress);
const deleteAddressMock = vi.mocked(deleteAddress);

const HOME = {
  fullAddress: "Asha Verma, +91-9876543210, 12 MG Road, Jaipur, Rajasthan - 302001, India",
  addressType: "Home",
  defaultAddress: true,
};
const base: UserData = { ...userDataFixture(), name: "Asha Verma", phoneNumber: "+91-9876543210" };
const withHome: UserData = { ...base, addAddress: true, address: { "addr-home": HOME } };

/** An HTTPError (api/client.ts) carrying the API's error body. */
const refusal = (status: number, body: unknown): HTTPError =>
  Object.assign(Object.create(HTTPError.prototype), { name: "HTTPError", data: body, response: { status } });

beforeEach(() => {
  for (const mock of [updateCustomerMock, updateAddressMock, deleteAddressMock]) mock.mockReset();
  vi.spyOn(console, "error").mockImplementation(() => {});
  $user.set(USER_DEFAULT);
  loginUser(withHome);
  $profile.set(PROFILE_DEFAULT);
  $profileBusy.set(false);
});

describe("name and phone", () => {
  it("checks before saving, then saves and closes the form", async () => {
    editDetails();
    expect($profile.get().details).toEqual({ name: "Asha Verma", phoneNumber: "+91-9876543210" });
    patchDetails({ phoneNumber: "123" });
    expect(await saveDetails()).toEqual({
      ok: false,
      field: "phoneNumber",
      message: "Enter a 10-digit Mobile Number",
    });
    expect(updateCustomerMock).not.toHaveBeenCalled();
    patchDetails({ name: "Asha V", phoneNumber: "9876543210" });
    updateCustomerMock.mockResolvedValue({ ...withHome, name: "Asha V" });
    expect(await saveDetails()).toEqual({ ok: true });
    expect(updateCustomerMock).toHaveBeenCalledWith({
      email: withHome.email,
      name: "Asha V",
      phoneNumber: "9876543210",
    });
    expect($user.get().userData?.name).toBe("Asha V");
    expect($profile.get().details).toBeNull();
  });

  it("a failed save says 'Something was worng' and keeps what was typed", async () => {
    editDetails();
    patchDetails({ name: "Asha V" });
    updateCustomerMock.mockRejectedValue(new TypeError("Failed to fetch"));
    expect(await saveDetails()).toEqual({ ok: false, message: SAVE_FAILED });
    expect(SAVE_FAILED).toBe("Something was worng");
    expect($profile.get().details?.name).toBe("Asha V");
    expect($profileBusy.get()).toBe(false);
  });
});

describe("addresses", () => {
  it("opens a new form with the profile's name and phone, and an edit on the saved fields", () => {
    openAddress(null);
    expect($profile.get().address).toMatchObject({
      open: true,
      addressKey: null,
      fullName: "Asha Verma",
      phoneNumber: "9876543210",
    });
    openAddress("addr-home");
    expect($profile.get().address).toMatchObject({
      addressKey: "addr-home",
      address: "12 MG Road",
      city: "Jaipur",
      state: "Rajasthan",
      pincode: "302001",
      addressType: "Home",
    });
  });

  it("saves an edit by its key with the fields; the server's refusal names the field and keeps the form", async () => {
    openAddress("addr-home");
    patchAddress({ address: "14 MG Road" });
    updateAddressMock.mockRejectedValueOnce(
      refusal(400, { error: "Pin Code 302001 is in Rajasthan", field: "state" }),
    );
    expect(await saveAddressEdit()).toEqual({
      ok: false,
      message: "Pin Code 302001 is in Rajasthan",
      field: "state",
    });
    expect($profile.get().address.address).toBe("14 MG Road");
    updateAddressMock.mockResolvedValueOnce(withHome);
    expect(await saveAddressEdit()).toEqual({ ok: true });
    expect(updateAddressMock.mock.calls[1]?.[0]).toMatchObject({
      email: withHome.email,
      addressKey: "addr-home",
      addressType: "Home",
      fields: { address: "14 MG Road", pincode: "302001" },
    });
    expect($profile.get().address).toEqual(NO_ADDRESS_EDIT);
  });

  it("checks a new address in the spec's order before any call", async () => {
    openAddress(null);
    expect(await saveAddressEdit()).toEqual({ ok: false, field: "address", message: "Enter address" });
    expect(updateAddressMock).not.toHaveBeenCalled();
  });

  it("makes an address the default and chooses it for the checkout; deletes one", async () => {
    updateAddressMock.mockResolvedValue(withHome);
    expect(await makeDefault("addr-work")).toEqual({ ok: true });
    expect(updateAddressMock).toHaveBeenCalledWith({
      email: withHome.email,
      addressKey: "addr-work",
      makeDefault: true,
    });
    expect($user.get().addressKey).toBe("addr-work");
    deleteAddressMock.mockResolvedValue({ ...base, address: false });
    expect(await removeAddress("addr-work")).toEqual({ ok: true });
    expect(deleteAddressMock).toHaveBeenCalledWith(withHome.email, "addr-work");
    expect($user.get()).toMatchObject({ addressKey: null, userData: { address: false } });
  });

  it("a visitor saves nothing", async () => {
    $user.set(USER_DEFAULT);
    expect(await makeDefault("addr-home")).toEqual({ ok: false, message: SAVE_FAILED });
    expect(updateAddressMock).not.toHaveBeenCalled();
  });
});
