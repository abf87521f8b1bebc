/**
 * The reference API as a Hono app, without a port: main.ts serves it, tests
 * call `app.request(...)`. Each resource folder (shops/, customers/, orders/,
 * blogs/, counters/, files/) has its calls as Hono sub-apps in its routes.ts.
 */

import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { HTTPException } from "hono/http-exception";
import type { JWTVerifyGetKey } from "jose";
import * as v from "valibot";
import type { ApiError } from "../contract/common";
import { MAX_CATALOGUE_BYTES } from "../contract/seller";
import { MAX_STATEMENT_BYTES } from "../domain/upiStatementFile";
import type { VerifierEnv } from "./auth/guards";
import { AuthError, createTokenVerifier } from "./auth/tokens";
import { bagCustomerRoutes, bagShopRoutes } from "./bags/routes";
import { createContent } from "./blogs/content";
import { MAX_COVER_BYTES } from "./blogs/covers";
import { blogPageRoutes, blogRoutes } from "./blogs/routes";
import { shopBlogRoutes } from "./blogs/shop-blogs";
import { MAX_PHOTO_BYTES } from "./catalog/images";
import { CATALOGUE_PATH, catalogRoutes, PHOTO_PATH } from "./catalog/routes";
import { type Config, loadConfig } from "./config";
import { contentSettings } from "./config/content";
import { counterRoutes } from "./counters/routes";
import { pincodeRoutes } from "./customers/pincodes";
import { customerRoutes } from "./customers/routes";
import type { Db } from "./db/connection";
import { downloadRoutes, uploadedFileRoutes } from "./files/routes";
import { platformCors } from "./http/cors";
import { ApiFailure, TooManyRequests } from "./http/failure";
import { createLifecycle, healthRoutes, type Lifecycle } from "./http/health";
import { createLogger, errorFields, type Logger, requestLogging } from "./http/log";
import { countRequests, createMetrics, type Metrics, metricsRoutes } from "./http/metrics";
import { buildOpenApi, describeCall } from "./http/openapi";
import { apiSecurityHeaders } from "./http/security-headers";
import { tooLarge } from "./http/too-large";
import { refuseUnsafeUrl } from "./http/unsafe-url";
import { messageChoiceRoutes } from "./messages/choices";
import { createLiveHub, type LiveEnv, type LiveHub } from "./messages/live";
import { messageRoutes } from "./messages/routes";
import { shortLinkRoutes } from "./messages/shortLinks";
import { unsubscribeRoutes } from "./messages/unsubscribe";
import { webhookRoutes } from "./messages/webhooks";
import { platformNumbersRoutes, sellerNumbersRoutes } from "./numbers/routes";
import { franchiseRoutes, franchisesRoutes } from "./onboarding/franchiseRoutes";
import { kioskOperatorRoutes, kioskRoutes } from "./onboarding/kioskRoutes";
import { afterOrderRoutes, RETURN_PHOTO_PATH, returnDecisionRoutes } from "./orders/afterOrderRoutes";
import { dashboardRoutes } from "./orders/dashboard";
import { liveRoutes, riderLiveRoutes } from "./orders/liveRoutes";
import { pushKeyRoutes, riderPushRoutes, sellerPushRoutes } from "./orders/pushRoutes";
import { riderRoutes } from "./orders/riderRoutes";
import { digiOrderRoutes, orderRoutes } from "./orders/routes";
import { supportRoutes } from "./orders/support-routes";
import { trackRoutes } from "./orders/track";
import { UPI_STATEMENT_PATH, upiStatementRoutes } from "./orders/upiStatementRoutes";
import {
  checkoutRoutes,
  feeCheckoutRoutes,
  feePageRoutes,
  paymentCallbackRoutes,
  paymentWebhookRoutes,
} from "./payments/routes";
import { refundStaffRoutes } from "./payments/staffRoutes";
import { platformShopRoutes } from "./platform/routes";
import { type CacheEnv, createShopCache, type ShopCache } from "./shops/cache";
import { notificationRoutes } from "./shops/notifications";
import { shopPeopleRoutes } from "./shops/people";
import { settingsRoutes, shopRoutes, subdomainRoutes } from "./shops/routes";
import { staffRoutes } from "./staff/routes";

/** Largest request body accepted; JSON calls are far smaller (blog images go to file storage). */
export const MAX_BODY_BYTES = 64 * 1024;
/** The one call with a larger body: a 2 MB cover image plus multipart framing. */
export const UPLOAD_PATH = "/api/blog/upload";
export const MAX_UPLOAD_BODY_BYTES = MAX_COVER_BYTES + 64 * 1024;

