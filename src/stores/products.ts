/**
 * The shop's products in the seller's console (/Admin/products), not
 * persisted: search, tabs (active, low stock, archived), a page at a time;
 * each row's stock edited in place against the version it showed (a 409
 * shows the server's figure and reloads the product), archive or restore,
 * and the catalogue as a CSV file: "Export CSV" fetches it with the seller's
 * token, "Import CSV" sends a file back, every row or none. Only the latest
 * load may settle the list.
 */
import { atom } from "nanostores";
import { serverProblems } from "../api/formErrors";
import {
  archiveProduct,
  editStock,
  exportCatalogue,
  getProduct,
  importCatalogue,
  listProducts,
  type ProductShow,
} from "../api/seller";
import {
  MAX_CATALOGUE_BYTES,
  PRODUCT_PAGE_SIZE,
  type ProductListResponse,
  type SellerProduct,
} from "../contract/seller";
import { catalogueFileName, importSummary, issueLines } from "../domain/console/catalogueImport";
import { indiaDate } from "../domain/delivery";
import { variantLabel } from "../domain/stockEdit";
import { latestWins } from "./persist";

export type { ProductShow };

/** What the list shows: the search, 1-based page and tab. */
export interface ProductQuery {
  q: string;
  page: number;
  show: ProductShow;
}

export interface ProductsState {
  shopId: string;
  query: ProductQuery;
  /** The page of products; null until the first answer for the screen is in. */
  list: ProductListResponse | null;
  /** Why the last load failed; "" once one succeeds (the page held stays shown). */
  error: string;
  /** What the last archive or restore did (the screen's status line). */
  message: string;
}

/** What a stock field last said, kept above the field (which starts afresh with each new figure). */
export interface StockNote {
  busy: boolean;
  problem: string;
  note: string;
}

/** One stock figure of a product: its units (no size or colour), or a variant's. */
export interface StockRow {
  size: string;
  color: string;
  stock: number;
  stockVersion: number;
  /** "M / Red"; "" for a product's plain units. */
  label: string;
}

export type CatalogueSaid =
  | { kind: "none" }
  | { kind: "ok"; text: string }
  | { kind: "refused"; text: string; issues: string[] };

export interface CatalogueFileState {
  busy: "" | "export" | "import";
  said: CatalogueSaid;
}

export const LIST_FAILED = "Could not load the products. Check your connection.";
export const ARCHIVE_FAILED = "Could not change it: try again.";
export const STOCK_NOT_WHOLE = "Enter a whole number of pieces, 0 or more";
export const STOCK_SAVE_FAILED = "Could not save the stock: try again.";
export const EXPORT_FAILED = "Could not export: check your connection and try again.";
export const IMPORT_FAILED = "Could not import: check your connection and try again";
export const NOTHING_IMPORTED = "Nothing was imported.";
export const FILE_TOO_BIG = `The file is over ${MAX_CATALOGUE_BYTES / 1024 / 1024} MB: split it in two. ${NOTHING_IMPORTED}`;

const FIRST_QUERY: ProductQuery = { q: "", page: 1, show: "active" };
const NO_NOTE: StockNote = { busy: false, problem: "", note: "" };

/** A shop's list before its first answer: the tab the address names, loading. */
const freshList = (shopId: string, show: ProductShow): ProductsState => ({
  shopId,
  query: { ...FIRST_QUERY, show },
  list: null,
  error: "",
  message: "",
});

export const $products = atom<ProductsState>(freshList("", "active"));

/** Each shown stock field's note, by `stockRowKey`. */
export const $stockNotes = atom<Record<string, StockNote>>({});

export const $catalogueFile = atom<CatalogueFileState>({ busy: "", said: { kind: "none" } });

const begin = latestWins();

/** The tab an address names (?show=low, ?show=archived), else the products on sale. */
export const productShowOf = (value: string | undefined): ProductShow =>
  value === "low" || value === "archived" ? value : "active";

