/**
 * Rules of placing an order (the server's side of the bag; its bill and
 * how the bill lands on order rows are money.ts orderBill and lineCharges,
 * the bag's own): how much stock each line needs, and the over-stock message.
 */

/** Pieces needed per stock key (several lines may draw on the same product or variant). */
export function stockDemand<T extends { productCount: number }>(
  lines: readonly T[],
  keyOf: (line: T) => string,
): Map<string, number> {
  const demand = new Map<string, number>();
  for (const line of lines) demand.set(keyOf(line), (demand.get(keyOf(line)) ?? 0) + line.productCount);
  return demand;
}

/** The product's name with its size and colour, as an over-stock message names it. */
export function lineLabel(productName: string, size = "", color = ""): string {
  const variant = [size, color].filter(Boolean).join(" / ");
  return variant ? `${productName} (${variant})` : productName;
}

/** The 409 message for a line asking more than the stock left: "Only 2 left of Brass Diya Set". */
export function overStockMessage(productName: string, stock: number, size = "", color = ""): string {
  const label = lineLabel(productName, size, color);
  return stock > 0 ? `Only ${stock} left of ${label}` : `${label} is out of stock`;
}
