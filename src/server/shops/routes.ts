/**
 * Shop calls (SPEC §7): GET /subdomains, the shop list a page at a time; under
 * /shop, POST / (one shop's storeData), GET /by-host (the same for the shop a
 * storefront host names: the storefront's one start-up lookup), POST /product
 * and POST /products (a page of the catalogue, searched, filtered and sorted;
 * paths designed here). Reads go through
 * the shop caches; an order placed invalidates its shops' catalogues, so stock
 * shown is fresh on this replica.
 */
import { type Context, Hono } from "hono";
import type { ApiError } from "../../contract/common";
import { ProductRequest, ProductResponse, ProductsRequest, ProductsResponse } from "../../contract/product";
import { ShopSettings, ShopSettingsResponse } from "../../contract/seller";
import { ShopRequest, ShopResponse, type StoreData } from "../../contract/shop";
import { ShopByHostQuery, SubdomainsQuery, SubdomainsResponse } from "../../contract/subdomains";
import { catalogueSearch } from "../../domain/catalogueQuery";
import { normalizeHostname, platformOf, subdomainOf } from "../../domain/host";
import type { Config } from "../config";
import { paymentSettings } from "../config/payments";
import type { ShopRow } from "../db/schema";
import { ApiFailure, notFound } from "../http/failure";
import { describeCall } from "../http/openapi";
import { validateJson, validateQuery } from "../http/validate";
import { requireRole, SELLER_CALL, type StaffEnv } from "../staff/guard";
import type { CacheEnv } from "./cache";
import { countShops, getShop, listShopIds, toStoreData } from "./queries";
import { saveSettings, toSettings } from "./settings";
import { getListedProduct, listCategories, listProductPage } from "./shelf";

/** Throws 404 naming shopId when no shop has that id (the cached storeData says). */
async function knownShop(c: Context<CacheEnv>, shopId: string): Promise<void> {
  if (!(await storeDataOf(c, shopId))) throw notFound("Shop", "shopId");
}

/**
 * One page of a shop's catalogue with its categories. The pages of the whole
 * catalogue (by category, order, page) are cached until the catalogue
 * changes; a search goes to the database each time (its trigram index).
 */
async function cataloguePage(c: Context<CacheEnv>, request: ProductsRequest): Promise<ProductsResponse> {
  const { db, cache, config } = c.var;
  const { shopId, ...listing } = request;
  await knownShop(c, shopId);
  const load = () => listProductPage(db, shopId, listing, config.siteUrl);
  const [page, categories] = await Promise.all([
    listing.q ? load() : cache.catalogue(shopId, `page:${catalogueSearch(listing)}`, load),
    cache.catalogue(shopId, "categories", () => listCategories(db, shopId)),
  ]);
  if (!page) throw notFound("Shop", "shopId");
  return { ...page, categories: categories ?? [] };
}

/** A shop's storeData (cached; a miss is remembered briefly, cache.ts), or null when no shop has that id. */
function storeDataOf(c: Context<CacheEnv>, shopId: string): Promise<StoreData | null> {
  const { db, cache, config } = c.var;
  return cache.storeData(shopId, async () => {
    const row = await getShop(db, shopId);
    // Online payments: the shop's choice, where the platform has a gateway (else PAY ONLINE is its own UPI).
    return row && toStoreData(row, config.siteUrl, Boolean(paymentSettings(config).razorpay));
  });
}

/** GET /subdomains?page=&limit=; mount at /subdomains. */
export const subdomainRoutes = new Hono<CacheEnv>().get(
  "/",
  describeCall({
    summary: "The shop list, sorted, a page at a time (no parameters: the first 1000)",
    answer: SubdomainsResponse,
    errors: [400],
  }),
  validateQuery(SubdomainsQuery),
  async (c) => {
    const { page, limit } = c.req.valid("query");
    const { db, cache } = c.var;
    const { ids, total } = await cache.subdomains(page, limit, async () => {
      const [ids, total] = await Promise.all([listShopIds(db, { page, limit }), countShops(db)]);
      return { ids, total };
    });
    return c.json<SubdomainsResponse>({
      response: ids.map((subdomain) => ({ subdomain })),
      page,
      limit,
      total,
    });
  },
);

