/**
 * The rider key (X-Rider-Key) is a rider: its calls under /api/digiorder
 * keep the phone rider's rules (src/server/orders/rider.ts). It moves only
 * the orders its rider may carry (their own, or confirmed ones waiting for a
 * rider of the shops they serve: the platform's rider, Ravi Kumar, the
 * shops of no franchise), one step at a time, "Delivered" on a COD order
 * only with the cash due, each step audited; and it reads (shopdigiorder)
 * and lists (riderorders) only those orders, never another shop's shopper.
 */
import { count, desc, eq } from "drizzle-orm";
import * as v from "valibot";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AddOrderResponse } from "../../../src/contract/order";
import { RiderOrdersResponse, UpdateStatusResponse } from "../../../src/contract/orderDetail";
import { formatInr } from "../../../src/domain/inr";
import { cardTotal } from "../../../src/domain/orders/orderCard";
import { auditLog, orders } from "../../../src/server/db/schema";
import { RIDER_KEY_ACTOR } from "../../../src/server/orders/rider";
import { type FranchiseFixture, openFranchiseFixture } from "../onboarding/franchise-fixture";
import { driverName, TEST_RIDER_KEY } from "../support";
import { DEMO_OWNER } from "../support/seller";
import { orderBody, placeOrder, savedAddress } from "../support/shopping";

let f: FranchiseFixture;
beforeAll(async () => {
  f = await openFranchiseFixture();
  await f.signUp(NORTH_OWNER, "North");
  await f.addShop(NORTH_OWNER, "north-sweets", NORTH_SELLER);
  await f.addRider(NORTH_OWNER, "Mohan Lal", NORTH_RIDER, "Scooter");
});
afterAll(() => f.handle.close());

const NORTH_OWNER = "key.north.franchise@example.com";
const NORTH_SELLER = "key.north.sweets@example.com";
const NORTH_RIDER = "+919811500001";
/** The seeded platform rider, Ravi Kumar, signed in by phone: the same rider as the key's. */
const RAVI = "+919829012345";
const BUYER = "rider.key.buyer@example.com";
const KEY = { "x-rider-key": TEST_RIDER_KEY };

const move = (orderId: string, riderStatus: string, as: Record<string, string> | null = KEY, extra = {}) =>
  f.call("POST", "/api/digiorder/updatestatus", { orderId, riderStatus, ...extra }, as);
const read = (orderId: string, as: string | Record<string, string> | null = KEY) =>
  f.call("POST", "/api/digiorder/shopdigiorder", { orderId }, as);
const row = async (orderId: string) =>
  (await f.handle.db.select().from(orders).where(eq(orders.orderId, orderId)))[0];
const audits = async () => (await f.handle.db.select({ n: count() }).from(auditLog))[0]?.n ?? 0;
const auditsOf = (orderId: string) =>
  f.handle.db.select().from(auditLog).where(eq(auditLog.target, orderId)).orderBy(desc(auditLog.id));

/** A demo order (a shop of no franchise) placed by the buyer; its seller confirms it unless told. */
async function demoOrder(confirm = true, productId = "toor-dal-1kg"): Promise<string> {
  if (!confirm) {
    const address = await savedAddress(f.app, BUYER);
    const placed = await placeOrder(
      f.app,
      orderBody(BUYER, address, [{ shopId: "demo", productId, productCount: 1 }]),
    );
    return v.parse(AddOrderResponse, placed.json).orderIds[0] ?? "";
  }
  return f.confirmedOrder("demo", DEMO_OWNER, BUYER, "COD", productId);
}

