/**
 * The API as `npm run bench:api` runs it (a child process of bench-api.ts):
 * a fresh PGlite folder (argv[2]), migrated and seeded, one product's stock
 * raised so that order placement never runs out, served on 127.0.0.1 only,
 * on a free port it reports to the parent. Ends on SIGTERM or when the parent goes.
 */
import { serve } from "@hono/node-server";
import { and, eq } from "drizzle-orm";
import { createApp } from "../src/server/app";
import { loadConfig } from "../src/server/config";
import { openDb } from "../src/server/db/connection";
import { products } from "../src/server/db/schema";
import { seed } from "../src/server/seed";

const dataDir = process.argv[2];
if (!dataDir || !process.send) throw new Error("Run by scripts/bench-api.ts");

const handle = await openDb({ kind: "pglite", dataDir });
await handle.migrate();
await seed(handle.db);
await handle.db
  .update(products)
  .set({ units: 2_000_000_000 })
  .where(and(eq(products.shopId, "demo"), eq(products.productId, "toor-dal-1kg")));

const app = createApp({ db: handle.db, config: { ...loadConfig(), port: 0 } });
const server = serve({ fetch: app.fetch, hostname: "127.0.0.1", port: 0 }, (info) =>
  process.send?.({ port: info.port }),
);

let stopping = false;
/** Closes the server and the database, then exits. */
async function stop(): Promise<void> {
  if (stopping) return;
  stopping = true;
  if ("closeAllConnections" in server) server.closeAllConnections();
  server.close();
  await handle.close();
  process.exit(0);
}
process.on("SIGTERM", () => void stop());
process.on("disconnect", () => void stop());
