/** The order number a shopper sees: the last 6 characters of the orderId (SPEC §9). */
export function orderNumber(orderId: string): string {
  return orderId.slice(-6);
}
