/**
 * The catalogue as a CSV file (src/domain/catalogueCsv.ts): the export of
 * every product of a shop with each one's stock stamp, and the import, all
 * or nothing: every row is checked first, then written in one transaction,
 * and one problem anywhere writes nothing. A row's stock figures are written
 * only when its stamp still matches, so an order placed since the export is
 * never undone; photos are not in the file (they stay as they are, and a new
 * product has none until the seller adds one).
 */
import { asc, eq, inArray, sql } from "drizzle-orm";
import {
  type CsvProblem,
  catalogueToCsv,
  type ImportedProduct,
  type ProductCsvRow,
  parseCatalogueCsv,
} from "../../domain/catalogueCsv";
import { plainStock, restocked } from "../../domain/restock";
import { variantLabel } from "../../domain/stockEdit";
import { announceBackInStock } from "../bags/waits";
import type { Db } from "../db/connection";
import { type ProductRow, products, productVariants, type VariantRow } from "../db/schema";
import { ApiFailure } from "../http/failure";
import { noteLowStock, type StockChange } from "../messages/sellerMessages";
import { audit } from "../staff/audit";
import type { Staff } from "../staff/guard";
import { stockStamp, writeVariants } from "./products";

async function shopRows(db: Db, shopId: string) {
  const rows = await db
    .select()
    .from(products)
    .where(eq(products.shopId, shopId))
    .orderBy(asc(products.position), asc(products.id));
  const variants = rows.length
    ? await db
        .select()
        .from(productVariants)
        .where(
          inArray(
            productVariants.productId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(productVariants.position), asc(productVariants.id))
    : [];
  const byProduct = Map.groupBy(variants, (v) => v.productId);
  return rows.map((row) => ({ row, variants: byProduct.get(row.id) ?? [] }));
}

const toCsvRow = (row: ProductRow, variants: readonly VariantRow[]): ProductCsvRow => ({
  productId: row.productId,
  name: row.name,
  description: row.description,
  category: row.category,
  mrp: row.price,
  sellingPrice: row.discountPrice,
  gst: row.gst,
  hsn: row.hsn,
  units: variants.length ? 0 : row.units,
  variants: variants.map(({ size, color, stock }) => ({ size, color, stock })),
  archived: row.archivedAt !== null,
  stockStamp: stockStamp(row, variants),
});

/** Every product of a shop (archived ones too), in display order, as the CSV file. */
export async function exportCatalogue(db: Db, shopId: string): Promise<string> {
  return catalogueToCsv((await shopRows(db, shopId)).map(({ row, variants }) => toCsvRow(row, variants)));
}

/** The 400 of a file with problems: the summary, and each problem as "row N column" → message. */
function refusal(errors: readonly CsvProblem[], summary: string): ApiFailure {
  const issues = errors.map((e) => ({
    field: `row ${e.line}${e.field ? ` ${e.field}` : ""}`,
    message: e.message,
  }));
  return new ApiFailure(400, summary, "file", issues);
}

const rowsWord = (n: number) => `${n} ${n === 1 ? "row has a problem" : "rows have problems"}`;

/** Whether a row's stock differs from what the product holds. */
function stockDiffers(row: ImportedProduct, current: ProductRow, variants: readonly VariantRow[]): boolean {
  const now = toCsvRow(current, variants);
  return JSON.stringify([now.units, now.variants]) !== JSON.stringify([row.units, row.variants]);
}

export type ImportResult = { created: number; updated: number; unchanged: number };

/** Imports a catalogue file: every row or none (400 listing every problem; nothing changes). */
export async function importCatalogue(db: Db, staff: Staff, text: string): Promise<ImportResult> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from shops where shop_id = ${staff.shopId} for update`);
    // The shop's products and variants, read once and locked in two queries (not two a row: 5,000 rows
    // import in well under a second); the file's new ids are made against these.
    const lockedRows = await tx
      .select()
      .from(products)
      .where(eq(products.shopId, staff.shopId))
      .for("update");
    const { rows, errors } = parseCatalogueCsv(text, { existingIds: lockedRows.map((r) => r.productId) });
    if (errors.length) {
      const lines = new Set(errors.map((e) => e.line)).size;
      throw refusal(
        errors,
        `${rowsWord(lines)}: nothing was imported. Fix ${lines === 1 ? "it" : "them"} and import the file again`,
      );
    }
    const result: ImportResult = { created: 0, updated: 0, unchanged: 0 };
    const conflicts: CsvProblem[] = [];
    const lowered: StockChange[] = [];
    let position = lockedRows.reduce((n, r) => Math.max(n, r.position), -1);
    const byId = new Map(lockedRows.map((r) => [r.productId, r]));
    const lockedVariants = lockedRows.length
      ? await tx
          .select()
          .from(productVariants)
          .where(
            inArray(
              productVariants.productId,
              lockedRows.map((r) => r.id),
            ),
          )
          .for("update")
      : [];
    const variantsOf = Map.groupBy(lockedVariants, (v) => v.productId);
    for (const row of rows) {
      const fields = {
        name: row.name,
        description: row.description,
        category: row.category,
        price: row.mrp,
        discountPrice: row.sellingPrice,
        gst: row.gst,
        hsn: row.hsn,
        archivedAt: row.archived ? new Date() : null,
      };
      const current = byId.get(row.productId);
      if (!current) {
        position += 1;
        const [made] = await tx
          .insert(products)
          .values({
            shopId: staff.shopId,
            productId: row.productId,
            position,
            images: [],
            units: row.units,
            ...fields,
          })
          .returning({ id: products.id });
        if (made && row.variants.length) await writeVariants(tx, made.id, [], row.variants);
        result.created++;
        continue;
      }
      const variants = (variantsOf.get(current.id) ?? []).sort(
        (a, b) => a.position - b.position || a.id - b.id,
      );
      const differs = stockDiffers(row, current, variants);
      if (differs && row.stockStamp !== stockStamp(current, variants)) {
        const now = toCsvRow(current, variants);
        const figures = now.variants.length
          ? now.variants.map((v) => `${variantLabel(v.size, v.color)} ${v.stock}`).join(", ")
          : String(now.units);
        conflicts.push({
          line: row.line,
          field: now.variants.length ? "variants" : "units",
          message:
            row.stockStamp === undefined
              ? `The file has no stock stamps, so it can't change stock: export the catalogue again (now: ${figures})`
              : `The stock changed since this file was exported (an order or an edit): now ${figures}. Export again, or change this row's stock to those figures`,
        });
        continue;
      }
      const archivedAt = row.archived ? (current.archivedAt ?? new Date()) : null;
      const { line: _line, isNew: _isNew, stockStamp: _stamp, ...fromFile } = row;
      const { stockStamp: _now, ...held } = toCsvRow(current, variants);
      const same = !differs && JSON.stringify(held) === JSON.stringify({ ...held, ...fromFile });
      if (same) {
        result.unchanged++;
        continue;
      }
      await tx
        .update(products)
        .set({
          ...fields,
          archivedAt,
          units: row.variants.length ? 0 : row.units,
          ...(differs && !row.variants.length && row.units !== current.units
            ? { stockVersion: sql`${products.stockVersion} + 1` }
            : {}),
        })
        .where(eq(products.id, current.id));
      await writeVariants(tx, current.id, variants, row.variants);
      result.updated++;
      if (!differs) continue;
      // Back from none, and on sale: the shoppers who asked to be told hear of it, as after an edit.
      if (!row.archived)
        await announceBackInStock(
          tx,
          { shopId: staff.shopId, productId: row.productId, name: row.name },
          restocked(
            variants.length ? variants : plainStock(current.units),
            row.variants.length ? row.variants : plainStock(row.units),
          ),
        );
      // A figure the file takes to the seller's low mark: they hear of it as of an edit.
      if (!row.variants.length && row.units !== current.units)
        lowered.push({
          productId: row.productId,
          name: row.name,
          size: "",
          color: "",
          before: current.units,
          after: row.units,
          stockKey: `p${current.id}`,
          version: current.stockVersion + 1,
        });
      for (const v of row.variants) {
        const old = variants.find((w) => w.size === v.size && w.color === v.color);
        if (old && old.stock !== v.stock)
          lowered.push({
            productId: row.productId,
            name: row.name,
            size: v.size,
            color: v.color,
            before: old.stock,
            after: v.stock,
            stockKey: `v${old.id}`,
            version: old.stockVersion + 1,
          });
      }
    }
    if (conflicts.length)
      throw refusal(
        conflicts,
        `${rowsWord(conflicts.length)}: nothing was imported. The stock moved since the export`,
      );
    await noteLowStock(tx, staff.shopId, lowered);
    await audit(tx, {
      actor: staff.email,
      action: "catalogue.import",
      scope: staff.scope,
      after: { ...result, rows: rows.length },
    });
    return result;
  });
}
