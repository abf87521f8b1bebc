/** What every handler finds on `c.var`: set once per request by createApp. */
import type { TokenVerifier } from "../auth/tokens";
import type { Config } from "../config";
import type { Db } from "../db/connection";
import type { ShopCache } from "../shops/cache";

export type AppEnv = {
  Variables: {
    db: Db;
    config: Config;
    /** Hot-read caches; call `c.var.cache.invalidateShop(id)` after changing a shop. */
    cache: ShopCache;
    /** Checks a customer's Bearer token (auth.ts); guards.ts is its HTTP side. */
    verifyToken: TokenVerifier;
    /** This request's id (log.ts), echoed in X-Request-Id and on its log lines. */
    requestId: string;
  };
};
