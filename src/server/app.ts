/**
 * The reference API as a Hono app, without a port: main.ts serves it, tests
 * call `app.request(...)`. Each call group is a sub-app under routes/.
 */
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { HTTPException } from "hono/http-exception";
import { logger } from "hono/logger";
import type { ApiError } from "../contract/common";
import { createShopCache, type ShopCache } from "./cache";
import { type Config, loadConfig } from "./config";
import type { AppEnv } from "./context";
import { platformCors } from "./cors";
import type { Db } from "./db";
import { shopRoutes } from "./routes/shop";
import { subdomainRoutes } from "./routes/subdomains";

/** Largest request body accepted; JSON calls are far smaller (blog images go to file storage). */
export const MAX_BODY_BYTES = 64 * 1024;

export type AppOptions = {
  db: Db;
  config?: Config;
  /** Pass your own to call its invalidation hooks from outside a request. */
  cache?: ShopCache;
  logRequests?: boolean;
};

/** Builds the API app on a database; configuration defaults to the environment. */
export function createApp({
  db,
  config = loadConfig(),
  cache = createShopCache(),
  logRequests = false,
}: AppOptions) {
  const app = new Hono<AppEnv>();
  if (logRequests) app.use(logger());
  app.use(platformCors(config));
  app.use(
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => c.json<ApiError>({ error: "Request body too large", field: "body" }, 413),
    }),
  );
  app.use(async (c, next) => {
    c.set("db", db);
    c.set("config", config);
    c.set("cache", cache);
    await next();
  });

  app.get("/health", (c) => c.json({ ok: true }));
  app.route("/subdomains", subdomainRoutes);
  app.route("/shop", shopRoutes);

  app.notFound((c) => c.json<ApiError>({ error: "Not found" }, 404));
  app.onError((err, c) => {
    if (err instanceof HTTPException && err.status < 500) {
      return c.json<ApiError>({ error: err.message || "Bad request" }, err.status);
    }
    console.error(`${c.req.method} ${c.req.path} failed:`, err);
    return c.json<ApiError>({ error: "Internal error" }, 500);
  });
  return app;
}

export type App = ReturnType<typeof createApp>;
