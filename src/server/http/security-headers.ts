/**
 * The API's security headers, on every answer (a preflight, an error, a 413
 * too): its answers are data, never a page, so nothing may run in, frame or
 * sniff them; its files (covers) are shown on the shops' pages, another
 * origin, so their resource policy is cross-origin; HSTS on an https site. A
 * route that sets one of these itself keeps its own (the download's SVG
 * sandbox). Hono's secureHeaders would overwrite those, hence this.
 */
import { createMiddleware } from "hono/factory";
import type { Config } from "../config";

function apiHeaders(config: Pick<Config, "siteUrl">): Record<string, string> {
  return {
    "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'",
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Cross-Origin-Resource-Policy": "cross-origin",
    ...(config.siteUrl.startsWith("https://")
      ? { "Strict-Transport-Security": "max-age=31536000; includeSubDomains" }
      : {}),
  };
}

export function apiSecurityHeaders(config: Pick<Config, "siteUrl">) {
  const headers = Object.entries(apiHeaders(config));
  return createMiddleware(async (c, next) => {
    await next();
    for (const [name, value] of headers) if (!c.res.headers.has(name)) c.res.headers.set(name, value);
  });
}
