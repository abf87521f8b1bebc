/**
 * Staff sign-ins end (DESIGN "The staff side"): a sign-in lasts
 * STAFF_SESSION_HOURS from when the person signed in (the token's
 * auth_time, which Firebase keeps across its hourly refreshes), and "Sign out
 * on every device" ends every sign-in made up to it: the time is kept per
 * email and per phone (db/schema/staff.ts `staffSignOuts`), and a sign-in
 * from then or before is refused on its next call, on every replica.
 * auth_time has whole seconds, so a sign-in in the sign-out's own second
 * cannot be told from one just before it: it ends too. The call answers only
 * once that second is over (routes.ts), so a sign-in made after its answer
 * works. A fresh token needs a new sign-in: Firebase's refresh keeps
 * auth_time, so a refreshed token of an ended sign-in stays ended.
 */
import { inArray, sql } from "drizzle-orm";
import type { Identity } from "../auth/tokens";
import type { Db } from "../db/connection";
import { staffSignOuts } from "../db/schema";
import { ApiFailure } from "../http/failure";

/** How long a staff sign-in lasts when STAFF_SESSION_HOURS is not given. */
export const DEFAULT_STAFF_SESSION_SECONDS = 12 * 3600;

export const SESSION_EXPIRED = "Your sign-in has expired: sign in again";
export const SESSION_ENDED = "You signed out on every device: sign in again";

const principals = (person: { email: string; phone: string }) =>
  [person.email, person.phone].filter((p) => p !== "");

/** When this sign-in stops working by age (ms). */
export const sessionEndsAt = (identity: Identity, maxSeconds = DEFAULT_STAFF_SESSION_SECONDS) =>
  (identity.authTime + maxSeconds) * 1000;

/** Refuses (401) a sign-in past its age or made up to the moment the person signed out everywhere. */
export async function checkStaffSession(
  db: Db,
  identity: Identity,
  maxSeconds = DEFAULT_STAFF_SESSION_SECONDS,
  now = Date.now(),
): Promise<void> {
  if (now >= sessionEndsAt(identity, maxSeconds)) throw new ApiFailure(401, SESSION_EXPIRED);
  const who = principals(identity);
  if (who.length === 0) return;
  const rows = await db
    .select({ at: staffSignOuts.at })
    .from(staffSignOuts)
    .where(inArray(staffSignOuts.principal, who));
  // auth_time has whole seconds: a sign-in in the sign-out's second may have come before it, so it ends too.
  if (rows.some((r) => identity.authTime <= signOutSecond(r.at))) {
    throw new ApiFailure(401, SESSION_ENDED);
  }
}

/** The last whole second of sign-ins a sign-out at `at` ends (auth_time's grain). */
export const signOutSecond = (at: Date) => Math.floor(at.getTime() / 1000);

/** Milliseconds until the second of a sign-out at `at` is over: a sign-in after that works. */
export const untilSignOutSecondEnds = (at: Date, now = Date.now()) =>
  Math.max(0, (signOutSecond(at) + 1) * 1000 - now);

/** Ends every sign-in of this person made up to now (by email and by phone); answers the time. */
export async function signOutEverywhere(db: Db, person: { email: string; phone: string }): Promise<Date> {
  const at = new Date();
  const who = principals(person);
  if (who.length) {
    await db
      .insert(staffSignOuts)
      .values(who.map((principal) => ({ principal, at })))
      .onConflictDoUpdate({ target: staffSignOuts.principal, set: { at: sql`excluded.at` } });
  }
  return at;
}
