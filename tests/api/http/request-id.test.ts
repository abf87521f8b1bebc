/** X-Request-Id on every answer, and the request log's JSON lines (http/log.ts). */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../../src/server/app";
import type { DbHandle } from "../../../src/server/db/connection";
import { createLogger } from "../../../src/server/http/log";
import { driverName, openTestDb, postJson, testConfig } from "../support";
import { fromIp, testContent } from "../support/content";

let handle: DbHandle;

beforeAll(async () => {
  handle = await openTestDb();
});
afterAll(() => handle.close());

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** An app whose log lines are collected, parsed, in `lines`. */
function loggedApp(trustProxy = false) {
  const lines: Record<string, unknown>[] = [];
  const log = createLogger("json", (line) => lines.push(JSON.parse(line)));
  const config = { ...testConfig, content: testContent("/nonexistent/uploads", { trustProxy }) };
  return { lines, app: createApp({ db: handle.db, config, log, logRequests: true }) };
}

describe(`X-Request-Id (${driverName})`, () => {
  it("echoes the caller's id", async () => {
    const { app } = loggedApp();
    const res = await app.request("/subdomains", { headers: { "X-Request-Id": "a1b2c3d4e5f6.7_8-9" } });
    expect(res.headers.get("x-request-id")).toBe("a1b2c3d4e5f6.7_8-9");
  });

  it("answers a new UUID when the caller sent none or an unsafe one, on errors too", async () => {
    const { app } = loggedApp();
    const plain = await app.request("/subdomains");
    expect(plain.headers.get("x-request-id")).toMatch(UUID);
    const unsafe = await app.request("/nowhere", { headers: { "X-Request-Id": "x\ty" } });
    expect(unsafe.status).toBe(404);
    expect(unsafe.headers.get("x-request-id")).toMatch(UUID);
    const refused = await app.request("/shop", postJson("{not json", { "X-Request-Id": "bad json" }));
    expect(refused.status).toBe(400);
    expect(refused.headers.get("x-request-id")).toMatch(UUID);
  });
});

describe(`the request log (${driverName})`, () => {
  it("writes one JSON line per request with method, path, status, ms, request id and ip", async () => {
    const { app, lines } = loggedApp();
    await app.request(
      "/shop?x=1",
      postJson({ shopId: "nosuchshop" }, { "X-Request-Id": "req-1" }),
      fromIp("10.0.0.7"),
    );
    expect(lines).toHaveLength(1);
    expect(lines[0]).toEqual({
      time: expect.any(String),
      level: "info",
      msg: "request",
      method: "POST",
      path: "/shop",
      status: 404,
      ms: expect.any(Number),
      requestId: "req-1",
      ip: "10.0.0.7",
    });
  });

  it("takes the ip from X-Forwarded-For only with TRUST_PROXY, and as the proxy saw it", async () => {
    const forwarded = { headers: { "X-Forwarded-For": "1.2.3.4, 192.0.2.9" } };
    const direct = loggedApp(false);
    await direct.app.request("/health", forwarded, fromIp("10.0.0.1"));
    expect(direct.lines[0]?.ip).toBe("10.0.0.1");
    const proxied = loggedApp(true);
    await proxied.app.request("/health", forwarded, fromIp("10.0.0.1"));
    expect(proxied.lines[0]?.ip).toBe("192.0.2.9");
    await proxied.app.request("/health");
    expect(proxied.lines[1]?.ip).toBe("");
  });

  it("logs nothing per request without logRequests, but still sets the header", async () => {
    const lines: string[] = [];
    const app = createApp({
      db: handle.db,
      config: testConfig,
      log: createLogger("json", (l) => lines.push(l)),
    });
    expect((await app.request("/health")).headers.get("x-request-id")).toMatch(UUID);
    expect(lines).toEqual([]);
  });
});
