/**
 * `npm run bench:prod`: load on the production topology, loopback only,
 * bounded (BENCH_DURATION seconds a scenario, default 10). Starts its own
 * stack on its own ports (a fresh PostgreSQL cluster, two API replicas, the
 * web server, nginx; PGlite for the comparison) from the existing build
 * (made if missing), then drives it with wrk (Debian's, installed when
 * missing) and prints req/s, p50 and p99 of:
 *
 * - a static file as nginx serves it (the yardstick);
 * - the shop's start through nginx: a shop page's shell, and the hot reads
 *   (GET /subdomains, POST /shop), with one replica and with two;
 * - order placement through nginx on PostgreSQL, one replica and two: orders
 *   spread over the demo shop's products (as many shoppers buy), and every
 *   order for one product (a flash sale: each waits for the one before to
 *   commit, since they take stock from the same row);
 * - order placement on one API process, PostgreSQL against PGlite.
 *
 * Goals (issue 14): at least 400 orders/s on PostgreSQL with p99 under
 * 100 ms, and hot reads through nginx at least half of the static file's
 * rate. Writes .data/bench/prod.md; exits 1 when a goal or a request fails.
 * BENCH_CONNECTIONS (default 32) for reads, BENCH_ORDER_CONNECTIONS (16) for
 * orders: a 2-core machine that also runs the database, the replicas, nginx
 * and wrk answers 32 orders at once only by queueing them.
 */
import { spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { and, eq, notExists } from "drizzle-orm";
import { openDb } from "../../src/server/db/connection";
import { products, productVariants } from "../../src/server/db/schema";
import { seed } from "../../src/server/seed";
import { processVars, readSettings } from "../../src/settings";
import { localConfig, sharedEnv } from "../lib/config";
import { emulatorIdToken } from "../lib/emulator-token";
import {
  buildFromApi,
  ownAuthEmulator,
  type Proc,
  QUIET,
  root,
  run,
  stopAll,
  waitForUrl,
} from "../lib/procs";
import { precompress } from "../prod/precompress";
import {
  ensurePackages,
  nginxArgs,
  nginxBin,
  type PgCluster,
  prepareDatabase,
  prodPorts,
  stopPostgres,
  writeNginxConf,
} from "../prod/stack";

const settings = readSettings(undefined, "bench:prod");
const duration = settings.BENCH_DURATION;
const connections = settings.BENCH_CONNECTIONS;
/** Orders in flight at once: shoppers placing orders, each waiting for the answer before the next. */
const orderConnections = settings.BENCH_ORDER_CONNECTIONS;
const EMAIL = "demo.customer@example.com"; // seed-customer.ts, with saved address addr-home
const SHOP = "demo";
/** The flash-sale product. */
const HOT_PRODUCT = "toor-dal-1kg";
// Ports of its own, so it runs beside `npm start`.
const ports = prodPorts({
  WEB_PORT: "4621",
  API_PORT: "8687",
  PROD_WEB_UPSTREAM_PORT: "4631",
  PROD_REPLICA_1_PORT: "8601",
  PROD_REPLICA_2_PORT: "8602",
  PROD_PG_PORT: "54324",
});
const PGLITE_PORT = 8603;
const work = mkdtempSync(path.join(tmpdir(), "bench-prod-"));
// PostgreSQL runs as its own user when this runs as root: it must reach its folder inside.
chmodSync(work, 0o755);
const cluster: PgCluster = {
  state: path.join(work, "pg"),
  port: ports.postgres,
  db: "platform",
  fresh: true,
};
const cfg = localConfig({ ...processVars(), WEB_PORT: String(ports.web), API_PORT: String(ports.api) });
const procs: Proc[] = [];

/** The benchmark's own Auth emulator, which the replicas ask about the customer's token; stopped at the end. */
let stopEmulator = async () => {};

interface Scenario {
  name: string;
  url: string;
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  body?: string;
  /** Orders, each with a new idempotency key, taking turns over these products. */
  order?: string[];
}

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  failed: number;
}