/** A shop and its catalogue; mount at /shop. */
export const shopRoutes = new Hono<CacheEnv>()
  .post(
    "/",
    describeCall({ summary: "A shop's storeData", answer: ShopResponse, errors: [404] }),
    validateJson(ShopRequest),
    async (c) => {
      const storeData = await storeDataOf(c, c.req.valid("json").shopId);
      if (!storeData) return c.json<ApiError>({ error: "Shop not found", field: "shopId" }, 404);
      return c.json<ShopResponse>({ response: storeData });
    },
  )
  .get(
    "/by-host",
    describeCall({
      summary:
        "The storeData of the shop a storefront host names (its subdomain, by the platform's host rule), in one lookup",
      answer: ShopResponse,
      errors: [400, 404],
    }),
    validateQuery(ShopByHostQuery),
    async (c) => {
      const { host } = c.req.valid("query");
      const { siteUrl, platformDomain } = c.var.config;
      const subdomain = subdomainOf(host, platformOf(siteUrl, platformDomain).domain);
      if (subdomain === null) {
        const error = `${normalizeHostname(host)} is the platform's own host, not a shop`;
        return c.json<ApiError>({ error, field: "host" }, 404);
      }
      const storeData = await storeDataOf(c, subdomain);
      if (!storeData) {
        return c.json<ApiError>({ error: `No shop has the subdomain ${subdomain}`, field: "host" }, 404);
      }
      return c.json<ShopResponse>({ response: storeData });
    },
  )
  .post(
    "/product",
    describeCall({ summary: "One product", answer: ProductResponse, errors: [404] }),
    validateJson(ProductRequest),
    async (c) => {
      const { shopId, productId } = c.req.valid("json");
      await knownShop(c, shopId);
      const { db, cache, config } = c.var;
      const product = await cache.catalogue(shopId, `product:${productId}`, () =>
        getListedProduct(db, shopId, productId, config.siteUrl),
      );
      if (!product) throw notFound("Product", "productId");
      return c.json<ProductResponse>({ response: product });
    },
  )
  .post(
    "/products",
    describeCall({
      summary:
        "A page of a shop's catalogue (24 products): searched (q), in a category, sorted (featured, price-asc, price-desc, newest); with the matches counted and the shop's categories",
      answer: ProductsResponse,
      errors: [400, 404],
    }),
    validateJson(ProductsRequest),
    async (c) => c.json<ProductsResponse>(await cataloguePage(c, c.req.valid("json"))),
  );

/**
 * The seller's settings: GET and PUT /shops/{shopId}/settings; mount at
 * /api/seller. `ownPhoto` says whether a URL is a photo this shop uploaded.
 */
export function settingsRoutes(ownPhoto: (url: string, shopId: string) => boolean) {
  const answer = (row: ShopRow, config: Config) => ({
    settings: toSettings(row),
    updatedAt: row.updatedAt.toISOString(),
    onlinePaymentsOffered: Boolean(paymentSettings(config).razorpay),
  });
  return new Hono<CacheEnv & StaffEnv>()
    .get(
      "/shops/:shopId/settings",
      describeCall({ summary: "The shop's settings", answer: ShopSettingsResponse, ...SELLER_CALL }),
      requireRole("owner", "staff"),
      async (c) => {
        const row = await getShop(c.var.db, c.var.staff.shopId);
        if (!row) throw notFound("Shop", "shopId");
        return c.json<ShopSettingsResponse>(answer(row, c.var.config));
      },
    )
    .put(
      "/shops/:shopId/settings",
      describeCall({
        summary: "Saves the shop's settings; the storefront shows them on its next load",
        answer: ShopSettingsResponse,
        ...SELLER_CALL,
      }),
      requireRole("owner", "staff"),
      validateJson(ShopSettings),
      async (c) => {
        const { staff } = c.var;
        if (c.req.valid("json").onlinePayments && !paymentSettings(c.var.config).razorpay)
          throw new ApiFailure(
            400,
            "Online payments are not available on this platform yet",
            "onlinePayments",
          );
        const row = await saveSettings(c.var.db, staff, c.req.valid("json"), (url) =>
          ownPhoto(url, staff.shopId),
        );
        await c.var.cache.invalidateShop(staff.shopId);
        return c.json<ShopSettingsResponse>(answer(row, c.var.config));
      },
    );
}
