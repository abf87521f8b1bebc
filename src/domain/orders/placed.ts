/**
 * What the shopper's Success view shows of a placement (SPEC §2 "Success
 * step", issue 26): one reference for the whole checkout, its lines as
 * charged, the total, the address and how it is paid. One checkout of two
 * lines is one placement, not two orders to make sense of.
 */

import type { Translate } from "../words";
import { placementReference } from "./orderNumber";
import { lineLabel } from "./placement";

/** One line of a placement as the Success view lists it. */
export interface PlacedItem {
  orderId: string;
  /** Name with size and colour: "Cotton Kurta (S / Maroon)". */
  label: string;
  productCount: number;
  /** The line's value in rupees (count × one-piece price as charged). */
  amount: number;
}

/** A placement as the Success view shows it. */
export interface PlacedSummary {
  /** The placement's reference, as the history and the seller's console name it (orderNumber.ts placementReference). */
  reference: string;
  items: PlacedItem[];
  /** The delivery fees charged (each shop's once) and the coupon taken: the bill beside the lines. */
  deliveryFee: number;
  couponDiscount: number;
  /** The total charged (Total Payable). */
  payable: number;
  address: string;
  paymentMethod: "COD" | "UPI";
  /** The UPI reference the shopper typed, or "" (paid online: the gateway's payment id). */
  transactionId: string;
  /** Paid online through the gateway (issue 37): how (upi, card, netbanking); absent otherwise. */
  paidOnline?: string | undefined;
}

/** A line as the bag sent it. */
interface SentLine {
  productName: string;
  size: string;
  color: string;
  productCount: number;
  onePiecePrice: number;
}

/** What the server answered (POST /customer/addorder): `lines` and `address` may be missing from an old replay. */
interface Answer {
  orderIds: readonly string[];
  lines?:
    | readonly {
        orderId: string;
        productName: string;
        size: string;
        color: string;
        productCount: number;
        totalCartValue: number;
      }[]
    | undefined;
  address?: string | undefined;
  totals: { payable: number; deliveryFee: number; couponDiscount: number };
}

/**
 * The placement's summary from the server's answer: its lines and address
 * as charged; where an old replayed answer lacks them, the lines as sent
 * (paired with the order ids in order) and the address chosen.
 */
export function placedSummary(
  answer: Answer,
  sent: readonly SentLine[],
  chosen: { address: string; paymentMethod: "COD" | "UPI"; transactionId: string },
): PlacedSummary {
  const items: PlacedItem[] = answer.lines?.length
    ? answer.lines.map((l) => ({
        orderId: l.orderId,
        label: lineLabel(l.productName, l.size, l.color),
        productCount: l.productCount,
        amount: l.totalCartValue,
      }))
    : answer.orderIds.map((orderId, i) => {
        const line = sent[i];
        return {
          orderId,
          label: line ? lineLabel(line.productName, line.size, line.color) : "",
          productCount: line?.productCount ?? 0,
          amount: line ? line.productCount * line.onePiecePrice : 0,
        };
      });
  return {
    reference: placementReference(items),
    items,
    deliveryFee: answer.totals.deliveryFee,
    couponDiscount: answer.totals.couponDiscount,
    payable: answer.totals.payable,
    address: answer.address || chosen.address,
    paymentMethod: chosen.paymentMethod,
    transactionId: chosen.transactionId,
  };
}

/** How the placement is paid, in words: "Cash on delivery" or "UPI" (with the reference typed, if any). */
/** How a payment through the gateway was made, as the shopper reads it. */
const ONLINE_METHODS: Record<string, string> = { upi: "UPI", card: "card", netbanking: "netbanking" };

export function paymentMethodText(
  summary: Pick<PlacedSummary, "paymentMethod" | "transactionId" | "paidOnline">,
  t: Translate,
): string {
  if (summary.paymentMethod === "COD") return t("Cash on delivery");
  if (summary.paidOnline !== undefined)
    return t("Paid online by {method} (payment {id})", {
      method: ONLINE_METHODS[summary.paidOnline] ?? "UPI",
      id: summary.transactionId,
    });
  return summary.transactionId ? t("UPI (transaction ID {id})", { id: summary.transactionId }) : "UPI";
}

/** The total's label: paid already by UPI, or to be paid in cash on delivery. */
export function placedTotalLabel(paymentMethod: "COD" | "UPI", t: Translate): string {
  return paymentMethod === "COD" ? t("To pay on delivery") : t("Total paid");
}
