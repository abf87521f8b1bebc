/**
 * bench:scale's set-based seeding (scripts/bench/scale-seed.ts), small: its
 * statements pass the schema's checks and make what they say, and the
 * master admin's list and the storefront's catalogue read them.
 */
import { sql } from "drizzle-orm";
import * as v from "valibot";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { scaleSeedSteps } from "../../../scripts/bench/scale-seed";
import { ShopId } from "../../../src/contract/common";
import type { ShopStatus } from "../../../src/domain/shopLifecycle";
import type { DbHandle } from "../../../src/server/db/connection";
import { listPlatformShops } from "../../../src/server/platform/shops";
import { seed } from "../../../src/server/seed";
import { listProducts } from "../../../src/server/shops/shelf";
import { driverName, openTestDb, TEST_RIDER_KEY, TEST_SELLER_KEY } from "../support";

const now = new Date();
let handle: DbHandle;
const rows = async <T>(query: string) => (await handle.db.execute(sql.raw(query))) as unknown as T[];
const bench = "shop_id ~ '-[0-9]+$'";

beforeAll(async () => {
  handle = await openTestDb();
  await seed(handle.db, { sellerKey: TEST_SELLER_KEY, riderKey: TEST_RIDER_KEY });
  for (const step of scaleSeedSteps({ shops: 1000, products: 10_000, orders: 200 }, now)) {
    await handle.db.execute(sql.raw(step.sql));
  }
}, 60_000);
afterAll(() => handle.close());

/** Rows of a driver-neutral result (PGlite answers { rows }, postgres-js an array). */
async function all<T>(query: string): Promise<T[]> {
  const result = (await rows<T>(query)) as unknown as T[] | { rows: T[] };
  return Array.isArray(result) ? result : result.rows;
}

describe(`bench:scale's seeding (${driverName})`, () => {
  it("makes the shops, each with a valid id, its owner and its owner's role; the demo shops stay", async () => {
    const shops = await all<{ shop_id: string; owner_email: string; owner_phone: string }>(
      `select shop_id, owner_email, owner_phone from shops where ${bench}`,
    );
    expect(shops).toHaveLength(1000);
    for (const s of shops) {
      expect(v.is(ShopId, s.shop_id), s.shop_id).toBe(true);
      expect(s.owner_email).toMatch(/^[a-z]+\.[a-z]+\d+@example\.(com|in|net)$/);
      expect(s.owner_phone).toMatch(/^\+91[6-9]\d{9}$/);
    }
    const [owners] = await all<{ n: number }>(
      `select count(*)::int as n from staff_roles where role = 'owner' and scope ~ '-[0-9]+$'`,
    );
    expect(owners?.n).toBe(1000);
    const demo = await all<{ shop_id: string }>(
      "select shop_id from shops where shop_id in ('demo', 'kala', 'seva')",
    );
    expect(demo).toHaveLength(3);
  });

  it("gives the statuses their shares, as the master admin's filter counts them", async () => {
    const total = async (status: ShopStatus) =>
      (await listPlatformShops(handle.db, { q: "", status, page: 1 }, now)).total;
    // The three demo shops: demo paid, seva's renewal due, kala in its trial.
    expect(await total("suspended")).toBe(20);
    expect(await total("ended")).toBe(60);
    expect(await total("trial")).toBe(120 + 1);
    expect((await total("active")) + (await total("renewal"))).toBe(800 + 2);
  });

  it("spreads the products: a hundred in each big shop, the rest round the others", async () => {
    const sizes = await all<{ n: number; shops: number }>(
      `select n, count(*)::int as shops from (select shop_id, count(*)::int as n from products where ${bench} group by shop_id) c group by n order by n`,
    );
    expect(sizes).toEqual([
      { n: 9, shops: 900 },
      { n: 10, shops: 90 },
      { n: 100, shops: 10 },
    ]);
    const [big] = await all<{ shop_id: string }>(`select shop_id from shops where shop_id ~ '-100$'`);
    const catalogue = await listProducts(handle.db, big?.shop_id ?? "", "http://localhost:4321");
    expect(catalogue).toHaveLength(100);
    expect(catalogue.filter((p) => p.hasVariants)).not.toHaveLength(0);
  });

  it("finds shops by a word of their name and by their owner, newest first", async () => {
    const named = await listPlatformShops(handle.db, { q: "Balaji", status: "", page: 1 }, now);
    expect(named.total).toBe(25);
    expect(named.shops.every((s) => s.name.startsWith("Balaji "))).toBe(true);
    const [one] = await all<{ owner_email: string; shop_id: string }>(
      `select owner_email, shop_id from shops where ${bench} limit 1`,
    );
    const byOwner = await listPlatformShops(
      handle.db,
      { q: one?.owner_email ?? "", status: "", page: 1 },
      now,
    );
    expect(byOwner.shops.map((s) => s.shopId)).toEqual([one?.shop_id]);
  });

  it("places a few orders from a thousand shoppers", async () => {
    const [orders] = await all<{ n: number; shoppers: number }>(
      "select count(*)::int as n, count(distinct email)::int as shoppers from orders where order_id like 'ODSCALE%'",
    );
    expect(orders?.n).toBeGreaterThan(150);
    expect(orders?.n).toBeLessThanOrEqual(200);
    expect(orders?.shoppers).toBeGreaterThan(100);
    // Loaded with the roll-ups' trigger off, then figured once: the shops' days hold every one of them.
    const [days] = await all<{ n: number }>(`select sum(orders)::int as n from shop_days where ${bench}`);
    expect(days?.n).toBe(orders?.n);
  });
});
