/**
 * Bringing the database up to date: migrations, then the demo data when the
 * database is empty (SEED_SELLER_KEY and SEED_RIDER_KEY name the demo keys,
 * else they are printed). main.ts does this at start unless MIGRATE=off; in
 * production run it once before the replicas, with `npx tsx
 * src/server/migrate.ts`, and start them with MIGRATE=off. Replicas that do
 * migrate at start take the migration lock (db/connection.ts), so two
 * starting together never migrate at the same time: the second waits, then
 * finds nothing to do.
 */
import { pathToFileURL } from "node:url";
import { processVars, readSettings, type Vars } from "../settings";
import { loadConfig } from "./config";
import { logFormatOf } from "./config/runtime";
import { type DbHandle, openDb, targetFromConfig } from "./db/connection";
import { createLogger, errorFields, type Logger } from "./http/log";
import { describeSeed, type SeedKeys, type SeedReport, seed } from "./seed";
import { countShops } from "./shops/queries";
import { countProducts } from "./shops/shelf";

/** The demo keys the environment names (unset: the seed makes random ones and prints them). */
export function seedKeysOf(env: Vars): SeedKeys {
  const settings = readSettings(env);
  return { sellerKey: settings.SEED_SELLER_KEY, riderKey: settings.SEED_RIDER_KEY };
}

/** Migrates, then seeds a database without shops or products; returns the seed's report, or null when none ran. */
export function migrateAndSeed(handle: DbHandle, keys: SeedKeys, log: Logger): Promise<SeedReport | null> {
  return handle.withMigrationLock(async () => {
    await handle.migrate();
    // An empty database, or one from before the catalogue existed, gets the demo data.
    const noShops = (await countShops(handle.db)) === 0;
    if (!noShops && (await countProducts(handle.db)) > 0) return null;
    const report = await seed(handle.db, keys, { kioskDemo: true, franchiseDemo: true });
    log.info(
      noShops ? `Empty database: seeded ${report.shops.join(", ")}` : "No products yet: seeded the demo data",
    );
    for (const line of describeSeed(report, keys)) log.info(line);
    return report;
  });
}

async function main(): Promise<number> {
  const vars = processVars();
  const log = createLogger(logFormatOf(vars));
  let handle: DbHandle;
  try {
    handle = await openDb(targetFromConfig(loadConfig(vars, log.warn)));
  } catch (error) {
    log.error(error instanceof Error ? error.message : String(error));
    return 1;
  }
  try {
    const report = await migrateAndSeed(handle, seedKeysOf(vars), log);
    log.info(report ? "Database migrated and seeded" : "Database migrated; it already had data");
    return 0;
  } catch (error) {
    log.error("Migration failed", errorFields(error));
    return 1;
  } finally {
    await handle.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await main();
}