/** wrk's Lua: the request (a fresh order body each time when asked), and a JSON summary at the end. */
function wrkScript(s: Scenario): string {
  const headers = Object.entries(s.headers ?? {})
    .map(([k, v]) => `["${k}"] = ${JSON.stringify(v)}`)
    .join(", ");
  const body = s.order
    ? `string.format('{"email":"${EMAIL}","orders":[{"shopId":"${SHOP}","productId":"%s","productCount":1}],"addressKey":"addr-home","paymentMethod":"COD","idempotencyKey":"bench-%s-%d-%d"}', products[(n % #products) + 1], run_id, id, n)`
    : JSON.stringify(s.body ?? "");
  return `
local threads = {}
local counter = 0
function setup(thread) counter = counter + 1; thread:set("id", counter); table.insert(threads, thread) end
run_id = "${randomUUID()}"
n = 0
products = { ${(s.order ?? []).map((p) => JSON.stringify(p)).join(", ")} }
local path = ${JSON.stringify(new URL(s.url).pathname)}
local headers = { ${headers} }
request = function()
  n = n + 1
  local body = ${body}
  if body == "" then body = nil end
  return wrk.format(${JSON.stringify(s.method ?? "GET")}, path, headers, body)
end
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('{"requests":%d,"us":%d,"p50":%d,"p99":%d,"failed":%d}\\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99),
    e.connect + e.read + e.write + e.status + e.timeout))
end
`;
}

function wrk(s: Scenario, seconds = duration): Row {
  const script = path.join(work, "scenario.lua");
  writeFileSync(script, wrkScript(s));
  const args = [
    "-t",
    "2",
    "-c",
    String(s.order ? orderConnections : connections),
    "-d",
    `${seconds}s`,
    "--timeout",
    "5s",
    "-s",
    script,
    s.url,
  ];
  const out = spawnSync("wrk", args, { encoding: "utf8" });
  const line = out.stdout.split("\n").find((l) => l.startsWith("{"));
  if (!line) throw new Error(`wrk failed for ${s.name}: ${out.stderr || out.stdout}`);
  const r = JSON.parse(line) as { requests: number; us: number; p50: number; p99: number; failed: number };
  return {
    name: s.name,
    rps: r.requests / (r.us / 1e6),
    p50: r.p50 / 1000,
    p99: r.p99 / 1000,
    failed: r.failed,
  };
}

/** Raises the stock of the shop's products sold without variants so that placement never runs out; returns their ids. */
async function raiseStock(target: Parameters<typeof openDb>[0]): Promise<string[]> {
  const handle = await openDb(target);
  try {
    if (target?.kind === "pglite") {
      await handle.migrate();
      await seed(handle.db);
    }
    const plain = await handle.db
      .update(products)
      .set({ units: 2_000_000_000 })
      .where(
        and(
          eq(products.shopId, SHOP),
          notExists(
            handle.db.select().from(productVariants).where(eq(productVariants.productId, products.id)),
          ),
        ),
      )
      .returning({ productId: products.productId });
    return plain.map((p) => p.productId).sort();
  } finally {
    await handle.close();
  }
}

/** Makes nginx read its configuration again; its old workers finish within a second. */
async function reloadNginx(conf: string): Promise<void> {
  const r = spawnSync(nginxBin(), ["-c", conf, "-s", "reload"], { encoding: "utf8" });
  if (r.status !== 0) throw new Error(`nginx reload failed: ${r.stderr}`);
  await sleep(1000);
}

