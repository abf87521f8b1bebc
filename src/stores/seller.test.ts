import { beforeEach, describe, expect, it, vi } from "vitest";
import type { SellerMeResponse } from "../contract/seller";
import { $admin, adminLogin, adminLogout, consoleSessionOf } from "./admin";
import { $rider } from "./rider";
import {
  $consoleNotice,
  $sellerMe,
  chooseShop,
  LOAD_FAILED,
  loadSellerMe,
  SESSION_ENDED,
  sellerSessionEnded,
  signInSeller,
  signOutConsole,
  switchShop,
} from "./seller";

const me = vi.hoisted(() => ({ answer: null as SellerMeResponse | Error | null }));
vi.mock("../api/seller", () => ({
  sellerMe: async () => {
    if (me.answer instanceof Error || me.answer === null) throw me.answer ?? new Error("no answer");
    return me.answer;
  },
}));
const google = vi.hoisted(() => ({ user: null as { email: string; idToken: string } | null }));
vi.mock("../auth/google", () => ({ googleSignIn: async () => google.user }));
const firebase = vi.hoisted(() => ({ signedOut: 0 }));
vi.mock("../auth/sellerToken", () => ({
  signOutSellerFirebase: async () => {
    firebase.signedOut++;
  },
}));

const shop = (shopId: string, role: "owner" | "staff" = "owner") => ({ shopId, role, shopName: shopId });
const EMAIL = "demo.seller@example.com";
const session = () => consoleSessionOf($admin.get());

beforeEach(() => {
  adminLogout();
  $sellerMe.set({ status: "idle" });
  $consoleNotice.set("");
  firebase.signedOut = 0;
});

describe("signing in", () => {
  it("keeps the email and the one shop, never a token", async () => {
    google.user = { email: EMAIL, idToken: "secret-token" };
    me.answer = { email: EMAIL, shops: [shop("demo")] };
    expect(await signInSeller()).toBe(true);
    expect($admin.get()).toEqual({
      adminData: { role: "seller", email: EMAIL, shopId: "demo" },
      isLoggedIn: true,
    });
    expect(JSON.stringify($admin.get())).not.toContain("secret-token");
    expect($sellerMe.get()).toEqual({ status: "ready", me: me.answer });
  });

  it("leaves a person of several shops to choose, and keeps the choice", async () => {
    google.user = { email: EMAIL, idToken: "t" };
    me.answer = { email: EMAIL, shops: [shop("demo"), shop("seva", "staff")] };
    await signInSeller();
    expect(session()).toEqual({ role: "seller", email: EMAIL, shopId: null });
    chooseShop("seva");
    expect(session()).toEqual({ role: "seller", email: EMAIL, shopId: "seva" });
    await loadSellerMe();
    expect(session()).toEqual({ role: "seller", email: EMAIL, shopId: "seva" });
    switchShop();
    expect(session()).toEqual({ role: "seller", email: EMAIL, shopId: null });
  });

  it("does nothing when the chooser is closed", async () => {
    google.user = null;
    expect(await signInSeller()).toBe(false);
    expect($admin.get().isLoggedIn).toBe(false);
  });

  it("says so when the shops could not be loaded", async () => {
    adminLogin({ role: "seller", email: EMAIL, shopId: "demo" });
    me.answer = new Error("offline");
    await loadSellerMe();
    expect($sellerMe.get()).toEqual({ status: "failed", message: LOAD_FAILED });
  });
});

describe("signing out", () => {
  it("forgets the person and the rider's details, and signs Firebase out", async () => {
    adminLogin({ role: "seller", email: EMAIL, shopId: "demo" });
    $rider.set({ name: "Ravi" });
    await signOutConsole();
    expect($admin.get()).toEqual({ adminData: null, isLoggedIn: false });
    expect($rider.get()).toEqual({});
    expect(firebase.signedOut).toBe(1);
  });

  it("goes back to sign-in with a message when a call answers 401", async () => {
    adminLogin({ role: "seller", email: EMAIL, shopId: "demo" });
    sellerSessionEnded();
    await vi.waitFor(() => expect(firebase.signedOut).toBe(1));
    expect(session()).toBe(null);
    expect($consoleNotice.get()).toBe(SESSION_ENDED);
  });

  it("leaves a rider signed in when a seller call answers 401 (none was made by them)", () => {
    adminLogin({ role: "rider", key: "k" });
    sellerSessionEnded();
    expect(session()).toEqual({ role: "rider", key: "k" });
  });
});
