/**
 * The wishlist's transitions (SPEC §4 "Wishlist", §2 "Wishlist screen") and
 * the moves between wishlist and bag, as pure functions.
 */
import { addLine, type Bag, lineFromProduct } from "./cart";
import { type CartLine, type ProductLike, WishItem } from "./shapes";

/** The `cart` slice: bag lines, wishlist entries and the wishlisted ids. */
export interface CartSlice<L extends CartLine = CartLine, W extends WishItem = WishItem> extends Bag<L> {
  wishlist: W[];
  wishlistIds: string[];
}

/** Whether `productId` is on the wishlist. */
export function isWishlisted(state: CartSlice, productId: string): boolean {
  return state.wishlist.some((w) => w.productId === productId);
}

/** Adds an entry and records its id; an entry already there is kept as it is. */
export function addWish<S extends CartSlice>(state: S, wish: WishItem): S {
  if (isWishlisted(state, wish.productId)) return state;
  const ids = state.wishlistIds.includes(wish.productId)
    ? state.wishlistIds
    : [...state.wishlistIds, wish.productId];
  return { ...state, wishlist: [...state.wishlist, wish], wishlistIds: ids };
}

/** Removes the entry and the id of `productId`. */
export function removeWish<S extends CartSlice>(state: S, productId: string): S {
  if (!isWishlisted(state, productId) && !state.wishlistIds.includes(productId)) return state;
  return {
    ...state,
    wishlist: state.wishlist.filter((w) => w.productId !== productId),
    wishlistIds: state.wishlistIds.filter((id) => id !== productId),
  };
}

/** The wishlist entry of a product: the product's fields the WishItem shape names. */
export function wishFromProduct(p: ProductLike): WishItem {
  const wish: Record<string, unknown> = {};
  for (const key of Object.keys(WishItem.entries)) wish[key] = p[key as keyof ProductLike];
  return wish as WishItem;
}

/** A bag line as a wishlist entry. */
export function wishFromLine(l: CartLine): WishItem {
  return wishFromProduct({
    ...l,
    productCategory: l.productCategory ?? "",
    productdiscountPrice: l.productdiscountPrice ?? 0,
  });
}

/**
 * Wishlist ADD TO BAG (SPEC §2): adds the entry with checked true, count 1
 * and the shop id (a variant product in its first size and colour in stock),
 * and removes it from the wishlist.
 */
export function moveWishToBag<S extends CartSlice>(state: S, productId: string, shopId: string): S {
  const wish = state.wishlist.find((w) => w.productId === productId);
  if (wish === undefined) return state;
  return removeWish(addLine(state, lineFromProduct(wish, shopId)), productId);
}
