/**
 * Whether an order's money is in: a UPI order is paid only once its seller has
 * seen the credit and marked it received; a cash-on-delivery order is paid at
 * the door. An unpaid UPI order does not leave the shop.
 */

/** A payment id of the gateway (Razorpay's `pay_…`): an order placed by it was paid online. */
export const GATEWAY_PAYMENT_ID = /^pay_[A-Za-z0-9]{1,40}$/;

export interface PaidLike {
  paymentMethod: string;
  paymentReceivedAt: string | null;
}

/** Whether the seller still has to confirm this order's UPI payment. */
export function awaitsUpiPayment(order: PaidLike): boolean {
  return order.paymentMethod === "UPI" && order.paymentReceivedAt === null;
}

/** Why an order can't leave the shop yet, or null when it can. */
export function shipBlocker(order: PaidLike): string | null {
  return awaitsUpiPayment(order)
    ? "This UPI order is not marked paid: the seller marks the payment received (or switches it to cash on delivery) before it ships"
    : null;
}

/**
 * Whether the shop has the order's money: a UPI order once its payment is
 * marked received; a cash-on-delivery order once it is delivered (paid at
 * the door).
 */
export function isPaid(order: PaidLike & { riderStatus: string }): boolean {
  if (order.paymentMethod === "UPI") return order.paymentReceivedAt !== null;
  return order.riderStatus === "Delivered" || order.riderStatus === "Received";
}
