/**
 * In-memory read-through caches for hot reads (shop list pages, storeData by
 * id, a shop's catalogue), and a short memory of shops found missing.
 *
 * Each process has its own copy. Writers call the invalidation hooks
 * (`invalidateCatalogue`, `invalidateShop`, `invalidateShops`) right after
 * their change commits; with several API replicas the hook also tells the
 * others (`publish`, PostgreSQL's NOTIFY: see shared-cache.ts), which
 * `apply` the message, so a shopper sees the stock an order took whichever
 * replica answers next. Entries also expire after a short TTL, should a
 * message be lost (a replica reconnecting to the database).
 *
 * A miss (no shop with that id, as a storefront host's lookup finds for an
 * unknown subdomain) is remembered for `missTtlMs` only (2 s), so a burst of
 * requests for unknown hosts reaches the database once per id and replica in
 * that time. The message that announces a new shop (`shop:{id}`, sent by
 * `invalidateShop` or `announceNewShop` in shared-cache.ts) forgets it on
 * every replica at once; a shop row inserted without one is found once the
 * 2 s have passed.
 */
import type { StoreData } from "../../contract/shop";
import type { Db } from "../db/connection";
import type { AppEnv } from "../http/context";

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
    /** Drops every key that starts with `prefix`. */
    deletePrefix(prefix: string): void {
      for (const key of entries.keys()) if (key.startsWith(prefix)) entries.delete(key);
    },
    /** Drops every key. */
    clear(): void {
      entries.clear();
    },
  };
}

export type ShopCache = ReturnType<typeof createShopCache>;

/** The calls that read or invalidate the caches: createApp sets `c.var.cache`. */
export type CacheEnv = AppEnv & { Variables: { cache: ShopCache } };

/** The PostgreSQL channel the replicas' cache messages travel on. */
export const CACHE_CHANNEL = "shop_cache";

/** What one replica tells the others to forget: a shop's catalogue, a shop, or every shop. */
export type CacheMessage = `catalogue:${string}` | `shop:${string}` | "all";

/** One page of the shop list: its shop ids and how many shops there are. */
export type ShopIdPage = { ids: string[]; total: number };

/** The API's shop caches and their invalidation hooks. */
export function createShopCache(
  options: {
    ttlMs?: number;
    /** How long a shop found missing is remembered (ms). */
    missTtlMs?: number;
    maxEntries?: number;
    now?: () => number;
    /** Tells the other replicas (resolves once sent); none with one process. */
    publish?: (message: CacheMessage) => Promise<void>;
    /** Tells them from inside a transaction: sent with it, delivered on its commit (never on a rollback). */
    publishIn?: (tx: Db, messages: CacheMessage[]) => Promise<void>;
  } = {},
) {
  const { missTtlMs = 2000, maxEntries = 10_000, now = Date.now } = options;
  const list = createTtlCache<ShopIdPage>(options);
  const stores = createTtlCache<StoreData>(options);
  /** A shop's catalogue answers (a page, its categories, one product), each under "{shopId}\n{what}". */
  const catalogues = createTtlCache<unknown>(options);
  /** Shop ids found missing, each with the time it may be asked for again. */
  const misses = new Map<string, number>();
  /** Counts invalidations: a lookup that began before one never records a miss after it. */
  let epoch = 0;
  const forget = (message: CacheMessage): void => {
    epoch += 1;
    if (message === "all") {
      stores.clear();
      catalogues.clear();
      list.clear();
      misses.clear();
      return;
    }
    const [kind, shopId = ""] = message.split(/:(.*)/s);
    catalogues.deletePrefix(`${shopId}\n`);
    if (kind === "shop") {
      stores.delete(shopId);
      misses.delete(shopId);
      list.clear();
    }
  };
  const invalidate = async (message: CacheMessage): Promise<void> => {
    forget(message);
    await options.publish?.(message);
  };
  return {
    /** One page of the sorted shop ids (GET /subdomains). */
    subdomains: (page: number, limit: number, load: () => Promise<ShopIdPage>) =>
      list.get(`${page}:${limit}`, load) as Promise<ShopIdPage>,
    /** storeData of one shop, or null when unknown (remembered for missTtlMs, see the file comment). */
    async storeData(shopId: string, load: () => Promise<StoreData | null>): Promise<StoreData | null> {
      const missUntil = misses.get(shopId);
      if (missUntil !== undefined && missUntil > now()) return null;
      const began = epoch;
      const storeData = await stores.get(shopId, load);
      if (storeData === null && began === epoch) {
        misses.delete(shopId);
        if (misses.size >= maxEntries) misses.delete(misses.keys().next().value as string);
        misses.set(shopId, now() + missTtlMs);
      }
      return storeData;
    },
    /**
     * One answer about a shop's catalogue (`what`: a page of a listing, its
     * categories, a product), or null when there is none; all of a shop's go
     * at once when its catalogue changes.
     */
    catalogue: <T>(shopId: string, what: string, load: () => Promise<T | null>) =>
      catalogues.get(`${shopId}\n${what}`, load) as Promise<T | null>,
    /** Call after a shop's products or their stock change (an order placed, say). */
    invalidateCatalogue: (shopId: string) => invalidate(`catalogue:${shopId}`),
    /**
     * The same in two halves, for a change made in a transaction: `announceCatalogues` inside it
     * (the other replicas hear on its commit, at no round trip of its own: an order placement's),
     * `forgetCatalogue` for this replica once it committed.
     */
    announceCatalogues: async (tx: Db, shopIds: string[]): Promise<void> => {
      await options.publishIn?.(
        tx,
        shopIds.map((id): CacheMessage => `catalogue:${id}`),
      );
    },
    forgetCatalogue: (shopId: string) => forget(`catalogue:${shopId}`),
    /** Call after a shop is created (its remembered miss is forgotten everywhere), changed or deleted. */
    invalidateShop: (shopId: string) => invalidate(`shop:${shopId}`),
    /** Call after a bulk change (seed, import, migration). */
    invalidateShops: () => invalidate("all"),
    /** Forgets what another replica's message names (see CacheMessage); malformed messages are ignored. */
    apply(message: string): void {
      if (message === "all" || /^(catalogue|shop):./s.test(message)) forget(message as CacheMessage);
    },
  };
}
