/**
 * Web push to the consoles (issue 36): a seller's device subscribes for a
 * shop and a rider's for themselves (good, bad, missing and wrong
 * credentials, another shop's seller, push off here), kept once per device
 * and audited; a placement writes one push per subscribed device of the
 * shop, and the worker delivers each once through the stub push service
 * (scripts/stubs/messages.ts), which checks VAPID and decrypts what it got;
 * an order given to a rider is pushed to the rider's devices; a 410 removes
 * the subscription; a 5xx is tried again; a push past its hour is not sent.
 */
import { and, eq, like, sql } from "drizzle-orm";
import * as v from "valibot";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type MessageStub, type StubMessage, startMessageStub } from "../../../scripts/stubs/messages";
import { AddOrderResponse } from "../../../src/contract/order";
import { type App, createApp } from "../../../src/server/app";
import type { Config } from "../../../src/server/config";
import { auditLog, outboxMessages, pushSubscriptions, shops } from "../../../src/server/db/schema";
import { createLogger } from "../../../src/server/http/log";
import { pushAdapter } from "../../../src/server/messages/push";
import { linksOf } from "../../../src/server/messages/start";
import { newVapidKeys } from "../../../src/server/messages/webPush";
import { createMessageWorker } from "../../../src/server/messages/worker";
import { DEMO_STAFF_EMAIL, sellerEmail } from "../../../src/server/seed/shops";
import { type FranchiseFixture, openFranchiseFixture } from "../onboarding/franchise-fixture";
import { TEST_SELLER_KEY, testConfig } from "../support";
import { sellerApi } from "../support/seller";
import { orderBody, placeOrder, savedAddress } from "../support/shopping";

const OWNER = "push.franchise@example.com";
const DHABA_SELLER = "push.dhaba@example.com";
const RIDER = "+919811600001";

let f: FranchiseFixture;
let stub: MessageStub;
let app: App;
let call: ReturnType<typeof sellerApi>;
let config: Config;
let riderId = 0;
const keys = newVapidKeys();
const log = createLogger("json", () => {});

beforeAll(async () => {
  f = await openFranchiseFixture();
  stub = await startMessageStub();
  config = {
    ...testConfig,
    messages: {
      send: false,
      leaseMs: 60_000,
      pushHttpOrigins: [stub.url],
      push: { ...keys, subject: "mailto:ops@platform.in" },
    },
  };
  app = createApp({ db: f.handle.db, config });
  call = sellerApi(app);
  await f.signUp(OWNER, "Push");
  await f.addShop(OWNER, "push-dhaba", DHABA_SELLER);
  riderId = await f.addRider(OWNER, "Mohan Lal", RIDER);
});
afterAll(async () => {
  await stub.close();
  await f.handle.close();
});
afterEach(async () => {
  await fetch(`${stub.url}/_stub/messages`, { method: "DELETE" });
  await f.handle.db.delete(outboxMessages);
  await f.handle.db.delete(pushSubscriptions);
});

type Minted = { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
const mint = async (): Promise<Minted> =>
  (await (await fetch(`${stub.url}/_stub/push/subscriptions`, { method: "POST" })).json()) as Minted;
const idOf = (sub: Minted) => sub.endpoint.split("/").at(-1) ?? "";
const sellerKey = (shopId: string) => ({ "x-seller-key": `${TEST_SELLER_KEY}-${shopId}` });
const pushes = async (): Promise<StubMessage[]> =>
  ((await (await fetch(`${stub.url}/_stub/messages`)).json()) as StubMessage[]).filter(
    (m) => m.channel === "push",
  );
const pushRows = () =>
  f.handle.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.channel, "push"))
    .orderBy(outboxMessages.id);
const subscriptions = () => f.handle.db.select().from(pushSubscriptions).orderBy(pushSubscriptions.id);
const worker = (now: () => Date = () => new Date()) =>
  createMessageWorker({
    db: f.handle.db,
    adapters: { push: pushAdapter(config.messages?.push ?? { ...keys, subject: "" }, f.handle.db) },
    linkFor: linksOf(testConfig),
    log,
    now,
  });

