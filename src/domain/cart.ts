/**
 * The bag's transitions (SPEC §4 "Cart") and limits (§5), as pure
 * `(state, …) => state` functions. The `cart` store calls them; screens never
 * change a bag line themselves. A function that changes nothing returns the
 * state it was given, so a store can skip the write.
 */

import { defaultSelection } from "./catalogue";
import { colorFirst } from "./colorPhotos";
import type { CartLine, ProductLike, Stocked } from "./shapes";
import { availableStock, outOfStockMessage } from "./stock";

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

function mapLine<S extends Bag<L>, L extends CartLine>(
  state: S,
  key: LineKey,
  change: (l: L) => L | null,
): S {
  const index = state.cartProducts.findIndex((l) => isLine(l, key));
  const line = state.cartProducts[index];
  if (line === undefined) return state;
  const next = change(line);
  if (next === line) return state;
  const cartProducts = state.cartProducts.slice();
  if (next === null) cartProducts.splice(index, 1);
  else cartProducts[index] = next;
  return { ...state, cartProducts };
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

/**
 * One more piece, only while the count is below the stock (variant stock for
 * its size and colour, else productUnits). A changed count clears the
 * server's message for the line: the shopper has answered it.
 */
export function increaseCount<S extends Bag<L>, L extends CartLine>(state: S, key: LineKey): S {
  return mapLine(state, key, (l) =>
    l.productCount < availableStock(l, l.size, l.color)
      ? { ...l, productCount: l.productCount + 1, error: "" }
      : l,
  );
}

/** One piece fewer (clearing the server's message for the line); at count 1 the line is removed. */
export function decreaseCount<S extends Bag<L>, L extends CartLine>(state: S, key: LineKey): S {
  return mapLine(state, key, (l) =>
    l.productCount <= 1 ? null : { ...l, productCount: l.productCount - 1, error: "" },
  );
}

/** Flags a line with the server's message (a stock refusal); the bag shows it instead of 'OUT OF STOCK'. */
export function flagLine<S extends Bag<L>, L extends CartLine>(state: S, key: LineKey, message: string): S {
  return mapLine(state, key, (l) => (l.error === message ? l : { ...l, error: message }));
}

/** Selects or unselects one line. */
export function toggleChecked<S extends Bag<L>, L extends CartLine>(state: S, key: LineKey): S {
  return mapLine(state, key, (l) => ({ ...l, checked: !l.checked }));
}

/** Selects (or, with false, unselects) every line. */
export function checkAll<S extends Bag<L>, L extends CartLine>(state: S, checked = true): S {
  return {
    ...state,
    cartProducts: state.cartProducts.map((l) => (l.checked === checked ? l : { ...l, checked })),
  };
}

/** Removes the selected lines. */
export function removeChecked<S extends Bag<L>, L extends CartLine>(state: S): S {
  return { ...state, cartProducts: state.cartProducts.filter((l) => !l.checked) };
}

/** Removes one line. */
export function removeLine<S extends Bag<L>, L extends CartLine>(state: S, key: LineKey): S {
  return mapLine(state, key, () => null);
}

/** Empties the bag (the wishlist stays). */
export function clearBag<S extends Bag<L>, L extends CartLine>(state: S): S {
  return { ...state, cartProducts: [] };
}

/** After an order is placed: the ordered (selected) lines go, the rest become selected. */
export function afterOrderPlaced<S extends Bag<L>, L extends CartLine>(state: S): S {
  return checkAll(removeChecked(state), true);
}

/** The out-of-stock message of a line (its error, else 'OUT OF STOCK'), or null when it is fine (SPEC §5). */
export function lineProblem(line: CartLine): string | null {
  return outOfStockMessage(line);
}

/** Whether a selected line is flagged, which blocks checkout (SPEC §5). */
export function checkedLineHasProblem(state: Bag): boolean {
  return state.cartProducts.some((l) => l.checked && lineProblem(l) !== null);
}
