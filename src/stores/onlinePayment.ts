/**
 * Paying online through the platform's gateway (issue 37; docs/payments.md):
 * the checkout opened for the checked lines and the browser sent to the
 * gateway's page (`payOnline`) or, on a phone, the UPI app opened by the
 * gateway's UPI intent (`payByUpiApp`); then, back at /cart?checkout= or
 * waiting for the app, the checkout followed until the gateway's word has come
 * (`followCheckout`). Its own
 * chunk: only the bag of a shop that takes online payments loads it.
 */
import { getCheckout, openCheckout, upiIntent } from "../api/checkouts";
import { HTTPError } from "../api/client";
import type { AddOrderResponse } from "../contract/order";
import type { CheckoutStatus, OpenCheckoutResponse } from "../contract/payments";
import type { StoreData } from "../contract/shop";
import { NO_COUPON } from "../domain/money";
import { PAYMENT_CANCELLED, PAYMENT_NOT_MADE, PAYMENT_REFUNDED, PAYMENT_SLOW } from "../domain/onlinePayment";
import { placedSummary } from "../domain/orders/placed";
import { refusalMessage } from "../domain/refusal";
import { t } from "../i18n/t";
import { afterOrderPlaced } from "./bagActions";
import type { CartState } from "./cart";
import { $busy, $checkout, patchCheckout } from "./checkout";
import { type Outcome, PLACEMENT_FAILED, placementRequest, refused, signedInEmail } from "./checkoutActions";

/** The browser's way to the gateway: the hosted checkout's form, posted (the page goes there). */
export function submitToGateway(form: { action: string; fields: Record<string, string> }): void {
  const element = document.createElement("form");
  element.method = "POST";
  element.action = form.action;
  element.hidden = true;
  for (const [name, value] of Object.entries(form.fields)) {
    const input = document.createElement("input");
    input.type = "hidden";
    input.name = name;
    input.value = value;
    element.append(input);
  }
  document.body.append(element);
  element.submit();
}

/**
 * Pays online (issue 37): opens the checkout for the checked lines (the
 * server checks them as a placement, and asks the gateway for the whole
 * bill), then sends the browser to the gateway's page. Nothing is placed
 * until the gateway says the money came; the bag stays until then. A refusal
 * keeps everything, as a refused placement does.
 */
export const payOnline = (
  storeData: StoreData,
  go: (form: { action: string; fields: Record<string, string> }) => void = submitToGateway,
): Promise<Outcome> =>
  checkoutThen(storeData, async ({ checkoutId, form }) => {
    patchCheckout({ online: { checkoutId, phase: "paying", message: "" } });
    go(form);
  });

/**
 * Pays by the phone's UPI app (issue 37; docs/payments.md): the checkout
 * opened as payOnline opens it, the gateway's UPI intent asked for it, and
 * the app opened by its upi:// link; the bag then waits for the gateway's word
 * (the Payment step follows the checkout while it reads `upi`). Asked again
 * for the same bag, the same pending payment's link.
 */
export const payByUpiApp = (
  storeData: StoreData,
  open: (link: string) => void = (link) => location.assign(link),
): Promise<Outcome> =>
  checkoutThen(storeData, async ({ checkoutId }) => {
    const { link } = await upiIntent(checkoutId);
    patchCheckout({ online: { checkoutId, phase: "upi", message: "", link } });
    open(link);
  });

/** Opens the checkout for the checked lines, then `then` with it: busy meanwhile, a refusal keeping everything. */
async function checkoutThen(
  storeData: StoreData,
  then: (opened: OpenCheckoutResponse) => Promise<void>,
): Promise<Outcome> {
  if ($busy.get()) return { ok: false, message: "" };
  const email = signedInEmail();
  if (!email) return { ok: false, message: PLACEMENT_FAILED };
  $busy.set(true);
  let lines: CartState["cartProducts"] = [];
  try {
    const prepared = await placementRequest(storeData, email, "UPI", "");
    if (!prepared) return { ok: false, message: PLACEMENT_FAILED };
    lines = prepared.lines;
    await then(await openCheckout(prepared.request));
    return { ok: true };
  } catch (error) {
    console.error("Checkout failed", error);
    if (error instanceof HTTPError && error.response.status >= 500)
      return { ok: false, message: refusalMessage(error.data) || PLACEMENT_FAILED, alert: true };
    return refused(error, lines);
  } finally {
    $busy.set(false);
  }
}

