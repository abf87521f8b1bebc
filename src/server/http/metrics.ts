/**
 * Prometheus metrics of an API process (issue 38): GET /metrics in
 * Prometheus's text format, for the scraper only (a Bearer METRICS_TOKEN;
 * without one set, 404: the call is off, as a message channel without its
 * keys is). nginx does not pass /metrics from the public; Prometheus reads
 * each replica on its own port (docs/operations.md, "Metrics and alerts").
 *
 * - `http_requests_total{method,route,status}` and
 *   `http_request_duration_seconds{method,route}` (a histogram): each call by
 *   the route it matched (`/shop/:shopId`, never the path a caller typed, so
 *   the series stay as many as the routes); a path no route has is `unmatched`.
 * - `http_requests_in_flight`: requests under way (what the message worker's
 *   `busy` reads).
 * - `rate_limit_refusals_total{route}`: the 429s, by call.
 * - `outbox_messages{status}` (pending, sending, dead) and
 *   `outbox_oldest_due_seconds`: how far the message worker is behind.
 * - `database_up` (1 when a trivial query answers within a second) and
 *   `replication_lag_seconds{standby}`: the primary's view of each standby's
 *   replay, or on a standby (`standby="self"`) how far its replay is behind.
 * - the process's own (prom-client's defaults: CPU, memory, the event loop's
 *   lag, garbage collection), from main.ts.
 *
 * The database's figures are read when Prometheus scrapes (every 15 s), not
 * on each request; a request costs two label lookups.
 */
import { sql } from "drizzle-orm";
import { Hono, type MiddlewareHandler } from "hono";
import { routePath } from "hono/route";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { Db } from "../db/connection";
import { ApiFailure } from "./failure";
import { databaseAnswers, type Lifecycle } from "./health";
import { describeCall } from "./openapi";
import { sameSecret } from "./sameSecret";

/** Request durations' buckets, in seconds: the p99 goals are 50 ms and 100 ms (issue 38). */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export interface Metrics {
  registry: Registry;
  /** Reads the database's figures, then answers every metric in Prometheus's text format. */
  scrape(): Promise<string>;
  /** Counts one answered request (the middleware does). */
  observe(method: string, route: string, status: number, seconds: number): void;
}

export interface MetricsOptions {
  db: Db;
  lifecycle: Lifecycle;
  /** The process's own figures (main.ts): off in tests, where many apps share one process. */
  processMetrics?: boolean;
}

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] =>
  Array.isArray(result) ? (result as Row[]) : (((result as { rows?: Row[] }).rows ?? []) as Row[]);

