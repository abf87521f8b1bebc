/**
 * GET /counter/emitraCounter and /counter/marketplaceCounter: count one
 * visit, answer the new total as a bare number. One route per counter (so
 * each is in the OpenAPI document); any other name is 404.
 */
import { type Context, Hono } from "hono";
import type { ApiError } from "../../contract/common";
import { COUNTERS, CounterResponse } from "../../contract/counter";
import type { AppEnv } from "../http/context";
import { describeCall } from "../http/openapi";
import { incrementCounter } from "./queries";

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
counterRoutes.get("/:name", (c) => c.json<ApiError>({ error: "Counter not found", field: "name" }, 404));
