/** The order number a shopper sees: the last 6 characters of the orderId (SPEC §9). */
export function orderNumber(orderId: string): string {
  return orderId.slice(-6);
}

/**
 * A placement's reference on the history: the order number of its first
 * line as the seller's console lists them (sellerOrders.ts `placementRef`,
 * the lines by id). Here, not in afterOrder.ts: the bag's Success view names
 * it too, and should not load the after-order rules to do so.
 */
export function placementReference(cards: readonly { orderId: string }[]): string {
  const first = cards.reduce<string | null>(
    (min, c) => (min === null || c.orderId < min ? c.orderId : min),
    null,
  );
  return first === null ? "" : orderNumber(first);
}
