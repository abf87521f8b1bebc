/**
 * A kiosk operator's merchants (/api/kiosk): their profile and commission,
 * the list with the filter and search on real rows (held to the domain
 * rule), and enrolling a merchant (a shop in its free trial, live at once,
 * its owner signed in by email or phone). Allowed (the kiosk's operator),
 * refused (another role: 403), signed out (401); bad input changes nothing.
 */
import { count, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  KioskMeResponse,
  KioskMerchant,
  KioskMerchantResponse,
  KioskMerchantsResponse,
} from "../../../src/contract/kiosk";
import { MERCHANT_FILTERS, passesFilter } from "../../../src/domain/kioskMerchants";
import { SUBDOMAIN_FORMAT, SUBDOMAIN_RESERVED, SUBDOMAIN_TAKEN } from "../../../src/domain/newSubdomain";
import { SIGN_IN_PHONE_FORMAT } from "../../../src/domain/signInPhone";
import type { App } from "../../../src/server/app";
import type { DbHandle } from "../../../src/server/db/connection";
import { auditLog, kioskMerchants, shops, staffRoles } from "../../../src/server/db/schema";
import { addOperator, enrolMerchant } from "../../../src/server/onboarding/kiosk";
import { KIOSK_OPERATOR_PHONE, SUPPORT_EMAIL, seedKiosk } from "../../../src/server/seed";
import { driverName, openSeededApp, postJson, TEST_MASTER_EMAIL } from "../support";
import { DEMO_OWNER, sellerApi } from "../support/seller";

let app: App;
let handle: DbHandle;
let api: ReturnType<typeof sellerApi>;
const OPERATOR = KIOSK_OPERATOR_PHONE;
const OTHER_OPERATOR = "+919829044444";
const SHOPPER = "just.a.shopper@example.com";
const OTHERS = [TEST_MASTER_EMAIL, SUPPORT_EMAIL, DEMO_OWNER, SHOPPER];

