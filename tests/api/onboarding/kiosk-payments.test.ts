/**
 * A kiosk merchant's fee (/api/kiosk/merchants/{shopId}/payment-link and
 * /payment): the UPI link of what is due, the fee paid in cash or by UPI
 * with its UTR (the shop paid, its trial over, the operator's commission
 * earned), the renewal six months on, and what is refused: paying twice, a
 * wrong amount, a UTR used before, another kiosk's merchant, other roles,
 * the signed out; each refusal changes nothing.
 */
import { count, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type KioskMerchantResponse,
  type PaymentLinkResponse,
  UTR_FORMAT,
} from "../../../src/contract/kiosk";
import { WHOLE_FEE } from "../../../src/domain/kioskFees";
import { addMonths } from "../../../src/domain/shopLifecycle";
import { type App, createApp } from "../../../src/server/app";
import type { DbHandle } from "../../../src/server/db/connection";
import { auditLog, kioskPayments, shops } from "../../../src/server/db/schema";
import { UTR_TAKEN } from "../../../src/server/onboarding/fees";
import { addOperator, enrolMerchant } from "../../../src/server/onboarding/kiosk";
import { KIOSK_OPERATOR_PHONE, SUPPORT_EMAIL, seedKiosk } from "../../../src/server/seed";
import { driverName, openSeededApp, postJson, TEST_MASTER_EMAIL, testConfig } from "../support";
import { DEMO_OWNER, sellerApi } from "../support/seller";

let app: App;
let handle: DbHandle;
let api: ReturnType<typeof sellerApi>;
const OPERATOR = KIOSK_OPERATOR_PHONE;
const OTHER_OPERATOR = "+919829044444";
const OTHERS = [TEST_MASTER_EMAIL, SUPPORT_EMAIL, DEMO_OWNER, "just.a.shopper@example.com"];

beforeAll(async () => {
  ({ app, handle } = await openSeededApp());
  await seedKiosk(handle.db);
  const other = {
    kioskId: "em-udr-7",
    name: "Gita Ram",
    phone: OTHER_OPERATOR,
    email: "",
    ssoId: "",
    address: "",
  };
  await addOperator(handle.db, "test", { ...other, commissionRupees: 1500 });
  await enrolMerchant(
    handle.db,
    "test",
    "em-udr-7",
    {
      shopId: "udaipur-spices",
      businessName: "Udaipur Spices",
      ownerName: "Lakshmi Menaria",
      ownerEmail: "lakshmi@example.com",
      ownerPhone: "+919829033333",
      shopType: "product",
    },
    new Date(),
  );
  api = sellerApi(app);
});
afterAll(() => handle.close());

const link = (shopId: string, as: string | null = OPERATOR) =>
  api("GET", `/api/kiosk/merchants/${shopId}/payment-link`, undefined, as);
const pay = (shopId: string, body: unknown, as: string | null = OPERATOR) =>
  api("POST", `/api/kiosk/merchants/${shopId}/payment`, body, as);
const CASH = { method: "cash", amount: 3000 };
const counts = async () => ({
  payments: (await handle.db.select({ n: count() }).from(kioskPayments))[0]?.n,
  audit: (await handle.db.select({ n: count() }).from(auditLog))[0]?.n,
  shops: await handle.db.select().from(shops).orderBy(shops.shopId),
});
const storeStatus = async (shopId: string) => {
  const res = await app.request("/shop", postJson({ shopId }));
  return ((await res.json()) as { response?: { status?: string } }).response?.status;
};

