/**
 * The outbox (issue 36, DESIGN "Messages and money"): every message to the
 * outside world (WhatsApp, SMS, email, web push) is a row written in the same
 * transaction as the change that causes it, and sent by the worker
 * (src/server/messages/worker.ts). `key` is the message's idempotency key: a
 * second write of the same message is no second row, and the provider gets it
 * with the send, so a send retried after a crash is not a second message.
 *
 * status: `pending` (waiting for `nextAttemptAt`), `sending` (a worker holds
 * it until `lockedUntil`; past that it is anyone's again), `sent`, `dead`
 * (refused for good or out of attempts: the dead-letter list staff see and
 * may retry), `skipped` (its channel has no credentials here: never sent,
 * never faked).
 */
import { sql } from "drizzle-orm";
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import type { Language, MessageParams, TemplateName } from "../../../domain/messages/templates";

export const outboxMessages = pgTable(
  "outbox_messages",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    key: text("key").notNull().unique("outbox_messages_key_uq"),
    /** What happened, e.g. "order.placed". */
    event: text("event").notNull(),
    channel: text("channel").$type<"whatsapp" | "sms" | "email" | "push">().notNull(),
    /** An E.164 phone (WhatsApp, SMS), an email address, or a push subscription's id. */
    recipient: text("recipient").notNull(),
    /** The shop it is about ("" for none), and the order (""), for staff's lists. */
    shopId: text("shop_id").notNull().default(""),
    orderId: text("order_id").notNull().default(""),
    template: text("template").$type<TemplateName>().notNull(),
    language: text("language").$type<Language>().notNull().default("en"),
    params: jsonb("params").$type<MessageParams>().notNull(),
    status: text("status")
      .$type<"pending" | "sending" | "sent" | "dead" | "skipped">()
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    /** The provider's id for the message once sent (wamid…, a request id, a Message-ID). */
    providerId: text("provider_id").notNull().default(""),
    /** The last failure, as the provider or the network gave it. */
    lastError: text("last_error").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    check("outbox_messages_channel_valid", sql`${t.channel} in ('whatsapp', 'sms', 'email', 'push')`),
    check(
      "outbox_messages_status_valid",
      sql`${t.status} in ('pending', 'sending', 'sent', 'dead', 'skipped')`,
    ),
    check("outbox_messages_language_valid", sql`${t.language} in ('en', 'hi')`),
    // The worker's queue: what is due, oldest first; and what a crashed worker left held.
    index("outbox_messages_due_idx").on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    index("outbox_messages_held_idx").on(t.lockedUntil).where(sql`${t.status} = 'sending'`),
    // Staff's lists: a shop's messages, an order's, the dead letters.
    index("outbox_messages_shop_idx").on(t.shopId, t.createdAt),
    index("outbox_messages_order_idx").on(t.orderId).where(sql`${t.orderId} <> ''`),
    index("outbox_messages_dead_idx").on(t.createdAt).where(sql`${t.status} = 'dead'`),
  ],
);

export type OutboxRow = typeof outboxMessages.$inferSelect;
export type NewOutboxRow = typeof outboxMessages.$inferInsert;
