/**
 * What the seller and the merchant hear (issue 36, the seller's part): the
 * notification settings call (read, save audited, refusals), the new order
 * on the seller's chosen channels, quiet hours holding a message until they
 * end (an urgent event going at once), low stock once per fall from a
 * placement or the seller's edit, a cancel by the shopper and a return asked
 * for, the daily summary written once by two workers ticking together, and
 * the merchant's and staff's events: the welcome, the kiosk fee's receipt,
 * the trial ending (once), the fee due, the staff invitation.
 */
import { and, desc, eq, like } from "drizzle-orm";
import * as v from "valibot";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { NotificationSettings } from "../../../src/contract/notifications";
import { AddOrderResponse } from "../../../src/contract/order";
import { parseCsv, toCsv } from "../../../src/domain/csv";
import {
  DEFAULT_NOTIFICATIONS,
  indiaDate,
  LOW_STOCK_MESSAGE,
  QUIET_BOTH,
  TIME_MESSAGE,
} from "../../../src/domain/messages/sellerNotices";
import type { App } from "../../../src/server/app";
import type { DbHandle } from "../../../src/server/db/connection";
import { auditLog, outboxMessages, products, shops } from "../../../src/server/db/schema";
import { createLogger } from "../../../src/server/http/log";
import type { ChannelAdapter, OutgoingMessage } from "../../../src/server/messages/channel";
import { claimDue } from "../../../src/server/messages/outbox";
import { runScheduleTick } from "../../../src/server/messages/schedule";
import { linksOf } from "../../../src/server/messages/start";
import { createMessageWorker } from "../../../src/server/messages/worker";
import { enrolMerchant } from "../../../src/server/onboarding/kiosk";
import { customerCancel, requestReturn } from "../../../src/server/orders/afterOrder";
import { KIOSK_ID, KIOSK_OPERATOR_PHONE, SELLER_PHONES, seedKiosk } from "../../../src/server/seed";
import { driverName, openSeededApp, TEST_SELLER_KEY, testConfig } from "../support";
import { DEMO_OWNER, DEMO_STAFF, SEVA_OWNER, sellerApi } from "../support/seller";
import { deliveredOrder, orderBody, placeOrder, savedAddress } from "../support/shopping";
import { asPerson } from "../support/tokens";

let app: App;
let handle: DbHandle;
let call: ReturnType<typeof sellerApi>;

beforeAll(async () => {
  ({ app, handle } = await openSeededApp());
  await seedKiosk(handle.db);
  call = sellerApi(app);
});
afterAll(() => handle.close());
afterEach(async () => {
  await handle.db.delete(outboxMessages);
  await handle.db.update(shops).set({ notifications: {} });
});

const PATH = "/api/seller/shops/demo/notifications";
const rows = () => handle.db.select().from(outboxMessages).orderBy(outboxMessages.id);
const ofTemplate = async (template: string) => (await rows()).filter((r) => r.template === template);
const settingsWith = (change: Partial<NotificationSettings>): NotificationSettings => ({
  ...structuredClone(DEFAULT_NOTIFICATIONS),
  ...change,
});
const save = (body: unknown, as: string | Record<string, string> | null = DEMO_OWNER) =>
  call("PUT", PATH, body, as);
/** "HH:MM" India time, `minutes` from now. */
const istClock = (minutes: number) =>
  new Date(Date.now() + minutes * 60_000 + 330 * 60_000).toISOString().slice(11, 16);

async function order(buyer: string, productCount = 1): Promise<string> {
  const address = await savedAddress(app, buyer);
  const placed = await placeOrder(
    app,
    orderBody(buyer, address, [{ shopId: "demo", productId: "organic-jaggery-1kg", productCount }]),
  );
  expect(placed.status).toBe(200);
  return v.parse(AddOrderResponse, placed.json).orderIds[0] ?? "";
}

