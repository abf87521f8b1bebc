/**
 * The support admin's orders (issue 25), not persisted: the search across
 * shops by an order's number, a phone or an email (its words and page live
 * in the address: admin/support/supportRoutes.ts), and the one order opened
 * from it with what support does to it: give it another rider, cancel it
 * with a reason (its stock goes back), mark its refund sent (issue 26).
 * The search's loads and the order's go through latest-request-wins guards.
 */
import { atom } from "nanostores";
import { serverProblems } from "../api/formErrors";
import { cancelWithReason, findOrders, giveRider, markRefundSent, supportOrder } from "../api/support";
import type { SupportOrderResponse, SupportOrdersResponse } from "../contract/support";
import { CANCEL_REASON_MAX } from "../domain/orders/cancel";
import { orderNumber } from "../domain/orders/orderNumber";
import { readSupportQuery, SUPPORT_QUERY_HELP } from "../domain/orders/support";
import { latestWins } from "./persist";

/** The words for a call that never reached the server. */
export const OFFLINE = "Could not reach the server. Check your connection and try again.";
export const CHOOSE_RIDER = "Choose a rider first.";
export const REASON_MISSING = "Say why the order is cancelled: the seller and the shopper read it";
export const reasonTooLong = (length: number) =>
  `Keep the reason to ${CANCEL_REASON_MAX} characters (it has ${length})`;

export interface SupportSearch {
  status: "idle" | "loading" | "ready" | "failed";
  /** The page of orders found (ready only). */
  answer: SupportOrdersResponse | null;
  /** The search box's problem, beside it: the box's rule before a search, the server's after. */
  problem: string;
  /** Why the search failed otherwise (a refusal, no connection), with "Try again". */
  error: string;
}

export const NO_SEARCH: SupportSearch = { status: "idle", answer: null, problem: "", error: "" };

/** The search on the support admin's "Find an order". */
export const $supportSearch = atom<SupportSearch>(NO_SEARCH);

const beginSearch = latestWins();

/**
 * What was typed in the search box, trimmed, when it reads as an order
 * number, a phone or an email; else null, and the box says what to type.
 */
export function checkSupportQuery(typed: string): string | null {
  const q = typed.trim();
  const fine = readSupportQuery(q) !== null;
  $supportSearch.set({ ...$supportSearch.get(), problem: fine ? "" : SUPPORT_QUERY_HELP });
  return fine ? q : null;
}

/** Searches for the address's words and page (GET /api/support/orders); no words, no search. */
export async function searchSupportOrders(q: string, page: number): Promise<void> {
  const isLatest = beginSearch();
  const held = $supportSearch.get();
  if (!q) {
    $supportSearch.set({ ...held, status: "idle", answer: null, error: "" });
    return;
  }
  $supportSearch.set({ ...held, status: "loading", answer: null, error: "" });
  try {
    const answer = await findOrders(q, page);
    if (isLatest()) $supportSearch.set({ status: "ready", answer, problem: "", error: "" });
  } catch (cause) {
    if (!isLatest()) return;
    const refused = serverProblems(cause);
    const box = refused?.fields.q;
    $supportSearch.set({
      status: "failed",
      answer: null,
      problem: box ?? $supportSearch.get().problem,
      error: box ? "" : (refused?.message ?? OFFLINE),
    });
  }
}

export interface SupportOrderView {
  /** The order on screen. */
  orderId: string;
  /** Its order, timeline, shop, rider and the riders to pick; null until the first load. */
  data: SupportOrderResponse | null;
  /** Why the first load failed ("" while it loads), with "Try again". */
  loadError: string;
  /** A change is on its way: the buttons wait. */
  busy: boolean;
  /** What the last change did ("Order #A2B3C4 goes to Ravi Kumar now."). */
  message: string;
  /** Why the last change was refused (or could not be asked). */
  error: string;
  /** The reason box's problem: the rule's before asking to cancel, the server's after. */
  reasonProblem: string;
}

const openedOn = (orderId: string): SupportOrderView => ({
  orderId,
  data: null,
  loadError: "",
  busy: false,
  message: "",
  error: "",
  reasonProblem: "",
});

