/**
 * The platform's staff calls (/api/staff): who is signed in and as what
 * (Google or phone), sessions that expire and end on every device, the
 * audit trail and the support admins; each allowed, refused and signed out.
 */
import { count, desc, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../../src/server/app";
import { issueSessionToken } from "../../../src/server/auth/tokens";
import type { DbHandle } from "../../../src/server/db/connection";
import { auditLog, staffSignOuts } from "../../../src/server/db/schema";
import { SELLER_PHONES, SUPPORT_EMAIL } from "../../../src/server/seed";
import { NO_ROLE_TO_SIGN_OUT } from "../../../src/server/staff/routes";
import { SESSION_ENDED, SESSION_EXPIRED } from "../../../src/server/staff/sessions";
import { driverName, openSeededApp, postJson, TEST_MASTER_EMAIL, testConfig } from "../support";
import { DEMO_OWNER, DEMO_STAFF, sellerApi } from "../support/seller";
import { asPerson, forgetToken } from "../support/tokens";

let app: App;
let handle: DbHandle;
let call: ReturnType<typeof sellerApi>;
beforeAll(async () => {
  ({ app, handle } = await openSeededApp());
  call = sellerApi(app);
});
afterAll(() => handle.close());

const MASTER = TEST_MASTER_EMAIL;
const DEMO_PHONE = SELLER_PHONES.demo as string;
const lastAudit = async () =>
  (await handle.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0];
const auditCount = async () => (await handle.db.select({ n: count() }).from(auditLog))[0]?.n;
const signOutsOf = (...who: string[]) =>
  handle.db.select().from(staffSignOuts).where(inArray(staffSignOuts.principal, who));
/** A sign-in made `seconds` ago (the token's auth_time moved back). */
const signedInAgo = (who: string, seconds: number) =>
  asPerson(who, { auth_time: Math.floor(Date.now() / 1000) - seconds });

describe(`GET /api/staff/me (${driverName})`, () => {
  it("names the configured master admin's role", async () => {
    const { status, json } = await call("GET", "/api/staff/me", undefined, MASTER);
    expect(status).toBe(200);
    expect(json).toMatchObject({
      email: MASTER,
      phone: "",
      roles: [{ role: "master", scope: "platform", name: "" }],
    });
    expect(Date.parse(String(json.sessionEndsAt))).toBeGreaterThan(Date.now() + 11 * 3600_000);
  });

  it("a shop owner signed in by phone is the same owner as by Google", async () => {
    const byPhone = await call("GET", "/api/staff/me", undefined, DEMO_PHONE);
    expect(byPhone.status).toBe(200);
    expect(byPhone.json).toMatchObject({ email: "", phone: DEMO_PHONE });
    expect(byPhone.json.roles).toContainEqual({
      role: "owner",
      scope: "shop:demo",
      name: expect.any(String),
    });
    const shops = await call("GET", "/api/seller/me", undefined, DEMO_PHONE);
    expect(shops.json).toMatchObject({ email: DEMO_PHONE, shops: [{ shopId: "demo", role: "owner" }] });
    // …and can work the shop: its settings answer.
    expect((await call("GET", "/api/seller/shops/demo/settings", undefined, DEMO_PHONE)).status).toBe(200);
  });

  it("a phone token claiming another number than its account's is refused", async () => {
    const forged = await asPerson(DEMO_PHONE, { phone_number: SELLER_PHONES.seva });
    expect((await call("GET", "/api/staff/me", undefined, forged)).status).toBe(401);
  });

  it("answers no roles for someone who has none", async () => {
    const { status, json } = await call("GET", "/api/staff/me", undefined, "+919000000099");
    expect(status).toBe(200);
    expect(json).toMatchObject({ email: "", phone: "+919000000099", roles: [] });
  });

  it("401 signed out or with a bad token", async () => {
    expect((await call("GET", "/api/staff/me", undefined, null)).status).toBe(401);
    expect((await call("GET", "/api/staff/me", undefined, { authorization: "Bearer x.y.z" })).status).toBe(
      401,
    );
  });

  it("a sign-in older than STAFF_SESSION_HOURS is refused: sign in again", async () => {
    const old = await signedInAgo(DEMO_OWNER, 13 * 3600);
    const { status, json } = await call("GET", "/api/staff/me", undefined, old);
    expect(status).toBe(401);
    expect(json.error).toBe(SESSION_EXPIRED);
    // The same age limit guards the shop's calls.
    expect((await call("GET", "/api/seller/shops/demo/staff", undefined, old)).status).toBe(401);
  });
});

describe(`a phone sign-in shops as the customer its number is (${driverName})`, () => {
  it("acts for that customer only (issue 26: phone shoppers)", async () => {
    const token = await asPerson("+919000000098");
    const other = await app.request("/customer/getcustomer", postJson({ email: "x@example.com" }, token));
    expect(other.status).toBe(403);
    expect(((await other.json()) as { error: string }).error).toBe("You can only act for your own account");
    const own = await app.request("/customer/getcustomer", postJson({ email: "+919000000098" }, token));
    expect(own.status).toBe(200);
  });
});

describe(`POST /api/staff/signout (${driverName})`, () => {
  it("ends every sign-in made before it, on every device; a new sign-in works", async () => {
    const who = "seva.seller@example.com";
    const deviceA = await signedInAgo(who, 120);
    const deviceB = await signedInAgo(who, 60);
    expect((await call("GET", "/api/seller/shops/seva/staff", undefined, deviceB)).status).toBe(200);
    const out = await call("POST", "/api/staff/signout", undefined, deviceA);
    expect(out.status).toBe(200);
    expect(Date.parse(String(out.json.signedOutAt))).toBeLessThanOrEqual(Date.now());
    expect(await lastAudit()).toMatchObject({ actor: who, action: "session.signout", scope: "platform" });
    for (const device of [deviceA, deviceB]) {
      const refused = await call("GET", "/api/seller/shops/seva/staff", undefined, device);
      expect(refused.status).toBe(401);
      expect(refused.json.error).toBe(SESSION_ENDED);
    }
    // The orders console's calls (callerAuth) stop selling for it too.
    const orders = await call("POST", "/api/digiorder/shoporders", { shopId: "seva" }, deviceB);
    expect(orders.status).toBe(403);
    expect(orders.json.error).toBe("Only the shop's seller does this");
    // The answer comes once the sign-out's second is over: a sign-in right after it works.
    expect(Math.floor(Date.now() / 1000)).toBeGreaterThan(
      Math.floor(Date.parse(String(out.json.signedOutAt)) / 1000),
    );
    forgetToken(who);
    expect((await call("GET", "/api/seller/shops/seva/staff", undefined, who)).status).toBe(200);
  });

  it("ends a sign-in made in the same second as the sign-out; one from the next second works", async () => {
    // auth_time has whole seconds: a sign-in in the sign-out's second may have come just before it.
    const who = "same.second@example.com";
    expect((await call("POST", "/api/staff/support-admins", { email: who }, MASTER)).status).toBe(201);
    const out = await call("POST", "/api/staff/signout", undefined, who);
    expect(out.status).toBe(200);
    const second = Math.floor(Date.parse(String(out.json.signedOutAt)) / 1000);
    for (let i = 0; i < 3; i++) {
      const sameSecond = await asPerson(who, { auth_time: second, iat: second });
      const refused = await call("GET", "/api/staff/me", undefined, sameSecond);
      expect(refused.status).toBe(401);
      expect(refused.json.error).toBe(SESSION_ENDED);
    }
    const later = await asPerson(who, { auth_time: second + 1, iat: second + 1 });
    const me = await call("GET", "/api/staff/me", undefined, later);
    expect(me.status).toBe(200);
    expect(me.json.roles).toContainEqual({ role: "support", scope: "platform", name: "" });
  });

  it("403 for a person who holds no role, writing nothing (no audit entry, no sign-out); their sign-in goes on", async () => {
    for (const who of ["+919000000097", "no.role@example.com"]) {
      const entries = await auditCount();
      for (let i = 0; i < 3; i++) {
        const { status, json } = await call("POST", "/api/staff/signout", undefined, who);
        expect(status).toBe(403);
        expect(json.error).toBe(NO_ROLE_TO_SIGN_OUT);
      }
      expect(await auditCount()).toBe(entries);
      expect(await signOutsOf(who)).toEqual([]);
      expect((await call("GET", "/api/staff/me", undefined, who)).status).toBe(200);
    }
  });

  it("a shop's staff may too; 401 signed out, with a bad token or a shop's session token", async () => {
    const staff = await call("POST", "/api/staff/signout", undefined, DEMO_STAFF);
    expect(staff.status).toBe(200);
    expect(await lastAudit()).toMatchObject({ actor: DEMO_STAFF, action: "session.signout" });
    expect((await call("POST", "/api/staff/signout", undefined, null)).status).toBe(401);
    const entries = await auditCount();
    expect(
      (await call("POST", "/api/staff/signout", undefined, { authorization: "Bearer x.y.z" })).status,
    ).toBe(401);
    const session = await issueSessionToken(testConfig.auth, "no.role@example.com");
    const shopSession = await call("POST", "/api/staff/signout", undefined, {
      authorization: `Bearer ${session}`,
    });
    expect(shopSession.status).toBe(401);
    expect(await auditCount()).toBe(entries);
  });
});

describe(`GET /api/staff/audit (${driverName})`, () => {
  it("master admins read it newest first, filtered, a page at a time", async () => {
    // Three entries of a scope of their own to page through.
    for (const n of [1, 2, 3]) {
      const who = `paged${n}@example.com`;
      expect((await call("POST", "/api/staff/support-admins", { email: who }, MASTER)).status).toBe(201);
      expect((await call("DELETE", `/api/staff/support-admins/${who}`, undefined, MASTER)).status).toBe(200);
    }
    const { status, json } = await call("GET", "/api/staff/audit?action=support.remove", undefined, MASTER);
    expect(status).toBe(200);
    const entries = json.entries as { id: number; action: string; target: string; actor: string }[];
    expect(entries.slice(0, 3).map((e) => e.target)).toEqual([
      "paged3@example.com",
      "paged2@example.com",
      "paged1@example.com",
    ]);
    expect(entries.every((e) => e.action === "support.remove" && e.actor === MASTER)).toBe(true);
    const older = await call(
      "GET",
      `/api/staff/audit?action=support.remove&before=${entries[0]?.id}`,
      undefined,
      MASTER,
    );
    expect((older.json.entries as { target: string }[])[0]?.target).toBe("paged2@example.com");
    const scoped = await call("GET", "/api/staff/audit?scope=shop:demo", undefined, MASTER);
    expect((scoped.json.entries as { scope: string }[]).every((e) => e.scope === "shop:demo")).toBe(true);
  });

  it("pages by `next` when there are more than 50", async () => {
    const first = await call("GET", "/api/staff/audit", undefined, MASTER);
    const count = (first.json.entries as unknown[]).length;
    if (count === 50) expect(first.json.next).toMatch(/^\d+$/);
    else expect(first.json.next).toBeNull();
  });

  it("refuses support admins, owners and shoppers (403), signed out (401), a bad cursor (400)", async () => {
    for (const who of [SUPPORT_EMAIL, DEMO_OWNER, DEMO_PHONE, "shopper@example.com"]) {
      const { status, json } = await call("GET", "/api/staff/audit", undefined, who);
      expect(status).toBe(403);
      expect(json.error).toBe("Only a master admin can do this");
    }
    expect((await call("GET", "/api/staff/audit", undefined, null)).status).toBe(401);
    expect((await call("GET", "/api/staff/audit?before=abc", undefined, MASTER)).status).toBe(400);
  });
});

describe(`the support admins (${driverName})`, () => {
  it("lists the seeded one", async () => {
    const { status, json } = await call("GET", "/api/staff/support-admins", undefined, MASTER);
    expect(status).toBe(200);
    expect(json.people).toContainEqual(
      expect.objectContaining({ email: SUPPORT_EMAIL, role: "support", scope: "platform" }),
    );
  });

  it("a master admin adds one by email and phone; they are in, then removed and out at their next call", async () => {
    const added = await call(
      "POST",
      "/api/staff/support-admins",
      { email: "Meera@Example.com", phone: "98290 11111" },
      MASTER,
    );
    expect(added.status).toBe(201);
    expect(added.json.people).toContainEqual(
      expect.objectContaining({ email: "meera@example.com", phone: "+919829011111", grantedBy: MASTER }),
    );
    expect(await lastAudit()).toMatchObject({
      actor: MASTER,
      action: "support.add",
      target: "meera@example.com",
    });
    // Either sign-in is them.
    for (const who of ["meera@example.com", "+919829011111"]) {
      const me = await call("GET", "/api/staff/me", undefined, who);
      expect(me.json.roles).toContainEqual({ role: "support", scope: "platform", name: "" });
    }
    const again = await call("POST", "/api/staff/support-admins", { phone: "+919829011111" }, MASTER);
    expect(again.status).toBe(409);
    expect(again.json.error).toContain("already has a role");

    const removed = await call("DELETE", "/api/staff/support-admins/%2B919829011111", undefined, MASTER);
    expect(removed.status).toBe(200);
    expect(JSON.stringify(removed.json.people)).not.toContain("meera@example.com");
    expect(await lastAudit()).toMatchObject({ action: "support.remove", target: "+919829011111" });
    const after = await call("GET", "/api/staff/me", undefined, "meera@example.com");
    expect(after.json.roles).toEqual([]);
  });

  it("bad input changes nothing and says why", async () => {
    const before = await call("GET", "/api/staff/support-admins", undefined, MASTER);
    const none = await call("POST", "/api/staff/support-admins", {}, MASTER);
    expect(none.status).toBe(400);
    expect(JSON.stringify(none.json)).toContain("Give an email or a phone number");
    const badPhone = await call("POST", "/api/staff/support-admins", { phone: "12345" }, MASTER);
    expect(badPhone.status).toBe(400);
    expect(JSON.stringify(badPhone.json)).toContain("10-digit Indian mobile number");
    const badEmail = await call("POST", "/api/staff/support-admins", { email: "not-an-email" }, MASTER);
    expect(badEmail.status).toBe(400);
    const unknown = await call("DELETE", "/api/staff/support-admins/nobody@example.com", undefined, MASTER);
    expect(unknown.status).toBe(404);
    expect(unknown.json.error).toBe("nobody@example.com is not a support admin");
    const garbage = await call("DELETE", "/api/staff/support-admins/12", undefined, MASTER);
    expect(garbage.status).toBe(400);
    expect((await call("GET", "/api/staff/support-admins", undefined, MASTER)).json).toEqual(before.json);
  });

  it("only master admins manage them: support, owner 403; signed out 401", async () => {
    for (const who of [SUPPORT_EMAIL, DEMO_OWNER]) {
      expect((await call("GET", "/api/staff/support-admins", undefined, who)).status).toBe(403);
      expect((await call("POST", "/api/staff/support-admins", { email: "x@example.com" }, who)).status).toBe(
        403,
      );
      expect(
        (await call("DELETE", `/api/staff/support-admins/${SUPPORT_EMAIL}`, undefined, who)).status,
      ).toBe(403);
    }
    expect((await call("GET", "/api/staff/support-admins", undefined, null)).status).toBe(401);
    expect((await call("POST", "/api/staff/support-admins", { email: "x@example.com" }, null)).status).toBe(
      401,
    );
  });
});
