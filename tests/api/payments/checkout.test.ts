/**
 * Paying online through the gateway (issue 37), against the Razorpay
 * simulator (scripts/stubs/razorpay.ts) over its wire format, on PGlite and
 * PostgreSQL: a checkout opened for the bag (credentials, shops that do not
 * take online payments, a gateway not configured, the placement's refusals
 * before any money is asked for, the same key answered the same checkout);
 * an order placed only on the gateway's word (a signed webhook, or the status
 * call behind a signed callback: a forged callback pays nothing), once,
 * whatever comes twice, late or shuffled; a failed attempt said and another
 * paid; a payment that can no longer be placed refunded whole; a cancel and
 * an accepted return refunded through the gateway, exactly once even when the
 * gateway's answer is lost; the webhook's signature, event id and body
 * checked.
 */
import { and, eq, sql } from "drizzle-orm";
import * as v from "valibot";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { MessageStub } from "../../../scripts/stubs/messages";
import { AddOrderResponse } from "../../../src/contract/order";
import { CheckoutStatus, OpenCheckoutResponse } from "../../../src/contract/payments";
import { GatewayRefund, RefundsResponse } from "../../../src/contract/refunds";
import { GATEWAY_REFUND } from "../../../src/domain/orders/refund";
import type { App } from "../../../src/server/app";
import type { Config } from "../../../src/server/config";
import type { DbHandle } from "../../../src/server/db/connection";
import {
  auditLog,
  checkouts,
  gatewayEvents,
  gatewayRefunds,
  orders,
  outboxMessages,
  shops,
} from "../../../src/server/db/schema";
import { GATEWAY_ACTOR } from "../../../src/server/orders/gatewayRefund";
import { settlePayment } from "../../../src/server/payments/checkouts";
import { hmacHex } from "../../../src/server/payments/razorpay";
import { sendDueRefunds } from "../../../src/server/payments/refunds";
import { gatewayOf } from "../../../src/server/payments/routes";
import { driverName, TEST_MASTER_EMAIL } from "../support";
import { type GatewayRig, openGatewayRig } from "../support/gateway";
import { DEMO_OWNER, sellerApi } from "../support/seller";
import { call, orderBody, placeOrder, savedAddress } from "../support/shopping";
import { asCustomer } from "../support/tokens";

const KEY_ID = "rzp_test_api";
const KEY_SECRET = "test-key-secret";
const HOOK_SECRET = "test-webhook-secret";
const buyer = "online.buyer@x.in";
const other = "someone.else@x.in";
const JAGGERY = { shopId: "demo", productId: "organic-jaggery-1kg", productCount: 2 };
const TEA = { shopId: "demo", productId: "assam-tea-500g", productCount: 1 };

let rig: GatewayRig;
let stub: MessageStub;
let app: App;
let bare: App;
let handle: DbHandle;
let config: Config;
let address: string;

beforeAll(async () => {
  rig = await openGatewayRig({ keyId: KEY_ID, keySecret: KEY_SECRET, webhookSecret: HOOK_SECRET });
  ({ stub, app, bare, handle, config } = rig);
  address = await savedAddress(app, buyer, "Asha Rao");
});
afterAll(() => rig.close());
afterEach(() => rig.reset());

const control = (path: string, body: unknown) => rig.control(path, body);

/** The simulator's record of what it was asked and did. */
async function simulator() {
  return (await (await fetch(`${stub.url}/_stub/razorpay`)).json()) as {
    orders: { id: string; amount: number; receipt: string; status: string }[];
    payments: { id: string; order_id: string; status: string; amount_refunded: number }[];
    refunds: { id: string; payment_id: string; amount: number; receipt: string }[];
  };
}

/** POST /customer/checkouts as `as` (default: the body's email). */
const open = (body: ReturnType<typeof orderBody>, as = body.email, on = app) =>
  call(on, "/customer/checkouts", body, as);

