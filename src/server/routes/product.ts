/**
 * POST /shop/product (SPEC §7) and POST /shop/products (the catalogue; path
 * designed here). Both read the shop's cached catalogue; an order placed
 * invalidates it, so stock shown is fresh on this replica.
 */
import { type Context, Hono } from "hono";
import {
  ProductRequest,
  type ProductResponse,
  ProductsRequest,
  type ProductsResponse,
} from "../../contract/product";
import type { AppEnv } from "../context";
import { notFound } from "../failure";
import { listProducts } from "../products";
import { getShop } from "../shops";
import { validateJson } from "../validate";

/** The shop's products (cached); 404 naming shopId when the shop is unknown. */
async function catalogue(c: Context<AppEnv>, shopId: string) {
  const { db, cache, config } = c.var;
  const products = await cache.catalogue(shopId, async () =>
    (await getShop(db, shopId)) ? listProducts(db, shopId, config.siteUrl) : null,
  );
  if (!products) throw notFound("Shop", "shopId");
  return products;
}

export const productRoutes = new Hono<AppEnv>()
  .post("/product", validateJson(ProductRequest), async (c) => {
    const { shopId, productId } = c.req.valid("json");
    const product = (await catalogue(c, shopId)).find((p) => p.productId === productId);
    if (!product) throw notFound("Product", "productId");
    return c.json<ProductResponse>({ response: product });
  })
  .post("/products", validateJson(ProductsRequest), async (c) => {
    const { shopId } = c.req.valid("json");
    return c.json<ProductsResponse>({ response: await catalogue(c, shopId) });
  });
