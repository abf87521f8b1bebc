/**
 * Paying a checkout by the phone's UPI app (issue 37: the gateway's UPI
 * intent), against the Razorpay simulator's S2S call
 * (POST /v1/payments/create/upi) over its wire format, on PGlite and
 * PostgreSQL: the link for the shopper's own open checkout only (credentials,
 * someone else's, a malformed or unknown id, a checkout settled or expired,
 * the gateway off, down or refusing); the same link while its payment is
 * pending; the order placed only on the gateway's word (its webhook, or its
 * status call prompted by the shopper's polls), exactly once whatever comes
 * twice; a declined payment said, and a late failure of an earlier payment
 * not taken for the current one's; the limit on new payments.
 */
import { eq, sql } from "drizzle-orm";
import * as v from "valibot";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { MessageStub } from "../../../scripts/stubs/messages";
import { CheckoutStatus, OpenCheckoutResponse, UpiIntentResponse } from "../../../src/contract/payments";
import { type App, createApp } from "../../../src/server/app";
import type { Config } from "../../../src/server/config";
import type { DbHandle } from "../../../src/server/db/connection";
import { checkouts, orders } from "../../../src/server/db/schema";
import { GATEWAY_ACTOR } from "../../../src/server/orders/gatewayRefund";
import { hmacHex } from "../../../src/server/payments/razorpay";
import { driverName, ROOMY_LIMITS } from "../support";
import { type GatewayRig, openGatewayRig } from "../support/gateway";
import { call, orderBody, savedAddress } from "../support/shopping";
import { asCustomer } from "../support/tokens";

const KEY_ID = "rzp_test_upi";
const KEY_SECRET = "test-upi-key-secret";
const HOOK_SECRET = "test-upi-webhook-secret";
const buyer = "upi.buyer@x.in";
const other = "upi.other@x.in";
const JAGGERY = { shopId: "demo", productId: "organic-jaggery-1kg", productCount: 1 };
const TEA = { shopId: "demo", productId: "assam-tea-500g", productCount: 1 };
const PHONE_UA = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Mobile Safari/537.36";

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

/** The simulator's payments. */
async function simulated() {
  const state = (await (await fetch(`${stub.url}/_stub/razorpay`)).json()) as {
    payments: {
      id: string;
      order_id: string;
      status: string;
      method: string;
      email: string;
      contact: string;
      description: string;
      notes: Record<string, string>;
    }[];
  };
  return state.payments;
}

/** A checkout opened for the bag (the hosted checkout's call), as the phone's bag opens it first. */
async function opened(lines = [JAGGERY]) {
  const res = await call(
    app,
    "/customer/checkouts",
    orderBody(buyer, address, lines, { paymentMethod: "UPI" }),
    buyer,
  );
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return v.parse(OpenCheckoutResponse, res.json);
}