async function order(shopId = "demo", productId = "organic-jaggery-1kg"): Promise<string> {
  const buyer = `push.buyer.${Math.random().toString(36).slice(2, 8)}@x.in`;
  const address = await savedAddress(f.app, buyer);
  const placed = await placeOrder(f.app, orderBody(buyer, address, [{ shopId, productId, productCount: 2 }]));
  expect(placed.status).toBe(200);
  return v.parse(AddOrderResponse, placed.json).orderIds[0] ?? "";
}

describe("GET /api/push/key", () => {
  it("gives the VAPID public key, or null where push is off", async () => {
    expect(await (await app.request("/api/push/key")).json()).toEqual({ publicKey: keys.publicKey });
    expect(await (await f.app.request("/api/push/key")).json()).toEqual({ publicKey: null });
  });
});

describe("POST/DELETE /api/digiorder/push (a seller's device)", () => {
  it("a seller key's device is kept once for the shop, updated when it subscribes again, and audited", async () => {
    const sub = await mint();
    const first = await call("POST", "/api/digiorder/push?shopId=demo", sub, sellerKey("demo"));
    expect(first).toEqual({ status: 200, json: { subscribed: true, scope: "shop:demo" } });
    const renewed = { ...sub, keys: { ...sub.keys, auth: "AAAAAAAAAAAAAAAAAAAAAA" } };
    expect((await call("POST", "/api/digiorder/push?shopId=demo", renewed, sellerKey("demo"))).status).toBe(
      200,
    );
    const rows = await subscriptions();
    expect(rows.map((r) => [r.scope, r.shopId, r.endpoint, r.auth, r.subscribedBy])).toEqual([
      ["shop:demo", "demo", sub.endpoint, "AAAAAAAAAAAAAAAAAAAAAA", "seller key"],
    ]);
    const [entry] = await f.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "push.subscribe"), eq(auditLog.scope, "shop:demo")))
      .orderBy(auditLog.id);
    expect(entry?.after).toEqual({ subscription: rows[0]?.id, origin: stub.url });
  });

  it("a signed-in seller subscribes as themselves, and unsubscribes (audited)", async () => {
    const sub = await mint();
    expect((await call("POST", "/api/digiorder/push?shopId=demo", sub, sellerEmail("demo"))).status).toBe(
      200,
    );
    expect((await subscriptions()).map((r) => r.subscribedBy)).toEqual([sellerEmail("demo")]);
    const gone = await call(
      "DELETE",
      "/api/digiorder/push?shopId=demo",
      { endpoint: sub.endpoint },
      sellerEmail("demo"),
    );
    expect(gone).toEqual({ status: 200, json: { subscribed: false, scope: "shop:demo" } });
    expect(await subscriptions()).toEqual([]);
    const entries = await f.handle.db.select().from(auditLog).where(eq(auditLog.action, "push.unsubscribe"));
    expect(entries.at(-1)?.actor).toBe(sellerEmail("demo"));
  });

  it("refuses a bad subscription with the field named", async () => {
    const sub = await mint();
    const post = (body: unknown) => call("POST", "/api/digiorder/push?shopId=demo", body, sellerKey("demo"));
    const short = await post({ ...sub, keys: { ...sub.keys, p256dh: sub.keys.p256dh.slice(0, 40) } });
    expect(short.status).toBe(400);
    expect(short.json).toMatchObject({ field: "keys.p256dh" });
    const auth = await post({ ...sub, keys: { ...sub.keys, auth: "not+base64url" } });
    expect(auth.json).toMatchObject({ field: "keys.auth" });
    expect((await post({ ...sub, keys: undefined })).json).toMatchObject({ field: "keys" });
    const http = await post({ ...sub, endpoint: "http://push.example/_push/1" });
    expect(http).toMatchObject({ status: 400, json: { field: "endpoint" } });
    expect((http.json as { error: string }).error).toMatch(/https/);
    expect((await post({ ...sub, endpoint: "not a url" })).json).toMatchObject({ field: "endpoint" });
    expect((await call("POST", "/api/digiorder/push?shopId=Bad!", sub, sellerKey("demo"))).status).toBe(400);
    expect(await subscriptions()).toEqual([]);
  });

  it("is refused signed out (401), with a wrong key (401), for another shop (403); 503 where push is off", async () => {
    const sub = await mint();
    expect((await call("POST", "/api/digiorder/push?shopId=demo", sub, null)).status).toBe(401);
    expect(
      (await call("POST", "/api/digiorder/push?shopId=demo", sub, { "x-seller-key": "wrong-key" })).status,
    ).toBe(401);
    const other = await call("POST", "/api/digiorder/push?shopId=seva", sub, sellerKey("demo"));
    expect(other).toMatchObject({ status: 403, json: { field: "shopId" } });
    expect((await call("POST", "/api/digiorder/push?shopId=seva", sub, sellerEmail("demo"))).status).toBe(
      403,
    );
    expect(
      (await call("DELETE", "/api/digiorder/push?shopId=seva", { endpoint: sub.endpoint }, sellerKey("demo")))
        .status,
    ).toBe(403);
    const off = await sellerApi(f.app)("POST", "/api/digiorder/push?shopId=demo", sub, sellerKey("demo"));
    expect(off.status).toBe(503);
    expect(await subscriptions()).toEqual([]);
  });
});

