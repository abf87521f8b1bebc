/**
 * The real entry points: start on a temp data folder, answer, stop on SIGTERM,
 * start again: data stays. migrate.ts first, then the API with MIGRATE=off.
 * Production refuses to start without its secrets.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { FRANCHISE_SHOP_ID, KIOSK_SHOP_IDS, seedShops } from "../../../src/server/seed";
import { DEMO_CUSTOMER_EMAIL } from "../../../src/server/seed/customer";
import { childEnv } from "../../../src/settings";
import { postJson, TEST_EMULATOR_HOST, TEST_RIDER_KEY, TEST_SELLER_KEY } from "../support";
import { asCustomer } from "../support/tokens";

const root = path.resolve(import.meta.dirname, "../../..");
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "api-main-"));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** The environment of an entry point: local development on `dataDir`, seeding with the test keys. */
function entryEnv(dataDir: string, over: Record<string, string | undefined> = {}): NodeJS.ProcessEnv {
  return childEnv({
    API_PORT: "0",
    DATA_DIR: dataDir,
    FIREBASE_AUTH_EMULATOR_HOST: TEST_EMULATOR_HOST,
    PUBLIC_FIREBASE_PROJECT_ID: "demo-platform",
    SEED_SELLER_KEY: TEST_SELLER_KEY,
    SEED_RIDER_KEY: TEST_RIDER_KEY,
    DATABASE_URL: undefined,
    NODE_ENV: undefined,
    LOG_FORMAT: undefined,
    MIGRATE: undefined,
    ...over,
  });
}

/** Runs an entry point (src/server/*.ts) to its end: exit code and output. */
function runToEnd(entry: string, env: NodeJS.ProcessEnv): Promise<{ code: number | null; out: string }> {
  const child = spawn(process.execPath, ["--import", "tsx", entry], { cwd: root, env });
  let out = "";
  const collect = (chunk: Buffer) => {
    out += chunk.toString();
  };
  child.stdout.on("data", collect);
  child.stderr.on("data", collect);
  return new Promise((resolve) => child.on("exit", (code) => resolve({ code, out })));
}

/** Starts src/server/main.ts on a free port; resolves once it logs where it listens. */
function startApi(
  env = entryEnv(path.join(dir, "pglite")),
): Promise<{ child: ChildProcess; url: string; log: () => string }> {
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], { cwd: root, env });
  let out = "";
  const log = () => out;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`API did not start:\n${out}`)), 60_000);
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const port = /API listening on http:\/\/localhost:(\d+)/.exec(out)?.[1];
      if (port) {
        clearTimeout(timer);
        resolve({ child, url: `http://localhost:${port}`, log });
      }
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    child.on("exit", (code) => reject(new Error(`API exited early (${code}):\n${out}`)));
  });
}

function stopApi(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    child.on("exit", (code) => resolve(code));
    child.kill("SIGTERM");
  });
}

