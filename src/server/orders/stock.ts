/**
 * The stock side of placing an order, inside its transaction: find each
 * line's product (and variant), then take its stock where enough is left.
 * Rows are updated in one order everywhere (product rows by id, then variant
 * rows by id), so concurrent placements never deadlock; a concurrent
 * placement waits on the row, then sees the stock left.
 */
import { and, asc, eq, gte, inArray, sql } from "drizzle-orm";
import { overStockMessage, stockDemand } from "../../domain/orders/placement";
import type { Db } from "../db/connection";
import { type ProductRow, products, productVariants, type VariantRow } from "../db/schema";
import { statement } from "../db/statements";
import { ApiFailure } from "../http/failure";
import type { StockChange } from "../messages/sellerMessages";

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

// The statements every placement runs, built once (db/statements.ts); a list is one array value.
const P = sql.placeholder;
type LineIds = { shopIds: string[]; productIds: string[] };
const matching = () =>
  and(sql`${products.shopId} = any(${P("shopIds")})`, sql`${products.productId} = any(${P("productIds")})`);
const linesProducts = statement<LineIds, ProductRow[]>("placement-products", (db) =>
  db.select().from(products).where(matching()),
);
const linesVariants = statement<LineIds, VariantRow[]>("placement-variants", (db) =>
  db
    .select()
    .from(productVariants)
    .where(
      inArray(productVariants.productId, db.select({ id: products.id }).from(products).where(matching())),
    )
    .orderBy(asc(productVariants.position), asc(productVariants.id)),
);
type Take = { id: number; count: number };
type Taken = { id: number; left: number; version: number };
const takeUnits = statement<Take, Taken[]>("placement-take-units", (db) =>
  db
    .update(products)
    .set({ units: sql`${products.units} - ${P("count")}`, stockVersion: sql`${products.stockVersion} + 1` })
    .where(and(eq(products.id, P("id")), gte(products.units, P("count"))))
    .returning({ id: products.id, left: products.units, version: products.stockVersion }),
);
const takeVariant = statement<Take, Taken[]>("placement-take-variant", (db) =>
  db
    .update(productVariants)
    .set({
      stock: sql`${productVariants.stock} - ${P("count")}`,
      stockVersion: sql`${productVariants.stockVersion} + 1`,
    })
    .where(and(eq(productVariants.id, P("id")), gte(productVariants.stock, P("count"))))
    .returning({
      id: productVariants.id,
      left: productVariants.stock,
      version: productVariants.stockVersion,
    }),
);

/**
 * Matches every line to its product and variant; 404 for an unknown product,
 * 400 for an unknown variant. Its two reads (the products, their variants)
 * are sent together: a transaction's connection pipelines them (one round
 * trip), and PGlite runs them one after the other.
 */
export async function resolveLines(db: Db, lines: readonly LineRequest[]): Promise<ResolvedLine[]> {
  const ids = {
    shopIds: [...new Set(lines.map((l) => l.shopId))],
    productIds: [...new Set(lines.map((l) => l.productId))],
  };
  const [rows, variantRows] = await Promise.all([linesProducts(db, ids), linesVariants(db, ids)]);
  const byKey = new Map(rows.map((r) => [`${r.shopId}/${r.productId}`, r]));
  return lines.map((line, i) => {
    const product = byKey.get(`${line.shopId}/${line.productId}`);
    if (!product) throw new ApiFailure(404, "Product not found", `orders.${i}.productId`);
    if (product.archivedAt) {
      throw new ApiFailure(409, `${product.name} is no longer sold by this shop`, `orders.${i}.productId`);
    }
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
 * Takes the lines' stock: one conditional UPDATE per stock row (`units -
 * n` where at least n are left), in id order, products before variants, so
 * concurrent placements never deadlock and each row stays locked from its
 * update to the commit only. The updates are sent together (one round trip
 * in a transaction's pipeline; the database runs them in the order sent).
 * Answers each row's stock before and after (the seller's low-stock message).
 * When a row has too few left, 409 naming the first line over stock (in the
 * request's order, from the stock as it was before this placement); the
 * caller's transaction rolls back what was taken.
 */
export async function takeStock(db: Db, lines: readonly ResolvedLine[]): Promise<TakenStock[]> {
  const demand = stockDemand(lines, (l) => l.stockKey);
  // "p12" before "v3"; within a kind, by id.
  const keys = [...demand.keys()].sort((a, b) => (a[0] === b[0] ? idOf(a) - idOf(b) : a[0] === "p" ? -1 : 1));
  const updated = await Promise.all(
    keys.map((key) => {
      const values = { id: idOf(key), count: demand.get(key) ?? 0 };
      return key.startsWith("p") ? takeUnits(db, values) : takeVariant(db, values);
    }),
  );
  if (updated.every((rows) => rows.length > 0))
    return keys.map((key, i) => {
      const line = lines.find((l) => l.stockKey === key) as ResolvedLine;
      const row = updated[i]?.[0] as Taken;
      const count = demand.get(key) ?? 0;
      return {
        shopId: line.shopId,
        change: {
          productId: line.productId,
          name: line.product.name,
          size: line.size,
          color: line.color,
          before: row.left + count,
          after: row.left,
          stockKey: key,
          version: row.version,
        },
      };
    });
  // What the updates that went through took (all were sent, before the refusal was known).
  const taken = new Map(keys.filter((_, i) => updated[i]?.length).map((key) => [key, demand.get(key) ?? 0]));
  return refuse(db, lines, demand, taken);
}

const idOf = (key: string) => Number(key.slice(1));

/** A stock row a placement took from: its shop, and the change (for the seller's low-stock message). */
export type TakenStock = { shopId: string; change: StockChange };

/** Throws the 409 for the first line over stock; `taken` is what this placement already took. */
async function refuse(
  db: Db,
  lines: readonly ResolvedLine[],
  demand: Map<string, number>,
  taken: Map<string, number>,
): Promise<never> {
  const keys = [...demand.keys()];
  const productIds = keys.filter((k) => k.startsWith("p")).map(idOf);
  const variantIds = keys.filter((k) => k.startsWith("v")).map(idOf);
  const stock = new Map<string, number>();
  if (productIds.length) {
    const rows = await db
      .select({ id: products.id, units: products.units })
      .from(products)
      .where(inArray(products.id, productIds));
    for (const row of rows) stock.set(`p${row.id}`, row.units);
  }
  if (variantIds.length) {
    const rows = await db
      .select({ id: productVariants.id, stock: productVariants.stock })
      .from(productVariants)
      .where(inArray(productVariants.id, variantIds));
    for (const row of rows) stock.set(`v${row.id}`, row.stock);
  }
  for (const [i, line] of lines.entries()) {
    const left = (stock.get(line.stockKey) ?? 0) + (taken.get(line.stockKey) ?? 0);
    if ((demand.get(line.stockKey) ?? 0) > left) {
      throw new ApiFailure(
        409,
        overStockMessage(line.product.name, left, line.size, line.color),
        `orders.${i}.productCount`,
      );
    }
  }
  throw new Error("A stock row refused the update, yet every line has stock enough");
}
