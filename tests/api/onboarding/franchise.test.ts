/**
 * The franchise calls: sign-up (anyone signed in, live at once), the owner's
 * franchise, its storefronts up to the plan's limit (the 51st on Basic and
 * the 101st on Premium refused, also when made at once), its commission, and
 * the master admin's list, suspension and resumption. Each call allowed,
 * refused (a role the caller lacks: 403) and signed out (401); bad input
 * changes nothing.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Franchise, FranchiseResponse, FranchisesResponse } from "../../../src/contract/franchise";
import { COMMISSION_FORMAT, shopLimitRefusal } from "../../../src/domain/franchise";
import { SUBDOMAIN_TAKEN } from "../../../src/domain/newSubdomain";
import { SIGN_IN_PHONE_FORMAT } from "../../../src/domain/signInPhone";
import { type NewShopRow, shops, staffRoles } from "../../../src/server/db/schema";
import { FRANCHISE_ONLY } from "../../../src/server/onboarding/franchiseRoutes";
import { SUPPORT_EMAIL } from "../../../src/server/seed";
import { driverName, postJson, TEST_MASTER_EMAIL } from "../support";
import { DEMO_OWNER } from "../support/seller";
import { type FranchiseFixture, openFranchiseFixture } from "./franchise-fixture";

let f: FranchiseFixture;
beforeAll(async () => {
  f = await openFranchiseFixture();
});
afterAll(() => f.handle.close());

const OWNER = "north.owner@example.com";
const OTHER_OWNER = "south.owner@example.com";
const SHOPPER = "just.a.shopper@example.com";
const detail = (json: unknown) => json as FranchiseResponse;

/** Shops of a franchise put straight in the table (fast), as if its owner had opened them. */
async function fillShops(franchiseId: string, n: number): Promise<void> {
  const now = new Date();
  const rows: NewShopRow[] = Array.from({ length: n }, (_, i) => ({
    shopId: `${franchiseId}-filler-${i}`,
    header: { shopName: `Filler ${i}` },
    ownerEmail: "filler@example.com",
    viaKind: "franchise",
    viaId: franchiseId,
    createdAt: new Date(now.getTime() - (n - i) * 1000),
  }));
  await f.handle.db.insert(shops).values(rows);
}

describe(`POST /api/franchise/signup (${driverName})`, () => {
  it("401 signed out; 400 for a missing name or an unknown plan, with nothing made", async () => {
    const before = await f.counts();
    expect(
      (await f.call("POST", "/api/franchise/signup", { name: "X", area: "Y", plan: "basic" }, null)).status,
    ).toBe(401);
    const noName = await f.call(
      "POST",
      "/api/franchise/signup",
      { name: " ", area: "Kota", plan: "basic" },
      OWNER,
    );
    expect(noName).toMatchObject({ status: 400, json: { field: "name" } });
    expect(noName.json.error).toContain("Enter your franchise's name");
    const gold = await f.call(
      "POST",
      "/api/franchise/signup",
      { name: "Kota", area: "Kota", plan: "gold" },
      OWNER,
    );
    expect(gold).toMatchObject({ status: 400, json: { field: "plan" } });
    expect(gold.json.error).toContain("Choose the Basic or the Premium plan");
    expect(await f.counts()).toEqual(before);
  });

  it("a Google sign-in signs a franchise up and runs it at once as its owner", async () => {
    const { status, json } = await f.call(
      "POST",
      "/api/franchise/signup",
      { name: "Jaipur North", area: "Vidhyadhar Nagar", plan: "basic" },
      OWNER,
    );
    expect(status).toBe(201);
    expect(detail(json)).toMatchObject({
      franchise: {
        id: "jaipur-north",
        name: "Jaipur North",
        area: "Vidhyadhar Nagar",
        plan: "basic",
        storeLimit: 50,
        shopCount: 0,
        commissionPercent: 0,
        status: "active",
        ownerEmail: OWNER,
      },
      shops: [],
      riders: [],
    });
    expect(await f.lastAudit()).toMatchObject({
      actor: OWNER,
      action: "franchise.signup",
      scope: "franchise:jaipur-north",
      target: "jaipur-north",
    });
    const me = await f.call("GET", "/api/staff/me", undefined, OWNER);
    expect(me.json.roles).toContainEqual({
      role: "franchise",
      scope: "franchise:jaipur-north",
      name: "Jaipur North",
    });
    expect((await f.call("GET", "/api/franchise", undefined, OWNER)).status).toBe(200);
  });

  it("409 for a person who already runs one; nothing made", async () => {
    const before = await f.counts();
    const again = await f.call(
      "POST",
      "/api/franchise/signup",
      { name: "Other", area: "Kota", plan: "premium" },
      OWNER,
    );
    expect(again.status).toBe(409);
    expect(again.json.error).toBe("You already run the franchise Jaipur North: one franchise a person");
    expect(await f.counts()).toEqual(before);
  });

  it("a phone sign-in signs up too; a taken name gets the next id", async () => {
    const { status, json } = await f.call(
      "POST",
      "/api/franchise/signup",
      { name: "Jaipur North", area: "Jhotwara", plan: "premium" },
      "+919811100001",
    );
    expect(status).toBe(201);
    expect(detail(json).franchise).toMatchObject({
      id: "jaipur-north-2",
      ownerEmail: "",
      ownerPhone: "+919811100001",
      storeLimit: 100,
    });
  });
});

