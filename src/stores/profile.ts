/**
 * The profile screen's forms as typed (name and phone; an address being
 * added or edited), kept in the tab's sessionStorage (key `profile`) so a
 * reload or a failed save loses nothing. Loaded with the profile screen only.
 */
import { atom } from "nanostores";
import * as v from "valibot";
import { decodeWith } from "./persist";

/** An address form as typed: its fields, its type, and which saved address it changes (null: a new one). */
export const AddressEdit = v.object({
  open: v.fallback(v.boolean(), false),
  addressKey: v.fallback(v.nullable(v.string()), null),
  fullName: v.fallback(v.string(), ""),
  phoneNumber: v.fallback(v.string(), ""),
  address: v.fallback(v.string(), ""),
  pincode: v.fallback(v.string(), ""),
  city: v.fallback(v.string(), ""),
  district: v.fallback(v.string(), ""),
  state: v.fallback(v.string(), ""),
  country: v.fallback(v.string(), "India"),
  addressType: v.fallback(v.string(), "Home"),
});
export type AddressEdit = v.InferOutput<typeof AddressEdit>;

export const NO_ADDRESS_EDIT: AddressEdit = v.parse(AddressEdit, {});

export const ProfileState = v.object({
  /** The name and phone form, while it is open. */
  details: v.fallback(v.nullable(v.object({ name: v.string(), phoneNumber: v.string() })), null),
  address: v.fallback(AddressEdit, () => ({ ...NO_ADDRESS_EDIT })),
});
export type ProfileState = v.InferOutput<typeof ProfileState>;

export const PROFILE_DEFAULT: ProfileState = { details: null, address: NO_ADDRESS_EDIT };

const KEY = "profile";

function sessionStore(): Storage | null {
  try {
    return typeof sessionStorage === "undefined" ? null : sessionStorage;
  } catch {
    return null;
  }
}

function restore(): ProfileState {
  const saved = sessionStore()?.getItem(KEY);
  return saved ? decodeWith(ProfileState, PROFILE_DEFAULT)(saved) : PROFILE_DEFAULT;
}

/** The profile's forms in this tab, saved to sessionStorage on every change. */
export const $profile = atom<ProfileState>(restore());
$profile.listen((state) => {
  try {
    sessionStore()?.setItem(KEY, JSON.stringify(state));
  } catch {
    // Quota or privacy mode: the forms still work, they only forget on reload.
  }
});

/** On while a profile change is being saved; never saved. */
export const $profileBusy = atom(false);
