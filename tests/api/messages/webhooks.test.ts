/**
 * The providers' webhooks and STOP (issue 36), on PGlite and PostgreSQL:
 * Meta's handshake and signature (good, missing, wrong, not configured), MSG91's
 * token; each event recorded once (a replay is a 200 no-op) and applied in
 * order of state (read then a late delivered stays read; a failed after
 * delivered does not undo it); a WhatsApp reported failed for a reason SMS
 * cures goes by SMS once, and is not lost to the worker's record of the send
 * crossing its transaction; STOP on WhatsApp makes the next order SMS and skips
 * a WhatsApp already written, STOP on SMS skips SMS, START resumes; the staff
 * list shows delivery; a send cut off between the provider's acceptance and
 * its record is marked sent from the provider's report (WhatsApp by our key,
 * MSG91 by its number), not sent twice, and sent again only after the wait
 * when no report comes; the email's signed one-click unsubscribe; a bounced
 * email (its report by webhook: token, body, raw or a form's field; or a
 * mailbox refused at once) fails the message and stops mail to the address
 * until the shopper turns it on again.
 */
import { and, eq } from "drizzle-orm";
import * as v from "valibot";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { SAMPLE_MESSAGE_PARAMS } from "../../../scripts/bench/placement-sql";
import {
  bounceReport,
  type MessageStub,
  OUT_OF_WINDOW,
  startMessageStub,
} from "../../../scripts/stubs/messages";
import type { MessageChoicesResponse } from "../../../src/contract/messageChoices";
import type { MessagesResponse } from "../../../src/contract/messages";
import { AddOrderResponse } from "../../../src/contract/order";
import { RESEND_WAIT_MS } from "../../../src/domain/messages/consent";
import { type App, createApp } from "../../../src/server/app";
import type { Config } from "../../../src/server/config";
import type { DbHandle } from "../../../src/server/db/connection";
import { messageChoices, messageEvents, type OutboxRow, outboxMessages } from "../../../src/server/db/schema";
import { createLogger } from "../../../src/server/http/log";
import type { ChannelAdapter, ChannelName } from "../../../src/server/messages/channel";
import { emailAdapter } from "../../../src/server/messages/email";
import { applyStatuses, recordInbound, recordSends } from "../../../src/server/messages/inbound";
import { enqueueMessages, settleSent } from "../../../src/server/messages/outbox";
import { smsAdapter } from "../../../src/server/messages/sms";
import { linksOf } from "../../../src/server/messages/start";
import { unsubscribeUrl } from "../../../src/server/messages/unsubscribe";
import { signatureOf } from "../../../src/server/messages/webhooks";
import { whatsappAdapter } from "../../../src/server/messages/whatsapp";
import { createMessageWorker } from "../../../src/server/messages/worker";
import { openSeededApp, postJson, TEST_MASTER_EMAIL, testConfig } from "../support";
import { sellerApi } from "../support/seller";
import { orderBody, placeOrder, savedAddress } from "../support/shopping";
import { asCustomer } from "../support/tokens";

const SECRET = "test-app-secret";
const VERIFY = "test-verify-token";
const SMS_TOKEN = "test-sms-token";
const EMAIL_TOKEN = "test-email-token";
const config: Config = {
  ...testConfig,
  messages: {
    send: false,
    leaseMs: 60_000,
    pushHttpOrigins: [],
    apiUrl: "http://api.test",
    webhooks: {
      whatsappAppSecret: SECRET,
      whatsappVerifyToken: VERIFY,
      smsToken: SMS_TOKEN,
      emailToken: EMAIL_TOKEN,
    },
  },
};
const PHONE = "+919000000001";

let app: App;
let bare: App;
let handle: DbHandle;
let stub: MessageStub;
let adapters: Partial<Record<ChannelName, ChannelAdapter>>;
const log = createLogger("json", () => {});