describe(`the seller's notification settings (${driverName})`, () => {
  it("answers the defaults to the owner and staff: new orders on WhatsApp and email, no quiet hours", async () => {
    for (const who of [DEMO_OWNER, DEMO_STAFF]) {
      const { status, json } = await call("GET", PATH, undefined, who);
      expect(status).toBe(200);
      expect(json.notifications).toEqual(DEFAULT_NOTIFICATIONS);
    }
  });

  it("saves the seller's choices, answers them, and audits the change", async () => {
    const next = settingsWith({ quietFrom: "22:00", quietTo: "07:00", lowStockAt: 3, summaryHour: 8 });
    next.events["order.new"] = { channels: ["whatsapp", "sms"], urgent: true };
    const saved = await save(next, DEMO_STAFF);
    expect(saved.status).toBe(200);
    expect(saved.json.notifications).toEqual(next);
    expect((await call("GET", PATH)).json.notifications).toEqual(next);
    const [entry] = await handle.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(entry).toMatchObject({
      actor: DEMO_STAFF,
      action: "notifications.update",
      scope: "shop:demo",
      target: "demo",
    });
    expect(entry?.before).toEqual(DEFAULT_NOTIFICATIONS);
    expect(entry?.after).toEqual(next);
  });

  it.each([
    ["quietFrom", { quietFrom: "25:00", quietTo: "07:00" }, TIME_MESSAGE],
    ["quietTo", { quietFrom: "22:00", quietTo: "" }, QUIET_BOTH],
    ["lowStockAt", { lowStockAt: -1 }, LOW_STOCK_MESSAGE],
    ["lowStockAt", { lowStockAt: 2.5 }, LOW_STOCK_MESSAGE],
    ["summaryHour", { summaryHour: 24 }, "Choose an hour from 0 to 23"],
  ])("400 naming %s for %j, and nothing changes", async (field, change, message) => {
    const { status, json } = await save(settingsWith(change as Partial<NotificationSettings>));
    expect(status).toBe(400);
    expect(json.field).toBe(field);
    expect(json.error).toContain(message);
    expect((await call("GET", PATH)).json.notifications).toEqual(DEFAULT_NOTIFICATIONS);
  });

  it("400 for a channel that is not one, a channel twice, or an event missing", async () => {
    const fax = settingsWith({});
    (fax.events["order.new"].channels as string[]) = ["fax"];
    expect((await save(fax)).json.field).toBe("events.order.new.channels.0");
    const twice = settingsWith({});
    twice.events["stock.low"].channels = ["sms", "sms"];
    expect((await save(twice)).json.field).toBe("events.stock.low.channels");
    const { "daily.summary": _, ...fewer } = DEFAULT_NOTIFICATIONS.events;
    const missing = await save({ ...DEFAULT_NOTIFICATIONS, events: fewer });
    expect([missing.status, missing.json.field]).toEqual([400, "events.daily.summary"]);
    expect((await save(undefined)).status).toBe(415);
  });

  it("401 signed out or with a seller key, 403 for another shop's seller, 404 for no such shop", async () => {
    const body = settingsWith({ lowStockAt: 1 });
    expect((await save(body, null)).status).toBe(401);
    expect((await call("GET", PATH, undefined, null)).status).toBe(401);
    expect((await save(body, { "x-seller-key": `${TEST_SELLER_KEY}-demo` })).status).toBe(401);
    expect((await save(body, SEVA_OWNER)).status).toBe(403);
    expect((await call("GET", PATH, undefined, SEVA_OWNER)).status).toBe(403);
    expect((await call("PUT", "/api/seller/shops/nosuchshop/notifications", body)).status).toBe(404);
    expect((await call("GET", PATH)).json.notifications).toEqual(DEFAULT_NOTIFICATIONS);
  });
});

describe(`a new order, and quiet hours (${driverName})`, () => {
  it("reaches the seller on the channels they chose", async () => {
    const next = settingsWith({});
    next.events["order.new"] = { channels: ["sms"], urgent: false };
    expect((await save(next)).status).toBe(200);
    await order("choice.buyer@x.in");
    expect((await ofTemplate("new_order")).map((r) => [r.channel, r.recipient])).toEqual([
      ["sms", SELLER_PHONES.demo],
    ]);
  });

  it("waits until the quiet hours end, so no worker takes it before; an urgent event goes at once", async () => {
    const quiet = settingsWith({ quietFrom: istClock(-60), quietTo: istClock(60) });
    expect((await save(quiet)).status).toBe(200);
    const before = Date.now();
    await order("quiet.buyer@x.in");
    const held = await ofTemplate("new_order");
    expect(held.length).toBeGreaterThan(0);
    for (const r of held) {
      const wait = r.nextAttemptAt.getTime() - before;
      expect(wait).toBeGreaterThan(58 * 60_000);
      expect(wait).toBeLessThanOrEqual(60 * 60_000);
    }
    const claimed = await claimDue(handle.db, new Date(), 100, 60_000);
    expect(claimed.filter((r) => r.template === "new_order")).toEqual([]);
    // The shopper's own message is not the seller's to hold.
    expect(claimed.some((r) => r.template === "order_placed")).toBe(true);
    // When the quiet hours end, a worker takes them.
    const end = new Date((held[0]?.nextAttemptAt.getTime() ?? 0) + 1000);
    const after = await claimDue(handle.db, end, 100, 60_000);
    expect(after.filter((r) => r.template === "new_order").map((r) => r.id)).toEqual(held.map((r) => r.id));
    await handle.db.delete(outboxMessages);

    quiet.events["order.new"].urgent = true;
    expect((await save(quiet)).status).toBe(200);
    await order("urgent.buyer@x.in");
    const urgent = await ofTemplate("new_order");
    for (const r of urgent) expect(r.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now());
  });
});

