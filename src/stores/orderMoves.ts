/**
 * What the shared order parts (admin/orders: OrderLine, ReturnReview,
 * RefundReview) do to one order line, in the seller's console and the
 * rider-key console: move it a stage on, name its rider, write its note,
 * cancel it, accept or refuse the shopper's return, mark a cancelled UPI
 * line's refund sent. Each order's change on its way is held by the order's
 * id (its buttons wait); each action answers the order as it now is and the
 * line to say, and the screen holding the list puts the order in its place.
 */
import { atom } from "nanostores";
import {
  assignRider,
  type ConsoleStaff,
  cancelOrder,
  decideReturn,
  moveOrder,
  writeNote,
} from "../api/digiorder";
import { markRefunded } from "../api/refund";
import { refusalOf } from "../api/refusal";
import type { OrderDetail } from "../contract/orderDetail";
import type { SellerOrder } from "../contract/sellerOrders";
import { CANCELED } from "../domain/orders/console";
import { orderNumber } from "../domain/orders/orderNumber";
import { UPDATE_FAILED } from "../domain/orders/tracking";

/** Who works the console (the seller of a shop, or a rider with the rider key). */
export type { ConsoleStaff };

/** How a change ended: the order as it now is and "Order #…: done", or "Order #…: why it was refused". */
export type MoveResult = { ok: true; order: OrderDetail; message: string } | { ok: false; message: string };

/** The orders with a change on its way, by id. */
export const $orderMoves = atom<Readonly<Record<string, true>>>({});

const mark = (orderId: string, busy: boolean) => {
  const { [orderId]: _held, ...others } = $orderMoves.get();
  $orderMoves.set(busy ? { ...others, [orderId]: true } : others);
};

async function run(orderId: string, ask: () => Promise<OrderDetail>, done: string): Promise<MoveResult> {
  const number = orderNumber(orderId);
  mark(orderId, true);
  try {
    return { ok: true, order: await ask(), message: `Order #${number}: ${done}` };
  } catch (cause) {
    return { ok: false, message: `Order #${number}: ${refusalOf(cause, UPDATE_FAILED)}` };
  } finally {
    mark(orderId, false);
  }
}

/**
 * Moves an order one stage on (the seller confirms; a rider takes it En
 * Route, In Transit, Delivered: on a cash-on-delivery order with the cash
 * collected).
 */
export const moveOrderOn = (staff: ConsoleStaff, orderId: string, to: string, cashCollected?: number) =>
  run(
    orderId,
    () =>
      cashCollected === undefined
        ? moveOrder(staff, orderId, to)
        : moveOrder(staff, orderId, to, cashCollected),
    to,
  );

/** The seller names the rider (one of the shop's, or typed in). */
export const assignOrderRider = (
  staff: ConsoleStaff,
  orderId: string,
  rider: { name: string; phoneNumber: string; vehicleType: string },
) => run(orderId, () => assignRider(staff, orderId, rider), "rider assigned");

/** The seller's order note (the fields filled in). */
export const writeOrderNote = (
  staff: ConsoleStaff,
  orderId: string,
  note: { deliveryPartner?: string; ShippingId?: string; deliveryDate?: string; deliveryTime?: string },
) => run(orderId, () => writeNote(staff, orderId, note), "note saved");

/** The seller cancels an order that has not left; its stock goes back. */
export const cancelConsoleOrder = (staff: ConsoleStaff, orderId: string) =>
  run(orderId, () => cancelOrder(staff, orderId), CANCELED);

/** The seller accepts or refuses the shopper's return (a refusal says why, in `note`). */
export const decideOrderReturn = (
  staff: ConsoleStaff,
  orderId: string,
  decision: "accept" | "refuse",
  note: string,
) =>
  run(
    orderId,
    () => decideReturn(staff, orderId, decision, note),
    decision === "accept" ? "return accepted" : "return refused",
  );

/** A refund being marked sent ("sending"), or why it was refused. */
export type RefundMark = { status: "sending" } | { status: "failed"; message: string };

/** The refunds being marked sent, or refused, by order id. */
export const $refundMarks = atom<Readonly<Record<string, RefundMark>>>({});

const setMark = (orderId: string, state: RefundMark | null) => {
  const { [orderId]: _held, ...others } = $refundMarks.get();
  $refundMarks.set(state ? { ...others, [orderId]: state } : others);
};

/**
 * The seller sent a cancelled UPI line's refund (its UTR, the 12 digits):
 * answers the placement's lines as they now are and the line to say, or
 * null, the refusal then held under the order's id.
 */
export async function markOrderRefunded(
  orderId: string,
  utr: string,
): Promise<{ lines: readonly SellerOrder[]; message: string } | null> {
  setMark(orderId, { status: "sending" });
  try {
    const lines = await markRefunded(orderId, utr);
    setMark(orderId, null);
    return { lines, message: `Order #${orderNumber(orderId)}: refund marked sent` };
  } catch (cause) {
    setMark(orderId, { status: "failed", message: refusalOf(cause, UPDATE_FAILED) });
    return null;
  }
}

/** The seller edits the UTR: the refusal said of the last one goes. */
export function forgetRefundFailure(orderId: string): void {
  if ($refundMarks.get()[orderId]?.status === "failed") setMark(orderId, null);
}
