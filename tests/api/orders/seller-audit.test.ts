/**
 * Every seller's change to an order is audited (docs/api.md "Every staff
 * write appends an entry to audit_log"): confirming it (updatestatus),
 * its note, its rider and its cancel each append one entry in the change's
 * own transaction, naming who (the person's email, else their phone, or
 * "seller key"), the shop, the order, before and after. A refused change
 * appends none.
 */
import { count, desc, eq } from "drizzle-orm";
import * as v from "valibot";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AddOrderResponse } from "../../../src/contract/order";
import { auditLog } from "../../../src/server/db/schema";
import { SELLER_PHONES, SUPPORT_EMAIL } from "../../../src/server/seed/shops";
import { driverName, TEST_SELLER_KEY } from "../support";
import { DEMO_STAFF, sellerApi } from "../support/seller";
import { orderBody, placeOrder, savedAddress } from "../support/shopping";
import { openTrackingFixture, type TrackingFixture } from "../support/tracking";

let fx: TrackingFixture;
let call: ReturnType<typeof sellerApi>;
beforeAll(async () => {
  fx = await openTrackingFixture();
  call = sellerApi(fx.app);
});
afterAll(() => fx.handle.close());

const BUYER = "audited.buyer@x.in";
const DEMO_KEY = { "x-seller-key": `${TEST_SELLER_KEY}-demo` };
const DEMO_PHONE = SELLER_PHONES.demo ?? "";

async function newOrder(): Promise<string> {
  const address = await savedAddress(fx.app, BUYER);
  const placed = await placeOrder(
    fx.app,
    orderBody(BUYER, address, [{ shopId: "demo", productId: "organic-jaggery-1kg", productCount: 1 }]),
  );
  return v.parse(AddOrderResponse, placed.json).orderIds[0] ?? "";
}
const audits = async () => (await fx.handle.db.select({ n: count() }).from(auditLog))[0]?.n ?? 0;
const lastOf = async (orderId: string) =>
  (
    await fx.handle.db.select().from(auditLog).where(eq(auditLog.target, orderId)).orderBy(desc(auditLog.id))
  )[0];

/** Calls `path` with `body` as `who` and expects 200 and exactly one new audit entry, answered. */
async function audited(path: string, body: Record<string, unknown>, who: string | Record<string, string>) {
  const before = await audits();
  const answer = await call("POST", `/api/digiorder/${path}`, body, who);
  expect(answer.status, JSON.stringify(answer.json)).toBe(200);
  expect(await audits()).toBe(before + 1);
  return lastOf(String(body.orderId));
}

describe(`a seller's order changes are audited (${driverName})`, () => {
  it("demo's staff: confirm, note, rider and cancel each add one entry", async () => {
    const orderId = await newOrder();
    expect(await audited("updatestatus", { orderId, riderStatus: "Confirmed" }, DEMO_STAFF)).toMatchObject({
      actor: DEMO_STAFF,
      action: "order.confirm",
      scope: "shop:demo",
      target: orderId,
      before: { riderStatus: "Pending" },
      after: { riderStatus: "Confirmed" },
    });
    expect(
      await audited("ordernote", { orderId, deliveryPartner: "Blue Dart", ShippingId: "BD1" }, DEMO_STAFF),
    ).toMatchObject({
      actor: DEMO_STAFF,
      action: "order.note",
      scope: "shop:demo",
      after: { deliveryPartner: "Blue Dart", ShippingId: "BD1" },
    });
    const rider = { name: "Bablu", phoneNumber: "+91-9000011111", vehicleType: "Auto" };
    expect(await audited("assignrider", { orderId, riderDetails: rider }, DEMO_STAFF)).toMatchObject({
      actor: DEMO_STAFF,
      action: "order.rider",
      scope: "shop:demo",
      before: { riderId: null, rider: null },
      after: { riderId: null, rider },
    });
    expect(await audited("cancelorder", { orderId }, DEMO_STAFF)).toMatchObject({
      actor: DEMO_STAFF,
      action: "order.cancel",
      scope: "shop:demo",
      before: { orderStatus: "CONFIRMED", riderStatus: "Confirmed" },
      after: { orderStatus: "CANCEL", riderStatus: "Confirmed" },
    });
    // Support's timeline of the order names the rider the seller named, and who named them.
    const seen = await call("GET", `/api/support/orders/${orderId}`, undefined, SUPPORT_EMAIL);
    expect(seen.status).toBe(200);
    expect((seen.json as { timeline: { what: string; by: string }[] }).timeline).toContainEqual(
      expect.objectContaining({ what: "Rider: Bablu (+91-9000011111)", by: DEMO_STAFF }),
    );
  });

  it("the owner signed in by phone is named by the phone; the shop's key as the seller key", async () => {
    const orderId = await newOrder();
    expect(await audited("updatestatus", { orderId, riderStatus: "Confirmed" }, DEMO_PHONE)).toMatchObject({
      actor: DEMO_PHONE,
      action: "order.confirm",
    });
    expect(await audited("ordernote", { orderId, deliveryPartner: "India Post" }, DEMO_KEY)).toMatchObject({
      actor: "seller key",
      action: "order.note",
    });
  });

  it("a refused change adds none: no credential, a wrong key, another shop's seller, a step out of turn", async () => {
    const orderId = await newOrder();
    const before = await audits();
    const kala = { "x-seller-key": `${TEST_SELLER_KEY}-kala` };
    for (const who of [null, { "x-seller-key": "not-a-key" }, kala, "kala.seller@example.com"]) {
      const confirm = await call(
        "POST",
        "/api/digiorder/updatestatus",
        { orderId, riderStatus: "Confirmed" },
        who,
      );
      expect([401, 403]).toContain(confirm.status);
      const note = await call("POST", "/api/digiorder/ordernote", { orderId, deliveryPartner: "X" }, who);
      expect([401, 403]).toContain(note.status);
      const rider = { name: "Bablu", phoneNumber: "+91-9000011111", vehicleType: "Auto" };
      const assign = await call("POST", "/api/digiorder/assignrider", { orderId, riderDetails: rider }, who);
      expect([401, 403]).toContain(assign.status);
      expect([401, 403]).toContain(
        (await call("POST", "/api/digiorder/cancelorder", { orderId }, who)).status,
      );
    }
    expect(
      (await call("POST", "/api/digiorder/updatestatus", { orderId, riderStatus: "En Route" }, DEMO_STAFF))
        .status,
    ).toBe(403);
    expect(
      (await call("POST", "/api/digiorder/ordernote", { orderId: "OD-NOT-THERE" }, DEMO_STAFF)).status,
    ).toBe(404);
    expect(await audits()).toBe(before);
    // Cancelled, it changes no more: no entry for a refused cancel either.
    await audited("cancelorder", { orderId }, DEMO_STAFF);
    const cancelled = await audits();
    expect((await call("POST", "/api/digiorder/cancelorder", { orderId }, DEMO_STAFF)).status).toBe(409);
    expect(
      (await call("POST", "/api/digiorder/ordernote", { orderId, deliveryPartner: "Y" }, DEMO_STAFF)).status,
    ).toBe(409);
    expect(await audits()).toBe(cancelled);
  });
});
