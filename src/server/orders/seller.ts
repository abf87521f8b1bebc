/**
 * The seller's order work beyond moving stages: the console's pages of
 * orders (whole placements, what needs action first), and the UPI payment:
 * marking it received, or switching an unpaid order to cash on delivery.
 * Payment changes apply to every line of the placement in that shop (one
 * payment covers them), each under its row lock, with an audit entry.
 */
import {
  and,
  asc,
  countDistinct,
  desc,
  eq,
  inArray,
  isNull,
  max,
  min,
  ne,
  notInArray,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import type * as v from "valibot";
import type { SellerOrder, ShopOrdersRequest } from "../../contract/sellerOrders";
import type { Db } from "../db/connection";
import { type OrderRow, orders } from "../db/schema";
import { ApiFailure, notFound } from "../http/failure";
import { audit } from "../staff/audit";
import { shopScope } from "../staff/roles";
import { toOrderDetail } from "./queries";
import { refundsOnPayment } from "./refund";
import { NOT_THIS_SHOP } from "./status";

/** Placements per page of the seller's console. */
export const PLACEMENTS_PER_PAGE = 20;

type View = NonNullable<v.InferOutput<typeof ShopOrdersRequest>["view"]>;

const notCanceled = ne(orders.orderStatus, "CANCEL");
const delivered = inArray(orders.riderStatus, ["Delivered", "Received"]);
const unpaidUpi = and(eq(orders.paymentMethod, "UPI"), isNull(orders.paymentReceivedAt));

/** Which lines a view shows (their placements are shown whole). */
function viewFilter(view: View): SQL | undefined {
  switch (view) {
    case "action": // to confirm, to mark paid, confirmed with no rider named yet, a return to decide, a refund to send
      return or(
        and(
          notCanceled,
          or(
            eq(orders.riderStatus, "Pending"),
            sql`${orders.returnRequest}->>'status' = 'requested'`,
            and(unpaidUpi, notInArray(orders.riderStatus, ["Delivered", "Received"])),
            and(eq(orders.riderStatus, "Confirmed"), sql`${orders.riderDetails} = '[]'::jsonb`),
          ),
        ),
        sql`${orders.refund}->>'status' = 'due'`,
      );
    case "open":
      return and(notCanceled, sql`not (${delivered})`);
    case "done":
      return or(eq(orders.orderStatus, "CANCEL"), delivered);
    default:
      return undefined;
  }
}

/** An order line as its seller reads it. */
export function toSellerOrder(row: OrderRow): SellerOrder {
  return {
    ...toOrderDetail(row),
    productId: row.productId,
    size: row.size,
    color: row.color,
    placementId: row.placementId,
    orderStatus: row.orderStatus,
    paymentReceivedAt: row.paymentReceivedAt?.toISOString() ?? null,
    cashCollected: row.cashCollected,
    cashCollectedAt: row.cashCollectedAt?.toISOString() ?? null,
    refund: row.refund ?? null,
  };
}

/** One page of a shop's placements in a view, each with all its lines in this shop. */
export async function shopOrdersPage(db: Db, shopId: string, view: View, page: number) {
  const where = and(eq(orders.shopId, shopId), viewFilter(view));
  // What needs action is served oldest first (first come, first packed); the rest newest first.
  const order = view === "action" ? asc(min(orders.createdAt)) : desc(max(orders.createdAt));
  const [placements, [counted], [waiting]] = await Promise.all([
    db
      .select({ id: orders.placementId })
      .from(orders)
      .where(where)
      .groupBy(orders.placementId)
      .orderBy(order, asc(orders.placementId))
      .limit(PLACEMENTS_PER_PAGE)
      .offset((page - 1) * PLACEMENTS_PER_PAGE),
    db
      .select({ n: countDistinct(orders.placementId) })
      .from(orders)
      .where(where),
    db
      .select({ n: countDistinct(orders.placementId) })
      .from(orders)
      .where(and(eq(orders.shopId, shopId), notCanceled, eq(orders.riderStatus, "Pending"))),
  ]);
  const ids = placements.map((p) => p.id);
  const lines = ids.length
    ? await db
        .select()
        .from(orders)
        .where(and(eq(orders.shopId, shopId), inArray(orders.placementId, ids)))
        .orderBy(asc(orders.createdAt), asc(orders.orderId))
    : [];
  const rank = new Map(ids.map((id, i) => [id, i]));
  lines.sort((a, b) => (rank.get(a.placementId) ?? 0) - (rank.get(b.placementId) ?? 0));
  return {
    response: lines.map(toSellerOrder),
    total: counted?.n ?? 0,
    page,
    pageSize: PLACEMENTS_PER_PAGE,
    waiting: waiting?.n ?? 0,
  };
}

/**
 * Locks the lines of `orderId`'s placement in its shop and checks the seller
 * may act on them; returns its live lines and all of them with the shop. 404
 * unknown, 403 another shop's, 409 cash on delivery, or (unless
 * `cancelledToo`) wholly cancelled.
 */
async function placementLines(tx: Db, orderId: string, shops: ReadonlySet<string>, cancelledToo = false) {
  const [order] = await tx.select().from(orders).where(eq(orders.orderId, orderId));
  if (!order) throw notFound("Order", "orderId");
  if (!shops.has(order.shopId)) throw new ApiFailure(403, NOT_THIS_SHOP, "orderId");
  const lines = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.placementId, order.placementId), eq(orders.shopId, order.shopId)))
    .orderBy(asc(orders.orderId))
    .for("update");
  const live = lines.filter((l) => l.orderStatus !== "CANCEL");
  if (live.length === 0 && !cancelledToo) throw new ApiFailure(409, "This order was canceled", "orderId");
  if (lines.some((l) => l.paymentMethod !== "UPI")) {
    throw new ApiFailure(409, "This is a cash-on-delivery order: it is paid at the door", "orderId");
  }
  return { shopId: order.shopId, lines: live, all: lines };
}