/** How often, and how many times, the bag asks how a checkout stands once back from the gateway (SPEC §8: 2 s). */
export const CHECKOUT_POLL_MS = 2000;
export const CHECKOUT_POLLS = 30;
/** Waiting on the UPI app, the shopper may take minutes (the app, the PIN): asked for 5 minutes. */
export const UPI_POLLS = 150;

/**
 * Back from the gateway (`/cart?checkout={id}`; `left`: the shopper gave up
 * there), or waiting for the UPI app opened by `link`: asks the server how the
 * checkout stands until the gateway's word has come: placed shows Success
 * (the bag's ordered lines gone), not paid says why and offers another try.
 * It stops when the checkout's phase changes meanwhile (the shopper's
 * Cancel). `wait` is the pause between asks.
 */
export async function followCheckout(
  checkoutId: string,
  left: boolean,
  wait: (ms: number) => Promise<void> = (ms) => new Promise((done) => setTimeout(done, ms)),
  link?: string,
): Promise<void> {
  if (left) {
    // The next try is a checkout of its own (the bag may change meanwhile).
    patchCheckout({
      step: "payment",
      reference: null,
      online: { checkoutId, phase: "failed", message: t(PAYMENT_CANCELLED) },
    });
    return;
  }
  const phase = link === undefined ? "confirming" : "upi";
  patchCheckout({
    step: "payment",
    online: { checkoutId, phase, message: "", ...(link === undefined ? {} : { link }) },
  });
  for (let i = 0; i < (link === undefined ? CHECKOUT_POLLS : UPI_POLLS); i++) {
    let status: CheckoutStatus | null = null;
    let gone = false;
    try {
      status = await getCheckout(checkoutId);
    } catch (error) {
      gone = error instanceof HTTPError && error.response.status === 404;
    }
    // Changed while asking (a Cancel, another follow, a new checkout): theirs to say.
    const online = $checkout.get().online;
    if (online?.checkoutId !== checkoutId || online.phase !== phase) return;
    if (gone) {
      patchCheckout({ online: null });
      return;
    }
    if (status?.status === "placed" && status.placed) {
      showPaid(status, status.placed);
      return;
    }
    if (status?.status === "refunded") {
      const message = t(PAYMENT_REFUNDED, { reason: status.lastError });
      patchCheckout({ online: { checkoutId, phase: "failed", message }, reference: null });
      return;
    }
    if (status?.status === "open" && status.lastError) {
      const message = t(PAYMENT_NOT_MADE, { reason: status.lastError });
      patchCheckout({ online: { checkoutId, phase: "failed", message }, reference: null });
      return;
    }
    await wait(CHECKOUT_POLL_MS);
  }
  patchCheckout({ online: { checkoutId, phase: "failed", message: t(PAYMENT_SLOW) } });
}

/**
 * The shopper stops waiting for their UPI app: the bag is theirs again, told
 * that a payment made meanwhile still places the order. The checkout is kept:
 * paying again for the same bag answers the same pending payment.
 */
export function stopWaiting(checkoutId: string): void {
  patchCheckout({ online: { checkoutId, phase: "failed", message: t(PAYMENT_SLOW) } });
}

/** The Success view of a checkout the gateway confirmed. */
function showPaid(status: CheckoutStatus, placed: AddOrderResponse): void {
  const state = $checkout.get();
  afterOrderPlaced();
  patchCheckout({
    step: "success",
    method: null,
    reference: null,
    coupon: NO_COUPON,
    utr: "",
    online: null,
    placed: {
      ...placedSummary(placed, [], {
        address: placed.address ?? "",
        paymentMethod: "UPI",
        transactionId: status.paymentId,
      }),
      updates: state.whatsappOptIn ? "whatsapp" : "sms",
      paidOnline: status.method,
    },
  });
}
