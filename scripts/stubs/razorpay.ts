/**
 * The local Razorpay simulator (issue 37), part of the providers' stub
 * (messages.ts mounts `app` at /razorpay and `controls` at the root). It
 * speaks Razorpay's wire format (https://razorpay.com/docs/api/), so the API's
 * adapter works against it unchanged: amounts are integers in paise, INR,
 * times unix seconds, ids `order_`/`pay_`/`rfnd_` and 14 letters or digits,
 * errors `{ error: { code, description, source, step, reason, metadata } }`,
 * empty notes `[]` as Razorpay answers them.
 *
 * - API, Basic auth keyId:keySecret: POST /v1/orders, GET /v1/orders
 *   (?receipt=, count, skip), GET /v1/orders/{id}, GET /v1/orders/{id}/payments,
 *   GET /v1/payments/{id}, POST /v1/payments/{id}/refund,
 *   GET /v1/payments/{id}/refunds, GET /v1/payments/{id}/refunds/{id},
 *   GET /v1/refunds/{id}. Payments are captured at once (auto-capture).
 * - S2S UPI intent: POST /v1/payments/create/upi (method "upi", upi.flow
 *   "intent", with the order's amount, email, contact and the shopper's ip,
 *   referer and user_agent) answers `{ razorpay_payment_id, link }`, the link
 *   a `upi://pay?pa=…&pn=…&tr=…&tn=…&am=…&cu=INR&mc=…`; the payment stays
 *   `created` until "the UPI app" answers: POST /_stub/razorpay/upi
 *   ({ payment_id, outcome }), or a tester's Pay or Decline on /upi/{id} (the
 *   stub page lists the payments waiting). Then it is captured or failed, with
 *   the webhooks and status calls the other payments have.
 * - Hosted checkout: POST /v1/checkout/embedded (the form the API's page posts
 *   the shopper's browser to) answers a page: UPI (a QR code, the upi:// link,
 *   a VPA), card or netbanking, and "Pay ₹450.00", "Fail payment", "Cancel".
 *   Pay and Fail post to /_pay, which makes the payment and sends the browser
 *   back to callback_url with Razorpay's fields (razorpay_payment_id,
 *   razorpay_order_id, razorpay_signature = HMAC-SHA256 of "order|payment" by
 *   the key secret; or error[code]…error[metadata]); Cancel goes to cancel_url.
 *   The VPA failure@razorpay fails as Razorpay's test mode does.
 * - Webhooks to the API (POST /api/webhooks/razorpay): payment.authorized,
 *   payment.captured, order.paid; payment.failed; refund.processed; signed
 *   X-Razorpay-Signature (HMAC-SHA256 of the body by the webhook secret), with
 *   X-Razorpay-Event-Id. One at a time, in order, after `delayMs` (the
 *   webhooks control sets how many go at once, as Razorpay's are concurrent,
 *   and the pause); a delivery
 *   the API does not take (not 2xx, or not reached) is tried again after each
 *   of `retryDelaysMs`, as Razorpay retries.
 * - Test controls (JSON, no auth): GET /_stub/razorpay (everything),
 *   POST /_stub/razorpay/pay (what the page's Pay or Fail does, answering the
 *   callback's fields), POST /_stub/razorpay/upi (the UPI app pays or declines
 *   a UPI intent payment, answering the payment), POST /_stub/razorpay/webhooks (hold, duplicates,
 *   shuffle, concurrency, delayMs), POST /_stub/razorpay/fail (the next orders, UPI intent or refund calls fail,
 *   or a refund is made but answered 502), DELETE /_stub/razorpay.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { createRequire } from "node:module";
import { type Context, Hono } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";

/** One webhook request to the API (a path under it); answers the HTTP status, 0 when the API was not reached. */
export type RazorpayWebhookSend = (
  path: string,
  init: { method: "POST"; headers: Record<string, string>; body: string },
) => Promise<number>;

export interface RazorpayOptions {
  /** RAZORPAY_KEY_ID: the Basic auth user, and the hosted checkout's key_id. */
  keyId: string;
  /** RAZORPAY_KEY_SECRET: the Basic auth password; it signs the checkout's callback. */
  keySecret: string;
  /** RAZORPAY_WEBHOOK_SECRET: signs the webhooks (none: no webhooks are sent). */
  webhookSecret?: string;
  /** Sends a webhook to the API (none: no webhooks are sent). */
  send?: RazorpayWebhookSend;
  /** The pause before each webhook (default 100 ms). */
  delayMs?: number;
  /** The waits before each retry of a webhook the API did not take (default 1 s, 5 s, 25 s: three retries). */
  retryDelaysMs?: number[];
}

type Notes = Record<string, string>;
type Method = "upi" | "card" | "netbanking";

export interface RazorpayOrder {
  id: string;
  entity: "order";
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  offer_id: null;
  status: "created" | "attempted" | "paid";
  attempts: number;
  notes: Notes;
  created_at: number;
}

export interface RazorpayPayment {
  id: string;
  entity: "payment";
  amount: number;
  currency: string;
  status: "created" | "authorized" | "captured" | "refunded" | "failed";
  order_id: string;
  invoice_id: null;
  international: boolean;
  method: Method;
  amount_refunded: number;
  refund_status: null | "partial" | "full";
  captured: boolean;
  description: string | null;
  card_id: string | null;
  card?: Record<string, unknown>;
  bank: string | null;
  wallet: null;
  vpa: string | null;
  email: string;
  contact: string;
  notes: Notes;
  fee: number | null;
  tax: number | null;
  error_code: string | null;
  error_description: string | null;
  error_source: string | null;
  error_step: string | null;
  error_reason: string | null;
  acquirer_data: Record<string, string | null>;
  created_at: number;
}

export interface RazorpayRefund {
  id: string;
  entity: "refund";
  amount: number;
  currency: string;
  payment_id: string;
  notes: Notes;
  receipt: string | null;
  acquirer_data: { arn: string };
  created_at: number;
  batch_id: null;
  status: "processed";
  speed_processed: "normal" | "instant";
  speed_requested: "normal" | "optimum";
}

export interface RazorpayDelivery {
  event: string;
  eventId: string;
  /** held (POST /_stub/razorpay/webhooks {hold:true}), queued, delivered, retrying, failed (no retries left). */
  status: "held" | "queued" | "delivered" | "retrying" | "failed";
  attempts: number;
  /** The API's last answer (0: not reached). */
  lastStatus?: number;
}

