/**
 * Order tracking and status calls under /api/digiorder:
 * POST /shopdigiorder (SPEC §7): one order's detail, for its customer
 * (Bearer), its shop's seller (X-Seller-Key) or a rider (X-Rider-Key);
 * POST /updatestatus (designed here): the seller confirms, riders move it on.
 */
import { Hono } from "hono";
import type * as v from "valibot";
import {
  ShopDigiOrderRequest,
  type ShopDigiOrderResponse,
  UpdateStatusRequest,
  type UpdateStatusResponse,
} from "../../contract/order";
import type { AppEnv } from "../context";
import { ApiFailure, notFound } from "../failure";
import { type Caller, callerAuth } from "../guards";
import { moveOrder } from "../order-status";
import { getOrder, toOrderDetail } from "../orders";
import type { OrderRow } from "../schema";
import { validateJson } from "../validate";

/** Whether the caller may see this order: its buyer, its shop's seller, or any rider. */
function maySee(caller: Caller, order: OrderRow): boolean {
  return (
    caller.customer?.email === order.email || caller.sellerShopId === order.shopId || Boolean(caller.rider)
  );
}

export const digiOrderRoutes = new Hono<AppEnv>()
  .post("/shopdigiorder", callerAuth, validateJson(ShopDigiOrderRequest), async (c) => {
    const { caller } = c.var;
    const order = await getOrder(c.var.db, c.req.valid("json").orderId);
    if (!order) throw notFound("Order", "orderId");
    if (!maySee(caller, order)) throw new ApiFailure(403, "This order is not yours to see", "orderId");
    return c.json<ShopDigiOrderResponse>({ shopOrderDetail: [toOrderDetail(order)] });
  })
  .post("/updatestatus", callerAuth, validateJson(UpdateStatusRequest), async (c) => {
    const { orderId, riderStatus, riderDetails } = c.req.valid("json");
    const order = await moveOrder(c.var.db, orderId, riderStatus, c.var.caller, riderDetails);
    return c.json<v.InferOutput<typeof UpdateStatusResponse>>({ response: toOrderDetail(order) });
  });
