/** POST /shop: one shop's storeData (SPEC §7). Later: /shop/product, /shop/download-img. */
import { Hono } from "hono";
import type { ApiError } from "../../contract/common";
import { ShopRequest, type ShopResponse } from "../../contract/shop";
import type { AppEnv } from "../context";
import { getShop, toStoreData } from "../shops";
import { validateJson } from "../validate";

export const shopRoutes = new Hono<AppEnv>().post("/", validateJson(ShopRequest), async (c) => {
  const { shopId } = c.req.valid("json");
  const { db, cache, config } = c.var;
  const storeData = await cache.storeData(shopId, async () => {
    const row = await getShop(db, shopId);
    return row && toStoreData(row, config.siteUrl);
  });
  if (!storeData) return c.json<ApiError>({ error: "Shop not found", field: "shopId" }, 404);
  return c.json<ShopResponse>({ response: storeData });
});
