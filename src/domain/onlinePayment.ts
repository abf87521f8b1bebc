/**
 * What the bag says of a payment through the gateway that did not place the
 * order (issue 37; src/stores/onlinePayment.ts follows the checkout). Apart
 * from checkout.ts: only the bag of a shop that takes online payments loads
 * them.
 */
export const PAYMENT_NOT_MADE =
  "The payment did not go through: {reason}. Try again, or choose another way to pay.";
export const PAYMENT_CANCELLED = "You left the payment page. Your bag is as it was: pay when you are ready.";
export const PAYMENT_REFUNDED =
  "Your payment came in, but the order could not be placed: {reason}. The whole amount is on its way back to you.";
export const PAYMENT_SLOW =
  "We have not heard from the payment gateway yet. If you paid, your order appears in My Orders within a few minutes.";
