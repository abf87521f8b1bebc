/**
 * A kiosk merchant's fee paid online through the gateway (issue 37), against
 * the Razorpay simulator, on PGlite and PostgreSQL: the operator asks for the
 * online payment (credentials, another kiosk's merchant, nothing due, no
 * gateway), the merchant's pay page and receipt, the fee recorded from the
 * gateway's word once (duplicates too) with the operator's commission, the
 * audit entry and the merchant's receipt message; a payment that comes when
 * nothing is due any more goes back whole.
 */
import { and, eq } from "drizzle-orm";
import * as v from "valibot";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type MessageStub, startMessageStub } from "../../../scripts/stubs/messages";
import { FeeCheckoutResponse } from "../../../src/contract/kiosk";
import { type App, createApp } from "../../../src/server/app";
import type { Config } from "../../../src/server/config";
import type { DbHandle } from "../../../src/server/db/connection";
import {
  auditLog,
  checkouts,
  gatewayRefunds,
  kioskPayments,
  outboxMessages,
  shops,
} from "../../../src/server/db/schema";
import { addOperator, enrolMerchant } from "../../../src/server/onboarding/kiosk";
import { KIOSK_OPERATOR_PHONE, seedKiosk } from "../../../src/server/seed";
import { driverName, openSeededApp, testConfig } from "../support";
import { DEMO_OWNER, sellerApi } from "../support/seller";

const KEY_ID = "rzp_test_fee";
const KEY_SECRET = "test-fee-key-secret";
const HOOK_SECRET = "test-fee-webhook-secret";
const OPERATOR = KIOSK_OPERATOR_PHONE;
const OTHER_OPERATOR = "+919829055555";

let stub: MessageStub;
let app: App;
let bare: App;
let handle: DbHandle;
let api: ReturnType<typeof sellerApi>;

beforeAll(async () => {
  stub = await startMessageStub({
    razorpay: {
      keyId: KEY_ID,
      keySecret: KEY_SECRET,
      webhookSecret: HOOK_SECRET,
      delayMs: 0,
      send: async (path, init) => (await app.request(path, init)).status,
    },
  });
  const config: Config = {
    ...testConfig,
    payments: {
      razorpay: {
        apiUrl: `${stub.url}/razorpay/v1`,
        checkoutUrl: `${stub.url}/razorpay/v1/checkout/embedded`,
        keyId: KEY_ID,
        keySecret: KEY_SECRET,
      },
      webhookSecret: HOOK_SECRET,
      apiUrl: "http://api.test",
    },
  };
  ({ app, handle } = await openSeededApp(config));
  bare = createApp({ db: handle.db, config: testConfig });
  await seedKiosk(handle.db);
  await addOperator(handle.db, "test", {
    kioskId: "em-ajm-3",
    name: "Suresh Rawat",
    phone: OTHER_OPERATOR,
    email: "",
    ssoId: "",
    address: "",
    commissionRupees: 1500,
  });
  await enrolMerchant(
    handle.db,
    "test",
    "em-ajm-3",
    {
      shopId: "ajmer-sweets",
      businessName: "Ajmer Sweets",
      ownerName: "Farida Khan",
      ownerEmail: "farida@example.com",
      ownerPhone: "+919829066666",
      shopType: "product",
    },
    new Date(),
  );
  api = sellerApi(app);
});
afterAll(async () => {
  await stub.close();
  await handle.close();
});
afterEach(() => stub.reported());

const control = (path: string, body: unknown) =>
  fetch(`${stub.url}${path}`, { method: "POST", body: JSON.stringify(body) });
const ask = (shopId: string, as: string | null = OPERATOR, on = app) =>
  sellerApi(on)("POST", `/api/kiosk/merchants/${shopId}/payment-checkout`, undefined, as);

async function opened(shopId: string) {
  const res = await ask(shopId);
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return v.parse(FeeCheckoutResponse, res.json);
}

