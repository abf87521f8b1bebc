/**
 * `npm run bench:api`: throughput of the API on this machine. Starts the API
 * in a child process on 127.0.0.1 (a free port, a fresh temporary PGlite
 * folder, seeded), runs autocannon against each route (a 1 s warm-up, then
 * interleaved rounds), prints route, req/s, p50 and p99, and checks the
 * issue's rule: hot reads (/subdomains, POST /shop, served from the in-memory
 * cache) reach at least 50 % of the bare route's (/health) throughput.
 * Stops by itself; exits 1 when the rule fails or a request failed.
 *
 * BENCH_DURATION (seconds per route, default 10), BENCH_CONNECTIONS (default 10).
 */
import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { readSettings } from "../../src/settings";
import { emulatorIdToken } from "../lib/emulator-token";
import { ownAuthEmulator } from "../lib/procs";
import { forkBenchServer } from "./server";

type Result = {
  requests: { total: number };
  duration: number;
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
};
type Req = { method?: string; headers?: Record<string, string>; body?: string };
type Options = Req & {
  url: string;
  connections: number;
  duration: number;
  /** Per-request overrides; setupRequest builds each request anew (a fresh idempotencyKey). */
  requests?: { setupRequest: (req: Req) => Req }[];
};
type Route = Omit<Options, "url" | "connections" | "duration"> & { name: string; path: string };
const autocannon = createRequire(import.meta.url)("autocannon") as (o: Options) => Promise<Result>;

const { BENCH_DURATION: duration, BENCH_CONNECTIONS: connections } = readSettings(undefined, "bench:api");
/** Each route runs in this many interleaved slices, so a load change on the machine hits every route alike. */
const ROUNDS = 5;
const PROJECT = "demo-platform";
const EMAIL = "demo.customer@example.com"; // seed-customer.ts, with saved address addr-home
const PRODUCT = { shopId: "demo", productId: "toor-dal-1kg" }; // no variants; stock raised by the server below

const BENCH_LIMITS = {
  LIMIT_ORDERS_PER_CUSTOMER: "100000000/1h",
  LIMIT_ORDERS_PER_CLIENT: "100000000/1h",
  LIMIT_PENDING_COD: "100000000",
};

/** Starts scripts/bench/api-server.ts in a child process, trusting `emulatorHost`; resolves the port it listens on. */
function startApi(dataDir: string, emulatorHost: string) {
  return forkBenchServer(path.join(import.meta.dirname, "api-server.ts"), [dataDir], {
    // Load, not limits: one customer from one address places thousands of orders.
    env: { FIREBASE_AUTH_EMULATOR_HOST: emulatorHost, PUBLIC_FIREBASE_PROJECT_ID: PROJECT, ...BENCH_LIMITS },
  });
}

function orderBody(): string {
  return JSON.stringify({
    email: EMAIL,
    orders: [{ ...PRODUCT, productCount: 1 }],
    addressKey: "addr-home",
    paymentMethod: "COD",
    idempotencyKey: `bench-${randomUUID()}`,
  });
}

type Row = { route: string; requests: number; seconds: number; p50: number[]; p99: number[]; bad: number };

/** Runs every route: a 1 s warm-up each, then ROUNDS interleaved slices of duration / ROUNDS seconds. */
async function measure(base: string, routes: Route[]): Promise<Row[]> {
  const rows = routes.map((r): Row => ({ route: r.name, requests: 0, seconds: 0, p50: [], p99: [], bad: 0 }));
  for (const { path: p, name: _, ...options } of routes)
    await autocannon({ url: base + p, connections, duration: 1, ...options });
  for (let round = 0; round < ROUNDS; round++) {
    for (const [i, { path: p, name: _, ...options }] of routes.entries()) {
      const r = await autocannon({ url: base + p, connections, duration: duration / ROUNDS, ...options });
      const row = rows[i] as Row;
      row.requests += r.requests.total;
      row.seconds += r.duration;
      row.p50.push(r.latency.p50);
      row.p99.push(r.latency.p99);
      row.bad += r.non2xx + r.errors + r.timeouts;
    }
  }
  return rows;
}

/** Prints the table and the hot-read ratios; true when both ratios hold and nothing failed. */
function report(rows: Row[]): boolean {
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
  const line = (cells: (string | number)[]) =>
    console.log(cells.map((c, i) => (i === 0 ? String(c).padEnd(26) : String(c).padStart(9))).join(""));
  const rps = (r: Row) => r.requests / r.seconds;
  line(["route", "req/s", "p50 ms", "p99 ms", "failed"]);
  for (const r of rows) line([r.route, rps(r).toFixed(0), median(r.p50), Math.max(...r.p99), r.bad]);
  const bare = rows[0] ? rps(rows[0]) : 0;
  let ok = rows.every((r) => r.bad === 0);
  console.log("");
  for (const hot of rows.slice(1, 3)) {
    const ratio = rps(hot) / bare;
    ok &&= ratio >= 0.5;
    console.log(
      `${hot.route} / GET /health: ${(ratio * 100).toFixed(0)} % (needs ≥ 50 %) ${ratio >= 0.5 ? "ok" : "TOO SLOW"}`,
    );
  }
  return ok;
}

/** The routes to measure; order placement only once a probe order succeeds (the call must exist and work). */
async function routesOf(base: string, token: string): Promise<Route[]> {
  const json = { "content-type": "application/json" };
  const shop = { method: "POST", headers: json, body: JSON.stringify({ shopId: "demo" }) };
  const routes: Route[] = [
    { name: "GET /health", path: "/health" },
    { name: "GET /subdomains", path: "/subdomains" },
    { name: "POST /shop", path: "/shop", ...shop },
  ];
  const order = { method: "POST", headers: { ...json, authorization: `Bearer ${token}` } };
  const probe = await fetch(`${base}/customer/addorder`, { ...order, body: orderBody() });
  const requests = [{ setupRequest: (req: Req) => ({ ...req, body: orderBody() }) }];
  if (probe.ok)
    routes.push({ name: "POST /customer/addorder", path: "/customer/addorder", ...order, requests });
  else console.warn(`POST /customer/addorder answered ${probe.status}: ${await probe.text()} (left out)`);
  return routes;
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "bench-api-"));
  // The customer signs in on an Auth emulator of the benchmark's own, which the API asks about the token.
  const emulator = await ownAuthEmulator(readSettings().TEST_AUTH_EMULATOR_PORT, PROJECT, dataDir);
  const { child, port } = await startApi(path.join(dataDir, "pglite"), emulator.host);
  const base = `http://127.0.0.1:${port}`;
  try {
    const routes = await routesOf(base, await emulatorIdToken(emulator.host, EMAIL));
    console.log(
      `autocannon: ${connections} connections, ${duration} s per route (${ROUNDS} rounds), ${base}\n`,
    );
    process.exitCode = report(await measure(base, routes)) ? 0 : 1;
  } finally {
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
    await emulator.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** Never runs forever: warm-up + measuring + start-up, with room to spare. */
function giveUp(): void {
  console.error("bench:api took too long; giving up");
  process.exit(2);
}
setTimeout(giveUp, (duration * 4 + 180) * 1000).unref();
await main();
