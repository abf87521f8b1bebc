/**
 * The outbox (issue 36): a placement and each step of a line write their
 * messages in their own transaction (none for a refused change or a replay);
 * the worker sends them through the providers' wire formats (the local stub,
 * scripts/stubs/messages.ts) with their idempotency keys, tries again with
 * backoff, sends a WhatsApp the number cannot take by SMS, skips a channel
 * that is off, keeps a dead letter; a send cut off by a crash is sent again
 * under its key and reaches the recipient once; two workers never send one
 * message twice.
 */

import { connect } from "node:net";
import { and, eq, sql } from "drizzle-orm";
import * as v from "valibot";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type MessageStub, NOT_ON_WHATSAPP, startMessageStub } from "../../../scripts/stubs/messages";
import { AddOrderResponse } from "../../../src/contract/order";
import { RESEND_WAIT_MS } from "../../../src/domain/messages/consent";
import { MAX_ATTEMPTS } from "../../../src/domain/messages/retry";
import { DEFAULT_NOTIFICATIONS } from "../../../src/domain/messages/sellerNotices";
import { renderMessage } from "../../../src/domain/messages/templates";
import type { App } from "../../../src/server/app";
import type { DbHandle } from "../../../src/server/db/connection";
import { customers, type OutboxRow, outboxMessages, shops } from "../../../src/server/db/schema";
import { createLogger } from "../../../src/server/http/log";
import type { ChannelAdapter, ChannelName } from "../../../src/server/messages/channel";
import { emailAdapter } from "../../../src/server/messages/email";
import { claimDue } from "../../../src/server/messages/outbox";
import { smsAdapter } from "../../../src/server/messages/sms";
import { linksOf } from "../../../src/server/messages/start";
import { whatsappAdapter } from "../../../src/server/messages/whatsapp";
import { createMessageWorker } from "../../../src/server/messages/worker";
import { SELLER_PHONES } from "../../../src/server/seed/shops";
import { openSeededApp, TEST_SELLER_KEY, testConfig } from "../support";
import { orderBody, placeOrder, savedAddress } from "../support/shopping";

let app: App;
let handle: DbHandle;
let stub: MessageStub;
let adapters: Partial<Record<ChannelName, ChannelAdapter>>;
const log = createLogger("json", () => {});

/** The channels' adapters on the stub; a running worker closes its own when stopped. */
function makeAdapters(): Partial<Record<ChannelName, ChannelAdapter>> {
  return {
    whatsapp: whatsappAdapter({ apiUrl: `${stub.url}/whatsapp/v21.0`, token: "t", phoneNumberId: "1" }),
    sms: smsAdapter({
      apiUrl: `${stub.url}/msg91/api/v5`,
      authKey: "k",
      templateIds: {
        order_placed: "T-placed",
        new_order: "T-new",
        order_confirmed: "T-confirmed",
        order_cancelled: "T-cancelled",
      },
    }),
    email: emailAdapter({
      smtpUrl: `smtp://127.0.0.1:${stub.smtpPort}`,
      from: "Platform <orders@platform.in>",
    }),
  };
}

beforeAll(async () => {
  ({ app, handle } = await openSeededApp());
  stub = await startMessageStub();
  adapters = makeAdapters();
});
afterAll(async () => {
  await Promise.all(Object.values(adapters).map((a) => a?.close?.()));
  await stub.close();
  await handle.close();
});
afterEach(async () => {
  await fetch(`${stub.url}/_stub/messages`, { method: "DELETE" });
  await handle.db.delete(outboxMessages);
});

/** A message's variables, for the bursts written straight to the outbox. */
const BURST_PARAMS = {
  shop: "Demo",
  order: "A1",
  items: "Dal",
  total: "₹1",
  payment: "UPI",
  link: "",
  date: "3 Dec",
  rider: "",
  riderPhone: "",
  reason: "",
};
const rows = () => handle.db.select().from(outboxMessages).orderBy(outboxMessages.id);
const workerOptions = (now: () => Date = () => new Date(), only = adapters) => ({
  db: handle.db,
  adapters: only,
  linkFor: linksOf(testConfig),
  log,
  now,
});
const worker = (now: () => Date = () => new Date(), only = adapters) =>
  createMessageWorker(workerOptions(now, only));