describe(`GET /api/franchise (${driverName})`, () => {
  it("401 signed out; 403 for a seller, a shopper, a support or master admin", async () => {
    expect((await f.call("GET", "/api/franchise", undefined, null)).status).toBe(401);
    for (const who of [DEMO_OWNER, SHOPPER, SUPPORT_EMAIL, TEST_MASTER_EMAIL]) {
      const refused = await f.call("GET", "/api/franchise", undefined, who);
      expect(refused).toMatchObject({ status: 403, json: { error: FRANCHISE_ONLY } });
    }
  });
});

describe(`POST /api/franchise/shops (${driverName})`, () => {
  it("opens a storefront of the franchise with its owner, live at once", async () => {
    const shopOwner = "kirana.owner@example.com";
    // The storefront asked before it existed: its "not found" is forgotten at once.
    expect((await f.app.request("/shop", postJson({ shopId: "north-kirana" }))).status).toBe(404);
    const { status, json } = await f.call(
      "POST",
      "/api/franchise/shops",
      { shopId: "north-kirana", name: "North Kirana", ownerEmail: shopOwner, ownerPhone: "98111 00002" },
      OWNER,
    );
    expect(status).toBe(201);
    const body = detail(json);
    expect(body.franchise.shopCount).toBe(1);
    expect(body.shops).toEqual([
      expect.objectContaining({
        shopId: "north-kirana",
        name: "North Kirana",
        ownerEmail: shopOwner,
        ownerPhone: "+919811100002",
        status: "active",
        via: { kind: "franchise", id: "jaipur-north" },
        createdBy: OWNER,
      }),
    ]);
    expect((await f.app.request("/shop", postJson({ shopId: "north-kirana" }))).status).toBe(200);
    // Its owner runs it in the console.
    expect(
      (await f.call("GET", "/api/seller/shops/north-kirana/settings", undefined, shopOwner)).status,
    ).toBe(200);
    expect(await f.lastAudit()).toMatchObject({ action: "franchise.shop", scope: "franchise:jaipur-north" });
  });

  it("400 for a bad subdomain, no owner or a bad phone; 409 for a taken one; nothing made", async () => {
    const before = await f.counts();
    const post = (body: unknown) => f.call("POST", "/api/franchise/shops", body, OWNER);
    expect(await post({ shopId: "www", name: "W", ownerEmail: "a@b.in" })).toMatchObject({
      status: 400,
      json: { field: "shopId" },
    });
    expect(await post({ shopId: "fine-shop", name: "Fine" })).toMatchObject({
      status: 400,
      json: { field: "ownerEmail" },
    });
    const phone = await post({ shopId: "fine-shop", name: "Fine", ownerPhone: "12345" });
    expect(phone).toMatchObject({ status: 400, json: { field: "ownerPhone" } });
    expect(phone.json.error).toContain(SIGN_IN_PHONE_FORMAT);
    const taken = await post({ shopId: "demo", name: "Demo again", ownerEmail: "a@b.in" });
    expect(taken).toMatchObject({ status: 409, json: { error: SUBDOMAIN_TAKEN } });
    expect(await f.counts()).toEqual(before);
  });

  it("403 for anyone but a franchise owner; 401 signed out", async () => {
    const body = { shopId: "not-mine", name: "Not mine", ownerEmail: "a@b.in" };
    expect((await f.call("POST", "/api/franchise/shops", body, null)).status).toBe(401);
    for (const who of [DEMO_OWNER, SHOPPER, TEST_MASTER_EMAIL])
      expect((await f.call("POST", "/api/franchise/shops", body, who)).status).toBe(403);
  });

  it("Basic runs 50 storefronts: the 51st is refused with a clear message and nothing made", async () => {
    const id = await f.signUp("basic.owner@example.com", "Basic Town", "basic");
    await fillShops(id, 49);
    const fiftieth = await f.call(
      "POST",
      "/api/franchise/shops",
      { shopId: "basic-fiftieth", name: "Fiftieth", ownerEmail: "a@b.in" },
      "basic.owner@example.com",
    );
    expect(fiftieth.status).toBe(201);
    expect(detail(fiftieth.json).franchise).toMatchObject({ shopCount: 50, storeLimit: 50 });
    const before = await f.counts();
    const over = await f.call(
      "POST",
      "/api/franchise/shops",
      { shopId: "basic-fifty-first", name: "Fifty-first", ownerEmail: "a@b.in" },
      "basic.owner@example.com",
    );
    expect(over).toMatchObject({
      status: 409,
      json: { field: "shopId", error: shopLimitRefusal("basic", 50) },
    });
    expect(over.json.error).toContain("Move to the Premium plan");
    expect(await f.counts()).toEqual(before);
    expect((await f.app.request("/shop", postJson({ shopId: "basic-fifty-first" }))).status).toBe(404);
  });

  it("Premium runs 100: the 101st is refused, and three made at once past 98 leave exactly 100", async () => {
    const owner = "premium.owner@example.com";
    const id = await f.signUp(owner, "Premium Town", "premium");
    await fillShops(id, 98);
    const answers = await Promise.all(
      [1, 2, 3].map((n) =>
        f.call(
          "POST",
          "/api/franchise/shops",
          { shopId: `premium-race-${n}`, name: `Race ${n}`, ownerEmail: "a@b.in" },
          owner,
        ),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 201, 409]);
    const refused = answers.find((a) => a.status === 409);
    expect(refused?.json.error).toBe(
      "A franchise runs up to 100 storefronts and all 100 of yours are open: this one can't be added.",
    );
    const mine = await f.handle.db
      .select({ id: shops.shopId })
      .from(shops)
      .where(and(eq(shops.viaKind, "franchise"), eq(shops.viaId, id)));
    expect(mine).toHaveLength(100);
    const hundredFirst = await f.call(
      "POST",
      "/api/franchise/shops",
      { shopId: "premium-101", name: "101st", ownerEmail: "a@b.in" },
      owner,
    );
    expect(hundredFirst.status).toBe(409);
  });
});

