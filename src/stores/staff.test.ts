import { beforeEach, describe, expect, it, vi } from "vitest";
import type { StaffMeResponse } from "../contract/staff";
import { $admin, adminLogout, consoleSessionOf, personLogin, riderKeyLogin, updatePerson } from "./admin";
import { $rider } from "./rider";
import { $sellerMe } from "./seller";
import {
  $consoleNotice,
  $staffMe,
  chooseArea,
  loadStaffMe,
  ME_FAILED,
  SESSION_ENDED,
  SIGN_OUT_EVERYWHERE_FAILED,
  SIGNED_OUT_EVERYWHERE,
  signedInAs,
  signInWithGoogle,
  signOutConsole,
  signOutEverywhere,
  staffSessionEnded,
} from "./staff";

const api = vi.hoisted(() => ({
  me: null as StaffMeResponse | Error | null,
  signOut: null as Error | null,
  signOuts: 0,
}));
vi.mock("../api/staff", () => ({
  staffMe: async () => {
    if (api.me instanceof Error || api.me === null) throw api.me ?? new Error("no answer");
    return api.me;
  },
  signOutEveryDevice: async () => {
    api.signOuts++;
    if (api.signOut) throw api.signOut;
    return { signedOutAt: "2025-01-01T00:00:00.000Z" };
  },
}));
const google = vi.hoisted(() => ({ user: null as { email: string; idToken: string } | null }));
vi.mock("../auth/google", () => ({ googleSignIn: async () => google.user }));
const firebase = vi.hoisted(() => ({ signedOut: 0 }));
vi.mock("../auth/staffToken", () => ({
  signOutStaffFirebase: async () => {
    firebase.signedOut++;
  },
}));

const MASTER = "master@example.com";
const RIDER = "+919829012345";
const meOf = (email: string, phone: string, ...roles: StaffMeResponse["roles"]): StaffMeResponse => ({
  email,
  phone,
  roles,
  sessionEndsAt: "2030-01-01T00:00:00.000Z",
});
const session = () => consoleSessionOf($admin.get());

beforeEach(() => {
  adminLogout();
  $staffMe.set({ status: "idle" });
  $sellerMe.set({ status: "idle" });
  $consoleNotice.set("");
  $rider.set({});
  firebase.signedOut = 0;
  api.signOut = null;
  api.signOuts = 0;
});

describe("signing in", () => {
  it("keeps the Google email, never a token, and loads the roles", async () => {
    google.user = { email: MASTER, idToken: "secret-token" };
    api.me = meOf(MASTER, "", { role: "master", scope: "platform", name: "" });
    $consoleNotice.set(SESSION_ENDED);
    expect(await signInWithGoogle()).toBe(true);
    expect($admin.get()).toEqual({
      adminData: { role: "person", email: MASTER, phone: "", area: null, shopId: null },
      isLoggedIn: true,
    });
    expect(JSON.stringify($admin.get())).not.toContain("secret-token");
    expect($staffMe.get()).toEqual({ status: "ready", me: api.me });
    expect($consoleNotice.get()).toBe("");
  });

  it("does nothing when the chooser is closed", async () => {
    google.user = null;
    expect(await signInWithGoogle()).toBe(false);
    expect($admin.get().isLoggedIn).toBe(false);
  });

  it("keeps a phone sign-in, and what the server knows of the person", async () => {
    api.me = meOf("ravi@example.com", RIDER, { role: "rider", scope: "platform", name: "" });
    await signedInAs({ email: "", phone: RIDER });
    expect(session()).toEqual({
      kind: "person",
      email: "ravi@example.com",
      phone: RIDER,
      area: null,
      shopId: null,
    });
  });

  it("says so when the roles could not be loaded, and tries again", async () => {
    api.me = new Error("offline");
    await signedInAs({ email: MASTER, phone: "" });
    expect($staffMe.get()).toEqual({ status: "failed", message: ME_FAILED });
    api.me = meOf(MASTER, "");
    await loadStaffMe();
    expect($staffMe.get()).toEqual({ status: "ready", me: api.me });
  });

  it("forgets the shops of the person before", async () => {
    $sellerMe.set({ status: "ready", me: { email: "x@example.com", shops: [] } });
    api.me = meOf(MASTER, "");
    await signedInAs({ email: MASTER, phone: "" });
    expect($sellerMe.get()).toEqual({ status: "idle" });
  });
});

