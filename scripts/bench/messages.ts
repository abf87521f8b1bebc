/**
 * `npm run bench:messages`: the outbox and the console's ring on the
 * production topology (topology.ts: a fresh PostgreSQL cluster, the message
 * providers' stub, two API replicas each running its message worker, nginx),
 * on ports of its own, loopback only. Measures (issue 36):
 *
 * - the ring: two seller consoles of the demo shop listen through nginx
 *   (GET /api/digiorder/live, server-sent events; nginx spreads them over the
 *   replicas); shoppers place orders through nginx one after another, and each
 *   order's time from the placement's request to its `order.new` on each
 *   console is taken. Goal: p99 under 2 s. The reference, measured in the same
 *   run, is the placement's own answer: the ring cannot come before it commits.
 * - a burst: 10,000 messages written to the outbox at once (WhatsApp, SMS and
 *   email, as a placement writes them), drained by the two replicas' workers
 *   through the stub; each message's time from the burst's commit to its `sent_at`.
 *   Goal: p99 under 5 s, none lost (every one sent, the stub holding each key
 *   once). The reference: the stub's own rate for the same WhatsApp call under
 *   wrk at the workers' concurrency, in the same run (what the provider side
 *   of this machine can take at all).
 *
 * Writes .data/bench/messages.md; exits 1 when a goal is missed.
 * BENCH_BURST (default 10,000) sets the burst's size.
 */
import { spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { postgresClient } from "../../src/server/db/connection";
import { messageIdOf } from "../../src/server/messages/email";
import { readSettings } from "../../src/settings";
import { SAMPLE_MESSAGE_PARAMS, shopperEmail } from "./placement-sql";
import { printGoals, writeReport } from "./report";
import { ADDRESS_KEY, prepareShop, SHOP, SHOPPERS, signInShoppers } from "./shoppers";
import { ms, percentile } from "./stats";
import { type BenchStack, startBenchStack } from "./topology";

const settings = readSettings(undefined, "bench:messages");
const BURST = settings.BENCH_BURST;
/** Orders placed one after another for the ring. */
const RINGS = 200;
const RING_P99_MS = 2000;
const BURST_P99_MS = 5000;
const SELLER_KEY = "bench-seller-key";
// Ports of its own, apart from npm start's, start:prod's (its replicas on 8801 and 8802), the tests',
// bench:prod's and bench:scale's.
const PORTS = {
  WEB_PORT: "4921",
  API_PORT: "8897",
  PROD_WEB_UPSTREAM_PORT: "4931",
  PROD_REPLICA_1_PORT: "8911",
  PROD_REPLICA_2_PORT: "8912",
  PROD_PG_PORT: "54327",
};
const STUB = { port: 8726, smtpPort: 1126 };
let stack: BenchStack | undefined;

interface Ring {
  orderId: string;
  /** From the request to the answer, ms. */
  answered: number;
  /** From the request to each console's event, ms. */
  rung: number[];
}

/** A console's live stream through nginx: calls `onOrder(orderId, at)` for each `order.new`. */
async function openConsole(api: string, onOrder: (orderId: string, at: number) => void) {
  const abort = new AbortController();
  const res = await fetch(`${api}/api/digiorder/live?shopId=${SHOP}`, {
    headers: { "x-seller-key": `${SELLER_KEY}-${SHOP}` },
    signal: abort.signal,
  });
  if (res.status !== 200 || !res.body)
    throw new Error(`The live stream answered ${res.status}: ${await res.text().catch(() => "")}`);
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  let ready: () => void = () => {};
  const started = new Promise<void>((resolve) => {
    ready = resolve;
  });
  void (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true as const }));
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      for (let end = buffer.indexOf("\n\n"); end >= 0; end = buffer.indexOf("\n\n")) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1];
        if (event === "ready") ready();
        if (event !== "order.new") continue;
        const data = JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? "{}") as { orderId?: string };
        if (data.orderId) onOrder(data.orderId, performance.now());
      }
    }
  })();
  await started;
  return () => abort.abort();
}

