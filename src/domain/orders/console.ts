/**
 * The seller and rider consoles' rules (/Admin; the spec leaves them open):
 * an order's stage as the consoles show it, the filter and search, and which
 * move a signed-in seller or rider may offer. The server checks every move
 * again (src/server/orders/status.ts, console.ts).
 */
import { cancelRefusal } from "./cancel";
import { canMove, RIDER_STAGES, stageIndex, WORKFLOW } from "./orderStatus";

/** What the consoles read of an order. */
export interface ConsoleOrder {
  orderId: string;
  riderStatus: string;
  statusHistory: readonly { status: string }[];
}

/** A cancelled order's last history entry (src/server/orders/console.ts). */
export const CANCELED = "Canceled";

/** The stage filter's choices. */
export const STAGE_FILTERS = ["All", ...RIDER_STAGES, CANCELED] as const;
export type StageFilter = (typeof STAGE_FILTERS)[number];

/** An order's stage: Canceled once cancelled, else the server's riderStatus. */
export function stageOf(order: ConsoleOrder): string {
  return order.statusHistory.at(-1)?.status === CANCELED ? CANCELED : order.riderStatus;
}

/**
 * Why a cancelled order was cancelled, and by whom ("support", "seller",
 * "platform"), as its last history entry says; null when it is not
 * cancelled or no reason was given (a seller's own cancel gives none).
 */
export function cancelNote(order: {
  statusHistory: readonly { status: string; by?: string | undefined; reason?: string | undefined }[];
}): { by: string; reason: string } | null {
  const last = order.statusHistory.at(-1);
  return last?.status === CANCELED && last.reason ? { by: last.by ?? "", reason: last.reason } : null;
}

/** The stage label "Rider assigned": a confirmed order whose rider the seller has named, waiting for them. */
export const RIDER_ASSIGNED = "Rider assigned";

/**
 * What a console's stage badge says: the stage, except a confirmed order with
 * a rider named reads "Rider assigned" (it waits for that rider, not the seller).
 */
export function stageLabel(order: ConsoleOrder & { riderDetails?: readonly unknown[] }): string {
  const stage = stageOf(order);
  return stage === "Confirmed" && (order.riderDetails?.length ?? 0) > 0 ? RIDER_ASSIGNED : stage;
}

/** The orders of a stage whose number matches the search (the last 6 characters, or any part of the id). */
export function filterOrders<T extends ConsoleOrder>(
  orders: readonly T[],
  stage: StageFilter,
  search: string,
): T[] {
  const query = search.trim().replace(/^#/, "").toUpperCase();
  return orders.filter(
    (o) =>
      (stage === "All" || stageOf(o) === stage) && (query === "" || o.orderId.toUpperCase().includes(query)),
  );
}

/** The one move the console offers `role` for an order: its target status and the workflow's label, or null. */
export function nextMove(
  order: ConsoleOrder,
  role: "seller" | "rider",
): { to: (typeof RIDER_STAGES)[number]; label: string } | null {
  if (stageOf(order) === CANCELED) return null;
  const next = stageIndex(order.riderStatus) + 1;
  const to = RIDER_STAGES[next];
  const step = WORKFLOW[next];
  // The server's own rule decides (one step forward, by that step's actor, from a known status).
  return to && step && canMove(order.riderStatus, to, role) ? { to, label: step.label } : null;
}

/** Whether the seller may still cancel: the order has not left the shop (Pending or Confirmed). */
export function canCancel(order: ConsoleOrder): boolean {
  return stageOf(order) !== CANCELED && cancelRefusal("seller", order.riderStatus) === null;
}
