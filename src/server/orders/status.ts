/**
 * Moving an order along the rider workflow (SPEC §4), one step at a time by
 * that step's actor (src/domain/orders/orderStatus.ts `canMove`): the shop's seller
 * confirms; a rider takes it En Route (and becomes its rider), then only that
 * rider marks it In Transit and Delivered; then only the order's customer
 * confirms receipt (Received). The row is locked while it moves.
 */

import { eq } from "drizzle-orm";
import type * as v from "valibot";
import type { RiderDetails, RiderStatus } from "../../contract/orderDetail";
import { indiaTime } from "../../domain/delivery";
import { actorFor, canMove, listStatusFor } from "../../domain/orders/orderStatus";
import { shipBlocker } from "../../domain/orders/payment";
import type { Caller } from "../auth/guards";
import type { Db } from "../db/connection";
import { type OrderRow, orders } from "../db/schema";
import { ApiFailure, notFound } from "../http/failure";
import { announceLive } from "../messages/live";
import { assignmentPushes, changeMessages } from "../messages/orderMessages";
import { billOnChange } from "./invoice";

type Details = v.InferOutput<typeof RiderDetails>;

/** A seller's answer for another shop's order. */
export const NOT_THIS_SHOP = "This order belongs to a shop you don't sell for";

/** 403 unless the caller is the actor of the step to `to` for this order. */
function checkActor(order: OrderRow, to: RiderStatus, caller: Caller): void {
  if (actorFor(to) === "customer") {
    if (!caller.customer) throw new ApiFailure(403, "Only the order's customer confirms receipt");
    if (caller.customerKey !== order.email) throw new ApiFailure(403, "This order is not yours to confirm");
    return;
  }
  if (actorFor(to) === "seller") {
    if (!caller.sellerShops?.size) throw new ApiFailure(403, "Only the shop's seller confirms orders");
    if (!caller.sellerShops.has(order.shopId)) throw new ApiFailure(403, NOT_THIS_SHOP);
    return;
  }
  if (!caller.rider) throw new ApiFailure(403, "Only a rider moves an order on after it is confirmed");
  // Before En Route only an order support gave to a rider (support.ts) has one; after, the rider who took it.
  if ((to !== "En Route" || order.riderId !== null) && order.riderId !== caller.rider.id) {
    throw new ApiFailure(403, "This order is with another rider");
  }
}

/**
 * Changes one order with its row locked (SELECT … FOR UPDATE), the one way
 * every status, note, rider or cancel change goes: 404 for an unknown order;
 * `authorize` refuses a caller who may not touch it; a canceled order changes
 * no more (409); `change` checks the stage and gives the new fields. The
 * row's updatedAt becomes `now`, the time the change's history entry carries.
 */
export function changeOrder(
  db: Db,
  orderId: string,
  authorize: (order: OrderRow) => void,
  change: (order: OrderRow, tx: Db) => Partial<OrderRow> | Promise<Partial<OrderRow>>,
  now = new Date(),
): Promise<OrderRow> {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.orderId, orderId)).for("update");
    if (!order) throw notFound("Order", "orderId");
    authorize(order);
    if (order.orderStatus === "CANCEL") throw new ApiFailure(409, "This order was canceled", "orderId");
    const fields = await change(order, tx as Db);
    const [updated] = await tx
      .update(orders)
      .set({ ...fields, updatedAt: now })
      .where(eq(orders.orderId, orderId))
      .returning();
    if (!updated) throw notFound("Order", "orderId");
    // Its GST documents: the invoice at the shop's first confirmation, a credit note for a line taken back.
    await billOnChange(tx as Db, order, updated, now);
    // The shopper hears of a step or a cancel: its message is written with the change. The shop's open
    // consoles, and a rider an order was just given to, hear of it when it commits.
    const given = updated.riderId !== null && updated.riderId !== order.riderId ? updated.riderId : undefined;
    // An order given to a rider by its seller or support (not one the rider took: that moves it) is pushed to
    // the rider's devices.
    const assigned = given !== undefined && updated.riderStatus === order.riderStatus;
    await Promise.all([
      changeMessages(tx as Db, order, updated),
      assigned ? assignmentPushes(tx as Db, updated, given) : undefined,
      announceLive(tx as Db, [
        {
          kind: given === undefined ? "order.changed" : "rider.assigned",
          shopId: updated.shopId,
          orderId: updated.orderId,
          ...(given === undefined ? {} : { riderId: given }),
        },
      ]),
    ]);
    return updated;
  });
}

/** Moves one order to `to` for `caller`; returns the updated row. */
export function moveOrder(
  db: Db,
  orderId: string,
  to: RiderStatus,
  caller: Caller,
  details?: Details,
  now = new Date(),
): Promise<OrderRow> {
  return changeOrder(
    db,
    orderId,
    (order) => checkActor(order, to, caller),
    (order) => {
      const actor = actorFor(to);
      if (!canMove(order.riderStatus, to, actor)) {
        throw new ApiFailure(
          409,
          `An order that is ${order.riderStatus} cannot move to ${to}`,
          "riderStatus",
        );
      }
      if (to === "En Route") {
        const blocker = shipBlocker({
          ...order,
          paymentReceivedAt: order.paymentReceivedAt?.toISOString() ?? null,
        });
        if (blocker) throw new ApiFailure(409, blocker, "orderId");
      }
      const change: Partial<OrderRow> = {
        riderStatus: to,
        orderStatus: listStatusFor(to),
        statusHistory: [...order.statusHistory, { status: to, at: now.toISOString(), by: actor }],
      };
      if (to === "En Route" && caller.rider) {
        // The seller's assignment stands; else the rider's own details, checked as assignrider checks them.
        const rider = order.riderDetails[0] ??
          details ?? {
            name: caller.rider.name,
            phoneNumber: caller.rider.phoneNumber,
            vehicleType: caller.rider.vehicleType,
          };
        change.riderAccepted = true;
        change.riderId = caller.rider.id;
        change.riderDetails = [rider];
        change.orderNote = {
          ...order.orderNote,
          deliveryPartner: rider.name,
          ShippingId: order.orderId,
          deliveryDate: order.deliveryBy,
        };
      }
      if (to === "Delivered") {
        change.deliveryTime = indiaTime(now);
        change.orderNote = { ...order.orderNote, deliveryTime: change.deliveryTime };
      }
      return change;
    },
    now,
  );
}
