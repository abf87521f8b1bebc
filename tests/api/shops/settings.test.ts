/** The seller's shop settings (/api/seller/shops/{shopId}/settings): read, save, refusals, and the storefront seeing it. */
import { desc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ShopSettings } from "../../../src/contract/seller";
import type { App } from "../../../src/server/app";
import type { DbHandle } from "../../../src/server/db/connection";
import { auditLog } from "../../../src/server/db/schema";
import { driverName, openSeededApp, postJson } from "../support";
import { DEMO_STAFF, SEVA_OWNER, sellerApi } from "../support/seller";

let app: App;
let handle: DbHandle;
let call: ReturnType<typeof sellerApi>;
beforeAll(async () => {
  ({ app, handle } = await openSeededApp());
  call = sellerApi(app);
});
afterAll(() => handle.close());

const PATH = "/api/seller/shops/demo/settings";
const current = async () => (await call("GET", PATH)).json.settings as ShopSettings;
const storeData = async () =>
  (
    (await (await app.request("/shop", postJson({ shopId: "demo" }))).json()) as {
      response: Record<string, unknown>;
    }
  ).response;

describe(`shop settings (${driverName})`, () => {
  it("owner and staff read the settings the storefront shows", async () => {
    for (const who of [undefined, DEMO_STAFF]) {
      const { status, json } = await call("GET", PATH, undefined, who);
      expect(status).toBe(200);
      expect(json.settings).toMatchObject({ shopName: expect.any(String), shopType: "product", cod: true });
    }
  });

  it("a save shows on the storefront's next load, and is audited", async () => {
    await storeData(); // cached now
    const before = await current();
    const next = {
      ...before,
      shopName: "Demo Kirana Store",
      tagline: "Fresh every morning",
      upiId: "demokirana@okaxis",
      payeeName: "Demo Kirana",
      deliverPp: 30,
      defaultDeliveryDate: 2,
      whatsapp: "98765 43210",
      gstin: "",
      stateCode: "08",
    };
    const saved = await call("PUT", PATH, next, DEMO_STAFF);
    expect(saved.status).toBe(200);
    expect(saved.json.settings).toMatchObject({
      shopName: "Demo Kirana Store",
      deliverPp: 30,
      stateCode: "08",
    });
    const shown = await storeData();
    expect(shown).toMatchObject({ upiId: "demokirana@okaxis", deliverPp: 30, defaultDeliveryDate: 2 });
    expect(shown.settings).toMatchObject({
      header: { shopName: "Demo Kirana Store", tagline: "Fresh every morning" },
    });
    const [entry] = await handle.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(entry).toMatchObject({ actor: DEMO_STAFF, action: "settings.update", scope: "shop:demo" });
    expect(entry?.before).toMatchObject({ shopName: before.shopName });
  });

  it.each([
    ["upiId", { upiId: "no-at-sign" }],
    ["upiId", { upiId: "", cod: false }],
    ["payeeName", { upiId: "shop@okaxis", payeeName: "" }],
    ["gstin", { gstin: "27AAPFU0939F1ZX" }],
    ["gstin", { gstin: "ABC" }],
    ["phoneNumber", { phoneNumber: "12345" }],
    ["whatsapp", { whatsapp: "call me" }],
    ["shopName", { shopName: "  " }],
    ["deliverPp", { deliverPp: -5 }],
    ["defaultDeliveryDate", { defaultDeliveryDate: 1.5 }],
    ["shopType", { shopType: "restaurant" }],
    ["logo", { logo: "https://evil.example.com/logo.png" }],
  ])("400 naming %s for %j, and nothing changes", async (field, change) => {
    const before = await current();
    const { status, json } = await call("PUT", PATH, { ...before, ...change });
    expect(status).toBe(400);
    expect(json.field).toBe(field);
    expect(await current()).toEqual(before);
  });

  it("403 for another shop's owner, 404 for an unknown shop, 401 signed out", async () => {
    const body = await current();
    expect((await call("PUT", PATH, body, SEVA_OWNER)).status).toBe(403);
    expect((await call("GET", PATH, undefined, SEVA_OWNER)).status).toBe(403);
    expect((await call("PUT", "/api/seller/shops/nosuchshop/settings", body)).status).toBe(404);
    expect((await call("PUT", PATH, body, null)).status).toBe(401);
  });
});