/** Orders placed through nginx one after another, each timed to its answer and to each console's ring. */
async function measureRing(s: BenchStack, tokens: string[], productIds: string[]): Promise<Ring[]> {
  const heard = new Map<string, number[]>();
  const hear = (orderId: string, at: number) => heard.set(orderId, [...(heard.get(orderId) ?? []), at]);
  const consoles = [await openConsole(s.api, hear), await openConsole(s.api, hear)];
  const origin = `http://${SHOP}.${s.cfg.platformDomain}:${s.ports.web}`;
  const run = randomUUID();
  const rings: { orderId: string; sent: number; answered: number }[] = [];
  try {
    for (let n = 0; n < RINGS + 10; n++) {
      const shopper = n % SHOPPERS.count;
      const sent = performance.now();
      const res = await fetch(`${s.api}/customer/addorder`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          origin,
          authorization: `Bearer ${tokens[shopper]}`,
        },
        body: JSON.stringify({
          email: shopperEmail(SHOPPERS, shopper + 1),
          orders: [{ shopId: SHOP, productId: productIds[n % productIds.length], productCount: 1 }],
          addressKey: ADDRESS_KEY,
          paymentMethod: "COD",
          idempotencyKey: `ring-${run}-${n}`,
        }),
      });
      const answered = performance.now();
      if (!res.ok) throw new Error(`A placement answered ${res.status}: ${await res.text()}`);
      const { orderIds } = (await res.json()) as { orderIds: string[] };
      // The first ten warm the replicas and the streams, unmeasured.
      if (n >= 10) rings.push({ orderId: orderIds[0] as string, sent, answered });
      // Shoppers a moment apart, as orders come to a shop.
      await new Promise((r) => setTimeout(r, 20));
    }
    // Each console's last event: at most 2 s more.
    const deadline = performance.now() + 2000;
    while (rings.some((r) => (heard.get(r.orderId)?.length ?? 0) < 2) && performance.now() < deadline)
      await new Promise((r) => setTimeout(r, 20));
  } finally {
    for (const close of consoles) close();
  }
  return rings.map((r) => ({
    orderId: r.orderId,
    answered: r.answered - r.sent,
    rung: (heard.get(r.orderId) ?? []).map((at) => at - r.sent),
  }));
}

/** wrk's Lua: the stub's WhatsApp call, each with its own idempotency key, as the workers send. */
const STUB_LUA = `
local counter = 0
function setup(thread) counter = counter + 1; thread:set("id", counter) end
n = 0
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
wrk.headers["Authorization"] = "Bearer stub"
wrk.body = '{"messaging_product":"whatsapp","to":"919876500001","type":"template","template":{"name":"new_order","language":{"code":"en"},"components":[{"type":"body","parameters":[{"type":"text","text":"Demo"},{"type":"text","text":"ABC123"}]}]}}'
request = function()
  n = n + 1
  wrk.headers["Idempotency-Key"] = string.format("wrk-%d-%d", id, n)
  return wrk.format()
end
done = function(summary, latency, requests)
  io.write(string.format('{"requests":%d,"us":%d}\\n', summary.requests, summary.duration))
end
`;

/** The stub's own rate for a WhatsApp send (wrk, `connections` at once, 5 s). */
function stubRate(s: BenchStack, connections: number): number {
  const script = path.join(s.work, "stub.lua");
  writeFileSync(script, STUB_LUA);
  const url = `http://127.0.0.1:${STUB.port}/whatsapp/v21.0/100000000000000/messages`;
  const out = spawnSync("wrk", ["-t", "2", "-c", String(connections), "-d", "5s", "-s", script, url], {
    encoding: "utf8",
  });
  const line = out.stdout.split("\n").find((l) => l.startsWith("{"));
  if (!line) throw new Error(`wrk failed on the stub: ${out.stderr || out.stdout}`);
  const r = JSON.parse(line) as { requests: number; us: number };
  return r.requests / (r.us / 1e6);
}

