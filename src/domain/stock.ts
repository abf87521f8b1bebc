/** Stock limits (SPEC §4, §5): variant stock for the chosen size and colour, else productUnits. */
import * as v from "valibot";

const Stock = v.pipe(v.number(), v.integer(), v.minValue(0));

/** One colour of one size, with its own stock. */
export const ColorStock = v.object({ color: v.string(), stock: Stock });
export type ColorStock = v.InferOutput<typeof ColorStock>;

/** One size with its colours (SPEC §3 variants), in display order. */
export const SizeVariant = v.object({ size: v.string(), colors: v.array(ColorStock) });
export type SizeVariant = v.InferOutput<typeof SizeVariant>;

/** What stock depends on, in a product and in a bag line: variants by size then colour, else productUnits. */
export const Stocked = v.object({
  /** Stock of a product without variants. */
  productUnits: Stock,
  hasVariants: v.boolean(),
  variants: v.array(SizeVariant),
});
export type Stocked = v.InferOutput<typeof Stocked>;

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
