import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseCount } from "../../../src/domain/counter";
import type { App } from "../../../src/server/app";
import { createApp } from "../../../src/server/app";
import { loadConfig } from "../../../src/server/config";
import type { DbHandle } from "../../../src/server/db/connection";
import { driverName, openTestDb, testConfig } from "../support";

let handle: DbHandle;
let app: App;

beforeAll(async () => {
  handle = await openTestDb();
  app = createApp({ db: handle.db, config: { ...loadConfig({}), ...testConfig } });
});
afterAll(() => handle.close());

async function visit(name: string) {
  const res = await app.request(`/counter/${name}`);
  return { res, text: await res.text() };
}

describe(`visit counters (${driverName})`, () => {
  it("GET /counter/emitraCounter counts from 1 and answers a bare JSON number, never cached", async () => {
    const first = await visit("emitraCounter");
    expect(first.res.status).toBe(200);
    expect(first.res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(first.res.headers.get("cache-control")).toBe("no-store");
    expect(first.text).toBe("1");
    expect(parseCount(JSON.parse(first.text))).toBe(1);
    expect((await visit("emitraCounter")).text).toBe("2");
    expect((await visit("emitraCounter")).text).toBe("3");
  });

  it("GET /counter/marketplaceCounter is a separate count", async () => {
    expect((await visit("marketplaceCounter")).text).toBe("1");
    expect((await visit("emitraCounter")).text).toBe("4");
  });

  it("increments atomically: concurrent visits get distinct consecutive numbers", async () => {
    const values = await Promise.all(Array.from({ length: 25 }, () => visit("marketplaceCounter")));
    const numbers = values.map((v) => Number(v.text)).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 25 }, (_, i) => i + 2));
  });

  it("an unknown counter is 404 and creates nothing", async () => {
    for (const name of ["visits", "EMITRACOUNTER", "emitraCounter2"]) {
      const { res, text } = await visit(name);
      expect(res.status).toBe(404);
      expect(JSON.parse(text)).toEqual({ error: "Counter not found", field: "name" });
    }
    expect((await visit("emitraCounter")).text).toBe("5");
  });

  it("only GET counts: POST is 404, HEAD answers without counting", async () => {
    const res = await app.request("/counter/emitraCounter", { method: "POST" });
    expect(res.status).toBe(404);
    const head = await app.request("/counter/emitraCounter", { method: "HEAD" });
    expect(head.status).toBe(200);
    expect((await visit("emitraCounter")).text).toBe("6");
  });
});
