/**
 * The stock side of placing an order, inside its transaction: find each
 * line's product (and variant), lock the rows that hold its stock, check the
 * stock and take it. Locks are taken in one order everywhere (product rows by
 * id, then variant rows by id), so concurrent placements never deadlock; a
 * concurrent placement waits on the lock, then sees the stock left.
 */
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { overStockMessage, stockDemand } from "../../domain/placement";
import type { Db } from "../db/connection";
import { type ProductRow, products, productVariants, type VariantRow } from "../db/schema";
import { ApiFailure } from "../http/failure";
import { listVariants } from "../shops/products";

/** What a line asks for: the product, and for a variant product the size and colour. */
export type LineRequest = {
  shopId: string;
  productId: string;
  productCount: number;
  size: string;
  color: string;
};

/** A line matched to its catalogue row; `stockKey` names the row its stock is taken from. */
export type ResolvedLine = LineRequest & {
  product: ProductRow;
  variant: VariantRow | null;
  stockKey: string;
};

/** Matches every line to its product and variant; 404 for an unknown product, 400 for an unknown variant. */
export async function resolveLines(db: Db, lines: readonly LineRequest[]): Promise<ResolvedLine[]> {
  const rows = await db
    .select()
    .from(products)
    .where(
      and(
        inArray(products.shopId, [...new Set(lines.map((l) => l.shopId))]),
        inArray(products.productId, [...new Set(lines.map((l) => l.productId))]),
      ),
    );
  const byKey = new Map(rows.map((r) => [`${r.shopId}/${r.productId}`, r]));
  const variantRows = await listVariants(
    db,
    rows.map((r) => r.id),
  );
  return lines.map((line, i) => {
    const product = byKey.get(`${line.shopId}/${line.productId}`);
    if (!product) throw new ApiFailure(404, "Product not found", `orders.${i}.productId`);
    const options = variantRows.filter((v) => v.productId === product.id);
    if (options.length === 0)
      return { ...line, size: "", color: "", product, variant: null, stockKey: `p${product.id}` };
    const variant = options.find((v) => v.size === line.size && v.color === line.color);
    if (!variant) {
      const what = [line.size && `size ${line.size}`, line.color && `colour ${line.color}`].filter(Boolean);
      const message = what.length
        ? `${product.name} is not sold in ${what.join(" and ")}`
        : `Choose a size and colour of ${product.name}`;
      throw new ApiFailure(400, message, `orders.${i}.${line.size ? "size" : "color"}`);
    }
    return { ...line, product, variant, stockKey: `v${variant.id}` };
  });
}

/**
 * Locks the stock rows of the lines (SELECT … FOR UPDATE), checks every line
 * against the stock left, and takes it. 409 naming the first line over stock:
 * nothing is taken then (the caller's transaction rolls back).
 */
export async function takeStock(db: Db, lines: readonly ResolvedLine[]): Promise<void> {
  const ids = (prefix: string) =>
    [...new Set(lines.map((l) => l.stockKey).filter((k) => k.startsWith(prefix)))].map((k) =>
      Number(k.slice(1)),
    );
  const productIds = ids("p");
  const variantIds = ids("v");
  const stock = new Map<string, number>();
  if (productIds.length) {
    const locked = await db
      .select({ id: products.id, units: products.units })
      .from(products)
      .where(inArray(products.id, productIds))
      .orderBy(asc(products.id))
      .for("update");
    for (const row of locked) stock.set(`p${row.id}`, row.units);
  }
  if (variantIds.length) {
    const locked = await db
      .select({ id: productVariants.id, stock: productVariants.stock })
      .from(productVariants)
      .where(inArray(productVariants.id, variantIds))
      .orderBy(asc(productVariants.id))
      .for("update");
    for (const row of locked) stock.set(`v${row.id}`, row.stock);
  }
  const demand = stockDemand(lines, (l) => l.stockKey);
  for (const [i, line] of lines.entries()) {
    const left = stock.get(line.stockKey) ?? 0;
    if ((demand.get(line.stockKey) ?? 0) > left) {
      const message = overStockMessage(line.product.name, left, line.size, line.color);
      throw new ApiFailure(409, message, `orders.${i}.productCount`);
    }
  }
  for (const [key, count] of demand) {
    const id = Number(key.slice(1));
    if (key.startsWith("p")) {
      await db
        .update(products)
        .set({ units: sql`${products.units} - ${count}` })
        .where(eq(products.id, id));
    } else {
      await db
        .update(productVariants)
        .set({ stock: sql`${productVariants.stock} - ${count}` })
        .where(eq(productVariants.id, id));
    }
  }
}