async function opened(lines = [JAGGERY, TEA], extra = {}) {
  const res = await open(orderBody(buyer, address, lines, { paymentMethod: "UPI", ...extra }));
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return v.parse(OpenCheckoutResponse, res.json);
}

/** The shopper pays (or fails) on the gateway's page; answers the callback's fields. */
async function pay(orderId: string, outcome: "success" | "failure" = "success", method = "upi") {
  const res = await control("/_stub/razorpay/pay", { order_id: orderId, outcome, method });
  expect(res.status).toBe(200);
  return (await res.json()) as Record<string, unknown>;
}

async function status(checkoutId: string, as = buyer) {
  const res = await app.request(`/customer/checkouts/${checkoutId}`, { headers: await asCustomer(as) });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

const rowOf = async (id: string) => (await handle.db.select().from(checkouts).where(eq(checkouts.id, id)))[0];
const ordersOf = (placementId: string) =>
  handle.db.select().from(orders).where(eq(orders.placementId, placementId));
const gateway = () => {
  const g = gatewayOf(config);
  if (!g) throw new Error("no gateway");
  return g;
};

/** Razorpay's webhook as the API gets it: signed, with an event id. */
function webhook(body: unknown, headers: Record<string, string> = {}) {
  const raw = JSON.stringify(body);
  return app.request("/api/webhooks/razorpay", {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-razorpay-signature": hmacHex(HOOK_SECRET, raw),
      "x-razorpay-event-id": `ev_${Math.random().toString(36).slice(2)}`,
      ...headers,
    },
    body: raw,
  });
}