describe("choosing an area", () => {
  it("keeps the choice, and goes back to choosing", () => {
    personLogin({ email: MASTER, phone: "" });
    chooseArea("support");
    expect(session()).toMatchObject({ area: "support" });
    chooseArea(null);
    expect(session()).toMatchObject({ area: null });
  });
});

describe("signing out", () => {
  it("forgets the person, their roles and the rider's details, and signs Firebase out", async () => {
    personLogin({ email: MASTER, phone: "" });
    updatePerson({ area: "support" });
    $staffMe.set({ status: "ready", me: meOf(MASTER, "") });
    $rider.set({ name: "Ravi" });
    await signOutConsole();
    expect($admin.get()).toEqual({ adminData: null, isLoggedIn: false });
    expect($staffMe.get()).toEqual({ status: "idle" });
    expect($rider.get()).toEqual({});
    expect(firebase.signedOut).toBe(1);
  });

  it("signs a rider with the key out without Firebase", async () => {
    riderKeyLogin("k");
    await signOutConsole("The rider key was refused.");
    expect(session()).toBe(null);
    expect($consoleNotice.get()).toBe("The rider key was refused.");
    expect(firebase.signedOut).toBe(0);
  });

  it("on every device: asks the server, then signs out here with a notice", async () => {
    personLogin({ email: MASTER, phone: "" });
    await signOutEverywhere();
    expect(api.signOuts).toBe(1);
    expect(session()).toBe(null);
    expect($consoleNotice.get()).toBe(SIGNED_OUT_EVERYWHERE);
    expect(firebase.signedOut).toBe(1);
  });

  it("on every device: a failed call keeps the person signed in and says so", async () => {
    personLogin({ email: MASTER, phone: "" });
    api.signOut = new Error("offline");
    await expect(signOutEverywhere()).rejects.toThrow(SIGN_OUT_EVERYWHERE_FAILED);
    expect(session()).toMatchObject({ kind: "person", email: MASTER });
    expect(firebase.signedOut).toBe(0);
  });

  it("on every device: a refusal (403, no role) keeps the person signed in and gives the server's words", async () => {
    personLogin({ email: "", phone: RIDER });
    const said =
      "You hold no staff role, so there is no staff sign-in to end on other devices: sign out here instead";
    api.signOut = Object.assign(new Error("Request failed with status code 403"), {
      response: { status: 403 },
      data: { error: said },
    });
    await expect(signOutEverywhere()).rejects.toThrow(said);
    expect(session()).toMatchObject({ kind: "person", phone: RIDER });
    expect($consoleNotice.get()).toBe("");
    expect(firebase.signedOut).toBe(0);
    // A 403 without a readable body is said as any other failure.
    api.signOut = Object.assign(new Error("403"), { response: { status: 403 }, data: "<html>" });
    await expect(signOutEverywhere()).rejects.toThrow(SIGN_OUT_EVERYWHERE_FAILED);
  });

  it("goes back to sign-in with a message when a staff call answers 401", async () => {
    personLogin({ email: "", phone: RIDER });
    staffSessionEnded();
    await vi.waitFor(() => expect(firebase.signedOut).toBe(1));
    expect(session()).toBe(null);
    expect($consoleNotice.get()).toBe(SESSION_ENDED);
  });

  it("leaves a rider with the key signed in when a staff call answers 401 (none was made by them)", () => {
    riderKeyLogin("k");
    staffSessionEnded();
    expect(session()).toEqual({ kind: "riderKey", key: "k" });
  });
});
