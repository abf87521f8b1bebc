/**
 * The support admin's order calls, under /api/support (src/contract/support.ts;
 * support and master admins only, `requirePlatformRole`):
 * GET /orders?q=&page=: orders across shops by number, phone or email;
 * GET /orders/{orderId}: one with its timeline, shop, rider and riders to pick;
 * POST /orders/{orderId}/cancel: cancel it with a reason (its stock goes back);
 * POST /orders/{orderId}/rider: give it a rider of the riders table;
 * POST /orders/{orderId}/refunded: mark a cancelled UPI order's refund sent, with its UTR.
 * No catalogue, settings or shop call: a support admin sells for no shop.
 */
import { Hono } from "hono";
import {
  SupportCancelRequest,
  SupportOrderResponse,
  SupportOrdersResponse,
  SupportRefundedRequest,
  SupportRiderRequest,
  SupportSearchQuery,
} from "../../contract/support";
import { readSupportQuery, SUPPORT_QUERY_HELP } from "../../domain/orders/support";
import { ApiFailure, notFound } from "../http/failure";
import { describeCall } from "../http/openapi";
import { validateJson, validateQuery } from "../http/validate";
import type { CacheEnv } from "../shops/cache";
import { requirePlatformRole, STAFF_CALL, type StaffEnv } from "../staff/guard";
import { markRefunded } from "./refund";
import { searchOrders, supportCancel, supportGiveRider, supportOrder } from "./support";

const supportOnly = requirePlatformRole("support", "master");

/** An order id as the path carries it (ids are made of letters and digits): anything else names no order. */
const orderIdOf = (param: string | undefined): string => {
  if (!param || !/^[A-Za-z0-9_-]{1,100}$/.test(param)) throw notFound("Order", "orderId");
  return param;
};

/** The calls; mount at /api/support. */
export const supportRoutes = new Hono<StaffEnv & CacheEnv>()
  .get(
    "/orders",
    describeCall({
      summary: "Support: orders across shops by order number, phone or email, newest first, 20 a page",
      answer: SupportOrdersResponse,
      ...STAFF_CALL,
      errors: [400, 401, 403],
    }),
    supportOnly,
    validateQuery(SupportSearchQuery),
    async (c) => {
      const { q, page } = c.req.valid("query");
      const query = readSupportQuery(q);
      if (!query) throw new ApiFailure(400, SUPPORT_QUERY_HELP, "q");
      return c.json<SupportOrdersResponse>(await searchOrders(c.var.db, query, page));
    },
  )
  .get(
    "/orders/:orderId",
    describeCall({
      summary: "Support: an order with its timeline, its shop, its rider and the riders it may be given",
      answer: SupportOrderResponse,
      ...STAFF_CALL,
      errors: [401, 403, 404],
    }),
    supportOnly,
    async (c) =>
      c.json<SupportOrderResponse>(await supportOrder(c.var.db, orderIdOf(c.req.param("orderId")))),
  )
  .post(
    "/orders/:orderId/cancel",
    describeCall({
      summary:
        "Support cancels an order not yet delivered, with a reason the seller and the shopper read; its stock goes back",
      answer: SupportOrderResponse,
      ...STAFF_CALL,
      errors: [401, 403, 404, 409],
    }),
    supportOnly,
    validateJson(SupportCancelRequest),
    async (c) => {
      const orderId = orderIdOf(c.req.param("orderId"));
      const { reason } = c.req.valid("json");
      const order = await supportCancel(c.var.db, orderId, reason, c.var.actor);
      // The stock the shop shows has changed.
      await c.var.cache.invalidateCatalogue(order.shopId);
      return c.json<SupportOrderResponse>(await supportOrder(c.var.db, orderId));
    },
  )
  .post(
    "/orders/:orderId/rider",
    describeCall({
      summary: "Support gives an order not yet delivered to a rider of the riders table",
      answer: SupportOrderResponse,
      ...STAFF_CALL,
      errors: [401, 403, 404, 409],
    }),
    supportOnly,
    validateJson(SupportRiderRequest),
    async (c) => {
      const orderId = orderIdOf(c.req.param("orderId"));
      await supportGiveRider(c.var.db, orderId, c.req.valid("json").riderId, c.var.actor);
      return c.json<SupportOrderResponse>(await supportOrder(c.var.db, orderId));
    },
  )
  .post(
    "/orders/:orderId/refunded",
    describeCall({
      summary:
        "Support marks a cancelled UPI order's refund sent, with the UTR of the seller's transfer (the shopper reads it on the order)",
      answer: SupportOrderResponse,
      ...STAFF_CALL,
      errors: [401, 403, 404, 409],
    }),
    supportOnly,
    validateJson(SupportRefundedRequest),
    async (c) => {
      const orderId = orderIdOf(c.req.param("orderId"));
      await markRefunded(c.var.db, { orderId, utr: c.req.valid("json").utr }, "any", c.var.actor);
      return c.json<SupportOrderResponse>(await supportOrder(c.var.db, orderId));
    },
  );