beforeAll(async () => {
  ({ app, handle } = await openSeededApp(config));
  // The same database, an API without the webhooks' settings.
  bare = createApp({ db: handle.db, config: testConfig });
  stub = await startMessageStub({
    webhooks: {
      send: async (path, init) => app.request(path, init),
      whatsappAppSecret: SECRET,
      smsToken: SMS_TOKEN,
      emailToken: EMAIL_TOKEN,
      delayMs: 0,
    },
  });
  adapters = {
    whatsapp: whatsappAdapter({ apiUrl: `${stub.url}/whatsapp/v21.0`, token: "t", phoneNumberId: "1" }),
    sms: smsAdapter({
      apiUrl: `${stub.url}/msg91/api/v5`,
      authKey: "k",
      templateIds: { order_placed: "T-placed", new_order: "T-new", order_confirmed: "T-confirmed" },
    }),
    email: emailAdapter({
      smtpUrl: `smtp://127.0.0.1:${stub.smtpPort}`,
      from: "Platform <orders@platform.in>",
    }),
  };
});
afterAll(async () => {
  await Promise.all(Object.values(adapters).map((a) => a?.close?.()));
  await stub.close();
  await handle.close();
});
afterEach(async () => {
  await stub.reported();
  await fetch(`${stub.url}/_stub/webhooks`, { method: "POST", body: JSON.stringify({ hold: false }) });
  await stub.reported();
  await fetch(`${stub.url}/_stub/messages`, { method: "DELETE" });
  await handle.db.delete(outboxMessages);
  await handle.db.delete(messageEvents);
  await handle.db.delete(messageChoices);
});

const rows = () => handle.db.select().from(outboxMessages).orderBy(outboxMessages.id);
/** The channels the shopper's order_placed went on, in the order written. */
const placedChannels = async () =>
  (await rows()).filter((r) => r.template === "order_placed").map((r) => r.channel);
const rowOf = async (template: string, channel: string): Promise<OutboxRow | undefined> =>
  (await rows()).find((r) => r.template === template && r.channel === channel);
const worker = (now: () => Date = () => new Date(), only = adapters) =>
  createMessageWorker({
    db: handle.db,
    adapters: only,
    linkFor: linksOf(testConfig),
    unsubscribeFor: (to) => unsubscribeUrl(config, to),
    log,
    now,
  });
const drain = async (w = worker()) => {
  while ((await w.runOnce()) > 0) await stub.reported();
  await stub.reported();
};

async function order(buyer: string, extra = {}): Promise<string> {
  const address = await savedAddress(app, buyer);
  const placed = await placeOrder(
    app,
    orderBody(buyer, address, [{ shopId: "demo", productId: "organic-jaggery-1kg", productCount: 1 }], extra),
  );
  expect(placed.status).toBe(200);
  return v.parse(AddOrderResponse, placed.json).orderIds[0] ?? "";
}

/** Meta's webhook body around statuses or messages. */
const meta = (value: Record<string, unknown>) =>
  JSON.stringify({
    object: "whatsapp_business_account",
    entry: [
      { id: "waba", changes: [{ field: "messages", value: { messaging_product: "whatsapp", ...value } }] },
    ],
  });
const status = (id: string, state: string, seconds: number, extra: Record<string, unknown> = {}) =>
  meta({
    statuses: [{ id, status: state, timestamp: String(seconds), recipient_id: "919000000001", ...extra }],
  });
const signed = (body: string, secret = SECRET, on = app) =>
  on.request("/api/webhooks/whatsapp", {
    method: "POST",
    headers: { "content-type": "application/json", "x-hub-signature-256": signatureOf(body, secret) },
    body,
  });
const sms = (path: "reports" | "replies", body: unknown, token: string | null = SMS_TOKEN, on = app) =>
  on.request(`/api/webhooks/sms/${path}${token === null ? "" : `?token=${token}`}`, postJson(body));
const reply = (channel: "whatsapp" | "sms", text: string, from = PHONE) =>
  fetch(`${stub.url}/_stub/reply`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ channel, from, text }),
  });

