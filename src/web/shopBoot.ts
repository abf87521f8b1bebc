/**
 * The shop's first data, handed over with the storefront shell (DESIGN.md
 * "Rendering": no serial round trips after the script boots). When the web
 * server serves the shell to a shop host it asks the API, in parallel, for
 * the shop list, the shop and its catalogue, keeps each answer for a short
 * time per shop, draws the first screen from them (src/storefront/FirstPaint.tsx)
 * and embeds them in the page as a JSON data block the storefront's stores
 * take instead of calling the API (src/stores/boot.ts).
 * An unknown shop gets the list alone, so the page says so at once. When the
 * API is slow or down the shell goes out without data after a short wait,
 * and the storefront fetches as before (spinner, 'Something Was Wrong Please
 * Tryagain', Try Again).
 */
import * as v from "valibot";
import { BOOT_ELEMENT_ID, type ShopBoot } from "../contract/boot";
import { ProductsResponse } from "../contract/product";
import { ShopResponse } from "../contract/shop";
import { SubdomainsResponse } from "../contract/subdomains";
import { resolveMode } from "../domain/host";
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

/** Makes the boot data source of one web server. */
export function createShopBoot({
  apiUrl,
  platformDomain,
  ttlMs = 10_000,
  timeoutMs = 1500,
  fetchImpl = fetch,
  now = Date.now,
}: ShopBootOptions) {
  const base = apiUrl.replace(/\/+$/, "");
  const cache = new Map<string, Cached<unknown>>();

  /** One API answer through the cache; null when the API failed, was slow or broke the contract. */
  function cached<T>(key: string, load: () => Promise<T>): Promise<T | null> {
    const hit = cache.get(key) as Cached<T> | undefined;
    if (hit && now() - hit.at < ttlMs) return hit.value;
    const value = load().catch(() => null);
    cache.set(key, { at: now(), value });
    // A failure is not kept: the next page view asks again.
    void value.then((v) => {
      if (v === null && cache.get(key)?.value === value) cache.delete(key);
    });
    if (cache.size > 5000) cache.delete(cache.keys().next().value as string);
    return value;
  }

  async function call<S extends v.GenericSchema>(path: string, schema: S, body?: unknown) {
    const res = await fetchImpl(`${base}/${path}`, {
      method: body ? "POST" : "GET",
      headers: body ? { "Content-Type": "application/json" } : {},
      body: body ? JSON.stringify(body) : null,
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!res.ok) throw new Error(`${path}: ${res.status}`);
    return v.parse(schema, await res.json());
  }

  const shopList = () =>
    cached("subdomains", async () =>
      (await call("subdomains", SubdomainsResponse)).response.map((e) => e.subdomain),
    );
  const shop = (shopId: string) =>
    cached(`shop:${shopId}`, async () => (await call("shop", ShopResponse, { shopId })).response);
  const products = (shopId: string) =>
    cached(
      `products:${shopId}`,
      async () => (await call("shop/products", ProductsResponse, { shopId })).response,
    );

  return {
    /** The boot data for a shell served to `host`, or null when the API could not give the shop list. */
    async bootFor(host: string): Promise<ShopBoot | null> {
      const shops = await shopList();
      if (!shops) return null;
      const mode = resolveMode(host, shops, platformDomain);
      if (mode.kind !== "shop") return { host, shops };
      const [storeData, list] = await Promise.all([shop(mode.shopId), products(mode.shopId)]);
      return {
        host,
        shops,
        shopId: mode.shopId,
        ...(storeData ? { storeData } : {}),
        ...(storeData && list ? { products: list } : {}),
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
