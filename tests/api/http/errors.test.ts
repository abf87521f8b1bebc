import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../../src/server/app";
import type { DbHandle } from "../../../src/server/db/connection";
import { createLogger } from "../../../src/server/http/log";
import { driverName, openTestDb, postJson, testConfig } from "../support";

let handle: DbHandle;

beforeAll(async () => {
  handle = await openTestDb();
});
afterAll(() => handle.close());

describe(`unexpected errors (${driverName})`, () => {
  it("answer 500 { error: 'Internal error' } without a stack, and are logged as JSON lines", async () => {
    const lines: Record<string, unknown>[] = [];
    const log = createLogger("json", (line) => lines.push(JSON.parse(line)));
    const broken = {
      ...handle.db,
      select: () => {
        throw new Error("db exploded at /secret/path");
      },
    };
    const app = createApp({ db: broken as unknown as typeof handle.db, config: testConfig, log });
    for (const res of [
      await app.request("/subdomains", { headers: { "X-Request-Id": "failing-1" } }),
      await app.request("/shop", postJson({ shopId: "demo" })),
    ]) {
      expect(res.status).toBe(500);
      const text = await res.text();
      expect(JSON.parse(text)).toEqual({ error: "Internal error" });
      expect(text).not.toContain("secret");
    }
    expect(lines).toHaveLength(2);
    expect(lines[0]).toEqual({
      time: expect.any(String),
      level: "error",
      msg: "request failed",
      requestId: "failing-1",
      method: "GET",
      path: "/subdomains",
      error: "db exploded at /secret/path",
      stack: expect.stringContaining("db exploded"),
    });
    expect(lines[1]).toMatchObject({ method: "POST", path: "/shop", requestId: expect.any(String) });
  });

  it("a failed read is not cached: the next call reaches the db again", async () => {
    let fail = true;
    const flaky = new Proxy(handle.db, {
      get(target, key, receiver) {
        if (key === "select" && fail) {
          return () => {
            throw new Error("flaky");
          };
        }
        return Reflect.get(target, key, receiver);
      },
    });
    const app = createApp({ db: flaky, config: testConfig, log: createLogger("json", () => {}) });
    expect((await app.request("/subdomains")).status).toBe(500);
    fail = false;
    const res = await app.request("/subdomains");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ response: [], page: 1, limit: 1000, total: 0 });
  });
});
