/**
 * Paying online through the platform's gateway (issue 37; docs/payments.md):
 *
 * - POST /customer/checkouts (Bearer): opens a checkout for the bag and
 *   answers the hosted checkout's form; GET /customer/checkouts/{id}: how it
 *   stands (the Success view's placement once placed).
 * - POST /customer/checkouts/{id}/upi-intent (Bearer): on a phone, the link
 *   that opens the shopper's UPI app for the checkout (upiIntent.ts); the same
 *   while its payment is pending. The bag then polls GET …/{id}, which asks
 *   the gateway's status call for such a checkout (every few seconds at most).
 * - POST /api/payments/razorpay/callback?checkout={id}: where the gateway
 *   sends the shopper's browser back. Its fields are checked (the signature,
 *   over the order we made), and then the gateway itself is asked (its status
 *   call): the browser's word alone pays nothing. Answers 303 to the shop's
 *   bag, which shows the checkout.
 * - POST /api/webhooks/razorpay: Razorpay's webhook, signed
 *   (X-Razorpay-Signature over the raw body), recorded once by its
 *   X-Razorpay-Event-Id in the transaction that applies it (so a failure
 *   leaves it for Razorpay's retry).
 */
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import * as v from "valibot";
import { ShopId } from "../../contract/common";
import { FeeCheckoutResponse } from "../../contract/kiosk";
import {
  CheckoutStatus,
  OpenCheckoutRequest,
  OpenCheckoutResponse,
  UpiIntentResponse,
} from "../../contract/payments";
import { platformOf } from "../../domain/host";
import { shopUrl } from "../../domain/shopUrl";
import { customerAuth, ownEmail } from "../auth/guards";
import { checkRequest, clientKey, limitsOf, recordRequest } from "../auth/request-limits";
import type { Config } from "../config";
import { contentSettings } from "../config/content";
import { kioskSettings } from "../config/kiosk";
import { paymentSettings } from "../config/payments";
import type { Db } from "../db/connection";
import { type CheckoutRow, checkouts, gatewayEvents } from "../db/schema";
import { clientIp } from "../http/client-ip";
import { ApiFailure } from "../http/failure";
import { describeCall } from "../http/openapi";
import { validateJson } from "../http/validate";
import { operatorOf } from "../onboarding/kiosk";
import type { CacheEnv } from "../shops/cache";
import { requireScopedRole, type ScopedEnv, STAFF_CALL } from "../staff/guard";
import {
  type CheckoutLinks,
  checkoutStatus,
  openCheckout,
  reconcileOrLeave,
  recordFailure,
  settlePayment,
} from "./checkouts";
import { type Gateway, toPaise } from "./gateway";
import { feePagePolicy, isFeeRequest, openFeeCheckout, payPage, receiptPage } from "./kioskFees";
import { razorpayGateway } from "./razorpay";
import { recordRefund } from "./refunds";
import { checkUpiPayment, startUpiIntent } from "./upiIntent";

/** The configured gateway, or null: online payments are off here. */
export function gatewayOf(config: Config): Gateway | null {
  const settings = paymentSettings(config);
  return settings.razorpay ? razorpayGateway(settings.razorpay, settings.webhookSecret) : null;
}

const needGateway = (config: Config): Gateway => {
  const gateway = gatewayOf(config);
  if (!gateway)
    throw new ApiFailure(503, "Online payments are not available here: pay by UPI to the shop, or cash");
  return gateway;
};

/** Where the gateway sends the browser back, and where the shopper lands. */
export function checkoutLinks(config: Config): CheckoutLinks {
  const platform = platformOf(config.siteUrl, config.platformDomain);
  const api = (paymentSettings(config).apiUrl ?? "").replace(/\/+$/, "");
  return {
    callbackUrl: (id) => `${api}/api/payments/razorpay/callback?checkout=${encodeURIComponent(id)}`,
    returnUrl: (shopId, id) => `${shopUrl(platform, shopId)}cart?checkout=${encodeURIComponent(id)}`,
  };
}

/** A kiosk fee's pages on this API: the merchant's pay page and their receipt. */
export function feeLinks(config: Config) {
  const api = (paymentSettings(config).apiUrl ?? "").replace(/\/+$/, "");
  return {
    payUrl: (id: string) => `${api}/api/payments/pay/${encodeURIComponent(id)}`,
    receiptUrl: (id: string) => `${api}/api/payments/receipt/${encodeURIComponent(id)}`,
  };
}

const CHECKOUT_ID = /^ck_[A-Za-z0-9_-]{16}$/;