describe(`low stock (${driverName})`, () => {
  const jaggery = and(eq(products.shopId, "demo"), eq(products.productId, "organic-jaggery-1kg"));
  const setUnits = (units: number) => handle.db.update(products).set({ units }).where(jaggery);
  const stockEdit = async (stock: number) => {
    const [row] = await handle.db.select().from(products).where(jaggery);
    return call("POST", "/api/seller/shops/demo/products/organic-jaggery-1kg/stock", {
      stock,
      stockVersion: row?.stockVersion,
    });
  };

  it("a placement taking stock to the mark tells the seller once, in its transaction; again after a restock and a fall", async () => {
    await setUnits(7);
    await order("low.buyer@x.in", 2); // 7 → 5: at the mark
    let low = await ofTemplate("stock_low");
    expect(low.map((r) => [r.channel, r.recipient, r.params.items, r.params.count])).toEqual([
      ["whatsapp", SELLER_PHONES.demo, "Organic Jaggery 1 kg", "5"],
    ]);
    await order("low.buyer@x.in", 1); // 5 → 4: still low, nothing more
    expect(await ofTemplate("stock_low")).toHaveLength(1);
    expect((await stockEdit(20)).status).toBe(200); // back above
    expect(await ofTemplate("stock_low")).toHaveLength(1);
    await order("low.buyer@x.in", 15); // 20 → 5: a new fall
    low = await ofTemplate("stock_low");
    expect(low).toHaveLength(2);
    expect(new Set(low.map((r) => r.key)).size).toBe(2);
  });

  it("the seller's own edit to the mark or below tells them too; a mark of 0 is off", async () => {
    await setUnits(30);
    expect((await stockEdit(2)).status).toBe(200);
    expect((await ofTemplate("stock_low")).map((r) => r.params.count)).toEqual(["2"]);
    await handle.db.delete(outboxMessages);
    await setUnits(30);
    expect((await save(settingsWith({ lowStockAt: 0 }))).status).toBe(200);
    await order("off.buyer@x.in", 29);
    expect(await ofTemplate("stock_low")).toEqual([]);
  });

  it("a catalogue file taking a figure to the mark tells the seller too", async () => {
    await setUnits(30);
    const path = "/api/seller/shops/demo/catalogue.csv";
    const auth = await asPerson(DEMO_OWNER);
    const text = await (await app.request(path, { headers: auth })).text();
    const { records } = parseCsv(text);
    const at = (records[0] ?? []).indexOf("units");
    const changed = toCsv(
      records.map((cells) =>
        cells[0] === "organic-jaggery-1kg" ? cells.map((c, i) => (i === at ? "1" : c)) : cells,
      ),
    );
    const res = await app.request(path, {
      method: "POST",
      headers: { ...auth, "content-type": "text/csv" },
      body: changed,
    });
    expect(res.status).toBe(200);
    expect((await ofTemplate("stock_low")).map((r) => [r.params.items, r.params.count])).toEqual([
      ["Organic Jaggery 1 kg", "1"],
    ]);
    await setUnits(45);
  });

  it("a refused placement writes no low-stock message", async () => {
    await setUnits(6);
    const address = await savedAddress(app, "refused.buyer@x.in");
    const placed = await placeOrder(
      app,
      orderBody("refused.buyer@x.in", address, [
        { shopId: "demo", productId: "organic-jaggery-1kg", productCount: 2 },
        { shopId: "demo", productId: "organic-jaggery-1kg", productCount: 9 },
      ]),
    );
    expect(placed.status).toBe(409);
    expect(await rows()).toEqual([]);
    await setUnits(45);
  });
});

