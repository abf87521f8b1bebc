/**
 * The seller's order queue on /Admin: what needs the seller first, the lines
 * of one placement together, a page at a time, and the links a seller taps
 * (call the shopper, open the address on a map). The stage and moves
 * themselves are console.ts's; the server checks every move again.
 */
import { splitAddress } from "../address";
import { variantLabel } from "../stockEdit";
import { type ConsoleOrder, stageOf } from "./console";

/** Placements per page of the seller's queue. */
export const QUEUE_PAGE_SIZE = 20;

/** The seller's new orders are polled this often while the tab is visible. */
export const QUEUE_POLL_MS = 15_000;

/** The stage that waits for the seller: a new order, not yet confirmed. */
export const WAITING = "Pending";

/** What the queue reads of an order row. `placementId`, `size` and `color` only when the API gives them. */
export interface QueueOrder extends ConsoleOrder {
  createdAt: string;
  address: string;
  productName: string;
  productCount: number;
  placementId?: string;
  size?: string;
  color?: string;
}

/** The rows of one placement (one checkout), in the order the API gave them. */
export interface Placement<T> {
  key: string;
  orders: T[];
}

/**
 * Which placement a row belongs to: its placementId when the API gives it,
 * else the rows placed at the same moment to the same address (one checkout
 * writes all its rows in one transaction, with one timestamp).
 */
export function placementKey(order: QueueOrder): string {
  return order.placementId || `${order.createdAt}|${order.address}`;
}

/** Rows grouped by placement, in order of their first row. */
export function groupPlacements<T extends QueueOrder>(orders: readonly T[]): Placement<T>[] {
  const groups = new Map<string, T[]>();
  for (const order of orders) {
    const key = placementKey(order);
    const rows = groups.get(key);
    if (rows) rows.push(order);
    else groups.set(key, [order]);
  }
  return [...groups].map(([key, rows]) => ({ key, orders: rows }));
}

/** Whether any row of a placement waits for the seller. */
const waits = (p: Placement<QueueOrder>) => p.orders.some((o) => stageOf(o) === WAITING);

/**
 * Placements as the seller works them: those waiting for confirmation first,
 * the longest-waiting on top; then the rest, newest first.
 */
export function actionFirst<T extends QueueOrder>(placements: readonly Placement<T>[]): Placement<T>[] {
  const time = (p: Placement<T>) => Date.parse(p.orders[0]?.createdAt ?? "") || 0;
  const waiting = placements.filter(waits).sort((a, b) => time(a) - time(b));
  const rest = placements.filter((p) => !waits(p)).sort((a, b) => time(b) - time(a));
  return [...waiting, ...rest];
}

/** One page (1-based) of a list, and how many pages there are (at least 1). */
export function pageOf<T>(items: readonly T[], page: number, size = QUEUE_PAGE_SIZE) {
  const pages = Math.max(1, Math.ceil(items.length / size));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pages);
  return { items: items.slice((current - 1) * size, current * size), page: current, pages };
}

/** How many rows wait for the seller's confirmation. */
export function waitingCount(orders: readonly ConsoleOrder[]): number {
  return orders.filter((o) => stageOf(o) === WAITING).length;
}

/** The tab's title: "(3) Orders · demo" while orders wait, else "Orders · demo". */
/** How many orders wait for the seller, as the console says it in its summary and its card. */
export function waitingLine(waiting: number): string {
  if (waiting === 0) return "No order waits for your confirmation";
  return `${waiting} ${waiting === 1 ? "order waits" : "orders wait"} for your confirmation`;
}

export function queueTitle(waiting: number, shopId: string): string {
  return `${waiting > 0 ? `(${waiting}) ` : ""}Orders · ${shopId}`;
}

/** A line as the seller reads it: "Printed Cotton T-Shirt × 1 — M / Red" (no dash without a variant). */
export function lineLabel(
  order: Pick<QueueOrder, "productName" | "productCount" | "size" | "color">,
): string {
  const variant = variantLabel(order.size ?? "", order.color ?? "");
  return `${order.productName} × ${order.productCount}${variant ? ` — ${variant}` : ""}`;
}

/** A phone number's tap-to-call link, or null when it has too few digits to call. */
export function telLink(phone: string): string | null {
  const digits = phone.replace(/[^\d+]/g, "");
  return /\d{6,}/.test(digits) ? `tel:${digits}` : null;
}

/** A map search for a place (an outside link the user follows), or null for no place. */
export function mapLink(place: string): string | null {
  return place.trim()
    ? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(place.trim())}`
    : null;
}

/** The shopper's name, phone (with a tel: link, or null when it has no digits) and the rest of the address. */
export function deliveryContact(address: string): {
  name: string;
  phone: string;
  tel: string | null;
  place: string;
  mapUrl: string | null;
} {
  const { name, phone, rest } = splitAddress(address);
  const place = rest.join(", ");
  return { name, phone, tel: telLink(phone), place, mapUrl: mapLink(place) };
}
