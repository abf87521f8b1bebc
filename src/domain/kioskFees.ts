/**
 * A kiosk operator's fees and commission (SPEC §1, §9): a merchant the
 * operator enrols pays the platform's one-time fee of 3000 rupees (by UPI to
 * the platform's UPI id, or in cash to the operator), and the operator earns
 * their commission (2000 rupees unless the platform set another) on each
 * payment. Six months after a payment the renewal falls due: the merchant's
 * shop stays open (the fee bought it for life), but the operator earns no
 * more commission on it until they renew, which is a renewal payment of the
 * same fee recorded the same way; it earns the commission again and sets
 * the next renewal six months on.
 */
import {
  ONE_TIME_FEE_RUPEES,
  OPERATOR_COMMISSION_RUPEES,
  renewalDueAt,
  type ShopLifecycle,
  type StoredShopStatus,
} from "./shopLifecycle";

export { ONE_TIME_FEE_RUPEES, OPERATOR_COMMISSION_RUPEES };

/** What a payment is: the first fee, or a renewal six months (or more) on. */
export type FeeKind = "fee" | "renewal";
export const FEE_KINDS = ["fee", "renewal"] as const;

/** How the merchant paid: by UPI to the platform (with its UTR), or cash to the operator. */
/** upi: the operator typed its UTR; cash: taken by the operator; online: confirmed by the payment gateway (issue 37). */
export type FeeMethod = "upi" | "cash" | "online";
export const FEE_METHODS = ["upi", "cash", "online"] as const;

/** What the dashboard's Payment Status column says. */
export type PaymentStatus = "Paid" | "Unpaid";

/** Paid once the first fee is in, whatever the renewal. */
export const paymentStatus = (shop: Pick<ShopLifecycle, "paidAt">): PaymentStatus =>
  shop.paidAt === null ? "Unpaid" : "Paid";

/** What a merchant owes now: the fee (never paid), the renewal (fallen due), or nothing. */
export function feeDue(shop: Pick<ShopLifecycle, "paidAt" | "renewalDueAt">, now: Date): FeeKind | null {
  if (shop.paidAt === null) return "fee";
  return shop.renewalDueAt !== null && shop.renewalDueAt <= now ? "renewal" : null;
}

/** Why a payment cannot be taken now (nothing is due), or null when one is. */
export function nothingDue(shop: Pick<ShopLifecycle, "paidAt" | "renewalDueAt">, now: Date): string | null {
  if (feeDue(shop, now)) return null;
  const due = shop.renewalDueAt ? ` The renewal falls due on ${indianDate(shop.renewalDueAt)}.` : "";
  return `This merchant has paid: nothing is due now.${due}`;
}

/** A date as India reads it: 10 Sep 2026. */
export function indianDate(at: Date): string {
  return at.toLocaleDateString("en-IN", {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "Asia/Kolkata",
  });
}

/** The shop's lifecycle columns after a payment of `kind` at `now`: paid, renewal six months on. */
export function lifecycleAfterPayment(
  shop: Pick<ShopLifecycle, "status" | "paidAt">,
  kind: FeeKind,
  now: Date,
): { status: StoredShopStatus; paidAt: Date; renewalDueAt: Date } {
  return {
    // A suspended shop stays suspended (the master admin resumes it); a trial becomes active.
    status: shop.status === "trial" ? "active" : shop.status,
    paidAt: kind === "fee" || shop.paidAt === null ? now : shop.paidAt,
    renewalDueAt: renewalDueAt(now),
  };
}

export const WHOLE_FEE = `The fee is ${ONE_TIME_FEE_RUPEES} rupees: record it when the whole fee is paid`;

/** Why an amount the operator says they collected is not the fee, or null when it is. */
export const amountProblem = (amount: number): string | null =>
  amount === ONE_TIME_FEE_RUPEES ? null : WHOLE_FEE;

/**
 * The UPI reference (tr) and note of a merchant's payment: "KM" and the
 * merchant's number, then F for the fee or R and the renewal's number, so
 * the platform matches a credit to its merchant and period.
 */
export function feeReference(merchantNo: number, kind: FeeKind, renewalNo = 1): string {
  const who = `KM${String(merchantNo).padStart(6, "0")}`;
  return kind === "fee" ? `${who}F` : `${who}R${renewalNo}`;
}

/** The UPI note (tn) of a payment: what the merchant's app shows them. */
export const feeNote = (kind: FeeKind, shopId: string): string =>
  `${kind === "fee" ? "Shop fee" : "Shop renewal"} ${shopId}`;

/** The User ID the dashboard shows for a merchant number. */
export const merchantUserId = (merchantNo: number): string => `KM-${String(merchantNo).padStart(6, "0")}`;

/** A commission amount the platform may set for an operator: whole rupees from 0 to the fee. */
export const commissionProblem = (rupees: number): string | null =>
  Number.isInteger(rupees) && rupees >= 0 && rupees <= ONE_TIME_FEE_RUPEES
    ? null
    : `The commission is whole rupees from 0 to ${ONE_TIME_FEE_RUPEES}`;

/** The default commission of a new operator. */
export const DEFAULT_COMMISSION_RUPEES = OPERATOR_COMMISSION_RUPEES;
