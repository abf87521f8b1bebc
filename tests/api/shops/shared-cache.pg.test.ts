/**
 * On PostgreSQL only (the PostgreSQL pass of npm run test:api): two API
 * replicas on one database keep their shop caches in step. A change one
 * replica makes is announced by NOTIFY (shops/shared-cache.ts), and the other
 * replica serves the new stock at once, not after its cache's TTL.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../../src/server/app";
import { type DbHandle, openDb } from "../../../src/server/db/connection";
import { products } from "../../../src/server/db/schema";
import { createLogger } from "../../../src/server/http/log";
import { migrateAndSeed } from "../../../src/server/migrate";
import type { ShopCache } from "../../../src/server/shops/cache";
import { sharedShopCache } from "../../../src/server/shops/shared-cache";
import {
  createTestDatabase,
  postJson,
  TEST_DATABASE_URL,
  TEST_RIDER_KEY,
  TEST_SELLER_KEY,
  testConfig,
} from "../support";

const quiet = createLogger("json", () => {});
let drop: () => Promise<void>;
const handles: DbHandle[] = [];
const replicas: { app: ReturnType<typeof createApp>; cache: ShopCache }[] = [];

beforeAll(async () => {
  const created = await createTestDatabase(TEST_DATABASE_URL ?? "");
  drop = created.drop;
  for (let i = 0; i < 2; i++) {
    const handle = await openDb({ kind: "postgres", url: created.url });
    handles.push(handle);
    if (i === 0)
      await migrateAndSeed(handle, { sellerKey: TEST_SELLER_KEY, riderKey: TEST_RIDER_KEY }, quiet);
    const cache = await sharedShopCache(handle, quiet);
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
