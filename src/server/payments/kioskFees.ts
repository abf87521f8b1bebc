/**
 * A kiosk merchant's fee paid through the gateway (issue 37): the operator
 * asks for an online payment of what is due (`openFeeCheckout`); the platform
 * makes a gateway order for it and answers a link, on this API, that the
 * merchant opens on their phone (the operator's screen shows it as a QR code
 * and shares it): a page with the amount and one button to the gateway's
 * hosted checkout (`payPage`). The gateway's word (its webhook, or its status
 * call behind the callback) records the fee paid as the operator's "Mark
 * paid" does (onboarding/fees.ts `payFee`: the commission, the shop paid, the
 * audit entry, the merchant's receipt by WhatsApp or SMS), with the payment id
 * as its reference; the browser lands on the receipt (`receiptPage`). A
 * payment that comes when nothing is due any more (taken in cash meanwhile)
 * goes back whole.
 *
 * The checkout row is the bag's kind (schema/payments.ts): its `request` says
 * it is a fee (`purpose`), its `email` names the kiosk, its `clientKey` the
 * fee's reference, so asking again for the same fee answers the same link
 * (after one refunded or left to expire, a new one: the reference and the time).
 */
import { randomBytes } from "node:crypto";
import { and, desc, eq, sql } from "drizzle-orm";
import { formatInr } from "../../domain/inr";
import type { Db } from "../db/connection";
import { type CheckoutRow, checkouts, type KioskOperatorRow } from "../db/schema";
import { ApiFailure } from "../http/failure";
import { escapeHtml } from "../http/html";
import { feeDueNow, payFee } from "../onboarding/fees";
import { operatorOf } from "../onboarding/kiosk";
import { GATEWAY_ACTOR } from "../orders/gatewayRefund";
import { type Gateway, GatewayError, type GatewayPayment, toPaise, toRupees } from "./gateway";

export const FEE_PURPOSE = "kiosk_fee";

/** A fee checkout's request: which kiosk's merchant, and the fee's reference. */
export interface FeeRequest {
  purpose: typeof FEE_PURPOSE;
  kioskId: string;
  shopId: string;
  reference: string;
  /** The merchant's business, as the pages name it. */
  business: string;
}

export const isFeeRequest = (request: unknown): request is FeeRequest =>
  (request as { purpose?: unknown } | null)?.purpose === FEE_PURPOSE;

/** The checkouts' `email` of a kiosk's fee payments. */
const kioskKey = (kioskId: string) => `kiosk:${kioskId}`;

export interface FeeLinks {
  /** The page the merchant opens (the pay button). */
  payUrl: (checkoutId: string) => string;
}

/**
 * Opens (or answers again) the online payment of what the merchant owes now:
 * 404 for another kiosk's shop, 409 when nothing is due, 502 when the gateway
 * does not answer.
 */
