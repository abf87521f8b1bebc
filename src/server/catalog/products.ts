/**
 * The seller's catalogue: list with search and paging, read, create, edit,
 * archive and quick stock edits. Each write runs in one transaction with its
 * audit entry; stock figures are written only against the version the seller
 * saw (src/domain/stockEdit.ts), so an order's decrement made meanwhile is
 * never lost. Archived products leave the storefront; orders keep their lines.
 */
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, max, or, sql } from "drizzle-orm";
import type { ProductDraft, SellerProduct, StockEditRequest } from "../../contract/seller";
import { PRODUCT_PAGE_SIZE } from "../../contract/seller";
import { keptColorPhotos, variantColors } from "../../domain/colorPhotoLinks";
import { checkProduct } from "../../domain/productDraft";
import { newProductId, productIdBase } from "../../domain/productId";
import { plainStock, restocked } from "../../domain/restock";
import { LOW_STOCK_AT, stockConflictMessage, stockEditOutcome, variantLabel } from "../../domain/stockEdit";
import { announceBackInStock } from "../bags/waits";
import type { Db } from "../db/connection";
import { type ProductRow, products, productVariants, type VariantRow } from "../db/schema";
import { ApiFailure } from "../http/failure";
import { noteLowStock, type StockChange } from "../messages/sellerMessages";
import { absoluteUrl } from "../shops/queries";
import { audit } from "../staff/audit";
import type { Staff } from "../staff/guard";

/** A product row and its variants as the console reads them (image paths made absolute). */
export function toSellerProduct(
  row: ProductRow,
  variants: readonly VariantRow[],
  siteUrl: string,
): SellerProduct {
  return {
    productId: row.productId,
    name: row.name,
    description: row.description,
    category: row.category,
    images: row.images.map((image) => absoluteUrl(image, siteUrl)),
    mrp: row.price,
    sellingPrice: row.discountPrice,
    gst: row.gst,
    hsn: row.hsn,
    units: row.units,
    stockVersion: row.stockVersion,
    variants: variants.map((v) => ({
      size: v.size,
      color: v.color,
      stock: v.stock,
      stockVersion: v.stockVersion,
    })),
    colorImages: Object.fromEntries(
      Object.entries(keptColorPhotos(row.colorImages, row.images, variantColors(variants))).map(
        ([color, image]) => [color, absoluteUrl(image, siteUrl)],
      ),
    ),
    archived: row.archivedAt !== null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function variantsOf(db: Db, ids: readonly number[]): Promise<Map<number, VariantRow[]>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(productVariants)
    .where(inArray(productVariants.productId, [...ids]))
    .orderBy(asc(productVariants.position), asc(productVariants.id));
  return Map.groupBy(rows, (r) => r.productId);
}

/** `%text%` for ILIKE with the text's own % and _ taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/**
 * A product's stock: the sum of its variants', else its units. Written with
 * qualified names: drizzle leaves a one-table query's columns unqualified,
 * and inside the subquery "id" would be the variant's.
 */
export const productStock = sql<number>`coalesce((select sum(pv.stock) from product_variants pv where pv.product_id = "products"."id"), "products"."units")`;

export type ListOptions = { q: string; page: number; show: "active" | "archived" | "low" };

/** One page of a shop's products, newest first, with the total that match. */
export async function listSellerProducts(db: Db, shopId: string, options: ListOptions, siteUrl: string) {
  const { q, page, show } = options;
  const where = and(
    eq(products.shopId, shopId),
    show === "archived" ? isNotNull(products.archivedAt) : isNull(products.archivedAt),
    show === "low" ? sql`${productStock} <= ${LOW_STOCK_AT}` : undefined,
    q
      ? or(
          ilike(products.name, containing(q)),
          ilike(products.productId, containing(q)),
          ilike(products.category, containing(q)),
        )
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(products)
      .where(where)
      .orderBy(desc(products.createdAt), desc(products.id))
      .limit(PRODUCT_PAGE_SIZE)
      .offset((page - 1) * PRODUCT_PAGE_SIZE),
    db.select({ n: count() }).from(products).where(where),
  ]);
  const variants = await variantsOf(
    db,
    rows.map((r) => r.id),
  );
  return {
    products: rows.map((row) => toSellerProduct(row, variants.get(row.id) ?? [], siteUrl)),
    total: total?.n ?? 0,
    page,
    pageSize: PRODUCT_PAGE_SIZE,
  };
}

