import { HTTPError } from "ky";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { fetchProduct, fetchProducts } from "../api/products";
import type { Product } from "../contract/product";
import { kurta, rice } from "../domain/fixtures/cart";
import { $catalogue, $product, loadCatalogue, loadProduct } from "./catalogue";
import { deferred } from "./fixtures";

vi.mock("../api/products", () => ({ fetchProduct: vi.fn(), fetchProducts: vi.fn() }));
const listMock = vi.mocked(fetchProducts);
const oneMock = vi.mocked(fetchProduct);
const asProduct = (p: typeof rice): Product => ({ ...p, shopId: "demo", gst: 5 });
const riceP = asProduct(rice);
const kurtaP = asProduct(kurta);

beforeEach(() => {
  listMock.mockReset();
  oneMock.mockReset();
  $catalogue.set({ shopId: "", status: "LOADING", products: [] });
  $product.set({ shopId: "", productId: "", status: "LOADING", product: null });
  vi.spyOn(console, "error").mockImplementation(() => {});
});

describe("loadCatalogue", () => {
  it("is LOADING, then SUCCESS with the shop's products", async () => {
    const call = deferred<Product[]>();
    listMock.mockReturnValueOnce(call.promise);
    const done = loadCatalogue("demo");
    expect($catalogue.get()).toEqual({ shopId: "demo", status: "LOADING", products: [] });
    call.resolve([riceP, kurtaP]);
    await done;
    expect($catalogue.get()).toEqual({ shopId: "demo", status: "SUCCESS", products: [riceP, kurtaP] });
  });

  it("keeps the same shop's list while reloading and after a failure", async () => {
    listMock.mockResolvedValueOnce([riceP]);
    await loadCatalogue("demo");
    listMock.mockRejectedValueOnce(new Error("down"));
    await loadCatalogue("demo");
    expect($catalogue.get()).toEqual({ shopId: "demo", status: "FAILED", products: [riceP] });
  });

  it("lets only the latest load settle", async () => {
    const first = deferred<Product[]>();
    listMock.mockReturnValueOnce(first.promise).mockResolvedValueOnce([kurtaP]);
    const a = loadCatalogue("demo");
    await loadCatalogue("demo");
    first.resolve([riceP]);
    await a;
    expect($catalogue.get().products).toEqual([kurtaP]);
  });
});

describe("loadProduct", () => {
  it("shows the catalogue's copy at once, then the fresh product", async () => {
    listMock.mockResolvedValueOnce([riceP]);
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
