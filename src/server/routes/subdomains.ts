/** GET /subdomains: the shop list (SPEC §7). */
import { Hono } from "hono";
import type { SubdomainsResponse } from "../../contract/subdomains";
import type { AppEnv } from "../context";
import { listShopIds } from "../shops";

export const subdomainRoutes = new Hono<AppEnv>().get("/", async (c) => {
  const ids = await c.var.cache.subdomains(() => listShopIds(c.var.db));
  return c.json<SubdomainsResponse>({ response: ids.map((subdomain) => ({ subdomain })) });
});
