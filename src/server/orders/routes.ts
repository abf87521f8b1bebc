/**
 * Order calls. POST /customer/addorder (SPEC §7): places the bag's checked
 * lines for the signed-in customer as one transaction (placement.ts) and
 * answers `{ response: true, orderIds, totals }` with the totals the server
 * charged; a retry with the same idempotencyKey answers the first result again.
 * Tracking and status under /api/digiorder:
 * POST /shopdigiorder (SPEC §7): one order's detail, for its customer
 * (Bearer), its shop's seller (X-Seller-Key) or a rider who may carry it
 * (X-Rider-Key: rider.ts `riderMayCarry`);
 * POST /updatestatus (designed here): the seller confirms, riders move it on
 * (the rider key under the phone rider's rules: rider.ts `riderStep`);
 * POST /confirmreceipt (designed here): the order's customer confirms receipt;
 * POST /refunded (designed here): the seller sent a cancelled UPI order's refund.
 */

import { Hono } from "hono";
import { createFactory } from "hono/factory";
import type * as v from "valibot";
import { AddOrderRequest, AddOrderResponse } from "../../contract/order";
import {
  AssignRiderRequest,
  CancelOrderRequest,
  ConfirmReceiptRequest,
  OrderNoteRequest,
  RiderOrdersResponse,
  ShopDigiOrderRequest,
  ShopDigiOrderResponse,
  UpdateStatusRequest,
  UpdateStatusResponse,
} from "../../contract/orderDetail";
import {
  RefundedRequest,
  SellerOrdersResponse,
  SellerPaymentRequest,
  ShopOrdersRequest,
} from "../../contract/sellerOrders";
import { RIDER_STEP_NAMES, RIDER_STEPS } from "../../domain/orders/riderSteps";
import { type Caller, type CallerEnv, callerAuth, customerAuth, ownEmail } from "../auth/guards";
import { checkRequest, clientKey, limitsOf, recordRequest } from "../auth/request-limits";
import type { Db } from "../db/connection";
import type { OrderRow } from "../db/schema";
import { ApiFailure, notFound } from "../http/failure";
import { describeCall } from "../http/openapi";
import { validateJson } from "../http/validate";
import type { CacheEnv } from "../shops/cache";
import { sellerRoles } from "../staff/guard";
import { actorOf as personActor } from "../staff/roles";
import { assignRider, cancelOrder, confirmOrder, listShopOrders, writeOrderNote } from "./console";
import { checkPendingCod, placeOrders } from "./placement";
import { getOrder, toOrderDetail } from "./queries";
import { markRefunded } from "./refund";
import { RIDER_KEY_ACTOR, riderKeyOrders, riderMayCarry, riderStep } from "./rider";
import { markPaymentReceived, shopOrdersPage, switchToCod, toSellerOrder } from "./seller";
import { moveOrder } from "./status";

/**
 * Whether the caller may see this order: its buyer, its shop's seller, or a
 * rider (the rider key) who may carry it: theirs, or waiting for a rider of
 * the shops they serve.
 */
async function maySee(db: Db, caller: Caller, order: OrderRow): Promise<boolean> {
  return (
    (caller.customerKey !== undefined && caller.customerKey === order.email) ||
    Boolean(caller.sellerShops?.has(order.shopId)) ||
    (caller.rider !== undefined && (await riderMayCarry(db, caller.rider, order.orderId)))
  );
}

/** The rider's step that reaches `riderStatus` (En Route: "accept"…), or undefined for the seller's Confirmed. */
const stepTo = (riderStatus: string) => RIDER_STEP_NAMES.find((step) => RIDER_STEPS[step].to === riderStatus);

/** POST /addorder; mount at /customer. */
export const orderRoutes = new Hono<CacheEnv>().post(
  "/addorder",
  describeCall({
    summary: "Place orders (one transaction)",
    answer: AddOrderResponse,
    security: ["bearer"],
    errors: [401, 403, 404, 409, 429],
  }),
  customerAuth,
  validateJson(AddOrderRequest),
  async (c) => {
    const input = c.req.valid("json");
    ownEmail(c, input.email);
    const limits = limitsOf(c.var.config);
    const client = clientKey(c);
    // Checked in the placement's transaction (a retry of a placed order is answered first) and
    // counted once it committed, in one statement: a refused placement counts nothing and changes
    // nothing, and no counter row stays locked while an order is written (request-limits.ts).
    const customerKey = [`customer:${input.email}`];
    const { cache } = c.var;
    const placed = await placeOrders(
      c.var.db,
      input,
      new Date(),
      async (tx, order, now) => {
        // Sent together, judged in this order.
        const checks = await Promise.allSettled([
          checkPendingCod(tx, order, limits.pendingCod, limits.codConfirmHours, now),
          checkRequest(tx, "ordersPerCustomer", limits.ordersPerCustomer, customerKey, "orders"),
          checkRequest(tx, "ordersPerClient", limits.ordersPerClient, [client], "orders from this network"),
        ]);
        for (const check of checks) if (check.status === "rejected") throw check.reason;
      },
      // The stock those shops show has changed: the other replicas hear on the commit.
      (tx, shopIds) => cache.announceCatalogues(tx, shopIds),
    );
    if (!placed.replayed) {
      await recordRequest(c.var.db, [
        { name: "ordersPerCustomer", limit: limits.ordersPerCustomer, keys: customerKey },
        { name: "ordersPerClient", limit: limits.ordersPerClient, keys: [client] },
      ]);
    }
    for (const shopId of placed.shopIds) cache.forgetCatalogue(shopId);
    if (placed.replayed) c.header("Idempotent-Replayed", "true");
    return c.json<AddOrderResponse>(placed.response);
  },
);

