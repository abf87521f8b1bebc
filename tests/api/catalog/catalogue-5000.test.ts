/**
 * The seller's catalogue at 5,000 products: paging, search, the low-stock
 * view and the CSV file stay right and quick. Timings are printed for the
 * performance notes; the bounds are loose (a busy CI machine), the answers exact.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProductListResponse } from "../../../src/contract/seller";
import type { App } from "../../../src/server/app";
import type { DbHandle } from "../../../src/server/db/connection";
import { products } from "../../../src/server/db/schema";
import { driverName, openSeededApp } from "../support";
import { DEMO_OWNER, sellerApi } from "../support/seller";
import { asCustomer } from "../support/tokens";

const MANY = 5000;
let app: App;
let handle: DbHandle;
let call: ReturnType<typeof sellerApi>;
beforeAll(async () => {
  ({ app, handle } = await openSeededApp());
  call = sellerApi(app);
  const seeded = await handle.db.$count(products, eq(products.shopId, "demo"));
  const rows = Array.from({ length: MANY - seeded }, (_, i) => ({
    shopId: "demo",
    productId: `bulk-item-${i}`,
    name: `Bulk item ${i} ${i % 7 === 0 ? "saffron" : "plain"}`,
    category: i % 2 ? "Groceries" : "Snacks",
    images: [],
    price: 100 + (i % 50),
    units: i % 100,
    position: 1000 + i,
  }));
  for (let i = 0; i < rows.length; i += 1000)
    await handle.db.insert(products).values(rows.slice(i, i + 1000));
  await call("GET", "/api/seller/me"); // the token is checked once before the timings
}, 120_000);
afterAll(() => handle.close());

const BASE = "/api/seller/shops/demo/products";
async function timed(path: string) {
  const started = performance.now();
  const answer = await call("GET", path);
  const ms = performance.now() - started;
  return { ...answer, ms, list: answer.json as unknown as ProductListResponse };
}

describe(`the product list at ${MANY} products (${driverName})`, () => {
  it("pages, searches and finds what runs low, each in well under a second", async () => {
    const first = await timed(BASE);
    expect(first.list.total).toBe(MANY);
    const lastPage = Math.ceil(first.list.total / first.list.pageSize);
    const last = await timed(`${BASE}?page=${lastPage}`);
    expect(last.list.products.length).toBe(first.list.total - (lastPage - 1) * first.list.pageSize);
    const search = await timed(`${BASE}?q=saffron`);
    expect(search.list.total).toBeGreaterThan(600);
    const low = await timed(`${BASE}?show=low`);
    expect(low.list.products.every((p) => p.units <= 5)).toBe(true);
    const ms = { first: first.ms, last: last.ms, search: search.ms, low: low.ms };
    console.log(
      `catalogue at ${MANY} (${driverName}), ms:`,
      JSON.stringify(ms, (_, n) => (typeof n === "number" ? Math.round(n) : n)),
    );
    for (const t of Object.values(ms)) expect(t).toBeLessThan(2000);
  });

  it("exports and re-imports the whole file unchanged", async () => {
    const headers = await asCustomer(DEMO_OWNER);
    let started = performance.now();
    const csv = await (await app.request("/api/seller/shops/demo/catalogue.csv", { headers })).text();
    const exportMs = performance.now() - started;
    expect(csv.split("\r\n").length).toBeGreaterThan(MANY);
    started = performance.now();
    const res = await app.request("/api/seller/shops/demo/catalogue.csv", {
      method: "POST",
      headers: { ...headers, "content-type": "text/csv" },
      body: csv,
    });
    const importMs = performance.now() - started;
    const json = (await res.json()) as Record<string, unknown>;
    console.log(
      `catalogue csv at ${MANY} (${driverName}): export ${Math.round(exportMs)} ms, ${Math.round(csv.length / 1024)} KB; import ${Math.round(importMs)} ms`,
    );
    expect(res.status, JSON.stringify(json).slice(0, 300)).toBe(200);
    expect(json).toEqual({ created: 0, updated: 0, unchanged: MANY });
  }, 120_000);
});