describe(`POST /customer/checkouts (${driverName})`, () => {
  it("opens a checkout for the bag's whole bill and answers the hosted checkout's form", async () => {
    const before = (await simulator()).orders.length;
    const body = orderBody(buyer, address, [JAGGERY, TEA], { paymentMethod: "UPI", couponCode: "" });
    const res = await open(body);
    expect(res.status).toBe(200);
    const answer = v.parse(OpenCheckoutResponse, res.json);
    expect(answer.status).toBe("open");
    expect(answer.checkoutId).toMatch(/^ck_/);
    expect(answer.form.action).toBe(`${stub.url}/razorpay/v1/checkout/embedded`);
    const made = (await simulator()).orders;
    expect(made).toHaveLength(before + 1);
    const order = made.at(-1);
    expect(answer.form.fields).toMatchObject({
      key_id: KEY_ID,
      order_id: order?.id,
      amount: String(Math.round(answer.amount * 100)),
      currency: "INR",
      "prefill[name]": "Asha Rao",
      "prefill[contact]": "+919000000001",
      callback_url: `http://api.test/api/payments/razorpay/callback?checkout=${answer.checkoutId}`,
    });
    expect(answer.form.fields.cancel_url).toMatch(new RegExp(`cart\\?checkout=${answer.checkoutId}&left=1$`));
    expect(order?.receipt).toBe(answer.checkoutId);
    expect(order?.amount).toBe(Math.round(answer.amount * 100));
    // Nothing is placed before the money comes.
    expect(await handle.db.select().from(orders).where(eq(orders.email, buyer))).toHaveLength(0);
    // Asked again with the same key: the same checkout and gateway order.
    const again = v.parse(OpenCheckoutResponse, (await open(body)).json);
    expect(again.checkoutId).toBe(answer.checkoutId);
    expect((await simulator()).orders).toHaveLength(before + 1);
    // The same key for another bag is refused, as a placement's is.
    const changed = await open({ ...body, orders: [JAGGERY] });
    expect(changed.status).toBe(409);
    expect(changed.json.field).toBe("idempotencyKey");
  });

  it("asks for the bill a placement charges: delivery included, the coupon taken", async () => {
    const answer = await opened([JAGGERY, TEA], { couponCode: "gotan50" });
    expect((await rowOf(answer.checkoutId))?.amount).toBe(answer.amount);
    const cod = await placeOrder(app, orderBody(buyer, address, [JAGGERY, TEA], { couponCode: "gotan50" }));
    const { totals } = v.parse(AddOrderResponse, cod.json);
    expect(totals.couponDiscount).toBeGreaterThan(0);
    expect(totals.deliveryFee).toBeGreaterThan(0);
    expect(answer.amount).toBe(totals.payable);
  });

  it("refuses without credentials, for someone else, and where the gateway is not configured", async () => {
    const body = orderBody(buyer, address, [JAGGERY], { paymentMethod: "UPI" });
    const none = await app.request("/customer/checkouts", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    expect(none.status).toBe(401);
    const wrong = await app.request("/customer/checkouts", {
      method: "POST",
      headers: { "content-type": "application/json", authorization: "Bearer not-a-token" },
      body: JSON.stringify(body),
    });
    expect(wrong.status).toBe(401);
    expect((await open(body, other)).status).toBe(403);
    const off = await open(body, buyer, bare);
    expect(off.status).toBe(503);
    expect(off.json.error).toBe("Online payments are not available here: pay by UPI to the shop, or cash");
  });

  it("refuses a bad body, a shop without online payments, and what a placement refuses, before any gateway order", async () => {
    const before = (await simulator()).orders.length;
    const bad = await open({ ...orderBody(buyer, address, [JAGGERY]), orders: [] });
    expect(bad.status).toBe(400);
    const seva = await open(
      orderBody(buyer, address, [{ shopId: "seva", productId: "x", productCount: 1 }], {
        paymentMethod: "UPI",
      }),
    );
    expect(seva.status).toBe(400);
    expect(seva.json.error).toBe("This shop does not take online payments: pay by UPI to the shop, or cash");
    const tooMany = await open(
      orderBody(buyer, address, [{ ...JAGGERY, productCount: 100_000 }], { paymentMethod: "UPI" }),
    );
    expect(tooMany.status).toBe(409);
    const noAddress = await open(orderBody(buyer, "nope", [JAGGERY], { paymentMethod: "UPI" }));
    expect(noAddress.status).toBe(400);
    expect(noAddress.json.field).toBe("addressKey");
    expect((await simulator()).orders).toHaveLength(before);
  });

  it("answers 502 when the gateway refuses or does not answer, and makes no checkout", async () => {
    await control("/_stub/razorpay/fail", { path: "orders", status: 500, times: 1 });
    const count = (await handle.db.select().from(checkouts)).length;
    const res = await open(orderBody(buyer, address, [JAGGERY], { paymentMethod: "UPI" }));
    expect(res.status).toBe(502);
    expect(res.json.error).toBe("The payment gateway did not answer: try again in a minute");
    expect(await handle.db.select().from(checkouts)).toHaveLength(count);
  });
});

describe(`Paid: the gateway's webhook places the orders once (${driverName})`, () => {
  it("places the checkout's orders paid on payment.captured, once though order.paid says it again", async () => {
    const answer = await opened();
    const paid = await pay(answer.form.fields.order_id ?? "");
    await stub.reported();
    const row = await rowOf(answer.checkoutId);
    expect(row?.status).toBe("placed");
    expect(row?.paymentId).toBe(paid.razorpay_payment_id);
    expect(row?.method).toBe("upi");
    const lines = await ordersOf(row?.placementId ?? "");
    expect(lines).toHaveLength(2);
    for (const line of lines) {
      expect(line.paymentMethod).toBe("UPI");
      expect(line.transactionId).toBe(paid.razorpay_payment_id);
      expect(line.paymentReceivedBy).toBe(GATEWAY_ACTOR);
      expect(line.paymentReceivedAt).not.toBeNull();
    }
    // Its messages say it is paid online (whatever the method), not that UPI is due.
    const said = await handle.db
      .select({ template: outboxMessages.template, params: outboxMessages.params })
      .from(outboxMessages)
      .where(eq(outboxMessages.orderId, lines[0]?.orderId ?? ""));
    expect(said.map((m) => m.template)).toEqual(expect.arrayContaining(["order_placed", "new_order"]));
    for (const m of said) expect(m.params.payment).toBe("paid online");
    // The three events (authorized, captured, order.paid) were each recorded once.
    const events = await handle.db.select().from(gatewayEvents);
    expect(events.map((e) => e.event)).toEqual(expect.arrayContaining(["payment.captured"]));
    // The shopper reads it placed, with the Success view's placement; nobody else reads it.
    const mine = await status(answer.checkoutId);
    expect(mine.status).toBe(200);
    const read = v.parse(CheckoutStatus, mine.json);
    expect(read.status).toBe("placed");
    expect(v.parse(AddOrderResponse, read.placed).orderIds.sort()).toEqual(
      lines.map((l) => l.orderId).sort(),
    );
    expect((await status(answer.checkoutId, other)).status).toBe(404);
    expect((await status("ck_nothing-like-this")).status).toBe(404);
    const noToken = await app.request(`/customer/checkouts/${answer.checkoutId}`);
    expect(noToken.status).toBe(401);
  });

  it("duplicates and shuffled events place each payment once", async () => {
    await control("/_stub/razorpay/webhooks", { hold: true, duplicates: 2, shuffle: true });
    const answers = await Promise.all([opened([JAGGERY]), opened([TEA]), opened([JAGGERY, TEA])]);
    for (const a of answers) await pay(a.form.fields.order_id ?? "");
    await control("/_stub/razorpay/webhooks", { hold: false });
    await stub.reported();
    for (const a of answers) {
      const row = await rowOf(a.checkoutId);
      expect(row?.status).toBe("placed");
      const [{ count = 0 } = {}] = await handle.db
        .select({ count: sql<number>`count(distinct ${orders.placementId})::int` })
        .from(orders)
        .where(eq(orders.transactionId, row?.paymentId ?? ""));
      expect(count).toBe(1);
    }
  });

  it("a failed attempt is said, and the next one pays", async () => {
    const answer = await opened([TEA]);
    const orderId = answer.form.fields.order_id ?? "";
    const failed = await pay(orderId, "failure");
    expect(failed.error).toBeDefined();
    await stub.reported();
    let row = await rowOf(answer.checkoutId);
    expect(row?.status).toBe("open");
    expect(row?.lastError).toBe("Payment failed");
    await pay(orderId, "success", "card");
    await stub.reported();
    row = await rowOf(answer.checkoutId);
    expect(row?.status).toBe("placed");
    expect(row?.method).toBe("card");
    expect(row?.lastError).toBe("");
  });
});

describe(`The browser's return (${driverName})`, () => {
  const back = (checkoutId: string, fields: Record<string, string>) =>
    app.request(`/api/payments/razorpay/callback?checkout=${checkoutId}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields).toString(),
    });

  it("a signed return whose webhook has not come is placed from the gateway's status call; 303 to the shop's bag", async () => {
    rig.hooks.on = false;
    const answer = await opened([JAGGERY]);
    const fields = (await pay(answer.form.fields.order_id ?? "")) as Record<string, string>;
    expect((await rowOf(answer.checkoutId))?.status).toBe("open");
    const res = await back(answer.checkoutId, fields);
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toMatch(
      new RegExp(`^http://demo\\..*/cart\\?checkout=${answer.checkoutId}$`),
    );
    expect((await rowOf(answer.checkoutId))?.status).toBe("placed");
    // The late webhook then changes nothing.
    rig.hooks.on = true;
    await back(answer.checkoutId, fields);
    const placementId = (await rowOf(answer.checkoutId))?.placementId ?? "";
    expect(await ordersOf(placementId)).toHaveLength(1);
  });

  it("a forged return pays nothing: the gateway is asked, and it has no payment", async () => {
    const answer = await opened([TEA]);
    const forged = {
      razorpay_payment_id: "pay_ForgedForged12",
      razorpay_order_id: answer.form.fields.order_id ?? "",
      razorpay_signature: hmacHex(KEY_SECRET, `${answer.form.fields.order_id}|pay_ForgedForged12`),
    };
    const res = await back(answer.checkoutId, forged);
    expect(res.status).toBe(303);
    expect((await rowOf(answer.checkoutId))?.status).toBe("open");
    const wrongSignature = await back(answer.checkoutId, { ...forged, razorpay_signature: "0".repeat(64) });
    expect(wrongSignature.status).toBe(303);
    expect((await rowOf(answer.checkoutId))?.status).toBe("open");
  });

  it("an unknown or malformed checkout is 404; a failed return records the gateway's reason", async () => {
    expect((await back("ck_AAAAAAAAAAAAAAAA", {})).status).toBe(404);
    expect((await back("../etc", {})).status).toBe(404);
    rig.hooks.on = false;
    const answer = await opened([TEA]);
    const failed = (await pay(answer.form.fields.order_id ?? "", "failure")) as {
      error: { description: string; metadata: unknown };
    };
    const res = await back(answer.checkoutId, {
      "error[code]": "BAD_REQUEST_ERROR",
      "error[description]": failed.error.description,
      "error[metadata]": JSON.stringify(failed.error.metadata),
    });
    expect(res.status).toBe(303);
    const row = await rowOf(answer.checkoutId);
    expect(row?.status).toBe("open");
    expect(row?.lastError).toBe("Payment failed");
  });
});

