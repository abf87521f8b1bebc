/** GET /health (liveness, never the database) and GET /ready (database answers, not shutting down). */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../../src/server/app";
import type { Db, DbHandle } from "../../../src/server/db/connection";
import { createLifecycle, READY_TIMEOUT_MS } from "../../../src/server/http/health";
import { driverName, openTestDb, testConfig } from "../support";

let handle: DbHandle;

beforeAll(async () => {
  handle = await openTestDb();
});
afterAll(() => handle.close());

/** The db with its `execute` replaced. */
function withExecute(db: Db, execute: () => Promise<unknown>): Db {
  return new Proxy(db, {
    get: (target, key, receiver) => (key === "execute" ? execute : Reflect.get(target, key, receiver)),
  });
}

const get = async (db: Db, path: string, lifecycle = createLifecycle()) => {
  const res = await createApp({ db, config: testConfig, lifecycle }).request(path);
  return { status: res.status, json: await res.json() };
};

describe(`GET /health and GET /ready (${driverName})`, () => {
  it("on a working database: alive and ready", async () => {
    expect(await get(handle.db, "/health")).toEqual({ status: 200, json: { ok: true } });
    expect(await get(handle.db, "/ready")).toEqual({ status: 200, json: { ready: true } });
  });

  it("when the database query fails: still alive, not ready", async () => {
    const broken = withExecute(handle.db, () => Promise.reject(new Error("connection refused")));
    expect(await get(broken, "/health")).toEqual({ status: 200, json: { ok: true } });
    expect(await get(broken, "/ready")).toEqual({
      status: 503,
      json: { ready: false, error: "Database unreachable" },
    });
  });

  it("when the database does not answer within the timeout: not ready", async () => {
    const hung = withExecute(handle.db, () => new Promise(() => {}));
    const started = Date.now();
    expect(await get(hung, "/ready")).toEqual({
      status: 503,
      json: { ready: false, error: "Database unreachable" },
    });
    expect(Date.now() - started).toBeGreaterThanOrEqual(READY_TIMEOUT_MS - 50);
  });

  it("on a closed database handle: not ready", async () => {
    const closed = await openTestDb();
    await closed.close();
    expect((await get(closed.db, "/ready")).status).toBe(503);
  });

  it("once shutdown has begun: not ready, though the database answers", async () => {
    const lifecycle = createLifecycle();
    lifecycle.draining = true;
    expect(await get(handle.db, "/ready", lifecycle)).toEqual({
      status: 503,
      json: { ready: false, error: "Shutting down" },
    });
    expect((await get(handle.db, "/health", lifecycle)).status).toBe(200);
  });
});
