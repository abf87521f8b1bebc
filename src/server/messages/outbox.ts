/**
 * The outbox's rows (src/server/db/schema/messages.ts): written in the
 * transaction of the change that causes them (`enqueueMessages`, a message
 * already written is no second row), claimed by a worker for a lease
 * (`claimDue`: FOR UPDATE SKIP LOCKED, so replicas share the queue and never
 * take the same row), then marked sent, retried later or dead.
 */
import { and, eq, getTableColumns, inArray, sql } from "drizzle-orm";
import { RESEND_WAIT_MS } from "../../domain/messages/consent";
import { backoffMs, MAX_ATTEMPTS } from "../../domain/messages/retry";
import type { Db } from "../db/connection";
import { type NewOutboxRow, type OutboxRow, outboxMessages } from "../db/schema";
import { rowsStatement } from "../db/statements";
import type { SendResult } from "./channel";

export type NewMessage = Omit<
  NewOutboxRow,
  "id" | "status" | "attempts" | "lockedUntil" | "providerId" | "lastError" | "sentAt"
>;

/** A claimed message; `inDoubt`: a worker stopped while sending it, so the provider may already have it. */
export type ClaimedRow = OutboxRow & { inDoubt: boolean };

/** Writes messages in `tx`; one whose key is already there is left as it is. */
export async function enqueueMessages(tx: Db, messages: NewMessage[]): Promise<void> {
  if (messages.length === 0) return;
  await insertMessages(tx, messages);
}

/** Built once for each number of messages (db/statements.ts): a placement writes four or so. */
const insertMessages = rowsStatement<NewMessage, unknown>("outbox-insert", (db, rows) =>
  db.insert(outboxMessages).values(rows).onConflictDoNothing({ target: outboxMessages.key }),
);

/**
 * Takes up to `limit` messages due at `now` (pending and due, or held by a
 * worker whose lease ran out: it stopped mid-send), holding each until
 * `now + leaseMs`, counting the attempt. A WhatsApp or SMS whose lease ran
 * out waits `resendWaitMs` (MESSAGE_RESEND_WAIT_SECONDS) more for the provider's status webhook (which
 * marks it sent: inbound.ts) before it is taken again, `inDoubt`.
 */
export async function claimDue(
  db: Db,
  now: Date,
  limit: number,
  leaseMs: number,
  resendWaitMs = RESEND_WAIT_MS,
): Promise<ClaimedRow[]> {
  const until = new Date(now.getTime() + leaseMs);
  const waited = new Date(now.getTime() - resendWaitMs);
  // `now` is a JavaScript time, whole milliseconds; a row's default next_attempt_at is PostgreSQL's
  // now(), in microseconds. A message written in the same millisecond is due: compare with the end of it.
  const dueBefore = new Date(now.getTime() + 1);
  // One statement (no BEGIN and COMMIT around a read and a write): the due rows locked, skipping
  // those another worker holds, and taken; whether each was held by a worker that stopped is read
  // from the row as it was.
  const due = db.$with("due").as(
    db
      .select({ id: outboxMessages.id, status: outboxMessages.status })
      .from(outboxMessages)
      .where(
        sql`(${outboxMessages.status} = 'pending' and ${outboxMessages.nextAttemptAt} < ${dueBefore.toISOString()})
          or (${outboxMessages.status} = 'sending' and ${outboxMessages.lockedUntil} < ${now.toISOString()}
            and (${outboxMessages.channel} not in ('whatsapp', 'sms') or ${outboxMessages.lockedUntil} < ${waited.toISOString()}))`,
      )
      .orderBy(outboxMessages.id)
      .limit(limit)
      .for("update", { skipLocked: true }),
  );
  const claimed = await db
    .with(due)
    .update(outboxMessages)
    .set({ status: "sending", lockedUntil: until, attempts: sql`${outboxMessages.attempts} + 1` })
    .from(due)
    .where(eq(outboxMessages.id, due.id))
    .returning({ ...getTableColumns(outboxMessages), inDoubt: sql<boolean>`${due.status} = 'sending'` });
  return claimed.sort((a, b) => a.id - b.id);
}

/**
 * Records a claimed message's outcome; a lease lost meanwhile (another worker took it) changes
 * nothing. A message tried again waits its backoff, and then past the instant `hold` gives for
 * that time (the seller's quiet hours), if any.
 */
export async function settle(
  db: Db,
  row: Pick<OutboxRow, "id" | "attempts">,
  result: SendResult | { skipped: string } | { dead: string },
  now: Date,
  { random, hold }: { random?: () => number; hold?: ((next: Date) => Date | null) | undefined } = {},
): Promise<void> {
  const held = and(eq(outboxMessages.id, row.id), eq(outboxMessages.status, "sending"));
  if ("skipped" in result) {
    await db
      .update(outboxMessages)
      .set({ status: "skipped", lockedUntil: null, lastError: result.skipped })
      .where(held);
  } else if ("dead" in result) {
    await db
      .update(outboxMessages)
      .set({ status: "dead", lockedUntil: null, lastError: result.dead })
      .where(held);
  } else if (result.ok) {
    await db
      .update(outboxMessages)
      .set({ status: "sent", lockedUntil: null, providerId: result.providerId, lastError: "", sentAt: now })
      .where(held);
  } else if (result.permanent || row.attempts >= MAX_ATTEMPTS) {
    const why = result.permanent ? result.error : `${result.error} (gave up after ${row.attempts} attempts)`;
    await db.update(outboxMessages).set({ status: "dead", lockedUntil: null, lastError: why }).where(held);
  } else {
    const backoff = new Date(now.getTime() + backoffMs(row.attempts, result.retryAfterMs, random));
    const next = hold?.(backoff) ?? backoff;
    await db
      .update(outboxMessages)
      .set({ status: "pending", lockedUntil: null, lastError: result.error, nextAttemptAt: next })
      .where(held);
  }
}

/**
 * Records messages the provider accepted, in one statement (a worker's sends of a moment, not one
 * commit each); a message whose lease was lost meanwhile is left as it is, as `settle` leaves it.
 */
export async function settleSent(
  db: Db,
  sent: { id: number; providerId: string }[],
  now: Date,
): Promise<void> {
  if (sent.length === 0) return;
  const values = sql.join(
    sent.map((s) => sql`(${s.id}::bigint, ${s.providerId}::text)`),
    sql`, `,
  );
  await db.execute(sql`
    update ${outboxMessages} set status = 'sent', locked_until = null, provider_id = v.provider_id,
      last_error = '', sent_at = ${now.toISOString()}
    from (values ${values}) as v (id, provider_id)
    where ${outboxMessages.id} = v.id and ${outboxMessages.status} = 'sending'`);
}

/** Claimed messages given back unsent (a worker stopping): pending at once, the attempt not counted. */
export async function release(db: Db, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(outboxMessages)
    .set({ status: "pending", lockedUntil: null, attempts: sql`${outboxMessages.attempts} - 1` })
    .where(and(inArray(outboxMessages.id, ids), eq(outboxMessages.status, "sending")));
}

/** A dead letter sent again: pending at once with its attempts counted afresh (staff's retry). */
export async function retryDead(db: Db, id: number, now = new Date()): Promise<OutboxRow | undefined> {
  const [row] = await db
    .update(outboxMessages)
    .set({ status: "pending", attempts: 0, nextAttemptAt: now, lastError: "" })
    .where(and(eq(outboxMessages.id, id), eq(outboxMessages.status, "dead")))
    .returning();
  return row;
}
