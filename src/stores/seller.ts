/**
 * The seller's side of /Admin: who signed in (the `admin` slice keeps their
 * email and chosen shop, never a token), the shops the server says they work
 * in, and the sign-in and sign-out actions. Firebase loads with the sign-in
 * (or the first call needing a token), never with the console.
 */
import { atom } from "nanostores";
import { signOutSellerFirebase } from "../auth/sellerToken";
import type { SellerMeResponse } from "../contract/seller";
import { shopChoice } from "../domain/sellerShops";
import { $admin, adminLogin, adminLogout, consoleSessionOf } from "./admin";
import { $rider } from "./rider";

export type SellerMe =
  | { status: "idle" }
  | { status: "loading" }
  | { status: "ready"; me: SellerMeResponse }
  | { status: "failed"; message: string };

/** The signed-in person's shops (GET /api/seller/me), loaded once per sign-in. */
export const $sellerMe = atom<SellerMe>({ status: "idle" });

/** A line the sign-in screen shows (why the console came back to it). */
export const $consoleNotice = atom("");

export const SESSION_ENDED = "Your sign-in has ended. Sign in again to continue.";
export const LOAD_FAILED = "Could not load your shops. Check your connection and try again.";

/** Loads the person's shops and lands them: one shop straight in, a choice still theirs kept. */
export async function loadSellerMe(): Promise<void> {
  $sellerMe.set({ status: "loading" });
  try {
    const { sellerMe } = await import("../api/seller");
    const me = await sellerMe();
    const session = consoleSessionOf($admin.get());
    if (session?.role !== "seller") return;
    const choice = shopChoice(me.shops, session.shopId);
    adminLogin({ role: "seller", email: me.email, shopId: choice.kind === "shop" ? choice.shopId : null });
    $sellerMe.set({ status: "ready", me });
  } catch {
    // A 401 has already signed the console out (sellerHttp's handler); anything else may be retried.
    if (consoleSessionOf($admin.get())) $sellerMe.set({ status: "failed", message: LOAD_FAILED });
  }
}

/** "Continue with Google": signs the person in and loads their shops; false when they gave up. */
export async function signInSeller(): Promise<boolean> {
  const { googleSignIn } = await import("../auth/google");
  const user = await googleSignIn();
  if (!user) return false;
  $consoleNotice.set("");
  adminLogin({ role: "seller", email: user.email, shopId: null });
  await loadSellerMe();
  return true;
}

/** The seller chooses which of their shops to work in. */
export function chooseShop(shopId: string): void {
  const session = consoleSessionOf($admin.get());
  if (session?.role === "seller") adminLogin({ role: "seller", email: session.email, shopId });
}

/** Back to the shop picker (a person of several shops). */
export function switchShop(): void {
  chooseShop("");
}

/** Signs out of the console: forgets the person (and a rider's details) and signs Firebase out. */
export async function signOutConsole(notice = ""): Promise<void> {
  const wasSeller = consoleSessionOf($admin.get())?.role === "seller";
  adminLogout();
  $rider.set({});
  $sellerMe.set({ status: "idle" });
  $consoleNotice.set(notice);
  if (wasSeller) {
    await signOutSellerFirebase().catch(() => {});
  }
}

/** A seller call answered 401: the sign-in is over. */
export function sellerSessionEnded(): void {
  if (consoleSessionOf($admin.get())?.role === "seller") void signOutConsole(SESSION_ENDED);
}
