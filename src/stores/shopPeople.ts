/**
 * The shop's people and integration keys on the seller's console
 * (/Admin/people), not persisted: the people (the owner adds staff by the
 * Google email or the phone number they sign in with, and removes them) and
 * the keys (made and revoked by the owner; a new key is held here in memory
 * to be shown once, and dropped when the screen opens again or the owner has
 * saved it). Each list is held for the shop it was loaded for, with the line
 * saying what the last change did.
 */
import { atom } from "nanostores";
import { schemaProblems, serverProblems } from "../api/formErrors";
import { addStaff, createKey, listKeys, listStaff, removeStaff, revokeKey } from "../api/seller";
import { InviteStaffRequest, type SellerKeyInfo, type StaffMember } from "../contract/seller";
import { showPhone } from "../domain/signInPhone";
import { latestWins } from "./persist";

export interface ShopStaffState {
  shopId: string;
  /** The people, null until the first load of this shop answers. */
  people: StaffMember[] | null;
  /** Why the list could not be loaded. */
  error: string;
  /** What the last add or removal did. */
  message: string;
  /** Why the person typed could not be added. */
  fieldError: string;
  busy: boolean;
}

export interface ShopKeysState {
  shopId: string;
  keys: SellerKeyInfo[] | null;
  error: string;
  message: string;
  fieldError: string;
  busy: boolean;
  /** The key just made, shown this once. */
  fresh: { key: string; label: string } | null;
  /** Whether the fresh key was copied. */
  copied: string;
}

const noStaff = (shopId = ""): ShopStaffState => ({
  shopId,
  people: null,
  error: "",
  message: "",
  fieldError: "",
  busy: false,
});
const noKeys = (shopId = ""): ShopKeysState => ({
  shopId,
  keys: null,
  error: "",
  message: "",
  fieldError: "",
  busy: false,
  fresh: null,
  copied: "",
});

export const $shopStaff = atom<ShopStaffState>(noStaff());
export const $shopKeys = atom<ShopKeysState>(noKeys());

export const STAFF_FAILED = "Could not load the shop's people.";
export const ADD_FAILED = "Could not add them: check your connection and try again.";
export const REMOVE_FAILED = "Could not remove them: try again.";
export const KEYS_FAILED = "Could not load the keys.";
export const KEY_NAME_NEEDED = "Give the key a name, like the app that will use it";
export const MAKE_FAILED = "Could not make the key: try again.";
export const REVOKE_FAILED = "Could not revoke the key: try again.";
export const COPIED = "Copied.";
export const COPY_FAILED = "Could not copy: select the key and copy it by hand.";

const refusal = (cause: unknown, fallback: string) => serverProblems(cause)?.message ?? fallback;

/** A person as the list names them: their email, else their phone number. */
export const nameOf = (p: StaffMember) => p.email || showPhone(p.phone);

const beginStaff = latestWins();
const beginKeys = latestWins();
const staffOf = (shopId: string) => ($shopStaff.get().shopId === shopId ? $shopStaff.get() : null);
const keysOf = (shopId: string) => ($shopKeys.get().shopId === shopId ? $shopKeys.get() : null);
const putStaff = (shopId: string, change: Partial<ShopStaffState>) => {
  const held = staffOf(shopId);
  if (held) $shopStaff.set({ ...held, ...change });
};
const putKeys = (shopId: string, change: Partial<ShopKeysState>) => {
  const held = keysOf(shopId);
  if (held) $shopKeys.set({ ...held, ...change });
};

/** Opens the shop's people: loads the list (anything from before is gone). */
export async function loadShopStaff(shopId: string): Promise<void> {
  const isLatest = beginStaff();
  $shopStaff.set(noStaff(shopId));
  try {
    const { staff } = await listStaff(shopId);
    if (isLatest()) putStaff(shopId, { people: staff });
  } catch (cause) {
    if (isLatest()) putStaff(shopId, { error: refusal(cause, STAFF_FAILED) });
  }
}

/**
 * The owner adds a person by what they typed: an email (it has an @) or a
 * phone number, checked by the contract first. True once added (the form
 * empties); false with the field's error.
 */
