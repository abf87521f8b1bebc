/**
 * The shop's products (SPEC §2 home and product detail), not persisted: a
 * visit always shows the current catalogue. Only the latest load of each
 * store may settle it.
 */
import { atom } from "nanostores";
import type { CategoryCount, Product } from "../contract/product";
import { type CatalogueQuery, DEFAULT_CATALOGUE_QUERY, sameQuery } from "../domain/catalogueQuery";
import { peekBoot, takeBootShop } from "./boot";
import { latestWins } from "./persist";
import type { LoadingStatus } from "./store";

/**
 * The page of the shop's catalogue the home shows: the listing it answers
 * (search, category, order, page: the home's URL), its products, how many
 * were found in all and on how many pages, and the shop's categories.
 */
export interface CatalogueState {
  shopId: string;
  query: CatalogueQuery;
  status: LoadingStatus;
  products: Product[];
  total: number;
  pages: number;
  categories: CategoryCount[];
}

export interface ProductState {
  shopId: string;
  productId: string;
  status: LoadingStatus | "NOT_FOUND";
  product: Product | null;
}

const EMPTY = { products: [], total: 0, pages: 1, categories: [] };
export const $catalogue = atom<CatalogueState>({
  shopId: "",
  query: DEFAULT_CATALOGUE_QUERY,
  status: "LOADING",
  ...EMPTY,
});
export const $product = atom<ProductState>({ shopId: "", productId: "", status: "LOADING", product: null });

const beginList = latestWins();
const beginProduct = latestWins();

/**
 * Loads a page of the shop's catalogue (`query`: the home's listing). The
 * page already held for the same shop stays visible meanwhile, marked
 * LOADING, and after a failure. The shell's embedded page is taken instead
 * of a call when it answers the same listing, or whichever it answers when
 * no `query` is given (the start-up's: the web server read the same URL).
 */
export async function loadCatalogue(shopId: string, wanted?: CatalogueQuery): Promise<void> {
  const isLatest = beginList();
  const booted = takeBootShop(shopId, "catalogue");
  const query = wanted ?? booted?.query ?? DEFAULT_CATALOGUE_QUERY;
  if (booted && sameQuery(booted.query, query)) {
    const { response, total, pages, categories } = booted;
    $catalogue.set({ shopId, query, status: "SUCCESS", products: response, total, pages, categories });
    return;
  }
  const held = $catalogue.get();
  const kept = held.shopId === shopId ? held : EMPTY;
  const keep = { products: kept.products, total: kept.total, pages: kept.pages, categories: kept.categories };
  $catalogue.set({ shopId, query, status: "LOADING", ...keep });
  try {
    // The HTTP client loads with the first call, not with the home screen (the shell brings its catalogue).
    const { fetchProducts } = await import("../api/products");
    const { response, total, pages, categories } = await fetchProducts(shopId, query);
    if (isLatest())
      $catalogue.set({ shopId, query, status: "SUCCESS", products: response, total, pages, categories });
  } catch (error) {
    console.error("Products could not be loaded:", error);
    if (isLatest()) $catalogue.set({ shopId, query, status: "FAILED", ...keep });
  }
}

/** The product the shell carried for its product page (one not in its catalogue page), once taken. */
let carried: Product | null | undefined;

/**
 * The catalogue's copy of a product, or the one the shell carried for this
 * product page, if either holds it (null otherwise).
 */
export function listedProduct(shopId: string, productId: string): Product | null {
  const list = $catalogue.get();
  const listed = list.shopId === shopId ? list.products.find((p) => p.productId === productId) : undefined;
  if (carried === undefined && peekBoot().shopId === shopId)
    carried = takeBootShop(shopId, "product") ?? null;
  return listed ?? (carried?.shopId === shopId && carried.productId === productId ? carried : null);
}

/**
 * Loads one product (POST /shop/product). The catalogue's copy shows at once
 * while the fresh one loads; an unknown product ends NOT_FOUND.
 */
export async function loadProduct(shopId: string, productId: string): Promise<void> {
  const isLatest = beginProduct();
  const known = listedProduct(shopId, productId);
  $product.set({ shopId, productId, status: known ? "SUCCESS" : "LOADING", product: known });
  try {
    const { fetchProduct } = await import("../api/products");
    const product = await fetchProduct(shopId, productId);
    if (isLatest()) $product.set({ shopId, productId, status: "SUCCESS", product });
  } catch (error) {
    if (!isLatest()) return;
    // HTTPError carries the response; read by shape, so the HTTP client stays out of this module's chunk.
    if ((error as { response?: { status?: number } } | null)?.response?.status === 404)
      $product.set({ shopId, productId, status: "NOT_FOUND", product: null });
    else if (!known) $product.set({ shopId, productId, status: "FAILED", product: null });
  }
}