describe("the WhatsApp webhook's checks", () => {
  it("answers Meta's handshake with the challenge, only for our verify token", async () => {
    const ok = await app.request(
      `/api/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=${VERIFY}&hub.challenge=1158201444`,
    );
    expect(ok.status).toBe(200);
    expect(await ok.text()).toBe("1158201444");
    const wrong = await app.request(
      "/api/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=nope&hub.challenge=1",
    );
    expect(wrong.status).toBe(403);
    expect(((await wrong.json()) as { error: string }).error).toContain("WHATSAPP_VERIFY_TOKEN");
    const missing = await app.request("/api/webhooks/whatsapp?hub.mode=subscribe&hub.challenge=1");
    expect(missing.status).toBe(403);
  });

  it("refuses a POST without a signature, or signed with another secret (401), and records nothing", async () => {
    const body = status("wamid.X", "delivered", 1764410400);
    const none = await app.request("/api/webhooks/whatsapp", postJson(body));
    expect(none.status).toBe(401);
    expect(((await none.json()) as { error: string }).error).toBe(
      "X-Hub-Signature-256 is missing: only Meta may call this",
    );
    const wrong = await signed(body, "another-secret");
    expect(wrong.status).toBe(401);
    expect(((await wrong.json()) as { error: string }).error).toContain("does not match the body");
    const tampered = await app.request("/api/webhooks/whatsapp", {
      method: "POST",
      headers: { "content-type": "application/json", "x-hub-signature-256": signatureOf(body, SECRET) },
      body: body.replace("delivered", "read"),
    });
    expect(tampered.status).toBe(401);
    expect(await handle.db.select().from(messageEvents)).toEqual([]);
  });

  it("a signed body that is not a WhatsApp webhook is a 400; a good one a 200", async () => {
    const bad = await signed(JSON.stringify({ object: "page", entry: [] }));
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: string }).error).toContain("Not a WhatsApp webhook");
    expect((await signed("not json")).status).toBe(400);
    const good = await signed(status("wamid.X", "delivered", 1764410400));
    expect(good.status).toBe(200);
    expect(await good.json()).toEqual({ received: 1, recorded: 1 });
  });

  it("without its settings each webhook answers 503, saying it is not configured", async () => {
    const get = await bare.request(
      "/api/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=x&hub.challenge=1",
    );
    expect(get.status).toBe(503);
    expect(((await get.json()) as { error: string }).error).toBe(
      "The WhatsApp webhook (WHATSAPP_VERIFY_TOKEN) is not configured here",
    );
    const post = await signed(status("wamid.Y", "sent", 1), SECRET, bare);
    expect(post.status).toBe(503);
    const reports = await sms("reports", { requestId: "r", number: "919000000001", status: "1" }, "x", bare);
    expect(reports.status).toBe(503);
    expect(((await reports.json()) as { error: string }).error).toBe(
      "The SMS webhook (SMS_WEBHOOK_TOKEN) is not configured here",
    );
  });
});

