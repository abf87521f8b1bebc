/**
 * A shop's shelf: the products it shows its shoppers (listed, searched,
 * by category, one product), and the seed's inserts. Each function takes the
 * db first, returns plain data and knows nothing of HTTP. What the seller
 * changes in their catalogue is src/server/catalog/products.ts.
 */
import { and, asc, count, desc, eq, inArray, isNull, ne, type SQL, sql } from "drizzle-orm";
import * as v from "valibot";
import {
  type CategoryCount,
  Product,
  type ProductsRequest,
  type ProductsResponse,
  type Variants,
} from "../../contract/product";
import { CATALOGUE_LIMITS, containsPattern, pageCount, searchWords } from "../../domain/catalogueQuery";
import { keptColorPhotos, variantColors } from "../../domain/colorPhotoLinks";
import { totalStock } from "../../domain/stock";
import type { Db } from "../db/connection";
import {
  type NewProductRow,
  PRODUCT_SEARCH_TEXT,
  type ProductRow,
  products,
  productVariants,
  type VariantRow,
} from "../db/schema";
import { absoluteUrl } from "./queries";

/** Variant rows (already in display order) grouped by size, then colour (SPEC §3). */
export function groupVariants(rows: readonly Pick<VariantRow, "size" | "color" | "stock">[]): Variants {
  const sizes = new Map<string, Variants[number]>();
  for (const { size, color, stock } of rows) {
    const entry = sizes.get(size) ?? { size, colors: [] };
    entry.colors.push({ color, stock });
    sizes.set(size, entry);
  }
  return [...sizes.values()];
}

/**
 * A product row and its variants as the Product contract. Image paths get the
 * site origin; a variant product's productUnits is the sum of its variants' stock.
 */
export function toProduct(row: ProductRow, variantRows: readonly VariantRow[], siteUrl: string): Product {
  const variants = groupVariants(variantRows);
  const hasVariants = variants.length > 0;
  // A colour's photo, while the colour and the photo are still the product's (a CSV may rename a colour).
  const colorImages = Object.entries(
    keptColorPhotos(row.colorImages, row.images, variantColors(variantRows)),
  );
  return v.parse(Product, {
    productId: row.productId,
    shopId: row.shopId,
    productName: row.name,
    productDescription: row.description,
    productCategory: row.category,
    productImages: row.images.map((image) => absoluteUrl(image, siteUrl)),
    productPrice: row.price,
    productdiscountPrice: row.discountPrice,
    onePiecePrice: row.onePiecePrice,
    gst: row.gst,
    productUnits: hasVariants ? totalStock({ hasVariants, variants, productUnits: 0 }) : row.units,
    hasVariants,
    variants,
    ...(colorImages.length
      ? { colorImages: Object.fromEntries(colorImages.map(([c, image]) => [c, absoluteUrl(image, siteUrl)])) }
      : {}),
  });
}

/** The variant rows of the given products (by row id), in display order. */
export async function listVariants(db: Db, productIds: readonly number[]): Promise<VariantRow[]> {
  if (productIds.length === 0) return [];
  return db
    .select()
    .from(productVariants)
    .where(inArray(productVariants.productId, [...productIds]))
    .orderBy(asc(productVariants.position), asc(productVariants.id));
}

/** Products of the given rows with their variants, in the rows' order. */
async function withVariants(db: Db, rows: ProductRow[], siteUrl: string): Promise<Product[]> {
  if (rows.length === 0) return [];
  const variantRows = await listVariants(
    db,
    rows.map((r) => r.id),
  );
  const byProduct = Map.groupBy(variantRows, (r) => r.productId);
  return rows.map((row) => toProduct(row, byProduct.get(row.id) ?? [], siteUrl));
}

/** A shop's catalogue in display order: what the storefront sells (archived products left out). */
export async function listProducts(db: Db, shopId: string, siteUrl: string): Promise<Product[]> {
  const rows = await db
    .select()
    .from(products)
    .where(and(eq(products.shopId, shopId), isNull(products.archivedAt)))
    .orderBy(asc(products.position), asc(products.id));
  return withVariants(db, rows, siteUrl);
}

