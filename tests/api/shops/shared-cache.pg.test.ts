/**
 * On PostgreSQL only (the PostgreSQL pass of npm run test:api): two API
 * replicas on one database keep their shop caches in step. A change one
 * replica makes is announced by NOTIFY (shops/shared-cache.ts), and the other
 * replica serves the new stock at once, not after its cache's TTL; a shop
 * created after a replica found its host unknown is found there at once too.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../../src/server/app";
import { type DbHandle, openDb } from "../../../src/server/db/connection";
import { products, shops } from "../../../src/server/db/schema";
import { createLogger } from "../../../src/server/http/log";
import { migrateAndSeed } from "../../../src/server/migrate";
import type { ShopCache } from "../../../src/server/shops/cache";
import { announceNewShop, sharedShopCache } from "../../../src/server/shops/shared-cache";
import {
  createTestDatabase,
  postJson,
  TEST_DATABASE_URL,
  TEST_RIDER_KEY,
  TEST_SELLER_KEY,
  testConfig,
} from "../support";
import { orderBody, placeOrder, savedAddress } from "../support/shopping";

const quiet = createLogger("json", () => {});
let drop: () => Promise<void>;
const handles: DbHandle[] = [];
const replicas: { app: ReturnType<typeof createApp>; cache: ShopCache }[] = [];

beforeAll(async () => {
  const created = await createTestDatabase(TEST_DATABASE_URL ?? "");
  drop = created.drop;
  for (let i = 0; i < 3; i++) {
    const handle = await openDb({ kind: "postgres", url: created.url });
    handles.push(handle);
    if (i === 0)
      await migrateAndSeed(handle, { sellerKey: TEST_SELLER_KEY, riderKey: TEST_RIDER_KEY }, quiet);
    // The third handle stands for a process without the API (a script that creates shops).
    if (i === 2) continue;
    // A miss remembered for a minute: only the announcement can make a new shop show at once.
    const cache = await sharedShopCache(handle, quiet, { missTtlMs: 60_000 });
    replicas.push({ app: createApp({ db: handle.db, config: testConfig, cache }), cache });
  }
});

afterAll(async () => {
  for (const handle of handles) await handle.close();
  await drop?.();
});

async function unitsOf(app: ReturnType<typeof createApp>, productId: string): Promise<number> {
  const res = await app.request("/shop/products", postJson({ shopId: "demo" }));
  const { response } = (await res.json()) as { response: { productId: string; productUnits: number }[] };
  return response.find((p) => p.productId === productId)?.productUnits ?? Number.NaN;
}

describe("two replicas on one PostgreSQL", () => {
  it("a stock change announced by one replica is served by the other at once", async () => {
    const [a, b] = replicas as [(typeof replicas)[0], (typeof replicas)[0]];
    const before = await unitsOf(b.app, "toor-dal-1kg");
    await handles[0]?.db
      .update(products)
      .set({ units: before - 3 })
      .where(and(eq(products.shopId, "demo"), eq(products.productId, "toor-dal-1kg")));
    // Without a message, replica b keeps its copy (the cache works)…
    expect(await unitsOf(b.app, "toor-dal-1kg")).toBe(before);
    // …and once replica a announces the change, b reloads it.
    await a.cache.invalidateCatalogue("demo");
    await expect.poll(() => unitsOf(b.app, "toor-dal-1kg"), { timeout: 2000, interval: 20 }).toBe(before - 3);
  });
});

describe("an order on two replicas", () => {
  it("the stock an order takes on one replica is served by the other at once (its message sent with the order)", async () => {
    const [a, b] = replicas as [(typeof replicas)[0], (typeof replicas)[0]];
    const before = await unitsOf(b.app, "toor-dal-1kg");
    const email = "two-replicas@example.com";
    const addressKey = await savedAddress(a.app, email);
    const { status } = await placeOrder(
      a.app,
      orderBody(email, addressKey, [{ shopId: "demo", productId: "toor-dal-1kg", productCount: 2 }]),
    );
    expect(status).toBe(200);
    expect(await unitsOf(a.app, "toor-dal-1kg")).toBe(before - 2);
    await expect.poll(() => unitsOf(b.app, "toor-dal-1kg"), { timeout: 2000, interval: 20 }).toBe(before - 2);
  });
});

describe("a new shop on two replicas", () => {
  const status = async (app: ReturnType<typeof createApp>, host: string) =>
    (await app.request(`/shop/by-host?host=${host}`)).status;

  it("is found at once on the other replica after its creator announces it, though a miss was remembered", async () => {
    const [a, b] = replicas as [(typeof replicas)[0], (typeof replicas)[0]];
    expect(await status(b.app, "brand-new.localhost")).toBe(404);
    await handles[0]?.db.insert(shops).values({ shopId: "brand-new" });
    expect(await status(b.app, "brand-new.localhost")).toBe(404); // b remembers its miss…
    await a.cache.invalidateShop("brand-new"); // …until a, which created the shop, says so
    await expect.poll(() => status(b.app, "brand-new.localhost"), { timeout: 2000, interval: 20 }).toBe(200);
  });

  it("is found at once on every replica when a process without the API announces it", async () => {
    for (const r of replicas) expect(await status(r.app, "scripted.localhost")).toBe(404);
    const script = handles[2] as DbHandle;
    await script.db.insert(shops).values({ shopId: "scripted" });
    await announceNewShop(script, "scripted");
    for (const r of replicas) {
      await expect.poll(() => status(r.app, "scripted.localhost"), { timeout: 2000, interval: 20 }).toBe(200);
    }
  });
});