export async function addShopStaff(shopId: string, typed: string): Promise<boolean> {
  const who = typed.trim();
  const person = who.includes("@") || !who ? { email: who } : { phone: who };
  const problems = schemaProblems(InviteStaffRequest, person);
  const problem = problems.email ?? problems.phone;
  putStaff(shopId, { message: "", fieldError: problem ?? "" });
  if (problem) return false;
  putStaff(shopId, { busy: true });
  try {
    const { member } = await addStaff(shopId, person);
    putStaff(shopId, {
      busy: false,
      people: [...(staffOf(shopId)?.people ?? []), member],
      message: `Added ${nameOf(member)}: they can sign in now.`,
    });
    return true;
  } catch (cause) {
    putStaff(shopId, { busy: false, fieldError: refusal(cause, ADD_FAILED) });
    return false;
  }
}

/** The owner removes a person (by their email or phone, after the screen's confirmation); true once gone. */
export async function removeShopStaff(shopId: string, who: string): Promise<boolean> {
  putStaff(shopId, { message: "" });
  try {
    const { staff } = await removeStaff(shopId, who);
    putStaff(shopId, { people: staff, message: `Removed ${who}: their access has ended.` });
    return true;
  } catch (cause) {
    putStaff(shopId, { message: refusal(cause, REMOVE_FAILED) });
    return false;
  }
}

/** Opens the shop's keys: loads the list (a key shown before is gone for good). */
export async function loadShopKeys(shopId: string): Promise<void> {
  const isLatest = beginKeys();
  $shopKeys.set(noKeys(shopId));
  try {
    const { keys } = await listKeys(shopId);
    if (isLatest()) putKeys(shopId, { keys });
  } catch (cause) {
    if (isLatest()) putKeys(shopId, { error: refusal(cause, KEYS_FAILED) });
  }
}

/** The owner makes a key named `label`; true once made (it is then shown once), false with the field's error. */
export async function makeShopKey(shopId: string, typed: string): Promise<boolean> {
  const label = typed.trim();
  if (!label) {
    putKeys(shopId, { fieldError: KEY_NAME_NEEDED });
    return false;
  }
  putKeys(shopId, { fieldError: "", message: "", busy: true });
  try {
    const made = await createKey(shopId, label);
    putKeys(shopId, {
      busy: false,
      keys: [...(keysOf(shopId)?.keys ?? []), made.info],
      fresh: { key: made.key, label: made.info.label },
      copied: "",
    });
    return true;
  } catch (cause) {
    putKeys(shopId, { busy: false, fieldError: refusal(cause, MAKE_FAILED) });
    return false;
  }
}

/** The owner revokes a key (after the screen's confirmation); true once gone. */
export async function revokeShopKey(shopId: string, key: SellerKeyInfo): Promise<boolean> {
  putKeys(shopId, { message: "" });
  try {
    const { keys } = await revokeKey(shopId, key.id);
    putKeys(shopId, { keys, message: `Revoked "${key.label}": it stops working at once.` });
    return true;
  } catch (cause) {
    putKeys(shopId, { message: refusal(cause, REVOKE_FAILED) });
    return false;
  }
}

/** Copies the fresh key to the clipboard and says whether it worked. */
export async function copyFreshKey(): Promise<void> {
  const { fresh, shopId } = $shopKeys.get();
  if (!fresh) return;
  try {
    await navigator.clipboard.writeText(fresh.key);
    putKeys(shopId, { copied: COPIED });
  } catch {
    putKeys(shopId, { copied: COPY_FAILED });
  }
}

/** "I have saved it": the key is forgotten here. */
export function dismissFreshKey(): void {
  $shopKeys.set({ ...$shopKeys.get(), fresh: null, copied: "" });
}

/** The screen closes: nothing of it is held (a fresh key least of all), and what was under way settles nothing. */
export function closeShopPeople(): void {
  beginStaff();
  beginKeys();
  $shopStaff.set(noStaff());
  $shopKeys.set(noKeys());
}
