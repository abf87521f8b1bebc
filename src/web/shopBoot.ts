/**
 * The shop's first data, handed over with the storefront shell (DESIGN.md
 * "Rendering": no serial round trips after the script boots). When the web
 * server serves the shell to a shop host it asks the API, in parallel, for
 * the shop that host names (GET /shop/by-host: one lookup, never the whole
 * shop list) and a page of its catalogue (the one a home URL's search,
 * category, order and page ask for), keeps a shop's answers for a short time,
 * draws the first screen from them (src/storefront/FirstPaint.tsx) and embeds
 * them in the page as a JSON data block the storefront's stores take instead
 * of calling the API (src/stores/boot.ts). The block carries that one shop:
 * no other shop's id is in any shop's page.
 * A host whose subdomain is no shop gets a block without a shop, so the page
 * says store-not-found at once; that answer is not kept, so a shop created a
 * moment later is live at once. When the API is slow or down the shell goes
 * out without data after a short wait, and the storefront makes the lookup
 * itself (spinner, 'Something Was Wrong Please Tryagain', Try Again).
 */
import * as v from "valibot";
import { createClient } from "../api/client";
import { BOOT_ELEMENT_ID, type ShopBoot } from "../contract/boot";
import { ProductResponse, ProductsResponse } from "../contract/product";
import { ShopResponse, type StoreData } from "../contract/shop";
import { type CatalogueQuery, catalogueSearch, DEFAULT_CATALOGUE_QUERY } from "../domain/catalogueQuery";
import { hostKind, isHostHeader } from "../domain/host";
import { scriptSafeJson } from "../domain/text";
import { internalApiUrl } from "../envReader";
import { processVars } from "../settings";

type Cached<T> = { at: number; value: Promise<T | null> };

export interface ShopBootOptions {
  apiUrl: string;
  platformDomain?: string | undefined;
  /** How long an answer is kept (ms). */
  ttlMs?: number;
  /** How long the shell waits for the API before going out without data (ms). */
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
  now?: () => number;
}

/** The API's answer that no shop has the host's subdomain (404, or 400 for a host it cannot read). */
const MISSING = "missing";

/** Makes the boot data source of one web server. */
export function createShopBoot({
  apiUrl,
  platformDomain,
  ttlMs = 10_000,
  timeoutMs = 1500,
  fetchImpl = fetch,
  now = Date.now,
}: ShopBootOptions) {
  // The one HTTP client (ky): no retry (the shell goes out without data rather than wait), a refusal read
  // by its status here (404/400: no such shop), each call within the shell's wait.
  const api = createClient({
    prefix: apiUrl,
    timeout: timeoutMs,
    retry: 0,
    throwHttpErrors: false,
    fetch: fetchImpl,
  });
  const cache = new Map<string, Cached<unknown>>();

  /**
   * One API answer through the cache; null when the API failed, was slow or
   * broke the contract. Neither that nor an answer `keep` refuses is kept:
   * the next page view asks again.
   */
  function cached<T>(key: string, load: () => Promise<T>, keep: (value: T) => boolean = () => true) {
    const hit = cache.get(key) as Cached<T> | undefined;
    if (hit && now() - hit.at < ttlMs) return hit.value;
    const value = load().catch(() => null);
    cache.set(key, { at: now(), value });
    void value.then((v) => {
      if ((v === null || !keep(v)) && cache.get(key)?.value === value) cache.delete(key);
    });
    if (cache.size > 5000) cache.delete(cache.keys().next().value as string);
    return value;
  }

  function request(path: string, body?: unknown): Promise<Response> {
    return body === undefined ? api.get(path) : api.post(path, { json: body });
  }

  async function parsed<S extends v.GenericSchema>(path: string, res: Response, schema: S) {
    if (!res.ok) throw new Error(`${path}: ${res.status}`);
    return v.parse(schema, await res.json());
  }

  /** The storeData of the shop `host` names (`shopId`, its subdomain), or MISSING. */
  const shopAt = (host: string, shopId: string) =>
    cached(
      `shop:${shopId}`,
      async (): Promise<StoreData | typeof MISSING> => {
        const res = await api.get("shop/by-host", { searchParams: { host } });
        if (res.status === 404 || res.status === 400) return MISSING;
        const { response } = await parsed("shop/by-host", res, ShopResponse);
        // Never another shop's data in this shop's page.
        if (response.shopId !== shopId) throw new Error(`shop/by-host: ${response.shopId} for ${host}`);
        return response;
      },
      (found) => found !== MISSING,
    );
  /** The page of `shopId`'s catalogue `query` asks for (a search's too: kept as briefly as the rest). */
  const catalogue = (shopId: string, query: CatalogueQuery) =>
    cached(`products:${shopId}${catalogueSearch(query)}`, async () => {
      const res = await request("shop/products", { shopId, ...query });
      return { ...(await parsed("shop/products", res, ProductsResponse)), query };
    });

  /** One product of `shopId` (a product page's), or null when it is not there (not kept). */
  const productOf = (shopId: string, productId: string) =>
    cached(`product:${shopId}:${productId}`, async () => {
      const res = await request("shop/product", { shopId, productId });
      const { response } = await parsed("shop/product", res, ProductResponse);
      if (response.shopId !== shopId || response.productId !== productId)
        throw new Error(`shop/product: ${response.shopId}/${response.productId} for ${shopId}/${productId}`);
      return response;
    });

  return {
    /**
     * The boot data for a shell served to `host`, with the page of the
     * catalogue `listing` asks for (the home's URL query; the first page
     * otherwise) and, for a product page (`productId`), that product when the
     * page does not hold it; or null when the API could not say which shop it is.
     */
    async bootFor(
      host: string,
      listing: CatalogueQuery = DEFAULT_CATALOGUE_QUERY,
      productId?: string,
    ): Promise<ShopBoot | null> {
      const kind = hostKind(host, platformDomain);
      // No shop can live at the platform's own host or at a host no browser would send.
      if (kind.kind !== "shop" || !isHostHeader(host)) return { host };
      const shopId = kind.subdomain;
      // Asked with the rest, not after it: the page's answer waits for the slowest of them only.
      const [storeData, page, product] = await Promise.all([
        shopAt(host, shopId),
        catalogue(shopId, listing),
        productId ? productOf(shopId, productId) : null,
      ]);
      if (storeData === null) return null;
      if (storeData === MISSING) return { host };
      const listed = !!page?.response.some((p) => p.productId === productId);
      return {
        host,
        shopId,
        storeData,
        ...(page ? { catalogue: page } : {}),
        ...(product && !listed ? { product } : {}),
      };
    },
  };
}

/** The data block the shell carries (read by src/stores/boot.ts); no text in the data can close it. */
export function bootScript(boot: ShopBoot): string {
  return `<script type="application/json" id="${BOOT_ELEMENT_ID}">${scriptSafeJson(boot)}</script>`;
}

let shared: ReturnType<typeof createShopBoot> | undefined;

/** This server's one boot data source (its cache is shared by every page view), on API_INTERNAL_URL. */
export function sharedShopBoot(platformDomain: string | undefined) {
  shared ??= createShopBoot({ apiUrl: internalApiUrl(processVars()), platformDomain });
  return shared;
}
