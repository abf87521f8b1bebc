/**
 * The outbox's worker (issue 36): every API replica runs one (MESSAGES_SEND).
 * It claims what is due (outbox.ts, a lease per message, so a worker killed
 * mid-send leaves its messages to be taken again when the lease ends), renders
 * each in its language, sends it through its channel's adapter with its
 * idempotency key, and records the outcome: sent, tried again later with
 * backoff, or dead. A message whose channel is off here, or whose recipient
 * stopped that channel (choices.ts), is `skipped` with the reason; a
 * WhatsApp the number cannot receive goes again by SMS (its own key).
 * Beside the sending it runs its ticks (the scheduled messages, the bags' reminders).
 *
 * A message a stopped worker left `sending` (its send may have been accepted)
 * is sent again only when no status webhook for it came (inbound.ts
 * acceptedEarlier): else it is marked sent, not sent twice. Reports that came
 * before the send was recorded are applied once it is.
 */
import { eq } from "drizzle-orm";
import { notificationsOf, quietUntil, sellerEventOfKey } from "../../domain/messages/sellerNotices";
import { needsShortLink } from "../../domain/messages/shortLink";
import { renderMessage, TEMPLATES } from "../../domain/messages/templates";
import type { Db } from "../db/connection";
import { type OutboxRow, shops } from "../db/schema";
import { errorFields, type Logger } from "../http/log";
import type { ChannelAdapter, ChannelName, SendResult } from "./channel";
import { setChoice, stoppedAmong } from "./choices";
import { acceptedEarlier, applyStatuses, recordSends } from "./inbound";
import { type ClaimedRow, claimDue, enqueueMessages, release, settle, settleSent } from "./outbox";
import { shortLinkFor, shortLinksFor } from "./shortLinks";

export interface WorkerOptions {
  db: Db;
  adapters: Partial<Record<ChannelName, ChannelAdapter>>;
  /** The link a message carries: the shopper's order page, the seller's console, or a path on the shop its params name. */
  linkFor(row: Pick<OutboxRow, "template" | "shopId" | "orderId" | "params">): string;
  /** An email recipient's signed one-click unsubscribe link (unsubscribe.ts), if any. */
  unsubscribeFor?(recipient: string): string | undefined;
  log: Logger;
  /** Messages claimed at once, and sent at once (default 100 and 32). */
  batch?: number;
  concurrency?: number;
  /** How long a WhatsApp or SMS cut off mid-send waits for its report after its lease (default 2 min). */
  resendWaitMs?: number;
  /** How long a claim holds a message (default 60 s): a send's timeout is well inside it. */
  leaseMs?: number;
  /** The pause when nothing was due (default 500 ms). */
  idleMs?: number;
  /** After a claim that took less than a batch, the wait before the next (default 50 ms). */
  gatherMs?: number;
  /**
   * Whether this process is busy answering requests (its requests under way, http/health.ts): while
   * it is, the worker claims at most `busyBatch` messages (default 20) once every `busyEveryMs`
   * (default 1 s), so that a burst of orders is placed first and its messages follow (measured in
   * bench:prod: the sending, four messages an order, took half of a placement's machine). Busy
   * for hours, the messages still go, at that pace at least.
   */
  busy?: () => boolean;
  busyBatch?: number;
  busyEveryMs?: number;
  now?: () => Date;
  /**
   * Periodic work beside the sending (issue 36: the left bags' reminders):
   * each `run` every `everyMs` while the worker runs, the sending woken after
   * it (it may have written messages). Its failure is logged, never fatal.
   */
  ticks?: readonly { name: string; everyMs: number; run(now: Date): Promise<unknown> }[];
  /** A shop's storefront address, for the messages that name it (the merchant's welcome). */
  shopUrlFor?: (shopId: string) => string;
  /** The platform's site (PUBLIC_SITE_URL): an SMS's long links go as short links under it (/m/{code}). */
  shortLinkSite?: string;
}

export interface MessageWorker {
  /** Claims and sends one batch; resolves with how many were claimed. */
  runOnce(): Promise<number>;
  /** Keeps running batches until stop(). */
  start(): void;
  /** Runs a batch now instead of at the end of the pause (after a commit that wrote messages). */
  wake(): void;
  /** Finishes the batch (and the ticks) under way, then stops. */
  stop(): Promise<void>;
}

