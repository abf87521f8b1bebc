/** Stock limits (SPEC §4, §5): variant stock for the chosen size and colour, else productUnits. */
import type { Stocked } from "./shapes";

/** The stock for a size and colour of a variant product, or productUnits for a plain one. 0 when the variant is unknown. */
export function availableStock(item: Stocked, size = "", color = ""): number {
  if (!item.hasVariants) return Math.max(0, item.productUnits);
  const colors = item.variants.find((v) => v.size === size)?.colors ?? [];
  return Math.max(0, colors.find((c) => c.color === color)?.stock ?? 0);
}

/** Total stock over every variant (or productUnits): 0 means out of stock. */
export function totalStock(item: Stocked): number {
  if (!item.hasVariants) return Math.max(0, item.productUnits);
  return item.variants.reduce((sum, v) => sum + v.colors.reduce((s, c) => s + Math.max(0, c.stock), 0), 0);
}

/** Whether one more piece may be added to `count` pieces (increase only while below stock). */
export function canIncrease(item: Stocked, count: number, size = "", color = ""): boolean {
  return count < availableStock(item, size, color);
}

/** The message for a line over stock (SPEC §5): the line's error, else 'OUT OF STOCK'; null when fine. */
export function outOfStockMessage(
  item: Stocked & { productCount: number; error?: string; size?: string; color?: string },
): string | null {
  if (item.error) return item.error;
  return item.productCount > availableStock(item, item.size, item.color) ? "OUT OF STOCK" : null;
}
