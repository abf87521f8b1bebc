/**
 * Paying online through the platform's gateway (issue 37; docs/payments.md):
 * the checkout opened for the checked lines and the browser sent to the
 * gateway's page (`payOnline`), then, back at /cart?checkout=, the checkout
 * followed until the gateway's word has come (`followCheckout`). Its own
 * chunk: only the bag of a shop that takes online payments loads it.
 */
import { getCheckout, openCheckout } from "../api/checkouts";
import { HTTPError } from "../api/client";
import type { AddOrderResponse } from "../contract/order";
import type { CheckoutStatus } from "../contract/payments";
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
export async function payOnline(
  storeData: StoreData,
  go: (form: { action: string; fields: Record<string, string> }) => void = submitToGateway,
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
    const opened = await openCheckout(prepared.request);
    patchCheckout({ online: { checkoutId: opened.checkoutId, phase: "paying", message: "" } });
    go(opened.form);
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

/**
 * Back from the gateway (`/cart?checkout={id}`; `left`: the shopper gave up
 * there): asks the server how the checkout stands until the gateway's word
 * has come: placed shows Success (the bag's ordered lines gone), not paid
 * says why and offers another try. `wait` is the pause between asks.
 */
export async function followCheckout(
  checkoutId: string,
  left: boolean,
  wait: (ms: number) => Promise<void> = (ms) => new Promise((done) => setTimeout(done, ms)),
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
  patchCheckout({ step: "payment", online: { checkoutId, phase: "confirming", message: "" } });
  for (let i = 0; i < CHECKOUT_POLLS; i++) {
    if ($checkout.get().online?.checkoutId !== checkoutId) return;
    let status: CheckoutStatus | null = null;
    try {
      status = await getCheckout(checkoutId);
    } catch (error) {
      if (error instanceof HTTPError && error.response.status === 404) {
        patchCheckout({ online: null });
        return;
      }
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
