/**
 * The money of a cancelled UPI order (issue 26, designed here): a UPI order
 * is paid before it ships, so when one whose payment the seller marked
 * received is cancelled (by the shopper, the seller or support), its money
 * is due back; the seller sends it by UPI and marks it refunded with that
 * transfer's UTR. Cash on delivery, and UPI never marked paid, owe nothing.
 *
 * How much: each shop gives back what it was paid for what it will not
 * deliver. A cancelled line refunds its value; the shop's delivery fee (and,
 * less, the coupon taken on its rows) only once every line of its part of
 * the placement is cancelled, with the line cancelled last. So the refunds
 * of a wholly cancelled placement add up to what was paid, and a partly
 * cancelled one keeps its fee and its coupon.
 */
import { formatIndiaDate, indiaDate } from "../delivery";
import { formatInr } from "../inr";
import { fill, type Translate } from "../words";

/** One line of a shop's part of a placement, as the refund rule reads it. */
export interface RefundLine {
  orderId: string;
  orderStatus: string;
  paymentMethod: string;
  paymentReceivedAt: Date | string | null;
  totalCartValue: number;
  deliveryFee: number;
  coupontotal: number;
  /** The refund already due or made on this line, if any. */
  refund: { amount: number } | null;
}

const cancelled = (l: Pick<RefundLine, "orderStatus">) => l.orderStatus === "CANCEL";

/** Whether a line's money came in and must go back: a cancelled UPI line whose payment was marked received. */
export function owesRefund(
  line: Pick<RefundLine, "orderStatus" | "paymentMethod" | "paymentReceivedAt">,
): boolean {
  return cancelled(line) && line.paymentMethod === "UPI" && line.paymentReceivedAt !== null;
}

/**
 * The refunds that fall due now, by order id, for a shop's lines of one
 * placement as they stand after a cancel (the cancelled lines marked
 * CANCEL): every line that owes one and has none yet. Their sum is what the
 * shop owes beyond the refunds already due: the cancelled lines' value,
 * plus the fee less the coupon once no line is left to deliver.
 */
export function refundsDue(lines: readonly RefundLine[]): Map<string, number> {
  const owing = lines.filter(owesRefund);
  const fresh = owing.filter((l) => l.refund === null).sort((a, b) => (a.orderId < b.orderId ? -1 : 1));
  const due = new Map<string, number>();
  if (fresh.length === 0) return due;
  const allCancelled = lines.every(cancelled);
  const extra = allCancelled ? lines.reduce((sum, l) => sum + l.deliveryFee - l.coupontotal, 0) : 0;
  // The fee less the coupon goes with the line cancelled last (the one with no refund yet when all are).
  for (const [i, line] of fresh.entries()) {
    due.set(line.orderId, Math.max(0, line.totalCartValue + (i === fresh.length - 1 ? extra : 0)));
  }
  return due;
}

/**
 * What a refund says to the shopper and the seller, in `t`'s language and
 * `formatDate`'s dates: "Refund due ₹1,098" or "Refunded ₹1,098 on Fri, 27
 * Nov 2026 (UTR …)" (the shop in Hindi passes its Hindi dates).
 */
export function refundText(
  refund: { status: "due" | "refunded"; amount: number; refundedAt: string; utr: string },
  t: Translate = fill,
  formatDate: (isoDate: string) => string = formatIndiaDate,
): string {
  const amount = formatInr(refund.amount);
  if (refund.status === "due") return t("Refund due {amount}", { amount });
  const at = new Date(refund.refundedAt);
  const date = Number.isNaN(at.getTime()) ? refund.refundedAt : formatDate(indiaDate(at));
  return t("Refunded {amount} on {date} (UTR {utr})", { amount, date, utr: refund.utr });
}

/** Why a refund can't be marked sent now, or null when it can. */
export function refundedRefusal(
  refund: { status: "due" | "refunded"; by?: "gateway" | undefined } | null,
): string | null {
  if (!refund) return "No refund is due on this order";
  if (refund.by === "gateway") return GATEWAY_REFUND;
  return refund.status === "refunded" ? "This refund was marked sent already" : null;
}

/** Why a refund paid online is not the seller's to mark: the gateway sends it, and says when it is done. */
export const GATEWAY_REFUND =
  "This order was paid online: the payment gateway sends the refund and marks it refunded when the bank confirms";

/** Why a refund can't be marked with a UTR another order's refund was marked with: one transfer sends one refund. */
export const REFUND_UTR_TAKEN =
  "That UTR is already recorded for another order's refund: check the number of the transfer you sent for this one";

/** The UTR of a UPI refund as typed (spaces left out) when it is the 12 digits one is; else null. */
export function refundUtr(typed: string): string | null {
  const digits = typed.replace(/\s/g, "");
  return /^\d{12}$/.test(digits) ? digits : null;
}