beforeAll(async () => {
  ({ app, handle } = await openSeededApp());
  await seedKiosk(handle.db);
  // Another kiosk with a merchant of its own.
  const other = {
    kioskId: "em-udr-7",
    name: "Gita Ram",
    phone: OTHER_OPERATOR,
    email: "",
    ssoId: "",
    address: "",
  };
  await addOperator(handle.db, "test", { ...other, commissionRupees: 2000 });
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

const list = async (query = "", as: string | null = OPERATOR) => {
  const answer = await api("GET", `/api/kiosk/merchants${query}`, undefined, as);
  return { ...answer, body: answer.json as unknown as KioskMerchantsResponse };
};
const shopIds = (body: KioskMerchantsResponse) => body.merchants.map((m) => m.shopId);
const counts = async () => ({
  shops: (await handle.db.select({ n: count() }).from(shops))[0]?.n,
  merchants: (await handle.db.select({ n: count() }).from(kioskMerchants))[0]?.n,
  roles: (await handle.db.select({ n: count() }).from(staffRoles))[0]?.n,
  audit: (await handle.db.select({ n: count() }).from(auditLog))[0]?.n,
});
const storeStatus = async (shopId: string) => {
  const res = await app.request("/shop", postJson({ shopId }));
  return { status: res.status, data: ((await res.json()) as { response?: { status?: string } }).response };
};

describe(`GET /api/kiosk/me (${driverName})`, () => {
  it("answers the signed-in operator's profile and commission", async () => {
    const { status, json } = await api("GET", "/api/kiosk/me", undefined, OPERATOR);
    expect(status).toBe(200);
    const me = json as unknown as KioskMeResponse;
    expect(me.operator).toMatchObject({
      kioskId: "em-jpr-10482",
      name: "Ramesh Sharma",
      phone: OPERATOR,
      ssoId: "RAMESH.SHARMA",
      address: expect.stringContaining("Bassi"),
    });
    expect(me.commission).toEqual({
      perPayment: 2000,
      merchants: 3,
      paidMerchants: 1,
      renewals: 0,
      feesCollected: 3000,
      earned: 2000,
      renewalsDue: 0,
      inTrial: 1,
      trialEnded: 1,
    });
  });

  it("is refused to every other role (403) and to the signed out (401)", async () => {
    for (const who of OTHERS) {
      const answer = await api("GET", "/api/kiosk/me", undefined, who);
      expect(answer.status, who).toBe(403);
      expect(answer.json.error).toBe("Only a kiosk operator can do this: ask the platform to add you");
    }
    expect((await api("GET", "/api/kiosk/me", undefined, null)).status).toBe(401);
  });
});

describe(`GET /api/kiosk/merchants (${driverName})`, () => {
  it("lists the operator's own merchants, newest first, on real rows", async () => {
    const { status, body } = await list();
    expect(status).toBe(200);
    expect(body).toMatchObject({ total: 3, page: 1, pageSize: 50 });
    expect(shopIds(body)).toEqual(["joshi-tailors", "khan-mobile", "meena-dairy"]);
    const [joshi, khan, meena] = body.merchants as [KioskMerchant, KioskMerchant, KioskMerchant];
    expect(joshi).toMatchObject({
      userId: expect.stringMatching(/^KM-\d{6}$/),
      name: "Kavita Joshi",
      phone: "+919900000012",
      email: "kavita.joshi@example.com",
      businessName: "Joshi Tailors",
      paymentStatus: "Unpaid",
      status: "trial",
      activity: "ACTIVE",
      due: "fee",
      paidAt: null,
    });
    expect(khan).toMatchObject({
      paymentStatus: "Unpaid",
      status: "ended",
      activity: "INACTIVE",
      due: "fee",
    });
    expect(meena).toMatchObject({ paymentStatus: "Paid", status: "active", activity: "ACTIVE", due: null });
    expect(Date.parse(meena.renewalDueAt ?? "")).toBeGreaterThan(Date.now());
  });

  it("filters as the domain rule says, for every option", async () => {
    const now = new Date();
    const all = (await list()).body.merchants;
    const expected = {
      Filter: ["joshi-tailors", "khan-mobile", "meena-dairy"],
      ACTIVE: ["joshi-tailors", "meena-dairy"],
      INACTIVE: ["khan-mobile"],
      "1DAY": ["joshi-tailors"],
      "3MONTHS": ["joshi-tailors", "khan-mobile", "meena-dairy"],
      "6MONTHS": ["joshi-tailors", "khan-mobile", "meena-dairy"],
    };
    for (const filter of MERCHANT_FILTERS) {
      const { status, body } = await list(`?filter=${filter}`);
      expect(status).toBe(200);
      expect(shopIds(body), filter).toEqual(expected[filter]);
      const byRule = all.filter((m) =>
        passesFilter({ status: m.status, enrolledAt: new Date(m.enrolledAt) }, filter, now),
      );
      expect(shopIds(body), filter).toEqual(byRule.map((m) => m.shopId));
    }
  });

  it("finds by User ID, name, phone typed any way, email, business name and subdomain", async () => {
    const meena = (await list()).body.merchants.find((m) => m.shopId === "meena-dairy") as KioskMerchant;
    const finds = async (q: string) => shopIds((await list(`?q=${encodeURIComponent(q)}`)).body);
    expect(await finds(meena.userId)).toEqual(["meena-dairy"]);
    expect(await finds(meena.userId.toLowerCase().replace("-", ""))).toEqual(["meena-dairy"]);
    expect(await finds("kavita")).toEqual(["joshi-tailors"]);
    expect(await finds("099000 00013")).toEqual(["khan-mobile"]);
    expect(await finds("00011")).toEqual(["meena-dairy"]);
    expect(await finds("IMRAN.KHAN@")).toEqual(["khan-mobile"]);
    expect(await finds("Tailors")).toEqual(["joshi-tailors"]);
    expect(await finds("meena-d")).toEqual(["meena-dairy"]);
    expect(await finds("Spices")).toEqual([]); // another kiosk's merchant
    expect(await finds("%")).toEqual([]);
    expect(shopIds((await list("?q=a&filter=INACTIVE")).body)).toEqual(["khan-mobile"]);
  });

  it("never shows another kiosk's merchants", async () => {
    expect(shopIds((await list("", OTHER_OPERATOR)).body)).toEqual(["udaipur-spices"]);
  });

  it("refuses a filter the select has not (400), another role (403), the signed out (401)", async () => {
    const bad = await list("?filter=active");
    expect(bad.status).toBe(400);
    expect(bad.json.field).toBe("filter");
    for (const who of OTHERS) expect((await list("", who)).status, who).toBe(403);
    expect((await list("", null)).status).toBe(401);
  });
});

const newMerchant = (over: Record<string, unknown> = {}) => ({
  businessName: "Saini Bangles",
  shopId: "Saini-Bangles",
  ownerName: "Mohan Lal Saini",
  ownerEmail: "Mohan.Saini@Example.com",
  ownerPhone: "094140 52233",
  ...over,
});

describe(`POST /api/kiosk/merchants (${driverName})`, () => {
  it("enrols a merchant: the shop opens in its 7-day trial at once, its owner signs in by email or phone", async () => {
    expect((await storeStatus("saini-bangles")).status).toBe(404); // its miss is remembered…
    const before = Date.now();
    const { status, json } = await api("POST", "/api/kiosk/merchants", newMerchant(), OPERATOR);
    expect(status).toBe(201);
    const { merchant, commission } = json as unknown as KioskMerchantResponse;
    expect(merchant).toMatchObject({
      shopId: "saini-bangles",
      name: "Mohan Lal Saini",
      email: "mohan.saini@example.com",
      phone: "+919414052233",
      businessName: "Saini Bangles",
      paymentStatus: "Unpaid",
      status: "trial",
      due: "fee",
    });
    const trialEnd = Date.parse(merchant.trialEndsAt ?? "");
    expect(trialEnd - before).toBeGreaterThanOrEqual(7 * 24 * 3600_000 - 1000);
    expect(trialEnd - Date.now()).toBeLessThanOrEqual(7 * 24 * 3600_000);
    expect(commission).toMatchObject({ merchants: 4, inTrial: 2 });
    // …and forgotten: the storefront answers at once.
    expect(await storeStatus("saini-bangles")).toMatchObject({ status: 200, data: { status: "open" } });
    const [shop] = await handle.db.select().from(shops).where(eq(shops.shopId, "saini-bangles"));
    expect(shop).toMatchObject({
      viaKind: "kiosk",
      viaId: "em-jpr-10482",
      createdBy: OPERATOR,
      status: "trial",
    });
    for (const owner of ["mohan.saini@example.com", "+919414052233"]) {
      const me = await api("GET", "/api/seller/me", undefined, owner);
      expect(me.json, owner).toMatchObject({ shops: [{ shopId: "saini-bangles", role: "owner" }] });
    }
    const entries = await handle.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(2);
    expect(entries.map((e) => [e.action, e.scope, e.actor])).toEqual([
      ["kiosk.enrol", "kiosk:em-jpr-10482", OPERATOR],
      ["shop.create", "shop:saini-bangles", OPERATOR],
    ]);
    expect(shopIds((await list()).body)[0]).toBe("saini-bangles");
  });

  it("refuses a taken, reserved or malformed subdomain, a bad phone or email, and changes nothing", async () => {
    const before = await counts();
    const cases: [Record<string, unknown>, number, string, string][] = [
      [newMerchant({ shopId: "demo" }), 409, "shopId", SUBDOMAIN_TAKEN],
      [newMerchant({ shopId: "meena-dairy" }), 409, "shopId", SUBDOMAIN_TAKEN],
      [newMerchant({ shopId: "udaipur-spices" }), 409, "shopId", SUBDOMAIN_TAKEN],
      [newMerchant({ shopId: "Admin" }), 400, "shopId", SUBDOMAIN_RESERVED],
      [newMerchant({ shopId: "ab" }), 400, "shopId", SUBDOMAIN_FORMAT],
      [newMerchant({ shopId: "no_underscores" }), 400, "shopId", SUBDOMAIN_FORMAT],
      [newMerchant({ shopId: "new-one", ownerPhone: "12345" }), 400, "ownerPhone", SIGN_IN_PHONE_FORMAT],
      [newMerchant({ shopId: "new-one", ownerPhone: "" }), 400, "ownerPhone", SIGN_IN_PHONE_FORMAT],
      [newMerchant({ shopId: "new-one", ownerEmail: "" }), 400, "ownerEmail", "Enter the merchant's email"],
      [
        newMerchant({ shopId: "new-one", ownerEmail: "no-at" }),
        400,
        "ownerEmail",
        "must be an email address",
      ],
      [newMerchant({ shopId: "new-one", ownerName: "  " }), 400, "ownerName", "Enter the merchant's name"],
      [newMerchant({ shopId: "new-one", businessName: "" }), 400, "businessName", "Enter the business name"],
    ];
    for (const [body, status, field, message] of cases) {
      const answer = await api("POST", "/api/kiosk/merchants", body, OPERATOR);
      expect(answer.status, JSON.stringify(body)).toBe(status);
      expect(answer.json.field, JSON.stringify(body)).toBe(field);
      expect(answer.json.error).toContain(message);
    }
    expect(await counts()).toEqual(before);
  });

  it("is refused to every other role (403) and to the signed out (401), changing nothing", async () => {
    const before = await counts();
    const body = newMerchant({ shopId: "not-made" });
    for (const who of OTHERS)
      expect((await api("POST", "/api/kiosk/merchants", body, who)).status, who).toBe(403);
    expect((await api("POST", "/api/kiosk/merchants", body, null)).status).toBe(401);
    expect(await counts()).toEqual(before);
  });
});
