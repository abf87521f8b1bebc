import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createApp } from "../../src/server/app";
import type { DbHandle } from "../../src/server/db/connection";
import { driverName, openTestDb, postJson, testConfig } from "./support";

let handle: DbHandle;

beforeAll(async () => {
  handle = await openTestDb();
});
afterAll(() => handle.close());
afterEach(() => {
  vi.restoreAllMocks();
});

describe(`unexpected errors (${driverName})`, () => {
  it("answer 500 { error: 'Internal error' } without a stack, and are logged", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const broken = {
      ...handle.db,
      select: () => {
        throw new Error("db exploded at /secret/path");
      },
    };
    const app = createApp({ db: broken as unknown as typeof handle.db, config: testConfig });
    for (const res of [
      await app.request("/subdomains"),
      await app.request("/shop", postJson({ shopId: "demo" })),
    ]) {
      expect(res.status).toBe(500);
      const text = await res.text();
      expect(JSON.parse(text)).toEqual({ error: "Internal error" });
      expect(text).not.toContain("secret");
    }
    expect(logged).toHaveBeenCalledTimes(2);
    expect(String(logged.mock.calls[0]?.[1])).toContain("db exploded");
  });

  it("a failed read is not cached: the next call reaches the db again", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
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
    const app = createApp({ db: flaky, config: testConfig });
    expect((await app.request("/subdomains")).status).toBe(500);
    fail = false;
    const res = await app.request("/subdomains");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ response: [] });
  });
});