/** How many pages the list has (1 before it is loaded). */
export const productPages = (list: ProductListResponse | null): number =>
  list ? Math.max(1, Math.ceil(list.total / (list.pageSize || PRODUCT_PAGE_SIZE))) : 1;

/** The key of a product's stock field: its units ("" size and colour) or a variant's. */
export const stockRowKey = (productId: string, row: { size: string; color: string }) =>
  `${productId}|${row.size}|${row.color}`;

/** A product's stock fields: its units, or each variant's. */
export function stockRowsOf(product: SellerProduct): StockRow[] {
  return product.variants.length
    ? product.variants.map((x) => ({ ...x, label: variantLabel(x.size, x.color) }))
    : [{ size: "", color: "", stock: product.units, stockVersion: product.stockVersion, label: "" }];
}

/** What the screen shows for `shopId`: the held state when it is that shop's, else a fresh one (loading). */
export function productsFor(state: ProductsState, shopId: string, show: ProductShow): ProductsState {
  return state.shopId === shopId ? state : freshList(shopId, show);
}

/** Changes the held list when it is still this shop's. */
function patch(shopId: string, change: Partial<ProductsState>): void {
  const now = $products.get();
  if (now.shopId === shopId) $products.set({ ...now, ...change });
}

/** The screen opens (or its shop changes): a fresh list of the tab the address names. */
export async function openProducts(shopId: string, show: ProductShow): Promise<void> {
  closeProducts();
  $products.set(freshList(shopId, show));
  await loadProducts();
}

/** The screen closes: nothing of it is held (an answer still on its way is dropped). */
export function closeProducts(): void {
  begin();
  $products.set(freshList("", "active"));
  $stockNotes.set({});
  $catalogueFile.set({ busy: "", said: { kind: "none" } });
}

/** Loads the page the query names; a failure keeps the page held and says why. */
export async function loadProducts(): Promise<void> {
  const { shopId, query } = $products.get();
  if (shopId === "") return; // The screen has closed.
  const isLatest = begin();
  patch(shopId, { error: "" });
  try {
    const list = await listProducts(shopId, query);
    if (isLatest()) patch(shopId, { list });
  } catch (cause) {
    if (isLatest()) patch(shopId, { error: serverProblems(cause)?.message ?? LIST_FAILED });
  }
}

/** A new search, tab or page: loaded when it differs from the one shown. */
async function requery(change: Partial<ProductQuery>): Promise<void> {
  const now = $products.get();
  const query = { ...now.query, ...change };
  if (query.q === now.query.q && query.page === now.query.page && query.show === now.query.show) return;
  $products.set({ ...now, query });
  $stockNotes.set({});
  await loadProducts();
}

/** Searches the products (from the first page). */
export const searchProducts = (q: string) => requery({ q: q.trim(), page: 1 });

/** Shows a tab's products (from the first page). */
export const showProducts = (show: ProductShow) => requery({ show, page: 1 });

/** Turns to a page of the list. */
export const turnProductPage = (page: number) => requery({ page });

/** A product as the server has it now, in place of the one shown. */
function replaceProduct(shopId: string, fresh: SellerProduct): void {
  const { list } = $products.get();
  if (!list) return;
  const products = list.products.map((p) => (p.productId === fresh.productId ? fresh : p));
  patch(shopId, { list: { ...list, products } });
}

/** Archives a product (it leaves the shop) or restores it; the list reloads. True when done. */
export async function archiveOrRestore(product: SellerProduct): Promise<boolean> {
  const { shopId } = $products.get();
  patch(shopId, { message: "" });
  try {
    await archiveProduct(shopId, product.productId, !product.archived);
    patch(shopId, {
      message: product.archived
        ? `Restored ${product.name}: it is back in the shop.`
        : `Archived ${product.name}: it has left the shop.`,
    });
    await loadProducts();
    return true;
  } catch (cause) {
    patch(shopId, { message: serverProblems(cause)?.message ?? ARCHIVE_FAILED });
    return false;
  }
}

