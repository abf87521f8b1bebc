/** Catalogue data functions: each takes the db first, returns plain data, knows nothing of HTTP. */
import { and, asc, count, eq, inArray, isNull } from "drizzle-orm";
import * as v from "valibot";
import { Product, type Variants } from "../../contract/product";
import { keptColorPhotos, variantColors } from "../../domain/colorPhotos";
import { totalStock } from "../../domain/stock";
import type { Db } from "../db/connection";
import {
  type NewProductRow,
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
