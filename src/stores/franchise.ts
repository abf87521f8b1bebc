/**
 * The franchise owner's screen (/Admin/franchise), not persisted: their
 * franchise, its storefronts and riders (GET /api/franchise), the status line
 * saying what the last change did, and the forms that change them (the
 * owner's commission, a new storefront, a rider added, changed or removed),
 * each checked by the contract before it is sent. Also the sign-up
 * (/Admin/franchise/signup), after which the person works as the owner.
 */
import { atom } from "nanostores";
import { schemaProblems } from "../api/formErrors";
import * as api from "../api/franchise";
import { refusalOf } from "../api/refusal";
import {
  CommissionRequest,
  type FranchiseResponse,
  type FranchiseRider,
  FranchiseShopRequest,
  FranchiseSignUpRequest,
  RiderRequest,
} from "../contract/franchise";
import type { FranchisePlan } from "../domain/franchise";
import { latestWins } from "./persist";
import { chooseArea, loadStaffMe } from "./staff";
import { type FormOutcome, formStates, submitForm } from "./staffForms";

export const FRANCHISE_LOAD_FAILED = "Could not load your franchise: check your connection and reload.";
export const FRANCHISE_SAVE_FAILED = "Could not save: check your connection and try again.";
export const RIDER_REMOVE_FAILED = "Could not remove the rider: try again.";
export const SIGN_UP_FAILED = "Could not sign up: check your connection and try again.";

export type FranchiseState =
  | { status: "idle" }
  | { status: "loading" }
  | { status: "ready"; data: FranchiseResponse }
  | { status: "failed"; message: string };

/** The owner's franchise, its storefronts and its riders. */
export const $franchise = atom<FranchiseState>({ status: "idle" });

/** The screen's status line: what the last change did. */
export const $franchiseMessage = atom("");

/** Why the last rider's removal failed ("" when it did not). */
export const $riderRemoval = atom("");

/**
 * The forms' busy flags, fields' errors and failure lines, by the prefix of
 * their controls' ids: COMMISSION_FORM, SHOP_FORM, RIDER_FORM, a rider's own
 * (riderForm(riderId)) and SIGN_UP_FORM.
 */
export const $franchiseForms = formStates();
export const COMMISSION_FORM = "commission";
export const SHOP_FORM = "shop";
export const RIDER_FORM = "rider";
export const SIGN_UP_FORM = "signup";
export const riderForm = (riderId: number) => `rider-${riderId}`;

/** A form's fields as typed (trimmed, empty ones left out). */
export type TypedFields = Record<string, string>;

const begin = latestWins();

/** Whether the person has just signed their franchise up (its screen then takes the focus on its title). */
let signedUp = false;

/** Asked once by the franchise's screen: true right after the sign-up. */
export function takeSignedUp(): boolean {
  const was = signedUp;
  signedUp = false;
  return was;
}

/** Loads the owner's franchise (the screen opened): a fresh status line and fresh forms. */
export async function loadFranchise(): Promise<void> {
  const isLatest = begin();
  $franchise.set({ status: "loading" });
  $franchiseMessage.set("");
  $riderRemoval.set("");
  $franchiseForms.set({});
  try {
    const data = await api.myFranchise();
    if (isLatest()) $franchise.set({ status: "ready", data });
  } catch (cause) {
    if (isLatest()) $franchise.set({ status: "failed", message: refusalOf(cause, FRANCHISE_LOAD_FAILED) });
  }
}

/** The screen closed: nothing of it is kept for the next time (or the next person). */
export function leaveFranchise(): void {
  begin();
  $franchise.set({ status: "idle" });
  $franchiseMessage.set("");
  $riderRemoval.set("");
  $franchiseForms.set({});
}

/** Changes the franchise held (when there is one). */
function update(change: (data: FranchiseResponse) => FranchiseResponse): void {
  const state = $franchise.get();
  if (state.status === "ready") $franchise.set({ status: "ready", data: change(state.data) });
}