/** POST /customer/checkouts/{id}/upi-intent as `as`, from a phone's browser. */
async function intent(checkoutId: string, as: string | null = buyer, on = app) {
  const res = await on.request(`/customer/checkouts/${checkoutId}/upi-intent`, {
    method: "POST",
    headers: {
      "user-agent": PHONE_UA,
      referer: "http://demo.localhost:4321/cart",
      ...(as === null ? {} : await asCustomer(as)),
    },
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

async function started(checkoutId: string) {
  const res = await intent(checkoutId);
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return v.parse(UpiIntentResponse, res.json);
}

/** The shopper's UPI app pays (or declines) the payment. */
async function inApp(paymentId: string, outcome: "success" | "failure" = "success") {
  const res = await control("/_stub/razorpay/upi", { payment_id: paymentId, outcome });
  expect(res.status).toBe(200);
}

async function status(checkoutId: string, as = buyer) {
  const res = await app.request(`/customer/checkouts/${checkoutId}`, { headers: await asCustomer(as) });
  return v.parse(CheckoutStatus, await res.json());
}

const rowOf = async (id: string) => (await handle.db.select().from(checkouts).where(eq(checkouts.id, id)))[0];
const placementsPaidBy = async (paymentId: string) => {
  const [{ count = 0 } = {}] = await handle.db
    .select({ count: sql<number>`count(distinct ${orders.placementId})::int` })
    .from(orders)
    .where(eq(orders.transactionId, paymentId));
  return count;
};

describe(`POST /customer/checkouts/{id}/upi-intent (${driverName})`, () => {
  it("answers the gateway's payment and its upi:// link, asks the gateway with the shopper's details, and places nothing", async () => {
    const checkout = await opened();
    const answer = await started(checkout.checkoutId);
    expect(answer.checkoutId).toBe(checkout.checkoutId);
    expect(answer.amount).toBe(checkout.amount);
    expect(answer.paymentId).toMatch(/^pay_[A-Za-z0-9]{14}$/);
    const link = new URL(answer.link);
    expect(link.protocol).toBe("upi:");
    expect(link.searchParams.get("am")).toBe(checkout.amount.toFixed(2));
    expect(link.searchParams.get("cu")).toBe("INR");
    expect(link.searchParams.get("pa")).toBeTruthy();
    const payment = (await simulated()).find((p) => p.id === answer.paymentId);
    expect(payment).toMatchObject({
      order_id: checkout.form.fields.order_id,
      status: "created",
      method: "upi",
      email: buyer,
      contact: "+919000000001",
      description: `Checkout ${checkout.checkoutId}`,
      notes: { checkout: checkout.checkoutId },
    });
    const row = await rowOf(checkout.checkoutId);
    expect(row).toMatchObject({ status: "open", upiPayments: [answer.paymentId], upiLink: answer.link });
    expect(await handle.db.select().from(orders).where(eq(orders.email, buyer))).toHaveLength(0);
    expect((await status(checkout.checkoutId)).status).toBe("open");
  });

  it("a second call (a double tap, a lost answer) answers the same pending payment's link, and makes no other", async () => {
    const checkout = await opened();
    const first = await started(checkout.checkoutId);
    const [again, atOnce] = await Promise.all([started(checkout.checkoutId), started(checkout.checkoutId)]);
    expect(again).toEqual(first);
    expect(atOnce).toEqual(first);
    const made = (await simulated()).filter((p) => p.order_id === checkout.form.fields.order_id);
    expect(made).toHaveLength(1);
    expect((await rowOf(checkout.checkoutId))?.upiPayments).toEqual([first.paymentId]);
  });

  it("two first calls at once answer one payment's link: the other's gateway payment is never shown", async () => {
    const checkout = await opened([TEA]);
    const [one, two] = await Promise.all([started(checkout.checkoutId), started(checkout.checkoutId)]);
    expect(two).toEqual(one);
    expect((await rowOf(checkout.checkoutId))?.upiPayments).toEqual([one.paymentId]);
  });

  it("refuses without credentials, someone else's checkout, a malformed or unknown id, and where the gateway is off", async () => {
    const checkout = await opened();
    const none = await intent(checkout.checkoutId, null);
    expect(none.status).toBe(401);
    const wrong = await app.request(`/customer/checkouts/${checkout.checkoutId}/upi-intent`, {
      method: "POST",
      headers: { authorization: "Bearer not-a-token" },
    });
    expect(wrong.status).toBe(401);
    const theirs = await intent(checkout.checkoutId, other);
    expect(theirs.status).toBe(404);
    expect(theirs.json).toMatchObject({ error: "No such checkout", field: "checkout" });
    expect((await intent("ck_AAAAAAAAAAAAAAAA")).status).toBe(404);
    expect((await intent("not-a-checkout")).status).toBe(404);
    const off = await intent(checkout.checkoutId, buyer, bare);
    expect(off.status).toBe(503);
    expect(off.json.error).toBe("Online payments are not available here: pay by UPI to the shop, or cash");
    // None of them asked the gateway for anything.
    expect((await simulated()).filter((p) => p.order_id === checkout.form.fields.order_id)).toHaveLength(0);
  });

  it("answers 502 with a readable message when the gateway does not answer or refuses the UPI call", async () => {
    const checkout = await opened();
    const down = createApp({
      db: handle.db,
      config: {
        ...config,
        payments: {
          ...config.payments,
          razorpay: {
            ...(config.payments?.razorpay ?? { checkoutUrl: "", keyId: "", keySecret: "" }),
            apiUrl: "http://127.0.0.1:9/v1",
          },
        },
      },
    });
    const unreachable = await intent(checkout.checkoutId, buyer, down);
    expect(unreachable.status).toBe(502);
    expect(unreachable.json.error).toBe("The payment gateway did not answer: try again in a minute");
    await control("/_stub/razorpay/fail", { path: "upi", status: 500, times: 1 });
    const failing = await intent(checkout.checkoutId);
    expect(failing.status).toBe(502);
    expect(failing.json.error).toBe("The payment gateway did not answer: try again in a minute");
    // An account without S2S UPI answers 400 for good: the hosted checkout is the way.
    await control("/_stub/razorpay/fail", { path: "upi", status: 400, times: 1 });
    const refused = await intent(checkout.checkoutId);
    expect(refused.status).toBe(502);
    expect(refused.json.error).toBe(
      "The payment gateway could not start a payment by UPI app: pay on the secure payment page instead",
    );
    expect((await rowOf(checkout.checkoutId))?.upiPayments).toEqual([]);
    // Once the gateway answers again, the call works.
    expect((await intent(checkout.checkoutId)).status).toBe(200);
  });

  it("refuses a checkout already paid, one whose money went back, and one expired, each saying so", async () => {
    const placed = await opened();
    const { paymentId } = await started(placed.checkoutId);
    await inApp(paymentId);
    await stub.reported();
    const paid = await intent(placed.checkoutId);
    expect(paid.status).toBe(409);
    expect(paid.json.error).toBe("This checkout is paid already: your order is placed");
    const refunded = await opened([TEA]);
    await handle.db
      .update(checkouts)
      .set({ status: "refunded" })
      .where(eq(checkouts.id, refunded.checkoutId));
    expect((await intent(refunded.checkoutId)).json.error).toMatch(
      /^This checkout was paid but could not be placed/,
    );
    const expired = await opened([JAGGERY, TEA]);
    await handle.db.update(checkouts).set({ status: "expired" }).where(eq(checkouts.id, expired.checkoutId));
    const late = await intent(expired.checkoutId);
    expect(late.status).toBe(409);
    expect(late.json.error).toBe("This checkout has expired: pay again from your bag");
  });
});

describe(`Paid in the UPI app: placed on the gateway's word, once (${driverName})`, () => {
  it("the webhook places the orders paid, exactly once though every event comes three times", async () => {
    await control("/_stub/razorpay/webhooks", { duplicates: 2, shuffle: true });
    const checkout = await opened([JAGGERY, TEA]);
    const { paymentId } = await started(checkout.checkoutId);
    expect((await status(checkout.checkoutId)).status).toBe("open");
    await inApp(paymentId);
    await stub.reported();
    const row = await rowOf(checkout.checkoutId);
    expect(row).toMatchObject({ status: "placed", paymentId, method: "upi" });
    expect(await placementsPaidBy(paymentId)).toBe(1);
    const lines = await handle.db
      .select()
      .from(orders)
      .where(eq(orders.placementId, row?.placementId ?? ""));
    expect(lines).toHaveLength(2);
    for (const line of lines)
      expect(line).toMatchObject({ transactionId: paymentId, paymentReceivedBy: GATEWAY_ACTOR });
    const read = await status(checkout.checkoutId);
    expect(read).toMatchObject({ status: "placed", method: "upi", paymentId });
    expect(read.placed?.orderIds.sort()).toEqual(lines.map((l) => l.orderId).sort());
    // The same payment's webhook sent again, under a new event id: still one placement.
    const [payment] = (await simulated()).filter((p) => p.id === paymentId);
    const body = JSON.stringify({
      entity: "event",
      event: "payment.captured",
      payload: { payment: { entity: { ...payment, amount: Math.round(checkout.amount * 100) } } },
    });
    const again = await app.request("/api/webhooks/razorpay", {
      method: "POST",
      headers: { "x-razorpay-signature": hmacHex(HOOK_SECRET, body), "x-razorpay-event-id": "ev_upi_again" },
      body,
    });
    expect(again.status).toBe(200);
    expect(await placementsPaidBy(paymentId)).toBe(1);
  });

  it("without a webhook, the shopper's poll prompts the gateway's status call, which places it once", async () => {
    rig.hooks.on = false;
    const checkout = await opened();
    const { paymentId } = await started(checkout.checkoutId);
    expect((await status(checkout.checkoutId)).status).toBe("open");
    await inApp(paymentId);
    // Within a few seconds of the last status call the poll does not ask again; after them, it does.
    expect((await status(checkout.checkoutId)).status).toBe("open");
    await handle.db
      .update(checkouts)
      .set({ upiCheckedAt: new Date(Date.now() - 60_000) })
      .where(eq(checkouts.id, checkout.checkoutId));
    const [first, second] = await Promise.all([status(checkout.checkoutId), status(checkout.checkoutId)]);
    expect([first.status, second.status]).toContain("placed");
    expect((await status(checkout.checkoutId)).status).toBe("placed");
    expect(await placementsPaidBy(paymentId)).toBe(1);
    // The late webhooks then change nothing.
    rig.hooks.on = true;
    await control("/_stub/razorpay/webhooks", {});
    expect(await placementsPaidBy(paymentId)).toBe(1);
  });

  it("paid in the app while its webhook is late: the next call finds it paid (409), placed once", async () => {
    rig.hooks.on = false;
    const checkout = await opened([TEA]);
    const { paymentId } = await started(checkout.checkoutId);
    await inApp(paymentId);
    const again = await intent(checkout.checkoutId);
    expect(again.status).toBe(409);
    expect(again.json.error).toBe("This checkout is paid already: your order is placed");
    expect(await placementsPaidBy(paymentId)).toBe(1);
  });

  it("declined in the app: the checkout says why; the next call is a new payment, and the earlier one's late failure is not taken for it", async () => {
    const checkout = await opened();
    const first = await started(checkout.checkoutId);
    await inApp(first.paymentId, "failure");
    await stub.reported();
    const failed = await status(checkout.checkoutId);
    expect(failed).toMatchObject({ status: "open", lastError: "Payment failed" });
    const second = await started(checkout.checkoutId);
    expect(second.paymentId).not.toBe(first.paymentId);
    expect(second.link).not.toBe(first.link);
    expect(await rowOf(checkout.checkoutId)).toMatchObject({
      upiPayments: [first.paymentId, second.paymentId],
      lastError: "",
    });
    // The first payment's failure, redelivered late: the second is still waiting, and nothing says otherwise.
    const [payment] = (await simulated()).filter((p) => p.id === first.paymentId);
    const body = JSON.stringify({
      entity: "event",
      event: "payment.failed",
      payload: { payment: { entity: payment } },
    });
    const late = await app.request("/api/webhooks/razorpay", {
      method: "POST",
      headers: {
        "x-razorpay-signature": hmacHex(HOOK_SECRET, body),
        "x-razorpay-event-id": "ev_upi_late_fail",
      },
      body,
    });
    expect(late.status).toBe(200);
    await handle.db
      .update(checkouts)
      .set({ upiCheckedAt: null })
      .where(eq(checkouts.id, checkout.checkoutId));
    expect(await status(checkout.checkoutId)).toMatchObject({ status: "open", lastError: "" });
    // The second one's own failure is said.
    await inApp(second.paymentId, "failure");
    await stub.reported();
    expect((await status(checkout.checkoutId)).lastError).toBe("Payment failed");
  });
});

describe(`The limit on payments by UPI app (${driverName})`, () => {
  it("counts new gateway payments only: the pending one answered again is never refused; one more new is 429", async () => {
    const tight = createApp({
      db: handle.db,
      config: {
        ...config,
        limits: { ...ROOMY_LIMITS, upiIntentsPerCustomer: { max: 1, windowSeconds: 3600 } },
      },
    });
    const limited = "upi.limited@x.in";
    const key = await savedAddress(app, limited, "Lata Rao");
    const open = async () =>
      v.parse(
        OpenCheckoutResponse,
        (
          await call(
            app,
            "/customer/checkouts",
            orderBody(limited, key, [JAGGERY], { paymentMethod: "UPI" }),
            limited,
          )
        ).json,
      );
    const first = await open();
    expect((await intent(first.checkoutId, limited, tight)).status).toBe(200);
    expect((await intent(first.checkoutId, limited, tight)).status).toBe(200);
    const second = await open();
    const refused = await intent(second.checkoutId, limited, tight);
    expect(refused.status).toBe(429);
    expect(refused.json.error).toMatch(
      /^Too many payments by UPI app: the limit is 1 in 1 hour\. Please try again in/,
    );
    expect((await rowOf(second.checkoutId))?.upiPayments).toEqual([]);
  });
});
