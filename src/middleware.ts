/**
 * Every page Astro renders, prerendered or on demand: the islands' style goes
 * into <head> (web/islandStyle.ts), so the HTML validates.
 */
import { defineMiddleware } from "astro:middleware";
import { islandStyleToHead } from "./web/islandStyle";

export const onRequest = defineMiddleware(async (_context, next) => {
  const response = await next();
  if (!response.headers.get("content-type")?.startsWith("text/html") || !response.body) return response;
  const html = await response.text();
  const moved = islandStyleToHead(html);
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  return new Response(moved, { status: response.status, statusText: response.statusText, headers });
});
