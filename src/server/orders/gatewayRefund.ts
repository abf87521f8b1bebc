/**
 * A refund through the payment gateway falling due (issue 37; payments/refunds.ts
 * sends them): an order paid online (marked paid by the gateway) cancelled or
 * returned writes its refund to the outbox of refund calls in the same
 * transaction, and its `refund` reads "due" until the gateway says it is
 * processed. Here, below the payments folder, so the order changes that make
 * a refund due can write it.
 */
import { eq } from "drizzle-orm";
import type { Refund } from "../../contract/userData";
import type { Db } from "../db/connection";
import { checkouts, gatewayRefunds, type OrderRow } from "../db/schema";

/** Who marked an order paid when the gateway did (orders.payment_received_by). */
export const GATEWAY_ACTOR = "gateway:razorpay";

/** Whether an order's money came through the gateway (so it goes back the same way). */
export const paidByGateway = (order: { paymentReceivedBy: string; paymentReceivedAt: Date | null }) =>
  order.paymentReceivedAt !== null && order.paymentReceivedBy.startsWith("gateway:");

export interface NewRefund {
  receipt: string;
  checkoutId: string;
  paymentId: string;
  orderId?: string;
  shopId?: string;
  amount: number;
  reason: string;
  now: Date;
}

/** Writes a refund in `tx`; one whose receipt is there already is left as it is. */
export async function enqueueRefund(tx: Db, refund: NewRefund): Promise<void> {
  if (refund.amount <= 0) return;
  await tx
    .insert(gatewayRefunds)
    .values({
      receipt: refund.receipt,
      checkoutId: refund.checkoutId,
      paymentId: refund.paymentId,
      orderId: refund.orderId ?? "",
      shopId: refund.shopId ?? "",
      amount: refund.amount,
      reason: refund.reason,
      nextAttemptAt: refund.now,
      createdAt: refund.now,
    })
    .onConflictDoNothing({ target: gatewayRefunds.receipt });
}

/**
 * The gateway refund of an order line paid online, due `amount` now (a cancel
 * or an accepted return, in its transaction): its row in the outbox, and the
 * order's refund as the shopper and seller read it ("due", the gateway's).
 */
export async function refundOrderThroughGateway(
  tx: Db,
  order: Pick<OrderRow, "orderId" | "shopId" | "placementId" | "transactionId">,
  amount: number,
  reason: string,
  now: Date,
): Promise<Refund | null> {
  if (amount <= 0) return null;
  const [checkout] = await tx
    .select({ id: checkouts.id })
    .from(checkouts)
    .where(eq(checkouts.placementId, order.placementId))
    .limit(1);
  if (!checkout) return null;
  await enqueueRefund(tx, {
    receipt: `order:${order.orderId}`,
    checkoutId: checkout.id,
    paymentId: order.transactionId,
    orderId: order.orderId,
    shopId: order.shopId,
    amount,
    reason,
    now,
  });
  return { status: "due", amount, dueAt: now.toISOString(), refundedAt: "", utr: "", by: "gateway" };
}
