/**
 * Paying by the phone's UPI app (issue 37; docs/payments.md "By the phone's
 * UPI app"): for a checkout already opened (checkouts.ts), the gateway's UPI
 * intent, a payment pending until the shopper pays it in their UPI app, and
 * the upi:// link that opens the app. Asked again while that payment is
 * pending, the same link answers (a double tap, a lost answer); once it
 * failed, a new one is made. As with the hosted checkout, only the gateway's
 * word places the order: its webhook, or its status call, which the
 * shopper's polls prompt here (`checkUpiPayment`), there being no browser
 * return to prompt it.
 */
import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "../db/connection";
import { type CheckoutRow, checkouts } from "../db/schema";
import { ApiFailure } from "../http/failure";
import { payerOf, reconcileCheckout, reconcileOrLeave } from "./checkouts";
import { type Gateway, GatewayError, type GatewayPayment, toPaise, type UpiIntent } from "./gateway";
import { isFeeRequest } from "./kioskFees";

/** How often a shopper's polls may prompt the gateway's status call for one checkout. */
export const UPI_CHECK_MS = 5_000;

/** The shopper's browser, as the gateway asks for it with a UPI intent (its Referer: the shop's page, if the browser sent none). */
export interface Browser {
  ip: string;
  referer: string;
  userAgent: string;
}

export interface StartedUpi {
  checkout: CheckoutRow;
  paymentId: string;
  link: string;
  /** A new gateway payment was made (it counts against the shopper's limit); false: the pending one again. */
  fresh: boolean;
}

type Announce = (tx: Db, shopIds: string[]) => Promise<unknown>;

const REFUSED: Record<Exclude<CheckoutRow["status"], "open">, string> = {
  placed: "This checkout is paid already: your order is placed",
  refunded:
    "This checkout was paid but could not be placed, and its money is going back: pay again from your bag",
  expired: "This checkout has expired: pay again from your bag",
};

/** The shopper's own checkout (404 for anyone else's, or a kiosk fee's), 409 once it is not open. */
async function openCheckoutOf(db: Db, email: string, id: string): Promise<CheckoutRow> {
  const [checkout] = await db
    .select()
    .from(checkouts)
    .where(and(eq(checkouts.id, id), eq(checkouts.email, email)));
  if (!checkout || isFeeRequest(checkout.request)) throw new ApiFailure(404, "No such checkout", "checkout");
  if (checkout.status !== "open") throw new ApiFailure(409, REFUSED[checkout.status], "checkout");
  return checkout;
}

/**
 * The UPI app's link for the shopper's open checkout `id`: its pending
 * intent payment's again, else a new one from the gateway (502 when the
 * gateway does not answer or refuses). A payment already made in the app is
 * settled first (409: paid).
 */
export async function startUpiIntent(
  db: Db,
  gateway: Gateway,
  ask: {
    email: string;
    id: string;
    browser: (shopId: string) => Browser;
    /** Before a new gateway payment is made (the limit's check: a repeat of the pending one is not held to it). */
    beforeNew?: () => Promise<void>;
    now?: Date;
    announce?: Announce;
  },
): Promise<StartedUpi> {
  const { email, id, browser, now = new Date(), announce } = ask;
  const checkout = await openCheckoutOf(db, email, id);
  const current = checkout.upiPayments.at(-1);
  if (current && checkout.upiLink) {
    let payment: GatewayPayment | undefined;
    try {
      payment = await gateway.payment(current);
    } catch (error) {
      // The gateway not answering now: nothing says that payment ended, so its link stands.
      if (!(error instanceof GatewayError)) throw error;
    }
    if (payment?.status === "captured") {
      // Paid in the app, its webhook not here yet: placed now by the gateway's word (409 below), as the webhook would.
      await reconcileCheckout(db, gateway, checkout, now, announce).catch((error: unknown) => {
        if (!(error instanceof GatewayError)) throw error;
      });
      await openCheckoutOf(db, email, id);
    }
    if (payment?.status !== "failed")
      return { checkout, paymentId: current, link: checkout.upiLink, fresh: false };
  }

  await ask.beforeNew?.();
  const payer = await payerOf(db, checkout);
  let made: UpiIntent;
  try {
    made = await gateway.upiIntent({
      orderId: checkout.gatewayOrderId,
      amount: toPaise(checkout.amount),
      // Razorpay's own stand-in where the shopper has no email (a phone-keyed shopper).
      email: payer.email || "void@razorpay.com",
      contact: payer.contact,
      description: `Checkout ${checkout.id}`,
      notes: { checkout: checkout.id },
      ...browser(checkout.shopId),
    });
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    throw new ApiFailure(
      502,
      error.retryable
        ? "The payment gateway did not answer: try again in a minute"
        : "The payment gateway could not start a payment by UPI app: pay on the secure payment page instead",
    );
  }
  // Kept only if no other call made one meanwhile: then that one's link answers (this payment, never shown, lapses).
  const [row] = await db
    .update(checkouts)
    .set({
      upiPayments: sql`${checkouts.upiPayments} || jsonb_build_array(${made.paymentId}::text)`,
      upiLink: made.link,
      upiCheckedAt: null,
      lastError: "",
      updatedAt: now,
    })
    .where(
      and(
        eq(checkouts.id, checkout.id),
        eq(checkouts.status, "open"),
        current
          ? sql`${checkouts.upiPayments}->>-1 = ${current}`
          : sql`jsonb_array_length(${checkouts.upiPayments}) = 0`,
      ),
    )
    .returning();
  if (row) return { checkout: row, paymentId: made.paymentId, link: made.link, fresh: true };
  const again = await openCheckoutOf(db, email, id);
  const other = again.upiPayments.at(-1);
  if (!other) throw new ApiFailure(409, "This payment is being started: try again", "checkout");
  return { checkout: again, paymentId: other, link: again.upiLink, fresh: false };
}

/**
 * For the shopper's checkout waiting on their UPI app: the gateway's status
 * call, at most every UPI_CHECK_MS whoever asks (the claim is one UPDATE, so
 * replicas share it), placing the order on a captured payment or saying why
 * it failed. A gateway that does not answer leaves it to the webhook.
 */
export async function checkUpiPayment(
  db: Db,
  gateway: Gateway,
  email: string,
  id: string,
  now = new Date(),
  announce?: Announce,
): Promise<void> {
  const [claimed] = await db
    .update(checkouts)
    .set({ upiCheckedAt: now })
    .where(
      and(
        eq(checkouts.id, id),
        eq(checkouts.email, email),
        eq(checkouts.status, "open"),
        sql`jsonb_array_length(${checkouts.upiPayments}) > 0`,
        or(
          isNull(checkouts.upiCheckedAt),
          lt(checkouts.upiCheckedAt, new Date(now.getTime() - UPI_CHECK_MS)),
        ),
      ),
    )
    .returning();
  if (!claimed) return;
  await reconcileOrLeave(db, gateway, claimed, now, announce);
}
