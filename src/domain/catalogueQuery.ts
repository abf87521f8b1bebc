/**
 * Finding things in a shop (issue 26): the home's search, category filter,
 * price sort and page, as the URL carries them (`/?q=dal&category=Groceries&
 * sort=price-asc&page=2`, shareable, kept by a reload and the back button) and
 * as the API's POST /shop/products takes them. One reading for both: the URL
 * is read forgivingly (a hand-typed bad sort or page falls back to the
 * default), the API refuses the same mistakes with a 400 (its contract holds
 * the limits below); the words the database looks for come from `searchWords`.
 */

/** The orders a shopper may choose: the shop's own order, price low to high, high to low, newest first. */
export const CATALOGUE_SORTS = ["featured", "price-asc", "price-desc", "newest"] as const;
export type CatalogueSort = (typeof CATALOGUE_SORTS)[number];

/** What each order is called on the sort control. */
export const SORT_LABELS: Record<CatalogueSort, string> = {
  featured: "Featured",
  "price-asc": "Price: low to high",
  "price-desc": "Price: high to low",
  newest: "Newest first",
};

export const CATALOGUE_LIMITS = {
  /** Characters of search text (after trimming). */
  q: 100,
  /** Characters of a category name (the seller's form allows 60). */
  category: 100,
  /** Words of a search the database looks for; more are ignored. */
  words: 8,
  /** The last page anyone may ask for: 1,000 pages of 24 is more than any shop holds. */
  page: 1000,
  /** Products a page. */
  pageSize: 24,
};

/** One listing of a shop's catalogue: search text, category ("" for all), order and page (from 1). */
export interface CatalogueQuery {
  q: string;
  category: string;
  sort: CatalogueSort;
  page: number;
}

export const DEFAULT_CATALOGUE_QUERY: CatalogueQuery = { q: "", category: "", sort: "featured", page: 1 };

/** Search or category text as kept: Unicode-normalised (NFKC), trimmed, runs of white space one space. */
export function normalizeSearch(text: string): string {
  return text.normalize("NFKC").replace(/\s+/g, " ").trim();
}

/**
 * The words a search looks for, each to be found somewhere in a product's
 * name, category or description: lower case, each once, at most
 * CATALOGUE_LIMITS.words. "Toor  DAL toor" → ["toor", "dal"].
 */
export function searchWords(q: string): string[] {
  const words = normalizeSearch(q).toLowerCase().split(" ").filter(Boolean);
  return [...new Set(words)].slice(0, CATALOGUE_LIMITS.words);
}

/** A word as a LIKE pattern that finds it anywhere: its %, _ and \ match themselves. */
export function containsPattern(word: string): string {
  return `%${word.replace(/[\\%_]/g, "\\$&")}%`;
}

const isSort = (value: string): value is CatalogueSort =>
  (CATALOGUE_SORTS as readonly string[]).includes(value);

/**
 * The listing a URL's query asks for, read forgivingly (a shared or
 * hand-typed link never fails): an unknown sort is "featured", a page that
 * is not a whole number from 1 to the limit is 1, text over its limit is cut.
 */
export function readCatalogueQuery(
  params: URLSearchParams | Record<string, string | undefined>,
): CatalogueQuery {
  const get = (key: string) => (params instanceof URLSearchParams ? params.get(key) : params[key]) ?? "";
  const sort = get("sort");
  const page = /^\d{1,4}$/.test(get("page")) ? Number(get("page")) : 1;
  return {
    q: normalizeSearch(get("q")).slice(0, CATALOGUE_LIMITS.q),
    category: normalizeSearch(get("category")).slice(0, CATALOGUE_LIMITS.category),
    sort: isSort(sort) ? sort : "featured",
    page: page >= 1 && page <= CATALOGUE_LIMITS.page ? page : 1,
  };
}

/** The URL query of a listing ("" for the default), its parts in one order and defaults left out. */
export function catalogueSearch(query: CatalogueQuery): string {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.category) params.set("category", query.category);
  if (query.sort !== "featured") params.set("sort", query.sort);
  if (query.page > 1) params.set("page", String(query.page));
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** Whether two listings are the same one. */
export function sameQuery(a: CatalogueQuery, b: CatalogueQuery): boolean {
  return catalogueSearch(a) === catalogueSearch(b);
}

/** Whether a listing narrows the catalogue (a search or a category), as opposed to the whole of it. */
export function isFiltered(query: CatalogueQuery): boolean {
  return query.q !== "" || query.category !== "";
}

/** How many pages `total` products fill (at least 1, so "page 1 of 1" for none). */
export function pageCount(total: number, pageSize = CATALOGUE_LIMITS.pageSize): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