async function order(buyer: string, extra = {}): Promise<string> {
  const address = await savedAddress(app, buyer);
  const placed = await placeOrder(
    app,
    orderBody(buyer, address, [{ shopId: "demo", productId: "organic-jaggery-1kg", productCount: 2 }], extra),
  );
  expect(placed.status).toBe(200);
  return v.parse(AddOrderResponse, placed.json).orderIds[0] ?? "";
}

const confirm = (orderId: string) =>
  app.request("/api/digiorder/updatestatus", {
    method: "POST",
    headers: { "content-type": "application/json", "x-seller-key": `${TEST_SELLER_KEY}-demo` },
    body: JSON.stringify({ orderId, riderStatus: "Confirmed" }),
  });

describe("written with the change", () => {
  it("a placement writes the shopper's SMS and email and the seller's WhatsApp, in the shopper's language", async () => {
    const orderId = await order("outbox.buyer@x.in", { language: "hi" });
    const written = await rows();
    const shopper = written.filter((r) => r.template === "order_placed");
    expect(shopper.map((r) => [r.channel, r.recipient, r.language])).toEqual([
      ["sms", "+919000000001", "hi"],
      ["email", "outbox.buyer@x.in", "hi"],
    ]);
    const seller = written.filter((r) => r.template === "new_order");
    expect(seller.map((r) => [r.channel, r.recipient, r.language])).toContainEqual([
      "whatsapp",
      SELLER_PHONES.demo,
      "en",
    ]);
    for (const r of written) {
      expect(r.orderId).toBe(orderId);
      expect(r.status).toBe("pending");
      expect(r.params.items).toBe("Organic Jaggery 1 kg × 2");
    }
  });

  it("a shopper who opts in at checkout gets WhatsApp, and their consent is kept", async () => {
    await order("optin.buyer@x.in", { whatsappOptIn: true });
    const shopper = (await rows()).filter((r) => r.template === "order_placed");
    expect(shopper.map((r) => r.channel)).toEqual(["whatsapp", "email"]);
    const [row] = await handle.db.select().from(customers).where(eq(customers.email, "optin.buyer@x.in"));
    expect(row?.whatsappOptInAt).toBeInstanceOf(Date);
  });

  it("a refused placement and a replayed one write nothing", async () => {
    const buyer = "refused.buyer@x.in";
    const address = await savedAddress(app, buyer);
    const bad = await placeOrder(
      app,
      orderBody(buyer, address, [{ shopId: "demo", productId: "organic-jaggery-1kg", productCount: 1 }], {
        couponCode: "NOSUCHCOUPON",
      }),
    );
    expect(bad.status).toBe(400);
    expect(await rows()).toEqual([]);
    const body = orderBody(buyer, address, [
      { shopId: "demo", productId: "organic-jaggery-1kg", productCount: 1 },
    ]);
    expect((await placeOrder(app, body)).status).toBe(200);
    const first = (await rows()).length;
    expect((await placeOrder(app, body)).status).toBe(200);
    expect((await rows()).length).toBe(first);
  });

  it("the seller's confirm writes the shopper's message once; a refused confirm none", async () => {
    const orderId = await order("confirm.buyer@x.in");
    await handle.db.delete(outboxMessages);
    expect((await confirm(orderId)).status).toBe(200);
    const written = await rows();
    expect(written.map((r) => [r.template, r.channel])).toEqual([
      ["order_confirmed", "sms"],
      ["order_confirmed", "email"],
    ]);
    expect((await confirm(orderId)).status).toBe(409);
    expect((await rows()).length).toBe(2);
  });
});