describe("POST/DELETE /api/rider/push (a rider's device)", () => {
  it("a rider signed in by phone subscribes; signed out, a Google sign-in and a phone of no rider are refused", async () => {
    const sub = await mint();
    expect(await call("POST", "/api/rider/push", sub, RIDER)).toEqual({
      status: 200,
      json: { subscribed: true, scope: `rider:${riderId}` },
    });
    expect((await subscriptions()).map((r) => [r.scope, r.riderId, r.subscribedBy])).toEqual([
      [`rider:${riderId}`, riderId, RIDER],
    ]);
    expect((await call("POST", "/api/rider/push", sub, null)).status).toBe(401);
    expect((await call("POST", "/api/rider/push", sub, DHABA_SELLER)).status).toBe(403);
    expect((await call("POST", "/api/rider/push", sub, "+919000000077")).status).toBe(403);
    expect((await call("DELETE", "/api/rider/push", { endpoint: sub.endpoint }, RIDER)).status).toBe(200);
    expect(await subscriptions()).toEqual([]);
  });
});

describe("POST /api/push/renew (a subscription the browser renewed)", () => {
  const renew = (body: unknown, on: App = app) =>
    on.request("/api/push/renew", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  const proof = (old: Minted, fresh: Minted) => ({
    oldEndpoint: old.endpoint,
    oldAuth: old.keys.auth,
    subscription: fresh,
  });

  it("moves each scope of the old subscription to the new one, the rows kept, audited as who subscribed; pushes follow", async () => {
    const [old, fresh] = [await mint(), await mint()];
    expect((await call("POST", "/api/digiorder/push?shopId=demo", old, sellerEmail("demo"))).status).toBe(
      200,
    );
    expect((await call("POST", "/api/rider/push", old, RIDER)).status).toBe(200);
    const before = await subscriptions();
    // No credentials: the old auth secret is the proof.
    const answer = await renew(proof(old, fresh));
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ scopes: ["shop:demo", `rider:${riderId}`] });
    const after = await subscriptions();
    expect(after.map((r) => [r.id, r.scope, r.endpoint, r.p256dh, r.auth, r.subscribedBy])).toEqual(
      before.map((r) => [r.id, r.scope, fresh.endpoint, fresh.keys.p256dh, fresh.keys.auth, r.subscribedBy]),
    );
    const entries = await f.handle.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "push.renew"))
      .orderBy(auditLog.id);
    expect(entries.slice(-2).map((e) => [e.actor, e.scope, e.target, e.before, e.after])).toEqual([
      [
        sellerEmail("demo"),
        "shop:demo",
        "shop:demo",
        { subscription: before[0]?.id, origin: stub.url },
        { subscription: before[0]?.id, origin: stub.url },
      ],
      [
        RIDER,
        "franchise:push",
        `rider:${riderId}`,
        { subscription: before[1]?.id, origin: stub.url },
        { subscription: before[1]?.id, origin: stub.url },
      ],
    ]);
    await order();
    await worker().runOnce();
    expect((await pushes()).map((m) => m.to)).toEqual([idOf(fresh)]);
    // The old proof is spent.
    expect((await renew(proof(old, fresh))).status).toBe(404);
  });

  it("where the console gave the new one first, the old row goes and the new one stays, once", async () => {
    const [old, fresh] = [await mint(), await mint()];
    await call("POST", "/api/digiorder/push?shopId=demo", old, sellerKey("demo"));
    await call("POST", "/api/digiorder/push?shopId=demo", fresh, sellerKey("demo"));
    const kept = (await subscriptions()).find((r) => r.endpoint === fresh.endpoint);
    expect((await renew(proof(old, fresh))).status).toBe(200);
    expect((await subscriptions()).map((r) => [r.id, r.endpoint])).toEqual([[kept?.id, fresh.endpoint]]);
  });

  it("a wrong secret and an unknown endpoint get the same 404; bad bodies name the field; nothing changes", async () => {
    const [old, fresh] = [await mint(), await mint()];
    await call("POST", "/api/digiorder/push?shopId=demo", old, sellerKey("demo"));
    const before = await subscriptions();
    const wrong = await renew({ ...proof(old, fresh), oldAuth: "AAAAAAAAAAAAAAAAAAAAAA" });
    expect(wrong.status).toBe(404);
    const wrongBody = (await wrong.json()) as { error: string };
    expect(wrongBody.error).toMatch(/^No device has this subscription/);
    const unknown = await renew({ ...proof(old, fresh), oldEndpoint: `${stub.url}/_push/nobody` });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual(wrongBody);
    const field = async (body: unknown) => {
      const res = await renew(body);
      return [res.status, ((await res.json()) as { field?: string }).field];
    };
    expect(await field({ ...proof(old, fresh), oldAuth: "short" })).toEqual([400, "oldAuth"]);
    expect(await field({ ...proof(old, fresh), oldEndpoint: "" })).toEqual([400, "oldEndpoint"]);
    expect(await field({ oldEndpoint: old.endpoint, oldAuth: old.keys.auth })).toEqual([400, "subscription"]);
    expect(
      await field({ ...proof(old, fresh), subscription: { ...fresh, keys: { ...fresh.keys, p256dh: "B" } } }),
    ).toEqual([400, "subscription.keys.p256dh"]);
    expect(
      await field({
        ...proof(old, fresh),
        subscription: { ...fresh, endpoint: "http://push.example/_push/1" },
      }),
    ).toEqual([400, "endpoint"]);
    expect(
      (
        await app.request("/api/push/renew", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: "{",
        })
      ).status,
    ).toBe(400);
    expect((await renew(proof(old, fresh), f.app)).status).toBe(503);
    expect(await subscriptions()).toEqual(before);
  });
});

