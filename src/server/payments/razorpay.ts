/**
 * Razorpay, through its documented calls (https://razorpay.com/docs/api/):
 * Orders (POST /orders, GET /orders/{id}/payments), Payments (GET
 * /payments/{id}), Refunds (POST /payments/{id}/refund with a `receipt`, GET
 * /payments/{id}/refunds), all with Basic auth key_id:key_secret and amounts
 * in paise; the hosted checkout (a form the browser posts to
 * /v1/checkout/embedded, which answers the browser back at `callback_url`
 * with razorpay_payment_id, razorpay_order_id and razorpay_signature =
 * HMAC-SHA256(order_id|payment_id, key_secret)); webhooks signed
 * X-Razorpay-Signature = HMAC-SHA256(raw body, webhook secret), each with its
 * X-Razorpay-Event-Id.
 *
 * UPI intent (the phone's UPI app; Razorpay's hosted checkout does not offer
 * it) is Razorpay's S2S UPI call, `POST /payments/create/upi` with
 * `method: "upi"` and `upi: { flow: "intent" }` beside the order's amount,
 * currency, order_id, email, contact, description, notes and the shopper's
 * browser (`ip`, `referer`, `user_agent`, all mandatory), answering
 * `{ razorpay_payment_id, link }` with link a `upi://pay?…` URL: docs at
 * https://razorpay.com/docs/payments/payment-gateway/s2s-integration/payment-methods/upi/intent/
 * and razorpay-node's `payments.createUpi` (documents/payment.md, "Create
 * Payment UPI s2s", and `RazorpayPaymentUpiCreateRequestBody` in
 * lib/types/payments.d.ts). The feature is enabled per account by Razorpay's
 * support; without it the call answers 400 ("The requested URL was not
 * found on the server"). There is no redirect: the payment is pending
 * (`created`) until paid in the app, and its webhook or the status call
 * (GET /payments/{id}) says how it ended.
 *
 * Errors: 429 and 5xx (and a call that did not arrive or timed out) may be
 * tried again; other 4xx are Razorpay's refusal of this call.
 */

import { createHmac, timingSafeEqual } from "node:crypto";
import { GATEWAY_PAYMENT_ID } from "../../domain/orders/payment";
import type { RazorpaySettings } from "../config/payments";
import {
  type CallbackResult,
  type Gateway,
  GatewayError,
  type GatewayEvent,
  type GatewayPayment,
  type GatewayRefund,
  type UpiIntent,
} from "./gateway";

/** How long one call to Razorpay may take. */
export const GATEWAY_TIMEOUT_MS = 10_000;

interface RazorpayError {
  error?: { code?: string; description?: string };
}

interface PaymentEntity {
  id?: unknown;
  order_id?: unknown;
  amount?: unknown;
  status?: unknown;
  method?: unknown;
  error_description?: unknown;
}

interface RefundEntity {
  id?: unknown;
  payment_id?: unknown;
  amount?: unknown;
  receipt?: unknown;
  status?: unknown;
  acquirer_data?: { arn?: unknown } | null;
}

const text = (value: unknown): string => (typeof value === "string" ? value : "");
const whole = (value: unknown): number => (typeof value === "number" && Number.isFinite(value) ? value : 0);

export function paymentOf(entity: PaymentEntity): GatewayPayment {
  return {
    id: text(entity.id),
    orderId: text(entity.order_id),
    amount: whole(entity.amount),
    status: text(entity.status),
    method: text(entity.method),
    error: text(entity.error_description),
  };
}

export function refundOf(entity: RefundEntity): GatewayRefund {
  return {
    id: text(entity.id),
    paymentId: text(entity.payment_id),
    amount: whole(entity.amount),
    receipt: text(entity.receipt),
    status: text(entity.status),
    arn: text(entity.acquirer_data?.arn),
  };
}

/** Hex HMAC-SHA256 of `data` keyed with `secret`. */
export const hmacHex = (secret: string, data: string): string =>
  createHmac("sha256", secret).update(data).digest("hex");

/** Whether `given` is the hex HMAC-SHA256 of `data` with `secret` (in constant time). */
export function signedWith(secret: string, data: string, given: string): boolean {
  if (!/^[0-9a-f]{64}$/i.test(given)) return false;
  return timingSafeEqual(Buffer.from(given.toLowerCase(), "hex"), Buffer.from(hmacHex(secret, data), "hex"));
}

/** The platform's event for a webhook body Razorpay sent (its signature already checked). */
export function razorpayEvent(body: unknown): GatewayEvent {
  const event = body as {
    event?: unknown;
    payload?: { payment?: { entity?: PaymentEntity }; refund?: { entity?: RefundEntity } };
  } | null;
  const name = text(event?.event);
  const payment = event?.payload?.payment?.entity;
  const refund = event?.payload?.refund?.entity;
  if ((name === "payment.captured" || name === "order.paid") && payment)
    return { kind: "payment.captured", payment: paymentOf(payment) };
  if (name === "payment.failed" && payment) return { kind: "payment.failed", payment: paymentOf(payment) };
  if ((name === "refund.processed" || name === "refund.failed") && refund)
    return { kind: name, refund: refundOf(refund) };
  return { kind: "other", name };
}

/** Razorpay's answer to a UPI intent, checked: a payment id and a upi:// link (anything else is never handed to a browser). */
export function upiIntentOf(answer: { razorpay_payment_id?: unknown; link?: unknown }): UpiIntent {
  const paymentId = text(answer.razorpay_payment_id);
  const link = text(answer.link);
  if (!GATEWAY_PAYMENT_ID.test(paymentId) || !/^upi:\/\/pay\?/i.test(link))
    throw new GatewayError(
      "Razorpay answered a UPI intent without a payment id or a upi:// link",
      200,
      false,
    );
  return { paymentId, link };
}

