/**
 * A cancelled UPI order's money going back (src/domain/orders/refund.ts says
 * when and how much): the cancel (console.ts `cancelAs`, whoever cancels)
 * of a paid order makes the refund due, and so does marking paid
 * (seller.ts) a placement with lines cancelled before; the shop's seller marks it refunded with the UTR
 * of the UPI transfer they sent, audited like their other decisions.
 */
import { and, eq, ne, sql } from "drizzle-orm";
import type { Refund } from "../../contract/userData";
import { REFUND_UTR_TAKEN, refundedRefusal, refundsDue } from "../../domain/orders/refund";
import type { Db } from "../db/connection";
import { type OrderRow, orders } from "../db/schema";
import { uniqueViolation } from "../db/unique";
import { ApiFailure, notFound } from "../http/failure";
import { auditOrder } from "../staff/audit";
import { paidByGateway, refundOrderThroughGateway } from "./gatewayRefund";
import { NOT_THIS_SHOP } from "./status";

/**
 * The refund that falls due as `order` is cancelled (in the cancel's
 * transaction, its row locked), or null when none does. Its shop's other
 * lines of the placement are read under a lock of that shop's placement,
 * so two of its lines cancelled at once both see each other.
 */
export async function refundOnCancel(tx: Db, order: OrderRow, now: Date): Promise<Refund | null> {
  if (order.paymentMethod !== "UPI" || order.paymentReceivedAt === null) return null;
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`refund:${order.placementId}:${order.shopId}`}))`,
  );
  const lines = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.placementId, order.placementId), eq(orders.shopId, order.shopId)));
  const due = refundsDue(
    lines.map((line) => (line.orderId === order.orderId ? { ...line, orderStatus: "CANCEL" } : line)),
  ).get(order.orderId);
  if (due === undefined) return null;
  // Paid online: the gateway sends it back (payments/refunds.ts), not the seller.
  if (paidByGateway(order)) return refundOrderThroughGateway(tx, order, due, "Cancelled", now);
  return { status: "due", amount: due, dueAt: now.toISOString(), refundedAt: "", utr: "" };
}

/**
 * The refunds that fall due as a placement's payment is marked received (its
 * shop's lines, all locked, `lines` as they now are): its lines cancelled
 * before, which the shopper had paid for too. Answers each one's row.
 */
export async function refundsOnPayment(tx: Db, lines: readonly OrderRow[], now: Date) {
  const made: { orderId: string; amount: number; row: OrderRow }[] = [];
  for (const [orderId, amount] of refundsDue(lines)) {
    const refund: Refund = { status: "due", amount, dueAt: now.toISOString(), refundedAt: "", utr: "" };
    const [row] = await tx
      .update(orders)
      .set({ refund, updatedAt: now })
      .where(eq(orders.orderId, orderId))
      .returning();
    if (row) made.push({ orderId, amount, row });
  }
  return made;
}

/** The unique index that keeps a UTR on one order's refund (schema/orders.ts). */
const REFUND_UTR_INDEX = "orders_refund_utr_uq";

/**
 * An order's refund was sent by UPI: it is refunded with that UTR (409 when
 * none is due, and when the UTR is recorded on another order's refund: one
 * transfer sends one refund). `shops` are the shops the caller sells for (a
 * seller: 403 for another's order), or "any" for a support admin, who marks
 * it for the seller (a shopper who wrote to support, the seller's UTR read to
 * them). Two calls racing with one UTR are settled by the unique index on
 * the refund's UTR: the second gets the same 409.
 */
export async function markRefunded(
  db: Db,
  input: { orderId: string; utr: string },
  shops: ReadonlySet<string> | "any",
  actor: string,
  now = new Date(),
): Promise<OrderRow> {
  try {
    return await writeRefunded(db, input, shops, actor, now);
  } catch (error) {
    if (uniqueViolation(error) === REFUND_UTR_INDEX) throw new ApiFailure(409, REFUND_UTR_TAKEN, "utr");
    throw error;
  }
}

function writeRefunded(
  db: Db,
  input: { orderId: string; utr: string },
  shops: ReadonlySet<string> | "any",
  actor: string,
  now: Date,
): Promise<OrderRow> {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.orderId, input.orderId)).for("update");
    if (!order) throw notFound("Order", "orderId");
    if (shops !== "any" && !shops.has(order.shopId)) throw new ApiFailure(403, NOT_THIS_SHOP, "orderId");
    const refusal = refundedRefusal(order.refund);
    if (refusal || !order.refund) throw new ApiFailure(409, refusal ?? "", "orderId");
    // Read through the unique index (its predicate repeated, so a prepared plan uses it too).
    const utr = sql`${orders.refund}->>'utr'`;
    const [used] = await tx
      .select({ orderId: orders.orderId })
      .from(orders)
      .where(and(sql`${utr} = ${input.utr} and ${utr} <> ''`, ne(orders.orderId, order.orderId)))
      .limit(1);
    if (used) throw new ApiFailure(409, REFUND_UTR_TAKEN, "utr");
    const refund: Refund = {
      ...order.refund,
      status: "refunded",
      refundedAt: now.toISOString(),
      utr: input.utr,
    };
    await auditOrder(tx, order, {
      actor,
      action: "order.refunded",
      before: order.refund,
      after: refund,
    });
    const [updated] = await tx
      .update(orders)
      .set({ refund, updatedAt: now })
      .where(eq(orders.orderId, order.orderId))
      .returning();
    if (!updated) throw notFound("Order", "orderId");
    return updated;
  });
}