describe("what is pushed", () => {
  it("a placement pushes its new order to each subscribed seller device of the shop, once, through the stub", async () => {
    const [phone, laptop, otherShop] = [await mint(), await mint(), await mint()];
    for (const sub of [phone, laptop])
      expect((await call("POST", "/api/digiorder/push?shopId=demo", sub, sellerKey("demo"))).status).toBe(
        200,
      );
    expect((await call("POST", "/api/digiorder/push?shopId=seva", otherShop, sellerKey("seva"))).status).toBe(
      200,
    );
    const orderId = await order();
    const rows = await pushRows();
    const subs = await subscriptions();
    expect(rows.map((r) => [r.recipient, r.template, r.shopId, r.orderId])).toEqual(
      subs.filter((s) => s.shopId === "demo").map((s) => [String(s.id), "new_order", "demo", orderId]),
    );
    expect(new Set(rows.map((r) => r.key)).size).toBe(2);
    await worker().runOnce();
    // A second round sends nothing again.
    await worker().runOnce();
    const got = await pushes();
    expect(got.map((m) => m.to).sort()).toEqual([idOf(phone), idOf(laptop)].sort());
    for (const m of got) {
      expect(m.template).toBe(`New order #${orderId.slice(-6).toUpperCase()} on Demo Kirana Store`);
      expect(m.params[1]).toMatch(/^Organic Jaggery 1 kg × 2\. Total ₹\d+, cash on delivery\.$/);
      expect(m.params[2]).toBe(`${testConfig.siteUrl}/Admin/orders`);
      expect(m.language).toBe("high");
      expect(m.sends).toBe(1);
    }
    expect((await pushRows()).map((r) => r.status)).toEqual(["sent", "sent"]);
    expect((await pushRows()).every((r) => r.providerId.startsWith(`${stub.url}/_push/messages/`))).toBe(
      true,
    );
  });

  it("the shop's row counts its devices as they come and go; a shop with none writes no fan-out", async () => {
    const count = async () =>
      (await f.handle.db.select({ n: shops.pushDevices }).from(shops).where(eq(shops.shopId, "demo")))[0]?.n;
    await order();
    expect(await pushRows()).toEqual([]);
    const [phone, laptop, renewed] = [await mint(), await mint(), await mint()];
    await call("POST", "/api/digiorder/push?shopId=demo", phone, sellerKey("demo"));
    await call("POST", "/api/digiorder/push?shopId=demo", phone, sellerKey("demo"));
    expect(await count()).toBe(1);
    await call("POST", "/api/digiorder/push?shopId=demo", laptop, sellerKey("demo"));
    await call("POST", "/api/digiorder/push?shopId=demo", renewed, sellerKey("demo"));
    expect(await count()).toBe(3);
    // The laptop's browser renewed onto a subscription the console had already given: one row less.
    const moved = await app.request("/api/push/renew", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        oldEndpoint: laptop.endpoint,
        oldAuth: laptop.keys.auth,
        subscription: renewed,
      }),
    });
    expect(moved.status).toBe(200);
    expect(await count()).toBe(2);
    await call(
      "DELETE",
      "/api/digiorder/push?shopId=demo",
      { endpoint: renewed.endpoint },
      sellerKey("demo"),
    );
    expect(await count()).toBe(1);
    // Its push service dropped the phone: the 410 removes it, and the count with it.
    await fetch(`${stub.url}/_stub/push/expire`, {
      method: "POST",
      body: JSON.stringify({ id: idOf(phone) }),
    });
    await order();
    await worker().runOnce();
    expect(await count()).toBe(0);
    await f.handle.db.delete(outboxMessages);
    await order();
    expect(await pushRows()).toEqual([]);
  });

  it("a placement finds its shop's devices by an index on the scope, not by reading every device", async () => {
    const planOf = await f.handle.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = (await tx.execute(
        sql`explain select s.id from push_subscriptions s where s.scope = ${"shop:demo"}`,
      )) as unknown as { rows: Record<string, unknown>[] } | Record<string, unknown>[];
      return (Array.isArray(result) ? result : result.rows).map((r) => Object.values(r).join(" ")).join("\n");
    });
    expect(planOf).toContain("push_subscriptions_scope_idx");
  });

  it("a device of someone removed from the shop is pushed nothing; the others still are", async () => {
    const [owner, staff] = [await mint(), await mint()];
    expect((await call("POST", "/api/digiorder/push?shopId=demo", owner, sellerEmail("demo"))).status).toBe(
      200,
    );
    expect((await call("POST", "/api/digiorder/push?shopId=demo", staff, DEMO_STAFF_EMAIL)).status).toBe(200);
    await order();
    expect((await pushRows()).length).toBe(2);
    await f.handle.db.delete(outboxMessages);
    const removed = await call(
      "DELETE",
      `/api/seller/shops/demo/staff/${DEMO_STAFF_EMAIL}`,
      undefined,
      sellerEmail("demo"),
    );
    expect(removed.status).toBe(200);
    await order();
    const [ownerRow] = (await subscriptions()).filter((s) => s.subscribedBy === sellerEmail("demo"));
    expect((await pushRows()).map((r) => r.recipient)).toEqual([String(ownerRow?.id)]);
  });

  it("a subscription its push service answers 410 for is removed, the message dead", async () => {
    const sub = await mint();
    await call("POST", "/api/digiorder/push?shopId=demo", sub, sellerKey("demo"));
    await fetch(`${stub.url}/_stub/push/expire`, { method: "POST", body: JSON.stringify({ id: idOf(sub) }) });
    await order();
    await worker().runOnce();
    const [row] = await pushRows();
    expect(row?.status).toBe("dead");
    expect(row?.lastError).toMatch(/^Push service 410.*expired: removed/);
    expect(await subscriptions()).toEqual([]);
    expect(await pushes()).toEqual([]);
  });

  it("a 5xx is tried again after a pause, then sent once", async () => {
    const sub = await mint();
    await call("POST", "/api/digiorder/push?shopId=demo", sub, sellerKey("demo"));
    await fetch(`${stub.url}/_stub/fail`, {
      method: "POST",
      body: JSON.stringify({ channel: "push", status: 503, times: 1 }),
    });
    await order();
    await worker().runOnce();
    const [waiting] = await pushRows();
    expect(waiting?.status).toBe("pending");
    expect(waiting?.lastError).toMatch(/^Push service 503/);
    expect(await subscriptions()).toHaveLength(1);
    await worker(() => new Date(Date.now() + 60_000)).runOnce();
    expect((await pushRows()).map((r) => [r.status, r.attempts])).toEqual([["sent", 2]]);
    expect((await pushes()).map((m) => m.sends)).toEqual([1]);
  });

  it("a push past its hour is not sent", async () => {
    const sub = await mint();
    await call("POST", "/api/digiorder/push?shopId=demo", sub, sellerKey("demo"));
    await order();
    await worker(() => new Date(Date.now() + 3_601_000)).runOnce();
    expect((await pushRows()).map((r) => [r.status, r.lastError])).toEqual([
      ["dead", "Too old to push: its time to live is over"],
    ]);
    expect(await pushes()).toEqual([]);
  });

  it("an order given to a rider is pushed to the rider's devices; one the rider takes is not", async () => {
    const sub = await mint();
    expect((await call("POST", "/api/rider/push", sub, RIDER)).status).toBe(200);
    const orderId = await f.confirmedOrder("push-dhaba", DHABA_SELLER, "push.rider.buyer@example.com");
    await f.handle.db.delete(outboxMessages);
    const given = await f.call(
      "POST",
      "/api/digiorder/assignrider",
      { orderId, riderDetails: { name: "Mohan Lal", phoneNumber: RIDER, vehicleType: "Bike" } },
      DHABA_SELLER,
    );
    expect(given.status).toBe(200);
    const rows = await pushRows();
    expect(rows.map((r) => [r.template, r.event, r.orderId])).toEqual([
      ["rider_assigned", "rider.assigned", orderId],
    ]);
    await worker().runOnce();
    const [got] = await pushes();
    expect(got?.to).toBe(idOf(sub));
    expect(got?.template).toBe(`Order #${orderId.slice(-6).toUpperCase()} from Shop push-dhaba is yours`);
    expect(got?.params[2]).toBe(`${testConfig.siteUrl}/Admin/rider`);
    // The rider takes it on (En Route): a step, not an assignment.
    await f.handle.db.delete(outboxMessages);
    expect((await call("POST", `/api/rider/orders/${orderId}/accept`, {}, RIDER)).status).toBe(200);
    expect(
      await f.handle.db.select().from(outboxMessages).where(like(outboxMessages.key, "rider.assigned:%")),
    ).toEqual([]);
  });
});
