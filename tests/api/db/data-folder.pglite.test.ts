/**
 * PGlite's data folder (its pass only: PostgreSQL's has none): what is written
 * stays across close and reopen, and a folder open in one process is refused
 * to another until it is closed. The folder starts from the run's migrated
 * template (loadDataDir), not from initdb: the same folder once it exists,
 * without the seconds initdb takes (past this file's time limit on a busy
 * 2-core machine).
 */
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, inject, it } from "vitest";
import { openDb } from "../../../src/server/db/connection";
import { orders, shops } from "../../../src/server/db/schema";
import { seed } from "../../../src/server/seed";
import { listShopIds } from "../../../src/server/shops/queries";
import { pgliteTemplate } from "../support/templates";

const template = () => {
  const made = inject("dbTemplate");
  if (made.kind !== "pglite") throw new Error("The PGlite pass makes a PGlite template");
  return pgliteTemplate(made.file);
};

describe("PGlite data folder", () => {
  let dir: string;
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it("keeps data across close and reopen, and releases its lock", async () => {
    dir = await mkdtemp(path.join(tmpdir(), "pglite-restart-"));
    const dataDir = path.join(dir, "pglite");
    const first = await openDb({ kind: "pglite", dataDir, loadDataDir: template() });
    await first.migrate();
    await seed(first.db);
    await first.db.update(shops).set({ upiId: "changed@upi" }).where(eq(shops.shopId, "demo"));
    const placed = await first.db.select({ orderId: orders.orderId }).from(orders).orderBy(orders.orderId);
    expect(placed.length).toBeGreaterThan(0);
    await expect(openDb({ kind: "pglite", dataDir })).rejects.toThrow(/in use by process/);
    await first.close();
    expect(existsSync(`${dataDir}.lock`)).toBe(false);

    const second = await openDb({ kind: "pglite", dataDir });
    try {
      await second.migrate();
      expect(await listShopIds(second.db)).toEqual(["demo", "kala", "seva"]);
      const [demo] = await second.db.select().from(shops).where(eq(shops.shopId, "demo"));
      expect(demo?.upiId).toBe("changed@upi");
      expect(
        await second.db.select({ orderId: orders.orderId }).from(orders).orderBy(orders.orderId),
      ).toEqual(placed);
    } finally {
      await second.close();
    }
  });
});