const setRiders = (riders: FranchiseRider[]) => update((data) => ({ ...data, riders }));

/** Saves the owner's commission as typed (a percentage, 0 to 100). */
export function saveCommission(typed: string): Promise<FormOutcome> {
  const request = { commissionPercent: typed.trim() === "" ? Number.NaN : Number(typed) };
  return submitForm(
    $franchiseForms,
    COMMISSION_FORM,
    schemaProblems(CommissionRequest, request),
    async () => {
      const { franchise } = await api.setCommission(request);
      const percent = franchise.commissionPercent;
      update((data) => ({ ...data, franchise: { ...data.franchise, commissionPercent: percent } }));
      $franchiseMessage.set(`Commission saved: ${percent}%`);
    },
    FRANCHISE_SAVE_FAILED,
  );
}

/** Opens a storefront of the franchise (live at once; refused past the plan's limit with the server's words). */
export function openStorefront(fields: TypedFields): Promise<FormOutcome> {
  return submitForm(
    $franchiseForms,
    SHOP_FORM,
    schemaProblems(FranchiseShopRequest, fields),
    async () => {
      const fresh = await api.addFranchiseShop(fields as FranchiseShopRequest);
      $franchise.set({ status: "ready", data: fresh });
      $franchiseMessage.set(`Storefront ${fields.shopId ?? ""} is open`);
    },
    FRANCHISE_SAVE_FAILED,
  );
}

/** Adds a rider, who then signs in with the phone given. */
export function addFranchiseRider(fields: TypedFields): Promise<FormOutcome> {
  return submitForm(
    $franchiseForms,
    RIDER_FORM,
    schemaProblems(RiderRequest, fields),
    async () => {
      setRiders((await api.addRider(fields as RiderRequest)).riders);
      $franchiseMessage.set(`${fields.name} added: they sign in with their phone`);
    },
    FRANCHISE_SAVE_FAILED,
  );
}

/** Changes a rider's name, phone or vehicle. */
export function editFranchiseRider(riderId: number, fields: TypedFields): Promise<FormOutcome> {
  return submitForm(
    $franchiseForms,
    riderForm(riderId),
    schemaProblems(RiderRequest, fields),
    async () => {
      setRiders((await api.editRider(riderId, fields as RiderRequest)).riders);
      $franchiseMessage.set(`${fields.name} saved`);
    },
    FRANCHISE_SAVE_FAILED,
  );
}

/** Removes a rider (the screen has asked first); true when they are gone. */
export async function removeFranchiseRider(rider: FranchiseRider): Promise<boolean> {
  $riderRemoval.set("");
  try {
    setRiders((await api.removeRider(rider.riderId)).riders);
    $franchiseMessage.set(`${rider.name} removed`);
    return true;
  } catch (cause) {
    $riderRemoval.set(refusalOf(cause, RIDER_REMOVE_FAILED));
    return false;
  }
}

/**
 * Signs the person's franchise up; signed up, they work as its owner: their
 * roles (loaded again) hold the franchise, and the shell moves the sign-up's
 * address on to the franchise's screen.
 */
export function signUpFranchise(request: {
  name: string;
  area: string;
  plan: FranchisePlan | "";
}): Promise<FormOutcome> {
  return submitForm(
    $franchiseForms,
    SIGN_UP_FORM,
    schemaProblems(FranchiseSignUpRequest, request),
    async () => {
      await api.signUpFranchise(request as FranchiseSignUpRequest);
      signedUp = true;
      chooseArea("franchise");
      await loadStaffMe();
    },
    SIGN_UP_FAILED,
  );
}

/** The sign-up closed: its errors are forgotten. */
export function leaveSignUp(): void {
  $franchiseForms.set(
    Object.fromEntries(Object.entries($franchiseForms.get()).filter(([key]) => key !== SIGN_UP_FORM)),
  );
}
