import { z } from "zod";
import { persistentValidated, validEntries } from "./persist";

/** Product ids may have been saved as numbers by older code: keep them as strings. */
const Id = z.union([z.string().min(1), z.number().transform(String)]);
const Money = z.number().finite().nonnegative();

/** Stock of one size and colour. */
export const VariantStock = z.looseObject({ stock: z.number().int().nonnegative().catch(0) });
/** variants: size → colour → stock (SPEC §3). */
export const Variants = z.record(z.string(), z.record(z.string(), VariantStock));
export type Variants = z.infer<typeof Variants>;

/** A bag line (SPEC §3 cart item). Unknown extra fields are kept. */
export const CartItem = z.looseObject({
  shopId: z.string().default(""),
  productId: Id,
  productImages: z.array(z.string()).catch([]),
  productName: z.string().default(""),
  productDescription: z.string().catch(""),
  productUnits: z.number().int().nonnegative().catch(0),
  hasVariants: z.boolean().catch(false),
  variants: Variants.catch({}),
  size: z.string().catch(""),
  color: z.string().catch(""),
  checked: z.boolean().catch(true),
  productCount: z.number().int().positive().catch(1),
  onePiecePrice: Money,
  productPrice: Money.catch(0),
  gst: z.number().finite().nonnegative().catch(0),
  error: z.string().catch(""),
});
export type CartItem = z.infer<typeof CartItem>;

/** A wishlist entry (SPEC §3 wishlist item). */
export const WishlistItem = z.looseObject({
  productId: Id,
  productImages: z.array(z.string()).catch([]),
  productName: z.string().default(""),
  onePiecePrice: Money.catch(0),
  productCategory: z.string().catch(""),
  productPrice: Money.catch(0),
  productdiscountPrice: Money.catch(0),
});
export type WishlistItem = z.infer<typeof WishlistItem>;

/** The `cart` slice: bag lines, wishlist entries and the wishlisted ids. Broken entries are dropped. */
export const CartState = z.object({
  cartProducts: z.array(z.unknown()).transform(validEntries(CartItem)),
  wishlist: z.array(z.unknown()).transform(validEntries(WishlistItem)),
  wishlistIds: z.array(z.unknown()).transform(validEntries(Id)),
});
export type CartState = z.output<typeof CartState>;

export const CART_DEFAULT: CartState = { cartProducts: [], wishlist: [], wishlistIds: [] };

/** Persisted under localStorage key `cart` (per origin, so per shop). */
export const $cart = persistentValidated("cart", CartState, CART_DEFAULT);