async function main(): Promise<void> {
  ensurePackages(["wrk"]);
  const emulator = await ownAuthEmulator(readSettings().TEST_AUTH_EMULATOR_PORT, cfg.projectId, work);
  stopEmulator = emulator.stop;
  const base = {
    ...sharedEnv(cfg),
    FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
    // Load, not limits: one customer from one address places thousands of orders.
    LIMIT_ORDERS_PER_CUSTOMER: "100000000/1h",
    LIMIT_ORDERS_PER_CLIENT: "100000000/1h",
    LIMIT_PENDING_COD: "100000000",
    API_INTERNAL_URL: `http://127.0.0.1:${ports.api}`,
  };
  const apiEnv = await prepareDatabase(
    cluster,
    base,
    { secrets: path.join(root, ".data/prod"), uploads: path.join(work, "uploads") },
    true,
  );
  const databaseUrl = apiEnv(0).DATABASE_URL as string;
  const spread = await raiseStock({ kind: "postgres", url: databaseUrl });
  if (!spread.includes(HOT_PRODUCT)) throw new Error(`${HOT_PRODUCT} is not a plain product of ${SHOP}`);
  const pgliteDir = path.join(work, "pglite");
  await raiseStock({ kind: "pglite", dataDir: pgliteDir });

  const replicas = ports.replicas.map((port, i) =>
    run(`api-${i + 1}`, "tsx", ["src/server/main.ts"], apiEnv(port), QUIET),
  );
  const pglite = run(
    "pglite",
    "tsx",
    ["src/server/main.ts"],
    { ...apiEnv(PGLITE_PORT), DATABASE_URL: "", DATA_DIR: pgliteDir },
    QUIET,
  );
  procs.push(...replicas, pglite);
  const runDir = path.join(work, "nginx");
  const conf = (replicaPorts: number[]) => writeNginxConf(runDir, { ...ports, replicas: replicaPorts }, cfg);
  const nginx = run("nginx", nginxBin(), nginxArgs(conf(ports.replicas)), base, QUIET);
  procs.push(nginx);
  await Promise.all([
    ...replicas.map((p, i) => waitForUrl(`http://127.0.0.1:${ports.replicas[i]}/ready`, 90_000, p)),
    waitForUrl(`http://127.0.0.1:${PGLITE_PORT}/ready`, 90_000, pglite),
  ]);
  if (!existsSync(path.join(root, "dist/server/entry.mjs")))
    await buildFromApi(base, `http://127.0.0.1:${ports.api}`, true);
  precompress(path.join(root, "dist/client"));
  const web = run(
    "web",
    "tsx",
    ["src/web/serve.ts"],
    { ...base, WEB_PORT: String(ports.webUpstream) },
    QUIET,
  );
  procs.push(web);
  await waitForUrl(`http://127.0.0.1:${ports.webUpstream}/`, 60_000, web);

  const site = `http://127.0.0.1:${ports.web}`;
  const api = `http://127.0.0.1:${ports.api}`;
  const origin = `http://demo.${cfg.platformDomain}:${ports.web}`;
  const json = { "Content-Type": "application/json", Origin: origin };
  const order = { ...json, Authorization: `Bearer ${await emulatorIdToken(emulator.host, EMAIL)}` };
  const staticFile: Scenario = {
    name: "static file (platform home, brotli) via nginx",
    url: `${site}/`,
    headers: { Host: `${cfg.platformDomain}:${ports.web}`, "Accept-Encoding": "br" },
  };
  const start: Scenario[] = [
    {
      name: "shop page (shell) via nginx",
      url: `${site}/`,
      headers: { Host: `demo.${cfg.platformDomain}:${ports.web}`, "Accept-Encoding": "br" },
    },
    { name: "GET /subdomains via nginx", url: `${api}/subdomains`, headers: { Origin: origin } },
    {
      name: "POST /shop via nginx",
      url: `${api}/shop`,
      method: "POST",
      headers: json,
      body: JSON.stringify({ shopId: "demo" }),
    },
  ];
  const placeOrder = (name: string, url: string, ids = spread): Scenario => ({
    name: `${name}, ${ids.length === 1 ? "one product" : `${ids.length} products`}`,
    url,
    method: "POST",
    headers: order,
    order: ids,
  });

  // Every scenario once, unmeasured: caches filled, connections and JIT warm.
  for (const s of [staticFile, ...start, placeOrder("", `${api}/customer/addorder`)]) wrk(s, 2);
  const rows: Row[] = [];
  const measure = (s: Scenario) => {
    const row = wrk(s);
    rows.push(row);
    console.log(
      `${row.name.padEnd(58)} ${row.rps.toFixed(0).padStart(7)} req/s  p50 ${row.p50.toFixed(1)} ms  p99 ${row.p99.toFixed(1)} ms  failed ${row.failed}`,
    );
    return row;
  };
  const staticRow = measure(staticFile);
  const two = start.map((s) => measure({ ...s, name: `${s.name}, 2 replicas` }));
  const orders2 = measure(
    placeOrder("POST /customer/addorder via nginx, PostgreSQL, 2 replicas", `${api}/customer/addorder`),
  );
  measure(
    placeOrder("POST /customer/addorder via nginx, PostgreSQL, 2 replicas", `${api}/customer/addorder`, [
      HOT_PRODUCT,
    ]),
  );
  await reloadNginx(conf([ports.replicas[0] as number]));
  for (const s of start.slice(1)) measure({ ...s, name: `${s.name}, 1 replica` });
  measure(placeOrder("POST /customer/addorder via nginx, PostgreSQL, 1 replica", `${api}/customer/addorder`));
  measure(
    placeOrder(
      "POST /customer/addorder, one API process, PostgreSQL",
      `http://127.0.0.1:${ports.replicas[0]}/customer/addorder`,
    ),
  );
  // PGlite is one process on one connection: past its pace a request may wait longer than wrk's 5 s.
  const pgliteRow = measure(
    placeOrder(
      "POST /customer/addorder, one API process, PGlite",
      `http://127.0.0.1:${PGLITE_PORT}/customer/addorder`,
    ),
  );

  const goals = [
    {
      text: `orders on PostgreSQL (2 replicas, via nginx): ${orders2.rps.toFixed(0)}/s, p99 ${orders2.p99.toFixed(1)} ms (needs ≥ 400/s, p99 < 100 ms)`,
      ok: orders2.rps >= 400 && orders2.p99 < 100,
    },
    ...two.slice(1).map((hot) => ({
      text: `${hot.name} / static file: ${((hot.rps / staticRow.rps) * 100).toFixed(0)} % (needs ≥ 50 %)`,
      ok: hot.rps / staticRow.rps >= 0.5,
    })),
    {
      text: `failed requests on the production topology: ${rows.filter((r) => r !== pgliteRow).reduce((n, r) => n + r.failed, 0)} (PGlite's timeouts under this load: ${pgliteRow.failed})`,
      ok: rows.every((r) => r === pgliteRow || r.failed === 0),
    },
  ];
  console.log("");
  for (const g of goals) console.log(`${g.ok ? "ok  " : "MISS"} ${g.text}`);
  const md = [
    `# npm run bench:prod (${new Date().toISOString().slice(0, 16)} UTC; wrk, ${connections} connections, ${orderConnections} for orders, ${duration} s a scenario)`,
    "",
    "| scenario | req/s | p50 ms | p99 ms | failed |",
    "| --- | ---: | ---: | ---: | ---: |",
    ...rows.map(
      (r) => `| ${r.name} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.failed} |`,
    ),
    "",
    ...goals.map((g) => `- ${g.ok ? "met" : "MISSED"}: ${g.text}`),
    "",
  ].join("\n");
  mkdirSync(path.join(root, ".data/bench"), { recursive: true });
  writeFileSync(path.join(root, ".data/bench/prod.md"), md);
  console.log("\nWrote .data/bench/prod.md");
  process.exitCode = goals.every((g) => g.ok) ? 0 : 1;
}

try {
  await main();
} catch (error) {
  console.error(`✖ ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await stopAll(procs);
  await stopEmulator();
  try {
    stopPostgres(cluster);
  } catch {}
  rmSync(work, { recursive: true, force: true });
}