describe(`POST /api/webhooks/razorpay (${driverName})`, () => {
  const event = { entity: "event", event: "payment.authorized", payload: {}, created_at: 1 };

  it("refuses a missing or wrong signature, a missing event id, and a body that is not JSON", async () => {
    const raw = JSON.stringify(event);
    const unsigned = await app.request("/api/webhooks/razorpay", { method: "POST", body: raw });
    expect(unsigned.status).toBe(401);
    const wrong = await webhook(event, { "x-razorpay-signature": hmacHex("not-ours", raw) });
    expect(wrong.status).toBe(401);
    expect(((await wrong.json()) as { error: string }).error).toBe(
      "X-Razorpay-Signature does not match the body: not signed with our webhook secret",
    );
    const noId = await webhook(event, { "x-razorpay-event-id": "" });
    expect(noId.status).toBe(400);
    const text = "not json";
    const notJson = await app.request("/api/webhooks/razorpay", {
      method: "POST",
      headers: { "x-razorpay-signature": hmacHex(HOOK_SECRET, text), "x-razorpay-event-id": "ev_text" },
      body: text,
    });
    expect(notJson.status).toBe(400);
    const off = await bare.request("/api/webhooks/razorpay", { method: "POST", body: raw });
    expect(off.status).toBe(503);
  });

  it("records an event once by its id: the same id again is a duplicate that changes nothing", async () => {
    const id = { "x-razorpay-event-id": "ev_once_only" };
    const first = await webhook(event, id);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ received: true, duplicate: false });
    const second = await webhook(event, id);
    expect(await second.json()).toEqual({ received: true, duplicate: true });
    const rows = await handle.db.select().from(gatewayEvents).where(eq(gatewayEvents.id, "ev_once_only"));
    expect(rows).toHaveLength(1);
  });

  it("a captured payment for an order we never made changes nothing", async () => {
    const res = await webhook({
      entity: "event",
      event: "payment.captured",
      payload: {
        payment: {
          entity: {
            id: "pay_Unknown1234567",
            order_id: "order_Unknown12345",
            amount: 100,
            status: "captured",
          },
        },
      },
    });
    expect(res.status).toBe(200);
  });
});