/** The pay page's form fields (what its button posts to the gateway). */
async function payPageOf(url: string) {
  const res = await app.request(url.replace("http://api.test", ""));
  const html = await res.text();
  const fields = Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [
      m[1],
      (m[2] ?? "").replace(/&amp;/g, "&"),
    ]),
  );
  return { res, html, fields };
}

describe(`POST /api/kiosk/merchants/{shopId}/payment-checkout (${driverName})`, () => {
  it("answers the page for the merchant's phone; the same fee asked again is the same page", async () => {
    const first = await opened("khan-mobile");
    expect(first).toMatchObject({ amount: 3000, status: "open" });
    expect(first.reference).toMatch(/^KM\d{6}F$/);
    expect(first.payUrl).toBe(`http://api.test/api/payments/pay/${first.checkoutId}`);
    expect((await opened("khan-mobile")).checkoutId).toBe(first.checkoutId);
    const page = await payPageOf(first.payUrl);
    expect(page.res.status).toBe(200);
    expect(page.res.headers.get("content-security-policy")).toContain(`form-action ${stub.url}`);
    expect(page.html).toContain("<h1>Pay ₹3,000 for Khan Mobile Repair</h1>");
    expect(page.html).toContain(first.reference);
    expect(page.fields).toMatchObject({ key_id: KEY_ID, amount: "300000", currency: "INR" });
    expect(page.fields.callback_url).toBe(
      `http://api.test/api/payments/razorpay/callback?checkout=${first.checkoutId}`,
    );
  });

  it("after a payment left to expire, the same fee gets a new page", async () => {
    const ask2 = () =>
      sellerApi(app)("POST", "/api/kiosk/merchants/ajmer-sweets/payment-checkout", undefined, OTHER_OPERATOR);
    const first = v.parse(FeeCheckoutResponse, (await ask2()).json);
    await handle.db.update(checkouts).set({ status: "expired" }).where(eq(checkouts.id, first.checkoutId));
    const second = v.parse(FeeCheckoutResponse, (await ask2()).json);
    expect(second.checkoutId).not.toBe(first.checkoutId);
    expect(second).toMatchObject({ status: "open", reference: first.reference });
    expect(v.parse(FeeCheckoutResponse, (await ask2()).json).checkoutId).toBe(second.checkoutId);
  });

  it("refuses the signed out, other roles, another kiosk's merchant, a malformed shop, nothing due, no gateway", async () => {
    expect((await ask("khan-mobile", null)).status).toBe(401);
    expect((await ask("khan-mobile", DEMO_OWNER)).status).toBe(403);
    expect((await ask("ajmer-sweets")).status).toBe(404);
    expect((await ask("khan-mobile", OTHER_OPERATOR)).status).toBe(404);
    expect((await ask("Not_A_Shop")).status).toBe(404);
    const paid = await ask("meena-dairy");
    expect(paid.status).toBe(409);
    expect(paid.json.error).toMatch(/^This merchant has paid: nothing is due now/);
    expect((await ask("khan-mobile", OPERATOR, bare)).status).toBe(503);
    const mine = await opened("khan-mobile");
    const other = await sellerApi(app)(
      "GET",
      `/api/kiosk/merchants/khan-mobile/payment-checkout/${mine.checkoutId}`,
      undefined,
      OTHER_OPERATOR,
    );
    expect(other.status).toBe(404);
    expect((await app.request("/api/payments/pay/ck_AAAAAAAAAAAAAAAA")).status).toBe(404);
    expect((await app.request("/api/payments/receipt/nope")).status).toBe(404);
  });
});

