/**
 * The shop's products (SPEC §2 home and product detail), not persisted: a
 * visit always shows the current catalogue. Only the latest load of each
 * store may settle it.
 */
import { atom } from "nanostores";
import type { Product } from "../contract/product";
import { takeBootShop } from "./boot";
import { latestWins } from "./persist";
import type { LoadingStatus } from "./store";

export interface CatalogueState {
  shopId: string;
  status: LoadingStatus;
  products: Product[];
}

export interface ProductState {
  shopId: string;
  productId: string;
  status: LoadingStatus | "NOT_FOUND";
  product: Product | null;
}

export const $catalogue = atom<CatalogueState>({ shopId: "", status: "LOADING", products: [] });
export const $product = atom<ProductState>({ shopId: "", productId: "", status: "LOADING", product: null });

const beginList = latestWins();
const beginProduct = latestWins();

/** Loads the shop's products; the list already held for the same shop stays visible meanwhile. */
export async function loadCatalogue(shopId: string): Promise<void> {
  const isLatest = beginList();
  const booted = takeBootShop(shopId, "products");
  if (booted) {
    $catalogue.set({ shopId, status: "SUCCESS", products: booted });
    return;
  }
  const held = $catalogue.get();
  const products = held.shopId === shopId ? held.products : [];
  $catalogue.set({ shopId, status: "LOADING", products });
  try {
    // The HTTP client loads with the first call, not with the home screen (the shell brings its catalogue).
    const { fetchProducts } = await import("../api/products");
    const next = await fetchProducts(shopId);
    if (isLatest()) $catalogue.set({ shopId, status: "SUCCESS", products: next });
  } catch (error) {
    console.error("Products could not be loaded:", error);
    if (isLatest()) $catalogue.set({ shopId, status: "FAILED", products });
  }
}

/** The catalogue's copy of a product, if it holds one (null otherwise). */
export function listedProduct(shopId: string, productId: string): Product | null {
  const list = $catalogue.get();
  return list.shopId === shopId ? (list.products.find((p) => p.productId === productId) ?? null) : null;
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
    // ky's HTTPError carries the response; read by shape, so ky stays out of this module's chunk.
    if ((error as { response?: { status?: number } } | null)?.response?.status === 404)
      $product.set({ shopId, productId, status: "NOT_FOUND", product: null });
    else if (!known) $product.set({ shopId, productId, status: "FAILED", product: null });
  }
}
