/**
 * The bag screen's own transitions (SPEC §4 "Cart", §5): counts, selection,
 * removal and the checks before checkout, as pure `(state, …) => state`
 * functions. Apart from cart.ts (adding a line, what the catalogue screens
 * need), so the home, a product and the wishlist do not load them.
 */
import { type Bag, isLine, type LineKey } from "./cart";
import type { CartLine, WishItem } from "./shapes";
import { availableStock, outOfStockMessage } from "./stock";
import { type CartSlice, wishFromLine } from "./wishlist";

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

/** MOVE TO WISHLIST (SPEC §4): the wishlist is replaced by the selected lines, which leave the bag. */
export function moveCheckedToWishlist<S extends CartSlice>(state: S): S {
  const wishlist: WishItem[] = [];
  for (const line of state.cartProducts) {
    if (line.checked && !wishlist.some((w) => w.productId === line.productId))
      wishlist.push(wishFromLine(line));
  }
  return { ...removeChecked(state), wishlist, wishlistIds: wishlist.map((w) => w.productId) };
}
