/**
 * The outbox as staff see it (issue 36), under /api/platform/messages:
 * GET ?status=&channel=&shopId=&orderId=&page= lists messages newest first,
 * 50 a page (the dead letters: status=dead); POST /{id}/retry sends a dead
 * letter again. Master and support admins.
 */
import * as v from "valibot";
import { ShopId } from "./common";

export const MESSAGE_PAGE_SIZE = 50;
export const MESSAGE_STATUSES = ["pending", "sending", "sent", "dead", "skipped"] as const;
export const MESSAGE_CHANNELS = ["whatsapp", "sms", "email", "push"] as const;

const Page = v.pipe(
  v.optional(v.string(), "1"),
  v.regex(/^[1-9]\d{0,5}$/, "must be a page number from 1"),
  v.transform(Number),
);

export const MessagesQuery = v.object({
  status: v.optional(v.picklist(MESSAGE_STATUSES, `must be one of ${MESSAGE_STATUSES.join(", ")}`)),
  channel: v.optional(v.picklist(MESSAGE_CHANNELS, `must be one of ${MESSAGE_CHANNELS.join(", ")}`)),
  shopId: v.optional(ShopId),
  orderId: v.optional(v.pipe(v.string(), v.maxLength(64, "is too long"))),
  page: Page,
});
export type MessagesQuery = v.InferOutput<typeof MessagesQuery>;

export const OutboxMessage = v.object({
  id: v.number(),
  event: v.string(),
  channel: v.picklist(MESSAGE_CHANNELS),
  recipient: v.string(),
  shopId: v.string(),
  orderId: v.string(),
  template: v.string(),
  language: v.string(),
  status: v.picklist(MESSAGE_STATUSES),
  attempts: v.number(),
  nextAttemptAt: v.string(),
  lastError: v.string(),
  providerId: v.string(),
  createdAt: v.string(),
  sentAt: v.nullable(v.string()),
  /** The provider's reports since: "" (none yet), sent, delivered, read, failed (the status webhooks). */
  delivery: v.picklist(["", "sent", "delivered", "read", "failed"]),
  deliveredAt: v.nullable(v.string()),
  readAt: v.nullable(v.string()),
  /** Why the provider could not deliver it, "" otherwise. */
  deliveryError: v.string(),
});
export type OutboxMessage = v.InferOutput<typeof OutboxMessage>;

export const MessagesResponse = v.object({
  messages: v.array(OutboxMessage),
  page: v.number(),
  /** Another page follows. */
  more: v.boolean(),
});
export type MessagesResponse = v.InferOutput<typeof MessagesResponse>;