/**
 * The seller has seen the UPI credit: every line of the placement in the shop
 * is paid (again: no change). The shopper paid for all of it, so a line
 * cancelled before this owes its money back now (refund.ts), and a
 * placement cancelled whole may still be marked paid, for its refund.
 */
export async function markPaymentReceived(
  db: Db,
  orderId: string,
  shops: ReadonlySet<string>,
  actor: string,
  now = new Date(),
): Promise<OrderRow[]> {
  return db.transaction(async (tx) => (await markPlacementPaid(tx, orderId, shops, actor, now)).lines);
}

/**
 * markPaymentReceived's work in the caller's transaction: its lines after
 * it, and the ids it marked (none: paid already). `statementUtr`, the UTR
 * of the bank statement's credit the seller matched (upiStatement.ts),
 * becomes the transaction id of the lines that had none, and the audit
 * entry says the statement paid it.
 */
export async function markPlacementPaid(
  tx: Db,
  orderId: string,
  shops: ReadonlySet<string>,
  actor: string,
  now: Date,
  statementUtr?: string,
): Promise<{ lines: OrderRow[]; marked: string[] }> {
  const { shopId, all } = await placementLines(tx, orderId, shops, true);
  const unpaid = all.filter((l) => l.paymentReceivedAt === null).map((l) => l.orderId);
  if (unpaid.length === 0) return { lines: all, marked: [] };
  const paid = await tx
    .update(orders)
    .set({
      paymentReceivedAt: now,
      paymentReceivedBy: actor,
      updatedAt: now,
      ...(statementUtr
        ? {
            transactionId: sql`case when ${orders.transactionId} = '' then ${statementUtr} else ${orders.transactionId} end`,
          }
        : {}),
    })
    .where(inArray(orders.orderId, unpaid))
    .returning();
  const after = all.map((l) => paid.find((u) => u.orderId === l.orderId) ?? l);
  const refunds = await refundsOnPayment(tx, after, now);
  const utr = after[0]?.transactionId ?? "";
  await audit(tx, {
    actor,
    action: "order.paid",
    scope: shopScope(shopId),
    target: orderId,
    after: {
      orderIds: unpaid,
      utr,
      ...(statementUtr !== undefined ? { via: "upi-statement", statementUtr } : {}),
      ...(refunds.length ? { refunds } : {}),
    },
  });
  return {
    lines: after.map((l) => refunds.find((r) => r.orderId === l.orderId)?.row ?? l),
    marked: unpaid,
  };
}

/** An unpaid UPI order the shopper will pay at the door instead: it becomes cash on delivery. */
export async function switchToCod(
  db: Db,
  orderId: string,
  shops: ReadonlySet<string>,
  actor: string,
  now = new Date(),
): Promise<OrderRow[]> {
  return db.transaction(async (tx) => {
    const { shopId, lines } = await placementLines(tx, orderId, shops);
    if (lines.some((l) => l.paymentReceivedAt !== null)) {
      throw new ApiFailure(409, "This order's UPI payment was marked received: it stays UPI", "orderId");
    }
    const ids = lines.map((l) => l.orderId);
    const updated = await tx
      .update(orders)
      .set({ paymentMethod: "COD", updatedAt: now })
      .where(inArray(orders.orderId, ids))
      .returning();
    await audit(tx, {
      actor,
      action: "order.cod",
      scope: shopScope(shopId),
      target: orderId,
      before: { paymentMethod: "UPI" },
      after: { paymentMethod: "COD", orderIds: ids },
    });
    return updated;
  });
}
