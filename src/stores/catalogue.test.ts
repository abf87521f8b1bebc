import { beforeEach, describe, expect, it, vi } from "vitest";
import { HTTPError } from "../api/client";
import { fetchProduct, fetchProducts } from "../api/products";
import type { Product, ProductsResponse } from "../contract/product";
import { DEFAULT_CATALOGUE_QUERY } from "../domain/catalogueQuery";
import { kurta, rice } from "../domain/fixtures/cart";
import { $catalogue, $product, loadCatalogue, loadProduct } from "./catalogue";
import { deferred } from "./fixtures";

vi.mock("../api/products", () => ({ fetchProduct: vi.fn(), fetchProducts: vi.fn() }));
const listMock = vi.mocked(fetchProducts);
const oneMock = vi.mocked(fetchProduct);
const asProduct = (p: typeof rice): Product => ({ ...p, shopId: "demo", gst: 5 });
const riceP = asProduct(rice);
const kurtaP = asProduct(kurta);

/** An answer of POST /shop/products with these products. */
const page = (products: Product[], more: Partial<ProductsResponse> = {}): ProductsResponse => ({
  response: products,
  page: 1,
  pageSize: 24,
  pages: 1,
  total: products.length,
  categories: [{ name: "Grocery", count: products.length }],
  ...more,
});
const dal = { q: "dal", category: "", sort: "price-asc" as const, page: 2 };

beforeEach(() => {
  listMock.mockReset();
  oneMock.mockReset();
  $catalogue.set({
    shopId: "",
    query: DEFAULT_CATALOGUE_QUERY,
    status: "LOADING",
    products: [],
    total: 0,
    pages: 1,
    categories: [],
  });
  $product.set({ shopId: "", productId: "", status: "LOADING", product: null });
  vi.spyOn(console, "error").mockImplementation(() => {});
});

describe("loadCatalogue", () => {
  it("is LOADING, then SUCCESS with the page the listing asks for", async () => {
    const call = deferred<ProductsResponse>();
    listMock.mockReturnValueOnce(call.promise);
    const done = loadCatalogue("demo", dal);
    expect($catalogue.get()).toMatchObject({ shopId: "demo", query: dal, status: "LOADING", products: [] });
    call.resolve(page([riceP, kurtaP], { page: 2, pages: 3, total: 50 }));
    await done;
    expect(listMock).toHaveBeenCalledWith("demo", dal);
    expect($catalogue.get()).toEqual({
      shopId: "demo",
      query: dal,
      status: "SUCCESS",
      products: [riceP, kurtaP],
      total: 50,
      pages: 3,
      categories: [{ name: "Grocery", count: 2 }],
    });
  });

  it("asks for the shop's first page when no listing is given", async () => {
    listMock.mockResolvedValueOnce(page([riceP]));
    await loadCatalogue("demo");
    expect(listMock).toHaveBeenCalledWith("demo", DEFAULT_CATALOGUE_QUERY);
  });

  it("keeps the same shop's page while another loads and after a failure", async () => {
    listMock.mockResolvedValueOnce(page([riceP]));
    await loadCatalogue("demo");
    const call = deferred<ProductsResponse>();
    listMock.mockReturnValueOnce(call.promise);
    const done = loadCatalogue("demo", dal);
    expect($catalogue.get()).toMatchObject({ status: "LOADING", query: dal, products: [riceP], total: 1 });
    call.reject(new Error("down"));
    await done;
    expect($catalogue.get()).toMatchObject({ status: "FAILED", query: dal, products: [riceP] });
  });

  it("lets only the latest load settle", async () => {
    const first = deferred<ProductsResponse>();
    listMock.mockReturnValueOnce(first.promise).mockResolvedValueOnce(page([kurtaP]));
    const a = loadCatalogue("demo");
    await loadCatalogue("demo", dal);
    first.resolve(page([riceP]));
    await a;
    expect($catalogue.get()).toMatchObject({ products: [kurtaP], query: dal });
  });
});

describe("loadProduct", () => {
  it("shows the catalogue's copy at once, then the fresh product", async () => {
    listMock.mockResolvedValueOnce(page([riceP]));
    await loadCatalogue("demo");
    const fresh = { ...riceP, productUnits: 1 };
    const call = deferred<Product>();
    oneMock.mockReturnValueOnce(call.promise);
    const done = loadProduct("demo", "rice");
    expect($product.get()).toMatchObject({ status: "SUCCESS", product: riceP });
    call.resolve(fresh);
    await done;
    expect($product.get()).toEqual({ shopId: "demo", productId: "rice", status: "SUCCESS", product: fresh });
  });

  it("shows the product the shell carried for a product page past the catalogue's page, then the fresh one", async () => {
    // A fresh module on a page whose boot block carries the product (src/web/shopBoot.ts), not the catalogue.
    vi.resetModules();
    vi.stubGlobal("location", { host: "demo.localhost:4321" });
    const block = JSON.stringify({ host: "demo.localhost:4321", shopId: "demo", product: kurtaP });
    vi.stubGlobal("document", {
      getElementById: (id: string) => (id === "shop-boot" ? { textContent: block } : null),
    });
    try {
      const store = await import("./catalogue");
      expect(store.listedProduct("kala", "kurta")).toBeNull();
      expect(store.listedProduct("demo", "rice")).toBeNull();
      expect(store.listedProduct("demo", "kurta")).toEqual(kurtaP);
      const fresh = { ...kurtaP, productUnits: 1 };
      const call = deferred<Product>();
      oneMock.mockReturnValueOnce(call.promise);
      const done = store.loadProduct("demo", "kurta");
      expect(store.$product.get()).toMatchObject({ status: "SUCCESS", product: kurtaP });
      call.resolve(fresh);
      await done;
      expect(store.$product.get()).toMatchObject({ status: "SUCCESS", product: fresh });
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("ends NOT_FOUND on 404 and FAILED on other errors", async () => {
    const request = new Request("http://localhost:8787/shop/product", { method: "POST" });
    const notFound = new HTTPError(new Response(null, { status: 404 }), request, {} as never);
    oneMock.mockRejectedValueOnce(notFound);
    await loadProduct("demo", "nope");
    expect($product.get().status).toBe("NOT_FOUND");
    oneMock.mockRejectedValueOnce(new Error("network"));
    await loadProduct("demo", "rice");
    expect($product.get()).toMatchObject({ status: "FAILED", product: null });
  });
});
