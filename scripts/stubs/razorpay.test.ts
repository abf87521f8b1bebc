import { createHmac } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { startMessageStub } from "./messages";
import { type RazorpayCallback, type RazorpayOptions, razorpaySimulator } from "./razorpay";

const KEY_ID = "rzp_test_unit";
const KEY_SECRET = "unit-key-secret";
const WEBHOOK_SECRET = "unit-webhook-secret";
const AUTH = `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString("base64")}`;
const hmac = (data: string, secret: string) => createHmac("sha256", secret).update(data).digest("hex");

interface Sent {
  path: string;
  headers: Record<string, string>;
  body: string;
  json: { event: string; contains: string[]; payload: Record<string, { entity: Record<string, unknown> }> };
}

const closers: (() => void | Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

/** A simulator whose webhooks land in `sent` (answered with `answers`, then 200). */
function simulator(options: Partial<RazorpayOptions> & { answers?: number[] } = {}) {
  const sent: Sent[] = [];
  const answers = [...(options.answers ?? [])];
  const sim = razorpaySimulator({
    keyId: KEY_ID,
    keySecret: KEY_SECRET,
    webhookSecret: WEBHOOK_SECRET,
    delayMs: 1,
    retryDelaysMs: [5, 10],
    async send(path, init) {
      sent.push({ path, headers: init.headers, body: init.body, json: JSON.parse(init.body) });
      return answers.shift() ?? 200;
    },
    ...options,
  });
  closers.push(() => sim.close());
  const api = (method: string, path: string, json?: unknown, auth = AUTH) =>
    sim.app.request(`/v1${path}`, {
      method,
      headers: { authorization: auth, ...(json === undefined ? {} : { "content-type": "application/json" }) },
      ...(json === undefined ? {} : { body: JSON.stringify(json) }),
    });
  const control = (method: string, path: string, json?: unknown) =>
    sim.controls.request(`/_stub/razorpay${path}`, {
      method,
      ...(json === undefined
        ? {}
        : { headers: { "content-type": "application/json" }, body: JSON.stringify(json) }),
    });
  const order = async (amount = 45000, receipt = "PL-ABC123") =>
    (await (await api("POST", "/orders", { amount, currency: "INR", receipt })).json()) as {
      id: string;
      amount: number;
    };
  return { sim, sent, api, control, order };
}

const form = (fields: Record<string, string>) => ({
  method: "POST",
  headers: { "content-type": "application/x-www-form-urlencoded" },
  body: new URLSearchParams(fields).toString(),
});

describe("Razorpay simulator: orders and auth", () => {
  it("creates and fetches an order in Razorpay's shape", async () => {
    const { api } = simulator();
    const answer = await api("POST", "/orders", {
      amount: 45000,
      currency: "INR",
      receipt: "PL-ABC123",
      notes: { shop: "demo" },
    });
    expect(answer.status).toBe(200);
    const order = (await answer.json()) as Record<string, unknown>;
    expect(order).toMatchObject({
      entity: "order",
      amount: 45000,
      amount_paid: 0,
      amount_due: 45000,
      currency: "INR",
      receipt: "PL-ABC123",
      offer_id: null,
      status: "created",
      attempts: 0,
      notes: { shop: "demo" },
    });
    expect(order.id).toMatch(/^order_[A-Za-z0-9]{14}$/);
    expect(order.created_at).toBeTypeOf("number");
    expect(await (await api("GET", `/orders/${order.id}`)).json()).toEqual(order);
    const byReceipt = (await (await api("GET", "/orders?receipt=PL-ABC123")).json()) as { items: unknown[] };
    expect(byReceipt.items).toEqual([order]);
    const missing = await api("GET", "/orders/order_XXXXXXXXXXXXXX");
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({
      error: { code: "BAD_REQUEST_ERROR", description: "The id provided does not exist" },
    });
  });

  it("refuses a wrong or missing key with Razorpay's 401", async () => {
    const { api, sim } = simulator();
    const wrong = `Basic ${Buffer.from(`${KEY_ID}:nope`).toString("base64")}`;
    for (const answer of [
      await api("POST", "/orders", { amount: 45000, currency: "INR" }, wrong),
      await sim.app.request("/v1/orders/order_XXXXXXXXXXXXXX"),
    ]) {
      expect(answer.status).toBe(401);
      expect(await answer.json()).toEqual({
        error: {
          code: "BAD_REQUEST_ERROR",
          description: "The api key provided is invalid",
          source: "NA",
          step: "NA",
          reason: "NA",
          metadata: {},
        },
      });
    }
  });

  it("refuses an amount under ₹1, a missing currency, a long receipt; empty notes are []", async () => {
    const { api } = simulator();
    const small = await api("POST", "/orders", { amount: 99, currency: "INR" });
    expect(small.status).toBe(400);
    expect(await small.json()).toMatchObject({
      error: { code: "BAD_REQUEST_ERROR", description: "The amount must be atleast INR 1.00" },
    });
    expect((await api("POST", "/orders", { amount: 500 })).status).toBe(400);
    expect(
      (await api("POST", "/orders", { amount: 500, currency: "INR", receipt: "x".repeat(41) })).status,
    ).toBe(400);
    const plain = (await (await api("POST", "/orders", { amount: 500, currency: "INR" })).json()) as {
      notes: unknown;
      receipt: unknown;
    };
    expect(plain.notes).toEqual([]);
    expect(plain.receipt).toBeNull();
  });
});

describe("Razorpay simulator: payments and webhooks", () => {
  it("pays an order: a correct callback signature, then payment.authorized, payment.captured, order.paid, signed", async () => {
    const { api, control, order, sim, sent } = simulator();
    const { id } = await order();
    const callback = (await (
      await control("POST", "/pay", { order_id: id, outcome: "success", method: "card" })
    ).json()) as { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string };
    expect(callback.razorpay_order_id).toBe(id);
    expect(callback.razorpay_payment_id).toMatch(/^pay_[A-Za-z0-9]{14}$/);
    expect(callback.razorpay_signature).toBe(hmac(`${id}|${callback.razorpay_payment_id}`, KEY_SECRET));

    const payment = (await (await api("GET", `/payments/${callback.razorpay_payment_id}`)).json()) as Record<
      string,
      unknown
    >;
    expect(payment).toMatchObject({
      entity: "payment",
      amount: 45000,
      currency: "INR",
      status: "captured",
      captured: true,
      order_id: id,
      method: "card",
      amount_refunded: 0,
      refund_status: null,
      fee: 900 + 162,
      tax: 162,
      error_code: null,
    });
    expect(payment.card_id).toMatch(/^card_/);
    expect(await (await api("GET", `/orders/${id}`)).json()).toMatchObject({
      status: "paid",
      amount_paid: 45000,
      amount_due: 0,
      attempts: 1,
    });
    const list = (await (await api("GET", `/orders/${id}/payments`)).json()) as {
      entity: string;
      count: number;
    };
    expect(list).toMatchObject({ entity: "collection", count: 1 });

    await sim.settled();
    expect(sent.map((s) => s.json.event)).toEqual(["payment.authorized", "payment.captured", "order.paid"]);
    for (const s of sent) {
      expect(s.path).toBe("/api/webhooks/razorpay");
      expect(s.headers["Content-Type"]).toBe("application/json");
      expect(s.headers["X-Razorpay-Signature"]).toBe(hmac(s.body, WEBHOOK_SECRET));
      expect(s.json).toMatchObject({ entity: "event", account_id: "acc_stub" });
    }
    expect(new Set(sent.map((s) => s.headers["X-Razorpay-Event-Id"])).size).toBe(3);
    expect(sent[0]?.json.payload.payment?.entity).toMatchObject({ status: "authorized", captured: false });
    expect(sent[1]?.json.payload.payment?.entity).toMatchObject({ status: "captured", captured: true });
    expect(sent[2]?.json.contains).toEqual(["payment", "order"]);
    expect(sent[2]?.json.payload.order?.entity).toMatchObject({ id, status: "paid" });

    const again = await control("POST", "/pay", { order_id: id, outcome: "success" });
    expect(again.status).toBe(400);
  });

  it("fails a payment: Razorpay's error fields, the order attempted, payment.failed", async () => {
    const { api, control, order, sim, sent } = simulator();
    const { id } = await order();
    const callback = (await (
      await control("POST", "/pay", { order_id: id, outcome: "failure" })
    ).json()) as Extract<RazorpayCallback, { error: unknown }>;
    expect(callback.error).toMatchObject({
      code: "BAD_REQUEST_ERROR",
      description: "Payment failed",
      source: "bank",
      step: "payment_authorization",
      reason: "payment_failed",
      metadata: { order_id: id },
    });
    const paymentId = callback.error.metadata.payment_id ?? "";
    expect(await (await api("GET", `/payments/${paymentId}`)).json()).toMatchObject({
      status: "failed",
      captured: false,
      method: "upi",
      vpa: "success@razorpay",
      error_reason: "payment_failed",
      error_source: "bank",
    });
    expect(await (await api("GET", `/orders/${id}`)).json()).toMatchObject({
      status: "attempted",
      attempts: 1,
    });
    await sim.settled();
    expect(sent.map((s) => s.json.event)).toEqual(["payment.failed"]);
  });
});

describe("Razorpay simulator: S2S UPI intent (POST /v1/payments/create/upi)", () => {
  const intent = (orderId: string, change: Record<string, unknown> = {}) => ({
    amount: 45000,
    currency: "INR",
    order_id: orderId,
    email: "asha@example.com",
    contact: "+919876543210",
    method: "upi",
    ip: "117.217.74.98",
    referer: "https://demo.shop.test/cart",
    user_agent: "Mozilla/5.0 (Linux; Android 14)",
    description: "Checkout ck_1",
    notes: { checkout: "ck_1" },
    upi: { flow: "intent" },
    ...change,
  });
  type Started = { razorpay_payment_id: string; link: string };

  it("answers a payment id and a upi:// link; the payment waits, created, until the UPI app pays it; then captured, with the webhooks", async () => {
    const { api, control, order, sim, sent } = simulator();
    const { id } = await order();
    const answer = await api("POST", "/payments/create/upi", intent(id));
    expect(answer.status).toBe(200);
    const started = (await answer.json()) as Started;
    expect(Object.keys(started).sort()).toEqual(["link", "razorpay_payment_id"]);
    expect(started.razorpay_payment_id).toMatch(/^pay_[A-Za-z0-9]{14}$/);
    const link = new URL(started.link);
    expect(link.protocol).toBe("upi:");
    expect(started.link.startsWith("upi://pay?")).toBe(true);
    expect(Object.fromEntries(link.searchParams)).toEqual({
      pa: "platform.stub@razorpay",
      pn: "Platform (Razorpay simulator)",
      tr: started.razorpay_payment_id.slice(4),
      tn: "Checkout ck_1",
      am: "450.00",
      cu: "INR",
      mc: "5399",
    });
    // Pending: the status calls say so, and nothing is sent yet.
    const paymentUrl = `/payments/${started.razorpay_payment_id}`;
    expect(await (await api("GET", paymentUrl)).json()).toMatchObject({
      status: "created",
      captured: false,
      method: "upi",
      order_id: id,
      email: "asha@example.com",
      contact: "+919876543210",
      notes: { checkout: "ck_1" },
    });
    expect(await (await api("GET", `/orders/${id}`)).json()).toMatchObject({
      status: "attempted",
      attempts: 1,
    });
    await sim.settled();
    expect(sent).toEqual([]);

    const paid = await control("POST", "/upi", {
      payment_id: started.razorpay_payment_id,
      outcome: "success",
    });
    expect(paid.status).toBe(200);
    expect(await paid.json()).toMatchObject({ status: "captured", captured: true, vpa: "success@razorpay" });
    expect(await (await api("GET", paymentUrl)).json()).toMatchObject({ status: "captured", fee: 900 + 162 });
    const payments = (await (await api("GET", `/orders/${id}/payments`)).json()) as {
      items: { status: string }[];
    };
    expect(payments.items.map((p) => p.status)).toEqual(["captured"]);
    expect(await (await api("GET", `/orders/${id}`)).json()).toMatchObject({ status: "paid", amount_due: 0 });
    await sim.settled();
    expect(sent.map((x) => x.json.event)).toEqual(["payment.authorized", "payment.captured", "order.paid"]);
    expect(sent[1]?.headers["X-Razorpay-Signature"]).toBe(hmac(sent[1]?.body ?? "", WEBHOOK_SECRET));
    expect(sent[1]?.json.payload.payment?.entity).toMatchObject({ id: started.razorpay_payment_id });
    // Answered once: a second answer, or another intent on the paid order, is refused.
    expect(
      (await control("POST", "/upi", { payment_id: started.razorpay_payment_id, outcome: "success" })).status,
    ).toBe(400);
    const late = await api("POST", "/payments/create/upi", intent(id));
    expect(late.status).toBe(400);
    expect(await late.json()).toMatchObject({ error: { description: "Order has already been paid" } });
  });

  it("the UPI app declines: failed, payment.failed; a new intent on the same order can still pay", async () => {
    const { api, control, order, sim, sent } = simulator();
    const { id } = await order();
    const first = (await (await api("POST", "/payments/create/upi", intent(id))).json()) as Started;
    const declined = await control("POST", "/upi", {
      payment_id: first.razorpay_payment_id,
      outcome: "failure",
    });
    expect(await declined.json()).toMatchObject({
      status: "failed",
      error_code: "BAD_REQUEST_ERROR",
      error_description: "Payment failed",
      error_reason: "payment_failed",
    });
    await sim.settled();
    expect(sent.map((x) => x.json.event)).toEqual(["payment.failed"]);
    const second = (await (await api("POST", "/payments/create/upi", intent(id))).json()) as Started;
    expect(second.razorpay_payment_id).not.toBe(first.razorpay_payment_id);
    expect(
      (await control("POST", "/upi", { payment_id: second.razorpay_payment_id, outcome: "success" })).status,
    ).toBe(200);
    expect(await (await api("GET", `/orders/${id}`)).json()).toMatchObject({ status: "paid", attempts: 2 });
  });

  it("refuses a wrong key, a missing field, another flow, an unknown order, an amount that is not the order's", async () => {
    const { api, order, sim } = simulator();
    const { id } = await order();
    const wrong = `Basic ${Buffer.from(`${KEY_ID}:nope`).toString("base64")}`;
    expect((await api("POST", "/payments/create/upi", intent(id), wrong)).status).toBe(401);
    expect((await sim.app.request("/v1/payments/create/upi", { method: "POST" })).status).toBe(401);
    for (const [change, description] of [
      [{ user_agent: undefined }, "The user_agent field is required."],
      [{ ip: "" }, "The ip field is required."],
      [{ contact: undefined }, "The contact field is required."],
      [{ method: "card" }, "The selected method is invalid."],
      [
        { upi: { flow: "collect", vpa: "asha@okaxis" } },
        "The upi.flow must be intent: the simulator makes no UPI collect requests (NPCI retired them)",
      ],
      [{ order_id: "order_XXXXXXXXXXXXXX" }, "The id provided does not exist"],
      [{ amount: 100 }, "The amount must be the order's amount due."],
      [{ currency: "USD" }, "The selected currency is invalid."],
    ] as const) {
      const answer = await api("POST", "/payments/create/upi", intent(id, change));
      expect(answer.status, description).toBe(400);
      expect(await answer.json()).toMatchObject({ error: { code: "BAD_REQUEST_ERROR", description } });
    }
  });

  it("the control refuses an unknown payment, a hosted one, a bad outcome; the tester's UPI app page pays", async () => {
    const { api, control, order, sim } = simulator();
    const { id } = await order();
    expect(
      (await control("POST", "/upi", { payment_id: "pay_XXXXXXXXXXXXXX", outcome: "success" })).status,
    ).toBe(400);
    const started = (await (await api("POST", "/payments/create/upi", intent(id))).json()) as Started;
    const bad = await control("POST", "/upi", { payment_id: started.razorpay_payment_id, outcome: "maybe" });
    expect(bad.status).toBe(400);
    expect(sim.section()).toContain(`/razorpay/upi/${started.razorpay_payment_id}`);
    const pagePath = `/upi/${started.razorpay_payment_id}`;
    const page = await sim.app.request(pagePath);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Pay ₹450.00");
    expect(html).toContain('value="failure"');
    const done = await sim.app.request(pagePath, form({ outcome: "success" }));
    expect(await done.text()).toContain("Paid ₹450.00");
    expect(await (await api("GET", `/payments/${started.razorpay_payment_id}`)).json()).toMatchObject({
      status: "captured",
    });
    expect(sim.section()).not.toContain(`/razorpay/upi/${started.razorpay_payment_id}`);
    // A hosted checkout's payment is no UPI app's to answer.
    const other = await order();
    const hosted = (await (
      await control("POST", "/pay", { order_id: other.id, outcome: "failure" })
    ).json()) as Extract<RazorpayCallback, { error: unknown }>;
    expect(
      (await control("POST", "/upi", { payment_id: hosted.error.metadata.payment_id, outcome: "success" }))
        .status,
    ).toBe(400);
  });
});

describe("Razorpay simulator: refunds", () => {
  it("refunds in parts, refuses more than is left, lists a payment's refunds, sends refund.processed", async () => {
    const { api, control, order, sim, sent } = simulator();
    const { id } = await order();
    const { razorpay_payment_id: paymentId } = (await (
      await control("POST", "/pay", { order_id: id, outcome: "success" })
    ).json()) as { razorpay_payment_id: string };
    await sim.settled();
    sent.length = 0;

    const first = await api("POST", `/payments/${paymentId}/refund`, {
      amount: 15000,
      speed: "normal",
      receipt: "RF-1",
      notes: { reason: "damaged" },
    });
    expect(first.status).toBe(200);
    const refund = (await first.json()) as Record<string, unknown>;
    expect(refund).toMatchObject({
      entity: "refund",
      amount: 15000,
      currency: "INR",
      payment_id: paymentId,
      receipt: "RF-1",
      status: "processed",
      speed_requested: "normal",
      speed_processed: "normal",
      batch_id: null,
    });
    expect(refund.id).toMatch(/^rfnd_[A-Za-z0-9]{14}$/);
    expect((refund.acquirer_data as { arn: string }).arn).toMatch(/^\d+$/);
    expect(await (await api("GET", `/payments/${paymentId}`)).json()).toMatchObject({
      status: "captured",
      amount_refunded: 15000,
      refund_status: "partial",
    });

    const over = await api("POST", `/payments/${paymentId}/refund`, { amount: 30001 });
    expect(over.status).toBe(400);
    expect(await over.json()).toMatchObject({
      error: {
        code: "BAD_REQUEST_ERROR",
        description: "The refund amount provided is greater than amount captured",
      },
    });

    const rest = (await (await api("POST", `/payments/${paymentId}/refund`, { receipt: "RF-2" })).json()) as {
      amount: number;
    };
    expect(rest.amount).toBe(30000);
    expect(await (await api("GET", `/payments/${paymentId}`)).json()).toMatchObject({
      status: "refunded",
      amount_refunded: 45000,
      refund_status: "full",
    });
    expect((await api("POST", `/payments/${paymentId}/refund`, { amount: 100 })).status).toBe(400);

    const list = (await (await api("GET", `/payments/${paymentId}/refunds`)).json()) as {
      entity: string;
      count: number;
      items: { receipt: string }[];
    };
    expect(list.entity).toBe("collection");
    expect(list.items.map((r) => r.receipt).sort()).toEqual(["RF-1", "RF-2"]);
    expect(await (await api("GET", `/refunds/${refund.id}`)).json()).toEqual(refund);

    await sim.settled();
    expect(sent.map((s) => s.json.event)).toEqual(["refund.processed", "refund.processed"]);
    expect(sent[0]?.json.contains).toEqual(["refund", "payment"]);
    expect(sent[0]?.json.payload.refund?.entity).toMatchObject({ id: refund.id, receipt: "RF-1" });
    expect(sent[0]?.json.payload.payment?.entity).toMatchObject({ id: paymentId, refund_status: "partial" });
  });

  it("refuses to refund a failed payment", async () => {
    const { api, control, order } = simulator();
    const { id } = await order();
    const failed = (await (
      await control("POST", "/pay", { order_id: id, outcome: "failure" })
    ).json()) as Extract<RazorpayCallback, { error: unknown }>;
    const answer = await api("POST", `/payments/${failed.error.metadata.payment_id}/refund`, {});
    expect(answer.status).toBe(400);
  });
});

describe("Razorpay simulator: webhook controls and retries", () => {
  it("holds events, then sends them in reverse with shuffle, each duplicated with the same id", async () => {
    const { control, order, sim, sent } = simulator();
    expect((await control("POST", "/webhooks", { hold: true, duplicates: 1, shuffle: true })).status).toBe(
      204,
    );
    const { id } = await order();
    await control("POST", "/pay", { order_id: id, outcome: "success" });
    await sim.settled();
    expect(sent).toEqual([]);
    const state = (await (await control("GET", "")).json()) as { webhooks: { status: string }[] };
    expect(state.webhooks).toHaveLength(6);
    expect(state.webhooks.every((w) => w.status === "held")).toBe(true);

    await control("POST", "/webhooks", { hold: false });
    await sim.settled();
    expect(sent.map((s) => s.json.event)).toEqual([
      "order.paid",
      "order.paid",
      "payment.captured",
      "payment.captured",
      "payment.authorized",
      "payment.authorized",
    ]);
    const ids = sent.map((s) => s.headers["X-Razorpay-Event-Id"]);
    expect(ids[0]).toBe(ids[1]);
    expect(ids[2]).toBe(ids[3]);
    expect(sent[0]?.body).toBe(sent[1]?.body);
    expect(new Set(ids).size).toBe(3);
  });

  it("sends as many at once as the control says (Razorpay's deliveries are concurrent), every one once", async () => {
    let inFlight = 0;
    let most = 0;
    const delivered: string[] = [];
    const sim = razorpaySimulator({
      keyId: KEY_ID,
      keySecret: KEY_SECRET,
      webhookSecret: WEBHOOK_SECRET,
      delayMs: 0,
      async send(_path, init) {
        inFlight += 1;
        most = Math.max(most, inFlight);
        await new Promise((r) => setTimeout(r, 5));
        inFlight -= 1;
        delivered.push(init.headers["X-Razorpay-Event-Id"] ?? "");
        return 200;
      },
    });
    closers.push(() => sim.close());
    const control = (json: unknown) =>
      sim.controls.request("/_stub/razorpay/webhooks", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(json),
      });
    await control({ concurrency: 4 });
    const auth = { authorization: AUTH, "content-type": "application/json" };
    for (let i = 0; i < 5; i++) {
      const made = await sim.app.request("/v1/orders", {
        method: "POST",
        headers: auth,
        body: JSON.stringify({ amount: 1000, currency: "INR" }),
      });
      const { id } = (await made.json()) as { id: string };
      await sim.controls.request("/_stub/razorpay/pay", {
        method: "POST",
        body: JSON.stringify({ order_id: id, outcome: "success" }),
      });
    }
    await sim.settled();
    expect(delivered).toHaveLength(15);
    expect(new Set(delivered).size).toBe(15);
    expect(most).toBe(4);
  });

  it("retries a delivery the API did not take, keeping its event id, and gives up after the last retry", async () => {
    const { control, order, sim, sent } = simulator({ answers: [500, 0] });
    const { id } = await order();
    await control("POST", "/pay", { order_id: id, outcome: "failure" });
    await sim.settled();
    expect(sent).toHaveLength(3);
    expect(new Set(sent.map((s) => s.headers["X-Razorpay-Event-Id"])).size).toBe(1);
    const state = (await (await control("GET", "")).json()) as { webhooks: unknown[] };
    expect(state.webhooks).toEqual([
      expect.objectContaining({ event: "payment.failed", status: "delivered", attempts: 3 }),
    ]);

    const { sim: stubborn, control: control2, order: order2 } = simulator({ answers: [503, 503, 503] });
    const other = await order2();
    await control2("POST", "/pay", { order_id: other.id, outcome: "failure" });
    await stubborn.settled();
    const after = (await (await control2("GET", "")).json()) as { webhooks: unknown[] };
    expect(after.webhooks).toEqual([expect.objectContaining({ status: "failed", attempts: 3 })]);
  });

  it("fails the next calls as asked, and a refund that is made but answered 502", async () => {
    const { api, control, order } = simulator();
    await control("POST", "/fail", { path: "orders", status: 503, times: 2 });
    for (let i = 0; i < 2; i++) {
      const answer = await api("POST", "/orders", { amount: 500, currency: "INR" });
      expect(answer.status).toBe(503);
      expect(await answer.json()).toMatchObject({ error: { code: "SERVER_ERROR" } });
    }
    const { id } = await order();
    const { razorpay_payment_id: paymentId } = (await (
      await control("POST", "/pay", { order_id: id, outcome: "success" })
    ).json()) as { razorpay_payment_id: string };

    await control("POST", "/fail", { path: "refund", status: 500, times: 1 });
    expect((await api("POST", `/payments/${paymentId}/refund`, { amount: 1000, receipt: "R1" })).status).toBe(
      500,
    );
    let list = (await (await api("GET", `/payments/${paymentId}/refunds`)).json()) as { items: unknown[] };
    expect(list.items).toHaveLength(0);

    await control("POST", "/fail", { path: "refund", afterDoing: true, times: 1 });
    const timedOut = await api("POST", `/payments/${paymentId}/refund`, { amount: 1000, receipt: "R1" });
    expect(timedOut.status).toBe(502);
    list = (await (await api("GET", `/payments/${paymentId}/refunds`)).json()) as { items: unknown[] };
    expect(list.items).toEqual([expect.objectContaining({ receipt: "R1", amount: 1000 })]);
    expect((await api("POST", `/payments/${paymentId}/refund`, { amount: 1000, receipt: "R2" })).status).toBe(
      200,
    );

    expect((await control("DELETE", "")).status).toBe(204);
    expect(await (await control("GET", "")).json()).toEqual({
      orders: [],
      payments: [],
      refunds: [],
      webhooks: [],
    });
  });
});

