/**
 * The master admin's shop calls, under /api/platform (src/contract/platform.ts):
 * GET /shops?q=&status=&page=: the shops, newest first, 25 a page;
 * POST /shops: a new shop, live at its subdomain at once;
 * GET /subdomain-check?shopId=: whether a new shop may take a subdomain;
 * GET /shops/{shopId}: one shop, its people, audit entries and orders;
 * POST /shops/{shopId}/suspend {reason}, /resume, /transfer {email?, phone?}.
 * Master admins only; support admins may read the list and a shop (to look
 * a shop up while helping with an order), never change one. Every write
 * appends its audit entry in its transaction and then drops the shop from
 * every replica's cache (the NOTIFY a settings save sends), so the
 * storefront shows the change on its next load and a new shop's remembered
 * "not found" is forgotten everywhere.
 */
import { type Context, Hono } from "hono";
import * as v from "valibot";
import { ShopId } from "../../contract/common";
import {
  NewShopRequest,
  PlatformShopDetail,
  PlatformShopsQuery,
  PlatformShopsResponse,
  SubdomainCheckQuery,
  SubdomainCheckResponse,
  SuspendShopRequest,
  TransferShopRequest,
} from "../../contract/platform";
import { notFound } from "../http/failure";
import { describeCall } from "../http/openapi";
import { validateJson, validateQuery } from "../http/validate";
import type { CacheEnv } from "../shops/cache";
import { requirePlatformRole, STAFF_CALL, type StaffEnv } from "../staff/guard";
import {
  checkSubdomain,
  createShop,
  listPlatformShops,
  resumeShop,
  shopDetail,
  suspendShop,
  transferShop,
} from "./shops";

type Env = CacheEnv & StaffEnv;

/** The shop the path names; 404 when it cannot be a shop id. */
function pathShopId(c: Context<Env>): string {
  const parsed = v.safeParse(ShopId, c.req.param("shopId") ?? "");
  if (!parsed.success) throw notFound("Shop", "shopId");
  return parsed.output;
}

/** After a change has committed: every replica forgets the shop, then the shop's page is answered. */
async function changed(c: Context<Env>, shopId: string, status: 200 | 201 = 200) {
  await c.var.cache.invalidateShop(shopId);
  return c.json<PlatformShopDetail>(await shopDetail(c.var.db, shopId, new Date()), status);
}

const MASTER_CALL = { ...STAFF_CALL, errors: [401, 403, 404] };
const master = requirePlatformRole("master");
const masterOrSupport = requirePlatformRole("master", "support");

/** The calls; mount at /api/platform. */
export const platformShopRoutes = new Hono<Env>()
  .get(
    "/shops",
    describeCall({
      summary:
        "The shops, newest first, 25 a page: search by id, name, owner email or phone; filter by status",
      answer: PlatformShopsResponse,
      ...STAFF_CALL,
    }),
    masterOrSupport,
    validateQuery(PlatformShopsQuery),
    async (c) =>
      c.json<PlatformShopsResponse>(await listPlatformShops(c.var.db, c.req.valid("query"), new Date())),
  )
  .post(
    "/shops",
    describeCall({
      summary: "A master admin makes a shop with its owner; it opens at its subdomain at once",
      answer: PlatformShopDetail,
      status: 201,
      ...STAFF_CALL,
      errors: [401, 403, 409],
    }),
    master,
    validateJson(NewShopRequest),
    async (c) => {
      const row = await createShop(c.var.db, c.var.actor, c.req.valid("json"), new Date());
      return changed(c, row.shopId, 201);
    },
  )
  .get(
    "/subdomain-check",
    describeCall({
      summary: "Whether a new shop may take a subdomain, and if not why (format, reserved, taken)",
      answer: SubdomainCheckResponse,
      ...STAFF_CALL,
    }),
    master,
    validateQuery(SubdomainCheckQuery),
    async (c) => c.json<SubdomainCheckResponse>(await checkSubdomain(c.var.db, c.req.valid("query").shopId)),
  )
  .get(
    "/shops/:shopId",
    describeCall({
      summary: "One shop: its details, people, newest audit entries and order counts",
      answer: PlatformShopDetail,
      ...MASTER_CALL,
    }),
    masterOrSupport,
    async (c) => c.json<PlatformShopDetail>(await shopDetail(c.var.db, pathShopId(c), new Date())),
  )
  .post(
    "/shops/:shopId/suspend",
    describeCall({
      summary: "Suspends a shop with a reason: its storefront says it is closed and takes no orders",
      answer: PlatformShopDetail,
      ...MASTER_CALL,
      errors: [401, 403, 404, 409],
    }),
    master,
    validateJson(SuspendShopRequest),
    async (c) => {
      const shopId = pathShopId(c);
      await suspendShop(c.var.db, c.var.actor, shopId, c.req.valid("json").reason, new Date());
      return changed(c, shopId);
    },
  )
  .post(
    "/shops/:shopId/resume",
    describeCall({
      summary: "Resumes a suspended shop: open again, as paid or in its trial",
      answer: PlatformShopDetail,
      ...MASTER_CALL,
      errors: [401, 403, 404, 409],
    }),
    master,
    async (c) => {
      const shopId = pathShopId(c);
      await resumeShop(c.var.db, c.var.actor, shopId, new Date());
      return changed(c, shopId);
    },
  )
  .post(
    "/shops/:shopId/transfer",
    describeCall({
      summary:
        "Hands a shop to a new owner (email and/or phone); the old owner loses access at their next call",
      answer: PlatformShopDetail,
      ...MASTER_CALL,
      errors: [401, 403, 404, 409],
    }),
    master,
    validateJson(TransferShopRequest),
    async (c) => {
      const shopId = pathShopId(c);
      await transferShop(c.var.db, c.var.actor, shopId, c.req.valid("json"), new Date());
      return changed(c, shopId);
    },
  );
