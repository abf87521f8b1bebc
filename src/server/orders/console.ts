/**
 * What the seller's console on /Admin does with orders (the spec leaves it
 * open): a shop's orders, confirming one, the seller's order note and rider
 * assignment, and cancelling an order that has not left (its stock goes
 * back; support's cancel goes the same way, `cancelAs`). The rider key's
 * list is rider.ts's `riderKeyOrders`. Every change locks the order's row
 * and is checked here: the caller's shop, and the order's stage; each of
 * the seller's changes appends its audit entry (`actor`: who made it) in
 * the change's transaction.
 */
import { and, desc, eq, lt, ne, sql } from "drizzle-orm";
import type * as v from "valibot";
import type { RiderDetails } from "../../contract/orderDetail";
import type { OrderNote } from "../../contract/userData";
import { type Canceller, cancelRefusal } from "../../domain/orders/cancel";
import { CANCELED } from "../../domain/orders/console";
import { hasLeft } from "../../domain/orders/orderStatus";
import type { Caller } from "../auth/guards";
import type { Db } from "../db/connection";
import { type OrderRow, orders, products, productVariants, shops as shopsTable } from "../db/schema";
import { ApiFailure } from "../http/failure";
import { auditOrder } from "../staff/audit";
import { ORDER_HISTORY_LIMIT } from "./queries";
import { refundOnCancel } from "./refund";
import { assignmentOf } from "./rider";
import { changeOrder, moveOrder, NOT_THIS_SHOP } from "./status";

type Note = v.InferOutput<typeof OrderNote>;
type Rider = v.InferOutput<typeof RiderDetails>;

/** A shop's orders, newest first. */
export function listShopOrders(db: Db, shopId: string): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(eq(orders.shopId, shopId))
    .orderBy(desc(orders.createdAt), desc(orders.orderId))
    .limit(ORDER_HISTORY_LIMIT);
}

/**
 * The seller confirms an order (Pending → Confirmed, status.ts `moveOrder`
 * for `caller`, who must sell for its shop), audited `order.confirm`.
 */
export function confirmOrder(
  db: Db,
  orderId: string,
  caller: Caller,
  actor: string,
  now = new Date(),
): Promise<OrderRow> {
  return db.transaction(async (tx) => {
    const order = await moveOrder(tx as Db, orderId, "Confirmed", caller, undefined, now);
    await auditOrder(tx as Db, order, {
      actor,
      action: "order.confirm",
      before: { riderStatus: "Pending" },
      after: { riderStatus: order.riderStatus, orderStatus: order.orderStatus },
    });
    return order;
  });
}

/** Refuses (403) an order of a shop the seller doesn't sell for. */
const ownShop = (shops: ReadonlySet<string>) => (order: OrderRow) => {
  if (!shops.has(order.shopId)) throw new ApiFailure(403, NOT_THIS_SHOP, "orderId");
};

/** Changes an order of one of the seller's shops (status.ts `changeOrder`): 403 for another shop's order. */
function changeShopOrder(
  db: Db,
  orderId: string,
  shops: ReadonlySet<string>,
  change: (order: OrderRow, tx: Db) => Partial<OrderRow> | Promise<Partial<OrderRow>>,
  now?: Date,
): Promise<OrderRow> {
  return changeOrder(db, orderId, ownShop(shops), change, now);
}

/**
 * The seller's order note (delivery partner, shipping id, delivery date and
 * time); given fields replace, the rest stay. Audited `order.note`.
 */
export function writeOrderNote(
  db: Db,
  orderId: string,
  shops: ReadonlySet<string>,
  note: Note,
  actor: string,
): Promise<OrderRow> {
  return changeShopOrder(db, orderId, shops, async (order, tx) => {
    const orderNote = { ...order.orderNote, ...note };
    await auditOrder(tx, order, {
      actor,
      action: "order.note",
      before: order.orderNote ?? {},
      after: orderNote,
    });
    return {
      orderNote,
      ...(note.deliveryTime !== undefined ? { deliveryTime: note.deliveryTime } : {}),
      ...(note.deliveryDate !== undefined ? { deliveryBy: note.deliveryDate } : {}),
    };
  });
}

/**
 * The seller names the order's rider (name, phone, vehicle) before it
 * leaves; the note's partner follows. A rider with an account here (by
 * phone) is given the order with their account's details, and 403 when they
 * ride for another franchise (rider.ts `assignmentOf`). Audited
 * `order.rider`, with the rider before and after.
 */
export function assignRider(
  db: Db,
  orderId: string,
  shops: ReadonlySet<string>,
  rider: Rider,
  actor: string,
): Promise<OrderRow> {
  return changeShopOrder(db, orderId, shops, async (order, tx) => {
    if (hasLeft(order.riderStatus)) {
      throw new ApiFailure(409, `An order that is ${order.riderStatus} already has its rider`, "orderId");
    }
    const [shop] = await tx
      .select({ viaKind: shopsTable.viaKind, viaId: shopsTable.viaId })
      .from(shopsTable)
      .where(eq(shopsTable.shopId, order.shopId));
    const { riderId, details } = await assignmentOf(tx, shop ?? { viaKind: "", viaId: "" }, rider);
    await auditOrder(tx, order, {
      actor,
      action: "order.rider",
      before: { riderId: order.riderId, rider: order.riderDetails[0] ?? null },
      after: { riderId, rider: details },
    });
    return {
      riderId,
      riderDetails: [details],
      orderNote: { ...order.orderNote, deliveryPartner: details.name },
    };
  });
}

