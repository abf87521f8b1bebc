/**
 * The outbox for staff (src/contract/messages.ts), under /api/platform:
 * GET /messages lists messages, newest first, by status, channel, shop or
 * order (the dead letters: status=dead, each with the provider's last
 * answer; a sent one with what the provider's status webhooks said since:
 * delivered, read, or failed and why); POST /messages/{id}/retry sends a dead letter again (pending at
 * once, its attempts counted afresh), audited in its transaction. Master and
 * support admins; a dead letter is the platform's, not one shop's.
 */
import { and, desc, eq, type SQL } from "drizzle-orm";
import { Hono } from "hono";
import { MESSAGE_PAGE_SIZE, MessagesQuery, MessagesResponse, OutboxMessage } from "../../contract/messages";
import type { Db } from "../db/connection";
import { type OutboxRow, outboxMessages } from "../db/schema";
import { describeCall } from "../http/openapi";
import { validateQuery } from "../http/validate";
import { requirePlatformRole, STAFF_CALL, type StaffEnv } from "../staff/guard";
import { retryDeadRow } from "../staff/retryDead";
import { retryDead } from "./outbox";

const shown = (r: OutboxRow): OutboxMessage => ({
  id: r.id,
  event: r.event,
  channel: r.channel,
  recipient: r.recipient,
  shopId: r.shopId,
  orderId: r.orderId,
  template: r.template,
  language: r.language,
  status: r.status,
  attempts: r.attempts,
  nextAttemptAt: r.nextAttemptAt.toISOString(),
  lastError: r.lastError,
  providerId: r.providerId,
  createdAt: r.createdAt.toISOString(),
  sentAt: r.sentAt?.toISOString() ?? null,
  delivery: r.delivery,
  deliveredAt: r.deliveredAt?.toISOString() ?? null,
  readAt: r.readAt?.toISOString() ?? null,
  deliveryError: r.deliveryError,
});

export async function listMessages(db: Db, q: MessagesQuery): Promise<MessagesResponse> {
  const where: SQL[] = [];
  if (q.status) where.push(eq(outboxMessages.status, q.status));
  if (q.channel) where.push(eq(outboxMessages.channel, q.channel));
  if (q.shopId) where.push(eq(outboxMessages.shopId, q.shopId));
  if (q.orderId) where.push(eq(outboxMessages.orderId, q.orderId));
  const rows = await db
    .select()
    .from(outboxMessages)
    .where(and(...where))
    .orderBy(desc(outboxMessages.id))
    .limit(MESSAGE_PAGE_SIZE + 1)
    .offset((q.page - 1) * MESSAGE_PAGE_SIZE);
  return {
    messages: rows.slice(0, MESSAGE_PAGE_SIZE).map(shown),
    page: q.page,
    more: rows.length > MESSAGE_PAGE_SIZE,
  };
}

const staff = requirePlatformRole("master", "support");

export const messageRoutes = new Hono<StaffEnv>()
  .get(
    "/messages",
    describeCall({
      summary:
        "The outbox, newest first, 50 a page: by status (dead: the dead letters), channel, shop or order",
      answer: MessagesResponse,
      ...STAFF_CALL,
      errors: [400, 401, 403],
    }),
    staff,
    validateQuery(MessagesQuery),
    async (c) => c.json<MessagesResponse>(await listMessages(c.var.db, c.req.valid("query"))),
  )
  .post(
    "/messages/:id/retry",
    describeCall({
      summary: "Sends a dead letter again: pending at once, its attempts counted afresh",
      answer: OutboxMessage,
      ...STAFF_CALL,
      errors: [401, 403, 404, 409],
    }),
    staff,
    async (c) => {
      const row = await retryDeadRow(c, {
        noun: "Message",
        dead: "a dead letter",
        lock: async (tx, id) =>
          (await tx.select().from(outboxMessages).where(eq(outboxMessages.id, id)).for("update"))[0],
        retry: retryDead,
        action: "message.retry",
        scopeOf: () => "platform",
        targetOf: (_, id) => String(id),
      });
      return c.json<OutboxMessage>(shown(row));
    },
  );
