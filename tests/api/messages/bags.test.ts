/**
 * The bag kept on the server and "Notify me" (issue 36): the bag calls with
 * good, bad, missing and wrong credentials and another customer's bag; the
 * merge at sign-in (the larger count, capped by stock) and prices read from
 * the catalogue, never the device; the one reminder of a left bag (two
 * workers at once write one; none at night in India, none twice, none after
 * an order) and the link that restores it; "Notify me" good, bad, duplicate
 * and limited, and the "back in stock" message a stock edit writes.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { BagLine } from "../../../src/contract/bag";
import type { SellerProduct } from "../../../src/contract/seller";
import { parseCsv, toCsv } from "../../../src/domain/csv";
import type { App } from "../../../src/server/app";
import { remindLeftBags } from "../../../src/server/bags/reminders";
import type { DbHandle } from "../../../src/server/db/connection";
import { outboxMessages, products, shopperBags, stockWaits } from "../../../src/server/db/schema";
import { createLogger } from "../../../src/server/http/log";
import { linksOf } from "../../../src/server/messages/start";
import { createMessageWorker } from "../../../src/server/messages/worker";
import { driverName, openSeededApp, postJson, ROOMY_LIMITS, testConfig } from "../support";
import { DEMO_OWNER, sellerApi } from "../support/seller";
import { call, orderBody, placeOrder, savedAddress } from "../support/shopping";
import { asCustomer } from "../support/tokens";

let app: App;
let handle: DbHandle;
const SHOPPER = "bag-shopper@example.com";
const OTHER = "bag-other@example.com";
const secret = testConfig.auth.sessionSecret;
/** 11:00 in India: a time the reminders may go. */
const DAYTIME = new Date("2026-11-30T05:30:00Z");

beforeAll(async () => {
  ({ app, handle } = await openSeededApp());
});
afterAll(async () => {
  await handle.close();
});
afterEach(async () => {
  await handle.db.delete(outboxMessages);
  await handle.db.delete(shopperBags);
  await handle.db.delete(stockWaits);
});

const line = (productId: string, count: number, size = "", color = "") => ({ productId, size, color, count });
const save = (lines: unknown[], who = SHOPPER, path = "/customer/bag/save", body = {}) =>
  call(app, path, { email: who, shopId: "demo", lines, ...body }, who);
const linesOf = (json: Record<string, unknown>) => (json.response as { lines: BagLine[] }).lines;
const counts = (json: Record<string, unknown>) =>
  linesOf(json).map((l) => [l.product.productId, l.size, l.color, l.count]);
const remind = (now: Date, afterMinutes = 240) =>
  remindLeftBags(handle.db, { now, afterMinutes, secret, siteUrl: testConfig.siteUrl });
/** Moves the shopper's bag's last change to `at`. */
const leftAt = (at: Date, who = SHOPPER) =>
  handle.db.update(shopperBags).set({ changedAt: at }).where(eq(shopperBags.customerKey, who));
const outbox = () => handle.db.select().from(outboxMessages).orderBy(outboxMessages.id);

