/**
 * The seller console's order schemas, apart from orderDetail.ts so that the
 * storefront's screens, which load that file, never carry them.
 */
import * as v from "valibot";
import { ShopId } from "./common";
import { OrderDetail, OrderId } from "./orderDetail";
import { Refund } from "./userData";

/**
 * POST /api/digiorder/shoporders. Without `page`: the newest orders (up to
 * 200), as before. With `page`: that page of `view`, placements kept whole
 * ("action": what the seller must do next, oldest first; "open": not yet
 * delivered or canceled; "all": newest first).
 */
export const ShopOrdersRequest = v.object({
  shopId: ShopId,
  page: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100_000))),
  view: v.optional(v.picklist(["action", "open", "done", "all"]), "action"),
});

/** An order line as its seller sees it: what to pack (size, colour), its placement, whether its UPI money is in. */
export const SellerOrder = v.object({
  ...OrderDetail.entries,
  productId: v.string(),
  size: v.string(),
  color: v.string(),
  placementId: v.string(),
  orderStatus: v.string(),
  paymentReceivedAt: v.nullable(v.string()),
  /** The cash its rider collected at the door (a cash-on-delivery order), and when (ISO); null before. */
  cashCollected: v.nullable(v.number()),
  cashCollectedAt: v.nullable(v.string()),
  /** A cancelled, paid UPI line's money going back (due, then refunded with the UTR); null when none. */
  refund: v.optional(v.nullable(Refund), null),
});
export type SellerOrder = v.InferOutput<typeof SellerOrder>;

/** The seller's orders: a page of lines, the lines that match, and how many wait for confirmation. */
export const SellerOrdersResponse = v.object({
  response: v.array(SellerOrder),
  total: v.optional(v.number()),
  page: v.optional(v.number()),
  pageSize: v.optional(v.number()),
  waiting: v.optional(v.number()),
});
export type SellerOrdersResponse = v.InferOutput<typeof SellerOrdersResponse>;

/** POST /api/digiorder/paymentreceived and /switchtocod: the seller acts on a UPI order (and the rest of its placement). */
export const SellerPaymentRequest = v.object({ orderId: OrderId });

/** POST /api/digiorder/refunded: the seller sent a cancelled order's refund by UPI; `utr` is that transfer's 12 digits. */
/** The UTR of a UPI refund sent: 12 digits, spaces as typed left out. */
export const RefundUtr = v.pipe(
  v.string(),
  v.maxLength(30, "is too long"),
  v.transform((typed) => typed.replace(/\s/g, "")),
  v.regex(/^\d{12}$/, "Enter the 12-digit UTR of the UPI refund you sent"),
);
export const RefundedRequest = v.object({
  orderId: OrderId,
  utr: RefundUtr,
});
export type RefundedRequest = v.InferInput<typeof RefundedRequest>;
