/**
 * How the history screen shows an order (SPEC §2 "Order history screen",
 * §9): its number, its total, its count badge and its note.
 */

/** What an order row charged (src/contract/userData.ts OrderCard). */
export interface ChargedRow {
  totalCartValue: number;
  deliveryFee?: number | undefined;
  coupontotal?: number | undefined;
}

/**
 * The total a card shows: the line's value plus the delivery fee charged on
 * this row, less the coupon taken on it. SPEC §9's "+20 on the list cards" is
 * the delivery fee: it is added once, on the row that carried it (the shop's
 * first row of a placement), so the cards of one placement add up to what the
 * shopper paid at checkout, never more.
 */
export function cardTotal(row: ChargedRow): number {
  return Math.max(0, row.totalCartValue + (row.deliveryFee ?? 0) - (row.coupontotal ?? 0));
}

/** The image badge: 'x{count}' when more than one piece was ordered, else none. */
export function countBadge(count: number): string | null {
  return count > 1 ? `x${count}` : null;
}

/** An order note's fields (SPEC §3), as the details show them; empty when there is nothing to show. */
export function noteRows(
  note:
    | {
        deliveryPartner?: string | undefined;
        ShippingId?: string | undefined;
        deliveryDate?: string | undefined;
        deliveryTime?: string | undefined;
      }
    | undefined,
): [label: string, value: string][] {
  if (!note) return [];
  const rows: [string, string | undefined][] = [
    ["Delivery partner", note.deliveryPartner],
    ["Shipping ID", note.ShippingId],
    ["Expected delivery date", note.deliveryDate],
    ["Expected delivery time", note.deliveryTime],
  ];
  return rows.filter((row): row is [string, string] => Boolean(row[1]?.trim()));
}