describe(`cancels and returns (${driverName})`, () => {
  it("a shopper's cancel tells the seller why; the seller's own cancel does not", async () => {
    await handle.db.update(products).set({ units: 45 }).where(eq(products.shopId, "demo"));
    const orderId = await order("cancel.buyer@x.in");
    await customerCancel(handle.db, "cancel.buyer@x.in", orderId, "ordered twice");
    const told = await ofTemplate("seller_order_cancelled");
    expect(told.map((r) => [r.channel, r.params.reason, r.orderId])).toEqual([
      ["whatsapp", "by the shopper, ordered twice", orderId],
      ["email", "by the shopper, ordered twice", orderId],
    ]);
    await handle.db.delete(outboxMessages);
    const mine = await order("cancel.buyer@x.in");
    const res = await app.request("/api/digiorder/cancelorder", {
      method: "POST",
      headers: { "content-type": "application/json", "x-seller-key": `${TEST_SELLER_KEY}-demo` },
      body: JSON.stringify({ orderId: mine }),
    });
    expect(res.status).toBe(200);
    expect(await ofTemplate("seller_order_cancelled")).toEqual([]);
  });

  it("a return asked for tells the seller, with the shopper's reason", async () => {
    const orderId = await deliveredOrder(app, handle.db, "return.buyer@x.in");
    await requestReturn(
      handle.db,
      "return.buyer@x.in",
      { orderId, reason: "the pack was torn", photo: "" },
      () => false,
    );
    const told = await ofTemplate("seller_return_requested");
    expect(told.map((r) => r.params.reason)).toEqual(["the pack was torn", "the pack was torn"]);
  });
});

describe(`the daily summary (${driverName})`, () => {
  /** 21:30 India time today. */
  const evening = () => new Date(`${indiaDate(new Date())}T21:30:00+05:30`);

  it("is written once by two workers ticking together, with the day's figures", async () => {
    await handle.db.update(products).set({ units: 45 }).where(eq(products.shopId, "demo"));
    const summaries = () =>
      handle.db
        .select()
        .from(outboxMessages)
        .where(like(outboxMessages.key, `shop.daily_summary:demo:${indiaDate(evening())}%`));
    const log = createLogger("json", () => {});
    const two = [0, 1].map(() =>
      createMessageWorker({
        db: handle.db,
        adapters: {},
        linkFor: linksOf(testConfig),
        log,
        now: evening,
        idleMs: 20,
        ticks: [{ name: "scheduled messages", everyMs: 10, run: (now) => runScheduleTick(handle.db, now) }],
      }),
    );
    await Promise.all([runScheduleTick(handle.db, evening()), runScheduleTick(handle.db, evening())]);
    for (const w of two) w.start();
    await new Promise((r) => setTimeout(r, 300));
    await Promise.all(two.map((w) => w.stop()));
    const written = await summaries();
    expect(written.map((r) => [r.key, r.channel, r.recipient])).toEqual([
      [`shop.daily_summary:demo:${indiaDate(evening())}:seller:whatsapp`, "whatsapp", SELLER_PHONES.demo],
    ]);
    expect(written[0]?.params).toMatchObject({ date: "Today", waiting: expect.any(String), low: "none" });
    expect(written[0]?.params.count).toMatch(/^\d+ orders?$/);
  });

  it("is nothing before the seller's hour, and counts today's orders and sales", async () => {
    const early = new Date(`${indiaDate(new Date())}T20:59:00+05:30`);
    await runScheduleTick(handle.db, early);
    expect(await ofTemplate("daily_summary")).toEqual([]);
    await order("summary.buyer@x.in", 2);
    await handle.db.delete(outboxMessages);
    const late = new Date(Math.max(Date.now() + 60_000, evening().getTime()));
    const day = indiaDate(late);
    if (day !== indiaDate(new Date())) return; // the test ran in the last minute of India's day
    const next = settingsWith({ summaryHour: 12 });
    next.events["daily.summary"].channels = ["email"];
    expect((await save(next)).status).toBe(200);
    await runScheduleTick(handle.db, late);
    const [summary] = (await ofTemplate("daily_summary")).filter((r) => r.shopId === "demo");
    expect(summary?.recipient).toBe(DEMO_OWNER);
    expect(summary?.params.total).toMatch(/^₹[\d,]+$/);
    expect(summary?.params.total).not.toBe("₹0");
  });
});

