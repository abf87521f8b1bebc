/**
 * The profile screen's forms as typed (name and phone; an address being
 * added or edited), kept in the tab's sessionStorage (key `profile`) so a
 * reload or a failed save loses nothing. Loaded with the profile screen only.
 */
import { atom } from "nanostores";
import * as v from "valibot";
import { AddressTyped } from "./addressDraft";
import { keepDraft, keptDraft } from "./sessionDraft";

/** An address form as typed: its fields, its type, and which saved address it changes (null: a new one). */
export const AddressEdit = v.object({
  open: v.fallback(v.boolean(), false),
  addressKey: v.fallback(v.nullable(v.string()), null),
  ...AddressTyped.entries,
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

/** The profile's forms in this tab, kept as a draft (sessionDraft.ts) on every change. */
export const $profile = atom<ProfileState>(keptDraft(KEY, ProfileState) ?? PROFILE_DEFAULT);
$profile.listen((state) => keepDraft(KEY, state));

/** On while a profile change is being saved; never saved. */
export const $profileBusy = atom(false);