interface Burst {
  written: number;
  sent: number;
  other: Record<string, number>;
  p50: number;
  p99: number;
  max: number;
  /** From the commit to the last one sent. */
  seconds: number;
  /** The insert of the whole burst, before its commit. */
  writeSeconds: number;
  keysOnce: boolean;
}

/** Writes `count` messages at once and waits for the workers to send them all (at most 120 s). */
async function measureBurst(s: BenchStack, count: number): Promise<Burst> {
  const sql = postgresClient(s.databaseUrl, { max: 2, onnotice: () => {} });
  const run = randomUUID().slice(0, 8);
  const prefix = `burst-${run}-`;
  try {
    const started = performance.now();
    // As placements write them: per order a shopper's SMS (or WhatsApp) and email, a seller's WhatsApp.
    await sql`
      insert into outbox_messages (key, event, channel, recipient, shop_id, order_id, template, language, params)
      select ${prefix} || g, 'order.placed',
        case g % 5 when 0 then 'email' when 1 then 'email' when 2 then 'sms' else 'whatsapp' end,
        case g % 5 when 0 then 'shopper' || g || '@example.com' when 1 then 'seller' || g || '@example.com'
          else '+9198' || lpad((g % 100000000)::text, 8, '0') end,
        ${SHOP}, 'BURST' || g, case g % 5 when 1 then 'new_order' when 3 then 'new_order' else 'order_placed' end,
        case g % 2 when 0 then 'en' else 'hi' end, ${sql.json(SAMPLE_MESSAGE_PARAMS)}
      from generate_series(1, ${count}) g`;
    const written = performance.now();
    // The burst is written in one statement, its rows' created_at that statement's start: each
    // message's time is taken from the commit, when the workers can first see it (a placement's
    // transaction takes milliseconds; this one takes most of a second).
    const [committed] = await sql<{ at: Date }[]>`select clock_timestamp() as at`;
    const deadline = written + 120_000;
    for (;;) {
      const [row] = await sql<{ left: number }[]>`
        select count(*)::int as left from outbox_messages
        where key like ${`${prefix}%`} and status in ('pending', 'sending')`;
      if (row?.left === 0 || performance.now() > deadline) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const drained = performance.now();
    const rows = await sql<{ status: string; n: number }[]>`
      select status, count(*)::int as n from outbox_messages where key like ${`${prefix}%`} group by status`;
    const latencies = (
      await sql<{ ms: number }[]>`
        select extract(epoch from (sent_at - ${committed?.at ?? new Date()}::timestamptz)) * 1000 as ms from outbox_messages
        where key like ${`${prefix}%`} and status = 'sent'`
    ).map((r) => Number(r.ms));
    const stub = (await (await fetch(`http://127.0.0.1:${STUB.port}/_stub/messages`)).json()) as {
      key: string;
    }[];
    // The stub keeps a mail by its Message-ID (what mail clients show once), made from the key.
    const from = readSettings().MAIL_FROM;
    const expected = new Set(
      Array.from({ length: count }, (_, i) => {
        const key = `${prefix}${i + 1}`;
        return (i + 1) % 5 <= 1 ? messageIdOf(key, from) : key;
      }),
    );
    const keys = stub.map((m) => m.key).filter((k) => expected.has(k));
    const sent = rows.find((r) => r.status === "sent")?.n ?? 0;
    return {
      written: count,
      sent,
      other: Object.fromEntries(rows.filter((r) => r.status !== "sent").map((r) => [r.status, r.n])),
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      max: Math.max(...latencies),
      seconds: (drained - written) / 1000,
      writeSeconds: (written - started) / 1000,
      keysOnce: keys.length === count && new Set(keys).size === count,
    };
  } finally {
    await sql.end({ timeout: 5 });
  }
}

async function main(): Promise<void> {
  let productIds: string[] = [];
  stack = await startBenchStack({
    name: "bench-messages",
    ports: PORTS,
    emulatorPort: 9652,
    packages: ["wrk"],
    messageStub: STUB,
    env: {
      ...(settings.BENCH_PROFILE
        ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${settings.BENCH_PROFILE}` }
        : {}),
      SEED_SELLER_KEY: SELLER_KEY,
      LIMIT_ORDERS_PER_CUSTOMER: "100000000/1h",
      LIMIT_ORDERS_PER_CLIENT: "100000000/1h",
      LIMIT_PENDING_COD: "100000000",
    },
    prepare: async (url) => {
      productIds = await prepareShop({ kind: "postgres", url });
    },
  });
  const tokens = await signInShoppers(stack.emulatorHost);

  const rings = await measureRing(stack, tokens, productIds);
  const answers = rings.map((r) => r.answered);
  const rung = rings.flatMap((r) => r.rung);
  const missed = rings.filter((r) => r.rung.length < 2).length;
  const ringP99 = percentile(rung, 99);
  console.log(
    `placement's answer via nginx: p50 ${ms(percentile(answers, 50))}  p99 ${ms(percentile(answers, 99))}`,
  );
  console.log(
    `placement to each console's ring via nginx: p50 ${ms(percentile(rung, 50))}  p99 ${ms(ringP99)}  (${rung.length} rings of ${rings.length * 2}; ${missed} orders missed by a console)`,
  );

  const reference = stubRate(stack, 32);
  console.log(`the stub alone (wrk, 32 connections): ${reference.toFixed(0)} WhatsApp sends a second`);
  const burst = await measureBurst(stack, BURST);
  const rate = burst.sent / burst.seconds;
  console.log(
    `burst of ${burst.written} (written in ${burst.writeSeconds.toFixed(1)} s): sent ${burst.sent} in ${burst.seconds.toFixed(1)} s after its commit (${rate.toFixed(0)}/s, ${((rate / reference) * 100).toFixed(0)} % of the stub's rate); commit to sent p50 ${ms(burst.p50)}  p99 ${ms(burst.p99)}  max ${ms(burst.max)}; not sent: ${JSON.stringify(burst.other)}`,
  );

  const goals = [
    {
      text: `placement to the console's ring via nginx, p99 ${ms(ringP99)} (needs < ${RING_P99_MS} ms; the placement's own answer p99 ${ms(percentile(answers, 99))}), every order heard by both consoles: ${missed === 0}`,
      ok: ringP99 < RING_P99_MS && missed === 0,
    },
    {
      text: `a burst of ${burst.written} messages, commit to sent p99 ${ms(burst.p99)} (needs < ${BURST_P99_MS} ms); drained at ${rate.toFixed(0)}/s = ${(rate / reference).toFixed(2)} of the stub's own ${reference.toFixed(0)}/s`,
      ok: burst.p99 < BURST_P99_MS,
    },
    {
      text: `every message of the burst sent once: ${burst.sent} of ${burst.written} sent, the stub holds each key once: ${burst.keysOnce}`,
      ok: burst.sent === burst.written && burst.keysOnce,
    },
  ];
  printGoals(goals);
  writeReport(
    "messages",
    [
      `# npm run bench:messages (${new Date().toISOString().slice(0, 16)} UTC)`,
      "",
      "| measure | p50 ms | p99 ms |",
      "| --- | ---: | ---: |",
      `| placement's answer via nginx (${rings.length} orders) | ${percentile(answers, 50).toFixed(1)} | ${percentile(answers, 99).toFixed(1)} |`,
      `| placement to each console's ring via nginx (2 consoles) | ${percentile(rung, 50).toFixed(1)} | ${ringP99.toFixed(1)} |`,
      `| a burst of ${burst.written} messages, commit to sent | ${burst.p50.toFixed(1)} | ${burst.p99.toFixed(1)} |`,
      "",
      `The burst drained in ${burst.seconds.toFixed(1)} s: ${rate.toFixed(0)} messages a second; the stub alone took ${reference.toFixed(0)} WhatsApp sends a second (wrk, 32 connections).`,
    ],
    goals,
  );
}

try {
  await main();
} catch (error) {
  console.error(`✖ ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await stack?.stop();
}
