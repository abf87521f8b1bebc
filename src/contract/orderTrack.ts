/**
 * GET /api/digiorder/track/{orderId}?t={token} (issue 26, designed here):
 * the public tracking of an order its shopper shared on WhatsApp. Only what
 * a recipient needs: the shop, the products with their photos, each line's
 * steps with their times, the expected and the delivered date; never the
 * address, a phone, an email, a price or a reason.
 */
import * as v from "valibot";
import { ShopId } from "./common";

/** One line of the shared order, as its recipient sees it. */
export const TrackedLine = v.object({
  orderId: v.string(),
  productName: v.string(),
  productImage: v.string(),
  size: v.string(),
  color: v.string(),
  productCount: v.number(),
  /** The card's status: PENDING, CONFIRMED, SHIPPED, DELIVERED or CANCEL. */
  status: v.string(),
  /** Its steps (Pending, Confirmed, …, Canceled) with their times (ISO), oldest first. */
  timeline: v.array(v.object({ status: v.string(), at: v.string() })),
  /** The expected delivery date (YYYY-MM-DD, "" when none). */
  deliveryBy: v.string(),
  /** When it was delivered (ISO; "" before). */
  deliveredAt: v.string(),
});
export type TrackedLine = v.InferOutput<typeof TrackedLine>;

/** The shared order: its shop's lines of the placement, under the placement's reference. */
export const TrackResponse = v.object({
  shopId: ShopId,
  shopName: v.string(),
  /** The reference the shopper's history and Success view show: "Order #{reference}". */
  reference: v.string(),
  /** The India date it was placed (YYYY-MM-DD). */
  date: v.string(),
  lines: v.array(TrackedLine),
});
export type TrackResponse = v.InferOutput<typeof TrackResponse>;

/** The one answer to a wrong or missing token and to an unknown order alike (404): nothing tells them apart. */
export const TRACK_NOT_FOUND = "This tracking link is not valid. Ask for the link again.";