describe(`the kept bag (${driverName})`, () => {
  it("keeps a device's bag and gives it to another device, with the catalogue's prices", async () => {
    const saved = await save([
      { ...line("toor-dal-1kg", 2), onePiecePrice: 1 },
      line("cotton-kurta", 1, "M", "Indigo"),
    ]);
    expect(saved.status).toBe(200);
    const read = await call(app, "/customer/bag", { email: SHOPPER, shopId: "demo" }, SHOPPER);
    expect(read.status).toBe(200);
    expect(counts(read.json)).toEqual([
      ["toor-dal-1kg", "", "", 2],
      ["cotton-kurta", "M", "Indigo", 1],
    ]);
    const dal = linesOf(read.json)[0];
    const [row] = await handle.db
      .select({ onePiecePrice: products.onePiecePrice })
      .from(products)
      .where(and(eq(products.shopId, "demo"), eq(products.productId, "toor-dal-1kg")));
    expect(dal?.product.onePiecePrice).toBe(row?.onePiecePrice);
    expect(dal?.product.onePiecePrice).not.toBe(1);
  });

  it("merges at sign-in: the union, a line in both at its larger count, capped by the stock", async () => {
    await save([line("toor-dal-1kg", 3), line("brass-diya-set", 1)]);
    const merged = await save(
      [
        line("toor-dal-1kg", 1),
        line("brass-diya-set", 5),
        line("assam-tea-500g", 2),
        line("no-such-thing", 1),
      ],
      SHOPPER,
      "/customer/bag/merge",
    );
    expect(merged.status).toBe(200);
    // brass-diya-set has 2 left; a product the shop does not have is dropped.
    expect(counts(merged.json)).toEqual([
      ["toor-dal-1kg", "", "", 3],
      ["brass-diya-set", "", "", 2],
      ["assam-tea-500g", "", "", 2],
    ]);
    const read = await call(app, "/customer/bag", { email: SHOPPER, shopId: "demo" }, SHOPPER);
    expect(counts(read.json)).toEqual(counts(merged.json));
  });

  it("refuses a call without a token, with a bad one, for another customer, and bad lines", async () => {
    const body = { email: SHOPPER, shopId: "demo", lines: [line("toor-dal-1kg", 1)] };
    const missing = await app.request("/customer/bag/save", postJson(body));
    expect(missing.status).toBe(401);
    const wrong = await app.request(
      "/customer/bag/save",
      postJson(body, { authorization: "Bearer not-a-token" }),
    );
    expect(wrong.status).toBe(401);
    const badScheme = await app.request("/customer/bag", postJson(body, { authorization: "Basic abc" }));
    expect(badScheme.status).toBe(401);
    // Another customer's bag: neither read nor written.
    await save([line("toor-dal-1kg", 1)], OTHER);
    const theirs = await app.request(
      "/customer/bag",
      postJson({ email: OTHER, shopId: "demo" }, await asCustomer(SHOPPER)),
    );
    expect(theirs.status).toBe(403);
    const overwrite = await app.request(
      "/customer/bag/save",
      postJson({ ...body, email: OTHER, lines: [] }, await asCustomer(SHOPPER)),
    );
    expect(overwrite.status).toBe(403);
    const kept = await call(app, "/customer/bag", { email: OTHER, shopId: "demo" }, OTHER);
    expect(counts(kept.json)).toEqual([["toor-dal-1kg", "", "", 1]]);
    const zero = await save([line("toor-dal-1kg", 0)]);
    expect(zero).toMatchObject({ status: 400, json: { field: "lines.0.count" } });
    const noShop = await call(app, "/customer/bag", { email: SHOPPER, shopId: "no-such-shop" }, SHOPPER);
    expect(noShop.status).toBe(404);
  });
});

