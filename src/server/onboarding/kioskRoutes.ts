/**
 * The kiosk calls (src/contract/kiosk.ts).
 * Master admins, under /api/platform: GET /kiosks (the operators), POST
 * /kiosks (a new operator, who signs in with their phone).
 * The operator, under /api/kiosk (requireScopedRole: operator of a kiosk):
 * GET /me (profile and commission); GET /merchants?q=&filter=&page=;
 * POST /merchants (enrol: a shop in its free trial, live at once);
 * GET /merchants/{shopId}/payment-link (the UPI link of what is due);
 * POST /merchants/{shopId}/payment {method: "cash" | "upi", amount, utr?}.
 * Another kiosk's merchant is 404, as if it were not there. Every write
 * appends its audit entry in its transaction; a new or paid shop is then
 * dropped from every replica's cache, so its storefront shows it at once.
 */
import { type Context, Hono } from "hono";
import * as v from "valibot";
import { ShopId } from "../../contract/common";
import {
  EnrolMerchantRequest,
  KioskMeResponse,
  KioskMerchantResponse,
  KioskMerchantsQuery,
  KioskMerchantsResponse,
  KioskOperatorsResponse,
  NewKioskOperatorRequest,
  PaymentLinkResponse,
  RecordPaymentRequest,
} from "../../contract/kiosk";
import { kioskSettings } from "../config/kiosk";
import { notFound } from "../http/failure";
import { describeCall } from "../http/openapi";
import { validateJson, validateQuery } from "../http/validate";
import type { CacheEnv } from "../shops/cache";
import {
  requirePlatformRole,
  requireScopedRole,
  type ScopedEnv,
  STAFF_CALL,
  type StaffEnv,
} from "../staff/guard";
import { paymentLink, recordPayment } from "./fees";
import {
  addOperator,
  commissionOf,
  enrolMerchant,
  listMerchants,
  listOperators,
  merchantOf,
  operatorOf,
  toMerchant,
  toOperator,
} from "./kiosk";

const master = requirePlatformRole("master");

/** The master admin's calls; mount at /api/platform. */
export const kioskOperatorRoutes = new Hono<StaffEnv>()
  .get(
    "/kiosks",
    describeCall({
      summary: "The kiosk operators, newest first (master admins)",
      answer: KioskOperatorsResponse,
      ...STAFF_CALL,
    }),
    master,
    async (c) => c.json<KioskOperatorsResponse>({ operators: await listOperators(c.var.db) }),
  )
  .post(
    "/kiosks",
    describeCall({
      summary:
        "A master admin adds a kiosk operator: their kiosk, name and the phone they sign in with; answers the list",
      answer: KioskOperatorsResponse,
      status: 201,
      ...STAFF_CALL,
      errors: [401, 403, 409],
    }),
    master,
    validateJson(NewKioskOperatorRequest),
    async (c) => {
      await addOperator(c.var.db, c.var.actor, c.req.valid("json"));
      return c.json<KioskOperatorsResponse>({ operators: await listOperators(c.var.db) }, 201);
    },
  );

type Env = CacheEnv & ScopedEnv;

const operator = requireScopedRole("operator", "kiosk");
const OPERATOR_CALL = { ...STAFF_CALL, errors: [401, 403, 404] };

/** The merchant's shop the path names; 404 when it cannot be a shop id. */
function pathShopId(c: Context<Env>): string {
  const parsed = v.safeParse(ShopId, c.req.param("shopId") ?? "");
  if (!parsed.success) throw notFound("Shop", "shopId");
  return parsed.output;
}

/** A merchant of the caller's kiosk with the commission, as the writes answer. */
async function merchantAnswer(c: Context<Env>, shopId: string, status: 200 | 201 = 200) {
  const now = new Date();
  const [{ merchant, shop }, commission] = await Promise.all([
    merchantOf(c.var.db, c.var.scoped.id, shopId),
    operatorOf(c.var.db, c.var.scoped.id).then((row) => commissionOf(c.var.db, row, now)),
  ]);
  return c.json<KioskMerchantResponse>({ merchant: toMerchant(merchant, shop, now), commission }, status);
}

/** The operator's calls; mount at /api/kiosk. */
export const kioskRoutes = new Hono<Env>()
  .get(
    "/me",
    describeCall({
      summary: "The signed-in kiosk operator's profile and commission",
      answer: KioskMeResponse,
      ...STAFF_CALL,
    }),
    operator,
    async (c) => {
      const row = await operatorOf(c.var.db, c.var.scoped.id);
      return c.json<KioskMeResponse>({
        operator: toOperator(row),
        commission: await commissionOf(c.var.db, row, new Date()),
      });
    },
  )
  .get(
    "/merchants",
    describeCall({
      summary:
        "The operator's merchants, newest first, 50 a page: the filter (ACTIVE, INACTIVE, 1DAY, 3MONTHS, 6MONTHS) and the search (User ID, name, phone, email, business name, subdomain)",
      answer: KioskMerchantsResponse,
      ...STAFF_CALL,
    }),
    operator,
    validateQuery(KioskMerchantsQuery),
    async (c) =>
      c.json<KioskMerchantsResponse>(
        await listMerchants(c.var.db, c.var.scoped.id, c.req.valid("query"), new Date()),
      ),
  )
  .post(
    "/merchants",
    describeCall({
      summary:
        "Enrols a merchant: their shop opens at its subdomain at once in its 7-day free trial, its owner signs in by email or phone",
      answer: KioskMerchantResponse,
      status: 201,
      ...STAFF_CALL,
      errors: [401, 403, 409],
    }),
    operator,
    validateJson(EnrolMerchantRequest),
    async (c) => {
      const { shop } = await enrolMerchant(
        c.var.db,
        c.var.actor,
        c.var.scoped.id,
        c.req.valid("json"),
        new Date(),
      );
      await c.var.cache.invalidateShop(shop.shopId);
      return merchantAnswer(c, shop.shopId, 201);
    },
  )
  .get(
    "/merchants/:shopId/payment-link",
    describeCall({
      summary:
        "The UPI link of what the merchant owes now (the fee, or the renewal due): the platform's UPI id, 3000 rupees, the payment's reference",
      answer: PaymentLinkResponse,
      ...OPERATOR_CALL,
      errors: [401, 403, 404, 409, 503],
    }),
    operator,
    async (c) =>
      c.json<PaymentLinkResponse>(
        await paymentLink(c.var.db, c.var.scoped.id, pathShopId(c), kioskSettings(c.var.config), new Date()),
      ),
  )
  .post(
    "/merchants/:shopId/payment",
    describeCall({
      summary:
        "Records the fee (or the renewal due) as paid, in cash or by UPI with its UTR: the shop is paid, the operator earns their commission",
      answer: KioskMerchantResponse,
      ...OPERATOR_CALL,
      errors: [400, 401, 403, 404, 409],
    }),
    operator,
    validateJson(RecordPaymentRequest),
    async (c) => {
      const shopId = pathShopId(c);
      const row = await operatorOf(c.var.db, c.var.scoped.id);
      await recordPayment(c.var.db, c.var.actor, row, shopId, c.req.valid("json"), new Date());
      await c.var.cache.invalidateShop(shopId);
      return merchantAnswer(c, shopId);
    },
  );