/** The order the support admin opened from the search. */
export const $supportOrder = atom<SupportOrderView>(openedOn(""));

const beginOrder = latestWins();

const update = (orderId: string, change: Partial<SupportOrderView>) => {
  const held = $supportOrder.get();
  if (held.orderId === orderId) $supportOrder.set({ ...held, ...change });
};

/** Opens an order (/Admin/support/order/{id}): what was held of another goes, and it loads. */
export function openSupportOrder(orderId: string): Promise<void> {
  $supportOrder.set(openedOn(orderId));
  return loadSupportOrder();
}

/** Loads the open order (GET /api/support/orders/{id}): on opening, and "Try again". */
export async function loadSupportOrder(): Promise<void> {
  const { orderId } = $supportOrder.get();
  const isLatest = beginOrder();
  update(orderId, { loadError: "" });
  try {
    const data = await supportOrder(orderId);
    if (isLatest()) update(orderId, { data });
  } catch (cause) {
    if (isLatest()) update(orderId, { loadError: serverProblems(cause)?.message ?? OFFLINE });
  }
}

/**
 * How a change ended: "done" (its message said), "failed" (the refusal
 * said above the order) or "field" (said beside the field it names).
 */
export type ChangeResult = "done" | "failed" | "field";

/** One change to the open order: the answer shown, the message said, a refusal said where it belongs. */
async function change(
  ask: (orderId: string) => Promise<SupportOrderResponse>,
  done: string,
  field: "riderId" | "reason" | "utr",
): Promise<ChangeResult> {
  const { orderId } = $supportOrder.get();
  const number = orderNumber(orderId);
  update(orderId, { busy: true, error: "", message: "" });
  // The change's answer is newer than any load on its way: those are dropped.
  beginOrder();
  try {
    const data = await ask(orderId);
    update(orderId, { data, message: done, busy: false });
    return "done";
  } catch (cause) {
    const refused = serverProblems(cause);
    if (field === "reason" && refused?.fields.reason) {
      update(orderId, { reasonProblem: refused.fields.reason, busy: false });
      return "field";
    }
    const error =
      field === "utr" && refused?.fields.utr
        ? `Order #${number}: ${refused.fields.utr}`
        : refused
          ? `Order #${number}: ${refused.message}`
          : OFFLINE;
    update(orderId, { error, busy: false });
    return "failed";
  }
}

/** Gives the open order to one of the riders offered (by their id as the picker holds it). */
export function giveSupportRider(riderId: string): Promise<ChangeResult> {
  const { orderId, data } = $supportOrder.get();
  const picked = data?.riders.find((r) => String(r.riderId) === riderId);
  if (!picked) {
    update(orderId, { error: CHOOSE_RIDER });
    return Promise.resolve("failed");
  }
  return change(
    (id) => giveRider(id, picked.riderId),
    `Order #${orderNumber(orderId)} goes to ${picked.name} now.`,
    "riderId",
  );
}

/** Whether the reason typed will do, asked before the confirmation opens; the box says what is wrong. */
export function checkCancelReason(reason: string): boolean {
  const said = reason.trim();
  const problem = !said ? REASON_MISSING : said.length > CANCEL_REASON_MAX ? reasonTooLong(said.length) : "";
  update($supportOrder.get().orderId, { reasonProblem: problem });
  return !problem;
}

/** Cancels the open order with the reason the seller and the shopper read; its stock goes back. */
export function cancelSupportOrder(reason: string): Promise<ChangeResult> {
  const { orderId, data } = $supportOrder.get();
  return change(
    (id) => cancelWithReason(id, reason.trim()),
    `Order #${orderNumber(orderId)} is cancelled; its stock is back in ${data?.shop.shopName ?? ""}.`,
    "reason",
  );
}

/** Marks the open order's refund sent, with the 12 digits of the seller's UPI transfer (UTR). */
export function markSupportRefund(utr: string): Promise<ChangeResult> {
  const { orderId } = $supportOrder.get();
  return change((id) => markRefundSent(id, utr), `Order #${orderNumber(orderId)}: refund marked sent`, "utr");
}
