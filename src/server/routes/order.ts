/**
 * POST /customer/addorder (SPEC §7): places the bag's checked lines for the
 * signed-in customer as one transaction (placement.ts) and answers
 * `{ response: true, orderIds, totals }` with the totals the server charged.
 * A retry with the same idempotencyKey answers the first result again.
 */
import { Hono } from "hono";
import { AddOrderRequest, type AddOrderResponse } from "../../contract/order";
import type { AppEnv } from "../context";
import { customerAuth, ownEmail } from "../guards";
import { placeOrders } from "../placement";
import { validateJson } from "../validate";

export const orderRoutes = new Hono<AppEnv>().post(
  "/addorder",
  customerAuth,
  validateJson(AddOrderRequest),
  async (c) => {
    const input = c.req.valid("json");
    ownEmail(c, input.email);
    const placed = await placeOrders(c.var.db, input);
    // The stock those shops show has changed.
    for (const shopId of placed.shopIds) c.var.cache.invalidateCatalogue(shopId);
    if (placed.replayed) c.header("Idempotent-Replayed", "true");
    return c.json<AddOrderResponse>(placed.response);
  },
);