/** Tracking and status; mount at /api/digiorder. */
export const digiOrderRoutes = new Hono<CacheEnv>()
  .post(
    "/shopdigiorder",
    describeCall({
      summary: "One order",
      answer: ShopDigiOrderResponse,
      security: ["bearer", "sellerKey", "riderKey"],
      errors: [401, 403, 404],
    }),
    callerAuth,
    sellerRoles,
    validateJson(ShopDigiOrderRequest),
    async (c) => {
      const { caller } = c.var;
      const order = await getOrder(c.var.db, c.req.valid("json").orderId);
      if (!order) throw notFound("Order", "orderId");
      if (!(await maySee(c.var.db, caller, order)))
        throw new ApiFailure(403, "This order is not yours to see", "orderId");
      return c.json<ShopDigiOrderResponse>({ shopOrderDetail: [toOrderDetail(order)] });
    },
  )
  .post(
    "/updatestatus",
    describeCall({
      summary: "Move an order on",
      answer: UpdateStatusResponse,
      security: ["bearer", "sellerKey", "riderKey"],
      errors: [401, 403, 404, 409],
    }),
    callerAuth,
    sellerRoles,
    validateJson(UpdateStatusRequest),
    async (c) => {
      const { orderId, riderStatus, riderDetails, cashCollected } = c.req.valid("json");
      const { caller, db } = c.var;
      const step = stepTo(riderStatus);
      if (!step) {
        if (cashCollected !== undefined)
          throw new ApiFailure(400, 'Only "Delivered" records the cash collected', "cashCollected");
        const order = await confirmOrder(db, orderId, caller, actorOf(caller));
        return c.json<v.InferOutput<typeof UpdateStatusResponse>>({ response: toOrderDetail(order) });
      }
      // The rider key is a rider: the phone rider's step, scope, cash rule and audit, on this one order.
      if (!caller.rider) throw new ApiFailure(403, "Only a rider moves an order on after it is confirmed");
      if (riderDetails) throw new ApiFailure(400, RIDER_DETAILS_FROM_ACCOUNT, "riderDetails");
      await riderStep(db, caller.rider, orderId, step, cashCollected, RIDER_KEY_ACTOR, new Date(), "line");
      const order = await getOrder(db, orderId);
      if (!order) throw notFound("Order", "orderId");
      return c.json<v.InferOutput<typeof UpdateStatusResponse>>({ response: toOrderDetail(order) });
    },
  )
  .post(
    "/confirmreceipt",
    describeCall({
      summary: "The customer confirms receipt (Delivered → Received)",
      answer: UpdateStatusResponse,
      security: ["bearer"],
      errors: [401, 403, 404, 409],
    }),
    customerAuth,
    validateJson(ConfirmReceiptRequest),
    async (c) => {
      const { orderId } = c.req.valid("json");
      const customer = c.var.customer;
      const order = await moveOrder(c.var.db, orderId, "Received", { customer, customerKey: customer.key });
      return c.json<v.InferOutput<typeof UpdateStatusResponse>>({ response: toOrderDetail(order) });
    },
  )
  .post(
    "/shoporders",
    describeCall({
      summary:
        "The seller console: the shop's orders (a page of whole placements of a view, or the newest 200)",
      answer: SellerOrdersResponse,
      security: ["bearer", "sellerKey"],
      errors: [401, 403],
    }),
    callerAuth,
    sellerRoles,
    validateJson(ShopOrdersRequest),
    async (c) => {
      const { shopId, page, view } = c.req.valid("json");
      if (!sellerShopsOf(c.var.caller).has(shopId))
        throw new ApiFailure(403, "You don't sell for this shop", "shopId");
      if (page !== undefined)
        return c.json<SellerOrdersResponse>(await shopOrdersPage(c.var.db, shopId, view, page));
      const rows = await listShopOrders(c.var.db, shopId);
      return c.json<SellerOrdersResponse>({ response: rows.map(toSellerOrder) });
    },
  )
  .post(
    "/riderorders",
    describeCall({
      summary:
        "The rider console: the rider's orders and confirmed ones awaiting a rider of the shops they serve",
      answer: RiderOrdersResponse,
      security: ["riderKey"],
      errors: [401, 403],
    }),
    callerAuth,
    sellerRoles,
    async (c) => {
      const { rider } = c.var.caller;
      if (!rider) throw new ApiFailure(403, "Only a rider sees the rider's orders");
      const rows = await riderKeyOrders(c.var.db, rider);
      return c.json<v.InferOutput<typeof RiderOrdersResponse>>({
        response: rows.map(toOrderDetail),
        rider: { name: rider.name, phoneNumber: rider.phoneNumber, vehicleType: rider.vehicleType },
      });
    },
  )
  .post(
    "/ordernote",
    describeCall({
      summary: "The seller writes the order note",
      answer: UpdateStatusResponse,
      security: ["bearer", "sellerKey"],
      errors: [401, 403, 404, 409],
    }),
    callerAuth,
    sellerRoles,
    validateJson(OrderNoteRequest),
    async (c) => {
      const { orderId, ...note } = c.req.valid("json");
      const { caller } = c.var;
      const order = await writeOrderNote(c.var.db, orderId, sellerShopsOf(caller), note, actorOf(caller));
      return c.json<v.InferOutput<typeof UpdateStatusResponse>>({ response: toOrderDetail(order) });
    },
  )
  .post(
    "/assignrider",
    describeCall({
      summary: "The seller names the order's rider before it leaves",
      answer: UpdateStatusResponse,
      security: ["bearer", "sellerKey"],
      errors: [401, 403, 404, 409],
    }),
    callerAuth,
    sellerRoles,
    validateJson(AssignRiderRequest),
    async (c) => {
      const { orderId, riderDetails } = c.req.valid("json");
      const { caller } = c.var;
      const order = await assignRider(
        c.var.db,
        orderId,
        sellerShopsOf(caller),
        riderDetails,
        actorOf(caller),
      );
      return c.json<v.InferOutput<typeof UpdateStatusResponse>>({ response: toOrderDetail(order) });
    },
  )
  .post(
    "/cancelorder",
    describeCall({
      summary: "The seller cancels an order that has not left; its stock goes back",
      answer: UpdateStatusResponse,
      security: ["bearer", "sellerKey"],
      errors: [401, 403, 404, 409],
    }),
    callerAuth,
    sellerRoles,
    validateJson(CancelOrderRequest),
    async (c) => {
      const { caller } = c.var;
      const { orderId } = c.req.valid("json");
      const order = await cancelOrder(c.var.db, orderId, sellerShopsOf(caller), actorOf(caller));
      // The stock the shop shows has changed.
      await c.var.cache.invalidateCatalogue(order.shopId);
      return c.json<v.InferOutput<typeof UpdateStatusResponse>>({ response: toOrderDetail(order) });
    },
  )
  .post(
    "/paymentreceived",
    ...paymentCall(
      "The seller marks a UPI order's payment received (every line of its placement in the shop)",
      markPaymentReceived,
    ),
  )
  .post(
    "/switchtocod",
    ...paymentCall("The seller switches an unpaid UPI order to cash on delivery", switchToCod),
  )
  .post(
    "/refunded",
    describeCall({
      summary: "The seller sent a cancelled UPI order's refund: it is refunded with the transfer's UTR",
      answer: SellerOrdersResponse,
      security: ["bearer", "sellerKey"],
      errors: [401, 403, 404, 409],
    }),
    callerAuth,
    sellerRoles,
    validateJson(RefundedRequest),
    async (c) => {
      const { caller } = c.var;
      const row = await markRefunded(c.var.db, c.req.valid("json"), sellerShopsOf(caller), actorOf(caller));
      return c.json<SellerOrdersResponse>({ response: [toSellerOrder(row)] });
    },
  );

