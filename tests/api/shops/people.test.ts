/** The seller's identity, people and integration keys (/api/seller): owner vs staff, other shops, signed out. */
import { desc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../../src/server/app";
import { issueSessionToken } from "../../../src/server/auth/tokens";
import type { DbHandle } from "../../../src/server/db/connection";
import { auditLog } from "../../../src/server/db/schema";
import { driverName, openSeededApp, testConfig } from "../support";
import { DEMO_OWNER, DEMO_STAFF, SEVA_OWNER, sellerApi } from "../support/seller";

let app: App;
let handle: DbHandle;
let call: ReturnType<typeof sellerApi>;
beforeAll(async () => {
  ({ app, handle } = await openSeededApp());
  call = sellerApi(app);
});
afterAll(() => handle.close());

const lastAudit = async () =>
  (await handle.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0];

describe(`GET /api/seller/me (${driverName})`, () => {
  it("lists the shops the signed-in person works in, with their role", async () => {
    const owner = await call("GET", "/api/seller/me");
    expect(owner.status).toBe(200);
    expect(owner.json).toEqual({
      email: DEMO_OWNER,
      shops: [{ shopId: "demo", role: "owner", shopName: expect.any(String) }],
    });
    const staff = await call("GET", "/api/seller/me", undefined, DEMO_STAFF);
    expect(staff.json.shops).toEqual([{ shopId: "demo", role: "staff", shopName: expect.any(String) }]);
  });

  it("answers no shops for a shopper", async () => {
    const { status, json } = await call("GET", "/api/seller/me", undefined, "just.a.shopper@x.in");
    expect(status).toBe(200);
    expect(json.shops).toEqual([]);
  });

  it("401 signed out, with a bad token, or with a shop's session token", async () => {
    expect((await call("GET", "/api/seller/me", undefined, null)).status).toBe(401);
    expect(
      (await call("GET", "/api/seller/me", undefined, { authorization: "Bearer nonsense" })).status,
    ).toBe(401);
    const session = await issueSessionToken(testConfig.auth, DEMO_OWNER);
    const bySession = await call("GET", "/api/seller/me", undefined, { authorization: `Bearer ${session}` });
    expect(bySession.status).toBe(401);
    expect(bySession.json.error).toContain("Sign in to the console with Google");
  });
});

describe(`the shop's people (${driverName})`, () => {
  it("owner and staff see the list, owner first", async () => {
    for (const who of [DEMO_OWNER, DEMO_STAFF]) {
      const { status, json } = await call("GET", "/api/seller/shops/demo/staff", undefined, who);
      expect(status).toBe(200);
      const staff = json.staff as { email: string; role: string }[];
      expect(staff[0]).toMatchObject({ email: DEMO_OWNER, role: "owner" });
      expect(staff.map((s) => s.email)).toContain(DEMO_STAFF);
    }
  });

  it("403 for another shop's owner, 404 for an unknown shop, 401 signed out", async () => {
    const other = await call("GET", "/api/seller/shops/demo/staff", undefined, SEVA_OWNER);
    expect(other).toMatchObject({
      status: 403,
      json: { error: "You don't work in this shop: ask its owner to add you" },
    });
    expect((await call("GET", "/api/seller/shops/nosuchshop/staff")).status).toBe(404);
    expect((await call("GET", "/api/seller/shops/demo/staff", undefined, null)).status).toBe(401);
  });

  it("the owner adds a person, who then works in the shop; the audit keeps who did it", async () => {
    const added = await call("POST", "/api/seller/shops/demo/staff", { email: "  New.Helper@Example.com " });
    expect(added.status).toBe(201);
    expect(added.json.member).toMatchObject({
      email: "new.helper@example.com",
      role: "staff",
      grantedBy: DEMO_OWNER,
    });
    expect(await lastAudit()).toMatchObject({
      actor: DEMO_OWNER,
      action: "staff.add",
      scope: "shop:demo",
      target: "new.helper@example.com",
    });
    const me = await call("GET", "/api/seller/me", undefined, "new.helper@example.com");
    expect(me.json.shops).toEqual([{ shopId: "demo", role: "staff", shopName: expect.any(String) }]);
    const again = await call("POST", "/api/seller/shops/demo/staff", { email: "new.helper@example.com" });
    expect(again).toMatchObject({ status: 409, json: { field: "email" } });
  });

  it("the owner adds a person by phone, who signs in with a code and works in the shop", async () => {
    const added = await call("POST", "/api/seller/shops/demo/staff", { phone: "098290 22222" });
    expect(added.status).toBe(201);
    expect(added.json.member).toMatchObject({ email: "", phone: "+919829022222", role: "staff" });
    expect(await lastAudit()).toMatchObject({ action: "staff.add", target: "+919829022222" });
    const me = await call("GET", "/api/seller/me", undefined, "+919829022222");
    expect(me.json).toEqual({
      email: "+919829022222",
      shops: [{ shopId: "demo", role: "staff", shopName: expect.any(String) }],
    });
    const again = await call("POST", "/api/seller/shops/demo/staff", { phone: "+91 98290 22222" });
    expect(again).toMatchObject({ status: 409, json: { field: "phone" } });
    const removed = await call("DELETE", "/api/seller/shops/demo/staff/%2B919829022222");
    expect(removed.status).toBe(200);
    expect((await call("GET", "/api/seller/shops/demo/staff", undefined, "+919829022222")).status).toBe(403);
  });

  it("refuses a bad phone and a request naming nobody, changing nothing", async () => {
    const before = (await call("GET", "/api/seller/shops/demo/staff")).json;
    const badPhone = await call("POST", "/api/seller/shops/demo/staff", { phone: "12345" });
    expect(badPhone).toMatchObject({ status: 400, json: { field: "phone" } });
    expect(JSON.stringify(badPhone.json)).toContain("10-digit Indian mobile number");
    const nobody = await call("POST", "/api/seller/shops/demo/staff", {});
    expect(nobody).toMatchObject({ status: 400, json: { field: "email" } });
    expect(JSON.stringify(nobody.json)).toContain("Give their email or their phone number");
    expect((await call("GET", "/api/seller/shops/demo/staff")).json).toEqual(before);
  });

  it("refuses a bad email, and staff adding people", async () => {
    expect((await call("POST", "/api/seller/shops/demo/staff", { email: "not-an-email" })).json.field).toBe(
      "email",
    );
    const byStaff = await call("POST", "/api/seller/shops/demo/staff", { email: "x@y.in" }, DEMO_STAFF);
    expect(byStaff).toMatchObject({ status: 403, json: { error: "Only the shop's owner can do this" } });
    const byOther = await call("POST", "/api/seller/shops/demo/staff", { email: "x@y.in" }, SEVA_OWNER);
    expect(byOther.status).toBe(403);
  });

  it("the owner removes a staff member, whose access ends at their next call", async () => {
    await call("POST", "/api/seller/shops/demo/staff", { email: "leaving@example.com" });
    expect((await call("GET", "/api/seller/shops/demo/staff", undefined, "leaving@example.com")).status).toBe(
      200,
    );
    const removed = await call("DELETE", "/api/seller/shops/demo/staff/leaving%40example.com");
    expect(removed.status).toBe(200);
    expect((removed.json.staff as { email: string }[]).map((s) => s.email)).not.toContain(
      "leaving@example.com",
    );
    expect(await lastAudit()).toMatchObject({
      action: "staff.remove",
      target: "leaving@example.com",
      before: { role: "staff" },
    });
    expect((await call("GET", "/api/seller/shops/demo/staff", undefined, "leaving@example.com")).status).toBe(
      403,
    );
  });

  it("refuses removing yourself, an unknown person, a bad email, and staff removing anyone", async () => {
    expect((await call("DELETE", `/api/seller/shops/demo/staff/${DEMO_OWNER}`)).status).toBe(409);
    expect((await call("DELETE", "/api/seller/shops/demo/staff/nobody%40example.com")).status).toBe(404);
    expect((await call("DELETE", "/api/seller/shops/demo/staff/not-an-email")).status).toBe(400);
    // The owner signed in by phone is still themselves.
    expect(
      (await call("DELETE", "/api/seller/shops/demo/staff/%2B919876500001", undefined, "+919876500001"))
        .status,
    ).toBe(409);
    expect(
      (await call("DELETE", `/api/seller/shops/demo/staff/${DEMO_OWNER}`, undefined, DEMO_STAFF)).status,
    ).toBe(403);
  });
});

describe(`integration keys (${driverName})`, () => {
  it("a key is shown once, works as X-Seller-Key, is listed without itself, and stops at revocation", async () => {
    const made = await call("POST", "/api/seller/shops/demo/keys", { label: "Billing app" });
    expect(made.status).toBe(201);
    const key = made.json.key as string;
    const info = made.json.info as { id: number; hint: string; label: string; createdBy: string };
    expect(key).toMatch(/^sk_[\w-]{43}$/);
    expect(info).toMatchObject({ label: "Billing app", createdBy: DEMO_OWNER, hint: `${key.slice(0, 7)}…` });
    const orders = () =>
      call("POST", "/api/digiorder/shoporders", { shopId: "demo" }, { "x-seller-key": key });
    expect((await orders()).status).toBe(200);
    const list = await call("GET", "/api/seller/shops/demo/keys");
    expect(JSON.stringify(list.json)).not.toContain(key);
    const listed = (list.json.keys as { id: number; lastUsedAt: string | null }[]).find(
      (k) => k.id === info.id,
    );
    expect(listed?.lastUsedAt).not.toBeNull();
    const revoked = await call("DELETE", `/api/seller/shops/demo/keys/${info.id}`);
    expect(revoked.status).toBe(200);
    expect(await lastAudit()).toMatchObject({ action: "key.revoke", target: info.hint });
    expect((await orders()).status).toBe(401);
  });

  it("keys are the owner's alone; a label is needed; an unknown key is 404", async () => {
    expect((await call("GET", "/api/seller/shops/demo/keys", undefined, DEMO_STAFF)).status).toBe(403);
    expect((await call("POST", "/api/seller/shops/demo/keys", { label: "x" }, SEVA_OWNER)).status).toBe(403);
    expect((await call("POST", "/api/seller/shops/demo/keys", { label: " " })).json.field).toBe("label");
    expect((await call("DELETE", "/api/seller/shops/demo/keys/999999")).status).toBe(404);
    expect((await call("DELETE", "/api/seller/shops/demo/keys/abc")).status).toBe(404);
    expect((await call("POST", "/api/seller/shops/demo/keys", { label: "x" }, null)).status).toBe(401);
  });

  it("nobody edits the audit trail", async () => {
    await expect(handle.db.delete(auditLog)).rejects.toThrow();
  });
});
