/**
 * On PostgreSQL only (this file runs in the PostgreSQL pass of npm run
 * test:api, vitest.config.ts): replicas starting together take turns at
 * migrating and seeding under the advisory lock (migrate.ts).
 */
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DbHandle, MIGRATION_LOCK_KEY, openDb } from "../../../src/server/db/connection";
import { orders } from "../../../src/server/db/schema";
import { createLogger } from "../../../src/server/http/log";
import { migrateAndSeed } from "../../../src/server/migrate";
import { FRANCHISE_SHOP_ID, KIOSK_SHOP_IDS, seedShops } from "../../../src/server/seed";
import { countShops } from "../../../src/server/shops/queries";
import { createTestDatabase, TEST_DATABASE_URL, TEST_RIDER_KEY, TEST_SELLER_KEY } from "../support";

const keys = { sellerKey: TEST_SELLER_KEY, riderKey: TEST_RIDER_KEY };
const quiet = createLogger("json", () => {});

describe("two replicas starting at once on PostgreSQL", () => {
  let url: string;
  let drop: () => Promise<void>;
  const handles: DbHandle[] = [];
  const open = async () => {
    const handle = await openDb({ kind: "postgres", url });
    handles.push(handle);
    return handle;
  };

  beforeAll(async () => {
    ({ url, drop } = await createTestDatabase(TEST_DATABASE_URL ?? ""));
  });
  afterAll(async () => {
    for (const handle of handles) await handle.close();
    await drop();
  });

  it("migrate and seed one after the other: no error, exactly one seed", async () => {
    const [a, b] = [await open(), await open()];
    const reports = await Promise.all([migrateAndSeed(a, keys, quiet), migrateAndSeed(b, keys, quiet)]);
    const seeded = reports.filter((r) => r !== null);
    expect(seeded).toHaveLength(1);
    expect(seeded[0]?.shops).toEqual(seedShops.map((s) => s.shopId));
    // The demo shops, the demo kiosk operator's merchants' and the demo franchise's.
    expect(await countShops(a.db)).toBe(
      seedShops.length + KIOSK_SHOP_IDS.length + [FRANCHISE_SHOP_ID].length,
    );
    expect(await a.db.$count(orders)).toBe(seeded[0]?.orders);
  });

  it("waits while another session holds the migration lock", async () => {
    const holder = postgres(url, { max: 1, onnotice: () => {} });
    try {
      await holder`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`;
      let done = false;
      const waiting = migrateAndSeed(await open(), keys, quiet).then((report) => {
        done = true;
        return report;
      });
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(done).toBe(false);
      await holder`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`;
      expect(await waiting).toBeNull();
    } finally {
      await holder.end();
    }
  });
});