/** A seller's call on a UPI placement's payment: `act` with the caller's shops and name, answering the lines. */
function paymentCall(summary: string, act: typeof markPaymentReceived) {
  return createFactory<CallerEnv>().createHandlers(
    describeCall({
      summary,
      answer: SellerOrdersResponse,
      security: ["bearer", "sellerKey"],
      errors: [401, 403, 404, 409],
    }),
    callerAuth,
    sellerRoles,
    validateJson(SellerPaymentRequest),
    async (c) => {
      const { caller } = c.var;
      const rows = await act(c.var.db, c.req.valid("json").orderId, sellerShopsOf(caller), actorOf(caller));
      return c.json<SellerOrdersResponse>({ response: rows.map(toSellerOrder) });
    },
  );
}

/**
 * Who a seller's change is recorded as: the person signed in (their email,
 * else their phone: staff/roles.ts `actorOf`), or the integration key.
 */
const actorOf = (caller: Caller) =>
  caller.customer?.kind === "firebase" && personActor(caller.customer)
    ? personActor(caller.customer)
    : "seller key";

/** A rider key's updatestatus naming the rider: the rider's name, phone and vehicle are their account's. */
const RIDER_DETAILS_FROM_ACCOUNT =
  "A rider's name, phone and vehicle come from their account: leave riderDetails out";

/** 403 unless the caller sells for some shop. */
function sellerShopsOf(caller: Caller): ReadonlySet<string> {
  if (!caller.sellerShops?.size) throw new ApiFailure(403, "Only the shop's seller does this");
  return caller.sellerShops;
}
