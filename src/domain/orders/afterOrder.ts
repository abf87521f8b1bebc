/**
 * After the order (issue 26): what the shopper may still do with an order
 * and how its card reads. A return may be asked for within 45 days of
 * delivery (the terms' disputes window, SPEC §9), once per order; the seller
 * accepts or refuses it. A delivered order's card says so, beyond the
 * spec's four list statuses. The server checks the same rules under the
 * order's lock (src/server/orders/afterOrder.ts).
 */
import { formatIndiaDateTime } from "../delivery";
import { cancelRefusal } from "./cancel";
import { ORDER_STATUS_TEXT, orderStatus, stageIndex } from "./orderStatus";

/** Days after delivery a return may be asked for (SPEC §9: disputes within 45 days). */
export const RETURN_WINDOW_DAYS = 45;
const DAY_MS = 86_400_000;

/** The longest reason a shopper may give for a cancel or a return, and a seller's note on a return. */
export const REASON_MAX = 300;

export const RETURN_STATUSES = ["requested", "accepted", "refused"] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

/** A return as the order keeps it. */
export interface ReturnRequestState {
  status: ReturnStatus;
  reason: string;
  photo: string;
  note: string;
  requestedAt: string;
  decidedAt: string;
}

/** What these rules read of an order: `deliveredAt` is its Delivered time ("" or null before). */
export interface AfterOrder {
  orderStatus: string;
  riderStatus: string;
  deliveredAt?: string | null | undefined;
  returnRequest?: ReturnRequestState | null | undefined;
}

/** When the order was delivered (its Delivered history entry), or null before. */
export function deliveredAt(order: {
  statusHistory: readonly { status: string; at: string }[];
}): string | null {
  return order.statusHistory.find((entry) => entry.status === "Delivered")?.at ?? null;
}

/** The last moment a return may be asked for: 45 days (of 24 hours) after delivery. */
export function returnWindowEnd(delivered: string): Date {
  return new Date(new Date(delivered).getTime() + RETURN_WINDOW_DAYS * DAY_MS);
}

const isCancelled = (order: Pick<AfterOrder, "orderStatus">) => order.orderStatus === "CANCEL";

/** Why the shopper may not cancel the order now, or null when they may (until it leaves the shop). */
export function customerCancelRefusal(order: AfterOrder): string | null {
  if (isCancelled(order)) return "This order was canceled already";
  return cancelRefusal("customer", order.riderStatus);
}

/** Why the shopper may not ask for a return now, or null when they may. */
export function returnRefusal(order: AfterOrder, now: Date): string | null {
  if (isCancelled(order)) return "This order was canceled: there is nothing to return";
  if (order.returnRequest) return "You have asked for a return of this order already";
  const delivered = order.deliveredAt;
  if (!delivered || stageIndex(order.riderStatus) < stageIndex("Delivered"))
    return "You can ask for a return once the order is delivered";
  const end = returnWindowEnd(delivered);
  if (now.getTime() > end.getTime())
    return `Returns close ${RETURN_WINDOW_DAYS} days after delivery: this order's window closed on ${formatIndiaDateTime(end.toISOString())}`;
  return null;
}

/** Why the seller may not decide on the order's return now, or null when they may. */
export function decisionRefusal(order: AfterOrder): string | null {
  if (!order.returnRequest) return "No return was asked for on this order";
  if (order.returnRequest.status !== "requested")
    return `This return was ${order.returnRequest.status} already`;
  return null;
}

/** The card's status text: the spec's four, and DELIVERED once delivered (and not cancelled). */
export const CARD_STATUS_TEXT = { ...ORDER_STATUS_TEXT, DELIVERED: "Your Order was Delivered" } as const;
export type CardStatus = keyof typeof CARD_STATUS_TEXT;

/** A card's status: DELIVERED for a delivered or received order, else the list status (unknown: PENDING). */
export function cardStatus(order: { orderStatus: string; riderStatus?: string | undefined }): CardStatus {
  const status = orderStatus(order.orderStatus);
  if (status !== "CANCEL" && stageIndex(order.riderStatus ?? "") >= stageIndex("Delivered"))
    return "DELIVERED";
  return status;
}

/** What a return's state says to the shopper on the card. */
export const RETURN_TEXT: Record<ReturnStatus, string> = {
  requested: "Return requested: waiting for the seller",
  accepted: "Return accepted",
  refused: "Return refused",
};

/**
 * A placement's cards together, in the order they came (newest first): one
 * group per placementId, a card without one (an old answer) alone.
 */
export function groupByPlacement<T extends { orderId: string; placementId?: string | undefined }>(
  cards: readonly T[],
): { placementId: string; cards: T[] }[] {
  const groups = new Map<string, T[]>();
  for (const card of cards) {
    const key = card.placementId || `order:${card.orderId}`;
    const group = groups.get(key);
    if (group) group.push(card);
    else groups.set(key, [card]);
  }
  return [...groups].map(([placementId, group]) => ({ placementId, cards: group }));
}

/** A placement's reference on the history (orderNumber.ts, beside the order number it is made of). */
export { placementReference } from "./orderNumber";

/**
 * The public tracking link of an order (/track/{orderId}?t={token}) on its
 * shop's `origin`: opens without sign-in and shows nothing personal. Without
 * a token (a card kept from before tokens), the shopper's own history.
 */
export function trackingLink(origin: string, orderId: string, token: string): string {
  if (!token) return `${origin}/history`;
  return `${origin}/track/${encodeURIComponent(orderId)}?t=${encodeURIComponent(token)}`;
}

/** The WhatsApp share of an order's tracking: a wa.me link whose text names the order, the shop and the link. */
export function trackingShareUrl({
  number,
  shopName,
  status,
  link,
}: {
  number: string;
  shopName: string;
  status: string;
  link: string;
}): string {
  const text = `My order #${number} from ${shopName}: ${status}. Track it here: ${link}`;
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}
