import * as v from "valibot";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ProductResponse, ProductsResponse } from "../../../src/contract/product";
import type { App } from "../../../src/server/app";
import type { DbHandle } from "../../../src/server/db/connection";
import { driverName, openSeededApp, postJson } from "../support";

let app: App;
let handle: DbHandle;

beforeAll(async () => {
  ({ app, handle } = await openSeededApp());
});
afterAll(() => handle.close());

async function post(path: string, body: unknown) {
  const res = await app.request(path, postJson(body));
  return { status: res.status, json: (await res.json()) as unknown };
}

describe(`POST /shop/products (${driverName})`, () => {
  it("lists the demo shop's catalogue in display order, with local images made absolute", async () => {
    const { status, json } = await post("/shop/products", { shopId: "demo" });
    expect(status).toBe(200);
    const products = v.parse(ProductsResponse, json).response;
    expect(products.length).toBeGreaterThanOrEqual(12);
    expect(products[0]?.productId).toBe("basmati-rice-5kg");
    expect(new Set(products.map((p) => p.productCategory)).size).toBeGreaterThanOrEqual(5);
    // Rates in force only (GST 2.0 retired 12% and 28% on 22 Sep 2025).
    expect(new Set(products.map((p) => p.gst))).toEqual(new Set([0, 5, 18]));
    for (const p of products) {
      expect(p.shopId).toBe("demo");
      expect(p.productImages[0]).toMatch(
        /^http:\/\/localhost:4321\/images\/products\/demo\/[a-z0-9-]+-960\.webp$/,
      );
    }
    expect(products.filter((p) => p.productdiscountPrice > 0).length).toBeGreaterThan(3);
    expect(products.find((p) => p.productId === "aloo-bhujia-400g")?.productUnits).toBe(0);
    expect(products.find((p) => p.productId === "brass-diya-set")?.productUnits).toBe(2);
    // The wire shape is exactly the contract's: the first page, counted, with the shop's categories.
    expect(json).toEqual(v.parse(ProductsResponse, json));
    expect(json).toMatchObject({
      response: products,
      page: 1,
      pageSize: 24,
      pages: 1,
      total: products.length,
    });
  });

  it("lists the service shop's services and the craft shop's products", async () => {
    const seva = v.parse(ProductsResponse, (await post("/shop/products", { shopId: "seva" })).json).response;
    expect(seva.map((p) => p.productName)).toContain("AC Service & Cleaning");
    const kala = v.parse(
      ProductsResponse,
      (await post("/shop/products", { shopId: " KALA " })).json,
    ).response;
    expect(kala.length).toBeGreaterThanOrEqual(4);
  });

  it("404 for an unknown shop, 400 for a bad shop id", async () => {
    expect(await post("/shop/products", { shopId: "nosuchshop" })).toEqual({
      status: 404,
      json: { error: "Shop not found", field: "shopId" },
    });
    const bad = await post("/shop/products", {});
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({ field: "shopId", error: "Invalid shopId: is required" });
  });
});

describe(`POST /shop/product (${driverName})`, () => {
  it("returns a plain product: price, discount price, one-piece price, GST", async () => {
    const { status, json } = await post("/shop/product", { shopId: "demo", productId: "brass-diya-set" });
    expect(status).toBe(200);
    expect(v.parse(ProductResponse, json).response).toEqual({
      productId: "brass-diya-set",
      shopId: "demo",
      productName: "Brass Diya Set",
      productDescription: expect.stringContaining("brass diyas"),
      productCategory: "Pooja Essentials",
      productImages: ["http://localhost:4321/images/products/demo/brass-diya-set-960.webp"],
      productPrice: 450,
      productdiscountPrice: 399,
      onePiecePrice: 399,
      gst: 5,
      productUnits: 2,
      hasVariants: false,
      variants: [],
    });
  });

  it("returns variants by size, then colour, each with its stock", async () => {
    const { json } = await post("/shop/product", { shopId: "demo", productId: "cotton-kurta" });
    const kurta = v.parse(ProductResponse, json).response;
    expect(kurta.hasVariants).toBe(true);
    expect(kurta.productImages).toHaveLength(2);
    expect(kurta.variants).toEqual([
      {
        size: "S",
        colors: [
          { color: "Indigo", stock: 4 },
          { color: "Maroon", stock: 3 },
        ],
      },
      {
        size: "M",
        colors: [
          { color: "Indigo", stock: 5 },
          { color: "Maroon", stock: 1 },
        ],
      },
      {
        size: "L",
        colors: [
          { color: "Indigo", stock: 2 },
          { color: "Maroon", stock: 0 },
        ],
      },
    ]);
    expect(kurta.productUnits).toBe(15);
    expect(kurta.onePiecePrice).toBe(749);
  });

  it("404 for an unknown product or shop, naming the field", async () => {
    expect(await post("/shop/product", { shopId: "demo", productId: "nope" })).toEqual({
      status: 404,
      json: { error: "Product not found", field: "productId" },
    });
    expect((await post("/shop/product", { shopId: "kala", productId: "brass-diya-set" })).status).toBe(404);
    expect(await post("/shop/product", { shopId: "nosuchshop", productId: "x" })).toEqual({
      status: 404,
      json: { error: "Shop not found", field: "shopId" },
    });
  });

  it.each([
    [{ shopId: "demo" }, "productId"],
    [{ shopId: "demo", productId: "" }, "productId"],
    [{ shopId: "demo", productId: "x".repeat(65) }, "productId"],
    [{ productId: "x" }, "shopId"],
    [{ shopId: "demo", productId: 7 }, "productId"],
  ])("400 for %j naming %s", async (body, field) => {
    const { status, json } = await post("/shop/product", body);
    expect(status).toBe(400);
    expect(json).toMatchObject({ field });
  });
});
