/**
 * A payment gateway as the platform uses it (issue 37; docs/payments.md):
 * an order for an amount, the shopper sent to the gateway's hosted checkout
 * (or, on a phone, to their UPI app by the gateway's UPI intent link), the
 * payment confirmed by a signed webhook or by the gateway's own status
 * call, refunds found again by their receipt. Razorpay is one adapter
 * (razorpay.ts); a second gateway is one more file that answers this shape.
 * Amounts here are in paise, as gateways count.
 */

export interface GatewayOrder {
  id: string;
  amount: number;
  status: string;
}

export interface GatewayPayment {
  id: string;
  orderId: string;
  amount: number;
  /** "captured" is money in; "failed" is a failed attempt; anything else is not yet money. */
  status: string;
  method: string;
  /** Why it failed, as the gateway says it ("" otherwise). */
  error: string;
}

export interface GatewayRefund {
  id: string;
  paymentId: string;
  amount: number;
  receipt: string;
  /** "processed", "pending" or "failed". */
  status: string;
  /** The bank's reference for the refund, when there is one yet. */
  arn: string;
}

/** What a verified webhook says, in the platform's words. */
export type GatewayEvent =
  | { kind: "payment.captured"; payment: GatewayPayment }
  | { kind: "payment.failed"; payment: GatewayPayment }
  | { kind: "refund.processed" | "refund.failed"; refund: GatewayRefund }
  | { kind: "other"; name: string };

/** The browser's form to the hosted checkout. */
export interface CheckoutForm {
  action: string;
  fields: Record<string, string>;
}

/** A payment by the shopper's UPI app (UPI intent): the gateway's payment, pending until paid in the app, and the upi:// link that opens the app. */
export interface UpiIntent {
  paymentId: string;
  link: string;
}

/** The browser's return from the hosted checkout, as the gateway signed it. */
export type CallbackResult =
  | { ok: true; paymentId: string }
  | { ok: false; error: string; paymentId?: string };

/** A call the gateway refused or that did not arrive; `retryable`: the same call may succeed later. */
export class GatewayError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = "GatewayError";
  }
}

export interface Gateway {
  name: "razorpay";
  createOrder(input: {
    amount: number;
    receipt: string;
    notes: Record<string, string>;
  }): Promise<GatewayOrder>;
  payment(paymentId: string): Promise<GatewayPayment>;
  orderPayments(orderId: string): Promise<GatewayPayment[]>;
  refund(
    paymentId: string,
    input: { amount: number; receipt: string; notes: Record<string, string> },
  ): Promise<GatewayRefund>;
  refunds(paymentId: string): Promise<GatewayRefund[]>;
  checkoutForm(input: {
    orderId: string;
    amount: number;
    name: string;
    description: string;
    prefill: { name: string; email: string; contact: string };
    callbackUrl: string;
    cancelUrl: string;
  }): CheckoutForm;
  /**
   * Starts a payment of the order by the shopper's UPI app (UPI intent): the
   * gateway answers its payment id and the upi:// link to open. The payment is
   * pending until paid in the app; its webhook or the status call says so.
   * `ip`, `referer` and `userAgent` are the shopper's browser's, as the gateway asks.
   */
  upiIntent(input: {
    orderId: string;
    amount: number;
    email: string;
    contact: string;
    description: string;
    notes: Record<string, string>;
    ip: string;
    referer: string;
    userAgent: string;
  }): Promise<UpiIntent>;
  /** The browser's callback fields, checked against the order we made (never the order id the browser names). */
  callback(fields: Record<string, string>, orderId: string): CallbackResult;
  /** Whether a webhook's raw body carries the gateway's signature. */
  verifyWebhook(rawBody: string, headers: Headers): boolean;
  /** The webhook's own id (a redelivery keeps it), or "" when it has none. */
  eventId(headers: Headers): string;
  parseWebhook(body: unknown): GatewayEvent;
}

/** Rupees (two decimals) to paise, and back. */
export const toPaise = (rupees: number): number => Math.round(rupees * 100);
export const toRupees = (paise: number): number => Math.round(paise) / 100;