describe(`the merchant's and staff's events (${driverName})`, () => {
  it("a merchant enrolled hears the welcome at once, with their shop's address and the staff app's", async () => {
    await enrolMerchant(
      handle.db,
      KIOSK_OPERATOR_PHONE,
      KIOSK_ID,
      {
        shopId: "bikaner-bhujia",
        businessName: "Bikaner Bhujia",
        ownerName: "Ramesh",
        ownerEmail: "ramesh@example.com",
        ownerPhone: "+919829055555",
        shopType: "product",
      },
      new Date(),
    );
    const welcome = await ofTemplate("merchant_welcome");
    expect(welcome.map((r) => [r.key, r.channel, r.recipient])).toEqual([
      ["shop.welcome:bikaner-bhujia:merchant:whatsapp", "whatsapp", "+919829055555"],
      ["shop.welcome:bikaner-bhujia:merchant:email", "email", "ramesh@example.com"],
    ]);
    // Sent, it carries the shop's address and the staff app's.
    const sent: OutgoingMessage[] = [];
    const capture = (name: "whatsapp" | "email"): ChannelAdapter => ({
      name,
      send: async (m) => {
        sent.push(m);
        return { ok: true, providerId: `p-${sent.length}` };
      },
    });
    const worker = createMessageWorker({
      db: handle.db,
      adapters: { whatsapp: capture("whatsapp"), email: capture("email") },
      linkFor: linksOf(testConfig),
      log: createLogger("json", () => {}),
      shopUrlFor: (shopId) => `https://${shopId}.platform.test/`,
    });
    while ((await worker.runOnce()) > 0);
    const onWhatsApp = sent.find((m) => m.template === "merchant_welcome" && m.channel === "whatsapp");
    expect(onWhatsApp?.rendered.text).toBe(
      `Welcome! Bikaner Bhujia is open at https://bikaner-bhujia.platform.test/. Add your products and take orders in your shop's app: ${testConfig.siteUrl}/Admin`,
    );
    expect(onWhatsApp?.recipient).toBe("+919829055555");
  });

  it("a kiosk merchant's fee paid gets its receipt, in the payment's transaction", async () => {
    const res = await call(
      "POST",
      "/api/kiosk/merchants/bikaner-bhujia/payment",
      { method: "cash", amount: 3000 },
      KIOSK_OPERATOR_PHONE,
    );
    expect(res.status).toBe(200);
    const receipt = await ofTemplate("kiosk_fee_receipt");
    expect(receipt.map((r) => r.recipient)).toEqual(["+919829055555", "ramesh@example.com"]);
    expect(receipt[0]?.params).toMatchObject({ total: "₹3,000", payment: "cash" });
    expect(receipt[0]?.params.reference).toMatch(/^KM\d{6}F$/);
  });

  it("a trial's end is told 3 days before, once; once it ended unpaid, the fee due", async () => {
    const [kala] = await handle.db.select().from(shops).where(eq(shops.shopId, "kala"));
    const end = kala?.trialEndsAt as Date;
    await runScheduleTick(handle.db, new Date(end.getTime() - 4 * 86_400_000));
    expect(await ofTemplate("trial_ending")).toEqual([]);
    const threeDaysBefore = new Date(end.getTime() - 3 * 86_400_000 + 60_000);
    await runScheduleTick(handle.db, threeDaysBefore);
    await runScheduleTick(handle.db, new Date(end.getTime() - 86_400_000));
    const told = (await ofTemplate("trial_ending")).filter((r) => r.shopId === "kala");
    expect(told.map((r) => r.channel)).toEqual(["whatsapp", "email"]);
    expect(told[0]?.params).toMatchObject({ total: "₹3,000" });
    await runScheduleTick(handle.db, new Date(end.getTime() + 60_000));
    await runScheduleTick(handle.db, new Date(end.getTime() + 3_600_000));
    expect((await ofTemplate("fee_due")).filter((r) => r.shopId === "kala")).toHaveLength(2);
  });

  it("a renewal fallen due is told once", async () => {
    const [seva] = await handle.db.select().from(shops).where(eq(shops.shopId, "seva"));
    const due = seva?.renewalDueAt as Date;
    await runScheduleTick(handle.db, new Date(due.getTime() + 60_000));
    await runScheduleTick(handle.db, new Date(due.getTime() + 120_000));
    expect((await ofTemplate("renewal_due")).filter((r) => r.shopId === "seva")).toHaveLength(2);
  });

  it("a staff invitation reaches the invitee with the link to sign in: email, or SMS to a phone", async () => {
    expect(
      (await call("POST", "/api/seller/shops/demo/staff", { email: "new.helper@example.com" })).status,
    ).toBe(201);
    expect((await call("POST", "/api/seller/shops/demo/staff", { phone: "+919829066666" })).status).toBe(201);
    const invites = await ofTemplate("staff_invite");
    expect(invites.map((r) => [r.channel, r.recipient])).toEqual([
      ["email", "new.helper@example.com"],
      ["sms", "+919829066666"],
    ]);
    expect(linksOf(testConfig)(invites[0] as (typeof invites)[number])).toBe(`${testConfig.siteUrl}/Admin`);
  });
});
