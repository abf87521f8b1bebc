/**
 * Refunds through the gateway (issue 37; docs/payments.md). A refund is a row
 * of `gateway_refunds` written in the transaction that makes it due (an order
 * paid online cancelled, a return accepted, a payment that could not be
 * placed): the outbox of money going back. The worker (`sendDueRefunds`)
 * claims due rows (FOR UPDATE SKIP LOCKED: replicas share them), and calls the
 * gateway with the row's receipt. A row whose worker stopped mid-call (its
 * lease ran out while `sending`) is looked for at the gateway by that receipt
 * first, so a refund the gateway made is never asked for twice. The refund's
 * webhook (refund.processed, refund.failed) then settles the row and the
 * order's refund (`applyRefundEvent`), whichever of the answer and the
 * webhook comes first.
 */
import { and, eq, sql } from "drizzle-orm";
import type { Refund } from "../../contract/userData";
import { backoffMs } from "../../domain/messages/retry";
import type { Db } from "../db/connection";
import { type GatewayRefundRow, gatewayRefunds, orders } from "../db/schema";
import type { Logger } from "../http/log";
import { type Gateway, GatewayError, type GatewayRefund, toPaise } from "./gateway";

/** Attempts before a refund call is left to staff (dead). */
export const REFUND_ATTEMPTS = 8;

/** Takes up to `limit` refunds due at `now` (pending and due, or left mid-call: `inDoubt`), each held `leaseMs`. */
async function claimRefunds(db: Db, now: Date, limit: number, leaseMs: number) {
  const until = new Date(now.getTime() + leaseMs);
  const due = db.$with("due").as(
    db
      .select({ id: gatewayRefunds.id, status: gatewayRefunds.status })
      .from(gatewayRefunds)
      .where(
        sql`(${gatewayRefunds.status} = 'pending' and ${gatewayRefunds.nextAttemptAt} <= ${now.toISOString()})
          or (${gatewayRefunds.status} = 'sending' and ${gatewayRefunds.lockedUntil} < ${now.toISOString()})`,
      )
      .orderBy(gatewayRefunds.id)
      .limit(limit)
      .for("update", { skipLocked: true }),
  );
  const claimed = await db
    .with(due)
    .update(gatewayRefunds)
    .set({ status: "sending", lockedUntil: until, attempts: sql`${gatewayRefunds.attempts} + 1` })
    .from(due)
    .where(eq(gatewayRefunds.id, due.id))
    .returning({
      id: gatewayRefunds.id,
      receipt: gatewayRefunds.receipt,
      paymentId: gatewayRefunds.paymentId,
      amount: gatewayRefunds.amount,
      attempts: gatewayRefunds.attempts,
      inDoubt: sql<boolean>`${due.status} = 'sending'`,
    });
  return claimed.sort((x, y) => x.id - y.id);
}

/**
 * Records what the gateway says of a refund (its answer, or its webhook),
 * found by receipt: processed (the order's refund marked refunded with the
 * bank's reference), failed (left to staff), or taken (sent). A settled row
 * (processed, failed) changes no more.
 */
export async function recordRefund(db: Db, refund: GatewayRefund, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(gatewayRefunds)
      .where(eq(gatewayRefunds.receipt, refund.receipt))
      .for("update");
    if (!row || row.status === "processed" || row.status === "failed") return;
    const status =
      refund.status === "processed" ? "processed" : refund.status === "failed" ? "failed" : "sent";
    await tx
      .update(gatewayRefunds)
      .set({
        status,
        refundId: refund.id || row.refundId,
        arn: refund.arn || row.arn,
        lockedUntil: null,
        lastError: status === "failed" ? "The gateway could not send the refund" : "",
        ...(status === "processed" ? { processedAt: now } : {}),
      })
      .where(eq(gatewayRefunds.id, row.id));
    if (status === "processed" && row.orderId) await markOrderRefunded(tx as Db, row, refund, now);
  });
}

/** The order's refund, refunded: the shopper reads the bank's reference (or the gateway's refund id). */
async function markOrderRefunded(tx: Db, row: GatewayRefundRow, refund: GatewayRefund, now: Date) {
  const [order] = await tx.select().from(orders).where(eq(orders.orderId, row.orderId)).for("update");
  if (!order) return;
  const done: Refund = {
    status: "refunded",
    amount: row.amount,
    dueAt: order.refund?.dueAt ?? row.createdAt.toISOString(),
    refundedAt: now.toISOString(),
    utr: refund.arn || refund.id,
    by: "gateway",
  };
  await tx.update(orders).set({ refund: done, updatedAt: now }).where(eq(orders.orderId, row.orderId));
}

/** One refund call, its outcome recorded. */
async function sendRefund(
  db: Db,
  gateway: Gateway,
  claimed: Awaited<ReturnType<typeof claimRefunds>>[number],
  now: Date,
): Promise<void> {
  try {
    // Left mid-call by a worker that stopped, or tried before (an answer lost to a time-out or a 5xx):
    // the gateway may have made it. Look before asking again.
    const made =
      claimed.inDoubt || claimed.attempts > 1
        ? (await gateway.refunds(claimed.paymentId)).find((r) => r.receipt === claimed.receipt)
        : undefined;
    const refund =
      made ??
      (await gateway.refund(claimed.paymentId, {
        amount: toPaise(claimed.amount),
        receipt: claimed.receipt,
        notes: { receipt: claimed.receipt },
      }));
    await recordRefund(db, { ...refund, receipt: claimed.receipt }, now);
  } catch (error) {
    const retryable = !(error instanceof GatewayError) || error.retryable;
    const dead = !retryable || claimed.attempts >= REFUND_ATTEMPTS;
    await db
      .update(gatewayRefunds)
      .set({
        status: dead ? "dead" : "pending",
        lockedUntil: null,
        lastError: (error as Error).message.slice(0, 500),
        nextAttemptAt: new Date(now.getTime() + backoffMs(claimed.attempts)),
      })
      .where(and(eq(gatewayRefunds.id, claimed.id), eq(gatewayRefunds.status, "sending")));
  }
}

/** Sends the refunds due now; answers how many it took. */
export async function sendDueRefunds(
  db: Db,
  gateway: Gateway,
  now = new Date(),
  options: { limit?: number; leaseMs?: number; log?: Logger } = {},
): Promise<number> {
  const claimed = await claimRefunds(db, now, options.limit ?? 20, options.leaseMs ?? 60_000);
  for (const refund of claimed) await sendRefund(db, gateway, refund, now);
  if (claimed.length) options.log?.info(`Refunds: ${claimed.length} sent to the gateway`);
  return claimed.length;
}

/** A dead refund back to the queue (staff's retry, audited by the caller). */
export async function retryRefund(db: Db, id: number, now = new Date()): Promise<boolean> {
  const changed = await db
    .update(gatewayRefunds)
    .set({ status: "pending", nextAttemptAt: now, attempts: 0, lastError: "" })
    .where(and(eq(gatewayRefunds.id, id), eq(gatewayRefunds.status, "dead")))
    .returning({ id: gatewayRefunds.id });
  return changed.length > 0;
}
