/**
 * Faults on the production topology (E2E_STACK=prod only: its own Playwright
 * project, last, alone; playwright.config.ts). Orders go through nginx as a
 * shop's checkout sends them, and a placement that gets no answer or a 5xx is
 * sent again with the same idempotency key, as the checkout does.
 *
 * - One API replica killed (SIGKILL) in the middle of a burst of orders: no
 *   order lost or doubled, the retried placements succeed on the other one.
 * - PostgreSQL restarted under load: the replicas' /ready says false
 *   meanwhile and true again without a restart of theirs, every order ends
 *   placed once, and no half-placed order remains (stock taken equals units
 *   ordered; no idempotency key without its answer).
 * - One API replica killed (SIGKILL) in the middle of a burst of messages:
 *   every message sent, each once at the providers (the other replica sends
 *   what the killed one held when their lease ends, under the same key).
 * - Every replica down, then back: nginx reaches them at the next request,
 *   not after its 5 s of leaving a failed replica out.
 * - Bodies too large, past nginx's limit and past the API's: every client
 *   reads its 413 and the message, none is reset while still sending.
 * (A full or refusing upload folder: tests/api/blogs/upload-faults.test.ts.)
 */
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import type postgres from "postgres";
import { SAMPLE_MESSAGE_PARAMS } from "../../scripts/bench/placement-sql";
import { emulatorIdToken } from "../../scripts/lib/emulator-token";
import { prodPorts, restartPostgres } from "../../scripts/prod/stack";
import { postgresClient } from "../../src/server/db/connection";
import { TOO_LARGE } from "../../src/server/http/too-large";
import { messageIdOf } from "../../src/server/messages/email";
import { readSettings } from "../../src/settings";
import { notRead413 } from "../support/post-bytes";
import {
  cfg,
  e2eCluster,
  env,
  killServer,
  runDir,
  STUB_URL,
  startApi,
  startApiServer,
  stopApi,
} from "./support/servers";

const EMAIL = "demo.customer@example.com"; // the seed's customer, with saved address addr-home
const SHOP = "demo";
const PRODUCT = "toor-dal-1kg";
const ports = prodPorts(env);
const readyUrl = (port: number) => `http://127.0.0.1:${port}/ready`;
const databaseUrl = (
  JSON.parse(readFileSync(path.join(runDir, "api-1.env.json"), "utf8")) as NodeJS.ProcessEnv
).DATABASE_URL as string;
let sql: postgres.Sql;

test.beforeAll(() => {
  sql = postgresClient(databaseUrl, { max: 2, onnotice: () => {} });
});
test.afterAll(async () => {
  await sql?.end({ timeout: 5 });
});

/** The customer signed in on the run's Auth emulator, which the replicas ask about the token. */
const token = () => emulatorIdToken(new URL(cfg.authEmulatorUrl).host, EMAIL);

interface Placed {
  key: string;
  attempts: number;
  orderIds: string[];
}

