/**
 * Idempotency keys are kept for IDEMPOTENCY_TTL_HOURS (default 24), then
 * deleted by main.ts's hourly sweep. A retry within the TTL gets the first
 * answer; a retry after it places the order anew, which only a client that
 * waited a day to retry would see.
 */
import { sql } from "drizzle-orm";
import type { Db } from "../db/connection";
import { idempotencyKeys } from "../db/schema";

/** Deletes the keys created more than `ttlHours` ago (by the database's clock); returns how many. */
export async function pruneIdempotencyKeys(db: Db, ttlHours: number): Promise<number> {
  const gone = await db
    .delete(idempotencyKeys)
    .where(sql`${idempotencyKeys.createdAt} < now() - make_interval(secs => ${ttlHours * 3600})`)
    .returning({ key: idempotencyKeys.key });
  return gone.length;
}
