/**
 * GET /shop/by-host: the storefront's one start-up lookup (issue 25). The
 * host's subdomain, by the platform's host rule (src/domain/host.ts), names
 * the shop; the answer is POST /shop's. Unknown subdomains are remembered
 * briefly (shops/cache.ts), and a new shop announced by its creator is found
 * at once all the same.
 */
import { eq } from "drizzle-orm";
import * as v from "valibot";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiError } from "../../../src/contract/common";
import { ShopResponse } from "../../../src/contract/shop";
import { type App, createApp } from "../../../src/server/app";
import type { DbHandle } from "../../../src/server/db/connection";
import { shops } from "../../../src/server/db/schema";
import { createShopCache, type ShopCache } from "../../../src/server/shops/cache";
import { announceNewShop } from "../../../src/server/shops/shared-cache";
import { driverName, openSeededApp, postJson, testConfig } from "../support";

let app: App;
let handle: DbHandle;
let cache: ShopCache;
let now = 0;

beforeAll(async () => {
  // A clock of the test's own: the remembered misses expire when the test says so.
  cache = createShopCache({ now: () => now });
  ({ app, handle } = await openSeededApp(testConfig, { cache }));
});
afterAll(() => handle.close());

async function byHost(host: string | null, on: App = app) {
  const query = host === null ? "" : `?host=${encodeURIComponent(host)}`;
  const res = await on.request(`/shop/by-host${query}`);
  return { status: res.status, json: (await res.json()) as unknown };
}

describe(`GET /shop/by-host (${driverName})`, () => {
  it("answers the storeData of the shop the host names, exactly as POST /shop does", async () => {
    const { status, json } = await byHost("demo.localhost:4321");
    expect(status).toBe(200);
    expect(v.parse(ShopResponse, json).response.settings.header.shopName).toBe("Demo Kirana Store");
    const post = await app.request("/shop", postJson({ shopId: "demo" }));
    expect(json).toEqual(await post.json());
  });

  it.each([
    ["upper case", "SEVA.LocalHost", "seva"],
    ["a trailing dot", "kala.localhost.", "kala"],
    ["spaces around it", " demo.localhost ", "demo"],
    ["deeper labels (the first one counts)", "kala.extra.localhost:8080", "kala"],
  ])("reads a host with %s", async (_, host, shopId) => {
    const { status, json } = await byHost(host);
    expect(status).toBe(200);
    expect(v.parse(ShopResponse, json).response.shopId).toBe(shopId);
  });

  it("uses the configured platform domain, with the two-label rule outside it", async () => {
    const shopHost = createApp({
      db: handle.db,
      config: { ...testConfig, platformDomain: "platform.localhost" },
      cache: createShopCache(),
    });
    expect((await byHost("demo.platform.localhost:4321", shopHost)).status).toBe(200);
    expect((await byHost("demo.localhost", shopHost)).status).toBe(200);
    expect(await byHost("platform.localhost", shopHost)).toEqual({
      status: 404,
      json: { error: "platform.localhost is the platform's own host, not a shop", field: "host" },
    });
  });

  it("an unknown subdomain is 404 naming the subdomain", async () => {
    expect(await byHost("nosuchshop.localhost:4321")).toEqual({
      status: 404,
      json: { error: "No shop has the subdomain nosuchshop", field: "host" },
    });
  });

  it("a reserved name is only a subdomain no shop has (the shops that have one keep it)", async () => {
    for (const name of ["admin", "api", "shop"]) {
      expect(await byHost(`${name}.localhost`)).toEqual({
        status: 404,
        json: { error: `No shop has the subdomain ${name}`, field: "host" },
      });
    }
  });

  it.each([
    ["the platform itself", "localhost:4321", "localhost"],
    ["www (it counts as no subdomain)", "www.localhost", "www.localhost"],
    ["an IP address", "127.0.0.1:8787", "127.0.0.1"],
    ["an IPv6 address", "[::1]:8787", "::1"],
  ])("a host that names no shop (%s) is 404", async (_, host, shown) => {
    expect(await byHost(host)).toEqual({
      status: 404,
      json: { error: `${shown} is the platform's own host, not a shop`, field: "host" },
    });
  });

  it.each([
    ["no host", null, "Invalid host: is required"],
    ["an empty host", "", "must be a host name"],
    ["an underscore", "my_shop.localhost", "must be a host name"],
    ["a path", "demo.localhost/admin", "must be a host name"],
    ["a leading hyphen", "-demo.localhost", "must be a host name"],
    ["an empty label", "demo..localhost", "must be a host name"],
    ["a label of 64 characters", `${"a".repeat(64)}.localhost`, "must be a host name"],
    ["a bad port", "demo.localhost:port", "must be a host name"],
    ["a URL", "http://demo.localhost", "must be a host name"],
    ["a very long host", `${"a.".repeat(200)}localhost`, "is too long"],
  ])("a bad host (%s) is 400 naming host", async (_, host, why) => {
    const { status, json } = await byHost(host);
    expect(status).toBe(400);
    const error = v.parse(ApiError, json);
    expect(error.field).toBe("host");
    expect(error.error).toContain(why);
  });

  it("a shop inserted now is found at once, even after a miss was remembered, once it is announced", async () => {
    expect((await byHost("fresh.localhost")).status).toBe(404);
    await handle.db.insert(shops).values({ shopId: "fresh", header: { shopName: "Fresh Shop" } });
    // Unannounced, the remembered miss stands for its 2 s (a burst of unknown hosts reaches the database once)…
    expect((await byHost("fresh.localhost")).status).toBe(404);
    // …and the creator's announcement (the API's own writers: cache.invalidateShop) ends it at once.
    await cache.invalidateShop("fresh");
    const { status, json } = await byHost("fresh.localhost");
    expect(status).toBe(200);
    expect(v.parse(ShopResponse, json).response.settings.header.shopName).toBe("Fresh Shop");
    await handle.db.delete(shops).where(eq(shops.shopId, "fresh"));
    await cache.invalidateShop("fresh");
  });

  it("a shop inserted without an announcement is found once the short miss memory runs out", async () => {
    expect((await byHost("quiet.localhost")).status).toBe(404);
    await handle.db.insert(shops).values({ shopId: "quiet" });
    expect((await byHost("quiet.localhost")).status).toBe(404);
    now += 2001;
    expect((await byHost("quiet.localhost")).status).toBe(200);
    await handle.db.delete(shops).where(eq(shops.shopId, "quiet"));
    await cache.invalidateShop("quiet");
  });

  it("announceNewShop from another process's handle is safe without a channel (PGlite) and with one", async () => {
    await expect(announceNewShop(handle, "demo")).resolves.toBeUndefined();
  });

  it("is documented with its required host parameter and its errors", async () => {
    type Doc = { paths: Record<string, { get?: { parameters?: unknown[]; responses: object } }> };
    const doc = (await (await app.request("/openapi.json")).json()) as Doc;
    const call = doc.paths["/shop/by-host"]?.get;
    expect(call?.parameters).toEqual([
      expect.objectContaining({ name: "host", in: "query", required: true }),
    ]);
    expect(Object.keys(call?.responses ?? {}).sort()).toEqual(["200", "400", "404"]);
  });

  it("is a GET only", async () => {
    const res = await app.request("/shop/by-host?host=demo.localhost", { method: "POST" });
    expect(res.status).toBe(404);
  });
});
