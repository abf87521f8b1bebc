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
 * may retry), `skipped` (its channel has no credentials here, or the
 * recipient stopped it: never sent, never faked; `lastError` says which).
 *
 * After `sent`, the provider's status webhooks move `delivery` (sent →
 * delivered → read, or failed): `messageEvents` keeps each inbound event once
 * by its own id, and the row holds what they add up to
 * (src/domain/messages/consent.ts foldDelivery), whatever their order of
 * arrival. `messageChoices` keeps a recipient's STOP per channel.
 */
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
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
    /** What the provider's status webhooks say of it since: "" (nothing yet), sent, delivered, read, failed. */
    delivery: text("delivery").$type<"" | "sent" | "delivered" | "read" | "failed">().notNull().default(""),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    readAt: timestamp("read_at", { withTimezone: true }),
    /** Why the provider could not deliver it (a failed status), "" otherwise. */
    deliveryError: text("delivery_error").notNull().default(""),
  },
  (t) => [
    check("outbox_messages_channel_valid", sql`${t.channel} in ('whatsapp', 'sms', 'email', 'push')`),
    check(
      "outbox_messages_status_valid",
      sql`${t.status} in ('pending', 'sending', 'sent', 'dead', 'skipped')`,
    ),
    check("outbox_messages_language_valid", sql`${t.language} in ('en', 'hi')`),
    check(
      "outbox_messages_delivery_valid",
      sql`${t.delivery} in ('', 'sent', 'delivered', 'read', 'failed')`,
    ),
    // A status webhook finds its message by the provider's id.
    index("outbox_messages_provider_idx").on(t.providerId).where(sql`${t.providerId} <> ''`),
    // The worker's queue: what is due, oldest first; and what a crashed worker left held.
    index("outbox_messages_due_idx").on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    index("outbox_messages_held_idx").on(t.lockedUntil).where(sql`${t.status} = 'sending'`),
    // Staff's lists: a shop's messages, an order's, the dead letters.
    index("outbox_messages_shop_idx").on(t.shopId, t.createdAt),
    index("outbox_messages_order_idx").on(t.orderId).where(sql`${t.orderId} <> ''`),
    index("outbox_messages_dead_idx").on(t.createdAt).where(sql`${t.status} = 'dead'`),
  ],
);

/**
 * Every inbound event of a provider, once by its own id (`id`: Meta's status
 * is `wa:{wamid}:{status}`, an inbound message `wa:{wamid}`; MSG91's
 * `sms:{requestId}:{number}:{status}`, a reply `sms-in:{id}`): a webhook sent
 * again is no second row. `messageId` is the provider's id of our message
 * (the outbox row's `providerId`), `key` our key where the provider carries it
 * back (WhatsApp's `biz_opaque_callback_data`), `phone` the other end.
 */
export const messageEvents = pgTable(
  "message_events",
  {
    id: text("id").primaryKey(),
    channel: text("channel").$type<"whatsapp" | "sms" | "email">().notNull(),
    /** status: a delivery report of our message; reply: a message the recipient sent us. */
    kind: text("kind").$type<"status" | "reply">().notNull(),
    messageId: text("message_id").notNull().default(""),
    key: text("key").notNull().default(""),
    phone: text("phone").notNull().default(""),
    /** sent, delivered, read or failed (a status); stop, start or "" (a reply). */
    state: text("state").notNull(),
    /** The provider's error code and words, for a failed status; the text, for a reply. */
    detail: text("detail").notNull().default(""),
    code: integer("code"),
    /** When it happened, as the provider says. */
    at: timestamp("at", { withTimezone: true }).notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("message_events_kind_valid", sql`${t.kind} in ('status', 'reply')`),
    index("message_events_message_idx").on(t.messageId).where(sql`${t.messageId} <> ''`),
    index("message_events_key_idx").on(t.key).where(sql`${t.key} <> ''`),
    index("message_events_phone_idx").on(t.phone, t.receivedAt),
  ],
);

/**
 * A recipient's choice per channel (issue 36): stopped (a STOP reply, the
 * profile's switch, the email's unsubscribe link) or not. Per recipient (an
 * E.164 phone or an email), not per order, so it covers every shop; a missing
 * row is "not stopped".
 */
export const messageChoices = pgTable(
  "message_choices",
  {
    recipient: text("recipient").notNull(),
    channel: text("channel").$type<"whatsapp" | "sms" | "email">().notNull(),
    stopped: boolean("stopped").notNull(),
    /** How it was last set: reply, profile, link. */
    source: text("source").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.recipient, t.channel], name: "message_choices_pk" }),
    check("message_choices_channel_valid", sql`${t.channel} in ('whatsapp', 'sms', 'email')`),
  ],
);

export type OutboxRow = typeof outboxMessages.$inferSelect;
export type MessageEventRow = typeof messageEvents.$inferSelect;
export type NewMessageEvent = typeof messageEvents.$inferInsert;
export type NewOutboxRow = typeof outboxMessages.$inferInsert;

/**
 * Short links for SMS (issue 36): a DLT template's variable holds 30
 * characters at most, so a message's link goes by SMS as
 * `{PUBLIC_SITE_URL}/m/{code}`, which redirects to `url`. The code is made
 * from the URL (domain/messages/shortLink.ts): the same link is one row, and
 * a message sent again after a crash carries the same code.
 */
export const shortLinks = pgTable("short_links", {
  code: text("code").primaryKey(),
  url: text("url").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
