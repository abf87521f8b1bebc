/**
 * Money rules of the bag (SPEC §5, §9), shared by the storefront (what the
 * shopper sees) and the API (what is charged). Amounts in rupees.
 */
import { lineGst, type PricedLine } from "./gst";
import { formatInr } from "./inr";
import type { Translate } from "./words";

export { lineGst, type PricedLine };

export const DEFAULT_DELIVERY_FEE = 20;
export const COUPON_CODE = "gotan50";
export const COUPON_DISCOUNT = 50;
/** The eligibility threshold is 280 on the base total, though the message says 300 (SPEC §9). */
export const COUPON_THRESHOLD = 280;

export const COUPON_MESSAGES = {
  applied: "Your coupon has been applied",
  tooSmall: "Shop for more than 300 to get benefits",
  invalid: "Invalid coupon code",
} as const;

/** One line's value: count × onePiecePrice. */
export function lineTotal(line: PricedLine): number {
  return line.productCount * line.onePiecePrice;
}

/** Lines that count towards an order: the checked ones (a line without the flag counts). */
export function checkedLines<T extends PricedLine>(lines: readonly T[]): T[] {
  return lines.filter((l) => l.checked !== false);
}

/** Bag total (Total MRP): sum of count × onePiecePrice over checked lines. */
export function bagTotal(lines: readonly PricedLine[]): number {
  return checkedLines(lines).reduce((sum, l) => sum + lineTotal(l), 0);
}

/**
 * The MRP of the checked lines: each piece at its MRP (`productPrice`), or
 * at its price where it has none or a lower one. Total MRP less it is the
 * discount the prices already give (issue 37: the bag's labels say what they
 * add up).
 */
export function bagMrp(lines: readonly PricedLine[]): number {
  return checkedLines(lines).reduce(
    (sum, l) => sum + l.productCount * Math.max(l.onePiecePrice, l.productPrice ?? 0),
    0,
  );
}

/** GST over checked lines. */
export function bagGst(lines: readonly PricedLine[]): number {
  return checkedLines(lines).reduce((sum, l) => sum + lineGst(l), 0);
}

/**
 * The bill's GST amount as shown beside a total that already holds it (prices
 * are GST-inclusive, SPEC §9): "₹55 included", so no shopper adds it again.
 */
export function gstIncludedText(gst: number, t: Translate): string {
  return gst > 0 ? t("{amount} included", { amount: formatInr(gst) }) : t("None");
}

/** The delivery fee: the shop's deliverPp, 20 when unset. */
export function deliveryFee(deliverPp: number | null | undefined): number {
  return typeof deliverPp === "number" && Number.isFinite(deliverPp) && deliverPp >= 0
    ? deliverPp
    : DEFAULT_DELIVERY_FEE;
}

export type CouponResult =
  | { ok: true; discount: number; message: string }
  | { ok: false; discount: 0; message: string };

/** Checks a coupon code against a base total (SPEC §5): exact, case-sensitive 'gotan50', base ≥ 280. */
export function applyCoupon(code: string, baseTotal: number): CouponResult {
  if (code !== COUPON_CODE) return { ok: false, discount: 0, message: COUPON_MESSAGES.invalid };
  if (baseTotal < COUPON_THRESHOLD) return { ok: false, discount: 0, message: COUPON_MESSAGES.tooSmall };
  return { ok: true, discount: COUPON_DISCOUNT, message: COUPON_MESSAGES.applied };
}

/** The bag's coupon box: the code in force (or ""), its message, and the base total it was checked against. */
export interface CouponEntry {
  applied: string;
  message: string;
  forTotal: number;
}

export const NO_COUPON: CouponEntry = { applied: "", message: "", forTotal: 0 };

/** 'Apply Coupon' (SPEC §5): checks the code against the base total; applying it again takes nothing more off. */
export function enterCoupon(code: string, baseTotal: number): CouponEntry {
  const result = applyCoupon(code, baseTotal);
  return { applied: result.ok ? code : "", message: result.message, forTotal: baseTotal };
}

