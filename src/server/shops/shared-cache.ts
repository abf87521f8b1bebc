/**
 * The shop caches of one API process, told of the other replicas' changes:
 * on PostgreSQL every invalidation is sent on CACHE_CHANNEL (NOTIFY) and every
 * message received is applied (LISTEN), see cache.ts. A message that cannot
 * be sent is logged, never the failure of the order that caused it: the
 * others' copies expire by themselves.
 *
 * A new shop is live at once everywhere when its creation is announced: in
 * the API, `cache.invalidateShop(shopId)` after the insert commits; from a
 * process without the API's cache (a script, another service),
 * `announceNewShop(handle, shopId)`. Either sends `shop:{id}`, which makes
 * every replica forget the miss it may remember for that id (cache.ts).
 */
import { sql } from "drizzle-orm";
import type { DbHandle } from "../db/connection";
import { errorFields, type Logger } from "../http/log";
import { CACHE_CHANNEL, type CacheMessage, createShopCache, type ShopCache } from "./cache";

/** This process's shop caches, joined to the other replicas' on PostgreSQL (alone on PGlite). */
export async function sharedShopCache(
  handle: Pick<DbHandle, "messages">,
  log: Logger,
  options: { ttlMs?: number; missTtlMs?: number } = {},
): Promise<ShopCache> {
  const { messages } = handle;
  if (!messages) return createShopCache(options);
  const cache = createShopCache({
    ...options,
    publish: (message) =>
      messages.notify(CACHE_CHANNEL, message).catch((error: unknown) => {
        log.warn("Could not tell the other replicas to refresh their shop cache", {
          message,
          ...errorFields(error),
        });
      }),
    // NOTIFY in the transaction: PostgreSQL sends it on the commit. A failure fails the transaction
    // (as any of its statements), so the change and its message go or stay together.
    publishIn: async (tx, list) => {
      if (list.length === 0) return;
      await tx.execute(
        sql`select ${sql.join(
          list.map((m) => sql`pg_notify(${CACHE_CHANNEL}, ${m})`),
          sql`, `,
        )}`,
      );
    },
  });
  await messages.listen(CACHE_CHANNEL, (message) => cache.apply(message));
  return cache;
}

/**
 * Tells every API replica that the shop `shopId` was created (or changed), for
 * code that writes shops outside the API process; resolves once sent. With
 * PGlite (one process, no channel) there is no other replica to tell.
 */
export async function announceNewShop(handle: Pick<DbHandle, "messages">, shopId: string): Promise<void> {
  const message: CacheMessage = `shop:${shopId}`;
  await handle.messages?.notify(CACHE_CHANNEL, message);
}
