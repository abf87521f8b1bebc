/**
 * GET /counter/emitraCounter and /counter/marketplaceCounter: count one
 * visit, answer the new total as a bare number. One route per counter (so
 * each is in the OpenAPI document); any other name is 404. Each counts on
 * its India day too (visit_days), for the platform's figures.
 *
 * GET /counter/shops/{shopId}/visit.gif: a shopper's visit to a shop's
 * storefront, counted on its India day for the seller's numbers: the
 * storefront's page carries it as a 1×1 image (src/pages/storefront.astro),
 * so a visit costs the shop's first load no JavaScript, and each page load
 * of a shop (its landing: the storefront moves between screens without one)
 * is one visit. Answers a transparent GIF, never cached; HEAD counts nothing;
 * 404 for a shop that is not there. POST /counter/shops/{shopId} counts the
 * same for a client that would rather call (`{ counted: true }`). Nothing to
 * sign in.
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
/** The smallest transparent GIF (43 bytes). */
const PIXEL = Uint8Array.from(atob("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7"), (ch) =>
  ch.charCodeAt(0),
);
counterRoutes.get(
  "/shops/:shopId/visit.gif",
  describeCall({
    summary:
      "Counts a shopper's visit to a shop's storefront on today's India date (the page's 1×1 image): a transparent GIF",
    answer: "image",
    errors: [404],
  }),
  async (c) => {
    c.header("Cache-Control", "no-store");
    const shop = v.safeParse(ShopId, c.req.param("shopId") ?? "");
    if (!shop.success) throw notFound("Shop", "shopId");
    // Hono routes HEAD here too: a probe is no visit.
    if (c.req.method !== "HEAD" && !(await countShopVisit(c.var.db, shop.output)))
      throw notFound("Shop", "shopId");
    return c.body(PIXEL, 200, { "Content-Type": "image/gif" });
  },
);
counterRoutes.get("/:name", (c) => c.json<ApiError>({ error: "Counter not found", field: "name" }, 404));