const OpenApiDocument = v.looseObject({ openapi: v.string() });

/** What createApp sets on `c.var` for every request: each folder's part (http/context.ts). */
type ServerEnv = VerifierEnv & CacheEnv & LiveEnv;

export type AppOptions = {
  db: Db;
  config?: Config;
  /** Pass your own to call its invalidation hooks from outside a request. */
  cache?: ShopCache;
  /** The consoles' live events, fed by the database's LISTEN (main.ts feeds it); unfed, the streams only ping. */
  live?: LiveHub;
  /** Log one line per request (main.ts); every request gets its X-Request-Id either way. */
  logRequests?: boolean;
  /** Where request lines and unexpected errors go: JSON lines on stdout by default. */
  log?: Logger;
  /** Shared with serve.ts: once it is draining, /ready answers 503 and answers close their connection. */
  lifecycle?: Lifecycle;
  /** Keys for RS256 Firebase ID tokens instead of Google's JWKS (tests). */
  firebaseKeys?: JWTVerifyGetKey;
  /** The Prometheus metrics the app counts into (main.ts adds the process's own); its own when absent. */
  metrics?: Metrics;
};

/** Builds the API app on a database; configuration defaults to the environment. */
export function createApp({
  db,
  config = loadConfig(),
  cache = createShopCache(),
  live = createLiveHub(),
  logRequests = false,
  log = createLogger(),
  lifecycle = createLifecycle(),
  firebaseKeys,
  metrics = createMetrics({ db, lifecycle }),
}: AppOptions) {
  const app = new Hono<ServerEnv>();
  // Each answer counted by its route and status, its time too (http/metrics.ts).
  app.use(countRequests(metrics));
  const verifyToken = createTokenVerifier(config.auth, firebaseKeys);
  app.use(requestLogging(log, { logRequests, trustProxy: contentSettings(config).trustProxy }));
  // While shutting down, a kept-alive connection is closed after its answer, so the server can close.
  // The requests under way are counted (the message worker lets a burst of them go first).
  app.use(async (c, next) => {
    lifecycle.inFlight++;
    try {
      await next();
    } finally {
      lifecycle.inFlight--;
    }
    if (lifecycle.draining) c.header("Connection", "close");
  });
  app.use(apiSecurityHeaders(config));
  app.use(platformCors(config));
  // A NUL or a lone surrogate in the path or query string: 400 naming the parameter, before any route (http/unsafe-url.ts).
  app.use(refuseUnsafeUrl());
  // Every call gets the JSON limit except the upload route, which has its own (both answer 413).
  // Over the limit: the rest of the body is read and thrown away, then 413 and the connection closed (http/too-large.ts).
  const jsonLimit = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: tooLarge });
  const uploadLimit = bodyLimit({ maxSize: MAX_UPLOAD_BODY_BYTES, onError: tooLarge });
  const photoLimit = bodyLimit({ maxSize: MAX_PHOTO_BYTES + 64 * 1024, onError: tooLarge });
  const catalogueLimit = bodyLimit({ maxSize: MAX_CATALOGUE_BYTES, onError: tooLarge });
  // A UPI statement: the file's 1 MB and a multipart form's framing.
  const statementLimit = bodyLimit({ maxSize: MAX_STATEMENT_BYTES + 64 * 1024, onError: tooLarge });
  app.use((c, next) => {
    if (c.req.path === UPLOAD_PATH) return uploadLimit(c, next);
    if (PHOTO_PATH.test(c.req.path) || c.req.path === RETURN_PHOTO_PATH) return photoLimit(c, next);
    if (UPI_STATEMENT_PATH.test(c.req.path)) return statementLimit(c, next);
    return (CATALOGUE_PATH.test(c.req.path) ? catalogueLimit : jsonLimit)(c, next);
  });
  app.use(async (c, next) => {
    c.set("db", db);
    c.set("config", config);
    c.set("cache", cache);
    c.set("live", live);
    // A refused token's reason goes to the log with the request's id; the client hears only that it was refused.
    c.set("verifyToken", (token) =>
      verifyToken(token).catch((error: unknown) => {
        if (error instanceof AuthError) {
          log.warn("sign-in token refused", {
            requestId: c.var.requestId,
            path: c.req.path,
            reason: error.message,
          });
        }
        throw error;
      }),
    );
    await next();
  });

  app.route("/", healthRoutes(lifecycle));
  app.route("/", metricsRoutes(metrics, config.metricsToken));
  app.route("/subdomains", subdomainRoutes);
  app.route("/shop", shopRoutes);
  app.route("/customer", customerRoutes);
  app.route("/customer", messageChoiceRoutes);
  app.route("/pincode", pincodeRoutes);
  // Issue 36: the bag kept on the server, its reminder's link, and "Notify me".
  app.route("/customer", bagCustomerRoutes);
  app.route("/shop", bagShopRoutes);
  app.route("/customer", orderRoutes);
  app.route("/customer", checkoutRoutes);
  app.route("/api/digiorder", digiOrderRoutes);
  const content = createContent(config, { log });
  // After the order: the shopper's cancel, return (its photo in the storage) and invoice; the seller's decision.
  app.route("/customer", afterOrderRoutes(content.storage));
  app.route("/api/digiorder", returnDecisionRoutes);
  app.route("/api/digiorder", trackRoutes);
  app.route("/api/digiorder", liveRoutes(lifecycle));
  app.route("/api/rider", riderLiveRoutes(lifecycle));
  // Web push: the consoles' devices subscribe (orders/pushRoutes.ts, beside the live streams).
  app.route("/api/push", pushKeyRoutes);
  app.route("/api/digiorder", sellerPushRoutes);
  app.route("/api/rider", riderPushRoutes);
  app.route("/api/blog", blogRoutes(content));
  app.route("/api/blogs", blogPageRoutes());
  app.route("/uploads", uploadedFileRoutes(content.settings));
  app.route("/shop/download-img", downloadRoutes(content.settings));
  app.route("/counter", counterRoutes);
  // The seller's console: people and keys, settings, catalogue. A photo of a shop is one its storage
  // holds under catalog/{shopId}/ (catalog/images.ts).
  const ownPhoto = (url: string, shopId: string) =>
    content.storage.pathOf(url)?.startsWith(`catalog/${shopId}/`) ?? false;
  app.route("/api/staff", staffRoutes);
  app.route("/api/platform", platformShopRoutes);
  app.route("/api/platform", kioskOperatorRoutes);
  app.route("/api/platform", messageRoutes);
  app.route("/api/platform", refundStaffRoutes);
  // Issue 37: the platform's figures, read from the roll-ups PostgreSQL keeps (numbers/).
  app.route("/api/platform", platformNumbersRoutes);
  app.route("/api/webhooks", webhookRoutes);
  app.route("/api/webhooks", paymentWebhookRoutes);
  app.route("/api/payments", paymentCallbackRoutes);
  app.route("/api/payments", feePageRoutes);
  app.route("/api/messages", unsubscribeRoutes);
  // SMS short links: what /m/{code} on the platform redirects to (messages/shortLinks.ts).
  app.route("/api/links", shortLinkRoutes);
  app.route("/api/kiosk", kioskRoutes);
  app.route("/api/kiosk", feeCheckoutRoutes);
  app.route("/api/franchise", franchiseRoutes);
  app.route("/api/franchises", franchisesRoutes);
  app.route("/api/rider", riderRoutes);
  app.route("/api/support", supportRoutes);
  app.route("/api/seller", shopPeopleRoutes);
  app.route("/api/seller", settingsRoutes(ownPhoto));
  app.route("/api/seller", catalogRoutes(ownPhoto, content.storage));
  app.route("/api/seller", dashboardRoutes);
  // Issue 37: a UPI statement matched to the shop's orders waiting for their money.
  app.route("/api/seller", upiStatementRoutes);
  app.route("/api/seller", sellerNumbersRoutes);
  app.route("/api/seller", shopBlogRoutes(content));
  app.route("/api/seller", notificationRoutes);
  // Built on first request from the routes registered above (each carries its describeCall).
  let openApi: ReturnType<typeof buildOpenApi> | undefined;
  app.get("/openapi.json", describeCall({ summary: "This document", answer: OpenApiDocument }), async (c) => {
    openApi ??= buildOpenApi(app, config);
    return c.json(await openApi);
  });

  app.notFound((c) => c.json<ApiError>({ error: "Not found" }, 404));
  app.onError((err, c) => {
    if (err instanceof ApiFailure) {
      if (err.status === 401) c.header("WWW-Authenticate", 'Bearer realm="platform"');
      if (err instanceof TooManyRequests) c.header("Retry-After", String(err.retryAfter));
      return c.json<ApiError>(err.body(), err.status);
    }
    if (err instanceof HTTPException && err.status < 500) {
      return c.json<ApiError>({ error: err.message || "Bad request" }, err.status);
    }
    const request = { requestId: c.var.requestId, method: c.req.method, path: c.req.path };
    log.error("request failed", { ...request, ...errorFields(err) });
    return c.json<ApiError>({ error: "Internal error" }, 500);
  });
  return app;
}

export type App = ReturnType<typeof createApp>;
