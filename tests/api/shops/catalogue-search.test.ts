/**
 * POST /shop/products as the shop home's search, category filter, price sort
 * and pages (issue 26): the answers on the seeded demo shop, the refusals of
 * bad input, and a changed catalogue seen at once. The same at 5,000
 * products, timed: catalogue-search-5000.test.ts.
 */
import * as v from "valibot";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Product, ProductsResponse } from "../../../src/contract/product";
import type { App } from "../../../src/server/app";
import type { DbHandle } from "../../../src/server/db/connection";
import { driverName, openSeededApp, postJson } from "../support";
import { sellerApi } from "../support/seller";

let app: App;
let handle: DbHandle;
beforeAll(async () => {
  ({ app, handle } = await openSeededApp());
});
afterAll(() => handle.close());

async function post(body: unknown) {
  const res = await app.request("/shop/products", postJson(body));
  return { status: res.status, json: (await res.json()) as unknown };
}
async function list(body: Record<string, unknown>) {
  const { status, json } = await post({ shopId: "demo", ...body });
  expect(status).toBe(200);
  return v.parse(ProductsResponse, json);
}
const names = (products: Product[]) => products.map((p) => p.productName);

describe(`POST /shop/products: search, filter, sort, pages (${driverName})`, () => {
  it("answers the first page in the shop's order, counted, with the shop's categories", async () => {
    const all = await list({});
    expect(all).toMatchObject({ page: 1, pageSize: 24, pages: 1 });
    expect(all.total).toBe(all.response.length);
    expect(all.response[0]?.productId).toBe("basmati-rice-5kg");
    const categories = all.categories.map((c) => c.name);
    expect(categories).toEqual([...categories].sort());
    expect(categories).toContain("Groceries");
    const sum = all.categories.reduce((n, c) => n + c.count, 0);
    expect(sum).toBe(all.response.filter((p) => p.productCategory !== "").length);
  });

  it("finds every word anywhere in name, category or description, any case, each page counted", async () => {
    const dal = await list({ q: "  DAL " });
    expect(names(dal.response)).toContain("Toor Dal 1 kg");
    expect(
      dal.response.every((p) => /dal/i.test(`${p.productName} ${p.productCategory} ${p.productDescription}`)),
    ).toBe(true);
    expect(dal.total).toBe(dal.response.length);
    // Two words: both must be there (a category word and a name word).
    const two = await list({ q: "groceries honey" });
    expect(names(two.response)).toEqual(["Wild Forest Honey 500 g"]);
    // A word of the description only.
    const diya = await list({ q: "brass" });
    expect(names(diya.response)).toContain("Brass Diya Set");
    // Nothing found: an empty page, still page 1 of 1, the categories still there.
    const none = await list({ q: "zzzqqq" });
    expect(none).toMatchObject({ response: [], total: 0, page: 1, pages: 1 });
    expect(none.categories.length).toBeGreaterThan(0);
  });

  it("reads LIKE's wildcards as themselves", async () => {
    for (const q of ["%", "_", "\\", "%%%"]) expect((await list({ q })).total).toBe(0);
  });

  it("filters to a category, and sorts by price either way and by newest", async () => {
    const groceries = await list({ category: "Groceries" });
    expect(groceries.total).toBeGreaterThan(2);
    expect(groceries.response.every((p) => p.productCategory === "Groceries")).toBe(true);
    expect((await list({ category: "groceries" })).total).toBe(0); // a category is the seller's exact name

    const prices = (ps: Product[]) => ps.map((p) => p.onePiecePrice);
    const up = prices((await list({ sort: "price-asc" })).response);
    expect(up).toEqual([...up].sort((a, b) => a - b));
    const down = prices((await list({ sort: "price-desc", category: "Groceries" })).response);
    expect(down).toEqual([...down].sort((a, b) => b - a));
    expect(down).toHaveLength(groceries.total);
    const newest = await list({ sort: "newest" });
    expect(newest.total).toBe((await list({})).total);
  });

  it("pages past the last are empty, the count still right", async () => {
    const second = await list({ page: 2 });
    expect(second).toMatchObject({ response: [], page: 2, pages: 1 });
    expect(second.total).toBeGreaterThan(0);
  });

  it.each([
    [{ q: "x".repeat(101) }, "q", "Invalid q: is too long: at most 100 characters"],
    [{ q: 7 }, "q", "Invalid q: must be of type string"],
    [{ category: "c".repeat(101) }, "category", "Invalid category: is too long: at most 100 characters"],
    [
      { sort: "cheapest" },
      "sort",
      'Invalid sort: must be "featured" | "price-asc" | "price-desc" | "newest"',
    ],
    [{ page: 0 }, "page", "Invalid page: must be 1 or more"],
    [{ page: 1.5 }, "page", "Invalid page: must be a whole number"],
    [{ page: "2" }, "page", "Invalid page: must be of type number"],
    [{ page: 1001 }, "page", "Invalid page: must be at most 1000"],
  ])("400 for %j naming %s", async (body, field, error) => {
    const { status, json } = await post({ shopId: "demo", ...body });
    expect(status).toBe(400);
    expect(json).toMatchObject({ field, error });
  });

  it("counts a search of 100 characters after trimming as fine", async () => {
    expect((await list({ q: `   ${"y".repeat(100)}   ` })).total).toBe(0);
  });

  it("404 for an unknown shop, whatever the listing", async () => {
    for (const body of [{}, { q: "dal" }, { category: "Groceries", page: 2 }])
      expect(await post({ shopId: "nosuchshop", ...body })).toEqual({
        status: 404,
        json: { error: "Shop not found", field: "shopId" },
      });
  });

  it("shows a seller's change at once: an archived product leaves every listing and its categories", async () => {
    const call = sellerApi(app);
    const before = await list({ category: "Pooja Essentials" });
    expect(names(before.response)).toContain("Brass Diya Set");
    await list({ q: "brass" });
    const archived = await call("POST", "/api/seller/shops/demo/products/brass-diya-set/archive", {
      archived: true,
    });
    expect(archived.status).toBe(200);
    expect(names((await list({ category: "Pooja Essentials" })).response)).not.toContain("Brass Diya Set");
    expect(names((await list({ q: "brass" })).response)).not.toContain("Brass Diya Set");
    const pooja = (await list({})).categories.find((c) => c.name === "Pooja Essentials");
    expect(pooja?.count ?? 0).toBe(before.total - 1);
  });
});