/** The coupon box for the bag's current base total: a change of total resets code and message (SPEC §4). */
export function couponFor(entry: CouponEntry, baseTotal: number): CouponEntry {
  return entry.forTotal === baseTotal ? entry : NO_COUPON;
}

/**
 * The bag's bill with its coupon box as it stands: a code entered against
 * another base total is not in force (SPEC §4), so the bill the shopper sees
 * and the one placed are the same.
 */
export function billWithCoupon(
  lines: readonly PricedLine[],
  deliverPp: DeliverPp,
  entry: CouponEntry,
): { bill: Bill; coupon: CouponEntry } {
  const coupon = couponFor(entry, bagTotal(lines));
  return { coupon, bill: orderBill(lines, deliverPp, coupon.applied) };
}

/** A shop's deliverPp (unset: the default fee). */
export type DeliverPp = number | null | undefined;

/** The bill of a bag or a placement, in rupees. */
export interface Bill {
  /** What the checked lines come to at their prices (SPEC §9's bag total: what is charged). */
  totalMrp: number;
  /** The same lines at their MRP (bagMrp): "Total MRP" as the bag shows it, the discount on it beside. */
  mrp: number;
  gst: number;
  deliveryFee: number;
  couponDiscount: number;
  payable: number;
  /** How a coupon code fared, when one was given ('Your coupon has been applied' or why not). */
  coupon?: CouponResult;
}

/**
 * The one bill of SPEC §5 and §9: the storefront shows it, the API charges it
 * (recomputed from its own prices). Counts the checked lines: Total MRP, GST
 * per line, the delivery fee, and the coupon checked against the base total.
 * The payable total is total + delivery fee (SPEC §4 "resets to total plus
 * delivery fee"), less the coupon when it applies; GST is shown as its own
 * line and is taken as included in the prices.
 *
 * `deliverPp` is the bag's shop's fee, charged once; or, for a placement that
 * may span shops, each shop's fee by shop id, charged once per shop ordered from.
 */
export function orderBill(
  lines: readonly (PricedLine & { shopId?: string })[],
  deliverPp: DeliverPp | Readonly<Record<string, DeliverPp>>,
  couponCode = "",
): Bill {
  const counted = checkedLines(lines);
  const totalMrp = bagTotal(counted);
  const fee =
    typeof deliverPp === "object" && deliverPp !== null
      ? [...new Set(counted.map((l) => l.shopId ?? ""))].reduce(
          (sum, shop) => sum + deliveryFee(deliverPp[shop]),
          0,
        )
      : deliveryFee(deliverPp);
  const coupon = couponCode ? applyCoupon(couponCode, totalMrp) : undefined;
  const couponDiscount = coupon?.discount ?? 0;
  return {
    totalMrp,
    mrp: bagMrp(counted),
    gst: bagGst(counted),
    deliveryFee: fee,
    couponDiscount,
    payable: Math.max(0, totalMrp + fee - couponDiscount),
    ...(coupon ? { coupon } : {}),
  };
}

export interface PlacedLine extends PricedLine {
  shopId: string;
}

/** What each order row carries: its line total, and the fee and discount that land on it. */
export interface LineCharge {
  totalCartValue: number;
  deliveryFee: number;
  coupontotal: number;
}

/**
 * Spreads a bill over the order rows: each row keeps its line total; a shop's
 * delivery fee goes on that shop's first row, the coupon discount on the
 * first row. Summing the rows gives back the bill.
 */
export function lineCharges(
  lines: readonly PlacedLine[],
  deliverPpByShop: Readonly<Record<string, DeliverPp>>,
  couponDiscount: number,
): LineCharge[] {
  const charged = new Set<string>();
  return lines.map((line, i) => {
    const firstOfShop = !charged.has(line.shopId);
    charged.add(line.shopId);
    return {
      totalCartValue: lineTotal(line),
      deliveryFee: firstOfShop ? deliveryFee(deliverPpByShop[line.shopId]) : 0,
      coupontotal: i === 0 ? couponDiscount : 0,
    };
  });
}
