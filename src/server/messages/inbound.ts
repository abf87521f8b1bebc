/**
 * What comes in from the providers (issue 36, DESIGN "Messages and money"):
 * each event is recorded once by its own id (`message_events`; a webhook sent
 * again is a no-op) and then applied:
 *
 * - a status report finds its message by the provider's id (or our key, which
 *   WhatsApp carries back): a message still `sending` or `pending` (its send
 *   cut off, or timed out after the provider accepted it) is `sent` now, and
 *   the row's delivery is what all its reports add up to, whatever their order
 *   (consent.ts foldDelivery). A WhatsApp that failed for a reason SMS cures is
 *   written again as an SMS under its own key (`{key}:sms`, once). An email's
 *   hard bounce (bounces.ts) stops mail to that address.
 * - a reply of STOP or START stops or resumes its channel for that number
 *   (choices.ts).
 *
 * The worker also asks here, before it sends again a message left `sending`
 * by a worker that stopped mid-send, whether the provider reported it
 * (`acceptedEarlier`): then it is marked sent, not sent twice.
 */
import { and, eq, gte, inArray, notExists, or, sql } from "drizzle-orm";
import { fallsBackToSms, foldDelivery, replyIntent } from "../../domain/messages/consent";
import type { Db } from "../db/connection";
import { messageEvents, type NewMessageEvent, type OutboxRow, outboxMessages } from "../db/schema";
import { setChoice } from "./choices";
import { enqueueMessages } from "./outbox";

export type InboundEvent = Omit<NewMessageEvent, "receivedAt">;

export interface Applied {
  /** Events new here (the others were replays). */
  recorded: number;
  /** Messages whose delivery changed. */
  messages: number[];
  /** Replies that stopped or started a channel. */
  choices: number;
}

/**
 * The outbox rows a status report is about, by the provider's id or by our key (WhatsApp), locked
 * and read afresh in one order (so two reports never wait on each other): a report and the worker
 * recording the same send wait for each other, and whichever folds the row's reports second sees
 * the other's (seen on PostgreSQL before the lock: a failed report lost to a stale "sent").
 */
async function rowsFor(db: Db, event: Pick<InboundEvent, "messageId" | "key">): Promise<OutboxRow[]> {
  const by = [
    event.messageId ? eq(outboxMessages.providerId, event.messageId) : undefined,
    event.key ? eq(outboxMessages.key, event.key) : undefined,
  ].filter((c) => c !== undefined);
  if (by.length === 0) return [];
  return db
    .select()
    .from(outboxMessages)
    .where(or(...by))
    .orderBy(outboxMessages.id)
    .for("update");
}

/**
 * An SMS report is found by the provider's request id alone, which its row holds only once the
 * worker records the send: a report that comes while the record is under way would find no row
 * and the record's read of early reports would not yet see it. Both take this lock for the id
 * first (the report's transaction, and the record's, in the hash's order), so one waits for the
 * other's commit and then sees its write.
 */
async function holdSmsReports(db: Db, providerIds: string[]): Promise<void> {
  if (providerIds.length === 0) return;
  const ids = sql.join(
    providerIds.map((id) => sql`(${`sms-report:${id}`}::text)`),
    sql`, `,
  );
  await db.execute(
    sql`select pg_advisory_xact_lock(k) from (select distinct hashtext(v.id) as k from (values ${ids}) as v (id)) as s order by k`,
  );
}

/**
 * Recomputes a sent message's delivery from every report recorded for it; a failed WhatsApp SMS
 * cures goes again by SMS. The row is locked and read afresh first, and its reports read after
 * the lock (as rowsFor does for a report).
 */
export async function applyStatuses(db: Db, hint: OutboxRow): Promise<boolean> {
  // A push has no reports.
  if (hint.channel === "push") return false;
  return db.transaction(async (tx) => {
    const t = tx as Db;
    const [row] = await t.select().from(outboxMessages).where(eq(outboxMessages.id, hint.id)).for("update");
    return row ? foldInto(t, row) : false;
  });
}

