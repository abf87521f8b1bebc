/**
 * What the profile does with the server (SPEC §7 updatecustomer,
 * updateaddress, deleteaddress): change the name and phone, add, edit and
 * delete addresses and make one the default. Each keeps what was typed on
 * failure and says 'Something was worng' (SPEC §8), or the server's word
 * when it refused a field or a limit.
 */
import { HTTPError } from "../api/client";
import { deleteAddress, updateAddress, updateCustomer } from "../api/profile";
import { type AddressField, addressFields, validateAddress } from "../domain/address";
import { validateProfile } from "../domain/profile";
import { refusalMessage, refusedField } from "../domain/refusal";
import { SAVE_FAILED } from "../domain/saveFailed";
import { t } from "../i18n/t";
import { $profile, $profileBusy, type AddressEdit, NO_ADDRESS_EDIT } from "./profile";
import { $user, setUserData } from "./user";

export type ProfileField = AddressField | "name";
export type Outcome = { ok: true } | { ok: false; message: string; field?: ProfileField };

/** The signed-in shopper's key, or null for a visitor. */
function signedInEmail(): string | null {
  const { userLogged, userData } = $user.get();
  return userLogged && userData ? userData.email : null;
}

/** A refused call's message: a field the server named or a limit, in its words; anything else, the spec's. */
function failure(error: unknown): Outcome {
  console.error("Profile save failed", error);
  if (error instanceof HTTPError && (error.response.status === 400 || error.response.status === 429)) {
    const field = refusedField(error.data).replace(/^fields\./, "") as ProfileField | "";
    return { ok: false, message: refusalMessage(error.data) || SAVE_FAILED, ...(field ? { field } : {}) };
  }
  return { ok: false, message: SAVE_FAILED };
}

/** Runs one save with busy on; null when another is under way or nobody is signed in. */
async function saving(work: (email: string) => Promise<void>): Promise<Outcome> {
  const email = signedInEmail();
  if (!email || $profileBusy.get()) return { ok: false, message: SAVE_FAILED };
  $profileBusy.set(true);
  try {
    await work(email);
    return { ok: true };
  } catch (error) {
    return failure(error);
  } finally {
    $profileBusy.set(false);
  }
}

/** Opens the name and phone form on the saved values (or leaves a form being typed as it is). */
export function editDetails(): void {
  const { userData } = $user.get();
  if ($profile.get().details || !userData) return;
  $profile.set({ ...$profile.get(), details: { name: userData.name, phoneNumber: userData.phoneNumber } });
}

/** Changes the name and phone form as typed. */
export function patchDetails(change: Partial<{ name: string; phoneNumber: string }>): void {
  const { details } = $profile.get();
  if (details) $profile.set({ ...$profile.get(), details: { ...details, ...change } });
}

/** Closes the name and phone form, dropping what was typed. */
export function cancelDetails(): void {
  $profile.set({ ...$profile.get(), details: null });
}

/** Saves the name and phone (checked first); the form closes on success. */
export async function saveDetails(): Promise<Outcome> {
  const { details } = $profile.get();
  if (!details) return { ok: true };
  const problem = validateProfile(details);
  if (problem) return { ok: false, ...problem };
  return saving(async (email) => {
    setUserData(await updateCustomer({ email, ...details }));
    $profile.set({ ...$profile.get(), details: null });
  });
}

/**
 * Opens the address form: on a saved address's fields to edit it, or empty
 * (the profile's name and phone filled in) for a new one. A form already
 * being typed for the same address is kept as it is.
 */
export function openAddress(addressKey: string | null): void {
  const current = $profile.get().address;
  if (current.open && current.addressKey === addressKey) return;
  const { userData } = $user.get();
  const saved = addressKey && userData?.address ? userData.address[addressKey] : undefined;
  const address: AddressEdit = saved
    ? {
        ...NO_ADDRESS_EDIT,
        ...addressFields(saved),
        open: true,
        addressKey,
        addressType: saved.addressType || "Home",
      }
    : {
        ...NO_ADDRESS_EDIT,
        open: true,
        fullName: userData?.name ?? "",
        phoneNumber: userData?.phoneNumber.replace(/^\+91-?/, "") ?? "",
      };
  $profile.set({ ...$profile.get(), address });
}

/** Changes the address form as typed. */
export function patchAddress(change: Partial<AddressEdit>): void {
  const state = $profile.get();
  $profile.set({ ...state, address: { ...state.address, ...change } });
}

/** Closes the address form, dropping what was typed. */
export function closeAddress(): void {
  $profile.set({ ...$profile.get(), address: { ...NO_ADDRESS_EDIT } });
}

/** Saves the address form (checked in the spec's order first): a new address, or the one it edits. */
export async function saveAddressEdit(): Promise<Outcome> {
  const { open: _open, addressKey, addressType, ...fields } = $profile.get().address;
  const problem = validateAddress(fields, t);
  if (problem) return { ok: false, ...problem };
  return saving(async (email) => {
    setUserData(await updateAddress({ email, fields, addressType, ...(addressKey ? { addressKey } : {}) }));
    closeAddress();
  });
}

/** Makes a saved address the default; the checkout then starts on it. */
export function makeDefault(addressKey: string): Promise<Outcome> {
  return saving(async (email) => {
    setUserData(await updateAddress({ email, addressKey, makeDefault: true }));
    $user.set({ ...$user.get(), addressKey });
  });
}

/** Deletes a saved address (the shopper confirmed first); a form editing it closes. */
export function removeAddress(addressKey: string): Promise<Outcome> {
  return saving(async (email) => {
    setUserData(await deleteAddress(email, addressKey));
    if ($profile.get().address.addressKey === addressKey) closeAddress();
    if ($user.get().addressKey === addressKey) $user.set({ ...$user.get(), addressKey: null });
  });
}