describe("npm run api (src/server/main.ts)", () => {
  it("seeds an empty folder, serves, stops cleanly on SIGTERM and restarts with its orders", async () => {
    const first = await startApi();
    expect(first.log()).toContain("Empty database: seeded demo, seva, kala");
    expect(first.log()).toContain("Seller keys: SEED_SELLER_KEY-{shopId}");
    expect(first.log()).not.toContain(TEST_RIDER_KEY);
    const res = await fetch(`${first.url}/subdomains`);
    // The demo shops, the demo kiosk operator's merchants' and the demo franchise's, a page of 1000.
    const seeded = [...seedShops.map((s) => s.shopId), ...KIOSK_SHOP_IDS, FRANCHISE_SHOP_ID].sort();
    expect(await res.json()).toEqual({
      response: seeded.map((subdomain) => ({ subdomain })),
      page: 1,
      limit: 1000,
      total: seeded.length,
    });
    // Local development logs plain text, its request lines too.
    await expect.poll(first.log).toMatch(/^request \{.*"path":"\/subdomains".*"status":200/m);
    expect(first.log()).not.toMatch(/^\{/m);
    const order = {
      email: DEMO_CUSTOMER_EMAIL,
      orders: [{ shopId: "kala", productId: "bandhani-dupatta", productCount: 1 }],
      addressKey: "addr-home",
      paymentMethod: "COD",
      idempotencyKey: "restart-test-order",
    };
    const placed = await fetch(
      `${first.url}/customer/addorder`,
      postJson(order, await asCustomer(DEMO_CUSTOMER_EMAIL)),
    );
    expect(placed.status).toBe(200);
    const { orderIds } = (await placed.json()) as { orderIds: string[] };
    expect(await stopApi(first.child)).toBe(0);
    expect(existsSync(path.join(dir, "pglite.lock"))).toBe(false);

    const second = await startApi();
    try {
      expect(second.log()).not.toContain("seeded");
      expect(await (await fetch(`${second.url}/health`)).json()).toEqual({ ok: true });
      const detail = await fetch(
        `${second.url}/api/digiorder/shopdigiorder`,
        postJson({ orderId: orderIds[0] }, { "x-seller-key": `${TEST_SELLER_KEY}-kala` }),
      );
      expect(detail.status).toBe(200);
      expect(await detail.json()).toMatchObject({
        shopOrderDetail: [
          { orderId: orderIds[0], productName: "Bandhani Silk Dupatta", riderStatus: "Pending" },
        ],
      });
    } finally {
      expect(await stopApi(second.child)).toBe(0);
    }
  }, 120_000); // two cold starts of PGlite, slow when every test file runs at once
});

describe("src/server/migrate.ts, then the API with MIGRATE=off", () => {
  it("migrates and seeds once; the API then serves without migrating, logging JSON lines", async () => {
    const dataDir = path.join(dir, "migrated");
    const migrated = await runToEnd("src/server/migrate.ts", entryEnv(dataDir));
    expect(migrated.code).toBe(0);
    expect(migrated.out).toContain("Empty database: seeded demo, seva, kala");
    expect((await runToEnd("src/server/migrate.ts", entryEnv(dataDir))).out).toContain("it already had data");

    const api = await startApi(entryEnv(dataDir, { MIGRATE: "off", LOG_FORMAT: "json" }));
    try {
      const res = await fetch(`${api.url}/subdomains`, { headers: { "X-Request-Id": "main-test-1" } });
      expect(res.status).toBe(200);
      expect(res.headers.get("x-request-id")).toBe("main-test-1");
      expect(await (await fetch(`${api.url}/ready`)).json()).toEqual({ ready: true });
      const logLines = () =>
        api
          .log()
          .trim()
          .split("\n")
          .map((line) => JSON.parse(line) as Record<string, unknown>);
      // Request lines are written together, within LOG_FLUSH_MS (src/server/http/log.ts).
      await vi.waitFor(() => expect(logLines().some((l) => l.msg === "request")).toBe(true), {
        timeout: 5000,
      });
      const lines = logLines();
      expect(lines.map((l) => l.msg)).toContain(
        "MIGRATE=off: not migrating nor seeding (src/server/migrate.ts does)",
      );
      expect(lines.some((l) => String(l.msg).includes("seeded"))).toBe(false);
      expect(lines).toContainEqual(
        expect.objectContaining({
          msg: "request",
          path: "/subdomains",
          status: 200,
          requestId: "main-test-1",
        }),
      );
    } finally {
      expect(await stopApi(api.child)).toBe(0);
    }
  }, 120_000);
});

describe("NODE_ENV=production without its secrets", () => {
  const production = () => {
    const env = entryEnv(path.join(dir, "never"), { NODE_ENV: "production" });
    for (const name of ["SESSION_SECRET", "BLOG_PASSCODE_HASH", "FIREBASE_AUTH_EMULATOR_HOST"])
      delete env[name];
    return env;
  };

  it.each(["src/server/main.ts", "src/server/migrate.ts"])(
    "%s exits 1 naming every missing one",
    async (entry) => {
      const { code, out } = await runToEnd(entry, production());
      expect(code).toBe(1);
      const lines = out.trim().split("\n");
      expect(lines).toHaveLength(1); // one JSON line (production logs JSON)
      const refusal = JSON.parse(lines[0] ?? "") as { level: string; msg: string };
      expect(refusal.level).toBe("error");
      for (const name of ["DATABASE_URL", "SESSION_SECRET", "BLOG_PASSCODE_HASH"])
        expect(refusal.msg).toContain(name);
      expect(existsSync(path.join(dir, "never"))).toBe(false);
    },
    60_000,
  );
});
