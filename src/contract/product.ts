/** Product calls (valibot; shared by the API server and the storefront). */
import * as v from "valibot";
import { Product as DomainProduct } from "../domain/shapes";
import { ShopId } from "./common";

/** A product as the API returns it (the domain's shape, src/domain/catalogue.ts), its shop id normalised. */
export const Product = v.object({ ...DomainProduct.entries, shopId: ShopId });
export type Product = v.InferOutput<typeof Product>;
/** A product's sizes, each with its colours and their stock. */
export type Variants = Product["variants"];

const Id = v.pipe(v.string(), v.trim(), v.minLength(1, "is required"), v.maxLength(64, "is too long"));

/** POST /shop/product: one product of one shop. */
export const ProductRequest = v.object({ shopId: ShopId, productId: Id });
export const ProductResponse = v.object({ response: Product });
export type ProductResponse = v.InferOutput<typeof ProductResponse>;

/** POST /shop/products (path designed here; the spec leaves it open): the shop's catalogue, in display order. */
export const ProductsRequest = v.object({ shopId: ShopId });
export const ProductsResponse = v.object({ response: v.array(Product) });
export type ProductsResponse = v.InferOutput<typeof ProductsResponse>;
