/**
 * One-time codes of the cross-domain login: the platform (signed in with
 * Google) asks for a code, the shop's /customerLogin trades it for a session.
 * A code is 32 random bytes, stored only as its SHA-256, valid for two
 * minutes and spent by its first successful use.
 */
import { randomBytes } from "node:crypto";
import { and, eq, gt, isNull, lt } from "drizzle-orm";
import { hashSecret } from "../auth/credentials";
import type { Db } from "../db/connection";
import { handoffCodes } from "../db/schema";

/** How long a code may wait to be used. */
export const HANDOFF_TTL_MS = 2 * 60 * 1000;

/** A new code for `email`; old expired codes are swept on the way. */
export async function createHandoffCode(
  db: Db,
  email: string,
  now = new Date(),
): Promise<{ code: string; expiresAt: Date }> {
  await db.delete(handoffCodes).where(lt(handoffCodes.expiresAt, new Date(now.getTime() - HANDOFF_TTL_MS)));
  const code = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + HANDOFF_TTL_MS);
  await db.insert(handoffCodes).values({ codeHash: hashSecret(code), email, expiresAt });
  return { code, expiresAt };
}

/**
 * Spends a code: true once for an unexpired, unused code issued to `email`.
 * One UPDATE does the check and the marking, so two racing uses cannot both win.
 */
export async function redeemHandoffCode(
  db: Db,
  email: string,
  code: string,
  now = new Date(),
): Promise<boolean> {
  const spent = await db
    .update(handoffCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(handoffCodes.codeHash, hashSecret(code)),
        eq(handoffCodes.email, email),
        isNull(handoffCodes.usedAt),
        gt(handoffCodes.expiresAt, now),
      ),
    )
    .returning({ email: handoffCodes.email });
  return spent.length === 1;
}
