/**
 * The public tracking of a shared order (issue 26): GET
 * /api/digiorder/track/{orderId}?t={token}, no sign-in; the token is the
 * order's HMAC (auth/tracking.ts). It answers the order's shop's lines of
 * its placement under the placement's reference, with nothing personal
 * (src/contract/orderTrack.ts). A wrong or missing token and an unknown
 * order get the same 404, so ids cannot be tried.
 */
import { asc, eq } from "drizzle-orm";
import { Hono } from "hono";
import { TRACK_NOT_FOUND, type TrackedLine, TrackResponse } from "../../contract/orderTrack";
import { indiaDate } from "../../domain/delivery";
import { cardStatus, deliveredAt, placementReference } from "../../domain/orders/afterOrder";
import { shopDisplayName } from "../../domain/shopName";
import { isTrackToken } from "../auth/tracking";
import type { Db } from "../db/connection";
import { type OrderRow, orders } from "../db/schema";
import { ApiFailure } from "../http/failure";
import { describeCall } from "../http/openapi";
import type { CacheEnv } from "../shops/cache";
import { absoluteUrl, getShop } from "../shops/queries";

const notFound = () => new ApiFailure(404, TRACK_NOT_FOUND, "orderId");

/** A line as the recipient sees it: no price, address, rider or reason. */
function trackedLine(row: OrderRow, siteUrl: string): TrackedLine {
  return {
    orderId: row.orderId,
    productName: row.productName,
    productImage: absoluteUrl(row.productImage, siteUrl),
    size: row.size,
    color: row.color,
    productCount: row.productCount,
    status: cardStatus(row),
    timeline: row.statusHistory.map(({ status, at }) => ({ status, at })),
    deliveryBy: row.deliveryBy,
    deliveredAt: deliveredAt(row) ?? "",
  };
}

/** The shared order (`orderId`'s shop's lines of its placement), or null when there is no such order. */
export async function trackedOrder(db: Db, orderId: string, siteUrl: string): Promise<TrackResponse | null> {
  const [order] = await db.select().from(orders).where(eq(orders.orderId, orderId)).limit(1);
  if (!order) return null;
  const [placement, shop] = await Promise.all([
    db.select().from(orders).where(eq(orders.placementId, order.placementId)).orderBy(asc(orders.orderId)),
    getShop(db, order.shopId),
  ]);
  return {
    shopId: order.shopId,
    shopName: shopDisplayName(shop?.header.shopName, order.shopId),
    // The whole placement's reference, as the shopper's history and Success view name it.
    reference: placementReference(placement),
    date: indiaDate(order.createdAt),
    lines: placement.filter((l) => l.shopId === order.shopId).map((l) => trackedLine(l, siteUrl)),
  };
}

/** GET /track/{orderId}?t=; mount at /api/digiorder. */
export const trackRoutes = new Hono<CacheEnv>().get(
  "/track/:orderId",
  describeCall({
    summary: "An order's public tracking, shared by its shopper (the token of the link; nothing personal)",
    answer: TrackResponse,
    query: { t: "The link's token (the history card's trackToken)" },
    errors: [404],
  }),
  async (c) => {
    const orderId = c.req.param("orderId");
    const token = c.req.query("t") ?? "";
    // Never cached by a shared cache: the answer follows the order.
    c.header("Cache-Control", "private, no-store");
    if (orderId.length > 100 || !isTrackToken(c.var.config.auth.sessionSecret, orderId, token))
      throw notFound();
    const tracked = await trackedOrder(c.var.db, orderId, c.var.config.siteUrl);
    if (!tracked) throw notFound();
    return c.json<TrackResponse>(tracked);
  },
);
