/** Product calls (valibot; shared by the API server and the storefront). */
import * as v from "valibot";
import { CATALOGUE_LIMITS, CATALOGUE_SORTS, normalizeSearch } from "../domain/catalogueQuery";
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

/** Search or category text: normalised (src/domain/catalogueQuery.ts), then held to its limit. */
const SearchText = (max: number) =>
  v.optional(
    v.pipe(
      v.string(),
      v.transform(normalizeSearch),
      v.maxLength(max, `is too long: at most ${max} characters`),
    ),
    "",
  );

/**
 * POST /shop/products (path designed here; the spec leaves it open): one page
 * of the shop's catalogue, searched (`q`: every word somewhere in a product's
 * name, category or description), filtered to a category, sorted. With only
 * `shopId`, the first page in the shop's display order.
 */
export const ProductsRequest = v.object({
  shopId: ShopId,
  q: SearchText(CATALOGUE_LIMITS.q),
  category: SearchText(CATALOGUE_LIMITS.category),
  sort: v.optional(v.picklist(CATALOGUE_SORTS), "featured"),
  page: v.optional(
    v.pipe(
      v.number(),
      v.integer("must be a whole number"),
      v.minValue(1, "must be 1 or more"),
      v.maxValue(CATALOGUE_LIMITS.page, `must be at most ${CATALOGUE_LIMITS.page}`),
    ),
    1,
  ),
});
export type ProductsRequest = v.InferOutput<typeof ProductsRequest>;

/** A category of the shop's products on sale, with how many it holds. */
export const CategoryCount = v.object({ name: v.string(), count: v.number() });
export type CategoryCount = v.InferOutput<typeof CategoryCount>;

/**
 * One page of products (`response`), which page of how many (`pages`, at
 * least 1), the products found in all (`total`) and every category of the
 * shop's products on sale (whatever the search), by name.
 */
export const ProductsResponse = v.object({
  response: v.array(Product),
  page: v.number(),
  pageSize: v.number(),
  pages: v.number(),
  total: v.number(),
  categories: v.array(CategoryCount),
});
export type ProductsResponse = v.InferOutput<typeof ProductsResponse>;
