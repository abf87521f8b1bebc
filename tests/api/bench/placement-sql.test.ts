/**
 * bench:prod's pgbench reference (scripts/bench/placement-sql.ts) runs the
 * statements POST /customer/addorder runs: the same tables, verbs and
 * order, read off the SQL a real placement sends (drizzle's query log).
 */
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, describe, expect, it } from "vitest";
import { placementScript, scriptShapes, statementShape } from "../../../scripts/bench/placement-sql";
import { createApp } from "../../../src/server/app";
import type { Db } from "../../../src/server/db/connection";
import * as schema from "../../../src/server/db/schema";
import { seed } from "../../../src/server/seed";
import { TEST_RIDER_KEY, TEST_SELLER_KEY, testConfig } from "../support";
import { orderBody, placeOrder } from "../support/shopping";

const EMAIL = "demo.customer@example.com"; // the seed's, with its address addr-home
const client = await PGlite.create("memory://", { extensions: { pg_trgm } });
const sent: string[] = [];
const db = drizzle({ client, schema, logger: { logQuery: (query) => sent.push(query) } });
await migrate(db, {
  migrationsFolder: fileURLToPath(new URL("../../../src/server/db/migrations/", import.meta.url)),
});
await seed(db as unknown as Db, { sellerKey: TEST_SELLER_KEY, riderKey: TEST_RIDER_KEY });
const app = createApp({ db: db as unknown as Db, config: testConfig });
afterAll(() => client.close());

describe("the placement's pgbench script", () => {
  it("runs the statements a one-line COD placement runs, in their order", async () => {
    const [product] = await db
      .select()
      .from(schema.products)
      .where(eq(schema.products.productId, "toor-dal-1kg"));
    if (!product) throw new Error("the seed has no toor-dal-1kg");
    sent.length = 0;
    const { status } = await placeOrder(
      app,
      orderBody(EMAIL, "addr-home", [{ shopId: "demo", productId: "toor-dal-1kg", productCount: 1 }]),
    );
    expect(status).toBe(200);
    const script = placementScript({
      shoppers: { prefix: "shopper", domain: "example.com", count: 1 },
      addressKey: "addr-home",
      address: "x",
      clientKey: "ip:127.0.0.1",
      shopId: "demo",
      deliveryFee: 20,
      pushDevices: 0,
      product: {
        id: product.id,
        productId: product.productId,
        name: product.name,
        image: "",
        price: product.price,
        onePiecePrice: product.onePiecePrice,
        gst: product.gst,
      },
    });
    // Statements on tables (a NOTIFY is neither side's: scriptShapes drops it too).
    expect(sent.map(statementShape).filter((shape) => shape !== null)).toEqual(scriptShapes(script));
  });
});
