/**
 * The staff app's session (/Admin, /masteradmin, /emitra/dashboard): a
 * person signs in with Google or a phone code, the `admin` slice keeps who
 * they are and what they chose (never a token), and the server says which
 * roles they hold (GET /api/staff/me), loaded once per sign-in. Signing out
 * here, signing out on every device, and a 401 from any staff call end it.
 * Firebase loads with the sign-in (or the first call needing a token), never
 * with the app.
 */
import { atom } from "nanostores";
import { signOutStaffFirebase } from "../auth/staffToken";
import type { StaffMeResponse } from "../contract/staff";
import { refusalMessage } from "../domain/refusal";
import type { StaffArea } from "../domain/staffAreas";
import { $admin, adminLogout, consoleSessionOf, personLogin, personOf, updatePerson } from "./admin";
import { $rider } from "./rider";
import { $sellerMe } from "./seller";

export type StaffMe =
  | { status: "idle" }
  | { status: "loading" }
  | { status: "ready"; me: StaffMeResponse }
  | { status: "failed"; message: string };

/** The signed-in person and their roles (GET /api/staff/me). */
export const $staffMe = atom<StaffMe>({ status: "idle" });

/** A line the sign-in screen shows (why the app came back to it). */
export const $consoleNotice = atom("");

export const SESSION_ENDED = "Your sign-in has ended. Sign in again to continue.";
export const ME_FAILED = "Could not load your account. Check your connection and try again.";
export const SIGNED_OUT_EVERYWHERE = "You signed out on every device.";
export const SIGN_OUT_EVERYWHERE_FAILED =
  "Could not sign out on every device: check your connection and try again. You are still signed in.";

/** Loads who the person is and what they may do; the server's email and phone are kept. */
export async function loadStaffMe(): Promise<void> {
  $staffMe.set({ status: "loading" });
  try {
    const { staffMe } = await import("../api/staff");
    const me = await staffMe();
    const person = personOf($admin.get());
    if (!person) return;
    if (person.email !== me.email || person.phone !== me.phone)
      updatePerson({ email: me.email, phone: me.phone });
    $staffMe.set({ status: "ready", me });
  } catch {
    // A 401 has already signed the app out (the staff client's handler); anything else may be retried.
    if (personOf($admin.get())) $staffMe.set({ status: "failed", message: ME_FAILED });
  }
}

/** Keeps a person who has just signed in (Google or phone) and loads their roles. */
export async function signedInAs(who: { email: string; phone: string }): Promise<void> {
  $consoleNotice.set("");
  $sellerMe.set({ status: "idle" });
  personLogin(who);
  await loadStaffMe();
}

/** "Continue with Google": signs the person in; false when they gave up. */
export async function signInWithGoogle(): Promise<boolean> {
  const { googleSignIn } = await import("../auth/google");
  const user = await googleSignIn();
  if (!user) return false;
  await signedInAs({ email: user.email, phone: "" });
  return true;
}

/** The person chooses where to work on this page (null: back to the choice). */
export function chooseArea(area: StaffArea | null): void {
  updatePerson({ area });
}

/** Signs out of the staff app here: forgets the person (and a rider's details) and signs Firebase out. */
export async function signOutConsole(notice = ""): Promise<void> {
  const wasPerson = consoleSessionOf($admin.get())?.kind === "person";
  adminLogout();
  $rider.set({});
  $staffMe.set({ status: "idle" });
  $sellerMe.set({ status: "idle" });
  $consoleNotice.set(notice);
  if (wasPerson) await signOutStaffFirebase().catch(() => {});
}

/**
 * "Sign out on every device": the server ends every sign-in of this person
 * (the other devices' next call is refused), then this one signs out. A
 * failure leaves the person signed in here and says so (thrown message):
 * the server's own words when it refused (403: the person holds no role, so
 * there is nothing to end; the app offers the call to people with a role).
 */
export async function signOutEverywhere(): Promise<void> {
  const { signOutEveryDevice } = await import("../api/staff");
  try {
    await signOutEveryDevice();
  } catch (cause) {
    // A 401 means this sign-in had ended already: the handler has signed out.
    if (!personOf($admin.get())) return;
    // HTTPError carries the answer; read by shape, so the HTTP client stays out of this module's chunk.
    const refused = cause as { response?: { status?: number }; data?: unknown } | null;
    const said = refused?.response?.status === 403 ? refusalMessage(refused.data) : "";
    throw new Error(said || SIGN_OUT_EVERYWHERE_FAILED, { cause });
  }
  await signOutConsole(SIGNED_OUT_EVERYWHERE);
}

/** A staff call answered 401: the sign-in is over (expired, signed out elsewhere, or taken away). */
export function staffSessionEnded(): void {
  if (personOf($admin.get())) void signOutConsole(SESSION_ENDED);
}