/** Mount at /customer. */
export const checkoutRoutes = new Hono<CacheEnv>()
  .post(
    "/checkouts",
    describeCall({
      summary: "Open a checkout to pay online: the gateway's hosted checkout form for the bag's whole bill",
      answer: OpenCheckoutResponse,
      security: ["bearer"],
      errors: [400, 401, 403, 404, 409, 429, 502, 503],
    }),
    customerAuth,
    validateJson(OpenCheckoutRequest),
    async (c) => {
      const input = c.req.valid("json");
      ownEmail(c, input.email);
      const gateway = needGateway(c.var.config);
      const limits = limitsOf(c.var.config);
      const { checkout, form } = await openCheckout(
        c.var.db,
        gateway,
        input,
        checkoutLinks(c.var.config),
        async (tx) => {
          // The placement's own limits, judged as the placement will be.
          await checkRequest(
            tx,
            "ordersPerCustomer",
            limits.ordersPerCustomer,
            [`customer:${input.email}`],
            "orders",
          );
          await checkRequest(
            tx,
            "ordersPerClient",
            limits.ordersPerClient,
            [clientKey(c)],
            "orders from this network",
          );
        },
      );
      return c.json<OpenCheckoutResponse>({
        checkoutId: checkout.id,
        amount: checkout.amount,
        status: checkout.status,
        form,
      });
    },
  )
  .get(
    "/checkouts/:id",
    describeCall({
      summary: "A checkout paid online, as its shopper reads it",
      answer: CheckoutStatus,
      security: ["bearer"],
      errors: [401, 404],
    }),
    customerAuth,
    async (c) => {
      const id = c.req.param("id");
      if (!CHECKOUT_ID.test(id)) throw new ApiFailure(404, "No such checkout", "checkout");
      const gateway = gatewayOf(c.var.config);
      // Waiting on the shopper's UPI app: no browser comes back to prompt the gateway's status call, so the polls do.
      if (gateway)
        await checkUpiPayment(c.var.db, gateway, c.var.customer.key, id, new Date(), (tx, shopIds) =>
          c.var.cache.announceCatalogues(tx, shopIds),
        );
      return c.json<CheckoutStatus>(await checkoutStatus(c.var.db, c.var.customer.key, id));
    },
  )
  .post(
    "/checkouts/:id/upi-intent",
    describeCall({
      summary:
        "Pay a checkout by the phone's UPI app: the gateway's UPI intent payment and the upi:// link that opens the app; the same while that payment is pending. The order is placed by the gateway's word only (poll GET /customer/checkouts/{id})",
      answer: UpiIntentResponse,
      security: ["bearer"],
      errors: [401, 404, 409, 429, 502, 503],
    }),
    customerAuth,
    async (c) => {
      const id = c.req.param("id");
      if (!CHECKOUT_ID.test(id)) throw new ApiFailure(404, "No such checkout", "checkout");
      const gateway = needGateway(c.var.config);
      const counted = {
        name: "upiIntentsPerCustomer" as const,
        limit: limitsOf(c.var.config).upiIntentsPerCustomer,
        keys: [`customer:${c.var.customer.key}`],
      };
      const started = await startUpiIntent(c.var.db, gateway, {
        email: c.var.customer.key,
        id,
        browser: (shopId) => ({
          ip: clientIp(c, contentSettings(c.var.config).trustProxy) || "127.0.0.1",
          // The shop's page the shopper pays from (a browser may send no Referer).
          referer:
            c.req.header("referer") ||
            shopUrl(platformOf(c.var.config.siteUrl, c.var.config.platformDomain), shopId),
          userAgent: c.req.header("user-agent") || "unknown",
        }),
        beforeNew: () =>
          checkRequest(c.var.db, counted.name, counted.limit, counted.keys, "payments by UPI app"),
        announce: (tx, shopIds) => c.var.cache.announceCatalogues(tx, shopIds),
      });
      // Only a new gateway payment counts: the same pending link answered again costs nothing.
      if (started.fresh) await recordRequest(c.var.db, [counted]);
      return c.json<UpiIntentResponse>({
        checkoutId: started.checkout.id,
        paymentId: started.paymentId,
        link: started.link,
        amount: started.checkout.amount,
      });
    },
  );

/** The browser's form fields (strings only; at most 20 of 2,000 characters). */
async function formFields(c: { req: { parseBody(): Promise<Record<string, unknown>> } }) {
  let body: Record<string, unknown>;
  try {
    body = await c.req.parseBody();
  } catch {
    return {};
  }
  return Object.fromEntries(
    Object.entries(body)
      .filter((e): e is [string, string] => typeof e[1] === "string")
      .slice(0, 20)
      .map(([k, value]) => [k, value.slice(0, 2000)]),
  );
}

