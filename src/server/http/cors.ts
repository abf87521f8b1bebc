/**
 * CORS for the platform's own hosts only: the site origin, its shop subdomains
 * (same scheme and port), and in development any http://localhost:* or
 * http://*.localhost:* origin. Any other Origin gets no Access-Control-Allow-Origin.
 */
import type { MiddlewareHandler } from "hono";
import { cors } from "hono/cors";
import { inPlatformDomain, normalizeHostname, platformOf } from "../../domain/host";
import type { Config } from "../config";

type CorsConfig = Pick<Config, "siteUrl" | "platformDomain" | "dev">;

/** Whether a browser Origin belongs to the platform (see the file comment). */
export function isAllowedOrigin(origin: string, config: CorsConfig): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false; // includes the opaque origin "null"
  }
  if (url.origin !== origin) return false;
  const site = new URL(config.siteUrl);
  if (url.origin === site.origin) return true;
  const host = normalizeHostname(url.host);
  if (config.dev && url.protocol === "http:" && (host === "localhost" || host.endsWith(".localhost")))
    return true;
  const { domain } = platformOf(config.siteUrl, config.platformDomain);
  return inPlatformDomain(host, domain) && url.protocol === site.protocol && url.port === site.port;
}

/** hono/cors configured with isAllowedOrigin. Auth travels in the Authorization header, not cookies. */
export function platformCors(config: CorsConfig): MiddlewareHandler {
  return cors({
    origin: (origin) => (isAllowedOrigin(origin, config) ? origin : null),
    allowMethods: ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"],
    // X-Seller-Key and X-Rider-Key: the seller's and riders' order tools (guards.ts).
    allowHeaders: ["Content-Type", "Authorization", "X-Blog-Passcode", "X-Seller-Key", "X-Rider-Key"],
    exposeHeaders: ["Retry-After"],
    maxAge: 600,
  });
}
