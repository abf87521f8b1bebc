/**
 * The seller's paged order list (POST /api/digiorder/shoporders with a page
 * and a view): the views' names, a placement's reference and its UPI flag.
 * The server pages whole placements; these rules only read what it sent.
 */
import { placementReference } from "./afterOrder";
import { CANCELED, stageOf } from "./console";
import { awaitsUpiPayment, type PaidLike } from "./payment";
import type { QueueOrder } from "./queue";

/** The views of the order list, in the order the tabs show them; "action" first. */
export const ORDER_VIEWS = [
  { view: "action", label: "Needs you" },
  { view: "open", label: "Open" },
  { view: "done", label: "Done" },
  { view: "all", label: "All" },
] as const;
export type OrderView = (typeof ORDER_VIEWS)[number]["view"];

/** A view named in a hash or stored value, else the default ("action"). */
export function orderViewOf(value: unknown): OrderView {
  return ORDER_VIEWS.find((v) => v.view === value)?.view ?? "action";
}

/**
 * A placement's reference as the shopper sees it on the Success view, the
 * history and the shared tracking (afterOrder.ts placementReference, the
 * one rule): the order number of its first line by id, however they are sorted.
 */
export const placementRef = placementReference;

type PaidLine = PaidLike & QueueOrder & { transactionId: string };

/**
 * A placement's unpaid UPI money, when the seller still has to act on it:
 * the UTR the shopper gave, if any. `cancelled`: every line was cancelled
 * before its payment was marked received; if the money came, marking it
 * makes its refund due (refund.ts).
 */
export function unpaidUpi(lines: readonly PaidLine[]): { utr: string; cancelled: boolean } | null {
  const live = lines.filter((l) => stageOf(l) !== CANCELED);
  const utrOf = (some: readonly PaidLine[]) =>
    some.map((l) => l.transactionId).find((t) => t.trim() !== "") ?? "";
  if (live.some(awaitsUpiPayment)) return { utr: utrOf(live), cancelled: false };
  if (live.length === 0 && lines.some(awaitsUpiPayment)) return { utr: utrOf(lines), cancelled: true };
  return null;
}

/** The flag on an unpaid UPI placement: "UPI payment not marked received (UTR 123456789012)". */
export function unpaidUpiLine(utr: string): string {
  return `UPI payment not marked received${utr ? ` (UTR ${utr})` : " (no UTR given)"}`;
}

/** How many pages `total` placements fill, at least 1. */
export function pagesOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}
