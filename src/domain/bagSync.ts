/**
 * The bag a signed-in shopper keeps on the server (issue 36): what the
 * server keeps of a line (the product, its size and colour, the count;
 * never a price), and how a device's bag and the server's become one when
 * the shopper signs in. Pure: the server and the storefront both use it.
 *
 * The merge rule: the union of both bags' lines; a line in both keeps the
 * larger count (not the sum: both are usually copies of the same bag saved
 * from two devices, and a sum would double it at every sign-in), capped by
 * the stock the catalogue has now (a sold-out line stays at 1, so the bag
 * shows it as sold out instead of losing it). The server's lines come first,
 * then the device's new ones, in their order.
 */
import type { CartLine, ProductLike } from "./shapes";

/** One line as the server keeps it. */
export interface SavedLine {
  productId: string;
  size: string;
  color: string;
  count: number;
}

/** The most lines a kept bag holds, and the most pieces of one line. */
export const MAX_BAG_LINES = 100;
export const MAX_LINE_COUNT = 999;

const keyOf = (l: Pick<SavedLine, "productId" | "size" | "color">) =>
  `${l.productId}\u0000${l.size}\u0000${l.color}`;

/** A count as kept: a whole number from 1 to MAX_LINE_COUNT. */
const clampCount = (n: number): number =>
  Math.min(MAX_LINE_COUNT, Math.max(1, Number.isFinite(n) ? Math.trunc(n) : 1));

/** Lines as kept: one per product, size and colour (the first wins), counts clamped, at most MAX_BAG_LINES. */
export function normaliseLines(lines: readonly SavedLine[]): SavedLine[] {
  const seen = new Set<string>();
  const out: SavedLine[] = [];
  for (const l of lines) {
    const key = keyOf(l);
    if (seen.has(key) || out.length >= MAX_BAG_LINES) continue;
    seen.add(key);
    out.push({ productId: l.productId, size: l.size, color: l.color, count: clampCount(l.count) });
  }
  return out;
}

/**
 * The server's bag and a device's as one (the rule above). `stockOf` gives
 * a line's stock now (undefined: the product is gone, and the line with it).
 */
export function mergeBags(
  server: readonly SavedLine[],
  device: readonly SavedLine[],
  stockOf: (line: SavedLine) => number | undefined,
): SavedLine[] {
  const merged = new Map<string, SavedLine>();
  for (const l of [...normaliseLines(server), ...normaliseLines(device)]) {
    const had = merged.get(keyOf(l));
    merged.set(keyOf(l), had ? { ...had, count: Math.max(had.count, l.count) } : l);
  }
  const out: SavedLine[] = [];
  for (const l of merged.values()) {
    const stock = stockOf(l);
    if (stock === undefined) continue;
    out.push({ ...l, count: Math.max(1, Math.min(l.count, stock)) });
  }
  return out.slice(0, MAX_BAG_LINES);
}

/** Whether two kept bags hold the same lines and counts (in any order): a save that changes nothing. */
export function sameLines(a: readonly SavedLine[], b: readonly SavedLine[]): boolean {
  if (a.length !== b.length) return false;
  const counts = new Map(a.map((l) => [keyOf(l), l.count]));
  return b.every((l) => counts.get(keyOf(l)) === l.count);
}

/** A bag line (or any line with a product, size, colour and count) as the server keeps it. */
export function savedLineOf(line: {
  productId: string;
  size?: string | undefined;
  color?: string | undefined;
  productCount: number;
}): SavedLine {
  return {
    productId: line.productId,
    size: line.size ?? "",
    color: line.color ?? "",
    count: line.productCount,
  };
}

/** Whether two lines are one product in one size and colour (domain/cart.ts isLine, kept apart from it). */
const sameLine = (a: Omit<SavedLine, "count">, b: { productId: string; size?: string; color?: string }) =>
  a.productId === b.productId && a.size === (b.size ?? "") && a.color === (b.color ?? "");

/**
 * The server's answer as the device's bag lines: each made from its product
 * now by `lineOf` (domain/cart.ts lineFromProduct: the catalogue's price and
 * stock), selected as the device had it (a line new to this device: selected).
 */
export function cartLinesOf(
  kept: readonly { product: ProductLike; size: string; color: string; count: number }[],
  shopId: string,
  device: readonly CartLine[],
  lineOf: (
    product: ProductLike,
    shopId: string,
    selection: { size: string; color: string; count: number },
  ) => CartLine,
): CartLine[] {
  return kept.map(({ product, size, color, count }) => {
    const had = device.find((l) => sameLine({ productId: product.productId, size, color }, l));
    return { ...lineOf(product, shopId, { size, color, count }), checked: had?.checked ?? true };
  });
}

/**
 * A restored bag (a reminder's link) added to the device's: its lines new
 * here are added, selected; a line already here keeps the larger count.
 */
export function withRestored(device: readonly CartLine[], restored: readonly CartLine[]): CartLine[] {
  const out = [...device];
  for (const line of restored) {
    const i = out.findIndex((l) => sameLine(savedLineOf(l), line));
    const had = out[i];
    if (had) out[i] = { ...had, productCount: Math.max(had.productCount, line.productCount) };
    else out.push(line);
  }
  return out;
}