describe(`PUT /api/franchise/commission (${driverName})`, () => {
  it("the owner sets their commission", async () => {
    const { status, json } = await f.call(
      "PUT",
      "/api/franchise/commission",
      { commissionPercent: 7.5 },
      OWNER,
    );
    expect(status).toBe(200);
    expect((json as { franchise: Franchise }).franchise.commissionPercent).toBe(7.5);
    expect(await f.lastAudit()).toMatchObject({
      action: "franchise.commission",
      before: expect.objectContaining({ commissionPercent: 0 }),
      after: expect.objectContaining({ commissionPercent: 7.5 }),
    });
  });

  it("400 out of 0 to 100, past two decimals or not a number; nothing changed", async () => {
    const before = await f.counts();
    for (const bad of [101, -1, 7.125, "5", null]) {
      const answer = await f.call("PUT", "/api/franchise/commission", { commissionPercent: bad }, OWNER);
      expect(answer).toMatchObject({ status: 400, json: { field: "commissionPercent" } });
      expect(answer.json.error).toContain(COMMISSION_FORMAT);
    }
    expect(await f.counts()).toEqual(before);
    const mine = await f.call("GET", "/api/franchise", undefined, OWNER);
    expect(detail(mine.json).franchise.commissionPercent).toBe(7.5);
  });

  it("403 for a seller; 401 signed out", async () => {
    expect(
      (await f.call("PUT", "/api/franchise/commission", { commissionPercent: 5 }, DEMO_OWNER)).status,
    ).toBe(403);
    expect((await f.call("PUT", "/api/franchise/commission", { commissionPercent: 5 }, null)).status).toBe(
      401,
    );
  });
});

