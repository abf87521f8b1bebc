/**
 * Staff sign-ins end (DESIGN "The staff side"): a sign-in lasts
 * STAFF_SESSION_HOURS from when the person signed in (the token's
 * auth_time, which Firebase keeps across its hourly refreshes), and "Sign out
 * on every device" ends every sign-in made before it: the time is kept per
 * email and per phone (db/schema/staff.ts `staffSignOuts`), and a sign-in
 * from before it is refused on its next call, on every replica.
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

/** Refuses (401) a sign-in past its age or made before the person signed out everywhere. */
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
  // auth_time has whole seconds: a sign-in in the same second as the sign-out counts as after it.
  if (rows.some((r) => identity.authTime < Math.floor(r.at.getTime() / 1000))) {
    throw new ApiFailure(401, SESSION_ENDED);
  }
}

/** Ends every sign-in of this person made before now (by email and by phone); answers the time. */
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
