/**
 * Counts failed attempts per client (fixed window): after `max` failures a
 * client is refused until its window ends. The counts live in the database
 * (table attempt_failures), so every API replica behind the load balancer
 * counts the same tries; one upsert a failure keeps concurrent failures exact.
 * Times come from `now` (the API's clock; the tests pass their own).
 */
import { and, eq, gt, lte, sql } from "drizzle-orm";
import type { Db } from "../db/connection";
import { attemptFailures } from "../db/schema";
import { rowsStatement, statement } from "../db/statements";

export type FailureLimiter = ReturnType<typeof createFailureLimiter>;

/** Seconds until a window that ends at `resetAt` is over, at least 1. */
const secondsUntil = (resetAt: Date, at: Date) =>
  Math.max(1, Math.ceil((resetAt.getTime() - at.getTime()) / 1000));

/** Deletes the windows that have ended (the API's hourly sweep); returns how many. */
export async function pruneAttemptFailures(db: Db, now = new Date()): Promise<number> {
  const gone = await db
    .delete(attemptFailures)
    .where(lte(attemptFailures.resetAt, now))
    .returning({ key: attemptFailures.key });
  return gone.length;
}

/**
 * Counts one more for each key at once, in one statement (each in its own
 * window: a new one when its last ended): what several limiters' `fail`
 * would do, for a request counted against several limits. Keys must differ.
 */
export async function countAll(
  db: Db,
  entries: readonly { key: string; windowMs: number }[],
  now = Date.now(),
): Promise<void> {
  if (entries.length === 0) return;
  await countRows(
    db,
    entries.map(({ key, windowMs }) => ({ key, failures: 1, resetAt: new Date(now + windowMs) })),
    { at: new Date(now) },
  );
}

/** The counts' upsert, built once for each number of keys (db/statements.ts): a placement counts two. */
const countRows = rowsStatement<typeof attemptFailures.$inferInsert, unknown>(
  "count-all",
  (db, rows, param) => {
    const ended = sql`${attemptFailures.resetAt} <= ${param("at")}`;
    return db
      .insert(attemptFailures)
      .values(rows)
      .onConflictDoUpdate({
        target: attemptFailures.key,
        set: {
          failures: sql`case when ${ended} then 1 else ${attemptFailures.failures} + 1 end`,
          resetAt: sql`case when ${ended} then excluded.reset_at else ${attemptFailures.resetAt} end`,
        },
      });
  },
);

type AttemptFailureRow = typeof attemptFailures.$inferSelect;

/** A key's window, while it is open: every limited call reads it, built once (db/statements.ts). */
// A placeholder is sent as given, not through the column's mapping: the time as ISO text.
const openWindow = statement<{ key: string; at: string }, AttemptFailureRow[]>("attempt-window", (db) =>
  db
    .select()
    .from(attemptFailures)
    .where(
      and(
        eq(attemptFailures.key, sql.placeholder("key")),
        gt(attemptFailures.resetAt, sql.placeholder("at")),
      ),
    ),
);

/** A failure limiter: `max` failures per `windowMs` per key. */
export function createFailureLimiter({
  max = 5,
  windowMs = 15 * 60_000,
  now = Date.now,
}: {
  max?: number;
  windowMs?: number;
  now?: () => number;
} = {}) {
  return {
    /** The limit itself, for messages that name it. */
    max,
    windowMs,
    /** Seconds until the key may try again, or 0 when it may try now. */
    async retryAfter(db: Db, key: string): Promise<number> {
      const at = new Date(now());
      const [row] = await openWindow(db, { key, at: at.toISOString() });
      return row && row.failures >= max ? secondsUntil(row.resetAt, at) : 0;
    },
    /**
     * Records one failure of the key (a new window when the last one ended)
     * and returns the seconds it must now wait, 0 while this failure was still
     * within the limit. One statement: concurrent failures each get their own count.
     */
    async fail(db: Db, key: string): Promise<number> {
      const at = new Date(now());
      const resetAt = new Date(at.getTime() + windowMs);
      const ended = lte(attemptFailures.resetAt, at);
      const [row] = await db
        .insert(attemptFailures)
        .values({ key, failures: 1, resetAt })
        .onConflictDoUpdate({
          target: attemptFailures.key,
          set: {
            failures: sql`case when ${ended} then 1 else ${attemptFailures.failures} + 1 end`,
            resetAt: sql`case when ${ended} then ${resetAt.toISOString()}::timestamptz else ${attemptFailures.resetAt} end`,
          },
        })
        .returning();
      return row && row.failures > max ? secondsUntil(row.resetAt, at) : 0;
    },
    /** Forgets a key's failures (after a success). */
    async reset(db: Db, key: string): Promise<void> {
      await db.delete(attemptFailures).where(eq(attemptFailures.key, key));
    },
  };
}
