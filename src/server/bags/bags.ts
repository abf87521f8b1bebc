/**
 * The bag a signed-in shopper keeps on the server, per shop (issue 36,
 * src/server/db/schema/bags.ts): read with each line's product as the
 * catalogue has it now, merged with a device's at sign-in
 * (src/domain/bagSync.ts), replaced by a device's later changes, deleted by
 * a placement (`clearBags`, in its transaction), and restored on any device
 * from a reminder's link (`restoreToken`: the bag's id signed with the API's
 * session secret).
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { BagLine } from "../../contract/bag";
import type { Product } from "../../contract/product";
import { mergeBags, normaliseLines, type SavedLine, sameLines } from "../../domain/bagSync";
import type { Language } from "../../domain/messages/templates";
import type { Db } from "../db/connection";
import { products, shopperBags, shops } from "../db/schema";
import { statement } from "../db/statements";
import { ApiFailure } from "../http/failure";
import { listVariants, toProduct } from "../shops/shelf";

/** The products of `productIds` on sale at `shopId` (archived ones left out), by product id. */
export async function productsOf(
  db: Db,
  shopId: string,
  productIds: readonly string[],
  siteUrl: string,
): Promise<Map<string, Product>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(products)
    .where(
      and(
        eq(products.shopId, shopId),
        inArray(products.productId, [...productIds]),
        isNull(products.archivedAt),
      ),
    );
  const variants = Map.groupBy(
    await listVariants(
      db,
      rows.map((r) => r.id),
    ),
    (v) => v.productId,
  );
  return new Map(rows.map((r) => [r.productId, toProduct(r, variants.get(r.id) ?? [], siteUrl)]));
}

/** A line's stock now, or undefined when its product (or its size and colour) is gone. */
export function stockOf(
  product: Product | undefined,
  line: Pick<SavedLine, "size" | "color">,
): number | undefined {
  if (!product) return undefined;
  if (!product.hasVariants) return product.productUnits;
  const size = product.variants.find((s) => s.size === line.size);
  return size?.colors.find((c) => c.color === line.color)?.stock;
}

/** Kept lines as the answer gives them: each with its product now; lines whose product is gone left out. */
function withProducts(lines: readonly SavedLine[], catalogue: Map<string, Product>): BagLine[] {
  return lines.flatMap((l) => {
    const product = catalogue.get(l.productId);
    return product && stockOf(product, l) !== undefined ? [{ product, ...l }] : [];
  });
}

async function requireShop(db: Db, shopId: string): Promise<void> {
  const [shop] = await db.select({ shopId: shops.shopId }).from(shops).where(eq(shops.shopId, shopId));
  if (!shop) throw new ApiFailure(404, "There is no shop with that id", "shopId");
}

async function bagRow(db: Db, customerKey: string, shopId: string, lock = false) {
  const query = db
    .select()
    .from(shopperBags)
    .where(and(eq(shopperBags.customerKey, customerKey), eq(shopperBags.shopId, shopId)));
  const [row] = lock ? await query.for("update") : await query;
  return row;
}

/** The customer's bag at a shop (empty when none is kept). */
export async function readBag(
  db: Db,
  customerKey: string,
  shopId: string,
  siteUrl: string,
): Promise<BagLine[]> {
  await requireShop(db, shopId);
  const row = await bagRow(db, customerKey, shopId);
  if (!row) return [];
  const catalogue = await productsOf(
    db,
    shopId,
    row.lines.map((l) => l.productId),
    siteUrl,
  );
  return withProducts(row.lines, catalogue);
}

/**
 * Keeps `device`'s lines as the customer's bag at the shop (`merge`: merged
 * with the kept ones first). Lines whose product is gone are dropped; the
 * change time moves only when the lines change (a save of the same bag does
 * not put off its reminder). Answers the bag as kept.
 */
export async function keepBag(
  db: Db,
  input: { customerKey: string; shopId: string; lines: SavedLine[]; language: Language; merge: boolean },
  siteUrl: string,
  now = new Date(),
): Promise<BagLine[]> {
  await requireShop(db, input.shopId);
  return db.transaction(async (tx) => {
    const row = await bagRow(tx, input.customerKey, input.shopId, true);
    const kept = row?.lines ?? [];
    const device = normaliseLines(input.lines);
    const catalogue = await productsOf(
      tx,
      input.shopId,
      [...new Set([...kept, ...device].map((l) => l.productId))],
      siteUrl,
    );
    const stock = (l: SavedLine) => stockOf(catalogue.get(l.productId), l);
    const lines = input.merge ? mergeBags(kept, device, stock) : device.filter((l) => stock(l) !== undefined);
    const changed = !row || !sameLines(kept, lines);
    await tx
      .insert(shopperBags)
      .values({
        customerKey: input.customerKey,
        shopId: input.shopId,
        lines,
        language: input.language,
        changedAt: now,
      })
      .onConflictDoUpdate({
        target: [shopperBags.customerKey, shopperBags.shopId],
        set: { lines, language: input.language, ...(changed ? { changedAt: now } : {}) },
      });
    return withProducts(lines, catalogue);
  });
}

/** A placement's part: the customer's bags at the shops it ordered from are gone (the next is a new bag). */
export async function clearBags(tx: Db, customerKey: string, shopIds: readonly string[]): Promise<void> {
  if (shopIds.length === 0) return;
  await clearBagsOf(tx, { customerKey, shopIds: [...shopIds] });
}

/** Every placement runs it: built once (db/statements.ts), the shops one array value. */
const clearBagsOf = statement<{ customerKey: string; shopIds: string[] }, unknown>(
  "placement-clear-bags",
  (db) =>
    db
      .delete(shopperBags)
      .where(
        and(
          eq(shopperBags.customerKey, sql.placeholder("customerKey")),
          sql`${shopperBags.shopId} = any(${sql.placeholder("shopIds")})`,
        ),
      ),
);

const signature = (secret: Uint8Array, id: number): string =>
  createHmac("sha256", secret).update(`bag:${id}`).digest("base64url").slice(0, 22);

/** The token of a reminder's link: the bag's id and its signature. */
export const restoreToken = (secret: Uint8Array, id: number): string => `${id}.${signature(secret, id)}`;

/** The bag a link's token names: 404 when the signature is wrong or the bag is gone (ordered, or emptied). */
export async function restoreBag(
  db: Db,
  token: string,
  secret: Uint8Array,
  siteUrl: string,
): Promise<{ shopId: string; lines: BagLine[] }> {
  const [idText = "", sent = ""] = token.split(".");
  const id = Number(idText);
  const expected = Buffer.from(signature(secret, id));
  const given = Buffer.from(sent);
  const gone = new ApiFailure(404, "This bag link has expired, or the bag was ordered", "token");
  if (!Number.isSafeInteger(id) || given.length !== expected.length || !timingSafeEqual(given, expected))
    throw gone;
  const [row] = await db.select().from(shopperBags).where(eq(shopperBags.id, id));
  if (!row || row.lines.length === 0) throw gone;
  const catalogue = await productsOf(
    db,
    row.shopId,
    row.lines.map((l) => l.productId),
    siteUrl,
  );
  return { shopId: row.shopId, lines: withProducts(row.lines, catalogue) };
}
