/**
 * API contract in valibot: the shops by subdomain, GET /subdomains and the
 * query of GET /shop/by-host (its answer is POST /shop's, contract/shop.ts).
 * The storefront never imports this module: its first load stays without it.
 */
import * as v from "valibot";
import { HOST_MESSAGE, isHostHeader } from "../domain/host";
import { ShopId } from "./common";

/**
 * GET /shop/by-host (designed here): the shop a storefront host names, in one
 * lookup. `host` is the Host the page was served on (port allowed, any case).
 */
export const ShopByHostQuery = v.object({
  host: v.pipe(v.string(), v.trim(), v.maxLength(300, "is too long"), v.check(isHostHeader, HOST_MESSAGE)),
});
export type ShopByHostQuery = v.InferOutput<typeof ShopByHostQuery>;

/** The most shops one page of GET /subdomains holds, and the page size when none is asked for. */
export const SUBDOMAINS_PAGE_MAX = 1000;

/**
 * GET /subdomains query: `page` (from 1, default 1) of `limit` shops (1 to
 * SUBDOMAINS_PAGE_MAX, default SUBDOMAINS_PAGE_MAX). No parameters is the first page.
 */
export const SubdomainsQuery = v.object({
  page: v.optional(
    v.pipe(v.string(), v.regex(/^[1-9]\d{0,5}$/, "must be a page number, 1 to 999999"), v.transform(Number)),
    "1",
  ),
  limit: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,4}$/, "must be a whole number"),
      v.transform(Number),
      v.minValue(1, "must be at least 1"),
      v.maxValue(SUBDOMAINS_PAGE_MAX, `must be at most ${SUBDOMAINS_PAGE_MAX}`),
    ),
    String(SUBDOMAINS_PAGE_MAX),
  ),
});
export type SubdomainsQuery = v.InferOutput<typeof SubdomainsQuery>;

/** GET /subdomains: one page of the shop list, sorted by subdomain, with the page asked for and how many shops there are. */
export const SubdomainEntry = v.object({ subdomain: ShopId });
export const SubdomainsResponse = v.object({
  response: v.array(SubdomainEntry),
  page: v.number(),
  limit: v.number(),
  total: v.number(),
});
export type SubdomainsResponse = v.InferOutput<typeof SubdomainsResponse>;
