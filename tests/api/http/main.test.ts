/**
 * The real entry points: start on a temp data folder, answer, stop on SIGTERM,
 * start again: data stays. Production refuses to start without its secrets.
 * (migrate.ts, then the API with MIGRATE=off: migrate-entry.test.ts.)
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { FRANCHISE_SHOP_ID, KIOSK_SHOP_IDS, seedShops } from "../../../src/server/seed";
import { DEMO_CUSTOMER_EMAIL } from "../../../src/server/seed/customer";
import { postJson, TEST_RIDER_KEY, TEST_SELLER_KEY } from "../support";
import { asCustomer } from "../support/tokens";
import { entryEnv, runToEnd, startApi as start, stopApi, tempDataDir } from "./entry";

const folder = tempDataDir();
const startApi = () => start(entryEnv(path.join(folder(), "pglite")));

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
    expect(existsSync(path.join(folder(), "pglite.lock"))).toBe(false);

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

describe("NODE_ENV=production without its secrets", () => {
  const production = () => {
    const env = entryEnv(path.join(folder(), "never"), { NODE_ENV: "production" });
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
      expect(existsSync(path.join(folder(), "never"))).toBe(false);
    },
    60_000,
  );
});
