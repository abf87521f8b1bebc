/**
 * Who may call /api/support: support and master admins; a shop's seller, a
 * customer and a rider are refused (403), and nobody signed in (401), before
 * anything changes. A support admin has no seller rights: /api/seller/* and
 * the seller's order calls refuse them, unless they also hold a shop role.
 */
import * as v from "valibot";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SupportOrderResponse } from "../../../src/contract/support";
import { grantRole, shopScope } from "../../../src/server/staff/roles";
import { driverName } from "../support";
import {
  CUSTOMER,
  MASTER,
  openSupportFixture,
  RIDER_PHONE,
  SELLER,
  SUPPORT,
  type SupportFixture,
} from "./support-fixture";

let fx: SupportFixture;
let orderId: string;
beforeAll(async () => {
  fx = await openSupportFixture();
  [orderId] = (await fx.place([{ shopId: "demo", productId: "assam-tea-500g", productCount: 1 }])) as [
    string,
  ];
});
afterAll(() => fx.handle.close());

/** Every support call, with a body that would succeed. */
const calls = () => [
  { method: "GET", path: `/api/support/orders?q=${orderId.slice(-6)}`, body: undefined },
  { method: "GET", path: `/api/support/orders/${orderId}`, body: undefined },
  { method: "POST", path: `/api/support/orders/${orderId}/rider`, body: { riderId: fx.otherRiderId } },
  { method: "POST", path: `/api/support/orders/${orderId}/cancel`, body: { reason: "Checking who may" } },
];

describe(`who may call /api/support (${driverName})`, () => {
  it("refuses a seller, a customer and a rider (403) and the signed out (401), changing nothing", async () => {
    const audits = await fx.audits();
    for (const { method, path, body } of calls()) {
      for (const who of [SELLER, CUSTOMER, RIDER_PHONE]) {
        expect(await fx.call(method, path, body, who), `${who} ${method} ${path}`).toEqual({
          status: 403,
          json: { error: "Only the platform's support admins can do this" },
        });
      }
      expect((await fx.call(method, path, body, null)).status).toBe(401);
      // A bad body is still refused for who is calling first.
      if (body) expect((await fx.call(method, path, {}, CUSTOMER)).status).toBe(403);
    }
    expect(await fx.audits()).toBe(audits);
    const read = await fx.call("GET", `/api/support/orders/${orderId}`, undefined, SUPPORT);
    expect(v.parse(SupportOrderResponse, read.json).order).toMatchObject({
      stage: "Pending",
      riderDetails: [],
    });
  });

  it("lets support and master admins make every call", async () => {
    for (const who of [MASTER, SUPPORT]) {
      for (const { method, path, body } of calls().slice(0, 3)) {
        const { status, json } = await fx.call(method, path, body, who);
        expect(status, `${who} ${method} ${path}: ${JSON.stringify(json)}`).toBe(200);
      }
    }
    const [last] = calls().slice(3);
    expect((await fx.call("POST", last?.path ?? "", last?.body, SUPPORT)).status).toBe(200);
  });
});

describe(`a support admin sells for no shop (${driverName})`, () => {
  it("is refused the seller's calls and the seller's order calls", async () => {
    const [order] = (await fx.place([{ shopId: "demo", productId: "assam-tea-500g", productCount: 1 }])) as [
      string,
    ];
    const refused = [
      ["GET", "/api/seller/shops/demo/products", undefined],
      ["GET", "/api/seller/shops/demo/settings", undefined],
      ["POST", "/api/seller/shops/demo/products/assam-tea-500g/stock", { units: 50, stockVersion: 1 }],
      ["GET", "/api/seller/shops/demo/staff", undefined],
      ["GET", "/api/seller/shops/demo/dashboard", undefined],
    ] as const;
    for (const [method, path, body] of refused) {
      expect(await fx.call(method, path, body, SUPPORT), `${method} ${path}`).toMatchObject({
        status: 403,
        json: { error: "You don't work in this shop: ask its owner to add you" },
      });
    }
    for (const [path, body] of [
      ["/api/digiorder/shoporders", { shopId: "demo" }],
      ["/api/digiorder/cancelorder", { orderId: order }],
      ["/api/digiorder/updatestatus", { orderId: order, riderStatus: "Confirmed" }],
    ] as const) {
      expect((await fx.call("POST", path, body, SUPPORT)).status, path).toBe(403);
    }
    expect((await fx.call("GET", "/api/seller/me", undefined, SUPPORT)).json).toMatchObject({ shops: [] });
  });

  it("works a shop where they also hold a role there, and only there", async () => {
    await grantRole(fx.handle.db, {
      email: SUPPORT,
      role: "staff",
      scope: shopScope("kala"),
      grantedBy: "test",
    });
    expect((await fx.call("GET", "/api/seller/shops/kala/products", undefined, SUPPORT)).status).toBe(200);
    expect((await fx.call("GET", "/api/seller/shops/demo/products", undefined, SUPPORT)).status).toBe(403);
  });
});