/** A shop's product row, locked for the transaction's writes; 404 naming productId when it has none. */
async function lockedProduct(tx: Db, shopId: string, productId: string): Promise<ProductRow> {
  const [row] = await tx
    .select()
    .from(products)
    .where(and(eq(products.shopId, shopId), eq(products.productId, productId)))
    .for("update");
  if (!row) throw new ApiFailure(404, "This shop has no product with that id", "productId");
  return row;
}

/** One product of a shop as the console reads it. */
export async function getSellerProduct(db: Db, shopId: string, productId: string, siteUrl: string) {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.shopId, shopId), eq(products.productId, productId)));
  if (!row) throw new ApiFailure(404, "This shop has no product with that id", "productId");
  return toSellerProduct(row, (await variantsOf(db, [row.id])).get(row.id) ?? [], siteUrl);
}

/** 400 naming the first field of a draft with a problem. */
function checkDraft(draft: ProductDraft): void {
  const [problem] = checkProduct(draft);
  if (problem) throw new ApiFailure(400, problem.message, problem.field);
}

/**
 * The images a draft may keep: each one the product already has (sent back
 * as its absolute URL or stored form) or a photo this shop uploaded.
 */
function storedImages(
  draft: ProductDraft,
  had: readonly string[],
  siteUrl: string,
  ownPhoto: (url: string) => boolean,
) {
  return draft.images.map((url, i) => {
    const kept = had.find((stored) => stored === url || absoluteUrl(stored, siteUrl) === url);
    if (kept) return kept;
    if (ownPhoto(url)) return url;
    throw new ApiFailure(400, "Upload each photo here: this one is not a photo of this shop", `images.${i}`);
  });
}

/**
 * A draft's colour photos as stored: each one the stored form of the draft's
 * image it names (checkProduct has made sure it names one).
 */
function storedColorImages(draft: ProductDraft, images: readonly string[]): Record<string, string> {
  return Object.fromEntries(
    Object.entries(draft.colorImages).map(([color, url]) => [
      color,
      images[draft.images.indexOf(url)] ?? url,
    ]),
  );
}

const fields = (draft: ProductDraft, images: string[]) => ({
  name: draft.name,
  description: draft.description,
  category: draft.category,
  images,
  colorImages: storedColorImages(draft, images),
  price: draft.mrp,
  discountPrice: draft.sellingPrice,
  gst: draft.gst,
  hsn: draft.hsn,
});

export type PhotoCheck = (url: string) => boolean;

/** Creates a product from a draft; its id is made from its name, unique in the shop. */
export async function createProduct(
  db: Db,
  staff: Staff,
  draft: ProductDraft,
  siteUrl: string,
  ownPhoto: PhotoCheck,
) {
  checkDraft(draft);
  const images = storedImages(draft, [], siteUrl, ownPhoto);
  return db.transaction(async (tx) => {
    // One creation at a time per shop picks ids and positions (the shop row is the lock).
    await tx.execute(sql`select 1 from shops where shop_id = ${staff.shopId} for update`);
    const base = productIdBase(draft.name);
    const taken = await tx
      .select({ id: products.productId })
      .from(products)
      .where(and(eq(products.shopId, staff.shopId), ilike(products.productId, `${base}%`)));
    const productId = newProductId(
      draft.name,
      taken.map((t) => t.id),
    );
    const [{ last } = { last: null }] = await tx
      .select({ last: max(products.position) })
      .from(products)
      .where(eq(products.shopId, staff.shopId));
    const variants = draft.variants ?? [];
    const [row] = await tx
      .insert(products)
      .values({
        shopId: staff.shopId,
        productId,
        position: (last ?? -1) + 1,
        units: variants.length ? 0 : (draft.units ?? 0),
        ...fields(draft, images),
      })
      .returning();
    if (!row) throw new Error("inserting a product returned no row");
    if (variants.length) {
      await tx.insert(productVariants).values(
        variants.map((v, position) => ({
          productId: row.id,
          size: v.size,
          color: v.color,
          stock: v.stock,
          position,
        })),
      );
    }
    await audit(tx, {
      actor: staff.email,
      action: "product.create",
      scope: staff.scope,
      target: productId,
      after: draft,
    });
    return productId;
  });
}

/**
 * Edits a product: its fields, its variants (kept by size and colour, added,
 * removed) and stock figures written against the versions seen (409 with the
 * new figure when one moved since).
 */