describe(`Money going back through the gateway (${driverName})`, () => {
  it("a payment whose stock sold meanwhile is refunded whole, once, and the refund settles on its webhook", async () => {
    const answer = await opened([{ ...JAGGERY, productCount: 1 }]);
    await handle.db.execute(
      sql`update products set units = 0 where product_id = 'organic-jaggery-1kg' and shop_id = 'demo'`,
    );
    try {
      await pay(answer.form.fields.order_id ?? "");
      await stub.reported();
    } finally {
      await handle.db.execute(
        sql`update products set units = 500 where product_id = 'organic-jaggery-1kg' and shop_id = 'demo'`,
      );
    }
    const row = await rowOf(answer.checkoutId);
    expect(row?.status).toBe("refunded");
    expect(
      await handle.db
        .select()
        .from(orders)
        .where(eq(orders.transactionId, row?.paymentId ?? "")),
    ).toHaveLength(0);
    expect(v.parse(CheckoutStatus, (await status(answer.checkoutId)).json).status).toBe("refunded");
    await sendDueRefunds(handle.db, gateway());
    await stub.reported();
    const [refund] = await handle.db
      .select()
      .from(gatewayRefunds)
      .where(eq(gatewayRefunds.receipt, `checkout:${answer.checkoutId}`));
    expect(refund?.status).toBe("processed");
    const made = (await simulator()).refunds.filter((r) => r.receipt === `checkout:${answer.checkoutId}`);
    expect(made).toHaveLength(1);
    expect(made[0]?.amount).toBe(Math.round(answer.amount * 100));
    // Sent again: nothing more goes back.
    await sendDueRefunds(handle.db, gateway());
    expect(
      (await simulator()).refunds.filter((r) => r.receipt === `checkout:${answer.checkoutId}`),
    ).toHaveLength(1);
  });

  it("a cancel refunds the line through the gateway; the seller may not mark it; the bank's reference comes back", async () => {
    const answer = await opened([JAGGERY, TEA]);
    await pay(answer.form.fields.order_id ?? "");
    await stub.reported();
    const lines = await ordersOf((await rowOf(answer.checkoutId))?.placementId ?? "");
    const tea = lines.find((l) => l.productId === TEA.productId);
    const cancelled = await call(
      app,
      "/customer/cancelorder",
      { email: buyer, orderId: tea?.orderId, reason: "Changed my mind" },
      buyer,
    );
    expect(cancelled.status).toBe(200);
    const [after] = await handle.db
      .select()
      .from(orders)
      .where(eq(orders.orderId, tea?.orderId ?? ""));
    expect(after?.refund).toMatchObject({ status: "due", amount: tea?.totalCartValue, by: "gateway" });
    const marked = await sellerApi(app)(
      "POST",
      "/api/digiorder/refunded",
      { orderId: tea?.orderId, utr: "512345678901" },
      DEMO_OWNER,
    );
    expect(marked.status).toBe(409);
    expect(marked.json.error).toBe(GATEWAY_REFUND);
    // The gateway's answer is lost once (it made the refund, then answered 502): the retry finds it.
    // Its webhook is held meanwhile, so the retry, not the webhook, is what finds it.
    await control("/_stub/razorpay/webhooks", { hold: true });
    await control("/_stub/razorpay/fail", { path: "refund", afterDoing: true, times: 1 });
    await sendDueRefunds(handle.db, gateway());
    const byOrder = eq(gatewayRefunds.orderId, tea?.orderId ?? "");
    const [held] = await handle.db.select().from(gatewayRefunds).where(byOrder);
    expect(held?.status).toBe("pending");
    expect(held?.lastError).toMatch(/^Razorpay 502/);
    await sendDueRefunds(handle.db, gateway(), new Date(Date.now() + 3600_000));
    const [found] = await handle.db.select().from(gatewayRefunds).where(byOrder);
    expect(found?.status).toBe("processed");
    expect(found?.attempts).toBe(2);
    await control("/_stub/razorpay/webhooks", { hold: false });
    await stub.reported();
    const made = (await simulator()).refunds.filter((r) => r.receipt === `order:${tea?.orderId}`);
    expect(made).toHaveLength(1);
    expect(made[0]?.amount).toBe(Math.round((tea?.totalCartValue ?? 0) * 100));
    const [done] = await handle.db
      .select()
      .from(orders)
      .where(eq(orders.orderId, tea?.orderId ?? ""));
    expect(done?.refund).toMatchObject({ status: "refunded", by: "gateway" });
    expect(done?.refund?.utr).not.toBe("");
  });

  it("an accepted return of a line paid online refunds it through the gateway", async () => {
    const answer = await opened([{ ...TEA, productCount: 2 }]);
    await pay(answer.form.fields.order_id ?? "");
    await stub.reported();
    const [line] = await ordersOf((await rowOf(answer.checkoutId))?.placementId ?? "");
    const delivered = JSON.stringify([{ status: "Delivered", at: new Date().toISOString() }]);
    await handle.db.execute(
      sql`update orders set order_status = 'DELIVERED', rider_status = 'Delivered', status_history = ${delivered}::jsonb where order_id = ${line?.orderId ?? ""}`,
    );
    const asked = await call(
      app,
      "/customer/returnorder",
      { email: buyer, orderId: line?.orderId, reason: "damaged" },
      buyer,
    );
    expect(asked.status, JSON.stringify(asked.json)).toBe(200);
    const decided = await sellerApi(app)("POST", "/api/digiorder/returndecision", {
      orderId: line?.orderId,
      decision: "accept",
      note: "Sorry",
    });
    expect(decided.status, JSON.stringify(decided.json)).toBe(200);
    const [refund] = await handle.db
      .select()
      .from(gatewayRefunds)
      .where(eq(gatewayRefunds.receipt, `order:${line?.orderId}`));
    expect(refund?.amount).toBe((line?.totalCartValue ?? 0) - (line?.coupontotal ?? 0));
    expect(refund?.reason).toBe("Returned");
  });

  it("a second payment of a checkout already placed, or a payment of another amount, goes back whole", async () => {
    const answer = await opened([TEA]);
    await pay(answer.form.fields.order_id ?? "");
    await stub.reported();
    const orderId = answer.form.fields.order_id ?? "";
    const amount = Math.round(answer.amount * 100);
    const second = await settlePayment(handle.db, {
      id: "pay_SecondSecond12",
      orderId,
      amount,
      status: "captured",
      method: "upi",
      error: "",
    });
    expect(second.outcome).toBe("already");
    const [refund] = await handle.db
      .select()
      .from(gatewayRefunds)
      .where(eq(gatewayRefunds.receipt, "payment:pay_SecondSecond12"));
    expect(refund?.amount).toBe(answer.amount);

    const other = await opened([JAGGERY]);
    const short = await settlePayment(handle.db, {
      id: "pay_ShortShort1234",
      orderId: other.form.fields.order_id ?? "",
      amount: 100,
      status: "captured",
      method: "upi",
      error: "",
    });
    expect(short.outcome).toBe("refunded");
    const row = await rowOf(other.checkoutId);
    expect(row?.status).toBe("refunded");
    expect(row?.lastError).toMatch(/^Paid ₹1, but the checkout was for ₹/);
  });
});

