/** Order statuses (SPEC §4): list badges, the six-stage workflow, and who may move an order. */

export const ORDER_STATUS_TEXT = {
  PENDING: "Your order is Pending",
  CONFIRMED: "Your Order was Confirmed",
  SHIPPED: "Your Order is Shipped",
  CANCEL: "Your order was Canceled",
} as const;
export type OrderStatus = keyof typeof ORDER_STATUS_TEXT;

/** The list status of an order; anything unknown falls back to PENDING. */
export function orderStatus(value: unknown): OrderStatus {
  return typeof value === "string" && Object.hasOwn(ORDER_STATUS_TEXT, value)
    ? (value as OrderStatus)
    : "PENDING";
}

/** Server riderStatus strings, in workflow order: the index is the stage. */
export const RIDER_STAGES = [
  "Pending",
  "Confirmed",
  "En Route",
  "In Transit",
  "Delivered",
  "Received",
] as const;
export type RiderStage = (typeof RIDER_STAGES)[number];

export type Actor = "seller" | "rider" | "customer";

/** The six stages of the management view, with their action label and actor. */
export const WORKFLOW = [
  { key: "pending", label: "Process Order", actor: "seller" },
  { key: "confirmed", label: "Confirm Order", actor: "seller" },
  { key: "en-route", label: "Assign to Rider", actor: "rider" },
  { key: "in-transit", label: "Mark In Transit", actor: "rider" },
  { key: "delivered", label: "Mark as Delivered", actor: "rider" },
  { key: "received", label: "Customer Confirmation", actor: "customer" },
] as const satisfies readonly { key: string; label: string; actor: Actor }[];

/** Stage index of a server riderStatus (Pending 0 … Received 5); unknown → 0. */
export function stageIndex(riderStatus: string): number {
  const i = RIDER_STAGES.indexOf(riderStatus as RiderStage);
  return i === -1 ? 0 : i;
}

/** Who moves an order to a status: the seller confirms; riders move it on; the customer confirms receipt (POST /api/digiorder/confirmreceipt). */
export function actorFor(status: RiderStage): Actor {
  if (status === "Pending" || status === "Confirmed") return "seller";
  if (status === "Received") return "customer";
  return "rider";
}

/** Whether `actor` may move an order from `from` to `to`: exactly one step forward, by that step's actor. */
export function canMove(from: string, to: RiderStage, actor: Actor): boolean {
  const fromIndex = RIDER_STAGES.indexOf(from as RiderStage);
  const toIndex = RIDER_STAGES.indexOf(to);
  return fromIndex !== -1 && toIndex === fromIndex + 1 && actorFor(to) === actor;
}

/** The list status that goes with a workflow stage. */
export function listStatusFor(riderStatus: string): OrderStatus {
  if (hasLeft(riderStatus)) return "SHIPPED";
  return stageIndex(riderStatus) === 1 ? "CONFIRMED" : "PENDING";
}

/** Whether an order has left the shop (En Route or later): Shipped in lists, no more cancelling or naming its rider. */
export function hasLeft(riderStatus: string): boolean {
  return stageIndex(riderStatus) >= 2;
}
