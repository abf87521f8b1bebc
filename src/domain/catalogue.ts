/**
 * What the catalogue shows about a product (SPEC §2 home and product detail):
 * its price with the struck MRP, its GST, its sizes and colours, and how many
 * pieces may be chosen. Pure; the screens only display the results.
 */
import { lineGst } from "./gst";
import type { SizeVariant, Stocked } from "./shapes";
import { availableStock, totalStock } from "./stock";

export interface PriceView {
  /** What one piece costs. */
  price: number;
  /** The MRP, struck through, when a discount exists; else null. */
  struck: number | null;
  /** Whole percent off the MRP, 0 without a discount. */
  percentOff: number;
}

/** One piece's price, with the MRP struck through when it is higher (SPEC §2). */
export function priceView(p: { onePiecePrice: number; productPrice: number }): PriceView {
  const discounted = p.productPrice > p.onePiecePrice && p.onePiecePrice >= 0;
  return {
    price: p.onePiecePrice,
    struck: discounted ? p.productPrice : null,
    percentOff: discounted ? Math.round((1 - p.onePiecePrice / p.productPrice) * 100) : 0,
  };
}

/** GST of one piece in rupees (the line rule of gst.ts for a count of 1). */
export function gstPerPiece(p: { onePiecePrice: number; gst: number }): number {
  return lineGst({ onePiecePrice: p.onePiecePrice, gst: p.gst, productCount: 1 });
}

/** The sizes of a variant product, in display order. */
export function sizesOf(p: { variants: SizeVariant[] }): string[] {
  return p.variants.map((v) => v.size);
}

/** The colours of one size, each with its stock. */
export function colorsOf(p: { variants: SizeVariant[] }, size: string): { color: string; stock: number }[] {
  return p.variants.find((v) => v.size === size)?.colors ?? [];
}

/** Whether any colour of a size has stock. */
export function sizeInStock(p: { variants: SizeVariant[] }, size: string): boolean {
  return colorsOf(p, size).some((c) => c.stock > 0);
}

/** The selection a product page starts with: the first size and colour in stock (else the first ones). */
export function defaultSelection(p: {
  hasVariants?: boolean | undefined;
  variants?: SizeVariant[] | undefined;
}): { size: string; color: string } {
  const variants = p.hasVariants ? (p.variants ?? []) : [];
  for (const v of variants) {
    const c = v.colors.find((x) => x.stock > 0);
    if (c) return { size: v.size, color: c.color };
  }
  const first = variants[0];
  return { size: first?.size ?? "", color: first?.colors[0]?.color ?? "" };
}

/** After a size is chosen: keep the colour if that size has it in stock, else its first colour in stock. */
export function colorForSize(p: { variants: SizeVariant[] }, size: string, color: string): string {
  const colors = colorsOf(p, size);
  if (colors.some((c) => c.color === color && c.stock > 0)) return color;
  return (colors.find((c) => c.stock > 0) ?? colors[0])?.color ?? "";
}

/** How many pieces may be chosen: between 1 and the stock of the selection (0 when out of stock). */
export function clampQuantity(p: Stocked, wanted: number, size = "", color = ""): number {
  const stock = availableStock(p, size, color);
  if (stock === 0) return 0;
  return Math.min(stock, Math.max(1, Math.trunc(Number.isFinite(wanted) ? wanted : 1)));
}

/** Whether nothing of the product is left in any size or colour. */
export function isSoldOut(p: Stocked): boolean {
  return totalStock(p) === 0;
}
