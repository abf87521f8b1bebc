/**
 * `npm run bench:payments`: payments through the gateway on the production
 * topology (topology.ts: a fresh PostgreSQL cluster, the providers' stub with
 * its Razorpay simulator, two API replicas, nginx), on ports of its own,
 * loopback only. Measures (issue 37):
 *
 * - a webhook burst: BENCH_PAYMENTS checkouts (default 1,000) opened through
 *   nginx by the shoppers and paid at the simulator while its webhooks are
 *   held; then let go at once, each event twice (the same event id) and in
 *   reverse order, 16 at a time, as Razorpay's concurrent retries could: 6
 *   deliveries a payment (authorized, captured, order.paid, each twice),
 *   spread by nginx over both replicas. Goal: every payment placed exactly
 *   once (one placement a payment, its one order line, each event recorded
 *   once, no refund), and each checkout's time from the release to its
 *   placement.
 * - the reference, measured in the same run: the same orders placed directly
 *   (POST /customer/addorder, cash on delivery) through nginx at the same
 *   concurrency; the burst's rate is reported as a ratio to it.
 *
 * Writes .data/bench/payments.md; exits 1 when a goal is missed.
 */

import { postgresClient } from "../../src/server/db/connection";
import { readSettings } from "../../src/settings";
import { shopperEmail } from "./placement-sql";
import { printGoals, writeReport } from "./report";
import { ADDRESS_KEY, prepareShop, SHOP, SHOPPERS, signInShoppers } from "./shoppers";
import { ms, percentile } from "./stats";
import { type BenchStack, startBenchStack } from "./topology";

const settings = readSettings();
const COUNT = settings.BENCH_PAYMENTS;
const CONCURRENCY = 16;
// Ports of its own, apart from npm start's, start:prod's, the tests' and the other benchmarks'.
const PORTS = {
  WEB_PORT: "4941",
  API_PORT: "8899",
  PROD_WEB_UPSTREAM_PORT: "4951",
  PROD_REPLICA_1_PORT: "8921",
  PROD_REPLICA_2_PORT: "8922",
  PROD_PG_PORT: "54328",
};
const STUB = { port: 8727, smtpPort: 1127 };
const stubUrl = `http://127.0.0.1:${STUB.port}`;
let stack: BenchStack | undefined;

/** Runs `work(i)` for 0 ≤ i < n, `concurrency` at a time; answers each one's time in ms. */
async function pool(n: number, concurrency: number, work: (i: number) => Promise<void>): Promise<number[]> {
  const times: number[] = new Array(n);
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let i = next++; i < n; i = next++) {
        const started = performance.now();
        await work(i);
        times[i] = performance.now() - started;
      }
    }),
  );
  return times;
}

