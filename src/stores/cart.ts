import * as v from "valibot";
import type { CartSlice } from "../domain/wishlist";
import { persistentValidated, validEntries } from "./persist";

/** Product ids may have been saved as numbers by older code: keep them as strings. */
const Id = v.union([v.pipe(v.string(), v.minLength(1)), v.pipe(v.number(), v.finite(), v.transform(String))]);
const Money = v.pipe(v.number(), v.finite(), v.minValue(0));
const Count = v.pipe(v.number(), v.safeInteger(), v.minValue(0));

const ColorStock = v.object({ color: v.string(), stock: v.fallback(Count, 0) });
/** Older code kept variants as size → colour → { stock }: read them in the contract's order. */
const LegacyVariants = v.pipe(
  v.record(v.string(), v.record(v.string(), v.looseObject({ stock: v.fallback(Count, 0) }))),
  v.transform((bySize) =>
    Object.entries(bySize).map(([size, byColor]) => ({
      size,
      colors: Object.entries(byColor).map(([color, { stock }]) => ({ color, stock })),
    })),
  ),
);
/** variants by size, then colour, each with its stock (SPEC §3; the contract's array shape). */
export const Variants = v.fallback(
  v.union([v.array(v.object({ size: v.string(), colors: v.array(ColorStock) })), LegacyVariants]),
  [],
);

const stockFields = {
  productUnits: v.fallback(Count, 0),
  hasVariants: v.fallback(v.boolean(), false),
  variants: Variants,
};

/** A bag line (SPEC §3 cart item). Unknown extra fields are kept. */
export const CartItem = v.looseObject({
  shopId: v.fallback(v.string(), ""),
  productId: Id,
  productImages: v.fallback(v.array(v.string()), []),
  productName: v.fallback(v.string(), ""),
  productDescription: v.fallback(v.string(), ""),
  ...stockFields,
  size: v.fallback(v.string(), ""),
  color: v.fallback(v.string(), ""),
  checked: v.fallback(v.boolean(), true),
  productCount: v.fallback(v.pipe(v.number(), v.safeInteger(), v.minValue(1)), 1),
  onePiecePrice: Money,
  productPrice: v.fallback(Money, 0),
  gst: v.fallback(Money, 0),
  error: v.fallback(v.string(), ""),
  productCategory: v.optional(v.fallback(v.string(), "")),
  productdiscountPrice: v.optional(v.fallback(Money, 0)),
});

/** A wishlist entry (SPEC §3 wishlist item), with the product's stock when it was saved with it. */
export const WishlistItem = v.looseObject({
  productId: Id,
  productImages: v.fallback(v.array(v.string()), []),
  productName: v.fallback(v.string(), ""),
  onePiecePrice: v.fallback(Money, 0),
  productCategory: v.fallback(v.string(), ""),
  productPrice: v.fallback(Money, 0),
  productdiscountPrice: v.fallback(Money, 0),
  productDescription: v.optional(v.fallback(v.string(), "")),
  gst: v.optional(v.fallback(Money, 0)),
  productUnits: v.optional(v.fallback(Count, 0)),
  hasVariants: v.optional(v.fallback(v.boolean(), false)),
  variants: v.optional(Variants),
});

/** The `cart` slice: bag lines, wishlist entries and the wishlisted ids. Broken entries are dropped. */
export const CartState: v.GenericSchema<unknown, CartSlice> = v.object({
  cartProducts: v.pipe(v.array(v.unknown()), v.transform(validEntries(CartItem))),
  wishlist: v.pipe(v.array(v.unknown()), v.transform(validEntries(WishlistItem))),
  wishlistIds: v.pipe(v.array(v.unknown()), v.transform(validEntries(Id))),
});
export type CartState = CartSlice;

export const CART_DEFAULT: CartState = { cartProducts: [], wishlist: [], wishlistIds: [] };

/** Persisted under localStorage key `cart` (per origin, so per shop); other tabs' changes arrive by storage events. */
export const $cart = persistentValidated("cart", CartState, CART_DEFAULT);