describe(`GET /api/platform/refunds, POST /api/platform/refunds/{id}/retry (${driverName})`, () => {
  it("a refund the gateway refuses is dead; staff list it and send it again, audited; the retry finds no second refund", async () => {
    const answer = await opened([TEA]);
    await pay(answer.form.fields.order_id ?? "");
    await stub.reported();
    const [line] = await ordersOf((await rowOf(answer.checkoutId))?.placementId ?? "");
    // The refunds earlier tests left due are sent first: the failure below is this one's.
    await sendDueRefunds(handle.db, gateway(), new Date(Date.now() + 86_400_000));
    await call(
      app,
      "/customer/cancelorder",
      { email: buyer, orderId: line?.orderId, reason: "Changed my mind" },
      buyer,
    );
    await control("/_stub/razorpay/fail", { path: "refund", status: 400, times: 1 });
    await sendDueRefunds(handle.db, gateway());
    const byOrder = eq(gatewayRefunds.orderId, line?.orderId ?? "");
    const [dead] = await handle.db.select().from(gatewayRefunds).where(byOrder);
    expect(dead?.status).toBe("dead");
    expect(dead?.lastError).toMatch(/^Razorpay 400/);

    const asStaff = sellerApi(app);
    const list = await asStaff("GET", "/api/platform/refunds?status=dead", undefined, TEST_MASTER_EMAIL);
    expect(list.status).toBe(200);
    const listed = v.parse(RefundsResponse, list.json).refunds;
    expect(listed.map((r) => r.receipt)).toContain(`order:${line?.orderId}`);
    expect(
      (await asStaff("GET", "/api/platform/refunds?status=lost", undefined, TEST_MASTER_EMAIL)).status,
    ).toBe(400);
    expect((await asStaff("GET", "/api/platform/refunds", undefined, null)).status).toBe(401);
    expect((await asStaff("GET", "/api/platform/refunds", undefined, DEMO_OWNER)).status).toBe(403);
    expect(
      (await asStaff("POST", `/api/platform/refunds/${dead?.id}/retry`, undefined, DEMO_OWNER)).status,
    ).toBe(403);
    expect(
      (await asStaff("POST", "/api/platform/refunds/999999/retry", undefined, TEST_MASTER_EMAIL)).status,
    ).toBe(404);
    expect(
      (await asStaff("POST", "/api/platform/refunds/x1/retry", undefined, TEST_MASTER_EMAIL)).status,
    ).toBe(404);

    const retried = await asStaff(
      "POST",
      `/api/platform/refunds/${dead?.id}/retry`,
      undefined,
      TEST_MASTER_EMAIL,
    );
    expect(retried.status).toBe(200);
    expect(v.parse(GatewayRefund, retried.json).status).toBe("pending");
    const again = await asStaff(
      "POST",
      `/api/platform/refunds/${dead?.id}/retry`,
      undefined,
      TEST_MASTER_EMAIL,
    );
    expect(again.status).toBe(409);
    const [entry] = await handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "refund.retry"), eq(auditLog.target, `order:${line?.orderId}`)));
    expect(entry?.actor).toBe(TEST_MASTER_EMAIL);
    expect(entry?.scope).toBe("shop:demo");
    await sendDueRefunds(handle.db, gateway());
    await stub.reported();
    const [done] = await handle.db.select().from(gatewayRefunds).where(byOrder);
    expect(done?.status).toBe("processed");
    expect((await simulator()).refunds.filter((r) => r.receipt === `order:${line?.orderId}`)).toHaveLength(1);
  });
});