async function foldInto(db: Db, row: OutboxRow): Promise<boolean> {
  if (row.channel === "push") return false;
  const ids = [row.providerId, row.key].filter(Boolean);
  const events = await db
    .select()
    .from(messageEvents)
    .where(
      and(
        eq(messageEvents.kind, "status"),
        eq(messageEvents.channel, row.channel),
        or(
          row.providerId ? eq(messageEvents.messageId, row.providerId) : sql`false`,
          // WhatsApp carries our key back; a bounced mail returns its Idempotency-Key header.
          row.channel !== "sms" ? inArray(messageEvents.key, ids) : sql`false`,
        ),
      ),
    );
  if (events.length === 0) return false;
  const delivery = foldDelivery(
    events.map((e) => ({
      state: e.state as "sent" | "delivered" | "read" | "failed",
      at: e.at,
      detail: e.detail,
      code: e.code,
    })),
  );
  const same =
    delivery.delivery === row.delivery &&
    delivery.deliveryError === row.deliveryError &&
    delivery.deliveredAt?.getTime() === row.deliveredAt?.getTime() &&
    delivery.readAt?.getTime() === row.readAt?.getTime();
  if (!same) await db.update(outboxMessages).set(delivery).where(eq(outboxMessages.id, row.id));
  const failed = events.find((e) => e.state === "failed");
  if (delivery.delivery === "failed" && row.channel === "whatsapp" && fallsBackToSms(failed?.code))
    // The same words by SMS, once: its key is the one a synchronous 131026 uses.
    await enqueueMessages(db, [
      {
        key: `${row.key}:sms`,
        event: row.event,
        channel: "sms",
        recipient: row.recipient,
        shopId: row.shopId,
        orderId: row.orderId,
        template: row.template,
        language: row.language,
        params: row.params,
      },
    ]);
  return !same;
}

/**
 * Records a worker's sends the provider accepted (`record`: outbox.ts settleSent) and applies the
 * reports that came for them before the record (a provider quicker than the record): one read for
 * them all in the record's transaction, after the SMS reports' locks (holdSmsReports), then each
 * message that has any gets them applied (applyStatuses).
 */
export async function recordSends(
  db: Db,
  rows: OutboxRow[],
  record: (t: Db) => Promise<void>,
): Promise<void> {
  const sent = rows.filter((r) => r.channel === "whatsapp" || r.channel === "sms");
  const providerIds = sent.map((r) => r.providerId).filter(Boolean);
  const keys = sent.filter((r) => r.channel === "whatsapp").map((r) => r.key);
  const found = await db.transaction(async (tx) => {
    const t = tx as Db;
    await holdSmsReports(
      t,
      sent.filter((r) => r.channel === "sms" && r.providerId).map((r) => r.providerId),
    );
    await record(t);
    if (sent.length === 0) return [];
    return t
      .select({ messageId: messageEvents.messageId, key: messageEvents.key })
      .from(messageEvents)
      .where(
        and(
          eq(messageEvents.kind, "status"),
          or(
            providerIds.length ? inArray(messageEvents.messageId, providerIds) : sql`false`,
            keys.length ? inArray(messageEvents.key, keys) : sql`false`,
          ),
        ),
      );
  });
  if (found.length === 0) return;
  const ids = new Set(found.map((f) => f.messageId));
  const byKey = new Set(found.map((f) => f.key));
  for (const row of sent) if (ids.has(row.providerId) || byKey.has(row.key)) await applyStatuses(db, row);
}

/** A status report of a message whose send was cut off or timed out: the provider has it, so it is sent. */
async function markAccepted(db: Db, row: OutboxRow, providerId: string, now: Date): Promise<OutboxRow> {
  if (row.status !== "sending" && row.status !== "pending") return row;
  const [after] = await db
    .update(outboxMessages)
    .set({ status: "sent", lockedUntil: null, providerId, lastError: "", sentAt: now })
    .where(and(eq(outboxMessages.id, row.id), inArray(outboxMessages.status, ["sending", "pending"])))
    .returning();
  return after ?? row;
}

