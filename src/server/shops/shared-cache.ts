/**
 * The shop caches of one API process, told of the other replicas' changes:
 * on PostgreSQL every invalidation is sent on CACHE_CHANNEL (NOTIFY) and every
 * message received is applied (LISTEN), see cache.ts. A message that cannot
 * be sent is logged, never the failure of the order that caused it: the
 * others' copies expire by themselves.
 */
import type { DbHandle } from "../db/connection";
import { errorFields, type Logger } from "../http/log";
import { CACHE_CHANNEL, createShopCache, type ShopCache } from "./cache";

export async function sharedShopCache(handle: Pick<DbHandle, "messages">, log: Logger): Promise<ShopCache> {
  const { messages } = handle;
  if (!messages) return createShopCache();
  const cache = createShopCache({
    publish: (message) =>
      messages.notify(CACHE_CHANNEL, message).catch((error: unknown) => {
        log.warn("Could not tell the other replicas to refresh their shop cache", {
          message,
          ...errorFields(error),
        });
      }),
  });
  await messages.listen(CACHE_CHANNEL, (message) => cache.apply(message));
  return cache;
}
