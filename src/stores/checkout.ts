/**
 * The checkout's own state (SPEC §4 "Checkout steps"): the step, the payment
 * method, the coupon box, the order reference of a placement not yet
 * confirmed, the half-filled address form and the UPI reference typed. Kept
 * in sessionStorage (key `checkout`), so a reload of the tab keeps the step,
 * the form and the order in flight, while another tab starts its own
 * checkout. Not one of the five localStorage slices of SPEC §3: the bag and
 * the chosen address (`user.addressKey`) stay there. Loaded with the cart
 * screen only.
 */
import { atom } from "nanostores";
import * as v from "valibot";
import { CHECKOUT_STEPS } from "../domain/checkout";
import { NO_COUPON } from "../domain/money";
import { AddressTyped } from "./addressDraft";
import { decodeWith } from "./persist";

/** The address form as typed so far (SPEC §3 address form fields), and whether it is open. */
export const AddressDraft = v.object({
  open: v.fallback(v.boolean(), false),
  ...AddressTyped.entries,
});
export type AddressDraft = v.InferOutput<typeof AddressDraft>;

export const EMPTY_DRAFT: AddressDraft = v.parse(AddressDraft, {});

/** The last placement as the Success view shows it (src/domain/orders/placed.ts), kept for a reload. */
export const PlacedSummary = v.object({
  reference: v.string(),
  items: v.array(
    v.object({ orderId: v.string(), label: v.string(), productCount: v.number(), amount: v.number() }),
  ),
  /** The bill's delivery fee and coupon (issue 37: the whole bill on the Success view); 0 in an older save. */
  deliveryFee: v.fallback(v.number(), 0),
  couponDiscount: v.fallback(v.number(), 0),
  payable: v.number(),
  address: v.string(),
  paymentMethod: v.picklist(["UPI", "COD"]),
  transactionId: v.string(),
  /** How the shopper hears of the order's steps (issue 36): WhatsApp when they ticked it, else SMS. */
  updates: v.fallback(v.picklist(["whatsapp", "sms"]), "sms"),
  /** Paid online through the gateway (issue 37): upi, card or netbanking. */
  paidOnline: v.optional(v.string()),
});

/**
 * A payment through the gateway under way (issue 37): the checkout opened and
 * the shopper sent to pay (`paying`), back and waiting for the gateway's word
 * (`confirming`), waiting for the phone's UPI app opened by `link` (`upi`),
 * or not paid (`failed`, with what to say).
 */
export const OnlinePayment = v.object({
  checkoutId: v.string(),
  phase: v.picklist(["paying", "confirming", "upi", "failed"]),
  message: v.fallback(v.string(), ""),
  link: v.optional(v.string()),
});
export type OnlinePayment = v.InferOutput<typeof OnlinePayment>;

export const CheckoutState = v.object({
  step: v.fallback(v.picklist(CHECKOUT_STEPS), "bag"),
  /** Unset, then UPI or COD (SPEC §4). */
  method: v.fallback(v.nullable(v.picklist(["UPI", "COD"])), null),
  /** The placement's order reference and idempotency key: the same until the order succeeds. */
  reference: v.fallback(v.nullable(v.string()), null),
  coupon: v.fallback(v.object({ applied: v.string(), message: v.string(), forTotal: v.number() }), () => ({
    ...NO_COUPON,
  })),
  draft: v.fallback(AddressDraft, () => ({ ...EMPTY_DRAFT })),
  /** The optional UPI reference (UTR) typed on the UPI view. */
  utr: v.fallback(v.string(), ""),
  /** "Send me order updates on WhatsApp", ticked on the Payment step (unticked until the shopper ticks it). */
  whatsappOptIn: v.fallback(v.boolean(), false),
  /** The last placement, for the Success view. */
  placed: v.fallback(v.nullable(PlacedSummary), null),
  /** A payment through the gateway under way, or null. */
  online: v.fallback(v.nullable(OnlinePayment), null),
});
export type CheckoutState = v.InferOutput<typeof CheckoutState>;

export const CHECKOUT_DEFAULT: CheckoutState = {
  step: "bag",
  method: null,
  reference: null,
  coupon: NO_COUPON,
  draft: EMPTY_DRAFT,
  utr: "",
  whatsappOptIn: false,
  placed: null,
  online: null,
};

/** Where the tab keeps its checkout (sessionStorage). */
export const CHECKOUT_KEY = "checkout";

function sessionStore(): Storage | null {
  try {
    return typeof sessionStorage === "undefined" ? null : sessionStorage;
  } catch {
    return null; // storage blocked: the checkout still works, it only forgets on reload
  }
}

function restore(): CheckoutState {
  const saved = sessionStore()?.getItem(CHECKOUT_KEY);
  return saved ? decodeWith(CheckoutState, CHECKOUT_DEFAULT)(saved) : CHECKOUT_DEFAULT;
}

/** The checkout of this tab, saved to sessionStorage on every change. */
export const $checkout = atom<CheckoutState>(restore());
$checkout.listen((state) => {
  try {
    sessionStore()?.setItem(CHECKOUT_KEY, JSON.stringify(state));
  } catch {
    // Quota or privacy mode: keep going in memory.
  }
});

/** On while an order is being placed or an address saved (SPEC §4 busy flag); never saved. */
export const $busy = atom(false);

/** Changes some fields of the checkout. */
export function patchCheckout(change: Partial<CheckoutState>): void {
  $checkout.set({ ...$checkout.get(), ...change });
}

/** Changes some fields of the address form as typed. */
export function patchDraft(change: Partial<AddressDraft>): void {
  const state = $checkout.get();
  patchCheckout({ draft: { ...state.draft, ...change } });
}
