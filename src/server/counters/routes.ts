/**
 * GET /counter/emitraCounter and /counter/marketplaceCounter: count one
 * visit, answer the new total as a bare number. One route per counter (so
 * each is in the OpenAPI document); any other name is 404. Each counts on
 * its India day too (visit_days), for the platform's figures.
 *
 * POST /counter/shops/{shopId}: a shopper's visit to a shop's storefront
 * (once a browser session, src/api/counters.ts countShopVisit), counted on
 * its India day for the seller's numbers; `{ counted: true }`, 404 for a
 * shop that is not there. Nothing to sign in: a beacon carries no token.
 */
import { type Context, Hono } from "hono";
import * as v from "valibot";
import { type ApiError, ShopId } from "../../contract/common";
import { COUNTERS, CounterResponse, ShopVisitResponse } from "../../contract/counter";
import type { AppEnv } from "../http/context";
import { notFound } from "../http/failure";
import { describeCall } from "../http/openapi";
import { countShopVisit, incrementCounter } from "./queries";

/** Counts one visit of `name` and answers the new total. */
async function visit(c: Context<AppEnv>, name: string) {
  c.header("Cache-Control", "no-store");
  if (c.req.method === "HEAD") return c.body(null); // hono routes HEAD here too: a probe is no visit
  return c.json(await incrementCounter(c.var.db, name));
}

/** Mount at /counter. */
export const counterRoutes = new Hono<AppEnv>();
for (const name of COUNTERS) {
  const described = describeCall({
    summary: "Counts a visit; answers the new total",
    answer: CounterResponse,
  });
  counterRoutes.get(`/${name}`, described, (c) => visit(c, name));
}
counterRoutes.post(
  "/shops/:shopId",
  describeCall({
    summary: "Counts a shopper's visit to a shop's storefront on today's India date",
    answer: ShopVisitResponse,
    errors: [404],
  }),
  async (c) => {
    c.header("Cache-Control", "no-store");
    const shop = v.safeParse(ShopId, c.req.param("shopId") ?? "");
    if (!shop.success || !(await countShopVisit(c.var.db, shop.output))) throw notFound("Shop", "shopId");
    return c.json<ShopVisitResponse>({ counted: true });
  },
);
counterRoutes.get("/:name", (c) => c.json<ApiError>({ error: "Counter not found", field: "name" }, 404));
