/** GET /counter/emitraCounter and /counter/marketplaceCounter: count one visit, answer the new total as a bare number. */
import { Hono } from "hono";
import type { ApiError } from "../../contract/common";
import { COUNTERS } from "../../contract/counter";
import type { AppEnv } from "../http/context";
import { incrementCounter } from "./queries";

const known = new Set<string>(COUNTERS);

export const counterRoutes = new Hono<AppEnv>().get("/:name", async (c) => {
  const name = c.req.param("name");
  if (!known.has(name)) return c.json<ApiError>({ error: "Counter not found", field: "name" }, 404);
  c.header("Cache-Control", "no-store");
  if (c.req.method === "HEAD") return c.body(null); // hono routes HEAD here too: a probe is no visit
  return c.json(await incrementCounter(c.var.db, name));
});
