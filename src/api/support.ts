/**
 * The support admin's order calls (/api/support, src/contract/support.ts),
 * one typed function each, over the staff client (the signed-in person's
 * Firebase ID token as Bearer; a 401 ends the staff app's session).
 */
import { SupportOrderResponse, SupportOrdersResponse } from "../contract/support";
import { staffHttp } from "./staffHttp";

/** Writes are never repeated by the client. */
const once = { retry: 0 } as const;

const orderPath = (orderId: string) => `api/support/orders/${encodeURIComponent(orderId)}`;

/** GET /api/support/orders: orders across shops by number, phone or email, 20 a page, newest first. */
export const findOrders = (q: string, page = 1) =>
  staffHttp
    .get("api/support/orders", { searchParams: { q, ...(page > 1 ? { page: String(page) } : {}) } })
    .json(SupportOrdersResponse);

/** GET /api/support/orders/{orderId}: the order, its timeline, shop, rider and the riders to pick. */
export const supportOrder = (orderId: string) => staffHttp.get(orderPath(orderId)).json(SupportOrderResponse);

/** POST …/cancel: cancels it with a reason the seller and the shopper read; answers the order. */
export const cancelWithReason = (orderId: string, reason: string) =>
  staffHttp.post(`${orderPath(orderId)}/cancel`, { json: { reason }, ...once }).json(SupportOrderResponse);

/** POST …/rider: gives it to a rider of the riders table; answers the order. */
export const giveRider = (orderId: string, riderId: number) =>
  staffHttp.post(`${orderPath(orderId)}/rider`, { json: { riderId }, ...once }).json(SupportOrderResponse);

/** POST …/refunded: a cancelled UPI order's refund was sent, with its 12-digit UTR; answers the order. */
export const markRefundSent = (orderId: string, utr: string) =>
  staffHttp.post(`${orderPath(orderId)}/refunded`, { json: { utr }, ...once }).json(SupportOrderResponse);
