/**
 * What the seller and rider consoles on /Admin do with orders (the spec
 * leaves them open): a shop's orders, a rider's orders, the seller's order
 * note and rider assignment, and cancelling an order that has not left
 * (its stock goes back). Every change locks the order's row and is checked
 * here: the caller's shop, and the order's stage.
 */
import { and, desc, eq, isNull, or, sql } from "drizzle-orm";
import type * as v from "valibot";
import type { RiderDetails } from "../../contract/order";
import type { OrderNote } from "../../contract/userData";
import { stageIndex } from "../../domain/orderStatus";
import type { Db } from "../db/connection";
import { type OrderRow, orders, products, productVariants } from "../db/schema";
import { ApiFailure, notFound } from "../http/failure";
import { ORDER_HISTORY_LIMIT } from "./queries";

type Note = v.InferOutput<typeof OrderNote>;
type Rider = v.InferOutput<typeof RiderDetails>;

/** The status history entry of a cancelled order, and its list status (SPEC §4 CANCEL). */
export const CANCELED = "Canceled";

/** A shop's orders, newest first. */
export function listShopOrders(db: Db, shopId: string): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(eq(orders.shopId, shopId))
    .orderBy(desc(orders.createdAt), desc(orders.orderId))
    .limit(ORDER_HISTORY_LIMIT);
}

/** A rider's orders, newest first: the ones they carry, and confirmed ones no rider has taken yet. */
export function listRiderOrders(db: Db, riderId: number): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(
      or(
        eq(orders.riderId, riderId),
        and(
          isNull(orders.riderId),
          eq(orders.riderStatus, "Confirmed"),
          sql`${orders.orderStatus} <> 'CANCEL'`,
        ),
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.orderId))
    .limit(ORDER_HISTORY_LIMIT);
}

/** Runs `change` on the shop's order with its row locked; 404 unknown, 403 another shop's, 409 cancelled. */
function changeShopOrder(
  db: Db,
  orderId: string,
  shopId: string,
  change: (order: OrderRow, tx: Db) => Promise<Partial<OrderRow>>,
): Promise<OrderRow> {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.orderId, orderId)).for("update");
    if (!order) throw notFound("Order", "orderId");
    if (order.shopId !== shopId) throw new ApiFailure(403, "This order belongs to another shop", "orderId");
    if (order.orderStatus === "CANCEL") throw new ApiFailure(409, "This order was canceled", "orderId");
    const [updated] = await tx
      .update(orders)
      .set({ ...(await change(order, tx as Db)), updatedAt: new Date() })
      .where(eq(orders.orderId, orderId))
      .returning();
    if (!updated) throw notFound("Order", "orderId");
    return updated;
  });
}

/** The seller's order note (delivery partner, shipping id, delivery date and time); given fields replace, the rest stay. */
export function writeOrderNote(db: Db, orderId: string, shopId: string, note: Note): Promise<OrderRow> {
  return changeShopOrder(db, orderId, shopId, async (order) => {
    const orderNote = { ...order.orderNote, ...note };
    return {
      orderNote,
      ...(note.deliveryTime !== undefined ? { deliveryTime: note.deliveryTime } : {}),
      ...(note.deliveryDate !== undefined ? { deliveryBy: note.deliveryDate } : {}),
    };
  });
}

/** The seller names the order's rider (name, phone, vehicle) before it leaves; the note's partner follows. */
export function assignRider(db: Db, orderId: string, shopId: string, rider: Rider): Promise<OrderRow> {
  return changeShopOrder(db, orderId, shopId, async (order) => {
    if (stageIndex(order.riderStatus) >= 2) {
      throw new ApiFailure(409, `An order that is ${order.riderStatus} already has its rider`, "orderId");
    }
    return {
      riderDetails: [rider],
      orderNote: { ...order.orderNote, deliveryPartner: rider.name },
    };
  });
}

/**
 * Cancels an order that has not left the shop (Pending or Confirmed): its
 * stock goes back and the shopper sees 'Your order was Canceled'.
 */
export function cancelOrder(db: Db, orderId: string, shopId: string, now = new Date()): Promise<OrderRow> {
  return changeShopOrder(db, orderId, shopId, async (order, tx) => {
    if (stageIndex(order.riderStatus) >= 2) {
      throw new ApiFailure(409, `An order that is ${order.riderStatus} has left the shop`, "orderId");
    }
    await returnStock(tx, order);
    return {
      orderStatus: "CANCEL",
      statusHistory: [...order.statusHistory, { status: CANCELED, at: now.toISOString(), by: "seller" }],
    };
  });
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
      .set({ stock: sql`${productVariants.stock} + ${order.productCount}` })
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
    .set({ units: sql`${products.units} + ${order.productCount}` })
    .where(eq(products.id, product.id));
}