/** Mount at /api/payments. */
export const paymentCallbackRoutes = new Hono<CacheEnv>().post(
  "/razorpay/callback",
  describeCall({
    summary:
      "Razorpay's hosted checkout sends the shopper's browser back here: the signature is checked, the gateway asked, and the browser sent on to the shop's bag (303)",
    answer: v.string(),
    errors: [404, 503],
  }),
  async (c) => {
    const gateway = needGateway(c.var.config);
    const id = c.req.query("checkout") ?? "";
    if (!CHECKOUT_ID.test(id)) throw new ApiFailure(404, "No such checkout", "checkout");
    const [checkout] = await c.var.db.select().from(checkouts).where(eq(checkouts.id, id));
    if (!checkout) throw new ApiFailure(404, "No such checkout", "checkout");
    const fields = await formFields(c);
    const said = gateway.callback(fields, checkout.gatewayOrderId);
    // Signed or not, the gateway itself is asked: a forged return pays nothing, and a true one
    // whose webhook is late is placed now. A gateway that does not answer leaves it to the webhook.
    if (said.ok || said.paymentId)
      await reconcileOrLeave(c.var.db, gateway, checkout, new Date(), (tx, shopIds) =>
        c.var.cache.announceCatalogues(tx, shopIds),
      );
    // A kiosk fee's payer lands on their receipt; a shopper on the shop's bag.
    const back = isFeeRequest(checkout.request)
      ? feeLinks(c.var.config).receiptUrl(checkout.id)
      : checkoutLinks(c.var.config).returnUrl(checkout.shopId, checkout.id);
    return c.redirect(back, 303);
  },
);

const Received = v.object({ received: v.literal(true), duplicate: v.boolean() });
type Received = v.InferOutput<typeof Received>;

/** Records a webhook event once, applying it in the same transaction. */
async function applyOnce(db: Db, eventId: string, name: string, apply: (tx: Db) => Promise<unknown>) {
  return db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(gatewayEvents)
      .values({ id: eventId, event: name.slice(0, 100) })
      .onConflictDoNothing()
      .returning({ id: gatewayEvents.id });
    if (!fresh) return false;
    await apply(tx as Db);
    return true;
  });
}

/** Mount at /api/webhooks. */
export const paymentWebhookRoutes = new Hono<CacheEnv>().post(
  "/razorpay",
  describeCall({
    summary:
      "Razorpay's webhook: payments captured or failed, refunds processed or failed, signed with X-Razorpay-Signature and recorded once by X-Razorpay-Event-Id",
    answer: Received,
    errors: [400, 401, 503],
  }),
  async (c) => {
    const settings = paymentSettings(c.var.config);
    const gateway = gatewayOf(c.var.config);
    if (!gateway || !settings.webhookSecret)
      throw new ApiFailure(503, "The Razorpay webhook (RAZORPAY_WEBHOOK_SECRET) is not configured here");
    const raw = await c.req.text();
    if (!c.req.header("x-razorpay-signature"))
      throw new ApiFailure(401, "X-Razorpay-Signature is missing: only Razorpay may call this");
    if (!gateway.verifyWebhook(raw, c.req.raw.headers))
      throw new ApiFailure(
        401,
        "X-Razorpay-Signature does not match the body: not signed with our webhook secret",
      );
    const eventId = gateway.eventId(c.req.raw.headers);
    if (!eventId) throw new ApiFailure(400, "X-Razorpay-Event-Id is missing");
    let body: unknown;
    try {
      body = JSON.parse(raw);
    } catch {
      throw new ApiFailure(400, "The body is not JSON");
    }
    const event = gateway.parseWebhook(body);
    const now = new Date();
    const announce = (tx: Db, shopIds: string[]) => c.var.cache.announceCatalogues(tx, shopIds);
    const fresh = await applyOnce(
      c.var.db,
      eventId,
      event.kind === "other" ? event.name : event.kind,
      (tx) => {
        switch (event.kind) {
          case "payment.captured":
            return settlePayment(tx, event.payment, now, announce);
          case "payment.failed":
            return recordFailure(tx, event.payment, now);
          case "refund.processed":
          case "refund.failed":
            return recordRefund(tx, event.refund, now);
          default:
            return Promise.resolve();
        }
      },
    );
    return c.json<Received>({ received: true, duplicate: !fresh });
  },
);

/** An open or settled checkout by the id in the path, or 404. */
async function checkoutAt(db: Db, id: string) {
  if (!CHECKOUT_ID.test(id)) throw new ApiFailure(404, "No such payment", "checkout");
  const [checkout] = await db.select().from(checkouts).where(eq(checkouts.id, id));
  if (!checkout || !isFeeRequest(checkout.request)) throw new ApiFailure(404, "No such payment", "checkout");
  return { checkout, request: checkout.request };
}

