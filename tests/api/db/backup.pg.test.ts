/**
 * The backup and restore drill (issue 23), on a PostgreSQL cluster of its own
 * that archives its WAL as the production topology's does: orders placed, a
 * backup taken (npm run backup's code), more orders, then the cluster and the
 * upload folder destroyed and restored (npm run restore's): every order,
 * stock figure, customer and upload is back; and a second restore stops at a
 * moment between two orders (point-in-time recovery). PostgreSQL pass only.
 */
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, inArray } from "drizzle-orm";
import postgres from "postgres";
import * as v from "valibot";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backup, restore } from "../../../scripts/prod/backup-lib";
import { type PgCluster, pgServer, startPostgres } from "../../../scripts/prod/stack";
import { AddOrderResponse } from "../../../src/contract/order";
import { createApp } from "../../../src/server/app";
import { type DbHandle, openDb } from "../../../src/server/db/connection";
import { customers, orders, products } from "../../../src/server/db/schema";
import { seed } from "../../../src/server/seed";
import { readSettings } from "../../../src/settings";
import { postJson, TEST_RIDER_KEY, TEST_SELLER_KEY, testConfig } from "../support";
import { orderBody, placeOrder, savedAddress } from "../support/shopping";

const work = mkdtempSync(path.join(tmpdir(), "backup-drill-"));
const backups = path.join(work, "backups");
const uploads = path.join(work, "uploads");
const cluster: PgCluster = {
  state: path.join(work, "pg"),
  port: readSettings().TEST_BACKUP_PG_PORT,
  db: "platform",
  fresh: true,
  archiveDir: path.join(backups, "wal"),
};
const HONEY = "forest-honey-500g";
const EMAIL = "drill@x.in";

let handle: DbHandle;
const open = async () => {
  handle = await openDb({
    kind: "postgres",
    url: readFileSync(path.join(cluster.state, "url"), "utf8").trim(),
  });
  return createApp({ db: handle.db, config: testConfig });
};
const orderIdsOf = async () =>
  (await handle.db.select({ id: orders.orderId }).from(orders).where(eq(orders.email, EMAIL)))
    .map((r) => r.id)
    .sort();
const honey = async () =>
  (await handle.db.select({ units: products.units }).from(products).where(eq(products.productId, HONEY)))[0]
    ?.units;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

beforeAll(() => {
  // The cluster runs as postgres when this runs as root: it must reach its folders.
  chmodSync(work, 0o755);
  startPostgres(cluster);
}, 120_000);
afterAll(async () => {
  await handle?.close().catch(() => {});
  try {
    pgServer(cluster, "stop");
  } catch {}
  rmSync(work, { recursive: true, force: true });
});

describe("backup, destroy, restore", () => {
  const placed: string[][] = [];
  let betweenTwoOrders: Date;
  let stockAtEnd: number | undefined;

  it("orders and a cover before and after a backup; then cluster and uploads are gone", async () => {
    const app = await open();
    await handle.migrate();
    await seed(handle.db, { sellerKey: TEST_SELLER_KEY, riderKey: TEST_RIDER_KEY });
    const address = await savedAddress(app, EMAIL);
    const place = async () => {
      const res = await placeOrder(
        app,
        orderBody(EMAIL, address, [{ shopId: "demo", productId: HONEY, productCount: 1 }]),
      );
      expect(res.status).toBe(200);
      placed.push(v.parse(AddOrderResponse, res.json).orderIds);
    };
    await place();
    mkdirSync(path.join(uploads, "blogs"), { recursive: true });
    writeFileSync(path.join(uploads, "blogs", "1-cover.png"), "a cover's bytes");
    const taken = await backup(cluster, backups, uploads);
    console.log(`backup ${taken.name}: ${taken.seconds.toFixed(1)} s`);
    await place();
    // A moment between the second order and the third, a second clear of each.
    await sleep(1100);
    betweenTwoOrders = new Date();
    await sleep(1100);
    await place();
    stockAtEnd = await honey();
    // The third order's WAL finished and archived, as archive_timeout would do within a minute.
    const admin = postgres(readFileSync(path.join(cluster.state, "url"), "utf8").trim(), {
      max: 1,
      onnotice: () => {},
    });
    const [row] = await admin`select pg_walfile_name(pg_switch_wal()) as wal`;
    await admin.end();
    const wal = String(row?.wal);
    for (let i = 0; i < 100 && !existsSync(path.join(cluster.archiveDir ?? "", wal)); i++) await sleep(100);
    expect(existsSync(path.join(cluster.archiveDir ?? "", wal))).toBe(true);
    await handle.close();
    pgServer({ ...cluster, fresh: false }, "stop");
    rmSync(path.join(cluster.state, "data"), { recursive: true, force: true });
    rmSync(uploads, { recursive: true, force: true });
  }, 120_000);

  it("a restore brings back every order, the stock, the customer and the cover", async () => {
    const { name, seconds } = await restore(cluster, backups, uploads);
    console.log(`restore from ${name} to the end of the archive: ${seconds.toFixed(1)} s`);
    const app = await open();
    expect(await orderIdsOf()).toEqual(placed.flat().sort());
    expect(await honey()).toBe(stockAtEnd);
    expect(await handle.db.select().from(customers).where(eq(customers.email, EMAIL))).toHaveLength(1);
    expect(readFileSync(path.join(uploads, "blogs", "1-cover.png"), "utf8")).toBe("a cover's bytes");
    // And it takes orders again.
    const res = await app.request("/shop", postJson({ shopId: "demo" }));
    expect(res.status).toBe(200);
    await handle.close();
  }, 180_000);

  it("a restore to a moment between two orders has the first two and not the third", async () => {
    const { seconds } = await restore(cluster, backups, uploads, { at: betweenTwoOrders });
    console.log(`restore to ${betweenTwoOrders.toISOString()}: ${seconds.toFixed(1)} s`);
    await open();
    expect(await orderIdsOf()).toEqual([...(placed[0] ?? []), ...(placed[1] ?? [])].sort());
    const third = placed[2] ?? [];
    expect(await handle.db.select().from(orders).where(inArray(orders.orderId, third))).toEqual([]);
    expect(await honey()).toBe((stockAtEnd ?? 0) + 1);
    await handle.close();
  }, 180_000);
});