/** A listing of one shop's catalogue: what POST /shop/products takes besides the shop. */
export type CatalogueListing = Omit<ProductsRequest, "shopId">;

/** The order of a listing; ties keep the shop's display order. */
function orderOf({ sort, q }: CatalogueListing): SQL[] {
  const shopOrder = [asc(products.position), asc(products.id)];
  if (sort === "price-asc") return [asc(products.onePiecePrice), ...shopOrder];
  if (sort === "price-desc") return [desc(products.onePiecePrice), ...shopOrder];
  if (sort === "newest") return [desc(products.createdAt), desc(products.id)];
  // The shop's order; a search shows first the products whose name holds the whole search.
  return q ? [sql`${products.name} ilike ${containsPattern(q)} desc`, ...shopOrder] : shopOrder;
}

/**
 * One page of a shop's catalogue on sale (archived products left out):
 * every word of `q` somewhere in the name, category or description (through
 * the trigram index on PRODUCT_SEARCH_TEXT), in `category` when given, in
 * the chosen order; with the matches counted. Categories are not included
 * (`listCategories`).
 */
export async function listProductPage(
  db: Db,
  shopId: string,
  listing: CatalogueListing,
  siteUrl: string,
): Promise<Omit<ProductsResponse, "categories">> {
  const where = and(
    eq(products.shopId, shopId),
    isNull(products.archivedAt),
    listing.category ? eq(products.category, listing.category) : undefined,
    ...searchWords(listing.q).map((word) => sql`${PRODUCT_SEARCH_TEXT} ilike ${containsPattern(word)}`),
  );
  const { pageSize } = CATALOGUE_LIMITS;
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(products)
      .where(where)
      .orderBy(...orderOf(listing))
      .limit(pageSize)
      .offset((listing.page - 1) * pageSize),
    db.select({ n: count() }).from(products).where(where),
  ]);
  const total = counted?.n ?? 0;
  return {
    response: await withVariants(db, rows, siteUrl),
    page: listing.page,
    pageSize,
    pages: pageCount(total, pageSize),
    total,
  };
}

/** A shop's categories of products on sale, by name, each with how many it holds ("" left out). */
export async function listCategories(db: Db, shopId: string): Promise<CategoryCount[]> {
  return db
    .select({ name: products.category, count: count() })
    .from(products)
    .where(and(eq(products.shopId, shopId), isNull(products.archivedAt), ne(products.category, "")))
    .groupBy(products.category)
    .orderBy(asc(products.category));
}

/** One product on sale with its variants, or null (none by that id, or archived). */
export async function getListedProduct(
  db: Db,
  shopId: string,
  productId: string,
  siteUrl: string,
): Promise<Product | null> {
  const rows = await db
    .select()
    .from(products)
    .where(and(eq(products.shopId, shopId), eq(products.productId, productId), isNull(products.archivedAt)));
  return (await withVariants(db, rows, siteUrl))[0] ?? null;
}

/** How many products exist, over every shop. */
export async function countProducts(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(products);
  return row?.n ?? 0;
}

/** A product with its variants, as stored at seed or admin time. */
export type ProductInput = Omit<NewProductRow, "id" | "onePiecePrice" | "createdAt" | "updatedAt"> & {
  variants?: { size?: string; color?: string; stock: number }[];
};

/** Inserts products whose (shop, productId) is free, with their variants; returns the product ids inserted. */
export async function insertProductsIfMissing(db: Db, items: readonly ProductInput[]): Promise<string[]> {
  const inserted: string[] = [];
  for (const [position, { variants = [], ...product }] of items.entries()) {
    const [row] = await db
      .insert(products)
      .values({ position, ...product })
      .onConflictDoNothing({ target: [products.shopId, products.productId] })
      .returning({ id: products.id });
    if (!row) continue;
    inserted.push(product.productId);
    if (variants.length === 0) continue;
    await db
      .insert(productVariants)
      .values(variants.map((variant, i) => ({ productId: row.id, position: i, ...variant })));
  }
  return inserted;
}
