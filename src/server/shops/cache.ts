/**
 * In-memory read-through caches for hot reads (shop list, storeData by id,
 * a shop's catalogue).
 *
 * Each process has its own copy, so entries also expire after a short TTL:
 * with several API replicas, a change made through one converges on the
 * others within `ttlMs`. Writers in this process call the invalidation hooks
 * (`invalidateShop`, `invalidateShops`) right after their change commits.
 */
import type { Product } from "../../contract/product";
import type { StoreData } from "../../contract/shop";

type Entry<V> = { value: Promise<V>; expires: number };

/** A small TTL cache that shares one in-flight load per key and forgets failures and nulls. */
export function createTtlCache<V>({ ttlMs = 30_000, maxEntries = 10_000, now = Date.now } = {}) {
  const entries = new Map<string, Entry<V | null>>();
  return {
    /** The cached value for key, or the result of load() (cached unless null or thrown). */
    get(key: string, load: () => Promise<V | null>): Promise<V | null> {
      const hit = entries.get(key);
      if (hit && hit.expires > now()) return hit.value;
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      const entry: Entry<V | null> = { value: load(), expires: now() + ttlMs };
      entries.set(key, entry);
      const forget = () => {
        if (entries.get(key) === entry) entries.delete(key);
      };
      entry.value.then((v) => v === null && forget(), forget);
      return entry.value;
    },
    /** Drops one key. */
    delete(key: string): void {
      entries.delete(key);
    },
    /** Drops every key. */
    clear(): void {
      entries.clear();
    },
  };
}

export type ShopCache = ReturnType<typeof createShopCache>;

/** The API's shop caches and their invalidation hooks. */
export function createShopCache(options: { ttlMs?: number; now?: () => number } = {}) {
  const list = createTtlCache<string[]>(options);
  const stores = createTtlCache<StoreData>(options);
  const catalogues = createTtlCache<Product[]>(options);
  return {
    /** Sorted shop ids (GET /subdomains). */
    subdomains: (load: () => Promise<string[]>) => list.get("all", load) as Promise<string[]>,
    /** storeData of one shop, or null when unknown (misses are not cached). */
    storeData: (shopId: string, load: () => Promise<StoreData | null>) => stores.get(shopId, load),
    /** A shop's products in display order, or null when the shop is unknown. */
    catalogue: (shopId: string, load: () => Promise<Product[] | null>) => catalogues.get(shopId, load),
    /** Call after a shop's products or their stock change (an order placed, say). */
    invalidateCatalogue(shopId: string): void {
      catalogues.delete(shopId);
    },
    /** Call after a shop is created, changed or deleted. */
    invalidateShop(shopId: string): void {
      stores.delete(shopId);
      catalogues.delete(shopId);
      list.clear();
    },
    /** Call after a bulk change (seed, import, migration). */
    invalidateShops(): void {
      stores.clear();
      catalogues.clear();
      list.clear();
    },
  };
}
