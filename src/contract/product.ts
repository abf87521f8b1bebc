/** Product calls (valibot; shared by the API server and the storefront). */
import * as v from "valibot";
import { ShopId } from "./common";

const Money = v.pipe(v.number(), v.finite(), v.minValue(0));
const Stock = v.pipe(v.number(), v.integer(), v.minValue(0));

/** One colour of one size, with its own stock. */
export const ColorStock = v.object({ color: v.string(), stock: Stock });
/** Variants by size, then colour (SPEC §3), in display order. */
export const SizeVariant = v.object({ size: v.string(), colors: v.array(ColorStock) });
export const Variants = v.array(SizeVariant);
export type Variants = v.InferOutput<typeof Variants>;

/** GST rates the platform sells under (percent). */
export const GST_RATES = [0, 5, 12, 18, 28] as const;

/**
 * A product as the API returns it. Prices in rupees: `productPrice` is the
 * MRP (struck through when discounted), `productdiscountPrice` the discounted
 * price or 0 when there is none, `onePiecePrice` what one piece costs
 * (the discounted price when there is one, else the MRP).
 */
export const Product = v.object({
  productId: v.string(),
  shopId: ShopId,
  productName: v.string(),
  productDescription: v.string(),
  productCategory: v.string(),
  productImages: v.array(v.string()),
  productPrice: Money,
  productdiscountPrice: Money,
  onePiecePrice: Money,
  gst: v.picklist(GST_RATES),
  /** Stock of a product without variants. */
  productUnits: Stock,
  hasVariants: v.boolean(),
  variants: Variants,
});
export type Product = v.InferOutput<typeof Product>;

const Id = v.pipe(v.string(), v.trim(), v.minLength(1, "is required"), v.maxLength(64, "is too long"));

/** POST /shop/product: one product of one shop. */
export const ProductRequest = v.object({ shopId: ShopId, productId: Id });
export const ProductResponse = v.object({ response: Product });
export type ProductResponse = v.InferOutput<typeof ProductResponse>;

/** POST /shop/products (path designed here; the spec leaves it open): the shop's catalogue, in display order. */
export const ProductsRequest = v.object({ shopId: ShopId });
export const ProductsResponse = v.object({ response: v.array(Product) });
export type ProductsResponse = v.InferOutput<typeof ProductsResponse>;
