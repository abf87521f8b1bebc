/**
 * The seller area of /Admin: the shops the server says the signed-in person
 * works in (GET /api/seller/me) and the shop they chose, which the `admin`
 * slice keeps. Signing in and out is the staff app's (stores/staff.ts).
 */
import { atom } from "nanostores";
import type { SellerMeResponse } from "../contract/seller";
import { shopChoice } from "../domain/sellerShops";
import { $admin, personOf, updatePerson } from "./admin";

export type SellerMe =
  | { status: "idle" }
  | { status: "loading" }
  | { status: "ready"; me: SellerMeResponse }
  | { status: "failed"; message: string };

/** The signed-in person's shops (GET /api/seller/me), loaded once per sign-in. */
export const $sellerMe = atom<SellerMe>({ status: "idle" });

export const LOAD_FAILED = "Could not load your shops. Check your connection and try again.";

/** Loads the person's shops and lands them: one shop straight in, a choice still theirs kept. */
export async function loadSellerMe(): Promise<void> {
  $sellerMe.set({ status: "loading" });
  try {
    const { sellerMe } = await import("../api/seller");
    const me = await sellerMe();
    const person = personOf($admin.get());
    if (!person) return;
    const choice = shopChoice(me.shops, person.shopId);
    updatePerson({ shopId: choice.kind === "shop" ? choice.shopId : null });
    $sellerMe.set({ status: "ready", me });
  } catch {
    // A 401 has already signed the app out (the staff client's handler); anything else may be retried.
    if (personOf($admin.get())) $sellerMe.set({ status: "failed", message: LOAD_FAILED });
  }
}

/** The seller chooses which of their shops to work in. */
export function chooseShop(shopId: string): void {
  updatePerson({ shopId });
}

/** Back to the shop picker (a person of several shops). */
export function switchShop(): void {
  updatePerson({ shopId: null });
}
