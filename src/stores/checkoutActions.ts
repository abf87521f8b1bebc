/**
 * What the checkout does with the server (SPEC §4 "Checkout steps", §7, §8):
 * save an address, and place the selected lines. Each keeps the shopper's
 * work on failure: the bag, the step, the typed form and the order
 * reference stay as they were.
 */

import { addAddress } from "../api/addresses";
import { HTTPError } from "../api/client";
import { placeOrder } from "../api/orders";
import type { AddOrderRequest } from "../contract/order";
import type { StoreData } from "../contract/shop";
import { type AddressField, chosenAddress, validateAddress } from "../domain/address";
import { flagLine } from "../domain/bagLines";
import { isValidUtr, normalUtr, orderLines, orderReference, UTR_MESSAGE } from "../domain/checkout";
import { billWithCoupon, checkedLines, NO_COUPON } from "../domain/money";
import { placedSummary } from "../domain/orders/placed";
import { refusalMessage, refusedField, stockRefusal } from "../domain/refusal";
import { SAVE_FAILED } from "../domain/saveFailed";
import { t } from "../i18n/t";
import { afterOrderPlaced } from "./bagActions";
import { $cart, type CartState } from "./cart";
import { $busy, $checkout, type AddressDraft, EMPTY_DRAFT, patchCheckout } from "./checkout";
import { $user } from "./user";
import { refreshUserData } from "./userActions";

/** SPEC §8: what every failed placement says. */
export const PLACEMENT_FAILED = "SOMETHING WAS WORNG PLEASE TRY AGAIN";

/**
 * How a checkout call ended: done, or refused with the message to show (and
 * the form field it is about; `alert` when it is the server's own word, a limit's).
 */
export type Outcome = { ok: true } | { ok: false; message: string; field?: AddressField; alert?: boolean };

/** The server's message when a call was refused for a limit (429), else "". */
function limitMessageOf(error: unknown): string {
  return error instanceof HTTPError && error.response.status === 429 ? refusalMessage(error.data) : "";
}

/** The signed-in shopper's email, or null for a visitor. */
export function signedInEmail(): string | null {
  const { userLogged, userData } = $user.get();
  return userLogged && userData ? userData.email : null;
}

/** Chooses a saved address (SPEC §3 "the chosen address key is held"). */
export function chooseAddress(addressKey: string | null): void {
  $user.set({ ...$user.get(), addressKey });
}

/**
 * Saves the address form (SPEC §4): checks it in the spec's order, then saves
 * it (busy meanwhile); on success the user data is the refreshed one, the new
 * address is chosen, busy goes off and the form closes and empties. On
 * failure the typed fields stay and the message says why.
 */
export async function saveAddress(draft: AddressDraft): Promise<Outcome> {
  const problem = validateAddress(draft, t);
  if (problem) return { ok: false, ...problem };
  const email = signedInEmail();
  if (!email || $busy.get()) return { ok: false, message: SAVE_FAILED };
  const before = new Set(Object.keys($user.get().userData?.address || {}));
  $busy.set(true);
  try {
    const { open: _open, ...fields } = draft;
    const userData = await addAddress({ email, ...fields, makeDefault: before.size === 0 });
    const added = Object.keys(userData.address || {}).find((key) => !before.has(key)) ?? null;
    const user = $user.get();
    $user.set({ ...user, userData, addressKey: added ?? user.addressKey });
    patchCheckout({ draft: { ...EMPTY_DRAFT } });
    return { ok: true };
  } catch (error) {
    console.error("Address save failed", error);
    // Over the limit of address writes: the server's word on how long to wait; the typed fields stay.
    return { ok: false, message: limitMessageOf(error) || SAVE_FAILED };
  } finally {
    $busy.set(false);
  }
}

/** The order reference of the placement under way (crypto-random): made once, kept until the order succeeds. */
export function currentReference(): string {
  const held = $checkout.get().reference;
  if (held) return held;
  const reference = orderReference(() => crypto.randomUUID());
  patchCheckout({ reference });
  return reference;
}

/**
 * Places the selected lines (SPEC §4, §7, §8): busy on; the user data
 * refreshed first; only the checked lines sent with the chosen address,
 * the method, the coupon and the order reference as idempotency key. Success
 * (data.response truthy) removes the ordered lines, selects the rest and
 * shows Success. Failure clears busy and keeps bag and step; a stock
 * refusal flags the line the server names with its message. A double click
 * is ignored while busy; a retry, even after a reload, sends the same
 * reference, so the server never makes a second order.
 */
