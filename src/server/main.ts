/**
 * `npm run api`: reads the settings (in production it refuses to start
 * without its secrets, naming every missing one), opens the database (PGlite
 * data folder, or DATABASE_URL), migrates and seeds an empty one (migrate.ts;
 * skipped with MIGRATE=off) and serves the API on API_PORT. Idempotency keys
 * older than IDEMPOTENCY_TTL_HOURS, and uploads a crash left unfinished (an
 * hour old), are deleted at start and every hour. The outbox's worker
 * (messages/) sends what the changes wrote, unless MESSAGES_SEND=0; the start
 * says which channels are on.
 * SIGINT/SIGTERM drain the server (serve.ts: /ready answers 503, requests
 * under way get SHUTDOWN_GRACE_MS to finish), then close the database, so the
 * PGlite data folder is flushed and free for the next start, and exit 0.
 */
import { processVars } from "../settings";
import { createApp } from "./app";
import { pruneAttemptFailures } from "./auth/rate-limit";
import { limitsOf } from "./auth/request-limits";
import { bagReminderTick } from "./bags/reminders";
import { type Config, loadConfig } from "./config";
import { contentSettings } from "./config/content";
import { loadRuntimeSettings, logFormatOf, type RuntimeSettings } from "./config/runtime";
import { openDb, targetFromConfig } from "./db/connection";
import { sweepTemporaries } from "./files/local-storage";
import { createLifecycle } from "./http/health";
import { createLogger, errorFields } from "./http/log";
import { createMetrics } from "./http/metrics";
import { createLiveHub, feedLiveHub } from "./messages/live";
import { startMessages } from "./messages/start";
import type { MessageWorker } from "./messages/worker";
import { migrateAndSeed, seedKeysOf } from "./migrate";
import { numbersFoldTick } from "./numbers/fold";
import { expireUnconfirmedCod } from "./orders/console";
import { pruneIdempotencyKeys } from "./orders/idempotency";
import { paymentTicks } from "./payments/start";
import { startServer } from "./serve";
import { sharedShopCache } from "./shops/shared-cache";

const SWEEP_EVERY_MS = 60 * 60_000;
/** Requests under way at once past which this process is busy: its message worker lets them go first (messages/worker.ts). */
const BUSY_REQUESTS = 4;
const vars = processVars();
const log = createLogger(logFormatOf(vars));

/** The settings, or exit 1 with the reason (one message naming every problem). */
function readSettings(): { config: Config; runtime: RuntimeSettings } {
  try {
    return { config: loadConfig(vars, log.warn), runtime: loadRuntimeSettings(vars) };
  } catch (error) {
    log.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}

const { config, runtime } = readSettings();
const content = contentSettings(config);
const target = targetFromConfig(config);
const handle = await openDb(target);
const lifecycle = createLifecycle();
let drain = async () => {};
let sweep: NodeJS.Timeout | undefined;
let stopped: Promise<never> | undefined;
let messages: MessageWorker | null = null;

/** Drains the server, closes the database, then exits with the given code (once). */
function stop(code: number): Promise<never> {
  stopped ??= (async () => {
    clearInterval(sweep);
    await drain();
    // The batch under way is settled first; what it could not finish waits in the outbox for the next start.
    await messages
      ?.stop()
      .catch((error: unknown) => log.error("Stopping the message worker failed", errorFields(error)));
    try {
      await handle.close();
    } catch (error) {
      log.error("Closing the database failed", errorFields(error));
      code = code || 1;
    }
    process.exit(code);
  })();
  return stopped;
}

/** Deletes expired idempotency keys, ended passcode-failure windows and unfinished uploads; a failure is logged and tried again at the next sweep. */
async function sweepExpired(): Promise<void> {
  const hours = runtime.idempotencyTtlHours;
  try {
    const pruned = await pruneIdempotencyKeys(handle.db, hours);
    if (pruned) log.info(`Deleted ${pruned} idempotency keys older than ${hours} h`, { pruned });
  } catch (error) {
    log.warn("Pruning idempotency keys failed", errorFields(error));
  }
  await pruneAttemptFailures(handle.db).catch((error: unknown) => {
    log.warn("Pruning ended limit windows failed", errorFields(error));
  });
  const codHours = limitsOf(config).codConfirmHours;
  await expireUnconfirmedCod(handle.db, codHours)
    .then((canceled) => {
      if (canceled.length) {
        log.info(`Canceled ${canceled.length} cash-on-delivery orders no shop confirmed in ${codHours} h`, {
          canceled,
        });
      }
    })
    .catch((error: unknown) =>
      log.warn("Expiring unconfirmed cash-on-delivery orders failed", errorFields(error)),
    );
  if (content.storage === "local") {
    const swept = await sweepTemporaries(content.uploadDir).catch((error: unknown) => {
      log.warn("Deleting unfinished uploads failed", errorFields(error));
      return 0;
    });
    if (swept) log.info(`Deleted ${swept} unfinished uploads left by an interrupted write`, { swept });
  }
}

if (runtime.migrate) {
  await migrateAndSeed(handle, seedKeysOf(vars), log).catch((error: unknown) => {
    log.error("Database start-up failed", errorFields(error));
    return stop(1);
  });
} else {
  log.info("MIGRATE=off: not migrating nor seeding (src/server/migrate.ts does)");
}

const cache = await sharedShopCache(handle, log);
// The consoles' live events: this process hears every replica's (LISTEN), and streams them to its consoles.
const live = createLiveHub();
await feedLiveHub(live, handle);
// Prometheus's view of this process (http/metrics.ts): its requests, the outbox, replication, the process itself.
const metrics = createMetrics({ db: handle.db, lifecycle, processMetrics: true });
const app = createApp({ db: handle.db, config, lifecycle, cache, live, logRequests: true, log, metrics });
const running = await startServer(app, {
  port: config.port,
  lifecycle,
  graceMs: runtime.shutdownGraceMs,
}).catch((error: unknown) => {
  log.error("API server could not start", errorFields(error));
  return stop(1);
});
drain = running.shutdown;
const where = target.kind === "postgres" ? "PostgreSQL (DATABASE_URL)" : `PGlite at ${config.dataDir}`;
log.info(`API listening on http://localhost:${running.port} (database: ${where})`);
log.info(
  config.metricsToken
    ? "Metrics: on (GET /metrics with the Bearer METRICS_TOKEN)"
    : "Metrics: off (no METRICS_TOKEN): /metrics answers 404",
);
running.server.on("error", (error) => {
  log.error("API server error", errorFields(error));
  void stop(1);
});
// The left bags' one reminder (issue 36) is a tick of this process's message worker.
// The gateway's refunds and checkouts' expiry too (payments/start.ts).
messages = startMessages(
  handle.db,
  config,
  log,
  [bagReminderTick(handle.db, config), ...paymentTicks(handle.db, config, log), numbersFoldTick(handle.db)],
  // Busy: more requests under way than a shop's ordinary traffic brings at once.
  () => lifecycle.inFlight >= BUSY_REQUESTS,
);
void sweepExpired();
sweep = setInterval(() => void sweepExpired(), SWEEP_EVERY_MS).unref();
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    log.info(`${signal}: stopping the API (requests under way get ${runtime.shutdownGraceMs} ms)…`);
    void stop(0);
  });
}