describe("MSG91's webhooks' token", () => {
  it("refuses a missing or wrong token (401), takes the right one", async () => {
    const report = { requestId: "req-a", number: "919000000001", status: "1", desc: "DELIVERED" };
    const missing = await sms("reports", report, null);
    expect(missing.status).toBe(401);
    expect(((await missing.json()) as { error: string }).error).toContain("?token=SMS_WEBHOOK_TOKEN");
    expect((await sms("reports", report, "wrong")).status).toBe(401);
    expect((await sms("replies", { number: "919000000001", content: "STOP" }, "wrong")).status).toBe(401);
    expect(await handle.db.select().from(messageEvents)).toEqual([]);
    const ok = await sms("reports", report);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ received: 1, recorded: 1 });
    expect((await sms("reports", { hello: "there" })).status).toBe(400);
  });

  it("reads the v2 form (data = a JSON list)", async () => {
    const data = JSON.stringify([
      {
        requestId: "req-v2",
        report: [{ number: "919000000001", status: "1", desc: "DELIVERED", date: "2026-11-29 15:30:00" }],
      },
    ]);
    const res = await app.request(`/api/webhooks/sms/reports?token=${SMS_TOKEN}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ data }).toString(),
    });
    expect(res.status).toBe(200);
    const [event] = await handle.db.select().from(messageEvents);
    expect(event).toMatchObject({
      id: "sms:req-v2:+919000000001:delivered",
      messageId: "req-v2",
      state: "delivered",
    });
    expect(event?.at.toISOString()).toBe("2026-11-29T10:00:00.000Z");
  });
});

/**
 * A report recorded in a transaction that stays open (its rows locked, its
 * event not yet seen by others) until `commit` is called: answers once the
 * report is applied, with the transaction's promise.
 */
async function reportHeldOpen(events: Parameters<typeof recordInbound>[1]) {
  let commit = () => {};
  const held = new Promise<void>((resolve) => {
    commit = resolve;
  });
  let applied = () => {};
  const open = new Promise<void>((resolve) => {
    applied = resolve;
  });
  const report = handle.db.transaction(async (tx) => {
    await recordInbound(tx as typeof handle.db, events);
    applied();
    await held;
  });
  await open;
  return { report, commit };
}

describe("statuses, once and in order of state", () => {
  it("the stub's reports mark a sent WhatsApp delivered, the seller's too; the staff list shows it", async () => {
    await order("dlr.buyer@x.in", { whatsappOptIn: true });
    await drain();
    const wa = await rowOf("order_placed", "whatsapp");
    expect(wa).toMatchObject({ status: "sent", delivery: "delivered", deliveryError: "" });
    expect(wa?.deliveredAt).toBeInstanceOf(Date);
    const seller = await rowOf("new_order", "whatsapp");
    expect(seller?.delivery).toBe("delivered");
    const { status: code, json } = await sellerApi(app)(
      "GET",
      "/api/platform/messages?channel=whatsapp",
      undefined,
      TEST_MASTER_EMAIL,
    );
    expect(code).toBe(200);
    const listed = (json as unknown as MessagesResponse).messages.find((m) => m.id === wa?.id);
    expect(listed).toMatchObject({ delivery: "delivered", readAt: null, deliveryError: "" });
    expect(listed?.deliveredAt).toBe(wa?.deliveredAt?.toISOString());
  });

  it("read then a late delivered stays read; a replay is a 200 that changes nothing; a failed after delivered does not undo it", async () => {
    await order("order.buyer@x.in", { whatsappOptIn: true });
    await fetch(`${stub.url}/_stub/webhooks`, { method: "POST", body: JSON.stringify({ hold: true }) });
    await drain();
    const wa = await rowOf("order_placed", "whatsapp");
    expect(wa?.delivery).toBe("");
    const id = wa?.providerId ?? "";
    const read = await signed(status(id, "read", 1764410500));
    expect(await read.json()).toEqual({ received: 1, recorded: 1 });
    expect(await rowOf("order_placed", "whatsapp")).toMatchObject({ delivery: "read" });
    const late = await signed(status(id, "delivered", 1764410400));
    expect(late.status).toBe(200);
    const after = await rowOf("order_placed", "whatsapp");
    expect(after).toMatchObject({ delivery: "read" });
    expect(after?.deliveredAt?.toISOString()).toBe(new Date(1764410400_000).toISOString());
    expect(after?.readAt?.toISOString()).toBe(new Date(1764410500_000).toISOString());
    const replay = await signed(status(id, "delivered", 1764410400));
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual({ received: 1, recorded: 0 });
    const failed = await signed(
      status(id, "failed", 1764410600, { errors: [{ code: 131047, message: "Re-engagement message" }] }),
    );
    expect(failed.status).toBe(200);
    expect(await rowOf("order_placed", "whatsapp")).toMatchObject({ delivery: "read", deliveryError: "" });
    // Delivered, so no SMS instead.
    expect(await rowOf("order_placed", "sms")).toBeUndefined();
    expect(
      (await handle.db.select().from(messageEvents).where(eq(messageEvents.messageId, id)))
        .map((e) => e.state)
        .sort(),
    ).toEqual(["delivered", "failed", "read"]);
  });

  it("a WhatsApp accepted then reported failed (131047) goes by SMS, once", async () => {
    await order("window.buyer@x.in", { whatsappOptIn: true });
    await handle.db
      .update(outboxMessages)
      .set({ recipient: `+${OUT_OF_WINDOW}` })
      .where(and(eq(outboxMessages.template, "order_placed"), eq(outboxMessages.channel, "whatsapp")));
    await drain();
    const wa = await rowOf("order_placed", "whatsapp");
    expect(wa).toMatchObject({ status: "sent", delivery: "failed" });
    expect(wa?.deliveryError).toContain("131047");
    const fallback = await rowOf("order_placed", "sms");
    expect(fallback).toMatchObject({ key: `${wa?.key}:sms`, recipient: `+${OUT_OF_WINDOW}`, status: "sent" });
    // The same report again (Meta retries): no second SMS.
    const again = await signed(
      status(wa?.providerId ?? "", "failed", 1, {
        recipient_id: OUT_OF_WINDOW,
        errors: [{ code: 131047, message: "Re-engagement message" }],
      }),
    );
    expect(await again.json()).toEqual({ received: 1, recorded: 0 });
    await drain();
    expect((await rows()).filter((r) => r.channel === "sms" && r.template === "order_placed")).toHaveLength(
      1,
    );
    expect(
      (await stub.messages()).filter((m) => m.channel === "sms" && m.to === `+${OUT_OF_WINDOW}`),
    ).toHaveLength(1);
  });

  it("a failed report whose transaction is still open when the worker records the send is not lost to a stale sent", async () => {
    await order("race.buyer@x.in", { whatsappOptIn: true });
    await fetch(`${stub.url}/_stub/webhooks`, { method: "POST", body: JSON.stringify({ hold: true }) });
    await drain();
    const wa = await rowOf("order_placed", "whatsapp");
    const id = wa?.providerId ?? "";
    expect(id).not.toBe("");
    // The provider's "sent" report is in; its "failed" report's transaction has applied itself to
    // the row and not yet committed when the worker applies the reports it has read (as when a
    // webhook and the worker's record of the send cross on PostgreSQL).
    await recordInbound(handle.db, [
      {
        id: "race-sent",
        kind: "status",
        channel: "whatsapp",
        messageId: id,
        key: "",
        state: "sent",
        at: new Date(1_000),
      },
    ]);
    const { report, commit } = await reportHeldOpen([
      {
        id: "race-failed",
        kind: "status",
        channel: "whatsapp",
        messageId: id,
        key: "",
        state: "failed",
        code: 131047,
        detail: "WhatsApp 131047: Re-engagement message",
        at: new Date(2_000),
      },
    ]);
    // The worker's view of the row is from before the report.
    const early = applyStatuses(handle.db, { ...(wa as OutboxRow), delivery: "" });
    await new Promise((resolve) => setTimeout(resolve, 100));
    commit();
    await Promise.all([report, early]);
    const after = await rowOf("order_placed", "whatsapp");
    expect(after).toMatchObject({ delivery: "failed" });
    expect(after?.deliveryError).toContain("131047");
    expect((await rows()).filter((r) => r.channel === "sms" && r.template === "order_placed")).toHaveLength(
      1,
    );
  });

  it("an SMS report whose transaction is still open while the worker records the send is applied, not lost", async () => {
    await enqueueMessages(handle.db, [
      {
        key: "race-sms",
        event: "order.placed",
        channel: "sms",
        recipient: PHONE,
        template: "order_placed",
        params: SAMPLE_MESSAGE_PARAMS,
      },
    ]);
    await handle.db
      .update(outboxMessages)
      .set({ status: "sending" })
      .where(eq(outboxMessages.key, "race-sms"));
    const [row] = await handle.db.select().from(outboxMessages).where(eq(outboxMessages.key, "race-sms"));
    // MSG91 answered the send with request id race-req and, quicker than the worker's record, its
    // delivery report: that report's transaction found no row by the id and has not committed.
    const { report, commit } = await reportHeldOpen([
      {
        id: "sms:race-req:delivered",
        kind: "status",
        channel: "sms",
        messageId: "race-req",
        phone: PHONE,
        state: "delivered",
        at: new Date(3_000),
      },
    ]);
    const record = recordSends(
      handle.db,
      [{ ...(row as OutboxRow), status: "sent", providerId: "race-req" }],
      (t) => settleSent(t, [{ id: row?.id ?? 0, providerId: "race-req" }], new Date()),
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    commit();
    await Promise.all([report, record]);
    expect(await rowOf("order_placed", "sms")).toMatchObject({
      status: "sent",
      providerId: "race-req",
      delivery: "delivered",
    });
  });
});

describe("STOP and START", () => {
  it("STOP on WhatsApp: the next order comes by SMS, a WhatsApp already written is skipped; START resumes", async () => {
    const buyer = "stop.buyer@x.in";
    await order(buyer, { whatsappOptIn: true });
    // The WhatsApp is written; before it is sent, the shopper replies STOP (Hindi).
    expect((await reply("whatsapp", "बंद")).status).toBe(204);
    await stub.reported();
    await drain();
    const skipped = await rowOf("order_placed", "whatsapp");
    expect(skipped).toMatchObject({
      status: "skipped",
      lastError: "The recipient stopped WhatsApp messages by replying STOP",
    });
    expect((await stub.messages()).filter((m) => m.channel === "whatsapp" && m.to === PHONE)).toEqual([]);
    await handle.db.delete(outboxMessages);
    await order(buyer);
    expect(await placedChannels()).toEqual(["sms", "email"]);
    await handle.db.delete(outboxMessages);
    expect((await reply("whatsapp", "START")).status).toBe(204);
    await stub.reported();
    await order(buyer);
    expect(await placedChannels()).toEqual(["whatsapp", "email"]);
  });

  it("STOP by SMS stops SMS to that number (skipped, with the reason); the email still goes", async () => {
    const buyer = "smsstop.buyer@x.in";
    await order(buyer);
    const replied = await sms("replies", { number: "919000000001", content: "STOP", requestId: "in-1" });
    expect(await replied.json()).toEqual({ received: 1, recorded: 1 });
    const replay = await sms("replies", { number: "919000000001", content: "STOP", requestId: "in-1" });
    expect(await replay.json()).toEqual({ received: 1, recorded: 0 });
    await drain();
    expect(await rowOf("order_placed", "sms")).toMatchObject({
      status: "skipped",
      lastError: "The recipient stopped SMS messages by replying STOP",
    });
    expect(await rowOf("order_placed", "email")).toMatchObject({ status: "sent" });
    await handle.db.delete(outboxMessages);
    await order(buyer);
    expect(await placedChannels()).toEqual(["email"]);
  });

  it("another text changes nothing; odd values (a NUL, a code or time out of range) are kept safely", async () => {
    const other = await sms("replies", {
      number: "919000000001",
      content: "Where is my order?",
      requestId: "in-2",
    });
    expect(other.status).toBe(200);
    const odd = await sms("replies", {
      number: "919000000001",
      content: "Hello\u0000",
      requestId: "in-\u0000",
    });
    expect(odd.status).toBe(200);
    expect(await handle.db.select().from(messageChoices)).toEqual([]);
    const far = await sms("reports", {
      requestId: "r-far",
      number: "919000000001",
      status: "99999999999",
      date: "2026-13-45 99:99:99",
    });
    expect(far.status).toBe(200);
    const future = await signed(status("wamid.far", "failed", 9e15, { errors: [{ code: 1e12 }] }));
    expect(future.status).toBe(200);
    const events = await handle.db.select().from(messageEvents);
    expect(events.map((e) => e.code)).toEqual([null, null, null, null]);
  });
});

describe("a send cut off between the provider's acceptance and its record", () => {
  /** An adapter that sends, then dies before the worker records anything (the process killed). */
  const dying = (adapter: ChannelAdapter | undefined): ChannelAdapter => ({
    name: adapter?.name ?? "sms",
    async send(message) {
      await adapter?.send(message);
      throw new Error("killed after the provider accepted it");
    },
  });

  it("WhatsApp: the report carries our key, so it is marked sent from it, never sent again", async () => {
    await order("cut.wa@x.in", { whatsappOptIn: true });
    const start = new Date();
    await worker(() => start, { whatsapp: dying(adapters.whatsapp) }).runOnce();
    await stub.reported();
    const wa = await rowOf("order_placed", "whatsapp");
    expect(wa).toMatchObject({ status: "sent", delivery: "delivered" });
    expect(wa?.providerId).toMatch(/^wamid\.stub/);
    // Long after: nothing to send again.
    expect(await worker(() => new Date(start.getTime() + 60_000 + RESEND_WAIT_MS + 1)).runOnce()).toBe(0);
    expect((await stub.messages()).filter((m) => m.channel === "whatsapp" && m.to === PHONE)).toHaveLength(1);
    expect((await stub.messages()).every((m) => m.sends === 1)).toBe(true);
  });

  it("SMS: its report (matched by number) arrives while it is held; the worker marks it sent instead of sending again", async () => {
    await order("cut.sms@x.in");
    const start = new Date();
    await worker(() => start, { sms: dying(adapters.sms) }).runOnce();
    await stub.reported();
    const held = await rowOf("order_placed", "sms");
    expect(held?.status).toBe("sending");
    expect(held?.providerId).toBe("");
    // Past the lease, the SMS waits for its report…
    expect(
      await worker(() => new Date(start.getTime() + 61_000), {
        sms: adapters.sms as ChannelAdapter,
      }).runOnce(),
    ).toBe(0);
    // …past the wait, it finds it: sent, under MSG91's request id, delivered; not sent again.
    const later = worker(() => new Date(start.getTime() + 61_000 + RESEND_WAIT_MS), {
      sms: adapters.sms as ChannelAdapter,
    });
    expect(await later.runOnce()).toBe(1);
    const after = await rowOf("order_placed", "sms");
    expect(after).toMatchObject({ status: "sent", delivery: "delivered", attempts: 2 });
    expect(after?.providerId).toMatch(/^msg91stub/);
    const sent = (await stub.messages()).filter((m) => m.channel === "sms");
    expect(sent).toHaveLength(1);
    expect(sent[0]?.sends).toBe(1);
  });

  it("no report at all: sent again under its key after the wait, not before", async () => {
    await order("cut.none@x.in");
    await fetch(`${stub.url}/_stub/webhooks`, { method: "POST", body: JSON.stringify({ hold: true }) });
    const start = new Date();
    await worker(() => start, { sms: dying(adapters.sms) }).runOnce();
    const only = { sms: adapters.sms as ChannelAdapter };
    expect(
      await worker(() => new Date(start.getTime() + 61_000 + RESEND_WAIT_MS - 1_000), only).runOnce(),
    ).toBe(0);
    expect(await worker(() => new Date(start.getTime() + 61_000 + RESEND_WAIT_MS), only).runOnce()).toBe(1);
    expect(await rowOf("order_placed", "sms")).toMatchObject({ status: "sent", attempts: 2 });
    // The stub dedupes by key: the shopper still has one SMS.
    expect((await stub.messages()).filter((m) => m.channel === "sms").map((m) => m.sends)).toEqual([2]);
  });
});

describe("the email's one-click unsubscribe", () => {
  it("every email carries RFC 8058's headers with a signed link; POST stops order emails, GET only asks", async () => {
    const buyer = "unsub.buyer@x.in";
    await order(buyer);
    await drain();
    const mail = (await stub.messages()).find((m) => m.channel === "email" && m.to === buyer);
    expect(mail?.unsubscribe?.post).toBe("List-Unsubscribe=One-Click");
    const url = new URL(mail?.unsubscribe?.url ?? "");
    expect(`${url.origin}${url.pathname}`).toBe("http://api.test/api/messages/unsubscribe");
    expect(url.searchParams.get("to")).toBe(buyer);
    const path = `${url.pathname}${url.search}`;
    const page = await app.request(path);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Stop order emails");
    expect(await handle.db.select().from(messageChoices)).toEqual([]);
    const forged = await app.request(path.replace(/sig=[^&]+/, "sig=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"), {
      method: "POST",
    });
    expect(forged.status).toBe(403);
    const other = await app.request(
      path.replace(encodeURIComponent(buyer), encodeURIComponent("else@x.in")),
      {
        method: "POST",
      },
    );
    expect(other.status).toBe(403);
    const stopped = await app.request(path, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(stopped.status).toBe(200);
    await handle.db.delete(outboxMessages);
    await order(buyer);
    expect(await placedChannels()).toEqual(["sms"]);
  });
});

const bounce = (body: string, token: string | null = EMAIL_TOKEN, on = app, type = "message/rfc822") =>
  on.request(`/api/webhooks/email/bounces${token === null ? "" : `?token=${token}`}`, {
    method: "POST",
    headers: { "content-type": type },
    body,
  });
const errorOf = async (res: Response) => ((await res.json()) as { error: string }).error;
const mailChoices = async (buyer: string) => {
  const res = await app.request(
    "/customer/messagechoices",
    postJson({ email: buyer }, await asCustomer(buyer)),
  );
  expect(res.status).toBe(200);
  return ((await res.json()) as MessageChoicesResponse).mail;
};

describe("bounced email", () => {
  const report = bounceReport("x@example.com", "<nothing@platform.in>", "", "Order placed");

  it("the webhook: 503 unconfigured, 401 without or with a wrong token, 400 for what is no bounce report", async () => {
    const unconfigured = await bounce(report, EMAIL_TOKEN, bare);
    expect(unconfigured.status).toBe(503);
    expect(await errorOf(unconfigured)).toBe(
      "The email bounce webhook (EMAIL_WEBHOOK_TOKEN) is not configured here",
    );
    const missing = await bounce(report, null);
    expect(missing.status).toBe(401);
    expect(await errorOf(missing)).toContain("?token=EMAIL_WEBHOOK_TOKEN");
    const wrong = await bounce(report, "wrong");
    expect(wrong.status).toBe(401);
    expect(await errorOf(wrong)).toBe("The token is not this API's EMAIL_WEBHOOK_TOKEN");
    expect(await handle.db.select().from(messageEvents)).toEqual([]);
    const empty = await bounce("");
    expect(empty.status).toBe(400);
    expect(await errorOf(empty)).toContain("The body is empty");
    const plain = await bounce("From: a@b\r\nSubject: hello\r\n\r\nJust a mail.\r\n");
    expect(plain.status).toBe(400);
    expect(await errorOf(plain)).toContain("Not a bounce report");
    const noField = await bounce("other=1", EMAIL_TOKEN, app, "application/x-www-form-urlencoded");
    expect(noField.status).toBe(400);
    expect(await errorOf(noField)).toContain("email or body-mime");
    // About no message of ours: recorded once, nothing else.
    const unknown = await bounce(report);
    expect(unknown.status).toBe(200);
    expect(await unknown.json()).toEqual({ received: 1, recorded: 1 });
    expect(await handle.db.select().from(messageChoices)).toEqual([]);
  });

  it("a bounce that comes back fails the email, stops mail to the address (a replay changes nothing), the profile turns it on again", async () => {
    const buyer = "bounce.buyer@x.in";
    await order(buyer);
    await drain();
    const mail = await rowOf("order_placed", "email");
    expect(mail).toMatchObject({
      status: "sent",
      delivery: "failed",
      deliveryError: `Bounced (5.1.1): 550 5.1.1 <${buyer}>: Recipient address rejected: User unknown`,
    });
    expect(await handle.db.select().from(messageChoices)).toMatchObject([
      { recipient: buyer, channel: "email", stopped: true, source: "bounce" },
    ]);
    const { json } = await sellerApi(app)(
      "GET",
      "/api/platform/messages?channel=email",
      undefined,
      TEST_MASTER_EMAIL,
    );
    expect((json as unknown as MessagesResponse).messages.find((m) => m.id === mail?.id)).toMatchObject({
      delivery: "failed",
      deliveryError: mail?.deliveryError,
    });
    // The same report again (a forward retried): recorded once.
    const again = await bounce(bounceReport(buyer, mail?.providerId ?? "", mail?.key ?? "", "Order placed"));
    expect(await again.json()).toEqual({ received: 1, recorded: 0 });
    expect(await mailChoices(buyer)).toEqual({ on: false, to: [buyer], bounced: true });

    await handle.db.delete(outboxMessages);
    await order(buyer);
    expect(await placedChannels()).toEqual(["sms"]);
    const turned = await app.request(
      "/customer/updatemessagechoices",
      postJson({ email: buyer, mail: true }, await asCustomer(buyer)),
    );
    expect(turned.status).toBe(200);
    expect(await mailChoices(buyer)).toEqual({ on: true, to: [buyer] });
    await handle.db.delete(outboxMessages);
    await order(buyer);
    expect(await placedChannels()).toEqual(["sms", "email"]);
  });

  it("a report forwarded as a form's field (SendGrid's email, Mailgun's body-mime) is read as the raw mail", async () => {
    // Not a bounce… address: the stub delivers it; the report is posted here as a forward would.
    const buyer = "form.returned@x.in";
    await order(buyer);
    await drain();
    const mail = await rowOf("order_placed", "email");
    expect(mail?.delivery).toBe("");
    const raw = bounceReport(buyer, mail?.providerId ?? "", "", "Order placed");
    const form = new FormData();
    form.set("email", raw);
    const sendgrid = await app.request(`/api/webhooks/email/bounces?token=${EMAIL_TOKEN}`, {
      method: "POST",
      body: form,
    });
    expect(sendgrid.status).toBe(200);
    expect(await sendgrid.json()).toEqual({ received: 1, recorded: 1 });
    await handle.db.delete(messageEvents);
    const mailgun = await bounce(
      new URLSearchParams({ "body-mime": raw }).toString(),
      EMAIL_TOKEN,
      app,
      "application/x-www-form-urlencoded",
    );
    expect(await mailgun.json()).toEqual({ received: 1, recorded: 1 });
    expect((await rowOf("order_placed", "email"))?.delivery).toBe("failed");
  });

  it("a mailbox the server refuses at once: the email is dead, the address stopped, a later mail to it skipped with why", async () => {
    const buyer = "nomailbox.buyer@x.in";
    await order(buyer);
    await drain();
    const mail = await rowOf("order_placed", "email");
    expect(mail?.status).toBe("dead");
    expect(mail?.lastError).toMatch(/^Bounced \(SMTP 550\): /);
    expect(await handle.db.select().from(messageChoices)).toMatchObject([
      { recipient: buyer, channel: "email", stopped: true, source: "bounce" },
    ]);
    await enqueueMessages(handle.db, [
      {
        key: `bounce-later-${buyer}`,
        event: "order.confirmed",
        channel: "email",
        recipient: buyer,
        template: "order_confirmed",
        params: mail?.params ?? SAMPLE_MESSAGE_PARAMS,
      },
    ]);
    await drain();
    expect((await rows()).find((r) => r.key === `bounce-later-${buyer}`)).toMatchObject({
      status: "skipped",
      lastError:
        "Mail to this address bounced: none is sent to it until its owner turns email on again in their profile",
    });
    expect((await stub.messages()).filter((m) => m.to === buyer)).toEqual([]);
  });
});
