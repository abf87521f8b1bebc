/**
 * Every page Astro renders, prerendered or on demand: the islands' style goes
 * into <head> (web/islandStyle.ts), so the HTML validates; a shop page's app
 * is fetched once its first paint is on screen (web/shopAppLoader.ts).
 */
import { defineMiddleware } from "astro:middleware";
import { islandStyleToHead } from "./web/islandStyle";
import { deferShopApp } from "./web/shopAppLoader";

export const onRequest = defineMiddleware(async (_context, next) => {
  const response = await next();
  if (!response.headers.get("content-type")?.startsWith("text/html") || !response.body) return response;
  const html = await response.text();
  const moved = deferShopApp(islandStyleToHead(html));
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  return new Response(moved, { status: response.status, statusText: response.statusText, headers });
});
