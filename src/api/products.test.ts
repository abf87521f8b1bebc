import { describe, expect, it } from "vitest";
import { installFakeFetch } from "./fakeFetch";
import { API_URL } from "./http";
import { fetchProduct, fetchProducts } from "./products";

const { sent, requestAt, answer } = installFakeFetch();
const product = {
  productId: "p1",
  shopId: "demo",
  productName: "Rice",
  productDescription: "Basmati.",
  productCategory: "Grocery",
  productImages: [],
  productPrice: 300,
  productdiscountPrice: 250,
  onePiecePrice: 250,
  gst: 5,
  productUnits: 3,
  hasVariants: false,
  variants: [],
};

describe("fetchProducts", () => {
  const page = { response: [product], page: 2, pageSize: 24, pages: 3, total: 49, categories: [] };
  const listing = { q: "rice", category: "Grocery", sort: "price-asc" as const, page: 2 };
  it("POSTs the shopId and the listing to /shop/products and gives the page", async () => {
    answer(page);
    await expect(fetchProducts("Demo", listing)).resolves.toEqual(page);
    expect(requestAt(0).url).toBe(`${API_URL}/shop/products`);
    expect(sent[0]).toEqual({ shopId: "demo", ...listing });
  });
  it("rejects a page that breaks the contract", async () => {
    answer({ ...page, response: [{ productId: "p1" }] });
    await expect(fetchProducts("demo", listing)).rejects.toThrow();
    answer({ response: [product] });
    await expect(fetchProducts("demo", listing)).rejects.toThrow();
  });
});

describe("fetchProduct", () => {
  it("POSTs shopId and productId to /shop/product and gives the product", async () => {
    answer({ response: product });
    await expect(fetchProduct("demo", "p1")).resolves.toEqual(product);
    expect(requestAt(0).url).toBe(`${API_URL}/shop/product`);
    expect(sent[0]).toEqual({ shopId: "demo", productId: "p1" });
  });
  it("rejects on 404", async () => {
    answer({ error: "product not found" }, 404);
    await expect(fetchProduct("demo", "nope")).rejects.toThrow();
  });
});