describe(`GET …/payment-link (${driverName})`, () => {
  it("is the UPI link of the fee: the platform's UPI id, 3000 rupees, the merchant's reference", async () => {
    const { status, json } = await link("khan-mobile");
    expect(status).toBe(200);
    const answer = json as unknown as PaymentLinkResponse;
    expect(answer).toMatchObject({
      kind: "fee",
      payee: "platform-fees@example",
      payeeName: "Platform shop fees",
      amount: 3000,
      reference: expect.stringMatching(/^KM\d{6}F$/),
    });
    const url = new URL(answer.link);
    expect(url.protocol).toBe("upi:");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      pa: "platform-fees@example",
      pn: "Platform shop fees",
      am: "3000.00",
      cu: "INR",
      tr: answer.reference,
      tn: "Shop fee khan-mobile",
    });
  });

  it("is 409 when nothing is due, 404 for another kiosk's or no shop", async () => {
    const paid = await link("meena-dairy");
    expect(paid.status).toBe(409);
    expect(paid.json.error).toMatch(
      /^This merchant has paid: nothing is due now\. The renewal falls due on /,
    );
    for (const shopId of ["udaipur-spices", "demo", "no-such-shop", "Not_A_Shop"])
      expect((await link(shopId)).status, shopId).toBe(404);
  });

  it("is 503 when the platform has no UPI id: the fee is taken in cash", async () => {
    const noUpi = createApp({
      db: handle.db,
      config: { ...testConfig, kiosk: { payeeVpa: "", payeeName: "" } },
    });
    const answer = await sellerApi(noUpi)(
      "GET",
      "/api/kiosk/merchants/khan-mobile/payment-link",
      undefined,
      OPERATOR,
    );
    expect(answer.status).toBe(503);
    expect(answer.json.error).toContain("PLATFORM_UPI_ID");
  });

  it("is refused to another role (403) and to the signed out (401)", async () => {
    for (const who of OTHERS) expect((await link("khan-mobile", who)).status, who).toBe(403);
    expect((await link("khan-mobile", null)).status).toBe(401);
  });
});