export async function openFeeCheckout(
  db: Db,
  gateway: Gateway,
  operator: KioskOperatorRow,
  shopId: string,
  now = new Date(),
): Promise<CheckoutRow> {
  const due = await feeDueNow(db, operator.kioskId, shopId, now);
  const email = kioskKey(operator.kioskId);
  // The fee's latest online payment: still open, it is answered again; settled, the fee is paid (a
  // payment refunded or left to expire is followed by a new one, its key the reference and the time).
  const [known] = await db
    .select()
    .from(checkouts)
    .where(and(eq(checkouts.email, email), sql`${checkouts.request}->>'reference' = ${due.reference}`))
    .orderBy(desc(checkouts.createdAt))
    .limit(1);
  if (known?.status === "open") return known;
  if (known?.status === "placed") throw new ApiFailure(409, "This fee was paid online already", "shopId");
  const clientKey = known ? `${due.reference}:${now.getTime()}` : due.reference;
  const id = `ck_${randomBytes(12).toString("base64url")}`;
  const amount = due.amount;
  let made: { id: string };
  try {
    made = await gateway.createOrder({
      amount: toPaise(amount),
      receipt: id,
      notes: { purpose: FEE_PURPOSE, shop: shopId, reference: due.reference },
    });
  } catch (error) {
    if (error instanceof GatewayError)
      throw new ApiFailure(502, "The payment gateway did not answer: try again in a minute");
    throw error;
  }
  const request: FeeRequest = {
    purpose: FEE_PURPOSE,
    kioskId: operator.kioskId,
    shopId,
    reference: due.reference,
    business: due.shop.header.shopName || shopId,
  };
  const [row] = await db
    .insert(checkouts)
    .values({
      id,
      email,
      clientKey,
      request: request as unknown as Record<string, unknown>,
      amount,
      gateway: gateway.name,
      gatewayOrderId: made.id,
      shopId,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning();
  const checkout =
    row ??
    (
      await db
        .select()
        .from(checkouts)
        .where(and(eq(checkouts.email, email), eq(checkouts.clientKey, clientKey)))
    )[0];
  if (!checkout) throw new ApiFailure(409, "This payment is being opened: try again", "shopId");
  return checkout;
}

/**
 * Records the fee of a fee checkout paid (in the settling transaction, the
 * checkout locked): the operator's payment as "online" with the payment id.
 * Throws ApiFailure when nothing is due any more (the caller refunds it).
 */
export async function settleFee(
  tx: Db,
  request: FeeRequest,
  payment: GatewayPayment,
  now: Date,
): Promise<void> {
  // A kiosk no longer on the platform is refused (403): the payment goes back.
  const operator = await operatorOf(tx, request.kioskId);
  await payFee(
    tx,
    GATEWAY_ACTOR,
    operator,
    request.shopId,
    { method: "online", amount: toRupees(payment.amount), utr: payment.id },
    now,
  );
}

/** The pages' style: readable on a phone, a button big enough for a thumb. */
const STYLE =
  "body{font:16px/1.5 system-ui,sans-serif;margin:0;padding:1rem;color:#1a1a1a}main{max-width:28rem;margin:0 auto}" +
  "h1{font-size:1.4rem}button,.button{display:inline-block;font:inherit;font-weight:600;padding:.75rem 1.25rem;border:0;border-radius:.5rem;background:#0a6b35;color:#fff;text-decoration:none;min-height:44px}" +
  "dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}dt{color:#555}dd{margin:0}";

/** A page of the API's own: its style inline, its one form posting to `formTarget` at most. */
export function feePage(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}

/** The pages' Content-Security-Policy: nothing runs; the one form may post to the gateway only. */
export const feePagePolicy = (formTarget: string) =>
  `default-src 'none'; style-src 'unsafe-inline'; form-action ${formTarget || "'none'"}; frame-ancestors 'none'; base-uri 'none'`;

/** The merchant's page: what they pay, to whom, and the button to the gateway (or the receipt once paid). */
export function payPage(
  checkout: CheckoutRow,
  request: FeeRequest,
  form: { action: string; fields: Record<string, string> },
  payeeName: string,
  receiptUrl: string,
): string {
  const amount = formatInr(checkout.amount);
  if (checkout.status !== "open")
    return feePage(
      `${request.business}: fee paid`,
      `<p>This fee was paid already.</p><p><a class="button" href="${escapeHtml(receiptUrl)}">See the receipt</a></p>`,
    );
  const inputs = Object.entries(form.fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join("");
  const failed = checkout.lastError
    ? `<p role="alert">The last attempt did not go through: ${escapeHtml(checkout.lastError)}. Try again.</p>`
    : "";
  return feePage(
    `Pay ${amount} for ${request.business}`,
    `${failed}<dl><dt>To</dt><dd>${escapeHtml(payeeName)}</dd><dt>For</dt><dd>Shop fee of ${escapeHtml(request.business)}</dd><dt>Reference</dt><dd>${escapeHtml(request.reference)}</dd></dl>` +
      `<form method="post" action="${escapeHtml(form.action)}">${inputs}<p><button type="submit">Pay ${escapeHtml(amount)}</button></p></form>` +
      "<p>By UPI app or QR, card or netbanking, on the payment gateway's secure page. The receipt comes by WhatsApp or SMS.</p>",
  );
}

/** The receipt the merchant lands on after paying (or why it is not paid yet). */
export function receiptPage(
  checkout: CheckoutRow,
  request: FeeRequest,
  payeeName: string,
  payUrl: string,
): string {
  const amount = formatInr(checkout.amount);
  if (checkout.status === "placed") {
    const at = checkout.paidAt ?? checkout.updatedAt;
    const date = at.toLocaleDateString("en-IN", { timeZone: "Asia/Kolkata", dateStyle: "medium" });
    return feePage(
      `Receipt: ${amount} for ${request.business}`,
      `<p>Received ${escapeHtml(amount)} by online payment. Thank you!</p><dl><dt>Paid to</dt><dd>${escapeHtml(payeeName)}</dd><dt>For</dt><dd>Shop fee of ${escapeHtml(request.business)}</dd><dt>Date</dt><dd>${escapeHtml(date)}</dd><dt>Reference</dt><dd>${escapeHtml(request.reference)}</dd><dt>Payment</dt><dd>${escapeHtml(checkout.paymentId)}</dd></dl>`,
    );
  }
  if (checkout.status === "refunded")
    return feePage(
      `${request.business}: payment refunded`,
      `<p>Your payment came in, but nothing was due any more (${escapeHtml(checkout.lastError)}). The whole ${escapeHtml(amount)} is on its way back to you.</p>`,
    );
  const why = checkout.lastError
    ? `<p role="alert">The payment did not go through: ${escapeHtml(checkout.lastError)}.</p>`
    : "<p>We have not heard from the bank yet. If you paid, this page shows the receipt in a minute: reload it.</p>";
  return feePage(
    `${request.business}: not paid yet`,
    `${why}<p><a class="button" href="${escapeHtml(payUrl)}">Pay ${escapeHtml(amount)}</a></p>`,
  );
}
