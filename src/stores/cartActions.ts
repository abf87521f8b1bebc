/**
 * The bag and wishlist actions (SPEC §4): each applies one pure rule of
 * src/domain to the persisted `cart` slice. Kept apart from cart.ts so the
 * first load (header badges) carries the state, not the actions.
 */
import * as bag from "../domain/cart";
import type { ProductLike } from "../domain/shapes";
import * as wish from "../domain/wishlist";
import { $cart, type CartState } from "./cart";

function update(rule: (state: CartState) => CartState): void {
  const state = $cart.get();
  const next = rule(state);
  if (next !== state) $cart.set(next);
}

/** Adds `count` pieces of a product in one size and colour to the bag (kept as it is when already there). */
export function addToBag(
  product: ProductLike,
  shopId: string,
  selection: { size?: string; color?: string; count?: number } = {},
): void {
  update((s) => bag.addLine(s, bag.lineFromProduct(product, shopId, selection)));
}

/** One more piece of a line, only while below its stock. */
export function increase(key: bag.LineKey): void {
  update((s) => bag.increaseCount(s, key));
}

/** One piece fewer; the line goes at count 1. */
export function decrease(key: bag.LineKey): void {
  update((s) => bag.decreaseCount(s, key));
}

/** Selects or unselects a line. */
export function toggleChecked(key: bag.LineKey): void {
  update((s) => bag.toggleChecked(s, key));
}

/** Selects (or unselects) every line. */
export function checkAll(checked = true): void {
  update((s) => bag.checkAll(s, checked));
}

/** REMOVE: the selected lines leave the bag. */
export function removeChecked(): void {
  update(bag.removeChecked);
}

/** MOVE TO WISHLIST: the selected lines replace the wishlist. */
export function moveCheckedToWishlist(): void {
  update(wish.moveCheckedToWishlist);
}

/** Removes one line. */
export function removeFromBag(key: bag.LineKey): void {
  update((s) => bag.removeLine(s, key));
}

/** Empties the bag. */
export function clearBag(): void {
  update(bag.clearBag);
}

/** After an order is placed: ordered lines go, the rest are selected. */
export function afterOrderPlaced(): void {
  update(bag.afterOrderPlaced);
}

/** Adds a product to the wishlist (and records its id). */
export function addToWishlist(product: ProductLike): void {
  update((s) => wish.addWish(s, wish.wishFromProduct(product)));
}

/** Removes a product from the wishlist. */
export function removeFromWishlist(productId: string): void {
  update((s) => wish.removeWish(s, productId));
}

/** The heart button: adds the product to the wishlist, or removes it when it is there. */
export function toggleWishlist(product: ProductLike): void {
  if (wish.isWishlisted($cart.get(), product.productId)) removeFromWishlist(product.productId);
  else addToWishlist(product);
}

/** Wishlist ADD TO BAG: into the bag (checked, count 1, the shop id), out of the wishlist. */
export function moveWishToBag(productId: string, shopId: string): void {
  update((s) => wish.moveWishToBag(s, productId, shopId));
}