describe(`the master admin's franchises (${driverName})`, () => {
  it("GET /api/franchises lists and searches them for master and support admins", async () => {
    const all = await f.call("GET", "/api/franchises", undefined, TEST_MASTER_EMAIL);
    expect(all.status).toBe(200);
    const body = all.json as unknown as FranchisesResponse;
    expect(body.franchises.map((x) => x.id)).toContain("jaipur-north");
    expect(body.franchises.find((x) => x.id === "jaipur-north")).toMatchObject({
      shopCount: 1,
      storeLimit: 50,
    });
    const found = await f.call("GET", "/api/franchises?q=premium%20town", undefined, SUPPORT_EMAIL);
    expect((found.json as unknown as FranchisesResponse).franchises.map((x) => x.id)).toEqual([
      "premium-town",
    ]);
    expect((await f.call("GET", "/api/franchises", undefined, OWNER)).status).toBe(403);
    expect((await f.call("GET", "/api/franchises", undefined, null)).status).toBe(401);
  });

  it("a suspended franchise's owner changes nothing until a master admin resumes it", async () => {
    const id = await f.signUp(OTHER_OWNER, "South Side", "basic");
    const suspend = (as: string | null, body: unknown = { reason: "Plan fee unpaid" }) =>
      f.call("POST", `/api/franchises/${id}/suspend`, body, as);
    expect((await suspend(SUPPORT_EMAIL)).status).toBe(403);
    expect((await suspend(OTHER_OWNER)).status).toBe(403);
    expect((await suspend(null)).status).toBe(401);
    expect(await suspend(TEST_MASTER_EMAIL, { reason: "" })).toMatchObject({
      status: 400,
      json: { field: "reason" },
    });
    expect(
      (await f.call("POST", "/api/franchises/no-such/suspend", { reason: "x" }, TEST_MASTER_EMAIL)).status,
    ).toBe(404);
    const done = await suspend(TEST_MASTER_EMAIL);
    expect(done).toMatchObject({
      status: 200,
      json: { franchise: { status: "suspended", suspendedReason: "Plan fee unpaid" } },
    });
    expect((await suspend(TEST_MASTER_EMAIL)).status).toBe(409);

    const before = await f.counts();
    const shop = await f.call(
      "POST",
      "/api/franchise/shops",
      { shopId: "south-one", name: "One", ownerEmail: "a@b.in" },
      OTHER_OWNER,
    );
    expect(shop.status).toBe(409);
    expect(shop.json.error).toContain("This franchise is suspended (Plan fee unpaid)");
    expect(
      (await f.call("PUT", "/api/franchise/commission", { commissionPercent: 3 }, OTHER_OWNER)).status,
    ).toBe(409);
    const rider = { name: "Raju", phone: "9811100009", vehicleType: "Bike" };
    expect((await f.call("POST", "/api/franchise/riders", rider, OTHER_OWNER)).status).toBe(409);
    expect(await f.counts()).toEqual(before);
    // Its page still reads, saying why.
    const page = await f.call("GET", "/api/franchise", undefined, OTHER_OWNER);
    expect(detail(page.json).franchise).toMatchObject({
      status: "suspended",
      suspendedReason: "Plan fee unpaid",
    });

    const resumed = await f.call("POST", `/api/franchises/${id}/resume`, undefined, TEST_MASTER_EMAIL);
    expect(resumed).toMatchObject({ status: 200, json: { franchise: { status: "active" } } });
    expect((await f.call("POST", `/api/franchises/${id}/resume`, undefined, TEST_MASTER_EMAIL)).status).toBe(
      409,
    );
    expect(
      (
        await f.call(
          "POST",
          "/api/franchise/shops",
          { shopId: "south-one", name: "One", ownerEmail: "a@b.in" },
          OTHER_OWNER,
        )
      ).status,
    ).toBe(201);
    expect(await f.lastAudit()).toMatchObject({ action: "franchise.shop" });
    const roles = await f.handle.db
      .select()
      .from(staffRoles)
      .where(eq(staffRoles.scope, `franchise:${id}`));
    expect(roles.map((r) => r.role)).toEqual(["franchise"]);
  });
});