const control = async (path: string, body: unknown) => {
  const res = await fetch(`${stubUrl}${path}`, { method: "POST", body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return res;
};

/** A placement request of one line for shopper `n` (1-based), as the bag sends it. */
function bagOf(n: number, productId: string, key: string, paymentMethod: "COD" | "UPI") {
  return {
    email: shopperEmail(SHOPPERS, n),
    orders: [{ shopId: SHOP, productId, productCount: 1 }],
    addressKey: ADDRESS_KEY,
    paymentMethod,
    idempotencyKey: key,
  };
}

async function post(api: string, path: string, token: string, body: unknown) {
  const res = await fetch(`${api}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text) as Record<string, unknown>;
}

async function main() {
  let productIds: string[] = [];
  stack = await startBenchStack({
    name: "bench-payments",
    ports: PORTS,
    emulatorPort: 9653,
    messageStub: STUB,
    env: {
      LIMIT_ORDERS_PER_CUSTOMER: "100000000/1h",
      LIMIT_ORDERS_PER_CLIENT: "100000000/1h",
      LIMIT_PENDING_COD: "100000000",
    },
    prepare: async (url) => {
      productIds = await prepareShop({ kind: "postgres", url });
      const sql = postgresClient(url, { max: 1, onnotice: () => {} });
      await sql`update shops set online_payments = true where shop_id = ${SHOP}`;
      await sql.end();
    },
  });
  const { api, databaseUrl } = stack;
  const tokens = await signInShoppers(stack.emulatorHost);
  const shopperOf = (i: number) => (i % SHOPPERS.count) + 1;
  const productOf = (i: number) => productIds[i % productIds.length] ?? "";
  const run = Date.now().toString(36);

  // The reference: the same orders placed directly, cash on delivery, through nginx.
  const direct = await pool(COUNT, CONCURRENCY, async (i) => {
    const n = shopperOf(i);
    await post(
      api,
      "/customer/addorder",
      tokens[n - 1] ?? "",
      bagOf(n, productOf(i), `direct-${run}-${i}`, "COD"),
    );
  });
  const directSeconds = direct.reduce((a, b) => a + b, 0) / 1000 / CONCURRENCY;

  // The checkouts, opened through nginx; their gateway orders paid at the simulator, webhooks held.
  await control("/_stub/razorpay/webhooks", {
    hold: true,
    duplicates: 1,
    shuffle: true,
    concurrency: CONCURRENCY,
    delayMs: 0,
  });
  const gatewayOrders: string[] = new Array(COUNT);
  const opened = await pool(COUNT, CONCURRENCY, async (i) => {
    const n = shopperOf(i);
    const answer = await post(
      api,
      "/customer/checkouts",
      tokens[n - 1] ?? "",
      bagOf(n, productOf(i), `online-${run}-${i}`, "UPI"),
    );
    gatewayOrders[i] = String((answer.form as { fields: Record<string, string> }).fields.order_id);
  });
  await pool(COUNT, CONCURRENCY, async (i) => {
    await control("/_stub/razorpay/pay", { order_id: gatewayOrders[i], outcome: "success", method: "upi" });
  });

  const sql = postgresClient(databaseUrl, { max: 2, onnotice: () => {} });
  const released = new Date();
  const t0 = performance.now();
  await control("/_stub/razorpay/webhooks", { hold: false });
  let placed = 0;
  while (placed < COUNT && performance.now() - t0 < 300_000) {
    await new Promise((r) => setTimeout(r, 100));
    [{ placed = 0 } = { placed: 0 }] = await sql<{ placed: number }[]>`
      select count(*)::int as placed from checkouts where status = 'placed' and gateway_order_id = any(${gatewayOrders})`;
  }
  const drainSeconds = (performance.now() - t0) / 1000;
  // Every delivery answered (the duplicates too) before the counts are read.
  for (let i = 0; i < 600; i++) {
    const state = (await (await fetch(`${stubUrl}/_stub/razorpay`)).json()) as {
      webhooks: { status: string }[];
    };
    if (state.webhooks.every((w) => w.status === "delivered" || w.status === "failed")) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  const state = (await (await fetch(`${stubUrl}/_stub/razorpay`)).json()) as {
    webhooks: { status: string }[];
  };
  const settle = (
    await sql<{ ms: number }[]>`
      select extract(epoch from (paid_at - ${released.toISOString()}::timestamptz)) * 1000 as ms
      from checkouts where gateway_order_id = any(${gatewayOrders}) and paid_at is not null`
  ).map((r) => Number(r.ms));
  const [counts] = await sql<
    { checkouts: number; placements: number; lines: number; events: number; refunds: number }[]
  >`
    select
      (select count(*)::int from checkouts where gateway_order_id = any(${gatewayOrders}) and status = 'placed') as checkouts,
      (select count(distinct placement_id)::int from orders where payment_received_by = 'gateway:razorpay') as placements,
      (select count(*)::int from orders where payment_received_by = 'gateway:razorpay') as lines,
      (select count(*)::int from gateway_events) as events,
      (select count(*)::int from gateway_refunds) as refunds`;
  await sql.end();
  const delivered = state.webhooks.filter((w) => w.status === "delivered").length;
  const once =
    counts?.checkouts === COUNT &&
    counts.placements === COUNT &&
    counts.lines === COUNT &&
    counts.events === COUNT * 3 &&
    counts.refunds === 0;
  const rate = COUNT / drainSeconds;
  const directRate = COUNT / directSeconds;
  console.log(
    `checkouts opened via nginx: p50 ${ms(percentile(opened, 50))}  p99 ${ms(percentile(opened, 99))}; direct placements p50 ${ms(percentile(direct, 50))}  p99 ${ms(percentile(direct, 99))}`,
  );
  console.log(
    `burst: ${delivered} of ${state.webhooks.length} deliveries taken; ${counts?.checkouts} placed in ${drainSeconds.toFixed(1)} s (${rate.toFixed(0)}/s = ${(rate / directRate).toFixed(2)} of direct placement's ${directRate.toFixed(0)}/s); release to placed p50 ${ms(percentile(settle, 50))}  p99 ${ms(percentile(settle, 99))}`,
  );
  const goals = [
    {
      text: `a burst of ${COUNT} payments' webhooks (${state.webhooks.length} deliveries: each event twice, reversed, ${CONCURRENCY} at a time) places each once: ${counts?.checkouts} checkouts placed, ${counts?.placements} placements, ${counts?.lines} order lines, ${counts?.events} events recorded (of ${COUNT * 3}), ${counts?.refunds} refunds`,
      ok: once,
    },
    {
      text: `every delivery answered 2xx: ${delivered} of ${state.webhooks.length}`,
      ok: delivered === state.webhooks.length,
    },
  ];
  printGoals(goals);
  writeReport(
    "payments",
    [
      `# npm run bench:payments (${new Date().toISOString().slice(0, 16)} UTC)`,
      "",
      "| measure | p50 ms | p99 ms |",
      "| --- | ---: | ---: |",
      `| a checkout opened via nginx (${COUNT}, ${CONCURRENCY} at a time) | ${percentile(opened, 50).toFixed(1)} | ${percentile(opened, 99).toFixed(1)} |`,
      `| reference: the same order placed directly via nginx (cash on delivery) | ${percentile(direct, 50).toFixed(1)} | ${percentile(direct, 99).toFixed(1)} |`,
      `| the burst's release to each checkout placed | ${percentile(settle, 50).toFixed(1)} | ${percentile(settle, 99).toFixed(1)} |`,
      "",
      `The burst placed ${counts?.checkouts} payments in ${drainSeconds.toFixed(1)} s: ${rate.toFixed(0)} a second, ${(rate / directRate).toFixed(2)} of direct placement's ${directRate.toFixed(0)} a second measured in the same run.`,
    ],
    goals,
  );
}

try {
  await main();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await stack?.stop();
}
