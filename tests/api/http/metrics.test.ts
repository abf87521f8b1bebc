/**
 * GET /metrics (issue 38, src/server/http/metrics.ts): Prometheus's text
 * format for the scraper's Bearer token only, off (404) without one set;
 * requests counted by the route they matched, the 429s, the outbox's
 * backlog, the database's answer and replication.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SAMPLE_MESSAGE_PARAMS } from "../../../scripts/bench/placement-sql";
import type { App } from "../../../src/server/app";
import type { DbHandle } from "../../../src/server/db/connection";
import { outboxMessages } from "../../../src/server/db/schema";
import { enqueueMessages } from "../../../src/server/messages/outbox";
import { driverName, openSeededApp, postJson, testConfig } from "../support";

const TOKEN = "metrics-test-token";
let app: App;
let handle: DbHandle;
beforeAll(async () => {
  ({ app, handle } = await openSeededApp({ ...testConfig, metricsToken: TOKEN }));
});
afterAll(() => handle.close());

const scrape = (authorization?: string) =>
  app.request("/metrics", authorization === undefined ? {} : { headers: { authorization } });

/** One sample's value from the text format, by its name and labels as written; undefined when absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe(`GET /metrics (${driverName})`, () => {
  it("is the scraper's alone: no token, a wrong one, another scheme are 401 with the way; nothing is counted out", async () => {
    for (const authorization of [
      undefined,
      "Bearer wrong",
      `Bearer ${TOKEN}x`,
      `Basic ${TOKEN}`,
      TOKEN,
      "Bearer ",
    ]) {
      const res = await scrape(authorization);
      expect(res.status, String(authorization)).toBe(401);
      expect(await res.json()).toEqual({
        error: "The metrics need the scraper's token: Authorization: Bearer <METRICS_TOKEN>",
      });
    }
  });

  it("is off (404, saying why) where METRICS_TOKEN is not set, whatever is sent", async () => {
    const off = await openSeededApp(testConfig);
    try {
      for (const authorization of [undefined, `Bearer ${TOKEN}`]) {
        const res = await off.app.request("/metrics", authorization ? { headers: { authorization } } : {});
        expect(res.status).toBe(404);
        expect(await res.json()).toEqual({ error: "Metrics are off here: METRICS_TOKEN is not set" });
      }
    } finally {
      await off.handle.close();
    }
  });

  it("counts each answer by the route it matched (never the path typed), its status and time", async () => {
    const before = await (await scrape(`Bearer ${TOKEN}`)).text();
    const series = (route: string, status: number, method = "GET") =>
      `http_requests_total{method="${method}",route="${route}",status="${status}"}`;
    const visit = series("/counter/shops/:shopId/visit.gif", 200);
    const missing = series("/counter/shops/:shopId/visit.gif", 404);
    const unmatched = series("unmatched", 404);
    expect((await app.request("/counter/shops/demo/visit.gif")).status).toBe(200);
    expect((await app.request("/counter/shops/demo/visit.gif")).status).toBe(200);
    expect((await app.request("/counter/shops/no-such-shop/visit.gif")).status).toBe(404);
    expect((await app.request("/no/such/call/at/all")).status).toBe(404);
    const res = await scrape(`Bearer ${TOKEN}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/plain; version=0.0.4; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("no-store");
    const text = await res.text();
    expect((sample(text, visit) ?? 0) - (sample(before, visit) ?? 0)).toBe(2);
    expect((sample(text, missing) ?? 0) - (sample(before, missing) ?? 0)).toBe(1);
    expect((sample(text, unmatched) ?? 0) - (sample(before, unmatched) ?? 0)).toBe(1);
    // No series of a typed path: the shop's id stays out of the labels.
    expect(text).not.toContain("no-such-shop");
    expect(text).not.toContain("/no/such/call");
    const bucket = (le: string) =>
      sample(
        text,
        `http_request_duration_seconds_bucket{le="${le}",method="GET",route="/counter/shops/:shopId/visit.gif"}`,
      );
    expect(bucket("+Inf")).toBeGreaterThanOrEqual(3);
    expect(sample(text, "http_requests_in_flight")).toBe(1);
    // The process's own figures are main.ts's (one process, many apps here).
    expect(text).not.toContain("process_cpu_seconds_total");
  });

  it("counts the request limits' refusals by route", async () => {
    const route = 'rate_limit_refusals_total{route="/api/blog/passcode/check"}';
    const before = sample(await (await scrape(`Bearer ${TOKEN}`)).text(), route) ?? 0;
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await app.request(
        "/api/blog/passcode/check",
        postJson({ passcode: `wrong-${i}` }, { "x-forwarded-for": "10.9.8.7" }),
      );
      statuses.push(res.status);
    }
    const refused = statuses.filter((s) => s === 429).length;
    expect(refused).toBeGreaterThan(0);
    const after = sample(await (await scrape(`Bearer ${TOKEN}`)).text(), route) ?? 0;
    expect(after - before).toBe(refused);
  });

  it("reads the outbox's backlog, the database's answer and replication when scraped", async () => {
    await handle.db.delete(outboxMessages);
    const due = new Date(Date.now() - 90_000);
    await enqueueMessages(handle.db, [
      {
        key: "metrics-test-1",
        event: "order.placed",
        channel: "sms",
        recipient: "+919800000001",
        shopId: "demo",
        orderId: "",
        template: "order_placed",
        language: "en",
        params: SAMPLE_MESSAGE_PARAMS,
        nextAttemptAt: due,
      },
    ]);
    const text = await (await scrape(`Bearer ${TOKEN}`)).text();
    expect(sample(text, 'outbox_messages{status="pending"}')).toBe(1);
    expect(sample(text, 'outbox_messages{status="dead"}')).toBe(0);
    expect(sample(text, "outbox_oldest_due_seconds")).toBeGreaterThanOrEqual(89);
    expect(sample(text, "database_up")).toBe(1);
    // A primary with no standby (PostgreSQL here), or PGlite: no standby to report.
    expect(text).toContain("# TYPE replication_lag_seconds gauge");
    expect(text).not.toContain("replication_lag_seconds{");
    await handle.db.delete(outboxMessages);
  });
});
