/**
 * Who may cancel an order, until when, and why: the shop's seller until it
 * leaves the shop (Pending or Confirmed); the platform's hourly sweep only
 * what no seller confirmed (Pending); a support admin until it is delivered,
 * always with a reason the seller and the shopper read; the shopper, like
 * the seller, until it leaves the shop, with a reason the seller reads. A cancelled order's
 * stock goes back (src/server/orders/console.ts `cancelOrder`).
 */
import { hasLeft, stageIndex } from "./orderStatus";

/** Who cancels: the shop's seller, the platform's sweep, a support admin, or the shopper who placed it. */
export type Canceller = "seller" | "platform" | "support" | "customer";

/** The longest reason a support admin may give (the shopper reads it on the order). */
export const CANCEL_REASON_MAX = 300;

/** Why `by` may not cancel an order that is `riderStatus`, or null when they may. */
export function cancelRefusal(by: Canceller, riderStatus: string): string | null {
  switch (by) {
    case "platform":
      return riderStatus === "Pending" ? null : `An order that is ${riderStatus} was confirmed`;
    case "seller":
      return hasLeft(riderStatus) ? `An order that is ${riderStatus} has left the shop` : null;
    case "customer":
      return hasLeft(riderStatus)
        ? "This order has left the shop, so it can't be cancelled now. Once it is delivered you can ask for a return."
        : null;
    case "support":
      return stageIndex(riderStatus) >= stageIndex("Delivered")
        ? `An order that is ${riderStatus} was delivered: it can't be cancelled`
        : null;
  }
}
