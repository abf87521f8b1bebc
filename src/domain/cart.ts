/**
 * The bag's lines (SPEC §4 "Cart"): what names a line, and adding one, as
 * pure `(state, …) => state` functions. The `cart` store calls them; screens
 * never change a bag line themselves. A function that changes nothing
 * returns the state it was given, so a store can skip the write. The bag
 * screen's own transitions (counts, selection, removal) are in bagLines.ts,
 * which the catalogue screens do not load.
 */

import { defaultSelection } from "./catalogue";
import { colorFirst } from "./colorPhotos";
import type { CartLine, ProductLike, Stocked } from "./shapes";

/** What names one line: a product in one size and colour. */
export interface LineKey {
  productId: string;
  size?: string | undefined;
  color?: string | undefined;
}

/** The bag part of the `cart` slice. */
export interface Bag<L extends CartLine = CartLine> {
  cartProducts: L[];
}

/** Whether a line is the one `key` names (size and colour matter for variant products). */
export function isLine(line: LineKey, key: LineKey): boolean {
  return (
    line.productId === key.productId &&
    (line.size ?? "") === (key.size ?? "") &&
    (line.color ?? "") === (key.color ?? "")
  );
}

/** Whether the bag holds `productId` (in any size and colour unless they are given). */
export function isInBag(bag: Bag, productId: string, size?: string, color?: string): boolean {
  return bag.cartProducts.some((l) =>
    size === undefined && color === undefined
      ? l.productId === productId
      : isLine(l, { productId, size, color }),
  );
}

/** Adds a line, checked; a line already in the bag (same product, size and colour) is kept as it is. */
export function addLine<S extends Bag<L>, L extends CartLine>(state: S, line: L): S {
  if (state.cartProducts.some((l) => isLine(l, line))) return state;
  return { ...state, cartProducts: [...state.cartProducts, { ...line, checked: true }] };
}

/** Product fields a wishlist entry may lack (entries saved by older code). */
type MaybeMissing = "productDescription" | "gst" | keyof Stocked;

/** A product (or wishlist entry) as a bag line: `count` pieces of one size and colour, selected. */
export function lineFromProduct(
  p: Omit<ProductLike, MaybeMissing> & { [K in MaybeMissing]?: ProductLike[K] | undefined },
  shopId: string,
  selection: { size?: string; color?: string; count?: number } = {},
): CartLine {
  const chosen = selection.size === undefined ? defaultSelection(p) : selection;
  const color = p.hasVariants ? (chosen.color ?? "") : "";
  return {
    shopId,
    productId: p.productId,
    // The chosen colour's photo first, when the seller gave one: the bag line shows that colour.
    productImages: colorFirst(p, color),
    productName: p.productName,
    productDescription: p.productDescription ?? "",
    productUnits: p.productUnits ?? 0,
    hasVariants: p.hasVariants ?? false,
    variants: p.variants ?? [],
    size: p.hasVariants ? (chosen.size ?? "") : "",
    color,
    checked: true,
    productCount: Math.max(1, Math.trunc(selection.count ?? 1)),
    onePiecePrice: p.onePiecePrice,
    productPrice: p.productPrice,
    gst: p.gst ?? 0,
    error: "",
    productCategory: p.productCategory,
    productdiscountPrice: p.productdiscountPrice,
  };
}
