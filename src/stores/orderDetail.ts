/**
 * The orders' details on the history screen (SPEC §4), not persisted: each
 * card's detail by order id, loaded once and polled while its modal is open.
 * Each order's loads and the customer's confirmation go through the order's
 * own latest-request-wins guard, so an older answer never undoes a newer one.
 */

import { atom } from "nanostores";
import { HTTPError } from "../api/client";
import { confirmReceipt, getOrderDetail } from "../api/tracking";
import type { OrderDetail } from "../contract/orderDetail";
import { fetchError, STEP_DELAY_MS, sameDetail } from "../domain/orders/tracking";
import { latestWins } from "./persist";

export interface OrderDetailState {
  detail: OrderDetail | null;
  /** The last fetch's failure ('Error fetching order: {status}'), kept and logged (SPEC §8); null once one succeeds. */
  error: string | null;
}

export const NO_DETAIL: OrderDetailState = { detail: null, error: null };

/** Each card's detail, by order id. */
export const $orderDetails = atom<Record<string, OrderDetailState>>({});

const guards = new Map<string, () => () => boolean>();

/** Begins a request for an order's detail; the check says whether it is still that order's latest. */
function begin(orderId: string): () => boolean {
  const guard = guards.get(orderId) ?? latestWins();
  guards.set(orderId, guard);
  return guard();
}

const heldFor = (orderId: string): OrderDetailState => $orderDetails.get()[orderId] ?? NO_DETAIL;

function put(orderId: string, detail: OrderDetail | null, error: string | null): void {
  const held = heldFor(orderId);
  // The same detail again keeps the held object (and nothing changes when nothing is new): React skips the render.
  const kept = sameDetail(detail, held.detail) ? held.detail : detail;
  if (kept !== held.detail || error !== held.error)
    $orderDetails.set({ ...$orderDetails.get(), [orderId]: { detail: kept, error } });
}

/** Fetches an order's detail (on load and on each poll); a failure keeps the held detail. */
export async function loadOrderDetail(orderId: string): Promise<void> {
  const isLatest = begin(orderId);
  try {
    const fresh = await getOrderDetail(orderId);
    if (isLatest()) put(orderId, fresh, null);
  } catch (cause) {
    const message = fetchError(cause instanceof HTTPError ? cause.response.status : "network");
    console.error(message, cause);
    if (isLatest()) put(orderId, heldFor(orderId).detail, message);
  }
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The customer confirms receipt (SPEC §4): recorded on the server, the
 * answer shown 0.8 s after the click at the earliest. Rejects when the
 * server refuses; the held detail stays.
 */
export async function confirmOrderReceipt(orderId: string): Promise<void> {
  // A request of its own: the polls already on their way are dropped.
  begin(orderId);
  const [fresh] = await Promise.all([confirmReceipt(orderId), wait(STEP_DELAY_MS)]);
  // The answer is newer than any poll that left before it: it begins another request, so none of those undoes it.
  begin(orderId);
  put(orderId, fresh, heldFor(orderId).error);
}
