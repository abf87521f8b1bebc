/**
 * The API as `npm run bench:api` runs it (a child process of bench-api.ts):
 * a fresh PGlite folder (argv[2]), migrated and seeded, one product's stock
 * raised so that order placement never runs out, served on 127.0.0.1 only,
 * on a free port it reports to the parent. Ends on SIGTERM or when the parent goes.
 */
import { and, eq } from "drizzle-orm";
import { createApp } from "../../src/server/app";
import { loadConfig } from "../../src/server/config";
import { openDb } from "../../src/server/db/connection";
import { products } from "../../src/server/db/schema";
import { seed } from "../../src/server/seed";
import { serveToParent } from "./server";

const dataDir = process.argv[2];
if (!dataDir || !process.send) throw new Error("Run by scripts/bench/api.ts");

const handle = await openDb({ kind: "pglite", dataDir });
await handle.migrate();
await seed(handle.db);
await handle.db
  .update(products)
  .set({ units: 2_000_000_000 })
  .where(and(eq(products.shopId, "demo"), eq(products.productId, "toor-dal-1kg")));

serveToParent(createApp({ db: handle.db, config: { ...loadConfig(), port: 0 } }), () => handle.close());
