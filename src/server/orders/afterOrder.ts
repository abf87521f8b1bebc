/**
 * After the order (issue 26): the shopper cancels their order before it
 * leaves the shop (through the seller's own cancel, `cancelAs`: the stock
 * goes back, the reason is the seller's to read), asks for a return within
 * 45 days of delivery, and reads the tax invoice of their own order; the
 * seller accepts or refuses a return. Each change locks the order's row
 * (status.ts `changeOrder`) and checks src/domain/orders/afterOrder.ts.
 */

import type { InvoiceResponse } from "../../contract/seller";
import { decisionRefusal, deliveredAt, returnRefusal } from "../../domain/orders/afterOrder";
import type { Db } from "../db/connection";
import type { OrderRow } from "../db/schema";
import { ApiFailure, notFound } from "../http/failure";
import { auditOrder } from "../staff/audit";
import { cancelAs } from "./console";
import { paidByGateway, refundOrderThroughGateway } from "./gatewayRefund";
import { invoiceFor } from "./invoice";
import { getOrder } from "./queries";
import { changeOrder, NOT_THIS_SHOP } from "./status";

/** Another customer's order, as the shopper's calls answer it. */
export const NOT_YOURS = "This order is not yours";

/** Refuses (403) an order of another customer; `key` is the caller's own (the body's email, checked). */
const ownOrder = (key: string) => (order: OrderRow) => {
  if (order.email !== key) throw new ApiFailure(403, NOT_YOURS, "orderId");
};

/** The shopper cancels their order before it leaves the shop: its stock goes back; the seller reads why. */
export function customerCancel(
  db: Db,
  key: string,
  orderId: string,
  reason: string,
  now = new Date(),
): Promise<OrderRow> {
  return cancelAs(db, orderId, ownOrder(key), { by: "customer", now, reason });
}

/** The order a return photo may be sent for: the shopper's own, open for a return now (else 404, 403 or 409). */
export async function returnableOrder(db: Db, key: string, orderId: string, now = new Date()) {
  const order = await getOrder(db, orderId);
  if (!order) throw notFound("Order", "orderId");
  ownOrder(key)(order);
  const refusal = returnRefusal({ ...order, deliveredAt: deliveredAt(order) }, now);
  if (refusal) throw new ApiFailure(409, refusal, "orderId");
  return order;
}

/**
 * The shopper asks for a return of a delivered order (within 45 days, once):
 * `photo` is "" or a photo this order's shop holds for returns (`ownPhoto`).
 */
export function requestReturn(
  db: Db,
  key: string,
  input: { orderId: string; reason: string; photo: string },
  ownPhoto: (url: string, shopId: string) => boolean,
  now = new Date(),
): Promise<OrderRow> {
  return changeOrder(
    db,
    input.orderId,
    ownOrder(key),
    (order) => {
      const refusal = returnRefusal({ ...order, deliveredAt: deliveredAt(order) }, now);
      if (refusal) throw new ApiFailure(409, refusal, "orderId");
      if (input.photo && !ownPhoto(input.photo, order.shopId))
        throw new ApiFailure(400, "Send the photo with POST /customer/returnphoto first", "photo");
      return {
        returnRequest: {
          status: "requested",
          reason: input.reason,
          photo: input.photo,
          note: "",
          requestedAt: now.toISOString(),
          decidedAt: "",
        },
      };
    },
    now,
  );
}

/** The seller accepts or refuses an order's return, once, with a note the shopper reads (audited). */
export function decideReturn(
  db: Db,
  shops: ReadonlySet<string>,
  input: { orderId: string; decision: "accept" | "refuse"; note: string },
  actor: string,
  now = new Date(),
): Promise<OrderRow> {
  return changeOrder(
    db,
    input.orderId,
    (order) => {
      if (!shops.has(order.shopId)) throw new ApiFailure(403, NOT_THIS_SHOP, "orderId");
    },
    async (order, tx) => {
      const refusal = decisionRefusal(order);
      if (refusal || !order.returnRequest) throw new ApiFailure(409, refusal ?? "", "orderId");
      const returnRequest = {
        ...order.returnRequest,
        status: input.decision === "accept" ? ("accepted" as const) : ("refused" as const),
        note: input.note,
        decidedAt: now.toISOString(),
      };
      await auditOrder(tx, order, {
        actor,
        action: `order.return.${input.decision}`,
        before: order.returnRequest,
        after: returnRequest,
      });
      // Paid online: the returned line's money goes back through the gateway (its value less the
      // coupon taken on it), in this transaction.
      const refund =
        input.decision === "accept" && paidByGateway(order) && !order.refund
          ? await refundOrderThroughGateway(
              tx,
              order,
              Math.max(0, order.totalCartValue - order.coupontotal),
              "Returned",
              now,
            )
          : null;
      return { returnRequest, ...(refund ? { refund } : {}) };
    },
    now,
  );
}

/** The tax invoice of the shopper's own order: the seller's invoice (404 none, 403 another customer's). */
export async function customerInvoice(db: Db, key: string, orderId: string): Promise<InvoiceResponse> {
  const order = await getOrder(db, orderId);
  if (!order) throw notFound("Order", "orderId");
  ownOrder(key)(order);
  return invoiceFor(db, order.shopId, orderId);
}