export async function updateProduct(
  db: Db,
  staff: Staff,
  productId: string,
  draft: ProductDraft,
  siteUrl: string,
  ownPhoto: PhotoCheck,
) {
  checkDraft(draft);
  await db.transaction(async (tx) => {
    const before = await lockedProduct(tx, staff.shopId, productId);
    const images = storedImages(draft, before.images, siteUrl, ownPhoto);
    const had = (
      await tx.select().from(productVariants).where(eq(productVariants.productId, before.id)).for("update")
    ).sort((a, b) => a.position - b.position);
    const wanted = draft.variants ?? [];
    const key = (v: { size: string; color: string }) => `${v.size}\u0000${v.color}`;
    const byKey = new Map(had.map((v) => [key(v), v]));
    let units = before.units;
    let unitsBumped = false;
    if (wanted.length === 0 && draft.units !== undefined) {
      const outcome = stockEditOutcome(draft.units, draft.stockVersion, before.units, before.stockVersion);
      if (outcome === "conflict")
        throw new ApiFailure(409, stockConflictMessage(before.name, before.units), "units");
      if (outcome === "apply") {
        units = draft.units;
        unitsBumped = true;
      }
    }
    for (const [i, v] of wanted.entries()) {
      const old = byKey.get(key(v));
      if (!old) continue;
      const outcome = stockEditOutcome(v.stock, v.stockVersion, old.stock, old.stockVersion);
      if (outcome === "conflict") {
        throw new ApiFailure(
          409,
          stockConflictMessage(`${before.name} (${variantLabel(v.size, v.color)})`, old.stock),
          `variants.${i}.stock`,
        );
      }
    }
    await tx
      .update(products)
      .set({
        ...fields(draft, images),
        units: wanted.length ? 0 : units,
        ...(unitsBumped ? { stockVersion: sql`${products.stockVersion} + 1` } : {}),
      })
      .where(eq(products.id, before.id));
    await writeVariants(tx, before.id, had, wanted);
    await announceBackInStock(
      tx,
      item(before),
      restocked(had.length ? had : plainStock(before.units), wanted.length ? wanted : plainStock(units)),
    );
    // The seller's own edit may take a figure to their low mark: they hear of it as of an order's.
    const edited: StockChange[] = wanted.flatMap((v) => {
      const old = byKey.get(key(v));
      return old && old.stock !== v.stock
        ? [
            {
              productId,
              name: draft.name,
              size: v.size,
              color: v.color,
              before: old.stock,
              after: v.stock,
              stockKey: `v${old.id}`,
              version: old.stockVersion + 1,
            },
          ]
        : [];
    });
    if (unitsBumped)
      edited.push({
        productId,
        name: draft.name,
        size: "",
        color: "",
        before: before.units,
        after: units,
        stockKey: `p${before.id}`,
        version: before.stockVersion + 1,
      });
    await noteLowStock(tx, staff.shopId, edited);
    await audit(tx, {
      actor: staff.email,
      action: "product.update",
      scope: staff.scope,
      target: productId,
      before: {
        name: before.name,
        description: before.description,
        category: before.category,
        images: before.images,
        colorImages: before.colorImages,
        price: before.price,
        discountPrice: before.discountPrice,
        gst: before.gst,
        hsn: before.hsn,
        units: before.units,
        variants: had.map(({ size, color, stock }) => ({ size, color, stock })),
      },
      after: draft,
    });
  });
}

type VariantLike = { size: string; color: string; stock: number };
const variantKey = (v: { size: string; color: string }) => `${v.size}\u0000${v.color}`;

/**
 * Makes a product's variants `wanted`, in that order: kept by size and
 * colour (a changed stock bumps its version), new ones added, the rest
 * removed. The caller has checked the stock figures against their versions.
 */
export async function writeVariants(
  tx: Db,
  productRowId: number,
  had: readonly VariantRow[],
  wanted: readonly VariantLike[],
) {
  const byKey = new Map(had.map((v) => [variantKey(v), v]));
  const keep = new Set(wanted.map(variantKey));
  const gone = had.filter((v) => !keep.has(variantKey(v))).map((v) => v.id);
  if (gone.length) await tx.delete(productVariants).where(inArray(productVariants.id, gone));
  for (const [position, v] of wanted.entries()) {
    const old = byKey.get(variantKey(v));
    if (!old) {
      await tx
        .insert(productVariants)
        .values({ productId: productRowId, size: v.size, color: v.color, stock: v.stock, position });
      continue;
    }
    const changed = old.stock !== v.stock;
    await tx
      .update(productVariants)
      .set({
        position,
        stock: v.stock,
        ...(changed ? { stockVersion: sql`${productVariants.stockVersion} + 1` } : {}),
      })
      .where(eq(productVariants.id, old.id));
  }
}

