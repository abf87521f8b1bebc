/**
 * The payment gateway's settings (issue 37; docs/payments.md), read by
 * loadConfig into `config.payments`: without RAZORPAY_KEY_ID and
 * RAZORPAY_KEY_SECRET online payments are off, which the API says at start
 * (`paymentsSummary`): no shop offers them and shops keep their own UPI id,
 * never a faked payment. Without RAZORPAY_WEBHOOK_SECRET the webhook answers
 * 503 (the callback's status call still confirms payments).
 */
import { processVars, readSettings, type Vars } from "../../settings";
import { settingUrl } from "./url";

const HTTP = ["https:", "http:"];

export interface RazorpaySettings {
  apiUrl: string;
  checkoutUrl: string;
  keyId: string;
  keySecret: string;
}

export interface PaymentSettings {
  razorpay?: RazorpaySettings;
  /** RAZORPAY_WEBHOOK_SECRET: what the webhook's X-Razorpay-Signature is checked with. */
  webhookSecret?: string;
  /** The API's public URL (PUBLIC_API_URL): the gateway sends the shopper's browser back to it. */
  apiUrl?: string;
}

/** Reads the gateway's settings; a malformed URL, or a key without its secret, fails at start. */
export function loadPaymentSettings(env: Vars = processVars()): PaymentSettings {
  const s = readSettings(env);
  const result: PaymentSettings = {};
  if (Boolean(s.RAZORPAY_KEY_ID) !== Boolean(s.RAZORPAY_KEY_SECRET))
    throw new Error("RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET: set both, or neither (online payments off)");
  if (s.RAZORPAY_KEY_ID && s.RAZORPAY_KEY_SECRET)
    result.razorpay = {
      apiUrl: settingUrl("RAZORPAY_API_URL", s.RAZORPAY_API_URL, HTTP),
      checkoutUrl: settingUrl("RAZORPAY_CHECKOUT_URL", s.RAZORPAY_CHECKOUT_URL, HTTP),
      keyId: s.RAZORPAY_KEY_ID,
      keySecret: s.RAZORPAY_KEY_SECRET,
    };
  if (s.RAZORPAY_WEBHOOK_SECRET) result.webhookSecret = s.RAZORPAY_WEBHOOK_SECRET;
  return result;
}

/** The configured gateway, or none (online payments off) where the config has none. */
export const paymentSettings = (config: { payments?: PaymentSettings }): PaymentSettings =>
  config.payments ?? {};

/** What the API says at start about online payments. */
export function paymentsSummary(settings: PaymentSettings): string {
  if (!settings.razorpay)
    return "Online payments: off (no RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET): shops take UPI to their own id, or cash";
  const hook = settings.webhookSecret
    ? "webhook checked"
    : "no RAZORPAY_WEBHOOK_SECRET: the webhook answers 503";
  return `Online payments: Razorpay at ${settings.razorpay.apiUrl} (${hook})`;
}
