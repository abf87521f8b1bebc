/**
 * The catalogue's bag and wishlist actions (SPEC §4): add to the bag, the
 * wishlist's heart and its ADD TO BAG, each applying one pure rule of
 * src/domain to the persisted `cart` slice. Kept apart from cart.ts so the
 * first load (header badges) carries the state, not the actions; the bag
 * screen's own actions are in bagActions.ts.
 */
import * as bag from "../domain/cart";
import type { ProductLike } from "../domain/shapes";
import * as wish from "../domain/wishlist";
import { $cart, type CartState } from "./cart";

/** For the bag's sync (bagSync.ts), which comes later: a line made from a product, from this chunk. */
export { lineFromProduct } from "../domain/cart";

/** Applies one rule to the `cart` slice, writing only a changed state (the bag screen's actions share it). */
export function update(rule: (state: CartState) => CartState): void {
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