/** What a stock field says now ("" and not busy when it has said nothing). */
export const stockNoteOf = (notes: Record<string, StockNote>, key: string): StockNote =>
  notes[key] ?? NO_NOTE;

function note(key: string, said: Partial<StockNote>): void {
  const all = $stockNotes.get();
  $stockNotes.set({ ...all, [key]: { ...(all[key] ?? NO_NOTE), ...said } });
}

/**
 * Saves one stock figure as typed (`value`) against the version the row
 * showed. "invalid" when it is no whole number of 0 or more; "refused" when
 * the server said no (the product is reloaded: its figure may have moved) or
 * the call failed; "saved" with the product as it is now.
 */
export async function saveStock(
  product: SellerProduct,
  row: StockRow,
  value: string,
): Promise<"saved" | "invalid" | "refused"> {
  const { shopId } = $products.get();
  const key = stockRowKey(product.productId, row);
  const what = row.label ? `${product.name} — ${row.label}` : product.name;
  const stock = Number(value);
  if (value.trim() === "" || !Number.isInteger(stock) || stock < 0) {
    note(key, { problem: STOCK_NOT_WHOLE, note: "" });
    return "invalid";
  }
  note(key, { busy: true, problem: "", note: "" });
  try {
    const { product: fresh } = await editStock(shopId, product.productId, {
      size: row.size,
      color: row.color,
      stock,
      stockVersion: row.stockVersion,
    });
    note(key, { problem: "", note: `Saved: ${what} now has ${stock} in stock` });
    replaceProduct(shopId, fresh);
    return "saved";
  } catch (cause) {
    const refused = serverProblems(cause);
    note(key, { problem: refused?.message ?? STOCK_SAVE_FAILED, note: "" });
    if (refused) {
      // The figure moved (or the product changed): show it as it is now.
      try {
        replaceProduct(shopId, (await getProduct(shopId, product.productId)).product);
      } catch {
        // The message stands; the next save gets the same answer.
      }
    }
    return "refused";
  } finally {
    note(key, { busy: false });
  }
}

function catalogue(change: Partial<CatalogueFileState>): void {
  $catalogueFile.set({ ...$catalogueFile.get(), ...change });
}

/** Fetches the catalogue as a CSV file and the name to save it under; null (and why) when it failed. */
export async function exportCatalogueFile(shopId: string): Promise<{ file: Blob; name: string } | null> {
  catalogue({ busy: "export", said: { kind: "none" } });
  try {
    const file = await exportCatalogue(shopId);
    const name = catalogueFileName(shopId, indiaDate(new Date()));
    catalogue({ said: { kind: "ok", text: `Saved ${name}` } });
    return { file, name };
  } catch (cause) {
    catalogue({
      said: { kind: "refused", text: serverProblems(cause)?.message ?? EXPORT_FAILED, issues: [] },
    });
    return null;
  } finally {
    catalogue({ busy: "" });
  }
}

/** Imports a CSV file, every row or none: a refusal lists each row's problem; done, the list reloads. */
export async function importCatalogueFile(shopId: string, file: Blob): Promise<void> {
  catalogue({ said: { kind: "none" } });
  if (file.size > MAX_CATALOGUE_BYTES) {
    catalogue({ said: { kind: "refused", text: FILE_TOO_BIG, issues: [] } });
    return;
  }
  catalogue({ busy: "import" });
  try {
    const result = await importCatalogue(shopId, file);
    catalogue({ said: { kind: "ok", text: importSummary(result) } });
    if ($products.get().shopId === shopId) void loadProducts();
  } catch (cause) {
    const refused = serverProblems(cause);
    const body = (cause as { data?: unknown }).data;
    catalogue({
      said: {
        kind: "refused",
        text: `${refused?.message ?? IMPORT_FAILED}. ${NOTHING_IMPORTED}`,
        issues: issueLines(body),
      },
    });
  } finally {
    catalogue({ busy: "" });
  }
}