describe("Razorpay simulator: hosted checkout", () => {
  const checkout = (orderId: string, extra: Record<string, string> = {}) => ({
    key_id: KEY_ID,
    order_id: orderId,
    amount: "45000",
    currency: "INR",
    name: "Demo <Shop>",
    description: "Order PL-ABC123",
    "prefill[name]": "Asha",
    "prefill[email]": "asha@example.com",
    "prefill[contact]": "+919812345678",
    "notes[shop]": "demo",
    callback_url: "http://shop.localhost/pay/callback",
    cancel_url: "http://shop.localhost/pay/cancelled",
    ...extra,
  });
  const tokenOf = (html: string) => /name="checkout" value="([0-9a-f]+)"/.exec(html)?.[1] ?? "";

  it("renders the page with the amount, the methods and the three buttons", async () => {
    const { sim, order } = simulator();
    const { id } = await order();
    const answer = await sim.app.request("/v1/checkout/embedded", form(checkout(id)));
    expect(answer.status).toBe(200);
    const html = await answer.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain("<title>");
    expect(html).toContain("Demo &lt;Shop&gt;");
    expect(html).toContain("₹450.00");
    expect(html).toContain(">Pay ₹450.00</button>");
    expect(html).toContain(">Fail payment</button>");
    expect(html).toContain(">Cancel</button>");
    for (const label of ["UPI", "Card", "Netbanking"]) expect(html).toContain(`>${label}</label>`);
    expect(html).toContain('href="upi://pay?pa=');
    expect(html).toContain(">Open UPI app</a>");
    expect(html).toContain('value="success@razorpay"');
    expect(html).toContain('value="4111 1111 1111 1111"');
    expect(html).toMatch(/<svg [^>]*role="img"/);
    expect(html).toContain('action="/_pay"');
  });

  it("refuses an unknown key or order with a plain page", async () => {
    const { sim, order } = simulator();
    const { id } = await order();
    expect(
      (await sim.app.request("/v1/checkout/embedded", form(checkout(id, { key_id: "rzp_other" })))).status,
    ).toBe(400);
    expect(
      (await sim.app.request("/v1/checkout/embedded", form(checkout("order_XXXXXXXXXXXXXX")))).status,
    ).toBe(400);
  });

  it("Pay posts the signed fields back to callback_url; the paid order offers only going back", async () => {
    const { sim, api, order } = simulator();
    const { id } = await order();
    const page = await (await sim.app.request("/v1/checkout/embedded", form(checkout(id)))).text();
    const answer = await sim.app.request(
      "/_pay",
      form({ checkout: tokenOf(page), outcome: "success", method: "netbanking", bank: "SBIN" }),
    );
    const html = await answer.text();
    expect(html).toContain('action="http://shop.localhost/pay/callback"');
    expect(html).toContain(">Continue</button>");
    expect(html).toContain("<script>");
    const paymentId = /name="razorpay_payment_id" value="(pay_[A-Za-z0-9]{14})"/.exec(html)?.[1] ?? "";
    expect(html).toContain(`name="razorpay_signature" value="${hmac(`${id}|${paymentId}`, KEY_SECRET)}"`);
    expect(await (await api("GET", `/payments/${paymentId}`)).json()).toMatchObject({
      method: "netbanking",
      bank: "SBIN",
      email: "asha@example.com",
      contact: "+919812345678",
      notes: { shop: "demo" },
    });

    const again = await (await sim.app.request("/v1/checkout/embedded", form(checkout(id)))).text();
    expect(again).toContain("already paid");
    expect(again).not.toContain("Fail payment");
    expect(again).toContain(`value="${paymentId}"`);
  });

  it("Fail posts Razorpay's error fields; Cancel goes to cancel_url", async () => {
    const { sim, order } = simulator();
    const { id } = await order();
    const page = await (await sim.app.request("/v1/checkout/embedded", form(checkout(id)))).text();
    const failed = await (
      await sim.app.request("/_pay", form({ checkout: tokenOf(page), outcome: "failure", method: "upi" }))
    ).text();
    expect(failed).toContain('name="error[code]" value="BAD_REQUEST_ERROR"');
    expect(failed).toContain('name="error[reason]" value="payment_failed"');
    expect(failed).toMatch(/name="error\[metadata\]" value="\{&quot;payment_id&quot;:&quot;pay_/);

    const cancel = await sim.app.request("/_pay", form({ checkout: tokenOf(page), outcome: "cancel" }));
    expect(cancel.status).toBe(303);
    expect(cancel.headers.get("location")).toBe("http://shop.localhost/pay/cancelled");
  });
});

describe("the providers' stub and the simulator", () => {
  it("mounts it at /razorpay with its section on the page, and answers 503 without keys", async () => {
    const on = await startMessageStub({ razorpay: { keyId: KEY_ID, keySecret: KEY_SECRET } });
    closers.push(() => on.close());
    const created = await fetch(`${on.url}/razorpay/v1/orders`, {
      method: "POST",
      headers: { authorization: AUTH, "content-type": "application/json" },
      body: JSON.stringify({ amount: 45000, currency: "INR", receipt: "PL-<b>" }),
    });
    expect(created.status).toBe(200);
    const state = (await (await fetch(`${on.url}/_stub/razorpay`)).json()) as { orders: unknown[] };
    expect(state.orders).toHaveLength(1);
    const page = await (await fetch(`${on.url}/`)).text();
    expect(page).toContain("Payments (Razorpay)");
    expect(page).toContain("PL-&lt;b&gt;");

    const off = await startMessageStub();
    closers.push(() => off.close());
    const answer = await fetch(`${off.url}/razorpay/v1/orders/order_XXXXXXXXXXXXXX`);
    expect(answer.status).toBe(503);
    expect(await answer.json()).toMatchObject({ error: { code: "SERVER_ERROR" } });
    expect((await fetch(`${off.url}/_stub/razorpay`)).status).toBe(503);
  });
});
