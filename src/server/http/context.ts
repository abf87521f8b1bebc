/**
 * What every handler finds on `c.var`: set once per request by createApp.
 * The folders above http/ add their own part beside it (auth/guards.ts
 * VerifierEnv: `verifyToken`; shops/cache.ts CacheEnv: `cache`), so this
 * file names nothing above it; app.ts's ServerEnv is all of them.
 */
import type { Config } from "../config";
import type { Db } from "../db/connection";

export type AppEnv = {
  Variables: {
    db: Db;
    config: Config;
    /** This request's id (log.ts), echoed in X-Request-Id and on its log lines. */
    requestId: string;
  };
};