/** The callback's fields: the payment's (success) or Razorpay's error (failure). */
export type RazorpayCallback =
  | { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string }
  | {
      error: {
        code: string;
        description: string;
        source: string;
        step: string;
        reason: string;
        metadata: { payment_id?: string; order_id: string };
      };
    };

export interface RazorpaySimulator {
  /** The API, the hosted checkout and its /_pay: mount it at /razorpay. */
  app: Hono;
  /** The test controls (/_stub/razorpay…): mount it at the root. */
  controls: Hono;
  /** The stub page's "Payments (Razorpay)" section. */
  section(): string;
  /** Resolves when no webhook is queued, being sent or waiting for its retry (held ones do not count). */
  settled(): Promise<void>;
  /** Stops the retries' timers. */
  close(): void;
}

const WEBHOOK_PATH = "/api/webhooks/razorpay";
const ALNUM = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
/** Razorpay's ids: a prefix and 14 letters or digits. */
const newId = (prefix: string) =>
  prefix + [...randomBytes(14)].map((b) => ALNUM.charAt(b % ALNUM.length)).join("");
const digits = (n: number) => [...randomBytes(n)].map((b) => String(b % 10)).join("");
const now = () => Math.floor(Date.now() / 1000);
const hmac = (data: string, secret: string) =>
  createHmac("sha256", secret).update(data, "utf8").digest("hex");
/** "₹450.00": the page's and the Pay button's amount. */
export const rupees = (paise: number) => `₹${(paise / 100).toFixed(2)}`;

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] as string,
  );

/** Razorpay's error body. */
export function razorpayError(
  code: "BAD_REQUEST_ERROR" | "SERVER_ERROR" | "GATEWAY_ERROR",
  description: string,
  field?: string,
) {
  return {
    error: {
      code,
      description,
      source: "NA",
      step: "NA",
      reason: "NA",
      metadata: {},
      ...(field ? { field } : {}),
    },
  };
}
const AUTH_ERROR = razorpayError("BAD_REQUEST_ERROR", "The api key provided is invalid");
const NO_SUCH_ID = razorpayError("BAD_REQUEST_ERROR", "The id provided does not exist");
const SERVER_ERROR = razorpayError(
  "SERVER_ERROR",
  "The server encountered an error. The incident has been reported to admins.",
);

/** An entity as Razorpay writes it: notes without keys are `[]`. */
const wire = <T extends { notes: Notes }>(e: T) => ({
  ...e,
  notes: Object.keys(e.notes).length ? e.notes : [],
});

/** The `qrcode` package (a devDependency, untyped): an SVG of the UPI link; without it, the link's text only. */
const qrcode = (() => {
  try {
    return createRequire(import.meta.url)("qrcode") as {
      toString(text: string, options: { type: "svg"; margin?: number; width?: number }): Promise<string>;
    };
  } catch {
    return undefined;
  }
})();

/** The simulator, answering 503 on every route: messages.ts mounts it when it has no keys. */
export function razorpayOff(): Hono {
  const off = new Hono();
  off.all("*", (c) =>
    c.json(
      razorpayError(
        "SERVER_ERROR",
        "The Razorpay simulator is off: the stub was started without RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET",
      ),
      503,
    ),
  );
  return off;
}

const BANKS: Record<string, string> = {
  HDFC: "HDFC Bank",
  ICIC: "ICICI Bank",
  SBIN: "State Bank of India",
  UTIB: "Axis Bank",
};
const MERCHANT_VPA = "platform.stub@razorpay";
/** The payee's name a UPI app shows (`pn`): Razorpay puts the merchant's business name. */
const MERCHANT_NAME = "Platform (Razorpay simulator)";
/** Merchant category code in the UPI link (`mc`): 5399, miscellaneous general merchandise. */
const MERCHANT_CODE = "5399";

/** A `upi://pay` link (NPCI's deep link: pa, pn, tr, tn, am, cu, mc) with its values encoded, `@` kept. */
export const upiLink = (pairs: [string, string][]) =>
  `upi://pay?${pairs.map(([k, v]) => `${k}=${encodeURIComponent(v).replace(/%40/g, "@")}`).join("&")}`;

interface Checkout {
  orderId: string;
  name: string;
  description: string;
  image: string;
  email: string;
  contact: string;
  notes: Notes;
  callbackUrl: string;
  cancelUrl: string;
}

interface Attempt {
  outcome: "success" | "failure";
  method: Method;
  vpa?: string;
  cardNumber?: string;
  cardName?: string;
  bank?: string;
  email?: string;
  contact?: string;
  description?: string;
  notes?: Notes;
}

type Failure = { status: number; times: number; afterDoing: boolean };
type Queued = RazorpayDelivery & { body: string };

/** A number in paise as Razorpay takes it: an integer, or its digits as a string (form posts). */
const integerOf = (v: unknown): number | undefined => {
  if (typeof v === "number" && Number.isInteger(v)) return v;
  if (typeof v === "string" && /^\d+$/.test(v)) return Number(v);
  return undefined;
};

/** Checks notes (at most 15 keys, strings or numbers of at most 256 characters); answers them or an error. */
const notesOf = (v: unknown): Notes | string => {
  if (v === undefined || v === null || (Array.isArray(v) && v.length === 0)) return {};
  if (typeof v !== "object" || Array.isArray(v)) return "The notes must be an array.";
  const entries = Object.entries(v as Record<string, unknown>);
  if (entries.length > 15) return "The notes may not have more than 15 items.";
  const notes: Notes = {};
  for (const [k, value] of entries) {
    if (typeof value !== "string" && typeof value !== "number")
      return `The notes.${k} must be a string or a number.`;
    if (String(value).length > 256) return `The notes.${k} may not be greater than 256 characters.`;
    notes[k] = String(value);
  }
  return notes;
};

