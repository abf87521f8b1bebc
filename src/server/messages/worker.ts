/**
 * The outbox's worker (issue 36): every API replica runs one (MESSAGES_SEND).
 * It claims what is due (outbox.ts, a lease per message, so a worker killed
 * mid-send leaves its messages to be taken again when the lease ends), renders
 * each in its language, sends it through its channel's adapter with its
 * idempotency key, and records the outcome: sent, tried again later with
 * backoff, or dead. A message whose channel is off here is `skipped`; a
 * WhatsApp the number cannot receive goes again by SMS (its own key).
 */
import { renderMessage } from "../../domain/messages/templates";
import type { Db } from "../db/connection";
import type { OutboxRow } from "../db/schema";
import { errorFields, type Logger } from "../http/log";
import type { ChannelAdapter, ChannelName } from "./channel";
import { claimDue, enqueueMessages, settle } from "./outbox";

export interface WorkerOptions {
  db: Db;
  adapters: Partial<Record<ChannelName, ChannelAdapter>>;
  /** The link a message carries: the shopper's order page, or the seller's console. */
  linkFor(row: Pick<OutboxRow, "template" | "shopId" | "orderId">): string;
  log: Logger;
  /** Messages claimed at once, and sent at once (default 50 and 16). */
  batch?: number;
  concurrency?: number;
  /** How long a claim holds a message (default 60 s): a send's timeout is well inside it. */
  leaseMs?: number;
  /** The pause when nothing was due (default 500 ms). */
  idleMs?: number;
  now?: () => Date;
}

export interface MessageWorker {
  /** Claims and sends one batch; resolves with how many were claimed. */
  runOnce(): Promise<number>;
  /** Keeps running batches until stop(). */
  start(): void;
  /** Runs a batch now instead of at the end of the pause (after a commit that wrote messages). */
  wake(): void;
  /** Finishes the batch under way, then stops. */
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
  const batch = options.batch ?? 50;
  const concurrency = options.concurrency ?? 16;
  const leaseMs = options.leaseMs ?? 60_000;
  const idleMs = options.idleMs ?? 500;
  const now = options.now ?? (() => new Date());
  let running = false;
  let loop: Promise<void> | undefined;
  let wakeUp: (() => void) | undefined;

  async function deliver(row: OutboxRow): Promise<void> {
    const adapter = adapters[row.channel];
    if (!adapter) {
      await settle(db, row, { skipped: OFF[row.channel] }, now());
      return;
    }
    const params = { ...row.params, link: linkFor(row) };
    const rendered = renderMessage(row.template, row.language, params);
    const result = await adapter.send({
      key: row.key,
      channel: row.channel,
      recipient: row.recipient,
      template: row.template,
      language: row.language,
      rendered,
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
    await settle(db, row, result, now());
    if (!result.ok)
      log.warn("A message was not sent", {
        messageId: row.id,
        channel: row.channel,
        attempt: row.attempts,
        permanent: result.permanent,
        error: result.error,
      });
  }

  async function runOnce(): Promise<number> {
    const rows = await claimDue(db, now(), batch, leaseMs);
    let next = 0;
    const lane = async () => {
      for (let row = rows[next++]; row; row = rows[next++]) {
        await deliver(row).catch((error: unknown) => {
          // Left as claimed: its lease ends and it is taken again.
          log.error("Sending a message failed unexpectedly", { messageId: row.id, ...errorFields(error) });
        });
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, rows.length) }, lane));
    return rows.length;
  }

  const pause = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, idleMs);
      wakeUp = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  return {
    runOnce,
    start() {
      if (running) return;
      running = true;
      loop = (async () => {
        while (running) {
          const claimed = await runOnce().catch((error: unknown) => {
            log.error("The message worker could not read the outbox", errorFields(error));
            return 0;
          });
          if (claimed === 0 && running) await pause();
        }
      })();
    },
    wake() {
      wakeUp?.();
    },
    async stop() {
      running = false;
      wakeUp?.();
      await loop;
      await Promise.all(Object.values(adapters).map((a) => a?.close?.()));
    },
  };
}