describe(`the rider key keeps the rider's scope (${driverName})`, () => {
  it("a franchise shop's order: the key is refused as the phone rider is, and nothing changes", async () => {
    const orderId = await f.confirmedOrder("north-sweets", NORTH_SELLER, BUYER);
    const before = await row(orderId);
    const audited = await audits();
    const refusal = "This order is from a franchise's shop: the franchise's riders carry it";
    expect(await f.call("POST", `/api/rider/orders/${orderId}/accept`, {}, RAVI)).toMatchObject({
      status: 403,
      json: { error: refusal },
    });
    expect(await move(orderId, "En Route")).toMatchObject({ status: 403, json: { error: refusal } });
    expect((await move(orderId, "In Transit")).status).toBe(403);
    expect((await move(orderId, "Delivered", KEY, { cashCollected: 520 })).status).toBe(403);
    expect(await row(orderId)).toEqual(before);
    expect(await audits()).toBe(audited);
    // Nor does the key read it, or list it.
    expect(await read(orderId)).toMatchObject({
      status: 403,
      json: { error: "This order is not yours to see", field: "orderId" },
    });
    const listed = await f.call("POST", "/api/digiorder/riderorders", {}, KEY);
    expect(listed.status).toBe(200);
    expect(v.parse(RiderOrdersResponse, listed.json).response.map((o) => o.orderId)).not.toContain(orderId);
    // Its own franchise's rider still carries it.
    expect((await f.call("POST", `/api/rider/orders/${orderId}/accept`, {}, NORTH_RIDER)).status).toBe(200);
  });

  it("shopdigiorder: the key reads the orders waiting for it and its own, no other", async () => {
    const pending = await demoOrder(false, "forest-honey-500g");
    expect((await read(pending)).status).toBe(403); // not confirmed: no rider's yet
    const waiting = await demoOrder();
    const seen = await read(waiting);
    expect(seen.status).toBe(200);
    expect(seen.json).toMatchObject({ shopOrderDetail: [{ orderId: waiting, shopId: "demo" }] });
    // Named by its seller for someone with no account: not the key's.
    const named = await demoOrder();
    const typed = { name: "Bablu", phoneNumber: "+91-9000011111", vehicleType: "Auto" };
    const assigned = await f.call("POST", "/api/digiorder/assignrider", {
      orderId: named,
      riderDetails: typed,
    });
    expect(assigned.status).toBe(200);
    expect((await read(named)).status).toBe(403);
    // Given to the franchise's rider (a phone rider): theirs, not the key's.
    const north = await f.confirmedOrder("north-sweets", NORTH_SELLER, BUYER);
    await f.call("POST", `/api/rider/orders/${north}/accept`, {}, NORTH_RIDER);
    expect((await read(north)).status).toBe(403);
    // The shop's seller and the shopper still read every one of them.
    expect((await read(named, DEMO_OWNER)).status).toBe(200);
    // No credential, a wrong key: 401; an unknown order 404.
    expect((await read(waiting, null)).status).toBe(401);
    expect(await read(waiting, { "x-rider-key": "not-a-key" })).toMatchObject({
      status: 401,
      json: { error: "Invalid rider key" },
    });
    expect((await read("OD-NOT-THERE")).status).toBe(404);
  });

  it("riderorders lists the key's own and those waiting in its scope only", async () => {
    const waiting = await demoOrder();
    const north = await f.confirmedOrder("north-sweets", NORTH_SELLER, BUYER);
    const named = await demoOrder();
    const typed = { name: "Bablu", phoneNumber: "+91-9000011111", vehicleType: "Auto" };
    await f.call("POST", "/api/digiorder/assignrider", { orderId: named, riderDetails: typed });
    const listed = await f.call("POST", "/api/digiorder/riderorders", {}, KEY);
    const ids = v.parse(RiderOrdersResponse, listed.json).response.map((o) => o.orderId);
    expect(ids).toContain(waiting);
    expect(ids).not.toContain(north);
    expect(ids).not.toContain(named);
  });
});

