/**
 * The seller's orders (/Admin/orders), not persisted: a page of 20
 * placements of a view at a time (POST /api/digiorder/shoporders with a page
 * and a view), polled every 15 s while the tab is visible and at once when
 * it comes back, with the count waiting in the tab's title; the riders the
 * seller may pick (GET …/riders); and each placement's UPI moves (payment
 * received, switched to cash on delivery) with the line saying what
 * happened. Only the latest load may settle the page, so an older, slower
 * answer never undoes a move.
 */
import { atom } from "nanostores";
import { paymentReceived, shopOrdersPage, switchToCod } from "../api/digiorder";
import { refusalOf } from "../api/refusal";
import { shopRiders } from "../api/seller";
import type { OrderDetail } from "../contract/orderDetail";
import type { ShopRidersResponse } from "../contract/seller";
import type { SellerOrder, SellerOrdersResponse } from "../contract/sellerOrders";
import { QUEUE_POLL_MS, queueTitle } from "../domain/orders/queue";
import type { OrderView } from "../domain/orders/sellerOrders";
import { UPDATE_FAILED } from "../domain/orders/tracking";
import { latestWins } from "./persist";

/** Which page of which view of which shop's orders is on the screen (the page is 1-based). */
export interface OrdersQuery {
  shopId: string;
  page: number;
  view: OrderView;
}

export interface SellerOrdersState {
  shopId: string;
  /** The last page answered, null until the first load of this shop answers. */
  answer: SellerOrdersResponse | null;
  /** The last load's failure ("" once one succeeds). */
  error: string;
  /** How many loads have settled (the Today card above reloads on every fourth). */
  polls: number;
}

export type Rider = ShopRidersResponse["riders"][number];

/** A placement's line saying what its last move did, and whether a payment move is under way. */
export interface PlacementNote {
  message: string;
  busy: boolean;
}

export const $sellerOrders = atom<SellerOrdersState>({ shopId: "", answer: null, error: "", polls: 0 });

/** The riders the seller may pick, fetched once per shop; none (the form asks for a name) when the call fails. */
export const $shopRiders = atom<{ shopId: string; riders: Rider[] }>({ shopId: "", riders: [] });

/** Each placement's note, by the placement's key. */
export const $placementNotes = atom<Record<string, PlacementNote>>({});

export const ORDERS_FAILED = "Could not load the orders. Check your connection.";

export const NO_NOTE: PlacementNote = { message: "", busy: false };

const begin = latestWins();
let query: OrdersQuery | null = null;

/** Loads the page on the screen (the one `watchSellerOrders` was given); a failure keeps the held page. */
export async function loadSellerOrders(): Promise<void> {
  const asked = query;
  if (!asked) return;
  const isLatest = begin();
  let answer: SellerOrdersResponse | null = null;
  let error = "";
  try {
    answer = await shopOrdersPage(asked.shopId, asked.page, asked.view);
  } catch (cause) {
    error = refusalOf(cause, ORDERS_FAILED);
  }
  if (!isLatest()) return;
  const held = $sellerOrders.get();
  $sellerOrders.set({ ...held, answer: answer ?? held.answer, error, polls: held.polls + 1 });
}

/**
 * Shows `asked` and keeps it fresh: loads it now, then every 15 s while the
 * tab is visible and at once when it comes back; the tab's title carries the
 * count waiting. Another shop starts from nothing; another page or view of
 * the same shop keeps the held page until its own answers. Returns the stop
 * function, which gives the title back (a load still under way may settle).
 */
export function watchSellerOrders(asked: OrdersQuery): () => void {
  query = asked;
  if ($sellerOrders.get().shopId !== asked.shopId)
    $sellerOrders.set({ shopId: asked.shopId, answer: null, error: "", polls: 0 });
  // The placements on the screen are new ones: no line from before.
  $placementNotes.set({});
  void loadSellerOrders();
  const whenVisible = () => {
    if (document.visibilityState === "visible") void loadSellerOrders();
  };
  const timer = setInterval(whenVisible, QUEUE_POLL_MS);
  document.addEventListener("visibilitychange", whenVisible);
  const title = document.title;
  const unbind = $sellerOrders.subscribe((state) => {
    document.title = queueTitle(state.answer?.waiting ?? 0, asked.shopId);
  });
  return () => {
    clearInterval(timer);
    document.removeEventListener("visibilitychange", whenVisible);
    unbind();
    document.title = title;
    if (query === asked) query = null;
  };
}

const beginRiders = latestWins();

/** Loads the shop's riders (once per opening of the orders); only the latest load may settle them. */
export async function loadShopRiders(shopId: string): Promise<void> {
  const isLatest = beginRiders();
  let riders: Rider[] = [];
  try {
    riders = (await shopRiders(shopId)).riders;
  } catch {
    // None: the form asks for the rider's name, phone and vehicle.
  }
  if (isLatest()) $shopRiders.set({ shopId, riders });
}

/**
 * Lines the server answered for (a move, a payment, a refund) replace theirs
 * on the held page, their order fields kept; then the page loads again (the
 * view and the count may have moved: a canceled order leaves "Open").
 */
export function ordersChanged(fresh: readonly (OrderDetail | SellerOrder)[]): void {
  const held = $sellerOrders.get();
  const answer = held.answer;
  if (answer) {
    $sellerOrders.set({
      ...held,
      answer: {
        ...answer,
        response: answer.response.map((o) => {
          const f = fresh.find((x) => x.orderId === o.orderId);
          return f ? { ...o, ...f } : o;
        }),
      },
    });
  }
  void loadSellerOrders();
}

const putNote = (key: string, note: PlacementNote) =>
  $placementNotes.set({ ...$placementNotes.get(), [key]: note });

/** Sets a placement's line (its order lines and refunds say what they did here). */
export function notePlacement(key: string, message: string): void {
  putNote(key, { ...($placementNotes.get()[key] ?? NO_NOTE), message });
}

/**
 * The seller acts on a placement's unpaid UPI money: "received" (they saw the
 * credit) or "cod" (the shopper pays at the door). `orderId` is the
 * placement's first line, `ref` its reference for the line saying what happened.
 */
export async function payPlacement(
  key: string,
  orderId: string,
  ref: string,
  what: "received" | "cod",
): Promise<void> {
  putNote(key, { message: "", busy: true });
  try {
    ordersChanged(what === "received" ? await paymentReceived(orderId) : await switchToCod(orderId));
    putNote(key, {
      message:
        what === "received"
          ? `Order #${ref}: payment marked received`
          : `Order #${ref}: switched to cash on delivery`,
      busy: false,
    });
  } catch (cause) {
    putNote(key, { message: `Order #${ref}: ${refusalOf(cause, UPDATE_FAILED)}`, busy: false });
  }
}
