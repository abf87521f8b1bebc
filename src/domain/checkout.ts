/**
 * The checkout's rules (SPEC §2 "Cart and checkout screen", §4 checkout,
 * §5): which step may open, how a bag line is shown, the UPI payment link and
 * the UPI reference check. Pure; the cart screen only displays the results.
 */

import { lineCharges } from "./money";
import type { CartLine } from "./shapes";
import type { Translate } from "./words";

/** The checkout's steps in order (SPEC §4): Bag, Address, Payment, then Success. */
export const CHECKOUT_STEPS = ["bag", "address", "payment", "success"] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

/** What the progress bar's rules read. */
export interface StepState {
  /** Selected (checked) bag lines. */
  selected: number;
  userLogged: boolean;
  busy: boolean;
  /** The chosen saved address, if any. */
  addressKey: string | null;
}

/**
 * Whether the progress bar may open a step (SPEC §2): Bag always; Address
 * needs a selected line, a signed-in shopper and not busy; Payment also a
 * chosen address. Success is reached only by placing the order.
 */
export function canOpenStep(step: CheckoutStep, s: StepState): boolean {
  if (step === "bag") return true;
  const address = s.selected > 0 && s.userLogged && !s.busy;
  if (step === "address") return address;
  if (step === "payment") return address && s.addressKey !== null;
  return false;
}

/**
 * The step to show for a saved one: Success stays; otherwise the saved step
 * while it may still open, else the nearest earlier one (a reload after the
 * selection was emptied or the address removed lands where the shopper can
 * act). Busy is not a reason to leave a step: only to refuse a click.
 */
export function effectiveStep(saved: CheckoutStep, s: StepState): CheckoutStep {
  if (saved === "success") return saved;
  const order: CheckoutStep[] = ["payment", "address", "bag"];
  const settled = { ...s, busy: false };
  return order.slice(order.indexOf(saved)).find((step) => canOpenStep(step, settled)) ?? "bag";
}

/** The select-all checkbox's label: '{selected} / {total} Items Selected'. */
export function selectionLabel(selected: number, total: number, t: Translate): string {
  return t("{selected} / {total} Items Selected", { selected, total });
}

/** A line's name as the bag shows it: cut to 17 characters plus dots. */
export function shortName(name: string): string {
  return name.length > 17 ? `${name.slice(0, 17)}...` : name;
}

/** A line's description as the bag shows it: its first sentence, cut to 49 characters plus dots when over 60. */
export function shortDescription(description: string): string {
  const first = (description.trim().split(/(?<=[.!?])\s/)[0] ?? "").trim();
  return first.length > 60 ? `${first.slice(0, 49)}...` : first;
}

/**
 * The order reference of a placement: also its idempotency key and the UPI
 * transaction reference. "PL" and 12 letters or digits of `random` (a UUID's
 * 48 random bits are plenty: keys are per customer), short enough to read out.
 */
export function orderReference(random: () => string): string {
  return `PL${random()
    .replace(/[^A-Za-z0-9]/g, "")
    .slice(0, 12)
    .toUpperCase()}`;
}

/** What a UPI payment link names. */
export interface UpiPayment {
  /** The payee's UPI id (the shop's upiId). */
  payee: string;
  /** The payee's name (the shop's name). */
  name: string;
  /** The exact payable amount in rupees. */
  amount: number;
  /** The order reference, so the seller can match the credit to the order. */
  reference: string;
  /** The note the payer's app shows (tn); "Order {reference}" when not given. */
  note?: string;
}

/** The upi://pay link (NPCI's deep link): pa, pn, am with two decimals, cu=INR, tr and tn. */
export function upiPayLink(p: UpiPayment): string {
  const query = new URLSearchParams({
    pa: p.payee,
    pn: p.name,
    am: p.amount.toFixed(2),
    cu: "INR",
    tr: p.reference,
    tn: p.note ?? `Order ${p.reference}`,
  });
  return `upi://pay?${query.toString().replace(/\+/g, "%20")}`;
}

/** Shown when an entered UPI reference (UTR) is not 12 digits. */
export const UTR_MESSAGE = "PLEASE ENTER VALID TRANSACTION ID";

/** Whether an optional UPI reference is acceptable: empty, or 12 digits (spaces ignored). */
export function isValidUtr(text: string): boolean {
  const digits = normalUtr(text);
  return digits === "" || /^\d{12}$/.test(digits);
}

/** The UTR as the order keeps it: its digits without the spaces a shopper may type. */
export function normalUtr(text: string): string {
  return text.replace(/\s/g, "");
}

/** Words of the bag that depend on the shop's type (SPEC §2): a service shop books, a product shop orders. */
export function placeOrderLabel(shopType: string | undefined, t: Translate): string {
  return shopType === "service" ? t("Book Service") : t("PLACE ORDER");
}

/** Whether the coupon box is offered: never for a service shop (SPEC §2). */
export function offersCoupon(shopType: string | undefined): boolean {
  return shopType !== "service";
}

/** The steps of the payment guide (SPEC §2 "an animated payment guide hint runs over 4 steps"). */
export const PAYMENT_GUIDE_STEPS = 4;
/** How long the guide shows each step (SPEC §9: 2.7 s). */
export const PAYMENT_GUIDE_STEP_MS = 2700;

/** The guide's step after `step` (0-based), going round the four. */
export function nextGuideStep(step: number): number {
  return (step + 1) % PAYMENT_GUIDE_STEPS;
}

/** What a placement adds to each checked bag line (SPEC §3 "Order line sent to the server"). */
export interface PlacementFacts {
  email: string;
  /** The chosen address, composed (fullAddress). */
  address: string;
  paymentMethod: "UPI" | "COD";
  transactionId: string;
  /** The coupon discount in force; it lands on the first line, as the server books it. */
  couponDiscount: number;
}

/**
 * The order lines of a placement (SPEC §3): each checked bag line's fields
 * with its first image, its line total, the address, email, payment method,
 * transaction id and the coupon's share. The server recomputes every figure.
 */
export function orderLines(lines: readonly CartLine[], facts: PlacementFacts) {
  const { couponDiscount, ...common } = facts;
  // The server's own spread (line totals, the coupon on the first row); delivery fees it adds itself.
  const charges = lineCharges(lines, {}, couponDiscount);
  return lines.map((l, i) => ({
    shopId: l.shopId,
    productId: l.productId,
    productName: l.productName,
    productImage: l.productImages[0] ?? "",
    productCount: l.productCount,
    size: l.size,
    color: l.color,
    onePiecePrice: l.onePiecePrice,
    productPrice: l.productPrice,
    gst: l.gst,
    totalCartValue: charges[i]?.totalCartValue ?? 0,
    coupontotal: charges[i]?.coupontotal ?? 0,
    ...common,
  }));
}