export function createMetrics({ db, lifecycle, processMetrics = false }: MetricsOptions): Metrics {
  const registry = new Registry();
  if (processMetrics) collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: "http_requests_total",
    help: "Requests answered, by method, route and status.",
    labelNames: ["method", "route", "status"] as const,
    registers: [registry],
  });
  const durations = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time from a request's arrival to its answer, by method and route.",
    labelNames: ["method", "route"] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  const refusals = new Counter({
    name: "rate_limit_refusals_total",
    help: "Requests refused by a request limit (429), by route.",
    labelNames: ["route"] as const,
    registers: [registry],
  });
  new Gauge({
    name: "http_requests_in_flight",
    help: "Requests under way.",
    registers: [registry],
    collect() {
      this.set(lifecycle.inFlight);
    },
  });
  const up = new Gauge({
    name: "database_up",
    help: "1 when the database answers a trivial query within a second, else 0.",
    registers: [registry],
  });
  const outbox = new Gauge({
    name: "outbox_messages",
    help: "Messages in the outbox by status: pending (due or waiting to be tried again), sending, dead.",
    labelNames: ["status"] as const,
    registers: [registry],
  });
  const oldestDue = new Gauge({
    name: "outbox_oldest_due_seconds",
    help: "How long the oldest message due has waited to be sent (0 when none is due).",
    registers: [registry],
  });
  const lag = new Gauge({
    name: "replication_lag_seconds",
    help: "How far a standby's replay is behind the primary: the primary's view of each standby, or a standby's own.",
    labelNames: ["standby"] as const,
    registers: [registry],
  });

  /** The database's figures, read once a scrape (each its own statement: one failing leaves the rest). */
  async function readDatabase(): Promise<void> {
    const answers = await databaseAnswers(db);
    up.set(answers ? 1 : 0);
    if (!answers) return;
    outbox.reset();
    for (const status of ["pending", "sending", "dead"]) outbox.set({ status }, 0);
    const counted = rowsOf(
      await db.execute(sql`
        select status, count(*)::int as n from outbox_messages
        where status in ('pending', 'sending', 'dead') group by status`),
    );
    for (const row of counted) outbox.set({ status: String(row.status) }, Number(row.n));
    const [oldest] = rowsOf(
      await db.execute(sql`
        select coalesce(extract(epoch from now() - min(next_attempt_at)), 0)::float8 as s
        from outbox_messages where status = 'pending' and next_attempt_at <= now()`),
    );
    oldestDue.set(Math.max(0, Number(oldest?.s ?? 0)));
    // PGlite answers these too: never a standby, and no standby of its own.
    lag.reset();
    const [role] = rowsOf(await db.execute(sql`select pg_is_in_recovery() as standby`));
    if (role?.standby) {
      const [own] = rowsOf(
        await db.execute(
          sql`select coalesce(extract(epoch from now() - pg_last_xact_replay_timestamp()), 0)::float8 as s`,
        ),
      );
      lag.set({ standby: "self" }, Number(own?.s ?? 0));
      return;
    }
    const standbys = rowsOf(
      await db.execute(sql`
        select application_name as name, coalesce(extract(epoch from replay_lag), 0)::float8 as s
        from pg_stat_replication`),
    );
    for (const row of standbys) lag.set({ standby: String(row.name) }, Number(row.s));
  }
  const readTime = new Gauge({
    name: "metrics_database_read_seconds",
    help: "How long reading the database's figures for this scrape took.",
    registers: [registry],
  });

  return {
    registry,
    async scrape() {
      const t0 = performance.now();
      await readDatabase().catch(() => up.set(0));
      readTime.set((performance.now() - t0) / 1000);
      return registry.metrics();
    },
    observe(method, route, status, seconds) {
      requests.inc({ method, route, status: String(status) });
      durations.observe({ method, route }, seconds);
      if (status === 429) refusals.inc({ route });
    },
  };
}

/** The route a request matched, as registered (`/shop/:shopId`); `unmatched` when only middleware did. */
function routeOf(c: Parameters<MiddlewareHandler>[0]): string {
  const route = routePath(c, -1);
  return !route || route === "*" || route.endsWith("/*") ? "unmatched" : route;
}

/** Counts each request's answer and its time in `metrics`. */
export function countRequests(metrics: Metrics): MiddlewareHandler {
  return async (c, next) => {
    const t0 = performance.now();
    try {
      await next();
    } finally {
      metrics.observe(c.req.method, routeOf(c), c.res.status, (performance.now() - t0) / 1000);
    }
  };
}

/**
 * GET /metrics; mount at /. 404 while METRICS_TOKEN is unset (the call is off); 401 without the
 * token as a Bearer; else every metric, read now.
 */
export function metricsRoutes(metrics: Metrics, token: string | undefined) {
  return new Hono().get(
    "/metrics",
    describeCall({
      summary: "The process's Prometheus metrics (for the scraper)",
      answer: "metrics",
      security: ["metricsToken"],
      errors: [401, 404],
    }),
    async (c) => {
      if (!token) throw new ApiFailure(404, "Metrics are off here: METRICS_TOKEN is not set");
      const given = /^Bearer (.+)$/.exec(c.req.header("authorization") ?? "")?.[1];
      if (!given || !sameSecret(given, token))
        throw new ApiFailure(
          401,
          "The metrics need the scraper's token: Authorization: Bearer <METRICS_TOKEN>",
        );
      c.header("Cache-Control", "no-store");
      c.header("Content-Type", metrics.registry.contentType);
      return c.body(await metrics.scrape());
    },
  );
}
