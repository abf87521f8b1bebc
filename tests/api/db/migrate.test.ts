import { describe, expect, it } from "vitest";
import { openDb } from "../../../src/server/db/connection";
import { createLogger } from "../../../src/server/http/log";
import { migrateAndSeed } from "../../../src/server/migrate";
import { FRANCHISE_SHOP_ID, KIOSK_SHOP_IDS, seedShops } from "../../../src/server/seed";
import { countShops } from "../../../src/server/shops/queries";
import { driverName, TEST_RIDER_KEY, TEST_SELLER_KEY } from "../support";

const keys = { sellerKey: TEST_SELLER_KEY, riderKey: TEST_RIDER_KEY };
const quiet = createLogger("json", () => {});

describe(`migrateAndSeed (${driverName})`, () => {
  it("migrates and seeds an empty database, then finds nothing to do", async () => {
    const handle = await openDb({ kind: "memory" });
    try {
      const lines: string[] = [];
      const first = await migrateAndSeed(
        handle,
        keys,
        createLogger("text", (line) => lines.push(line)),
      );
      expect(first?.shops).toEqual(seedShops.map((s) => s.shopId));
      expect(lines[0]).toBe("Empty database: seeded demo, seva, kala");
      expect(await migrateAndSeed(handle, keys, quiet)).toBeNull();
      // The demo shops, the shops of the demo kiosk operator's merchants and the demo franchise's shop.
      expect(await countShops(handle.db)).toBe(
        seedShops.length + KIOSK_SHOP_IDS.length + [FRANCHISE_SHOP_ID].length,
      );
    } finally {
      await handle.close();
    }
  });
});
