/**
 * The roll-ups' pending changes added in (migration 0036, src/server/db/schema/numbers.ts): the
 * triggers write a checkout's figures beside the roll-ups a shop's every checkout would touch, and
 * `numbers_fold()` adds them. A reader calls `foldNumbers` before it reads, so it reads every
 * change committed before it; each API process's worker folds every few seconds (`numbersFoldTick`),
 * so that little is ever pending.
 */
import { sql } from "drizzle-orm";
import type { Db } from "../db/connection";

/** Adds every pending change committed so far; waits for a fold under way in another process. */
export async function foldNumbers(db: Db): Promise<void> {
  await db.execute(sql`select numbers_fold(true)`);
}

/** How often each API process folds. */
export const FOLD_EVERY_MS = 5_000;

/** The worker's tick: folds unless another process is folding (it then leaves it to that one). */
export const numbersFoldTick = (db: Db) => ({
  name: "numbers' fold",
  everyMs: FOLD_EVERY_MS,
  run: () => db.execute(sql`select numbers_fold(false)`),
});