describe(`the rider key's steps are the rider's (${driverName})`, () => {
  it("Accept with the account's details, Picked up, Delivered only with the cash due; each audited", async () => {
    const orderId = await demoOrder();
    const before = await row(orderId);
    if (!before) throw new Error("no order");
    const due = cardTotal(before);
    const audited = await audits();
    // Details come from the rider's account, never the request.
    const forged = { name: "Someone Else", phoneNumber: "+91-9000000000", vehicleType: "Truck" };
    expect(await move(orderId, "En Route", KEY, { riderDetails: forged })).toMatchObject({
      status: 400,
      json: { field: "riderDetails" },
    });
    expect((await move(orderId, "En Route", KEY, { cashCollected: due })).json.field).toBe("cashCollected");
    expect(await row(orderId)).toEqual(before);
    expect(await audits()).toBe(audited);

    const accepted = await move(orderId, "En Route");
    expect(accepted.status).toBe(200);
    expect(v.parse(UpdateStatusResponse, accepted.json).response).toMatchObject({
      riderStatus: "En Route",
      riderAccepted: true,
      riderDetails: [{ name: "Ravi Kumar", phoneNumber: "+91-9829012345", vehicleType: "Bike" }],
    });
    const [accept] = await auditsOf(orderId);
    expect(accept).toMatchObject({
      actor: RIDER_KEY_ACTOR,
      action: "order.accept",
      scope: "shop:demo",
      before: { riderStatus: "Confirmed" },
      after: { riderStatus: "En Route", rider: { name: "Ravi Kumar" } },
    });
    expect((await move(orderId, "Delivered", KEY, { cashCollected: due })).status).toBe(409); // a step at a time
    expect((await move(orderId, "In Transit")).status).toBe(200);
    expect((await auditsOf(orderId))[0]).toMatchObject({ action: "order.pickup" });

    const transit = await row(orderId);
    const none = await move(orderId, "Delivered");
    expect(none).toMatchObject({
      status: 400,
      json: { field: "cashCollected", error: `Enter the cash you collected: ${formatInr(due)} is due` },
    });
    const wrong = await move(orderId, "Delivered", KEY, { cashCollected: due - 1 });
    expect(wrong).toMatchObject({ status: 400, json: { field: "cashCollected" } });
    expect(await row(orderId)).toEqual(transit);

    const done = await move(orderId, "Delivered", KEY, { cashCollected: due });
    expect(done.status).toBe(200);
    expect(await row(orderId)).toMatchObject({
      riderStatus: "Delivered",
      cashCollected: due,
      cashCollectedAt: expect.any(Date),
      cashRiderId: expect.any(Number),
    });
    expect((await auditsOf(orderId))[0]).toMatchObject({
      actor: RIDER_KEY_ACTOR,
      action: "order.deliver",
      after: { riderStatus: "Delivered", cashCollected: due },
    });
    // The seller reads the cash the key's rider collected.
    const seller = await f.call("POST", "/api/digiorder/shoporders", {
      shopId: "demo",
      page: 1,
      view: "all",
    });
    expect(JSON.stringify(seller.json)).toContain(`"cashCollected":${due}`);
  });

  it("another rider's order, or one the seller named someone else for, is refused", async () => {
    const named = await demoOrder();
    const typed = { name: "Bablu", phoneNumber: "+91-9000011111", vehicleType: "Auto" };
    await f.call("POST", "/api/digiorder/assignrider", { orderId: named, riderDetails: typed });
    expect(await move(named, "En Route")).toMatchObject({
      status: 403,
      json: { error: "The shop named another rider for this order" },
    });
    const north = await f.confirmedOrder("north-sweets", NORTH_SELLER, BUYER);
    await f.call("POST", `/api/rider/orders/${north}/accept`, {}, NORTH_RIDER);
    expect(await move(north, "In Transit")).toMatchObject({
      status: 403,
      json: { error: "This order is with another rider" },
    });
    expect((await move(named, "En Route", null)).status).toBe(401);
    expect((await move(named, "En Route", { "x-rider-key": "not-a-key" })).status).toBe(401);
  });
});