/** A provider's text as the database keeps it: no NUL, no lone surrogate (PostgreSQL refuses both). */
const storable = (text: string): string => text.replaceAll(String.fromCharCode(0), "").toWellFormed();

/** Records each event once by its id and applies the new ones, in one transaction per event. */
export async function recordInbound(db: Db, events: InboundEvent[], now = new Date()): Promise<Applied> {
  const applied: Applied = { recorded: 0, messages: [], choices: 0 };
  for (const raw of events) {
    const event: InboundEvent = {
      ...raw,
      id: storable(raw.id),
      messageId: storable(raw.messageId ?? ""),
      key: storable(raw.key ?? ""),
      phone: storable(raw.phone ?? ""),
      state: storable(raw.state),
      detail: storable(raw.detail ?? ""),
      // An integer column: a code out of its range is no code; a time out of range is the arrival's.
      code: Number.isInteger(raw.code) && Math.abs(raw.code ?? 0) < 2 ** 31 ? raw.code : null,
      at: Number.isNaN(raw.at.getTime()) ? now : raw.at,
    };
    await db.transaction(async (tx) => {
      const t = tx as Db;
      if (event.kind === "status" && event.channel === "sms" && event.messageId)
        await holdSmsReports(t, [event.messageId]);
      const [fresh] = await t
        .insert(messageEvents)
        .values({ ...event, receivedAt: now })
        .onConflictDoNothing({ target: messageEvents.id })
        .returning({ id: messageEvents.id });
      if (!fresh) return;
      applied.recorded += 1;
      if (event.kind === "reply") {
        const intent = replyIntent(event.detail ?? "");
        if (intent && event.phone && (event.channel === "whatsapp" || event.channel === "sms")) {
          await setChoice(t, [event.phone], event.channel, intent === "stop", "reply", now);
          applied.choices += 1;
        }
        return;
      }
      for (const found of await rowsFor(t, event)) {
        const row = await markAccepted(t, found, found.providerId || (event.messageId ?? ""), now);
        if (await foldInto(t, row)) applied.messages.push(row.id);
        // A hard bounce: the address takes no more mail (the profile's switch turns it on again).
        if (row.channel === "email" && event.state === "failed" && (event.code ?? 0) >= 500)
          await setChoice(t, [row.recipient], "email", true, "bounce", now);
      }
    });
  }
  return applied;
}

/**
 * Whether the provider reported a message whose send was cut off (its worker
 * stopped between the provider's acceptance and its record): its id then, or
 * null. WhatsApp carries our key back (biz_opaque_callback_data); MSG91 does
 * not, so an SMS is matched by its number: a report for that number since the
 * message was written, whose request id is no other message's.
 */
export async function acceptedEarlier(db: Db, row: OutboxRow): Promise<string | null> {
  if (row.channel === "whatsapp") {
    const [event] = await db
      .select({ messageId: messageEvents.messageId })
      .from(messageEvents)
      .where(
        and(
          eq(messageEvents.kind, "status"),
          eq(messageEvents.channel, "whatsapp"),
          eq(messageEvents.key, row.key),
        ),
      )
      .limit(1);
    return event?.messageId || null;
  }
  if (row.channel !== "sms") return null;
  const [event] = await db
    .select({ messageId: messageEvents.messageId })
    .from(messageEvents)
    .where(
      and(
        eq(messageEvents.kind, "status"),
        eq(messageEvents.channel, "sms"),
        eq(messageEvents.phone, row.recipient),
        gte(messageEvents.receivedAt, row.createdAt),
        sql`${messageEvents.messageId} <> ''`,
        notExists(
          db
            .select({ one: sql`1` })
            .from(outboxMessages)
            .where(eq(outboxMessages.providerId, messageEvents.messageId)),
        ),
      ),
    )
    .orderBy(messageEvents.receivedAt)
    .limit(1);
  return event?.messageId || null;
}