export function razorpaySimulator(options: RazorpayOptions): RazorpaySimulator {
  const {
    keyId,
    keySecret,
    webhookSecret,
    send,
    delayMs = 100,
    retryDelaysMs = [1000, 5000, 25000],
  } = options;
  const orders = new Map<string, RazorpayOrder>();
  const payments = new Map<string, RazorpayPayment>();
  const refunds = new Map<string, RazorpayRefund>();
  const checkouts = new Map<string, Checkout>();
  /** UPI intent payments (POST /v1/payments/create/upi) by id: their upi:// link, until the shopper's app pays or declines. */
  const upiIntents = new Map<string, string>();
  const failures: Partial<Record<"refund" | "orders" | "upi", Failure>> = {};

  // Webhooks: one queue, sent one at a time; held ones wait apart until let go.
  const deliveries: Queued[] = [];
  const queue: Queued[] = [];
  const held: Queued[] = [];
  let holding = false;
  let duplicates = 0;
  let shuffle = false;
  /** How many deliveries go at once (Razorpay's are concurrent; 1 by default: in order), and the pause before each. */
  let concurrency = 1;
  let pause = delayMs;
  const pumps = new Set<Promise<void>>();
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

  const startPumps = () => {
    while (pumps.size < concurrency && queue.length > 0) {
      const pump: Promise<void> = (async () => {
        for (let next = queue.shift(); next; next = queue.shift()) {
          await sleep(pause);
          await deliver(next);
        }
      })().finally(() => {
        pumps.delete(pump);
        startPumps();
      });
      pumps.add(pump);
    }
  };
  const enqueue = (d: Queued) => {
    if (holding) {
      d.status = "held";
      held.push(d);
      return;
    }
    d.status = "queued";
    queue.push(d);
    startPumps();
  };
  const deliver = async (d: Queued) => {
    if (!send || !webhookSecret) return;
    d.attempts += 1;
    let status = 0;
    try {
      status = await send(WEBHOOK_PATH, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          "User-Agent": "Razorpay-Webhook/v1",
          "X-Razorpay-Signature": hmac(d.body, webhookSecret),
          "X-Razorpay-Event-Id": d.eventId,
        },
        body: d.body,
      });
    } catch {
      status = 0;
    }
    d.lastStatus = status;
    if (status >= 200 && status < 300) {
      d.status = "delivered";
      return;
    }
    const wait = retryDelaysMs[d.attempts - 1];
    if (wait === undefined) {
      d.status = "failed";
      console.warn(`Razorpay simulator: gave up ${d.event} (${d.eventId}) after ${d.attempts} attempts`);
      return;
    }
    d.status = "retrying";
    const timer = setTimeout(() => {
      timers.delete(timer);
      enqueue(d);
    }, wait);
    timers.add(timer);
  };
  /** Razorpay's event: queued (with its redeliveries, same id) unless the stub sends no webhooks. */
  const emit = (
    event: string,
    payload: { payment: RazorpayPayment; order?: RazorpayOrder; refund?: RazorpayRefund },
  ) => {
    if (!send || !webhookSecret) return;
    const contains = (["refund", "payment", "order"] as const).filter((k) => payload[k]);
    const body = JSON.stringify({
      entity: "event",
      account_id: "acc_stub",
      event,
      contains,
      payload: Object.fromEntries(contains.map((k) => [k, { entity: wire(payload[k] as { notes: Notes }) }])),
      created_at: now(),
    });
    const eventId = newId("");
    for (let i = 0; i <= duplicates; i++) {
      const d: Queued = { event, eventId, status: "queued", attempts: 0, body };
      deliveries.push(d);
      enqueue(d);
    }
  };

  const signatureOf = (orderId: string, paymentId: string) => hmac(`${orderId}|${paymentId}`, keySecret);

  /** A payment attempt on an order, as Razorpay makes it before the bank's answer (status `created`). */
  const attempt = (order: RazorpayOrder, a: Attempt): RazorpayPayment => {
    const cardNumber = (a.cardNumber ?? "4111111111111111").replace(/\D/g, "");
    const cardId = a.method === "card" ? newId("card_") : null;
    const payment: RazorpayPayment = {
      id: newId("pay_"),
      entity: "payment",
      amount: order.amount_due,
      currency: order.currency,
      status: "created",
      order_id: order.id,
      invoice_id: null,
      international: false,
      method: a.method,
      amount_refunded: 0,
      refund_status: null,
      captured: false,
      description: a.description || null,
      card_id: cardId,
      ...(cardId
        ? {
            card: {
              id: cardId,
              entity: "card",
              name: a.cardName || "Shopper",
              last4: cardNumber.slice(-4),
              network: cardNumber.startsWith("5")
                ? "MasterCard"
                : cardNumber.startsWith("6")
                  ? "RuPay"
                  : "Visa",
              type: "credit",
              issuer: null,
              international: false,
              emi: false,
              sub_type: "consumer",
              token_iin: null,
            },
          }
        : {}),
      bank: a.method === "netbanking" ? (a.bank && BANKS[a.bank] ? a.bank : "HDFC") : null,
      wallet: null,
      vpa: a.method === "upi" && a.vpa !== undefined ? a.vpa || "success@razorpay" : null,
      email: a.email || "void@razorpay.com",
      contact: a.contact || "+919000090000",
      notes: a.notes ?? {},
      fee: null,
      tax: null,
      error_code: null,
      error_description: null,
      error_source: null,
      error_step: null,
      error_reason: null,
      acquirer_data: {},
      created_at: now(),
    };
    payments.set(payment.id, payment);
    order.attempts += 1;
    if (order.status === "created") order.status = "attempted";
    return payment;
  };

  /** The bank's answer to a payment: captured (auto-capture) or failed, with Razorpay's webhooks; answers the callback's fields. */
  const finish = (order: RazorpayOrder, payment: RazorpayPayment, success: boolean): RazorpayCallback => {
    const fee = Math.round(payment.amount * 0.02);
    const tax = Math.round(fee * 0.18);
    Object.assign(payment, {
      status: success ? "captured" : "failed",
      captured: success,
      fee: success ? fee + tax : null,
      tax: success ? tax : null,
      error_code: success ? null : "BAD_REQUEST_ERROR",
      error_description: success ? null : "Payment failed",
      error_source: success ? null : "bank",
      error_step: success ? null : "payment_authorization",
      error_reason: success ? null : "payment_failed",
      acquirer_data: !success
        ? {}
        : payment.method === "upi"
          ? { rrn: digits(12), upi_transaction_id: digits(12) }
          : payment.method === "card"
            ? { auth_code: digits(6) }
            : { bank_transaction_id: digits(10) },
    });
    if (!success) {
      emit("payment.failed", { payment: { ...payment } });
      return {
        error: {
          code: "BAD_REQUEST_ERROR",
          description: "Payment failed",
          source: "bank",
          step: "payment_authorization",
          reason: "payment_failed",
          metadata: { payment_id: payment.id, order_id: order.id },
        },
      };
    }
    order.amount_paid += payment.amount;
    order.amount_due = order.amount - order.amount_paid;
    order.status = "paid";
    emit("payment.authorized", { payment: { ...payment, status: "authorized", captured: false } });
    emit("payment.captured", { payment: { ...payment } });
    emit("order.paid", { payment: { ...payment }, order: { ...order } });
    return {
      razorpay_payment_id: payment.id,
      razorpay_order_id: order.id,
      razorpay_signature: signatureOf(order.id, payment.id),
    };
  };

  /** A payment attempt on an order (the page's Pay or Fail, or POST /_stub/razorpay/pay). */
  const pay = (order: RazorpayOrder, a: Attempt): RazorpayCallback =>
    finish(
      order,
      // A hosted UPI payment has its payer's VPA (the one typed, or the test mode's default); an intent's comes with the app's answer.
      attempt(order, a.method === "upi" ? { ...a, vpa: a.vpa ?? "" } : a),
      a.outcome === "success" && a.vpa !== "failure@razorpay",
    );

  /** The shopper's UPI app pays (or declines) a UPI intent payment; a string says why it cannot. */
  const payInApp = (paymentId: string, outcome: string, vpa = "success@razorpay") => {
    const payment = payments.get(paymentId);
    const order = payment && orders.get(payment.order_id);
    if (!payment || !order || !upiIntents.has(payment.id)) return "The id provided does not exist";
    if (payment.status !== "created")
      return `This payment is ${payment.status}: it is not waiting for a UPI app`;
    if (order.status === "paid") return "This order has already been paid";
    if (outcome !== "success" && outcome !== "failure") return 'The outcome must be "success" or "failure"';
    payment.vpa = vpa || "success@razorpay";
    finish(order, payment, outcome === "success" && vpa !== "failure@razorpay");
    return payment;
  };

  /** The next call's failure on that path, if one was asked for. */
  const failing = (path: "refund" | "orders" | "upi") => {
    const f = failures[path];
    if (!f || f.times <= 0) return undefined;
    f.times -= 1;
    return f;
  };
  const failureAnswer = (c: Context, f: Failure) =>
    c.json(
      f.status >= 500
        ? SERVER_ERROR
        : f.status === 401
          ? AUTH_ERROR
          : razorpayError("BAD_REQUEST_ERROR", f.status === 429 ? "Too many requests" : "Stub failure"),
      f.status as ContentfulStatusCode,
    );
  const badRequest = (c: Context, description: string, field?: string) =>
    c.json(razorpayError("BAD_REQUEST_ERROR", description, field), 400);
  /** A request's fields: Razorpay takes JSON and forms alike. */
  const fieldsOf = async (c: Context): Promise<Record<string, unknown> | undefined> => {
    const type = c.req.header("content-type") ?? "";
    if (type.includes("application/json")) {
      const text = await c.req.text();
      if (!text.trim()) return {};
      try {
        const json = JSON.parse(text) as unknown;
        return json && typeof json === "object" && !Array.isArray(json)
          ? (json as Record<string, unknown>)
          : undefined;
      } catch {
        return undefined;
      }
    }
    const form = await c.req.parseBody();
    const fields: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(form)) {
      const note = /^notes\[(.+)\]$/.exec(k);
      if (note?.[1]) fields.notes = { ...(fields.notes as Notes | undefined), [note[1]]: String(v) };
      else fields[k] = typeof v === "string" ? v : "";
    }
    return fields;
  };
  /** Razorpay's collections: newest first, `count` (default 10, at most 100) from `skip`. */
  const collection = <T extends { notes: Notes; created_at: number }>(c: Context, all: T[], paged = true) => {
    const newest = [...all].reverse();
    const count = Math.min(Math.max(Number(c.req.query("count") ?? 10) || 10, 1), 100);
    const skip = Math.max(Number(c.req.query("skip") ?? 0) || 0, 0);
    const items = (paged ? newest.slice(skip, skip + count) : newest).map(wire);
    return c.json({ entity: "collection", count: items.length, items });
  };

  const app = new Hono();
  app.use("/v1/*", async (c, next) => {
    if (c.req.path.endsWith("/v1/checkout/embedded")) return next();
    const [scheme, encoded] = (c.req.header("authorization") ?? "").split(" ");
    const given = Buffer.from(scheme?.toLowerCase() === "basic" ? (encoded ?? "") : "", "base64");
    const expected = Buffer.from(`${keyId}:${keySecret}`);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return c.json(AUTH_ERROR, 401);
    return next();
  });

  app.post("/v1/orders", async (c) => {
    const body = await fieldsOf(c);
    if (!body) return badRequest(c, "The request body is not valid JSON");
    if (body.amount === undefined) return badRequest(c, "The amount field is required.", "amount");
    const amount = integerOf(body.amount);
    if (amount === undefined) return badRequest(c, "The amount must be an integer.", "amount");
    if (amount < 100) return badRequest(c, "The amount must be atleast INR 1.00", "amount");
    if (body.currency === undefined) return badRequest(c, "The currency field is required.", "currency");
    if (body.currency !== "INR") return badRequest(c, "The selected currency is invalid.", "currency");
    const receipt = body.receipt === undefined || body.receipt === null ? null : String(body.receipt);
    if (receipt !== null && receipt.length > 40)
      return badRequest(c, "The receipt may not be greater than 40 characters.", "receipt");
    const notes = notesOf(body.notes);
    if (typeof notes === "string") return badRequest(c, notes, "notes");
    const fail = failing("orders");
    if (fail && !fail.afterDoing) return failureAnswer(c, fail);
    const order: RazorpayOrder = {
      id: newId("order_"),
      entity: "order",
      amount,
      amount_paid: 0,
      amount_due: amount,
      currency: "INR",
      receipt,
      offer_id: null,
      status: "created",
      attempts: 0,
      notes,
      created_at: now(),
    };
    orders.set(order.id, order);
    if (fail) return failureAnswer(c, fail);
    return c.json(wire(order));
  });
  app.get("/v1/orders", (c) => {
    const receipt = c.req.query("receipt");
    return collection(
      c,
      [...orders.values()].filter((o) => receipt === undefined || o.receipt === receipt),
    );
  });
  app.get("/v1/orders/:id", (c) => {
    const order = orders.get(c.req.param("id"));
    return order ? c.json(wire(order)) : c.json(NO_SUCH_ID, 400);
  });
  app.get("/v1/orders/:id/payments", (c) => {
    const id = c.req.param("id");
    if (!orders.has(id)) return c.json(NO_SUCH_ID, 400);
    return collection(
      c,
      [...payments.values()].filter((p) => p.order_id === id),
      false,
    );
  });
  app.get("/v1/payments/:id", (c) => {
    const payment = payments.get(c.req.param("id"));
    return payment ? c.json(wire(payment)) : c.json(NO_SUCH_ID, 400);
  });
  app.post("/v1/payments/:id/refund", async (c) => {
    const payment = payments.get(c.req.param("id"));
    if (!payment) return c.json(NO_SUCH_ID, 400);
    const body = await fieldsOf(c);
    if (!body) return badRequest(c, "The request body is not valid JSON");
    const remaining = payment.amount - payment.amount_refunded;
    const amount = body.amount === undefined ? remaining : integerOf(body.amount);
    if (amount === undefined) return badRequest(c, "The amount must be an integer.", "amount");
    if (payment.status === "refunded")
      return badRequest(c, "The payment has been fully refunded already", "payment_id");
    if (!payment.captured) return badRequest(c, "Only payments which have been captured can be refunded");
    if (amount < 100) return badRequest(c, "The amount must be atleast INR 1.00", "amount");
    if (amount > remaining)
      return badRequest(c, "The refund amount provided is greater than amount captured", "amount");
    const speed = body.speed === undefined ? "normal" : body.speed;
    if (speed !== "normal" && speed !== "optimum")
      return badRequest(c, "The selected speed is invalid.", "speed");
    const receipt = body.receipt === undefined || body.receipt === null ? null : String(body.receipt);
    if (receipt !== null && receipt.length > 40)
      return badRequest(c, "The receipt may not be greater than 40 characters.", "receipt");
    const notes = notesOf(body.notes);
    if (typeof notes === "string") return badRequest(c, notes, "notes");
    const fail = failing("refund");
    if (fail && !fail.afterDoing) return failureAnswer(c, fail);
    const refund: RazorpayRefund = {
      id: newId("rfnd_"),
      entity: "refund",
      amount,
      currency: payment.currency,
      payment_id: payment.id,
      notes,
      receipt,
      acquirer_data: { arn: digits(14) },
      created_at: now(),
      batch_id: null,
      status: "processed",
      speed_processed: speed === "optimum" ? "instant" : "normal",
      speed_requested: speed,
    };
    refunds.set(refund.id, refund);
    payment.amount_refunded += amount;
    payment.refund_status = payment.amount_refunded >= payment.amount ? "full" : "partial";
    if (payment.refund_status === "full") payment.status = "refunded";
    emit("refund.processed", { refund: { ...refund }, payment: { ...payment } });
    if (fail) return failureAnswer(c, fail);
    return c.json(wire(refund));
  });
  app.get("/v1/payments/:id/refunds", (c) => {
    const id = c.req.param("id");
    if (!payments.has(id)) return c.json(NO_SUCH_ID, 400);
    return collection(
      c,
      [...refunds.values()].filter((r) => r.payment_id === id),
    );
  });
  app.get("/v1/payments/:id/refunds/:refundId", (c) => {
    const refund = refunds.get(c.req.param("refundId"));
    return refund && refund.payment_id === c.req.param("id") ? c.json(wire(refund)) : c.json(NO_SUCH_ID, 400);
  });
  app.get("/v1/refunds/:id", (c) => {
    const refund = refunds.get(c.req.param("id"));
    return refund ? c.json(wire(refund)) : c.json(NO_SUCH_ID, 400);
  });

  // S2S UPI intent (https://razorpay.com/docs/payments/payment-gateway/s2s-integration/payment-methods/upi/intent/):
  // a payment `created` on the order and the upi:// link that opens the shopper's UPI app; the app's answer
  // (POST /_stub/razorpay/upi, or the page at /upi/{id}) captures or fails it, with the webhooks.
  app.post("/v1/payments/create/upi", async (c) => {
    const body = await fieldsOf(c);
    if (!body) return badRequest(c, "The request body is not valid JSON");
    for (const field of [
      "amount",
      "currency",
      "order_id",
      "email",
      "contact",
      "method",
      "ip",
      "referer",
      "user_agent",
    ])
      if (body[field] === undefined || body[field] === "")
        return badRequest(c, `The ${field} field is required.`, field);
    const amount = integerOf(body.amount);
    if (amount === undefined) return badRequest(c, "The amount must be an integer.", "amount");
    if (body.currency !== "INR") return badRequest(c, "The selected currency is invalid.", "currency");
    if (body.method !== "upi") return badRequest(c, "The selected method is invalid.", "method");
    const upi = body.upi as { flow?: unknown } | undefined;
    if (upi?.flow !== "intent")
      return badRequest(
        c,
        "The upi.flow must be intent: the simulator makes no UPI collect requests (NPCI retired them)",
        "upi.flow",
      );
    const order = orders.get(String(body.order_id));
    if (!order) return badRequest(c, "The id provided does not exist", "order_id");
    if (order.status === "paid") return badRequest(c, "Order has already been paid", "order_id");
    if (amount !== order.amount_due)
      return badRequest(c, "The amount must be the order's amount due.", "amount");
    const notes = notesOf(body.notes);
    if (typeof notes === "string") return badRequest(c, notes, "notes");
    const fail = failing("upi");
    if (fail) return failureAnswer(c, fail);
    const payment = attempt(order, {
      outcome: "success",
      method: "upi",
      email: String(body.email),
      contact: String(body.contact),
      description: typeof body.description === "string" ? body.description : "",
      notes,
    });
    const link = upiLink([
      ["pa", MERCHANT_VPA],
      ["pn", MERCHANT_NAME],
      ["tr", payment.id.slice(4)],
      ["tn", payment.description || `Payment ${payment.id}`],
      ["am", (payment.amount / 100).toFixed(2)],
      ["cu", payment.currency],
      ["mc", MERCHANT_CODE],
    ]);
    upiIntents.set(payment.id, link);
    return c.json({ razorpay_payment_id: payment.id, link });
  });

  // "The UPI app" for a tester (the stub page's section links here): the payee, the amount, Pay or Decline.
  app.get("/upi/:id", (c) => {
    const payment = payments.get(c.req.param("id"));
    if (!payment || !upiIntents.has(payment.id))
      return errorPage(c, "No UPI payment with this id is waiting here.");
    const amount = rupees(payment.amount);
    const waiting = payment.status === "created";
    return c.html(
      page(
        `Pay ${amount} · UPI app (Razorpay simulator)`,
        `<p class="muted">UPI app · Razorpay simulator</p><h1>Pay ${escapeHtml(amount)}</h1><p>To ${escapeHtml(MERCHANT_NAME)} (${escapeHtml(MERCHANT_VPA)})</p><p class="muted">${escapeHtml(payment.description ?? "")}</p><p class="muted">The link: <code>${escapeHtml(upiIntents.get(payment.id) ?? "")}</code></p>${
          waiting
            ? `<form method="post"><div class="actions"><button type="submit" name="outcome" value="success" class="primary">Pay ${escapeHtml(amount)}</button><button type="submit" name="outcome" value="failure">Decline</button></div></form>`
            : `<p role="status">This payment is ${escapeHtml(payment.status)}.</p>`
        }`,
      ),
    );
  });
  app.post("/upi/:id", async (c) => {
    const form = await c.req.parseBody();
    const done = payInApp(c.req.param("id"), typeof form.outcome === "string" ? form.outcome : "");
    if (typeof done === "string") return errorPage(c, done);
    return c.html(
      page(
        `${done.captured ? "Paid" : "Declined"} · UPI app (Razorpay simulator)`,
        `<h1>${done.captured ? `Paid ${escapeHtml(rupees(done.amount))}` : "Payment declined"}</h1><p role="status">Go back to the shop's tab: it hears from the gateway in a few seconds.</p>`,
      ),
    );
  });

  // The hosted checkout: the shopper's browser.
  app.post("/v1/checkout/embedded", async (c) => {
    const form = (await c.req.parseBody()) as Record<string, string | File>;
    const field = (k: string) => {
      const v = form[k];
      return typeof v === "string" ? v.trim() : "";
    };
    if (field("key_id") !== keyId) return errorPage(c, "The key_id is not this account's.");
    const order = orders.get(field("order_id"));
    if (!order) return errorPage(c, "The order_id provided does not exist.");
    const amount = field("amount");
    if (amount && integerOf(amount) !== order.amount)
      return errorPage(c, "The amount does not match the order's amount.");
    if (field("currency") && field("currency") !== order.currency)
      return errorPage(c, "The currency does not match the order's currency.");
    const callbackUrl = field("callback_url");
    if (!/^https?:\/\//i.test(callbackUrl)) return errorPage(c, "The callback_url must be an http(s) URL.");
    const cancelUrl = field("cancel_url");
    if (cancelUrl && !/^https?:\/\//i.test(cancelUrl))
      return errorPage(c, "The cancel_url must be an http(s) URL.");
    const name = field("name") || "Merchant";
    if (order.status === "paid") return paidPage(c, order, name, callbackUrl);
    const notes: Notes = {};
    for (const [k, v] of Object.entries(form)) {
      const note = /^notes\[(.+)\]$/.exec(k);
      if (note?.[1] && typeof v === "string") notes[note[1]] = v;
    }
    const token = randomBytes(16).toString("hex");
    checkouts.set(token, {
      orderId: order.id,
      name,
      description: field("description"),
      image: field("image"),
      email: field("prefill[email]"),
      contact: field("prefill[contact]"),
      notes,
      callbackUrl,
      cancelUrl,
    });
    const payPath = c.req.path.replace(/\/v1\/checkout\/embedded$/, "/_pay");
    return c.html(await checkoutPage(order, checkouts.get(token) as Checkout, token, payPath));
  });
  app.post("/_pay", async (c) => {
    const form = (await c.req.parseBody()) as Record<string, string | File>;
    const field = (k: string) => {
      const v = form[k];
      return typeof v === "string" ? v.trim() : "";
    };
    const checkout = checkouts.get(field("checkout"));
    const order = checkout && orders.get(checkout.orderId);
    if (!checkout || !order)
      return errorPage(c, "This checkout has expired. Go back to the shop and pay again.");
    const outcome = field("outcome");
    if (outcome === "cancel") {
      if (checkout.cancelUrl) return c.redirect(checkout.cancelUrl, 303);
      return callbackPage(c, checkout, {
        error: {
          code: "BAD_REQUEST_ERROR",
          description: "Payment processing cancelled by user",
          source: "customer",
          step: "payment_authentication",
          reason: "payment_cancelled",
          metadata: { order_id: order.id },
        },
      });
    }
    if (order.status === "paid") return paidPage(c, order, checkout.name, checkout.callbackUrl);
    const method = (["upi", "card", "netbanking"] as const).find((m) => m === field("method")) ?? "upi";
    const result = pay(order, {
      outcome: outcome === "failure" ? "failure" : "success",
      method,
      vpa: field("vpa"),
      cardNumber: field("card_number"),
      cardName: field("card_name"),
      bank: field("bank"),
      email: checkout.email,
      contact: checkout.contact,
      description: checkout.description,
      notes: checkout.notes,
    });
    return callbackPage(c, checkout, result);
  });
  app.all("/v1/*", (c) =>
    c.json(razorpayError("BAD_REQUEST_ERROR", "The requested URL was not found on the server."), 400),
  );

  const page = (title: string, main: string) =>
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><style>${CSS}</style></head><body><main>${main}</main></body></html>`;
  const errorPage = (c: Context, reason: string) =>
    c.html(
      page(
        "Payment could not start · Razorpay (local simulator)",
        `<h1>Payment could not start</h1><p>${escapeHtml(reason)}</p><p class="muted">Razorpay (local simulator)</p>`,
      ),
      400,
    );
  /** A form that posts fields to the shop's callback: sent at once by a line of script, or by its button. */
  const postForm = (action: string, fields: Record<string, string>, button: string, auto: boolean) =>
    `<form id="callback" method="post" action="${escapeHtml(action)}">${Object.entries(fields)
      .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
      .join(
        "",
      )}<button type="submit">${escapeHtml(button)}</button></form>${auto ? `<script>document.getElementById("callback").submit()</script>` : ""}`;
  const callbackFields = (result: RazorpayCallback): Record<string, string> =>
    "error" in result
      ? {
          "error[code]": result.error.code,
          "error[description]": result.error.description,
          "error[source]": result.error.source,
          "error[step]": result.error.step,
          "error[reason]": result.error.reason,
          "error[metadata]": JSON.stringify(result.error.metadata),
        }
      : result;
  const callbackPage = (c: Context, checkout: Checkout, result: RazorpayCallback) => {
    const ok = !("error" in result);
    return c.html(
      page(
        `${ok ? "Payment successful" : "Payment failed"} · Razorpay (local simulator)`,
        `<h1>${ok ? "Payment successful" : "Payment failed"}</h1><p>Taking you back to ${escapeHtml(checkout.name)}…</p>${postForm(
          checkout.callbackUrl,
          callbackFields(result),
          "Continue",
          true,
        )}`,
      ),
    );
  };
  const paidPage = (c: Context, order: RazorpayOrder, name: string, callbackUrl: string) => {
    const paid = [...payments.values()].find((p) => p.order_id === order.id && p.captured);
    const fields = paid
      ? {
          razorpay_payment_id: paid.id,
          razorpay_order_id: order.id,
          razorpay_signature: signatureOf(order.id, paid.id),
        }
      : ({} as Record<string, string>);
    return c.html(
      page(
        "Already paid · Razorpay (local simulator)",
        `<h1>This order is already paid</h1><p>${escapeHtml(rupees(order.amount_paid))} was paid to ${escapeHtml(name)}. You will not be charged again.</p>${postForm(
          callbackUrl,
          fields,
          `Back to ${name}`,
          false,
        )}`,
      ),
    );
  };
  const checkoutPage = async (order: RazorpayOrder, checkout: Checkout, token: string, payPath: string) => {
    const amount = rupees(order.amount_due);
    const upi = upiLink([
      ["pa", MERCHANT_VPA],
      ["pn", checkout.name],
      ["tr", order.id],
      ["tn", checkout.description || `Order ${order.receipt ?? order.id}`],
      ["am", (order.amount_due / 100).toFixed(2)],
      ["cu", order.currency],
    ]);
    const svg = qrcode
      ? (await qrcode.toString(upi, { type: "svg", margin: 1, width: 200 })).replace(
          "<svg ",
          `<svg role="img" aria-label="QR code to pay ${escapeHtml(amount)} by UPI" `,
        )
      : "";
    const radio = (m: Method, label: string, checked = false) =>
      `<div class="choice"><input type="radio" id="method-${m}" name="method" value="${m}"${checked ? " checked" : ""}><label for="method-${m}">${label}</label></div>`;
    return page(
      `Pay ${amount} to ${checkout.name} · Razorpay (local simulator)`,
      `<p class="muted">Razorpay · local simulator</p><h1>${escapeHtml(checkout.name)}</h1>${
        checkout.description ? `<p>${escapeHtml(checkout.description)}</p>` : ""
      }<p class="amount">Amount: <strong>${escapeHtml(amount)}</strong></p><p class="muted">Order ${escapeHtml(order.id)}</p><form method="post" action="${escapeHtml(payPath)}"><input type="hidden" name="checkout" value="${token}"><fieldset><legend>Pay with</legend>${radio("upi", "UPI", true)}${radio("card", "Card")}${radio("netbanking", "Netbanking")}</fieldset><section id="panel-upi" class="panel" aria-labelledby="heading-upi"><h2 id="heading-upi">UPI</h2>${
        svg
          ? `<div class="qr">${svg}</div><p>Scan with any UPI app, or open one on this phone.</p>`
          : `<p>The UPI link: <code>${escapeHtml(upi)}</code></p>`
      }<p><a href="${escapeHtml(upi)}">Open UPI app</a></p><p><label for="vpa">UPI ID (VPA)</label><input id="vpa" name="vpa" value="success@razorpay" autocomplete="off" spellcheck="false"></p></section><section id="panel-card" class="panel" aria-labelledby="heading-card"><h2 id="heading-card">Card</h2><p><label for="card-number">Card number</label><input id="card-number" name="card_number" inputmode="numeric" autocomplete="cc-number" value="4111 1111 1111 1111"></p><p><label for="card-expiry">Expiry (MM/YY)</label><input id="card-expiry" name="card_expiry" autocomplete="cc-exp" value="12/30"></p><p><label for="card-cvv">CVV</label><input id="card-cvv" name="card_cvv" inputmode="numeric" autocomplete="cc-csc" value="123"></p><p><label for="card-name">Name on card</label><input id="card-name" name="card_name" autocomplete="cc-name" value="Shopper"></p></section><section id="panel-netbanking" class="panel" aria-labelledby="heading-netbanking"><h2 id="heading-netbanking">Netbanking</h2><p><label for="bank">Bank</label><select id="bank" name="bank">${Object.entries(
        BANKS,
      )
        .map(([code, bank]) => `<option value="${code}">${escapeHtml(bank)}</option>`)
        .join(
          "",
        )}</select></p></section><div class="actions"><button type="submit" name="outcome" value="success" class="primary">Pay ${escapeHtml(amount)}</button><button type="submit" name="outcome" value="failure" formnovalidate>Fail payment</button><button type="submit" name="outcome" value="cancel" formnovalidate>Cancel</button></div></form>`,
    );
  };

  const controls = new Hono();
  controls.get("/_stub/razorpay", (c) =>
    c.json({
      orders: [...orders.values()].map(wire),
      payments: [...payments.values()].map(wire),
      refunds: [...refunds.values()].map(wire),
      webhooks: deliveries.map(({ body: _body, ...d }) => d),
    }),
  );
  controls.delete("/_stub/razorpay", (c) => {
    orders.clear();
    payments.clear();
    refunds.clear();
    checkouts.clear();
    upiIntents.clear();
    for (const k of Object.keys(failures)) delete failures[k as keyof typeof failures];
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
    deliveries.length = 0;
    queue.length = 0;
    held.length = 0;
    holding = false;
    duplicates = 0;
    shuffle = false;
    return c.body(null, 204);
  });
  controls.post("/_stub/razorpay/pay", async (c) => {
    const { order_id, outcome, method } = (await c.req.json().catch(() => ({}))) as {
      order_id?: string;
      outcome?: string;
      method?: string;
    };
    const order = orders.get(order_id ?? "");
    if (!order) return c.json(NO_SUCH_ID, 400);
    if (order.status === "paid")
      return c.json(razorpayError("BAD_REQUEST_ERROR", "This order has already been paid"), 400);
    if (outcome !== "success" && outcome !== "failure")
      return c.json(razorpayError("BAD_REQUEST_ERROR", 'The outcome must be "success" or "failure"'), 400);
    const m = (["upi", "card", "netbanking"] as const).find((x) => x === method) ?? "upi";
    return c.json(pay(order, { outcome, method: m }));
  });
  controls.post("/_stub/razorpay/upi", async (c) => {
    const { payment_id, outcome, vpa } = (await c.req.json().catch(() => ({}))) as {
      payment_id?: string;
      outcome?: string;
      vpa?: string;
    };
    const done = payInApp(payment_id ?? "", outcome ?? "", vpa);
    if (typeof done === "string") return c.json(razorpayError("BAD_REQUEST_ERROR", done), 400);
    return c.json(wire(done));
  });
  controls.post("/_stub/razorpay/webhooks", async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as {
      hold?: boolean;
      duplicates?: number;
      shuffle?: boolean;
      concurrency?: number;
      delayMs?: number;
    };
    if (body.concurrency !== undefined) concurrency = Math.min(64, Math.max(1, Math.floor(body.concurrency)));
    if (body.delayMs !== undefined) pause = Math.max(0, Math.floor(body.delayMs));
    if (body.duplicates !== undefined) duplicates = Math.max(0, Math.floor(body.duplicates));
    if (body.shuffle !== undefined) shuffle = body.shuffle;
    if (body.hold !== undefined) {
      holding = body.hold;
      if (!holding) {
        const released = held.splice(0);
        if (shuffle) released.reverse();
        for (const d of released) enqueue(d);
      }
    }
    return c.body(null, 204);
  });
  controls.post("/_stub/razorpay/fail", async (c) => {
    const {
      path,
      status,
      times = 1,
      afterDoing = false,
    } = (await c.req.json().catch(() => ({}))) as {
      path?: string;
      status?: number;
      times?: number;
      afterDoing?: boolean;
    };
    if (path !== "refund" && path !== "orders" && path !== "upi")
      return c.text('path: "refund", "orders" or "upi"', 400);
    failures[path] = { status: status ?? (afterDoing ? 502 : 500), times, afterDoing };
    return c.body(null, 204);
  });

  const table = (caption: string, head: string[], rows: string[][]) =>
    `<h3>${escapeHtml(caption)}</h3>${
      rows.length
        ? `<table><thead><tr>${head.map((h) => `<th>${escapeHtml(h)}</th>`).join("")}</tr></thead><tbody>${rows
            .map((r) => `<tr>${r.map((v) => `<td>${escapeHtml(v)}</td>`).join("")}</tr>`)
            .join("")}</tbody></table>`
        : "<p>None yet.</p>"
    }`;
  const at = (s: number) => new Date(s * 1000).toISOString();
  /** The UPI intent payments no app has answered yet, each a link to "the UPI app" (the app is mounted at /razorpay). */
  const waitingForApp = () => {
    const waiting = [...payments.values()].filter((p) => p.status === "created" && upiIntents.has(p.id));
    return `<h3>Waiting for a UPI app</h3>${
      waiting.length
        ? `<ul>${waiting
            .reverse()
            .map(
              (p) =>
                `<li><a href="/razorpay/upi/${escapeHtml(p.id)}">Pay ${escapeHtml(rupees(p.amount))} in the UPI app</a>: ${escapeHtml(p.id)}, ${escapeHtml(p.description ?? "")}</li>`,
            )
            .join("")}</ul>`
        : "<p>None yet.</p>"
    }`;
  };
  return {
    app,
    controls,
    section: () =>
      `<h2 id="razorpay">Payments (Razorpay)</h2><p>Orders, payments and refunds the platform made with the Razorpay simulator (key ${escapeHtml(keyId)}), newest first.${
        send && webhookSecret ? "" : " It sends the API no webhooks (no RAZORPAY_WEBHOOK_SECRET)."
      }</p>${table(
        "Orders",
        ["Order", "Receipt", "Amount", "Paid", "Status", "Attempts", "Created"],
        [...orders.values()]
          .reverse()
          .map((o) => [
            o.id,
            o.receipt ?? "",
            rupees(o.amount),
            rupees(o.amount_paid),
            o.status,
            String(o.attempts),
            at(o.created_at),
          ]),
      )}${waitingForApp()}${table(
        "Payments",
        ["Payment", "Order", "Amount", "Method", "Status", "Refunded", "Error", "Created"],
        [...payments.values()]
          .reverse()
          .map((p) => [
            p.id,
            p.order_id,
            rupees(p.amount),
            p.method,
            p.status,
            rupees(p.amount_refunded),
            p.error_description ?? "",
            at(p.created_at),
          ]),
      )}${table(
        "Refunds",
        ["Refund", "Payment", "Receipt", "Amount", "Status", "Created"],
        [...refunds.values()]
          .reverse()
          .map((r) => [r.id, r.payment_id, r.receipt ?? "", rupees(r.amount), r.status, at(r.created_at)]),
      )}`,
    async settled() {
      while (pumps.size || queue.length || timers.size) {
        await Promise.all(pumps);
        if (timers.size || queue.length) await sleep(5);
      }
    },
    close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      queue.length = 0;
    },
  };
}

const CSS =
  "*{box-sizing:border-box}body{font:16px/1.5 system-ui,sans-serif;margin:0;color:#1b1f24;background:#f4f6f8}main{max-width:28rem;margin:0 auto;padding:1rem;background:#fff;min-height:100vh}h1{font-size:1.4rem;margin:.25rem 0}h2{font-size:1.1rem;margin:.5rem 0}.muted{color:#57606a;font-size:.875rem;margin:.25rem 0}.amount{font-size:1.25rem}fieldset{border:1px solid #d0d7de;border-radius:.5rem;margin:1rem 0;padding:.5rem .75rem}legend{font-weight:600;padding:0 .25rem}.choice{display:flex;align-items:center;gap:.5rem;min-height:2.75rem}.choice input{width:1.25rem;height:1.25rem;margin:0}label{display:block;font-weight:600}.choice label{font-weight:400;flex:1}input:not([type=radio]),select{width:100%;font:inherit;padding:.6rem;border:1px solid #8c959f;border-radius:.375rem;min-height:2.75rem}.panel{border:1px solid #d0d7de;border-radius:.5rem;padding:.25rem .75rem;margin:0 0 1rem}@supports selector(:has(*)){.panel{display:none}form:has(#method-upi:checked) #panel-upi,form:has(#method-card:checked) #panel-card,form:has(#method-netbanking:checked) #panel-netbanking{display:block}}.qr svg{display:block;width:200px;height:200px;margin:.5rem auto}a{color:#0b57d0}.actions{display:flex;flex-direction:column;gap:.5rem}button{font:inherit;font-weight:600;min-height:2.75rem;padding:.6rem 1rem;border:1px solid #8c959f;border-radius:.375rem;background:#fff;color:#1b1f24;cursor:pointer}button.primary{background:#0b57d0;border-color:#0b57d0;color:#fff}:focus-visible{outline:3px solid #e36209;outline-offset:2px}code{word-break:break-all}";