/**
 * The seller cancels an order that has not left the shop (Pending or
 * Confirmed): its stock goes back and the shopper sees 'Your order was
 * Canceled'. Audited `order.cancel`.
 */
export function cancelOrder(
  db: Db,
  orderId: string,
  shops: ReadonlySet<string>,
  actor: string,
  now = new Date(),
): Promise<OrderRow> {
  return cancelAs(db, orderId, ownShop(shops), { by: "seller", now, auditAs: actor });
}

/**
 * The one way an order is cancelled, by the seller, the platform's sweep or
 * support (src/domain/orders/cancel.ts says until when), with its row
 * locked: `authorize` refuses a caller who may not touch it; its stock goes
 * back, its list status becomes CANCEL and a Canceled history entry (with
 * the reason, when given) is added. A staff cancel (`auditAs`, the person)
 * writes its audit entry in the same transaction, after the checks. A paid
 * UPI order's refund falls due (refund.ts).
 */
export function cancelAs(
  db: Db,
  orderId: string,
  authorize: (order: OrderRow) => void,
  {
    by,
    now = new Date(),
    reason,
    auditAs,
  }: {
    by: Canceller;
    now?: Date;
    reason?: string;
    /** The staff member cancelling, for the audit log (a shopper's or the sweep's cancel writes none). */
    auditAs?: string;
  },
): Promise<OrderRow> {
  return changeOrder(
    db,
    orderId,
    authorize,
    async (order, tx) => {
      // Checked under the row's lock: a seller's confirm or a rider's move can't slip in between.
      const refusal = cancelRefusal(by, order.riderStatus);
      if (refusal) throw new ApiFailure(409, refusal, "orderId");
      await returnStock(tx, order);
      if (auditAs !== undefined) {
        await auditOrder(tx, order, {
          actor: auditAs,
          action: "order.cancel",
          before: { orderStatus: order.orderStatus, riderStatus: order.riderStatus },
          after: { orderStatus: "CANCEL", riderStatus: order.riderStatus, ...(reason ? { reason } : {}) },
        });
      }
      // A paid UPI order's money is due back (refund.ts).
      const refund = await refundOnCancel(tx, order, now);
      return {
        orderStatus: "CANCEL",
        statusHistory: [
          ...order.statusHistory,
          { status: CANCELED, at: now.toISOString(), by, ...(reason ? { reason } : {}) },
        ],
        ...(refund ? { refund } : {}),
      };
    },
    now,
  );
}

/**
 * Cancels the cash-on-delivery orders no shop confirmed within
 * `confirmHours` (the hourly sweep): each one's stock goes back, as when its
 * seller cancels it, and its customer may place again under the COD cap.
 * Returns the orders canceled.
 */
export async function expireUnconfirmedCod(
  db: Db,
  confirmHours: number,
  now = new Date(),
): Promise<string[]> {
  const before = new Date(now.getTime() - confirmHours * 3_600_000);
  const stale = await db
    .select({ orderId: orders.orderId, shopId: orders.shopId })
    .from(orders)
    .where(
      and(
        eq(orders.paymentMethod, "COD"),
        eq(orders.riderStatus, "Pending"),
        ne(orders.orderStatus, "CANCEL"),
        lt(orders.createdAt, before),
      ),
    );
  const canceled: string[] = [];
  for (const { orderId, shopId } of stale) {
    // One confirmed or canceled meanwhile is refused under its lock, and left as it is.
    const done = await cancelAs(db, orderId, ownShop(new Set([shopId])), { by: "platform", now }).then(
      () => true,
      () => false,
    );
    if (done) canceled.push(orderId);
  }
  return canceled;
}

/** Puts a cancelled order's pieces back: on its variant when it has one, else on the product. */
async function returnStock(db: Db, order: OrderRow): Promise<void> {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.shopId, order.shopId), eq(products.productId, order.productId)));
  if (!product) return; // the product was removed since: nothing to put back
  if (order.size || order.color) {
    // A variant removed since gets nothing back.
    await db
      .update(productVariants)
      .set({
        stock: sql`${productVariants.stock} + ${order.productCount}`,
        stockVersion: sql`${productVariants.stockVersion} + 1`,
      })
      .where(
        and(
          eq(productVariants.productId, product.id),
          eq(productVariants.size, order.size),
          eq(productVariants.color, order.color),
        ),
      );
    return;
  }
  await db
    .update(products)
    .set({
      units: sql`${products.units} + ${order.productCount}`,
      stockVersion: sql`${products.stockVersion} + 1`,
    })
    .where(eq(products.id, product.id));
}