describe(`POST …/payment (${driverName})`, () => {
  it("the fee paid in cash opens a trial that had ended, earns the commission, renewal six months on", async () => {
    expect(await storeStatus("khan-mobile")).toBe("trialEnded");
    const { reference } = (await link("khan-mobile")).json as unknown as PaymentLinkResponse;
    const before = Date.now();
    const { status, json } = await pay("khan-mobile", CASH);
    expect(status).toBe(200);
    const { merchant, commission } = json as unknown as KioskMerchantResponse;
    expect(merchant).toMatchObject({
      paymentStatus: "Paid",
      status: "active",
      activity: "ACTIVE",
      due: null,
    });
    const paidAt = new Date(merchant.paidAt ?? "");
    expect(paidAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(merchant.renewalDueAt).toBe(addMonths(paidAt, 6).toISOString());
    expect(commission).toMatchObject({ paidMerchants: 2, earned: 4000, feesCollected: 6000, trialEnded: 0 });
    expect(await storeStatus("khan-mobile")).toBe("open");
    const [row] = await handle.db.select().from(kioskPayments).orderBy(desc(kioskPayments.id)).limit(1);
    expect(row).toMatchObject({
      kind: "fee",
      renewalNo: 0,
      amount: 3000,
      method: "cash",
      utr: "",
      reference,
      commission: 2000,
      recordedBy: OPERATOR,
      kioskId: "em-jpr-10482",
    });
    const [entry] = await handle.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(entry).toMatchObject({
      actor: OPERATOR,
      action: "kiosk.fee.paid",
      scope: "shop:khan-mobile",
      target: "khan-mobile",
      before: { status: "ended", paidAt: null },
      after: { status: "active", method: "cash", amount: 3000, commission: 2000, reference },
    });
  });

  it("refuses paying twice, a wrong amount, a bad or missing UTR, and changes nothing", async () => {
    const before = await counts();
    const cases: [string, unknown, number, string | undefined, string][] = [
      ["khan-mobile", CASH, 409, undefined, "This merchant has paid: nothing is due now."],
      ["joshi-tailors", { method: "cash", amount: 2000 }, 400, "amount", WHOLE_FEE],
      ["joshi-tailors", { method: "cash", amount: 6000 }, 400, "amount", WHOLE_FEE],
      ["joshi-tailors", { method: "cash" }, 400, "amount", ""],
      ["joshi-tailors", { method: "upi", amount: 3000 }, 400, "utr", ""],
      ["joshi-tailors", { method: "upi", amount: 3000, utr: "12345" }, 400, "utr", UTR_FORMAT],
      ["joshi-tailors", { method: "cheque", amount: 3000 }, 400, "method", ""],
    ];
    for (const [shopId, body, status, field, message] of cases) {
      const answer = await pay(shopId, body);
      expect(answer.status, JSON.stringify(body)).toBe(status);
      expect(answer.json.field, JSON.stringify(body)).toBe(field);
      expect(answer.json.error).toContain(message);
    }
    expect(await counts()).toEqual(before);
  });

  it("by UPI keeps the UTR; the same UTR again is refused", async () => {
    const { status, json } = await pay("joshi-tailors", {
      method: "upi",
      amount: 3000,
      utr: "4123 5678 9012",
    });
    expect(status).toBe(200);
    expect((json as unknown as KioskMerchantResponse).merchant).toMatchObject({ paymentStatus: "Paid" });
    const [row] = await handle.db.select().from(kioskPayments).orderBy(desc(kioskPayments.id)).limit(1);
    expect(row).toMatchObject({ method: "upi", utr: "412356789012" });
    // Another merchant with a UTR already recorded: refused, nothing changes.
    const enrolled = await api(
      "POST",
      "/api/kiosk/merchants",
      {
        businessName: "Rathore Sweets",
        shopId: "rathore-sweets",
        ownerName: "Vikram Rathore",
        ownerEmail: "vikram@example.com",
        ownerPhone: "9829022222",
      },
      OPERATOR,
    );
    expect(enrolled.status).toBe(201);
    const before = await counts();
    const again = await pay("rathore-sweets", { method: "upi", amount: 3000, utr: "412356789012" });
    expect(again.status).toBe(409);
    expect(again.json).toMatchObject({ error: UTR_TAKEN, field: "utr" });
    expect(await counts()).toEqual(before);
  });

  it("two payments at once record one fee", async () => {
    const before = (await counts()).payments ?? 0;
    const answers = await Promise.all([pay("rathore-sweets", CASH), pay("rathore-sweets", CASH)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect((await counts()).payments).toBe(before + 1);
  });

  it("six months on the renewal falls due; renewing earns the commission again", async () => {
    // meena-dairy's renewal date passes.
    await handle.db
      .update(shops)
      .set({ renewalDueAt: new Date(Date.now() - 60_000) })
      .where(eq(shops.shopId, "meena-dairy"));
    const [{ paidAt: firstPaid } = { paidAt: null }] = await handle.db
      .select({ paidAt: shops.paidAt })
      .from(shops)
      .where(eq(shops.shopId, "meena-dairy"));
    const me = await api("GET", "/api/kiosk/me", undefined, OPERATOR);
    expect(me.json).toMatchObject({ commission: { renewalsDue: 1 } });
    expect(await storeStatus("meena-dairy")).toBe("open"); // the shop stays open
    const renewal = (await link("meena-dairy")).json as unknown as PaymentLinkResponse;
    expect(renewal).toMatchObject({
      kind: "renewal",
      amount: 3000,
      reference: expect.stringMatching(/^KM\d{6}R1$/),
    });
    expect(new URL(renewal.link).searchParams.get("tn")).toBe("Shop renewal meena-dairy");
    const { status, json } = await pay("meena-dairy", CASH);
    expect(status).toBe(200);
    const { merchant, commission } = json as unknown as KioskMerchantResponse;
    expect(merchant).toMatchObject({ status: "active", due: null, paidAt: firstPaid?.toISOString() });
    expect(Date.parse(merchant.renewalDueAt ?? "")).toBeGreaterThan(Date.now() + 150 * 24 * 3600_000);
    expect(commission).toMatchObject({ renewals: 1, renewalsDue: 0, earned: 10000 });
    const [entry] = await handle.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(entry).toMatchObject({ action: "kiosk.renewal.paid", before: { status: "renewal" } });
    expect((await pay("meena-dairy", CASH)).status).toBe(409);
  });

  it("another kiosk's merchant is 404; other roles 403; signed out 401; nothing changes", async () => {
    const before = await counts();
    expect((await pay("udaipur-spices", CASH)).status).toBe(404);
    expect((await pay("demo", CASH)).status).toBe(404);
    expect((await pay("joshi-tailors", CASH, OTHER_OPERATOR)).status).toBe(404);
    for (const who of OTHERS) expect((await pay("udaipur-spices", CASH, who)).status, who).toBe(403);
    expect((await pay("udaipur-spices", CASH, null)).status).toBe(401);
    expect(await counts()).toEqual(before);
    // The other operator is paid their own commission on their own merchant.
    const own = await pay("udaipur-spices", CASH, OTHER_OPERATOR);
    expect(own.status).toBe(200);
    expect(own.json).toMatchObject({ commission: { perPayment: 1500, earned: 1500 } });
  });
});