const OFF: Record<ChannelName, string> = {
  whatsapp: "WhatsApp is off here (no WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID)",
  sms: "SMS is off here (no SMS_AUTH_KEY and SMS_TEMPLATE_IDS)",
  email: "Email is off here (no SMTP_URL)",
  push: "Web push is off here (no VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY)",
};

export function createMessageWorker(options: WorkerOptions): MessageWorker {
  const { db, adapters, log, linkFor } = options;
  const batch = options.batch ?? 100;
  const concurrency = options.concurrency ?? 32;
  const leaseMs = options.leaseMs ?? 60_000;
  const idleMs = options.idleMs ?? 500;
  const gatherMs = options.gatherMs ?? 50;
  const busyBatch = options.busyBatch ?? 20;
  const busyEveryMs = options.busyEveryMs ?? 1_000;
  const now = options.now ?? (() => new Date());
  let running = false;
  let loop: Promise<void> | undefined;
  let wakeUp: (() => void) | undefined;
  let timers: NodeJS.Timeout[] = [];
  /** The ticks under way: stop() waits for them. */
  const ticking = new Set<Promise<unknown>>();

  /**
   * For a message to the seller's phone or mail tried again: its shop's quiet hours, so the next
   * attempt does not land inside them (as its first was held: sellerMessages.ts).
   */
  async function quietHoursFor(row: OutboxRow, result: SendResult) {
    if (result.ok || result.permanent || !row.shopId) return undefined;
    const event = sellerEventOfKey(row.key);
    if (!event) return undefined;
    const [shop] = await db
      .select({ notifications: shops.notifications })
      .from(shops)
      .where(eq(shops.shopId, row.shopId));
    if (!shop) return undefined;
    const settings = notificationsOf(shop.notifications);
    return (next: Date) => quietUntil(settings, event === "merchant" ? null : event, next);
  }

  /**
   * Messages the provider accepted, recorded together: one statement for the sends of a moment
   * instead of a commit each (measured: a burst drained at a fraction of the rate with a commit per
   * message). A worker killed before the record leaves them `sending`, taken again when their lease
   * ends, with the same key.
   */
  let accepted: { id: number; providerId: string; row: OutboxRow }[] = [];
  const recording = new Set<Promise<void>>();
  function record(): void {
    const take = accepted;
    accepted = [];
    if (take.length === 0) return;
    // With the provider's reports that came before the record (one read for them all).
    const done = recordSends(
      db,
      take.map((t) => ({ ...t.row, status: "sent" as const, providerId: t.providerId })),
      (t) => settleSent(t, take, now()),
    )
      .catch((error: unknown) => {
        log.error("Recording sent messages failed: their lease ends and they are sent again", {
          messageIds: take.map((t) => t.id),
          ...errorFields(error),
        });
      })
      .finally(() => recording.delete(done));
    recording.add(done);
  }
  const RECORD_EVERY = 25;

  /** Marks a sent message's outcome, then applies the provider's reports that came before it. */
  async function settled(row: OutboxRow, providerId: string): Promise<void> {
    await settle(db, row, { ok: true, providerId }, now());
    // (A report that marked it sent meanwhile set the same id: the row as it now stands.)
    await applyStatuses(db, { ...row, status: "sent", providerId: row.providerId || providerId });
  }

  /**
   * A claimed message, why it is not sent if its recipient stopped its channel, and the short links
   * of its batch's SMS (written together at the claim).
   */
  type Claimed = { row: ClaimedRow; stopped: string | undefined; short?: Map<string, string> };

  /** A message's variables with its links: the order's or console's page, the shop's address. */
  function paramsOf(row: OutboxRow) {
    const named = (TEMPLATES[row.template].params as readonly string[]).includes("url");
    const url = row.params.url || (named && options.shopUrlFor ? options.shopUrlFor(row.shopId) : "");
    return { ...row.params, link: linkFor(row), url };
  }

  /**
   * The short links this worker wrote or read (a link's short link never changes once its row is
   * written: most SMS carry the same few links, the shops' order pages), at most SHORT_KEPT.
   */
  const shortKept = new Map<string, string>();
  const SHORT_KEPT = 5_000;

  /** The links of these SMS that go as short links: those not known yet written in one statement. */
  async function batchShortLinks(rows: ClaimedRow[]): Promise<Map<string, string> | undefined> {
    const site = options.shortLinkSite;
    if (!site) return undefined;
    const unknown = rows
      .filter((row) => row.channel === "sms")
      .flatMap((row) => {
        const params = paramsOf(row);
        return [params.link, params.url].filter(needsShortLink);
      })
      .filter((url) => !shortKept.has(url));
    if (unknown.length === 0) return shortKept;
    try {
      const made = await shortLinksFor(db, site, unknown);
      if (shortKept.size + made.size > SHORT_KEPT) shortKept.clear();
      for (const [url, short] of made) shortKept.set(url, short);
    } catch (error) {
      // Each SMS then writes its own when it is sent.
      log.warn("Writing a batch's short links failed: each SMS writes its own", errorFields(error));
    }
    return shortKept;
  }

  /** Claims what is due, with each message's stop (one read for the batch) and its SMS's short links. */
  async function claim(limit = batch): Promise<Claimed[]> {
    const rows = await claimDue(db, now(), limit, leaseMs, options.resendWaitMs);
    const stops = await stoppedAmong(db, rows);
    const stopOf = (row: ClaimedRow) => stops.get(`${row.channel}:${row.recipient}`);
    const short = await batchShortLinks(rows.filter((row) => !stopOf(row)));
    return rows.map((row) => ({ row, stopped: stopOf(row), ...(short ? { short } : {}) }));
  }

  async function deliver({ row, stopped, short }: Claimed): Promise<void> {
    const adapter = adapters[row.channel];
    if (!adapter) {
      await settle(db, row, { skipped: OFF[row.channel] }, now());
      return;
    }
    if (row.inDoubt) {
      const accepted = await acceptedEarlier(db, row);
      if (accepted) {
        log.info("A message cut off mid-send had reached its provider: not sent again", {
          messageId: row.id,
          channel: row.channel,
        });
        await settled(row, accepted);
        return;
      }
    }
    if (stopped) {
      await settle(db, row, { skipped: stopped }, now());
      return;
    }
    const params = paramsOf(row);
    // By SMS a link longer than a DLT variable holds goes as a short link (written before the send).
    if (row.channel === "sms" && options.shortLinkSite)
      for (const name of ["link", "url"] as const)
        if (needsShortLink(params[name]))
          params[name] =
            short?.get(params[name]) ?? (await shortLinkFor(db, options.shortLinkSite, params[name]));
    const rendered = renderMessage(row.template, row.language, params);
    const result = await adapter.send({
      key: row.key,
      channel: row.channel,
      recipient: row.recipient,
      template: row.template,
      language: row.language,
      rendered,
      ...(row.channel === "email" && options.unsubscribeFor
        ? { unsubscribeUrl: options.unsubscribeFor(row.recipient) }
        : {}),
      params,
      createdAt: row.createdAt,
      now: now(),
    });
    if (!result.ok && result.unreachable && row.channel === "whatsapp") {
      // The same words by SMS, written before the WhatsApp is marked dead: a crash between leaves both to be done again.
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
    }
    if (!result.ok && result.unreachable && row.channel === "email")
      // No such mailbox: no more mail to it (the profile's switch turns it on again).
      await setChoice(db, [row.recipient], "email", true, "bounce", now());
    if (result.ok) {
      accepted.push({ id: row.id, providerId: result.providerId, row });
      if (accepted.length >= RECORD_EVERY) record();
      return;
    }
    await settle(db, row, result, now(), { hold: await quietHoursFor(row, result) });
    log.warn("A message was not sent", {
      messageId: row.id,
      channel: row.channel,
      attempt: row.attempts,
      permanent: result.permanent,
      error: result.error,
    });
  }

  const sendOne = (item: Claimed) =>
    deliver(item).catch((error: unknown) => {
      // Left as claimed: its lease ends and it is taken again.
      log.error("Sending a message failed unexpectedly", { messageId: item.row.id, ...errorFields(error) });
    });

  async function runOnce(): Promise<number> {
    const rows = await claim();
    let next = 0;
    const lane = async () => {
      for (let row = rows[next++]; row; row = rows[next++]) await sendOne(row);
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, rows.length) }, lane));
    record();
    await Promise.all(recording);
    return rows.length;
  }

  /** One pause shared by every lane, ended early by wake() or stop(). */
  let idle: Promise<void> | undefined;
  const pause = () => {
    idle ??= new Promise<void>((resolve) => {
      const timer = setTimeout(done, idleMs);
      function done() {
        clearTimeout(timer);
        wakeUp = undefined;
        idle = undefined;
        resolve();
      }
      wakeUp = done;
    });
    return idle;
  };

  /**
   * The running worker: `concurrency` lanes take messages from one queue, and
   * the next batch is claimed while the last of the one before are still
   * being sent (a batch that waited for its slowest send before the next
   * claim drained a burst at a fraction of the rate).
   */
  function lanes(): Promise<void> {
    const queue: Claimed[] = [];
    let claiming: Promise<number> | undefined;
    /** When the last claim came back with less than a batch (the worker has caught up), else 0. */
    let caughtUpAt = 0;
    /** When the last claim was made while the process was busy. */
    let busyClaimAt = 0;
    const refill = () => {
      claiming ??= (async () => {
        // Caught up, the next claim waits a moment to gather what is written meanwhile: under a
        // steady flow of orders a claim takes a few dozen messages, not the one or two written
        // since the last (each claim is a statement, its stops another).
        let wait = caughtUpAt ? caughtUpAt + gatherMs - Date.now() : 0;
        // Busy answering requests: a few messages a second, the requests first.
        const busy = options.busy?.() ?? false;
        if (busy) wait = Math.max(wait, busyClaimAt + busyEveryMs - Date.now());
        if (wait > 0) await new Promise((r) => setTimeout(r, wait));
        const limit = busy ? busyBatch : batch;
        const rows = await claim(limit);
        busyClaimAt = busy ? Date.now() : 0;
        caughtUpAt = rows.length < limit ? Date.now() : 0;
        return rows;
      })()
        .then((rows) => {
          queue.push(...rows);
          return rows.length;
        })
        .catch((error: unknown) => {
          log.error("The message worker could not read the outbox", errorFields(error));
          return 0;
        })
        .finally(() => {
          claiming = undefined;
        });
      return claiming;
    };
    const lane = async () => {
      while (running) {
        if (queue.length < concurrency) void refill();
        const row = queue.shift();
        if (row) {
          await sendOne(row);
          continue;
        }
        // Nothing to send until the next claim (which may wait: gathering, or busy): what was sent is recorded first.
        record();
        const claimed = await (claiming ?? refill());
        if (claimed === 0 && queue.length === 0 && running) {
          record();
          await pause();
        }
      }
    };
    return Promise.all(Array.from({ length: concurrency }, lane)).then(async () => {
      await claiming;
      // Claimed but not sent when stopped: given back, so another worker takes them at once
      // instead of when their lease ends.
      const unsent = queue.splice(0).map((item) => item.row.id);
      await release(db, unsent).catch((error: unknown) => {
        log.error("Giving back unsent messages failed: their lease ends and they are taken again", {
          messageIds: unsent,
          ...errorFields(error),
        });
      });
      record();
      await Promise.all(recording);
    });
  }

  return {
    runOnce,
    start() {
      if (running) return;
      running = true;
      timers = (options.ticks ?? []).map((tick) => {
        let busy = false;
        return setInterval(() => {
          if (busy || !running) return;
          busy = true;
          const run = tick
            .run(now())
            .then(() => wakeUp?.())
            .catch((error: unknown) => log.error(`The ${tick.name} tick failed`, errorFields(error)))
            .finally(() => {
              busy = false;
              ticking.delete(run);
            });
          ticking.add(run);
        }, tick.everyMs).unref();
      });
      loop = lanes();
    },
    wake() {
      wakeUp?.();
    },
    async stop() {
      running = false;
      for (const timer of timers) clearInterval(timer);
      wakeUp?.();
      await Promise.all([loop, ...ticking]);
      await Promise.all(Object.values(adapters).map((a) => a?.close?.()));
    },
  };
}