describe("sent by the worker", () => {
  it("sends each message through its provider with its words and link, and records the provider's id", async () => {
    const orderId = await order("sent.buyer@x.in", { whatsappOptIn: true });
    expect(await worker().runOnce()).toBe(4);
    const sent = await stub.messages();
    const wa = sent.find((m) => m.channel === "whatsapp" && m.template === "order_placed");
    expect(wa?.to).toBe("+919000000001");
    expect(wa?.text).toBe(
      `Demo Kirana Store has your order #${orderId.slice(-6)}: Organic Jaggery 1 kg × 2. Total ₹${wa?.params[3]?.slice(1)}, cash on delivery. Follow it here: http://demo.localhost:4321/history`,
    );
    const mail = sent.find((m) => m.channel === "email" && m.to === "sent.buyer@x.in");
    expect(mail?.template).toBe(`Order #${orderId.slice(-6)} placed with Demo Kirana Store`);
    expect(sent.find((m) => m.template === "new_order")?.text).toContain(
      "Confirm it: http://localhost:4321/Admin/orders",
    );
    for (const r of await rows()) {
      expect(r.status).toBe("sent");
      expect(r.providerId).not.toBe("");
    }
  });

  it("tries a failed send again after a backoff, then sends it", async () => {
    await order("retry.buyer@x.in");
    await fetch(`${stub.url}/_stub/fail`, {
      method: "POST",
      body: JSON.stringify({ channel: "sms", status: 503 }),
    });
    let clock = new Date();
    const w = worker(() => clock);
    await w.runOnce();
    const [sms] = (await rows()).filter((r) => r.channel === "sms");
    expect(sms?.status).toBe("pending");
    expect(sms?.lastError).toContain("MSG91 503");
    expect(sms?.nextAttemptAt.getTime()).toBeGreaterThan(clock.getTime() + 3_000);
    expect(await w.runOnce()).toBe(0);
    clock = new Date(clock.getTime() + 10_000);
    expect(await w.runOnce()).toBe(1);
    expect((await rows()).every((r) => r.status === "sent")).toBe(true);
    expect((await stub.messages()).filter((m) => m.channel === "sms")).toHaveLength(1);
  });

  it("a seller's message tried again waits out their quiet hours (unless urgent); a shopper's does not", async () => {
    /** "HH:MM" India time, `minutes` from now. */
    const istClock = (minutes: number) =>
      new Date(Date.now() + (minutes + 330) * 60_000).toISOString().slice(11, 16);
    const quiet = (urgent: boolean) =>
      handle.db
        .update(shops)
        .set({
          notifications: {
            quietFrom: istClock(1),
            quietTo: istClock(61),
            events: { ...DEFAULT_NOTIFICATIONS.events, "order.new": { channels: ["whatsapp"], urgent } },
          },
        })
        .where(eq(shops.shopId, "demo"));
    try {
      for (const urgent of [false, true]) {
        await handle.db.delete(outboxMessages);
        // Placed before the quiet hours: written due now; the worker's attempt fails inside them.
        await quiet(urgent);
        await order(`quiet.retry.${urgent}@x.in`, { whatsappOptIn: true });
        await fetch(`${stub.url}/_stub/fail`, {
          method: "POST",
          body: JSON.stringify({ channel: "whatsapp", status: 503, times: 2 }),
        });
        const clock = new Date(Date.now() + 2 * 60_000);
        await worker(() => clock).runOnce();
        const whatsapp = (await rows()).filter((r) => r.channel === "whatsapp");
        const seller = whatsapp.find((r) => r.template === "new_order");
        const shopper = whatsapp.find((r) => r.template === "order_placed");
        expect([seller?.status, shopper?.status]).toEqual(["pending", "pending"]);
        const wait = (r?: OutboxRow) => (r?.nextAttemptAt.getTime() ?? 0) - clock.getTime();
        expect(wait(shopper)).toBeLessThanOrEqual(5_000);
        if (urgent) expect(wait(seller)).toBeLessThanOrEqual(5_000);
        else {
          expect(wait(seller)).toBeGreaterThan(57 * 60_000);
          expect(wait(seller)).toBeLessThanOrEqual(59 * 60_000);
          expect(seller?.nextAttemptAt.getTime() ?? 1).toBe(
            Math.floor((seller?.nextAttemptAt.getTime() ?? 0) / 60_000) * 60_000,
          );
        }
      }
    } finally {
      await handle.db.update(shops).set({ notifications: {} }).where(eq(shops.shopId, "demo"));
    }
  });

  it("a WhatsApp the number cannot take goes by SMS instead", async () => {
    const buyer = "nowa.buyer@x.in";
    await order(buyer, { whatsappOptIn: true });
    await handle.db
      .update(outboxMessages)
      .set({ recipient: `+${NOT_ON_WHATSAPP}` })
      .where(and(eq(outboxMessages.template, "order_placed"), eq(outboxMessages.channel, "whatsapp")));
    const w = worker();
    await w.runOnce();
    await w.runOnce();
    const placed = (await rows()).filter((r) => r.template === "order_placed");
    expect(placed.map((r) => [r.channel, r.status])).toEqual([
      ["whatsapp", "dead"],
      ["email", "sent"],
      ["sms", "sent"],
    ]);
    expect(placed[0]?.lastError).toContain("131026");
    expect((await stub.messages()).filter((m) => m.channel === "sms").map((m) => m.to)).toEqual([
      `+${NOT_ON_WHATSAPP}`,
    ]);
  });

  it("a channel that is off here is skipped, never sent", async () => {
    await order("skipped.buyer@x.in");
    await worker(() => new Date(), { sms: adapters.sms as ChannelAdapter }).runOnce();
    const byChannel = Object.fromEntries((await rows()).map((r) => [`${r.template}:${r.channel}`, r]));
    expect(byChannel["order_placed:email"]?.status).toBe("skipped");
    expect(byChannel["order_placed:email"]?.lastError).toBe("Email is off here (no SMTP_URL)");
    expect(byChannel["order_placed:sms"]?.status).toBe("sent");
    expect((await stub.messages()).map((m) => m.channel)).toEqual(["sms"]);
  });

  it("a provider's refusal is a dead letter at once; failures past the last attempt too", async () => {
    await order("dead.buyer@x.in");
    await fetch(`${stub.url}/_stub/fail`, {
      method: "POST",
      body: JSON.stringify({ channel: "sms", status: 400 }),
    });
    await worker().runOnce();
    const [sms] = (await rows()).filter((r) => r.channel === "sms");
    expect(sms?.status).toBe("dead");
    await handle.db.delete(outboxMessages);
    await order("tired.buyer@x.in");
    await handle.db.update(outboxMessages).set({ attempts: MAX_ATTEMPTS - 1 });
    await fetch(`${stub.url}/_stub/fail`, {
      method: "POST",
      body: JSON.stringify({ channel: "sms", status: 500 }),
    });
    await worker().runOnce();
    const [tired] = (await rows()).filter((r) => r.channel === "sms");
    expect(tired?.status).toBe("dead");
    expect(tired?.lastError).toContain(`gave up after ${MAX_ATTEMPTS} attempts`);
  });

  it("a send cut off by a crash is sent again under its key when the lease ends: the recipient gets it once", async () => {
    await order("crash.buyer@x.in");
    const start = new Date();
    // A worker claims and sends, and dies before it records anything.
    const claimed: OutboxRow[] = await claimDue(handle.db, start, 10, 60_000);
    const sms = claimed.find((r) => r.channel === "sms");
    if (!sms) throw new Error("no SMS claimed");
    await worker(() => start).runOnce(); // nothing: all held
    expect(await stub.messages()).toEqual([]);
    await adapters.sms?.send({
      key: sms.key,
      channel: "sms",
      recipient: sms.recipient,
      template: sms.template,
      language: sms.language,
      rendered: renderMessage(sms.template, sms.language, { ...sms.params, link: "x" }),
    });
    expect(await worker(() => new Date(start.getTime() + 30_000)).runOnce()).toBe(0);
    // Past the lease: the emails are sent again at once (their Message-ID dedupes); the SMS and the
    // seller's WhatsApp wait for their provider's report (none comes: this stub reports nothing)
    // RESEND_WAIT_MS more, then go again.
    const waiting = claimed.filter((r) => r.channel === "sms" || r.channel === "whatsapp").length;
    expect(waiting).toBe(2);
    expect(await worker(() => new Date(start.getTime() + 61_000)).runOnce()).toBe(claimed.length - waiting);
    expect(await worker(() => new Date(start.getTime() + 61_000 + RESEND_WAIT_MS)).runOnce()).toBe(waiting);
    const again = (await stub.messages()).filter((m) => m.channel === "sms");
    expect(again).toHaveLength(1);
    expect(again[0]?.sends).toBe(2);
    expect((await rows()).every((r) => r.status === "sent" && r.attempts === 2)).toBe(true);
  });

  it("a message written in the worker's millisecond is due in it (the database keeps microseconds, the worker's clock milliseconds)", async () => {
    await order("same.ms@x.in");
    const at = new Date("2026-11-30T10:00:00.123Z");
    // Written 0.5 ms into the millisecond the worker's clock reads; another 1 ms later, not due yet.
    await handle.db
      .update(outboxMessages)
      .set({ nextAttemptAt: sql`${at.toISOString()}::timestamptz + interval '500 microseconds'` });
    const [later] = await rows();
    await handle.db
      .update(outboxMessages)
      .set({ nextAttemptAt: sql`${at.toISOString()}::timestamptz + interval '1 millisecond'` })
      .where(eq(outboxMessages.id, later?.id ?? 0));
    const claimed = await claimDue(handle.db, at, 10, 60_000);
    const total = (await rows()).length;
    expect(claimed).toHaveLength(total - 1);
    expect(claimed.map((r) => r.id)).not.toContain(later?.id);
  });

  it("two workers at once send every message once", async () => {
    for (const n of [1, 2, 3, 4, 5]) await order(`race${n}.buyer@x.in`);
    const total = (await rows()).length;
    const a = worker();
    const b = worker();
    const [x, y] = await Promise.all([a.runOnce(), b.runOnce()]);
    const [x2, y2] = await Promise.all([a.runOnce(), b.runOnce()]);
    expect(x + y + x2 + y2).toBe(total);
    expect(await stub.messages()).toHaveLength(total);
    expect((await stub.messages()).every((m) => m.sends === 1)).toBe(true);
    const [{ n } = { n: 0 }] = await handle.db
      .select({ n: sql<number>`count(*)::int` })
      .from(outboxMessages)
      .where(and(eq(outboxMessages.status, "sent"), eq(outboxMessages.attempts, 1)));
    expect(n).toBe(total);
  });

  it("two running workers drain a burst of 300 messages, each sent once, none left claimed", async () => {
    await handle.db.insert(outboxMessages).values(
      Array.from({ length: 300 }, (_, i) => ({
        key: `burst-${i}`,
        event: "order.placed",
        channel: (["whatsapp", "sms", "email"] as const)[i % 3] as "whatsapp",
        recipient: i % 3 === 2 ? `burst${i}@x.in` : `+9198${String(i).padStart(8, "0")}`,
        shopId: "demo",
        template: "order_placed" as const,
        params: BURST_PARAMS,
      })),
    );
    const running = [1, 2].map(() =>
      createMessageWorker({ ...workerOptions(undefined, makeAdapters()), batch: 40 }),
    );
    for (const w of running) w.start();
    const deadline = Date.now() + 20_000;
    while ((await rows()).some((r) => r.status !== "sent") && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 50));
    await Promise.all(running.map((w) => w.stop()));
    const all = await rows();
    expect(all.filter((r) => r.status === "sent")).toHaveLength(300);
    expect(all.every((r) => r.attempts === 1 && r.sentAt instanceof Date && r.providerId !== "")).toBe(true);
    expect(await stub.messages()).toHaveLength(300);
    expect((await stub.messages()).every((m) => m.sends === 1)).toBe(true);
  });

  it("while its process is busy answering requests, a worker sends a few messages a second, then the rest at once", async () => {
    await handle.db.insert(outboxMessages).values(
      Array.from({ length: 60 }, (_, i) => ({
        key: `busy-${i}`,
        event: "order.placed",
        channel: "sms" as const,
        recipient: `+9196${String(i).padStart(8, "0")}`,
        shopId: "demo",
        template: "order_placed" as const,
        params: BURST_PARAMS,
      })),
    );
    let busy = true;
    const w = createMessageWorker({
      ...workerOptions(undefined, makeAdapters()),
      busy: () => busy,
      busyBatch: 5,
      busyEveryMs: 400,
    });
    const started = Date.now();
    w.start();
    const sentNow = async () => (await rows()).filter((r) => r.status === "sent").length;
    try {
      // Busy: 5 a claim, a claim each 400 ms at most.
      while (Date.now() - started < 1_000) await new Promise((r) => setTimeout(r, 50));
      const whileBusy = (await stub.messages()).length;
      expect(whileBusy).toBeGreaterThan(0);
      expect(whileBusy).toBeLessThanOrEqual(5 * Math.ceil((Date.now() - started) / 400));
      busy = false;
      const deadline = Date.now() + 10_000;
      while ((await sentNow()) < 60 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    } finally {
      await w.stop();
    }
    expect(await sentNow()).toBe(60);
    expect((await stub.messages()).every((m) => m.sends === 1)).toBe(true);
  });

  it("a worker stopped mid-burst gives back what it claimed and did not send: pending at once, the attempt not counted", async () => {
    await handle.db.insert(outboxMessages).values(
      Array.from({ length: 120 }, (_, i) => ({
        key: `stop-${i}`,
        event: "order.placed",
        channel: "sms" as const,
        recipient: `+9197${String(i).padStart(8, "0")}`,
        shopId: "demo",
        template: "order_placed" as const,
        params: BURST_PARAMS,
      })),
    );
    // Each answer held a moment: the worker is stopped with messages claimed and not yet sent.
    await fetch(`${stub.url}/_stub/hold`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ channel: "sms", ms: 200 }),
    });
    const w = createMessageWorker({
      ...workerOptions(undefined, makeAdapters()),
      batch: 100,
      concurrency: 4,
    });
    w.start();
    while ((await stub.messages()).length < 4) await new Promise((r) => setTimeout(r, 20));
    await w.stop();
    await fetch(`${stub.url}/_stub/hold`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ channel: "sms", ms: 0 }),
    });
    const after = await rows();
    const sent = after.filter((r) => r.status === "sent");
    const pending = after.filter((r) => r.status === "pending");
    expect(after.some((r) => r.status === "sending")).toBe(false);
    expect(sent.length + pending.length).toBe(120);
    expect(sent.length).toBe((await stub.messages()).length);
    expect(pending.length).toBeGreaterThan(0);
    expect(pending.every((r) => r.attempts === 0)).toBe(true);
    // Another worker sends the rest at once (in batches of 100), each once.
    const next = worker();
    let taken = 0;
    for (let got = await next.runOnce(); got > 0; got = await next.runOnce()) taken += got;
    expect(taken).toBe(pending.length);
    expect(await stub.messages()).toHaveLength(120);
    expect((await stub.messages()).every((m) => m.sends === 1)).toBe(true);
  });

  it("a mail sender reset mid-conversation (a replica killed) leaves the stub's mail server up", async () => {
    // A sender killed in the middle of a mail: after MAIL FROM, its connection reset.
    const socket = connect({ port: stub.smtpPort, host: "127.0.0.1" });
    const answer = () => new Promise((resolve) => socket.once("data", resolve));
    await answer(); // the greeting
    socket.write("EHLO killed.replica\r\n");
    await answer();
    socket.write("MAIL FROM:<orders@platform.in>\r\n");
    await answer();
    socket.write("RCPT TO:<someone@x.in>\r\n");
    socket.resetAndDestroy();
    await new Promise((r) => setTimeout(r, 100));
    await order("after.reset@x.in");
    await worker().runOnce();
    expect((await stub.messages()).some((m) => m.channel === "email" && m.to === "after.reset@x.in")).toBe(
      true,
    );
  });
});
