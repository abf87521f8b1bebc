/**
 * GET /subdomains, the shop list, a page at a time (issue 25): no parameters
 * is the first page of 1000, as old clients ask; `page` and `limit` walk it.
 */
import * as v from "valibot";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiError } from "../../../src/contract/common";
import { SUBDOMAINS_PAGE_MAX, SubdomainsResponse } from "../../../src/contract/subdomains";
import type { App } from "../../../src/server/app";
import type { DbHandle } from "../../../src/server/db/connection";
import { shops } from "../../../src/server/db/schema";
import { createShopCache, type ShopCache } from "../../../src/server/shops/cache";
import { driverName, openSeededApp, testConfig } from "../support";

let app: App;
let handle: DbHandle;
let cache: ShopCache;
/** The seeded three and these, sorted. */
const extra = Array.from({ length: 12 }, (_, i) => `extra-${String(i).padStart(2, "0")}`);
const all = ["demo", ...extra, "kala", "seva"];

beforeAll(async () => {
  cache = createShopCache();
  ({ app, handle } = await openSeededApp(testConfig, { cache }));
  await handle.db.insert(shops).values(extra.map((shopId) => ({ shopId })));
  await cache.invalidateShops();
});
afterAll(() => handle.close());

async function page(query: string) {
  const res = await app.request(`/subdomains${query}`);
  return { status: res.status, json: (await res.json()) as unknown };
}

const ids = (json: unknown) => v.parse(SubdomainsResponse, json).response.map((e) => e.subdomain);

describe(`GET /subdomains (${driverName})`, () => {
  it("without parameters answers the first page of 1000: every shop here, sorted", async () => {
    const { status, json } = await page("");
    expect(status).toBe(200);
    expect(json).toEqual({
      response: all.map((subdomain) => ({ subdomain })),
      page: 1,
      limit: SUBDOMAINS_PAGE_MAX,
      total: all.length,
    });
  });

  it("walks the list a page at a time, each shop once", async () => {
    const seen: string[] = [];
    for (let n = 1; n <= 4; n++) {
      const { status, json } = await page(`?page=${n}&limit=4`);
      expect(status).toBe(200);
      expect(v.parse(SubdomainsResponse, json)).toMatchObject({ page: n, limit: 4, total: all.length });
      seen.push(...ids(json));
    }
    expect(seen).toEqual(all);
    expect(ids((await page("?page=5&limit=4")).json)).toEqual([]);
    expect(ids((await page("?limit=1")).json)).toEqual(["demo"]);
    expect(ids((await page(`?page=2&limit=${SUBDOMAINS_PAGE_MAX}`)).json)).toEqual([]);
  });

  it("a new shop shows on its page once announced", async () => {
    expect(ids((await page("?page=4&limit=4")).json)).toEqual(["extra-11", "kala", "seva"]);
    await handle.db.insert(shops).values({ shopId: "zz-new" });
    await cache.invalidateShop("zz-new");
    const { json } = await page("?page=4&limit=4");
    expect(ids(json)).toEqual(["extra-11", "kala", "seva", "zz-new"]);
    expect(v.parse(SubdomainsResponse, json).total).toBe(all.length + 1);
  });

  it("is documented with its two optional parameters", async () => {
    type Doc = { paths: Record<string, { get?: { parameters?: unknown[] } }> };
    const doc = (await (await app.request("/openapi.json")).json()) as Doc;
    expect(doc.paths["/subdomains"]?.get?.parameters).toEqual([
      expect.objectContaining({
        name: "page",
        in: "query",
        schema: expect.objectContaining({ default: "1" }),
      }),
      expect.objectContaining({
        name: "limit",
        in: "query",
        schema: expect.objectContaining({ default: "1000" }),
      }),
    ]);
  });

  it.each([
    ["page", "?page=0", "must be a page number"],
    ["page", "?page=-1", "must be a page number"],
    ["page", "?page=two", "must be a page number"],
    ["page", "?page=1000000", "must be a page number"],
    ["limit", "?limit=0", "must be at least 1"],
    ["limit", `?limit=${SUBDOMAINS_PAGE_MAX + 1}`, `must be at most ${SUBDOMAINS_PAGE_MAX}`],
    ["limit", "?limit=1.5", "must be a whole number"],
    ["limit", "?limit=", "must be a whole number"],
  ])("a bad %s (%s) is 400 naming it", async (field, query, why) => {
    const { status, json } = await page(query);
    expect(status).toBe(400);
    const error = v.parse(ApiError, json);
    expect(error.field).toBe(field);
    expect(error.error).toContain(why);
  });
});
