/**
 * The master admin's shop calls (/api/platform, src/contract/platform.ts),
 * one typed function each, over the staff client (the signed-in person's
 * Firebase ID token; a 401 ends the staff app's session with its notice).
 */
import {
  type NewShopRequest,
  PlatformShopDetail,
  PlatformShopsResponse,
  SubdomainCheckResponse,
} from "../contract/platform";
import type { ShopStatus } from "../domain/shopLifecycle";
import { staffHttp } from "./staffHttp";

/** Writes are never repeated by the client: a retried POST could make a second change. */
const once = { retry: 0 } as const;
const shop = (shopId: string) => `api/platform/shops/${encodeURIComponent(shopId)}`;

/** What the shops list shows: a search, a status ("" for every one) and a page from 1. */
export interface ShopsQuery {
  q: string;
  status: ShopStatus | "";
  page: number;
}

/** GET /api/platform/shops: a page of shops, newest first. */
export function listShops({ q, status, page }: ShopsQuery) {
  const searchParams: Record<string, string> = { page: String(page) };
  if (q) searchParams.q = q;
  if (status) searchParams.status = status;
  return staffHttp.get("api/platform/shops", { searchParams }).json(PlatformShopsResponse);
}

/** GET /api/platform/subdomain-check: whether a new shop may take `shopId`, and if not why. */
export const checkSubdomain = (shopId: string, signal?: AbortSignal) =>
  staffHttp
    .get("api/platform/subdomain-check", { searchParams: { shopId }, ...(signal ? { signal } : {}) })
    .json(SubdomainCheckResponse);

/** POST /api/platform/shops: a new shop, live at its subdomain at once; answers its page. */
export const createShop = (request: NewShopRequest) =>
  staffHttp.post("api/platform/shops", { json: request, ...once }).json(PlatformShopDetail);

/** GET /api/platform/shops/{shopId}: the shop, its people, its newest audit entries, its orders. */
export const getPlatformShop = (shopId: string) => staffHttp.get(shop(shopId)).json(PlatformShopDetail);

/** POST …/suspend: the storefront closes and takes no orders; answers the shop as changed. */
export const suspendShop = (shopId: string, reason: string) =>
  staffHttp.post(`${shop(shopId)}/suspend`, { json: { reason }, ...once }).json(PlatformShopDetail);

/** POST …/resume: open again; answers the shop as changed. */
export const resumeShop = (shopId: string) =>
  staffHttp.post(`${shop(shopId)}/resume`, once).json(PlatformShopDetail);

/** POST …/transfer: the owner role moves to this person; answers the shop as changed. */
export const transferShop = (shopId: string, to: { email: string; phone: string }) =>
  staffHttp.post(`${shop(shopId)}/transfer`, { json: to, ...once }).json(PlatformShopDetail);
