/**
 * The refunds through the gateway for staff (docs/payments.md), under
 * /api/platform: GET /refunds lists them newest first, 50 a page, by status
 * (dead: refused by the gateway, or out of attempts, each with the gateway's
 * last answer); POST /refunds/{id}/retry sends a dead one again (pending at
 * once, its attempts counted afresh; the worker looks it up at the gateway
 * by its receipt first, so a retry is never a second refund), audited in its
 * transaction. Master and support admins.
 */
import { desc, eq } from "drizzle-orm";
import { Hono } from "hono";
import { GatewayRefund, REFUND_PAGE_SIZE, RefundsQuery, RefundsResponse } from "../../contract/refunds";
import type { Db } from "../db/connection";
import { type GatewayRefundRow, gatewayRefunds } from "../db/schema";
import { describeCall } from "../http/openapi";
import { validateQuery } from "../http/validate";
import { requirePlatformRole, STAFF_CALL, type StaffEnv } from "../staff/guard";
import { retryDeadRow } from "../staff/retryDead";
import { shopScope } from "../staff/roles";
import { retryRefund } from "./refunds";

const shown = (r: GatewayRefundRow): GatewayRefund => ({
  id: r.id,
  receipt: r.receipt,
  checkoutId: r.checkoutId,
  paymentId: r.paymentId,
  orderId: r.orderId,
  shopId: r.shopId,
  amount: r.amount,
  reason: r.reason,
  status: r.status,
  attempts: r.attempts,
  nextAttemptAt: r.nextAttemptAt.toISOString(),
  refundId: r.refundId,
  arn: r.arn,
  lastError: r.lastError,
  createdAt: r.createdAt.toISOString(),
  processedAt: r.processedAt?.toISOString() ?? null,
});

export async function listRefunds(db: Db, q: RefundsQuery): Promise<RefundsResponse> {
  const rows = await db
    .select()
    .from(gatewayRefunds)
    .where(q.status ? eq(gatewayRefunds.status, q.status) : undefined)
    .orderBy(desc(gatewayRefunds.id))
    .limit(REFUND_PAGE_SIZE + 1)
    .offset((q.page - 1) * REFUND_PAGE_SIZE);
  return {
    refunds: rows.slice(0, REFUND_PAGE_SIZE).map(shown),
    page: q.page,
    more: rows.length > REFUND_PAGE_SIZE,
  };
}

const staff = requirePlatformRole("master", "support");

/** Mount at /api/platform. */
export const refundStaffRoutes = new Hono<StaffEnv>()
  .get(
    "/refunds",
    describeCall({
      summary:
        "The refunds through the payment gateway, newest first, 50 a page: by status (dead: to look at)",
      answer: RefundsResponse,
      ...STAFF_CALL,
      errors: [400, 401, 403],
    }),
    staff,
    validateQuery(RefundsQuery),
    async (c) => c.json<RefundsResponse>(await listRefunds(c.var.db, c.req.valid("query"))),
  )
  .post(
    "/refunds/:id/retry",
    describeCall({
      summary:
        "Sends a dead refund again: pending at once, looked up at the gateway by its receipt before it is asked for",
      answer: GatewayRefund,
      ...STAFF_CALL,
      errors: [401, 403, 404, 409],
    }),
    staff,
    async (c) => {
      const row = await retryDeadRow(c, {
        noun: "Refund",
        dead: "a dead refund",
        lock: async (tx, id) =>
          (await tx.select().from(gatewayRefunds).where(eq(gatewayRefunds.id, id)).for("update"))[0],
        retry: async (tx, id) =>
          (await retryRefund(tx, id))
            ? (await tx.select().from(gatewayRefunds).where(eq(gatewayRefunds.id, id)))[0]
            : undefined,
        action: "refund.retry",
        scopeOf: (before) => (before.shopId ? shopScope(before.shopId) : "platform"),
        targetOf: (before) => before.receipt,
      });
      return c.json<GatewayRefund>(shown(row));
    },
  );