const pageHeaders = (formTarget: string) => ({
  "Content-Security-Policy": feePagePolicy(formTarget),
  "Cache-Control": "no-store",
});

/** The kiosk fee's pages (mount at /api/payments): what the merchant opens, and their receipt. */
export const feePageRoutes = new Hono<CacheEnv>()
  .get(
    "/pay/:id",
    describeCall({
      summary:
        "A kiosk merchant's fee page (the link the operator shares): the amount and one button to the gateway's hosted checkout; once paid, a link to the receipt",
      answer: v.string(),
      errors: [404, 503],
    }),
    async (c) => {
      const { checkout, request } = await checkoutAt(c.var.db, c.req.param("id"));
      const gateway = needGateway(c.var.config);
      const links = feeLinks(c.var.config);
      const payee = kioskSettings(c.var.config).payeeName;
      const form = gateway.checkoutForm({
        orderId: checkout.gatewayOrderId,
        amount: toPaise(checkout.amount),
        name: payee,
        description: `Shop fee ${request.reference}`,
        prefill: { name: "", email: "", contact: "" },
        callbackUrl: checkoutLinks(c.var.config).callbackUrl(checkout.id),
        cancelUrl: links.payUrl(checkout.id),
      });
      return c.html(
        payPage(checkout, request, form, payee, links.receiptUrl(checkout.id)),
        200,
        pageHeaders(new URL(form.action).origin),
      );
    },
  )
  .get(
    "/receipt/:id",
    describeCall({
      summary: "A kiosk merchant's receipt for a fee paid online, or why it is not paid yet",
      answer: v.string(),
      errors: [404],
    }),
    async (c) => {
      const { checkout, request } = await checkoutAt(c.var.db, c.req.param("id"));
      const payee = kioskSettings(c.var.config).payeeName;
      return c.html(
        receiptPage(checkout, request, payee, feeLinks(c.var.config).payUrl(checkout.id)),
        200,
        pageHeaders(""),
      );
    },
  );

/** A fee checkout as the operator reads it. */
const feeAnswer = (config: Config, checkout: CheckoutRow): FeeCheckoutResponse => ({
  checkoutId: checkout.id,
  payUrl: feeLinks(config).payUrl(checkout.id),
  amount: checkout.amount,
  reference: isFeeRequest(checkout.request) ? checkout.request.reference : "",
  status: checkout.status,
});

/** The merchant's shop the path names (404 when it cannot be a shop id). */
function shopInPath(shopId: string | undefined): string {
  const parsed = v.safeParse(ShopId, shopId ?? "");
  if (!parsed.success) throw new ApiFailure(404, "Shop not found", "shopId");
  return parsed.output;
}

const operatorOnly = requireScopedRole("operator", "kiosk");

/** The operator asks for the fee online, and watches it (mount at /api/kiosk). */
export const feeCheckoutRoutes = new Hono<CacheEnv & ScopedEnv>()
  .post(
    "/merchants/:shopId/payment-checkout",
    describeCall({
      summary:
        "An online payment of what the merchant owes now (the fee, or the renewal due) through the gateway: the page to open on the merchant's phone. The same fee asked again answers the same page",
      answer: FeeCheckoutResponse,
      ...STAFF_CALL,
      errors: [401, 403, 404, 409, 502, 503],
    }),
    operatorOnly,
    async (c) => {
      const shopId = shopInPath(c.req.param("shopId"));
      const gateway = needGateway(c.var.config);
      const operator = await operatorOf(c.var.db, c.var.scoped.id);
      const checkout = await openFeeCheckout(c.var.db, gateway, operator, shopId);
      return c.json<FeeCheckoutResponse>(feeAnswer(c.var.config, checkout));
    },
  )
  .get(
    "/merchants/:shopId/payment-checkout/:id",
    describeCall({
      summary: "How an online payment of a merchant's fee stands (open, placed: paid, refunded, expired)",
      answer: FeeCheckoutResponse,
      ...STAFF_CALL,
      errors: [401, 403, 404],
    }),
    operatorOnly,
    async (c) => {
      const shopId = shopInPath(c.req.param("shopId"));
      const { checkout, request } = await checkoutAt(c.var.db, c.req.param("id"));
      // Another kiosk's, or another merchant's: as if it were not there.
      if (request.kioskId !== c.var.scoped.id || request.shopId !== shopId)
        throw new ApiFailure(404, "No such payment", "checkout");
      return c.json<FeeCheckoutResponse>(feeAnswer(c.var.config, checkout));
    },
  );