/** One order of one unit, sent until it is answered 200 (network errors and 5xx are retried with the same key). */
async function placeWithRetry(key: string, bearer: string, deadline: number): Promise<Placed> {
  const body = JSON.stringify({
    email: EMAIL,
    orders: [{ shopId: SHOP, productId: PRODUCT, productCount: 1 }],
    addressKey: "addr-home",
    paymentMethod: "COD",
    idempotencyKey: key,
  });
  for (let attempts = 1; ; attempts++) {
    const res = await fetch(`${cfg.apiUrl}/customer/addorder`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${bearer}` },
      body,
      signal: AbortSignal.timeout(10_000),
    }).catch(() => null);
    if (res?.ok) return { key, attempts, orderIds: ((await res.json()) as { orderIds: string[] }).orderIds };
    // A refusal (4xx) is an answer: it must not happen here.
    if (res && res.status < 500) throw new Error(`${key}: ${res.status} ${await res.text()}`);
    if (Date.now() > deadline) throw new Error(`${key}: no placement after ${attempts} attempts`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** `count` orders, `parallel` at a time, each under its own key; `during` runs once the first third is placed. */
async function burst(count: number, parallel: number, during: () => Promise<void>): Promise<Placed[]> {
  const prefix = `fault-${randomUUID()}`;
  const bearer = await token();
  const deadline = Date.now() + 60_000;
  const placed: Placed[] = [];
  let next = 0;
  let fault: Promise<void> | undefined;
  const worker = async () => {
    while (next < count) {
      const key = `${prefix}-${next++}`;
      placed.push(await placeWithRetry(key, bearer, deadline));
      if (!fault && placed.length >= count / 3) fault = during();
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  await fault;
  return placed;
}

const stockNow = async () =>
  (
    await sql<
      { units: number }[]
    >`select units from products where shop_id = ${SHOP} and product_id = ${PRODUCT}`
  )[0]?.units ?? Number.NaN;

/** What the database holds for a burst: its orders (units each) and its keys without an answer. */
async function recorded(placed: Placed[]) {
  const keys = placed.map((p) => p.key);
  const ids = placed.flatMap((p) => p.orderIds);
  const orders = await sql<{ order_id: string; product_count: number }[]>`
    select order_id, product_count from orders where order_id in ${sql(ids)}`;
  const [unanswered] = await sql<{ n: number }[]>`
    select count(*)::int as n from idempotency_keys where email = ${EMAIL} and key in ${sql(keys)} and response is null`;
  const [byEmail] = await sql<{ n: number }[]>`
    select count(*)::int as n from orders o join idempotency_keys k
      on k.email = o.email and k.response->'orderIds' ? o.order_id
    where k.key in ${sql(keys)}`;
  return { orders, unanswered: unanswered?.n, linked: byEmail?.n };
}

test.beforeEach(async () => {
  test.setTimeout(120_000);
  await sql`update products set units = 100000 where shop_id = ${SHOP} and product_id = ${PRODUCT}`;
});

test("one API replica killed in the middle of a burst of orders: none lost or doubled, the retries land on the other", async () => {
  const before = await stockNow();
  let killedAt = 0;
  const placed = await burst(90, 6, async () => {
    killServer("api-1");
    killedAt = Date.now();
  });
  expect(killedAt).toBeGreaterThan(0);
  // Every order answered once, each with its own order.
  expect(placed).toHaveLength(90);
  const ids = placed.flatMap((p) => p.orderIds);
  expect(new Set(ids).size).toBe(90);
  const { orders, unanswered, linked } = await recorded(placed);
  expect(orders).toHaveLength(90);
  expect(linked).toBe(90);
  expect(unanswered).toBe(0);
  expect(before - (await stockNow())).toBe(90);
  // The killed replica's share went to the other: the API answers with one replica down.
  expect((await fetch(readyUrl(ports.replicas[1] as number))).status).toBe(200);
  await startApiServer("api-1");
  await expect.poll(() => fetch(readyUrl(ports.replicas[0] as number)).then((r) => r.status)).toBe(200);
});

test("one API replica killed in the middle of a burst of messages: every one sent, none twice", async () => {
  const count = 3000;
  const prefix = `kill-${randomUUID().slice(0, 8)}-`;
  // As placements write them: WhatsApp, SMS and email.
  await sql`
    insert into outbox_messages (key, event, channel, recipient, shop_id, order_id, template, language, params)
    select ${prefix} || g, 'order.placed', (array['whatsapp', 'sms', 'email'])[g % 3 + 1],
      case g % 3 when 2 then 'kill' || g || '@example.com' else '+9197' || lpad(g::text, 8, '0') end,
      ${SHOP}, '', 'order_placed', 'en', ${sql.json(SAMPLE_MESSAGE_PARAMS)}
    from generate_series(1, ${count}) g`;
  const sentNow = async () =>
    (
      await sql<{ n: number }[]>`
        select count(*)::int as n from outbox_messages where key like ${`${prefix}%`} and status = 'sent'`
    )[0]?.n ?? 0;
  await expect.poll(sentNow, { timeout: 30_000, intervals: [50] }).toBeGreaterThan(count / 10);
  killServer("api-1");
  const atKill = await sentNow();
  // Killed in the middle: the burst was not yet sent.
  expect(atKill).toBeLessThan(count);
  // The other replica sends the rest, and what the killed one held once its lease (15 s here) ends.
  await expect.poll(sentNow, { timeout: 60_000, intervals: [500] }).toBe(count);
  const [others] = await sql<{ n: number }[]>`
    select count(*)::int as n from outbox_messages where key like ${`${prefix}%`} and status <> 'sent'`;
  expect(others?.n).toBe(0);
  // At the providers: each message once (a mail by its Message-ID, made from the key).
  const from = readSettings().MAIL_FROM;
  const expected = new Set(
    Array.from({ length: count }, (_, i) => {
      const key = `${prefix}${i + 1}`;
      return (i + 1) % 3 === 2 ? messageIdOf(key, from) : key;
    }),
  );
  const stub = (await (await fetch(`${STUB_URL}/_stub/messages`)).json()) as { key: string; sends: number }[];
  const got = stub.filter((m) => expected.has(m.key));
  expect(got).toHaveLength(count);
  expect(new Set(got.map((m) => m.key)).size).toBe(count);
  test.info().annotations.push({
    type: "messages",
    description: `${atKill} of ${count} sent when the replica was killed; ${got.filter((m) => m.sends > 1).length} sent again under their key after its lease`,
  });
  await startApiServer("api-1");
  await expect.poll(() => fetch(readyUrl(ports.replicas[0] as number)).then((r) => r.status)).toBe(200);
});

test("PostgreSQL restarted under load: /ready says so meanwhile, the API recovers by itself, no half-placed order", async () => {
  const before = await stockNow();
  // Each reading with the time its request started: one started while the database was away may
  // answer (not ready, or its 2 s time-out) after the replica is ready again.
  const seen = new Map<number, { at: number; ready: boolean }[]>(ports.replicas.map((port) => [port, []]));
  let watching = true;
  const watch = (async () => {
    while (watching) {
      for (const port of ports.replicas) {
        const at = Date.now();
        const ready = await fetch(readyUrl(port), { signal: AbortSignal.timeout(2000) })
          .then((r) => r.status === 200)
          .catch(() => false);
        seen.get(port)?.push({ at, ready });
      }
      await new Promise((r) => setTimeout(r, 25));
    }
  })();
  const placed = await burst(120, 6, () => restartPostgres(e2eCluster));
  // Both replicas, never restarted, answer ready again.
  for (const port of ports.replicas)
    await expect.poll(() => fetch(readyUrl(port)).then((r) => r.status), { timeout: 30_000 }).toBe(200);
  // Then the watch reads each once more, with requests made from now on, and stops.
  const recovered = Date.now();
  const readAfter = (port: number) => (seen.get(port) ?? []).filter((s) => s.at >= recovered);
  await expect.poll(() => ports.replicas.every((port) => readAfter(port).length > 0)).toBe(true);
  watching = false;
  await watch;
  for (const port of ports.replicas) {
    const states = (seen.get(port) ?? []).map((s) => s.ready);
    expect(states, `replica :${port} said not ready while the database was away`).toContain(false);
    expect(
      readAfter(port).map((s) => s.ready),
      `replica :${port} ready again`,
    ).not.toContain(false);
  }
  expect(placed).toHaveLength(120);
  expect(new Set(placed.flatMap((p) => p.orderIds)).size).toBe(120);
  const { orders, unanswered, linked } = await recorded(placed);
  expect(orders).toHaveLength(120);
  expect(linked).toBe(120);
  expect(unanswered).toBe(0);
  // Stock taken equals units ordered: no order without its stock, no stock without its order.
  expect(before - (await stockNow())).toBe(orders.reduce((n, o) => n + o.product_count, 0));
});

test("every replica down, then back: the next call through nginx is answered, not a 502 for nginx's 5 s", async () => {
  await stopApi();
  let restarted = false;
  try {
    // While the API is away, calls fail and nginx leaves both replicas out for 5 s (max_fails=1).
    for (let i = 0; i < 6; i++)
      expect((await fetch(`${cfg.apiUrl}/subdomains`, { headers: { Connection: "close" } })).status).toBe(
        502,
      );
    const from = Date.now();
    await startApi();
    restarted = true;
    expect(Date.now() - from, "the replicas were back within nginx's 5 s").toBeLessThan(5000);
    for (let i = 0; i < 4; i++) {
      const res = await fetch(`${cfg.apiUrl}/subdomains`, { headers: { Connection: "close" } });
      expect(res.status).toBe(200);
    }
  } finally {
    if (!restarted) await startApi();
  }
});

test("bodies too large through nginx: 50 of 50 clients read the 413 and its message, past nginx's limit and past the API's", async () => {
  test.setTimeout(120_000);
  const expected = JSON.stringify(TOO_LARGE);
  // 4 MB: past nginx's 3 MB, answered by nginx itself; 1 MB: within nginx's, past the API's 64 KB.
  for (const bytes of [4 * 1024 * 1024, 1024 * 1024]) {
    const wrong = await notRead413(`${cfg.apiUrl}/shop`, bytes, expected);
    expect(wrong, `${bytes} bytes: ${wrong.length} of 50 did not read the 413`).toEqual([]);
  }
});