describe(`the left bag's one reminder (${driverName})`, () => {
  it("writes one reminder when two workers tick at once, and never a second", async () => {
    await save([line("toor-dal-1kg", 2)]);
    await leftAt(new Date(DAYTIME.getTime() - 5 * 3_600_000));
    const [a, b] = await Promise.all([remind(DAYTIME), remind(DAYTIME)]);
    expect((a ?? 0) + (b ?? 0)).toBe(1);
    const sent = await outbox();
    // A Google shopper with no phone: an email, in the bag's language.
    expect(sent.map((m) => [m.template, m.channel, m.recipient, m.key])).toEqual([
      ["bag_reminder", "email", SHOPPER, expect.stringMatching(/^bag\.reminder:\d+:email$/)],
    ]);
    expect(sent[0]?.params.items).toBe("Toor Dal 1 kg × 2");
    // Changed after its reminder, and left again: no second one.
    await save([line("toor-dal-1kg", 3)]);
    await leftAt(new Date(DAYTIME.getTime() - 5 * 3_600_000));
    expect(await remind(new Date(DAYTIME.getTime() + 3_600_000))).toBe(0);
    expect(await outbox()).toHaveLength(1);
  });

  it("waits for the set time, and for the morning in India", async () => {
    await save([line("toor-dal-1kg", 1)]);
    await leftAt(new Date(DAYTIME.getTime() - 3 * 3_600_000));
    expect(await remind(DAYTIME)).toBe(0);
    // Left at 18:00 IST: four hours later is 22:00, so 09:00 the next morning.
    const evening = new Date("2026-11-30T12:30:00Z");
    await leftAt(evening);
    expect(await remind(new Date("2026-11-30T16:30:00Z"))).toBe(0);
    expect(await remind(new Date("2026-11-30T23:00:00Z"))).toBe(0);
    expect(await remind(new Date("2026-12-01T03:30:00Z"))).toBe(1);
  });

  it("sends none once the shopper orders; the bag after the order is a new one", async () => {
    const buyer = "+919000000555";
    const address = await savedAddress(app, buyer);
    await save([line("organic-jaggery-1kg", 1)], buyer);
    const placed = await placeOrder(
      app,
      orderBody(buyer, address, [{ shopId: "demo", productId: "organic-jaggery-1kg", productCount: 1 }]),
    );
    expect(placed.status).toBe(200);
    await handle.db.delete(outboxMessages);
    expect(await handle.db.select().from(shopperBags).where(eq(shopperBags.customerKey, buyer))).toEqual([]);
    expect(await remind(new Date(Date.now() + 48 * 3_600_000))).toBe(0);
    // A new bag after the order: its own reminder, by SMS to the phone signed in with.
    await save([line("toor-dal-1kg", 1)], buyer);
    await leftAt(new Date(DAYTIME.getTime() - 5 * 3_600_000), buyer);
    expect(await remind(DAYTIME)).toBe(1);
    expect((await outbox()).map((m) => [m.channel, m.recipient])).toEqual([["sms", buyer]]);
  });

  it("is a tick of the message worker, which then sends what the tick wrote", async () => {
    await save([line("toor-dal-1kg", 1)]);
    await leftAt(new Date(DAYTIME.getTime() - 5 * 3_600_000));
    let ticks = 0;
    const worker = createMessageWorker({
      db: handle.db,
      adapters: {},
      linkFor: linksOf(testConfig),
      log: createLogger("json", () => {}),
      idleMs: 60_000,
      ticks: [{ name: "bag reminder", everyMs: 20, run: () => remind(DAYTIME).finally(() => ticks++) }],
    });
    worker.start();
    try {
      // No channel is configured here: the worker, woken by the tick, records the reminder as skipped.
      await expect
        .poll(async () => (await outbox()).map((m) => m.status), { timeout: 5_000 })
        .toEqual(["skipped"]);
      expect(ticks).toBeGreaterThan(0);
    } finally {
      await worker.stop();
    }
    const after = ticks;
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(ticks).toBe(after);
  });

  it("links to the bag: the token restores it on any device; a forged or broken one does not", async () => {
    await save([line("assam-tea-500g", 2)]);
    await leftAt(new Date(DAYTIME.getTime() - 5 * 3_600_000));
    await remind(DAYTIME);
    const [message] = await outbox();
    if (!message) throw new Error("no reminder");
    const link = linksOf(testConfig)(message);
    expect(link).toMatch(/^http:\/\/demo\.localhost:4321\/cart\?bag=\d+\.[\w-]{22}$/);
    const token = new URL(link).searchParams.get("bag") ?? "";
    const restored = await app.request(`/shop/bag?token=${token}`);
    expect(restored.status).toBe(200);
    const body = (await restored.json()) as Record<string, unknown>;
    expect((body.response as { shopId: string }).shopId).toBe("demo");
    expect(counts(body)).toEqual([["assam-tea-500g", "", "", 2]]);
    const forged = token.replace(/\.(.)/, (_, c: string) => `.${c === "A" ? "B" : "A"}`);
    expect((await app.request(`/shop/bag?token=${forged}`)).status).toBe(404);
    expect((await app.request("/shop/bag?token=12")).status).toBe(400);
  });
});