/** A product's stock stamp: the sum of its stock versions, which every stock change raises (the CSV's stockStamp). */
export const stockStamp = (
  product: Pick<ProductRow, "stockVersion">,
  variants: readonly Pick<VariantRow, "stockVersion">[],
) => variants.reduce((n, v) => n + v.stockVersion, product.stockVersion);

/** Archives a product (it leaves the storefront) or brings it back. */
export async function setArchived(db: Db, staff: Staff, productId: string, archived: boolean) {
  await db.transaction(async (tx) => {
    const before = await lockedProduct(tx, staff.shopId, productId);
    if ((before.archivedAt !== null) === archived) return;
    await tx
      .update(products)
      .set({ archivedAt: archived ? new Date() : null })
      .where(eq(products.id, before.id));
    await audit(tx, {
      actor: staff.email,
      action: archived ? "product.archive" : "product.restore",
      scope: staff.scope,
      target: productId,
    });
  });
}

/** A product as the "back in stock" messages name it (bags/waits.ts). */
const item = (row: ProductRow) => ({ shopId: row.shopId, productId: row.productId, name: row.name });

/** One stock figure from the list's quick edit, against the version seen. */
export async function editStock(db: Db, staff: Staff, productId: string, edit: StockEditRequest) {
  await db.transaction(async (tx) => {
    const product = await lockedProduct(tx, staff.shopId, productId);
    const variants = await tx
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, product.id))
      .for("update");
    if (variants.length === 0) {
      if (edit.size || edit.color)
        throw new ApiFailure(400, `${product.name} has no sizes or colours`, "size");
      const outcome = stockEditOutcome(edit.stock, edit.stockVersion, product.units, product.stockVersion);
      if (outcome === "conflict")
        throw new ApiFailure(409, stockConflictMessage(product.name, product.units), "stock");
      if (outcome === "unchanged") return;
      await tx
        .update(products)
        .set({ units: edit.stock, stockVersion: sql`${products.stockVersion} + 1` })
        .where(eq(products.id, product.id));
      await announceBackInStock(
        tx,
        item(product),
        restocked(plainStock(product.units), plainStock(edit.stock)),
      );
      await noteLowStock(tx, staff.shopId, [
        {
          productId,
          name: product.name,
          size: "",
          color: "",
          before: product.units,
          after: edit.stock,
          stockKey: `p${product.id}`,
          version: product.stockVersion + 1,
        },
      ]);
      await audit(tx, {
        actor: staff.email,
        action: "stock.update",
        scope: staff.scope,
        target: productId,
        before: { units: product.units },
        after: { units: edit.stock },
      });
      return;
    }
    const variant = variants.find((v) => v.size === edit.size && v.color === edit.color);
    const label = `${product.name} (${variantLabel(edit.size, edit.color)})`;
    if (!variant)
      throw new ApiFailure(
        400,
        `${product.name} has no ${variantLabel(edit.size, edit.color) || "such variant"}: choose a size and colour`,
        "size",
      );
    const outcome = stockEditOutcome(edit.stock, edit.stockVersion, variant.stock, variant.stockVersion);
    if (outcome === "conflict")
      throw new ApiFailure(409, stockConflictMessage(label, variant.stock), "stock");
    if (outcome === "unchanged") return;
    await tx
      .update(productVariants)
      .set({ stock: edit.stock, stockVersion: sql`${productVariants.stockVersion} + 1` })
      .where(eq(productVariants.id, variant.id));
    await announceBackInStock(
      tx,
      item(product),
      restocked(
        variants,
        variants.map((v) => (v.id === variant.id ? { ...v, stock: edit.stock } : v)),
      ),
    );
    await noteLowStock(tx, staff.shopId, [
      {
        productId,
        name: product.name,
        size: variant.size,
        color: variant.color,
        before: variant.stock,
        after: edit.stock,
        stockKey: `v${variant.id}`,
        version: variant.stockVersion + 1,
      },
    ]);
    await audit(tx, {
      actor: staff.email,
      action: "stock.update",
      scope: staff.scope,
      target: productId,
      before: { size: edit.size, color: edit.color, stock: variant.stock },
      after: { stock: edit.stock },
    });
  });
}