export async function confirmOrder(storeData: StoreData, method: "UPI" | "COD"): Promise<Outcome> {
  const state = $checkout.get();
  if ($busy.get()) return { ok: false, message: "" };
  // A guard: the UPI view checks the UTR before it calls (and says so beside the field).
  if (method === "UPI" && !isValidUtr(state.utr)) return { ok: false, message: UTR_MESSAGE };
  const email = signedInEmail();
  if (!email) return { ok: false, message: PLACEMENT_FAILED };
  $busy.set(true);
  // The lines as sent: a refusal's `orders.{i}` indexes these, whatever the bag holds by the time it comes.
  let lines: CartState["cartProducts"] = [];
  try {
    const transactionId = method === "UPI" ? normalUtr(state.utr) : "";
    const prepared = await placementRequest(storeData, email, method, transactionId);
    if (!prepared) return { ok: false, message: PLACEMENT_FAILED };
    lines = prepared.lines;
    const placed = await placeOrder(prepared.request);
    afterOrderPlaced();
    patchCheckout({
      step: "success",
      method: null,
      reference: null,
      coupon: NO_COUPON,
      utr: "",
      placed: {
        ...placedSummary(placed, lines, {
          address: prepared.address,
          paymentMethod: method,
          transactionId,
        }),
        updates: state.whatsappOptIn ? "whatsapp" : "sms",
      },
    });
    return { ok: true };
  } catch (error) {
    console.error("Order placement failed", error);
    return refused(error, lines);
  } finally {
    $busy.set(false);
  }
}

/** A refused placement or checkout: its line flagged, address or reference dropped, and what to say. */
export function refused(error: unknown, lines: CartState["cartProducts"]): Outcome {
  if (error instanceof HTTPError) noteRefusal(error.data, lines);
  // Over a limit (too many orders, too many cash-on-delivery orders waiting): the server says which
  // and when to try again; the bag, the step and the reference stay for that try.
  const limit = limitMessageOf(error);
  return limit ? { ok: false, message: limit, alert: true } : { ok: false, message: PLACEMENT_FAILED };
}

/**
 * The placement request for the checked lines (the user data refreshed first,
 * the chosen address, the coupon, the reference as idempotency key), or null
 * when there is no address or no line left (the step goes back to it).
 */
export async function placementRequest(
  storeData: StoreData,
  email: string,
  method: "UPI" | "COD",
  transactionId: string,
): Promise<{ request: AddOrderRequest; lines: CartState["cartProducts"]; address: string } | null> {
  await refreshUserData();
  const { userData, addressKey } = $user.get();
  const address = chosenAddress(userData?.address, addressKey);
  if (!address) {
    chooseAddress(null);
    patchCheckout({ step: "address" });
    return null;
  }
  const lines = checkedLines($cart.get().cartProducts);
  if (lines.length === 0) {
    patchCheckout({ step: "bag" });
    return null;
  }
  const state = $checkout.get();
  const { bill, coupon } = billWithCoupon(lines, storeData.deliverPp, state.coupon);
  const fullAddress = address.address.fullAddress;
  return {
    lines,
    address: fullAddress,
    request: {
      email,
      orders: orderLines(lines, {
        email,
        address: fullAddress,
        paymentMethod: method,
        transactionId,
        couponDiscount: bill.couponDiscount,
      }),
      deviceToken: storeData.deviceToken,
      addressKey: address.key,
      paymentMethod: method,
      couponCode: coupon.applied,
      transactionId,
      idempotencyKey: currentReference(),
      // The messages about the order come in the shop's language as the shopper reads it (i18n/language.ts
      // sets <html lang>), on WhatsApp only when they ticked it.
      language: globalThis.document?.documentElement.lang === "hi" ? "hi" : "en",
      whatsappOptIn: state.whatsappOptIn,
    },
  };
}

/** What a refusal changes besides the alert: the line it names, a vanished address, a spent reference. */
function noteRefusal(body: unknown, sent: CartState["cartProducts"]): void {
  const refusal = stockRefusal(body);
  const line = refusal ? sent[refusal.index] : undefined;
  if (refusal && line) {
    $cart.set(flagLine($cart.get(), line, refusal.message));
    return;
  }
  const field = refusedField(body);
  if (field === "addressKey") {
    chooseAddress(null);
    patchCheckout({ step: "address" });
  } else if (field === "idempotencyKey") {
    // An earlier placement under this reference went through with other lines: the next one is new.
    patchCheckout({ reference: null });
    void refreshUserData();
  }
}

/** Leaves the Success view: the next visit to the bag starts at Bag. */
export function finishCheckout(): void {
  patchCheckout({ step: "bag", placed: null, online: null });
}