describe(`"Notify me" (${driverName})`, () => {
  const seller = () => sellerApi(app);
  const notify = async (body: Record<string, unknown>, headers: Record<string, string> = {}) => {
    const r = await app.request(
      "/shop/notify",
      postJson({ shopId: "demo", productId: "aloo-bhujia-400g", ...body }, headers),
    );
    return { status: r.status, json: (await r.json()) as Record<string, unknown> };
  };
  const waits = () => handle.db.select().from(stockWaits).orderBy(stockWaits.id);
  async function restock(productId: string, stock: number) {
    const path = `/api/seller/shops/demo/products/${productId}`;
    const seen = await seller()("GET", path, undefined, DEMO_OWNER);
    const { stockVersion } = seen.json.product as { stockVersion: number };
    return seller()("POST", `${path}/stock`, { stock, stockVersion }, DEMO_OWNER);
  }

  it("records a phone once, and the restock writes one back-in-stock message with the product's link", async () => {
    const first = await notify({ phone: "98765 43210", language: "hi" });
    expect(first).toMatchObject({
      status: 200,
      json: { response: [{ channel: "sms", recipient: "+919876543210" }] },
    });
    expect((await notify({ phone: "+91-9876543210" })).status).toBe(200);
    expect(await waits()).toHaveLength(1);
    expect((await restock("aloo-bhujia-400g", 5)).status).toBe(200);
    const sent = await outbox();
    expect(sent.map((m) => [m.template, m.channel, m.recipient, m.language, m.params.link])).toEqual([
      ["back_in_stock", "sms", "+919876543210", "hi", "/product/aloo-bhujia-400g"],
    ]);
    expect(linksOf(testConfig)(sent[0] as (typeof sent)[0])).toBe(
      "http://demo.localhost:4321/product/aloo-bhujia-400g",
    );
    expect((await waits())[0]?.notifiedAt).not.toBeNull();
    // More stock is no second message.
    expect((await restock("aloo-bhujia-400g", 9)).status).toBe(200);
    expect(await outbox()).toHaveLength(1);
    await restock("aloo-bhujia-400g", 0);
  });

  it("waits for one size and colour: its stock edit from 0 tells the shopper, naming it", async () => {
    const path = "/api/seller/shops/demo/products/cotton-kurta";
    expect(
      (await notify({ productId: "cotton-kurta", size: "M", color: "Indigo", phone: "9876500001" })).status,
    ).toBe(409);
    expect(
      await notify({ productId: "cotton-kurta", size: "L", color: "Maroon", phone: "9876500001" }),
    ).toMatchObject({ status: 200 });
    const seen = await seller()("GET", path, undefined, DEMO_OWNER);
    const variant = (
      seen.json.product as { variants: { size: string; color: string; stockVersion: number }[] }
    ).variants.find((v) => v.size === "L" && v.color === "Maroon");
    const edit = await seller()(
      "POST",
      `${path}/stock`,
      { size: "L", color: "Maroon", stock: 4, stockVersion: variant?.stockVersion },
      DEMO_OWNER,
    );
    expect(edit.status).toBe(200);
    expect((await outbox()).map((m) => [m.template, m.recipient, m.params.items])).toEqual([
      ["back_in_stock", "+919876500001", "Cotton Kurta (L, Maroon)"],
    ]);
  });

  it("the product's form bringing the stock back tells the shopper too", async () => {
    expect((await notify({ phone: "9876500002" })).status).toBe(200);
    const path = "/api/seller/shops/demo/products/aloo-bhujia-400g";
    const seen = (await seller()("GET", path, undefined, DEMO_OWNER)).json.product as SellerProduct;
    const draft = {
      name: seen.name,
      description: seen.description,
      category: seen.category,
      images: seen.images,
      mrp: seen.mrp,
      sellingPrice: seen.sellingPrice,
      gst: seen.gst,
      hsn: seen.hsn,
      units: 7,
      stockVersion: seen.stockVersion,
      variants: [],
    };
    const saved = await seller()("PUT", path, draft, DEMO_OWNER);
    expect(saved.status).toBe(200);
    expect((await outbox()).map((m) => [m.template, m.recipient])).toEqual([
      ["back_in_stock", "+919876500002"],
    ]);
    await restock("aloo-bhujia-400g", 0);
  });

  it("a catalogue file bringing the stock back tells the shopper; one that also takes the product off sale does not", async () => {
    const PATH = "/api/seller/shops/demo/catalogue.csv";
    const importWith = async (units: string, archived: string) => {
      const res = await app.request(PATH, { headers: await asCustomer(DEMO_OWNER) });
      const { records } = parseCsv(await res.text());
      const head = records[0] ?? [];
      const file = toCsv(
        records.map((cells) =>
          cells[0] === "aloo-bhujia-400g"
            ? cells.map((c, i) =>
                i === head.indexOf("units") ? units : i === head.indexOf("archived") ? archived : c,
              )
            : cells,
        ),
      );
      const put = await app.request(PATH, {
        method: "POST",
        headers: { "content-type": "text/csv", ...(await asCustomer(DEMO_OWNER)) },
        body: file,
      });
      expect(put.status, await put.clone().text()).toBe(200);
    };
    expect((await notify({ phone: "9876500003" })).status).toBe(200);
    // Back, but archived by the same file: not on sale, so no message; the request still waits.
    const backInStock = async () => (await outbox()).filter((m) => m.template === "back_in_stock");
    await importWith("6", "yes");
    expect(await backInStock()).toEqual([]);
    await importWith("0", "no");
    await importWith("6", "no");
    expect((await backInStock()).map((m) => [m.recipient, m.params.link])).toEqual([
      ["+919876500003", "/product/aloo-bhujia-400g"],
    ]);
    expect((await waits()).every((w) => w.notifiedAt !== null)).toBe(true);
    await restock("aloo-bhujia-400g", 0);
  });

  it("a signed-in shopper is told on their own channel", async () => {
    const answer = await notify({}, await asCustomer(SHOPPER));
    expect(answer).toMatchObject({
      status: 200,
      json: { response: [{ channel: "email", recipient: SHOPPER }] },
    });
    await restock("aloo-bhujia-400g", 1);
    expect((await outbox()).map((m) => [m.template, m.channel, m.recipient])).toEqual([
      ["back_in_stock", "email", SHOPPER],
    ]);
    await restock("aloo-bhujia-400g", 0);
  });

  it("refuses a phone that is not an Indian mobile, no contact, a product in stock, and a bad token", async () => {
    expect(await notify({ phone: "12345" })).toMatchObject({ status: 400, json: { field: "phone" } });
    expect(await notify({})).toMatchObject({ status: 400, json: { field: "phone" } });
    expect(await notify({ phone: "9876543210", productId: "toor-dal-1kg" })).toMatchObject({ status: 409 });
    expect(await notify({ phone: "9876543210", productId: "no-such-thing" })).toMatchObject({ status: 404 });
    expect((await notify({ phone: "9876543210" }, { authorization: "Bearer not-a-token" })).status).toBe(401);
    expect(await waits()).toEqual([]);
  });

  it("is limited per client address", async () => {
    const limited = await openSeededApp({
      ...testConfig,
      limits: { ...ROOMY_LIMITS, notifyPerClient: { max: 2, windowSeconds: 3600 } },
    });
    try {
      const ask = () =>
        limited.app.request(
          "/shop/notify",
          postJson({ shopId: "demo", productId: "aloo-bhujia-400g", phone: "9876543210" }),
        );
      expect((await ask()).status).toBe(200);
      expect((await ask()).status).toBe(200);
      const third = await ask();
      expect(third.status).toBe(429);
      expect(third.headers.get("retry-after")).toBeTruthy();
    } finally {
      await limited.handle.close();
    }
  });
});