/** The browser's fields back from the hosted checkout, checked against the order we made. */
export function razorpayCallback(
  fields: Record<string, string>,
  orderId: string,
  keySecret: string,
): CallbackResult {
  const paymentId = fields.razorpay_payment_id ?? "";
  const signature = fields.razorpay_signature ?? "";
  if (paymentId && signature) {
    if (!GATEWAY_PAYMENT_ID.test(paymentId)) return { ok: false, error: "The payment id is not Razorpay's" };
    if (!signedWith(keySecret, `${orderId}|${paymentId}`, signature))
      return { ok: false, error: "The payment's signature does not check" };
    return { ok: true, paymentId };
  }
  const description = fields["error[description]"] ?? "";
  let failed = "";
  try {
    const metadata = JSON.parse(fields["error[metadata]"] ?? "{}") as { payment_id?: unknown };
    failed = text(metadata.payment_id);
  } catch {}
  return {
    ok: false,
    error: description.slice(0, 200) || "The payment was not completed",
    ...(GATEWAY_PAYMENT_ID.test(failed) ? { paymentId: failed } : {}),
  };
}

export function razorpayGateway(
  settings: RazorpaySettings,
  webhookSecret = "",
  timeoutMs = GATEWAY_TIMEOUT_MS,
): Gateway {
  const auth = `Basic ${Buffer.from(`${settings.keyId}:${settings.keySecret}`).toString("base64")}`;

  async function call<A>(method: "GET" | "POST", path: string, json?: unknown): Promise<A> {
    let answer: Response;
    try {
      answer = await fetch(`${settings.apiUrl}${path}`, {
        method,
        headers: {
          authorization: auth,
          accept: "application/json",
          ...(json === undefined ? {} : { "content-type": "application/json" }),
        },
        ...(json === undefined ? {} : { body: JSON.stringify(json) }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new GatewayError(`Razorpay could not be reached: ${(error as Error).message}`, 0, true);
    }
    const raw = await answer.text();
    let body: unknown = null;
    try {
      body = JSON.parse(raw);
    } catch {}
    if (answer.ok && body && typeof body === "object") return body as A;
    const said = (body as RazorpayError | null)?.error;
    const message = `Razorpay ${answer.status}${said?.code ? ` (${said.code})` : ""}: ${said?.description ?? (raw.slice(0, 200) || "no answer")}`;
    throw new GatewayError(
      message,
      answer.status,
      answer.status === 429 || answer.status >= 500 || answer.ok,
    );
  }
  const id = (value: string) => encodeURIComponent(value);

  return {
    name: "razorpay",
    async createOrder({ amount, receipt, notes }) {
      const order = await call<{ id?: unknown; amount?: unknown; status?: unknown }>("POST", "/orders", {
        amount,
        currency: "INR",
        receipt: receipt.slice(0, 40),
        notes,
      });
      const orderId = text(order.id);
      if (!orderId) throw new GatewayError("Razorpay answered an order without an id", 200, true);
      return { id: orderId, amount: whole(order.amount), status: text(order.status) };
    },
    async payment(paymentId) {
      return paymentOf(await call<PaymentEntity>("GET", `/payments/${id(paymentId)}`));
    },
    async orderPayments(orderId) {
      const list = await call<{ items?: PaymentEntity[] }>("GET", `/orders/${id(orderId)}/payments`);
      return (list.items ?? []).map(paymentOf);
    },
    async refund(paymentId, { amount, receipt, notes }) {
      return refundOf(
        await call<RefundEntity>("POST", `/payments/${id(paymentId)}/refund`, {
          amount,
          speed: "normal",
          receipt: receipt.slice(0, 40),
          notes,
        }),
      );
    },
    async refunds(paymentId) {
      const list = await call<{ items?: RefundEntity[] }>(
        "GET",
        `/payments/${id(paymentId)}/refunds?count=100`,
      );
      return (list.items ?? []).map(refundOf);
    },
    async upiIntent(input) {
      const answer = await call<{ razorpay_payment_id?: unknown; link?: unknown }>(
        "POST",
        "/payments/create/upi",
        {
          amount: input.amount,
          currency: "INR",
          order_id: input.orderId,
          email: input.email,
          contact: input.contact,
          method: "upi",
          ip: input.ip,
          referer: input.referer,
          user_agent: input.userAgent.slice(0, 500),
          description: input.description.slice(0, 255),
          notes: input.notes,
          upi: { flow: "intent" },
        },
      );
      return upiIntentOf(answer);
    },
    checkoutForm({ orderId, amount, name, description, prefill, callbackUrl, cancelUrl }) {
      return {
        action: settings.checkoutUrl,
        fields: {
          key_id: settings.keyId,
          order_id: orderId,
          amount: String(amount),
          currency: "INR",
          name: name.slice(0, 100),
          description: description.slice(0, 255),
          "prefill[name]": prefill.name,
          "prefill[email]": prefill.email,
          "prefill[contact]": prefill.contact,
          callback_url: callbackUrl,
          cancel_url: cancelUrl,
        },
      };
    },
    callback: (fields, orderId) => razorpayCallback(fields, orderId, settings.keySecret),
    verifyWebhook(rawBody, headers) {
      return (
        webhookSecret !== "" && signedWith(webhookSecret, rawBody, headers.get("x-razorpay-signature") ?? "")
      );
    },
    eventId: (headers) => (headers.get("x-razorpay-event-id") ?? "").slice(0, 100),
    parseWebhook: razorpayEvent,
  };
}