describe(`A fee paid online (${driverName})`, () => {
  it("is recorded from the gateway's word once: the shop paid, the commission earned, audited, the receipt sent", async () => {
    const fee = await opened("joshi-tailors");
    const { fields } = await payPageOf(fee.payUrl);
    await control("/_stub/razorpay/webhooks", { duplicates: 1 });
    try {
      const paid = (await (
        await control("/_stub/razorpay/pay", { order_id: fields.order_id, outcome: "success" })
      ).json()) as Record<string, string>;
      await stub.reported();
      const payments = await handle.db
        .select()
        .from(kioskPayments)
        .where(eq(kioskPayments.utr, paid.razorpay_payment_id ?? ""));
      expect(payments).toHaveLength(1);
      expect(payments[0]).toMatchObject({
        method: "online",
        amount: 3000,
        reference: fee.reference,
        recordedBy: "gateway:razorpay",
        kind: "fee",
      });
      const [shop] = await handle.db.select().from(shops).where(eq(shops.shopId, "joshi-tailors"));
      expect(shop?.paidAt).not.toBeNull();
      const [entry] = await handle.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, "kiosk.fee.paid"), eq(auditLog.target, "joshi-tailors")));
      expect(entry?.actor).toBe("gateway:razorpay");
      const receipts = await handle.db
        .select()
        .from(outboxMessages)
        .where(
          and(eq(outboxMessages.template, "kiosk_fee_receipt"), eq(outboxMessages.shopId, "joshi-tailors")),
        );
      expect(receipts.length).toBeGreaterThan(0);
      expect(receipts[0]?.params.payment).toBe("online payment");
      // The operator's screen reads it paid; the merchant's receipt page says so.
      const read = await api(
        "GET",
        `/api/kiosk/merchants/joshi-tailors/payment-checkout/${fee.checkoutId}`,
        undefined,
        OPERATOR,
      );
      expect(v.parse(FeeCheckoutResponse, read.json).status).toBe("placed");
      const receipt = await (await app.request(`/api/payments/receipt/${fee.checkoutId}`)).text();
      expect(receipt).toContain("<h1>Receipt: ₹3,000 for Joshi Tailors</h1>");
      expect(receipt).toContain(paid.razorpay_payment_id);
      // The callback lands the merchant's browser on that receipt.
      const back = await app.request(`/api/payments/razorpay/callback?checkout=${fee.checkoutId}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(paid).toString(),
      });
      expect(back.status).toBe(303);
      expect(back.headers.get("location")).toBe(`http://api.test/api/payments/receipt/${fee.checkoutId}`);
      // Nothing is due now: the page says it was paid.
      expect((await ask("joshi-tailors")).status).toBe(409);
      expect(await (await app.request(`/api/payments/pay/${fee.checkoutId}`)).text()).toContain(
        "This fee was paid already.",
      );
    } finally {
      await control("/_stub/razorpay/webhooks", { duplicates: 0 });
    }
  });

  it("a payment that comes after the fee was taken in cash goes back whole", async () => {
    const fee = await opened("khan-mobile");
    const { fields } = await payPageOf(fee.payUrl);
    const cash = await api(
      "POST",
      "/api/kiosk/merchants/khan-mobile/payment",
      { method: "cash", amount: 3000 },
      OPERATOR,
    );
    expect(cash.status).toBe(200);
    await control("/_stub/razorpay/pay", { order_id: fields.order_id, outcome: "success" });
    await stub.reported();
    const [row] = await handle.db.select().from(checkouts).where(eq(checkouts.id, fee.checkoutId));
    expect(row?.status).toBe("refunded");
    expect(row?.lastError).toMatch(/^This merchant has paid/);
    const [refund] = await handle.db
      .select()
      .from(gatewayRefunds)
      .where(eq(gatewayRefunds.receipt, `checkout:${fee.checkoutId}`));
    expect(refund?.amount).toBe(3000);
    const payments = await handle.db
      .select()
      .from(kioskPayments)
      .where(eq(kioskPayments.utr, row?.paymentId ?? ""));
    expect(payments).toHaveLength(0);
    expect(await (await app.request(`/api/payments/receipt/${fee.checkoutId}`)).text()).toContain(
      "The whole ₹3,000 is on its way back to you.",
    );
  });
});
