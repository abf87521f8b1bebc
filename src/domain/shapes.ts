/**
 * The shapes of the shop's things, each once, as valibot schemas: a product
 * with its stock, a bag line and a wishlist entry made of its fields. The
 * contract's Product and order line and the stores' persisted copies derive
 * from these; the rules (cart.ts, wishlist.ts, catalogue.ts, stock.ts) take
 * their types. Apart from the rules so the storefront's first load, which
 * validates the persisted bag, carries the shapes and not every rule.
 */
import * as v from "valibot";
import { ALL_GST_RATES } from "./gstSlabs";

const Stock = v.pipe(v.number(), v.integer(), v.minValue(0));

/** One colour of one size, with its own stock. */
export const ColorStock = v.object({ color: v.string(), stock: Stock });
export type ColorStock = v.InferOutput<typeof ColorStock>;

/** One size with its colours (SPEC §3 variants), in display order. */
export const SizeVariant = v.object({ size: v.string(), colors: v.array(ColorStock) });
export type SizeVariant = v.InferOutput<typeof SizeVariant>;

/** What stock depends on, in a product and in a bag line: variants by size then colour, else productUnits. */
export const Stocked = v.object({
  /** Stock of a product without variants. */
  productUnits: Stock,
  hasVariants: v.boolean(),
  variants: v.array(SizeVariant),
});
export type Stocked = v.InferOutput<typeof Stocked>;

const Money = v.pipe(v.number(), v.finite(), v.minValue(0));

/**
 * A product (SPEC §3), as the API returns it and the shop shows it. Prices in
 * rupees: `productPrice` is the MRP (struck through when discounted),
 * `productdiscountPrice` the discounted price or 0 when there is none,
 * `onePiecePrice` what one piece costs (the discounted price when there is
 * one, else the MRP). The bag line and the wishlist entry are made of its fields.
 */
export const Product = v.object({
  productId: v.string(),
  shopId: v.string(),
  productName: v.string(),
  productDescription: v.string(),
  productCategory: v.string(),
  productImages: v.array(v.string()),
  productPrice: Money,
  productdiscountPrice: Money,
  onePiecePrice: Money,
  gst: v.picklist(ALL_GST_RATES),
  ...Stocked.entries,
  /** A colour's photo, when the seller gave one: colour name → one of productImages (colorPhotos.ts). */
  colorImages: v.optional(v.record(v.string(), v.string())),
});
export type Product = v.InferOutput<typeof Product>;

/** The product fields these rules read: a product, whichever shop it is from. */
export type ProductLike = Omit<Product, "shopId">;

const p = Product.entries;

/**
 * A bag line (SPEC §3 cart item): a product's fields in one size and colour,
 * with its count, whether it is selected and the server's message for it.
 * The persisted bag (src/stores/cart.ts) and an order line
 * (src/contract/order.ts) are derived from this one shape.
 */
export const CartLine = v.object({
  shopId: p.shopId,
  productId: p.productId,
  productImages: p.productImages,
  productName: p.productName,
  productDescription: p.productDescription,
  productUnits: p.productUnits,
  hasVariants: p.hasVariants,
  variants: p.variants,
  onePiecePrice: p.onePiecePrice,
  productPrice: p.productPrice,
  gst: p.gst,
  size: v.string(),
  color: v.string(),
  checked: v.boolean(),
  productCount: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
  error: v.string(),
  /** Kept from the product so a line moved to the wishlist shows its category and discount. */
  productCategory: v.optional(p.productCategory),
  productdiscountPrice: v.optional(p.productdiscountPrice),
});
export type CartLine = v.InferOutput<typeof CartLine>;

/**
 * A wishlist entry (SPEC §3 wishlist item): a product's fields. The stock
 * fields are kept from the product so the entry can go to the bag with its
 * stock limits (older entries may lack them).
 */
export const WishItem = v.object({
  productId: p.productId,
  productImages: p.productImages,
  productName: p.productName,
  onePiecePrice: p.onePiecePrice,
  productCategory: p.productCategory,
  productPrice: p.productPrice,
  productdiscountPrice: p.productdiscountPrice,
  productDescription: v.optional(p.productDescription),
  gst: v.optional(p.gst),
  productUnits: v.optional(p.productUnits),
  hasVariants: v.optional(p.hasVariants),
  variants: v.optional(p.variants),
});
export type WishItem = v.InferOutput<typeof WishItem>;
