import * as v from "valibot";
import { persistentValidated, validEntries } from "./persist";

/** Product ids may have been saved as numbers by older code: keep them as strings. */
const Id = v.union([v.pipe(v.string(), v.minLength(1)), v.pipe(v.number(), v.finite(), v.transform(String))]);
const Money = v.pipe(v.number(), v.finite(), v.minValue(0));
const Count = v.pipe(v.number(), v.safeInteger(), v.minValue(0));

/** Stock of one size and colour. */
export const VariantStock = v.looseObject({ stock: v.fallback(Count, 0) });
/** variants: size → colour → stock (SPEC §3). */
export const Variants = v.record(v.string(), v.record(v.string(), VariantStock));
export type Variants = v.InferOutput<typeof Variants>;

/** A bag line (SPEC §3 cart item). Unknown extra fields are kept. */
export const CartItem = v.looseObject({
  shopId: v.optional(v.string(), ""),
  productId: Id,
  productImages: v.fallback(v.array(v.string()), []),
  productName: v.optional(v.string(), ""),
  productDescription: v.fallback(v.string(), ""),
  productUnits: v.fallback(Count, 0),
  hasVariants: v.fallback(v.boolean(), false),
  variants: v.fallback(Variants, {}),
  size: v.fallback(v.string(), ""),
  color: v.fallback(v.string(), ""),
  checked: v.fallback(v.boolean(), true),
  productCount: v.fallback(v.pipe(v.number(), v.safeInteger(), v.minValue(1)), 1),
  onePiecePrice: Money,
  productPrice: v.fallback(Money, 0),
  gst: v.fallback(Money, 0),
  error: v.fallback(v.string(), ""),
});
export type CartItem = v.InferOutput<typeof CartItem>;

/** A wishlist entry (SPEC §3 wishlist item). */
export const WishlistItem = v.looseObject({
  productId: Id,
  productImages: v.fallback(v.array(v.string()), []),
  productName: v.optional(v.string(), ""),
  onePiecePrice: v.fallback(Money, 0),
  productCategory: v.fallback(v.string(), ""),
  productPrice: v.fallback(Money, 0),
  productdiscountPrice: v.fallback(Money, 0),
});
export type WishlistItem = v.InferOutput<typeof WishlistItem>;

/** The `cart` slice: bag lines, wishlist entries and the wishlisted ids. Broken entries are dropped. */
export const CartState = v.object({
  cartProducts: v.pipe(v.array(v.unknown()), v.transform(validEntries(CartItem))),
  wishlist: v.pipe(v.array(v.unknown()), v.transform(validEntries(WishlistItem))),
  wishlistIds: v.pipe(v.array(v.unknown()), v.transform(validEntries(Id))),
});
export type CartState = v.InferOutput<typeof CartState>;

export const CART_DEFAULT: CartState = { cartProducts: [], wishlist: [], wishlistIds: [] };

/** Persisted under localStorage key `cart` (per origin, so per shop). */
export const $cart = persistentValidated("cart", CartState, CART_DEFAULT);
