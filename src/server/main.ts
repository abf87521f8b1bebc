/**
 * `npm run api`: opens the database (PGlite data folder, or DATABASE_URL),
 * applies migrations, seeds an empty database (SEED_SELLER_KEY and
 * SEED_RIDER_KEY name the demo keys, else they are printed), and serves the API on
 * API_PORT. SIGINT/SIGTERM stop the server and close the database, so the
 * PGlite data folder is flushed and free for the next start.
 */
import { serve } from "@hono/node-server";
import { createApp } from "./app";
import { loadConfig } from "./config";
import { openDb, targetFromConfig } from "./db/connection";
import { describeSeed, seed } from "./seed";
import { countProducts } from "./shops/products";
import { countShops } from "./shops/queries";

const config = loadConfig();
const target = targetFromConfig(config);
const handle = await openDb(target);
let stopping = false;

/** Stops serving, closes the database, then exits with the given code. */
async function stop(code: number, server?: ReturnType<typeof serve>): Promise<void> {
  if (stopping) return;
  stopping = true;
  // Keep-alive connections could hold close() open; cut them after a grace period.
  const force = setTimeout(() => {
    if (server && "closeAllConnections" in server) server.closeAllConnections();
  }, 3000).unref();
  if (server?.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
  clearTimeout(force);
  try {
    await handle.close();
  } catch (error) {
    console.error("Closing the database failed:", error);
    code = code || 1;
  }
  process.exit(code);
}

try {
  await handle.migrate();
  // An empty database, or one from before the catalogue existed, gets the demo data.
  const noShops = (await countShops(handle.db)) === 0;
  if (noShops || (await countProducts(handle.db)) === 0) {
    const keys = { sellerKey: process.env.SEED_SELLER_KEY, riderKey: process.env.SEED_RIDER_KEY };
    const report = await seed(handle.db, keys);
    console.log(
      noShops ? `Empty database: seeded ${report.shops.join(", ")}` : "No products yet: seeded the demo data",
    );
    for (const line of describeSeed(report, keys)) console.log(line);
  }
} catch (error) {
  console.error("Database start-up failed:", error);
  await stop(1);
}

const app = createApp({ db: handle.db, config, logRequests: true });
const server = serve({ fetch: app.fetch, port: config.port }, (info) => {
  const where = target.kind === "postgres" ? "PostgreSQL (DATABASE_URL)" : `PGlite at ${config.dataDir}`;
  console.log(`API listening on http://localhost:${info.port} (database: ${where})`);
});
server.on("error", (error) => {
  console.error("API server error:", error);
  void stop(1, server);
});
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    console.log(`${signal}: stopping the API…`);
    void stop(0, server);
  });
}
