import { eq, sql } from "drizzle-orm";
import * as v from "valibot";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ShopResponse } from "../../../src/contract/shop";
import { createApp } from "../../../src/server/app";
import type { DbHandle } from "../../../src/server/db/connection";
import { shops } from "../../../src/server/db/schema";
import { seed, seedShops } from "../../../src/server/seed";
import { createShopCache } from "../../../src/server/shops/cache";
import { countShops, listShopIds } from "../../../src/server/shops/queries";
import { driverName, openTestDb, postJson, testConfig } from "../support";

let handle: DbHandle;

beforeAll(async () => {
  handle = await openTestDb();
});
afterAll(() => handle.close());

describe(`seed and migrations (${driverName})`, () => {
  it("seeding is idempotent and leaves edited shops alone", async () => {
    const first = await seed(handle.db);
    expect(first.shops).toEqual(["demo", "seva", "kala"]);
    expect(first.products.length).toBeGreaterThanOrEqual(20);
    expect(Object.keys(first.sellerKeys)).toEqual(["demo", "seva", "kala"]);
    expect(first.riderKey).toMatch(/^rk_/);
    expect(first.orders).toBeGreaterThan(0);
    await handle.db.update(shops).set({ cod: false }).where(eq(shops.shopId, "demo"));
    expect(await seed(handle.db)).toEqual({
      shops: [],
      products: [],
      orders: 0,
      sellerKeys: {},
      riderKey: null,
    });
    expect(await countShops(handle.db)).toBe(3);
    expect(await listShopIds(handle.db)).toEqual(["demo", "kala", "seva"]);
    const [demo] = await handle.db.select().from(shops).where(eq(shops.shopId, "demo"));
    expect(demo?.cod).toBe(false);
    await handle.db.update(shops).set({ cod: true }).where(eq(shops.shopId, "demo"));
  });

  it("migrating again is a no-op", async () => {
    await handle.migrate();
    expect(await countShops(handle.db)).toBe(seedShops.length);
  });

  it("the database rejects a shop id that is not a host label, or an unknown shop type", async () => {
    await expect(handle.db.insert(shops).values({ shopId: "Bad_Id" })).rejects.toThrow();
    await expect(
      handle.db.execute(sql`insert into shops (shop_id, shop_type) values ('okid', 'rental')`),
    ).rejects.toThrow();
  });

  it("the database never lets stock go below zero, nor a discount above the price", async () => {
    await expect(handle.db.execute(sql`update products set units = units - 1000`)).rejects.toThrow();
    await expect(handle.db.execute(sql`update product_variants set stock = -1`)).rejects.toThrow();
    await expect(handle.db.execute(sql`update products set discount_price = price + 1`)).rejects.toThrow();
  });
});

describe(`cache invalidation (${driverName})`, () => {
  it("serves cached storeData until invalidateShop, then the new value", async () => {
    const cache = createShopCache();
    const app = createApp({ db: handle.db, config: testConfig, cache });
    const tagline = async () => {
      const res = await app.request("/shop", postJson({ shopId: "kala" }));
      return v.parse(ShopResponse, await res.json()).response.settings.header.tagline;
    };
    const before = await tagline();
    const [kala] = await handle.db.select().from(shops).where(eq(shops.shopId, "kala"));
    await handle.db
      .update(shops)
      .set({ header: { ...kala?.header, tagline: "New tagline" } })
      .where(eq(shops.shopId, "kala"));
    expect(await tagline()).toBe(before);
    await cache.invalidateShop("kala");
    expect(await tagline()).toBe("New tagline");
  });

  it("refreshes the shop list after invalidateShop or invalidateShops", async () => {
    const cache = createShopCache();
    const app = createApp({ db: handle.db, config: testConfig, cache });
    const list = async () =>
      ((await (await app.request("/subdomains")).json()) as { response: unknown[] }).response;
    expect(await list()).toHaveLength(3);
    await handle.db.insert(shops).values({ shopId: "zeta" });
    expect(await list()).toHaveLength(3);
    await cache.invalidateShop("zeta");
    expect(await list()).toHaveLength(4);
    await handle.db.delete(shops).where(eq(shops.shopId, "zeta"));
    await cache.invalidateShops();
    expect(await list()).toHaveLength(3);
  });

  it("expires entries after the TTL (other replicas' changes converge)", async () => {
    let now = 0;
    const cache = createShopCache({ ttlMs: 1000, now: () => now });
    let loads = 0;
    const load = async () => {
      loads++;
      return { ids: ["a"], total: 1 };
    };
    await cache.subdomains(1, 1000, load);
    await cache.subdomains(1, 1000, load);
    expect(loads).toBe(1);
    now = 1001;
    await cache.subdomains(1, 1000, load);
    expect(loads).toBe(2);
  });
});