describe(`A shop turns online payments on (${driverName})`, () => {
  it("only where the platform has a gateway; the storefront's storeData says so", async () => {
    const asSeller = sellerApi(app);
    const read = await asSeller("GET", "/api/seller/shops/demo/settings");
    expect(read.json.onlinePaymentsOffered).toBe(true);
    const settings = { ...(read.json.settings as Record<string, unknown>), onlinePayments: true };
    expect((await asSeller("PUT", "/api/seller/shops/demo/settings", settings)).status).toBe(200);
    const offBare = await sellerApi(bare)("PUT", "/api/seller/shops/demo/settings", settings);
    expect(offBare.status).toBe(400);
    expect(offBare.json.field).toBe("onlinePayments");
    expect((await sellerApi(bare)("GET", "/api/seller/shops/demo/settings")).json.onlinePaymentsOffered).toBe(
      false,
    );
    const shop = await app.request("/shop", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ shopId: "demo" }),
    });
    expect(((await shop.json()) as { response: { onlinePayments: boolean } }).response.onlinePayments).toBe(
      true,
    );
    const [row] = await handle.db
      .select({ on: shops.onlinePayments })
      .from(shops)
      .where(and(eq(shops.shopId, "demo")));
    expect(row?.on).toBe(true);
  });
});
