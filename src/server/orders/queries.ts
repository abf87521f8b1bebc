/** Order reads: rows as the list card and the detail the contract names (SPEC §3). */
import { desc, eq } from "drizzle-orm";
import type { OrderDetail } from "../../contract/orderDetail";
import type { OrderCard } from "../../contract/userData";
import { indiaDate } from "../../domain/delivery";
import { deliveredAt } from "../../domain/orders/afterOrder";
import { cancelNote } from "../../domain/orders/console";
import { trackToken } from "../auth/tracking";
import type { Config } from "../config";
import type { Db } from "../db/connection";
import { type OrderRow, orders } from "../db/schema";
import { absoluteUrl } from "../shops/queries";

/** How many orders the user data carries (newest first). */
export const ORDER_HISTORY_LIMIT = 200;

/** What a history card needs of the settings: the site's origin (images) and the tracking links' secret. */
export type CardSettings = Pick<Config, "siteUrl" | "auth">;

/** An order row as a history card; `date` is the India date it was placed. */
export function toOrderCard(row: OrderRow, { siteUrl, auth }: CardSettings): OrderCard {
  return {
    orderId: row.orderId,
    productImage: absoluteUrl(row.productImage, siteUrl),
    productName: row.productName,
    shopId: row.shopId,
    totalCartValue: row.totalCartValue,
    deliveryFee: row.deliveryFee,
    coupontotal: row.coupontotal,
    productCount: row.productCount,
    orderStatus: row.orderStatus,
    address: row.address,
    date: indiaDate(row.createdAt),
    ...(row.orderNote ? { orderNote: row.orderNote } : {}),
    placementId: row.placementId,
    riderStatus: row.riderStatus,
    deliveredAt: deliveredAt(row) ?? "",
    cancelReason: cancelNote(row)?.reason ?? "",
    returnRequest: row.returnRequest ?? null,
    refund: row.refund ?? null,
    trackToken: trackToken(auth.sessionSecret, row.orderId),
  };
}

/** An order row as the tracking detail (POST /api/digiorder/shopdigiorder). */
export function toOrderDetail(row: OrderRow): OrderDetail {
  return {
    orderId: row.orderId,
    shopId: row.shopId,
    riderStatus: row.riderStatus,
    updatedAt: row.updatedAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    date: indiaDate(row.createdAt),
    productCount: row.productCount,
    productName: row.productName,
    onePiecePrice: row.onePiecePrice,
    totalCartValue: row.totalCartValue,
    deliveryFee: row.deliveryFee,
    coupontotal: row.coupontotal,
    gst: row.gst,
    paymentMethod: row.paymentMethod,
    transactionId: row.transactionId,
    address: row.address,
    riderAccepted: row.riderAccepted,
    riderDetails: row.riderDetails,
    deliveryBy: row.deliveryBy,
    deliveryTime: row.deliveryTime,
    statusHistory: row.statusHistory,
    returnRequest: row.returnRequest ?? null,
  };
}

/** One order, or null. */
export async function getOrder(db: Db, orderId: string): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.orderId, orderId)).limit(1);
  return row ?? null;
}

/** A customer's orders as history cards, newest first. */
export async function listOrderCards(db: Db, email: string, settings: CardSettings): Promise<OrderCard[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(eq(orders.email, email))
    .orderBy(desc(orders.createdAt), desc(orders.orderId))
    .limit(ORDER_HISTORY_LIMIT);
  return rows.map((row) => toOrderCard(row, settings));
}
