/**
 * The checkout's rules (SPEC §2 "Cart and checkout screen", §4 checkout,
 * §5): which step may open, how a bag line is shown, the UPI payment link and
 * the UPI reference check. Pure; the cart screen only displays the results.
 */

export type CheckoutStep = "bag" | "address" | "payment" | "success";

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

/** The select-all checkbox's label: '{selected} / {total} Items Selected'. */
export function selectionLabel(selected: number, total: number): string {
  return `${selected} / ${total} Items Selected`;
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

/** The order reference of a placement: also its idempotency key and the UPI transaction reference. */
export function orderReference(random: () => string): string {
  return `PL${random()
    .replace(/[^A-Za-z0-9]/g, "")
    .slice(0, 20)
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
}

/** The upi://pay link (NPCI's deep link): pa, pn, am with two decimals, cu=INR, tr and tn. */
export function upiPayLink(p: UpiPayment): string {
  const query = new URLSearchParams({
    pa: p.payee,
    pn: p.name,
    am: p.amount.toFixed(2),
    cu: "INR",
    tr: p.reference,
    tn: `Order ${p.reference}`,
  });
  return `upi://pay?${query.toString().replace(/\+/g, "%20")}`;
}

/** Shown when an entered UPI reference (UTR) is not 12 digits. */
export const UTR_MESSAGE = "PLEASE ENTER VALID TRANSACTION ID";

/** Whether an optional UPI reference is acceptable: empty, or 12 digits (spaces ignored). */
export function isValidUtr(text: string): boolean {
  const digits = text.replace(/\s/g, "");
  return digits === "" || /^\d{12}$/.test(digits);
}
