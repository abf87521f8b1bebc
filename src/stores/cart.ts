import * as v from "valibot";
import { CartLine, ColorStock, SizeVariant, WishItem } from "../domain/shapes";
import type { CartSlice } from "../domain/wishlist";
import { forgiving, persistentValidated, validEntries } from "./persist";

/** Product ids may have been saved as numbers by older code: keep them as strings. */
const Id = v.union([v.pipe(v.string(), v.minLength(1)), v.pipe(v.number(), v.finite(), v.transform(String))]);

/** Older code kept variants as size → colour → { stock }: read them in the domain's order. */
const LegacyVariants = v.pipe(
  v.record(
    v.string(),
    v.record(v.string(), v.looseObject({ stock: v.fallback(ColorStock.entries.stock, 0) })),
  ),
  v.transform((bySize) =>
    Object.entries(bySize).map(([size, byColor]) => ({
      size,
      colors: Object.entries(byColor).map(([color, { stock }]) => ({ color, stock })),
    })),
  ),
);
/** variants by size, then colour, each with its stock (a broken stock reads as 0; unreadable: none). */
const Variants = v.fallback(
  v.union([
    v.array(
      v.object({
        ...SizeVariant.entries,
        colors: v.array(v.object(forgiving(ColorStock.entries, ["color"]))),
      }),
    ),
    LegacyVariants,
  ]),
  [],
);

/** A bag line as stored (src/domain/cart.ts CartLine, forgiving). Unknown extra fields are kept. */
export const CartItem = v.looseObject({
  ...forgiving(CartLine.entries, ["onePiecePrice"], { checked: true, productCount: 1 }),
  productId: Id,
  variants: Variants,
});

/** A wishlist entry as stored (src/domain/wishlist.ts WishItem, forgiving). */
export const WishlistItem = v.looseObject({
  ...forgiving(WishItem.entries),
  productId: Id,
  variants: v.optional(Variants),
});

/** The `cart` slice: bag lines, wishlist entries and the wishlisted ids. Broken entries are dropped. */
export const CartState: v.GenericSchema<unknown, CartSlice> = v.object({
  cartProducts: validEntries(CartItem),
  wishlist: validEntries(WishlistItem),
  wishlistIds: validEntries(Id),
});
export type CartState = CartSlice;

export const CART_DEFAULT: CartState = { cartProducts: [], wishlist: [], wishlistIds: [] };

/** Persisted under localStorage key `cart` (per origin, so per shop); other tabs' changes arrive by storage events. */
export const $cart = persistentValidated("cart", CartState, CART_DEFAULT);
