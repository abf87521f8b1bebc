/**
 * The rider's calls (/api/rider) for a rider signed in by phone: the list
 * (their franchise's shops only; the platform's riders, shops of no
 * franchise), Accept, Picked up and Delivered through the status machine,
 * the rider's details from their account, the cash collected on a COD
 * order (exactly the amount due) which the seller sees; and the seller's
 * riders and assignment kept to the shop's franchise. Each allowed, refused
 * and signed out; bad input changes nothing. The rider key still works.
 */
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RiderDeliveriesResponse, RiderDelivery, RiderStepResponse } from "../../../src/contract/rider";
import { OWN_DETAILS_ONLY } from "../../../src/contract/rider";
import type { SellerOrdersResponse } from "../../../src/contract/sellerOrders";
import { OTHER_FRANCHISE } from "../../../src/domain/orders/support";
import { auditLog, orders } from "../../../src/server/db/schema";
import { NOT_A_RIDER, RIDERS_SIGN_IN_BY_PHONE } from "../../../src/server/orders/rider";
import { type FranchiseFixture, openFranchiseFixture } from "../onboarding/franchise-fixture";
import { driverName, postJson, TEST_RIDER_KEY } from "../support";
import { DEMO_OWNER } from "../support/seller";

let f: FranchiseFixture;
beforeAll(async () => {
  f = await openFranchiseFixture();
  await f.signUp(NORTH_OWNER, "North");
  await f.signUp(SOUTH_OWNER, "South");
  await f.addShop(NORTH_OWNER, "north-dhaba", NORTH_SELLER);
  await f.addShop(SOUTH_OWNER, "south-dhaba", SOUTH_SELLER);
  await f.addRider(NORTH_OWNER, "Mohan Lal", RIDER, "Scooter");
  await f.addRider(NORTH_OWNER, "Kishan", RIDER_2);
  await f.addRider(SOUTH_OWNER, "Sunita", SOUTH_RIDER);
});
afterAll(() => f.handle.close());

const NORTH_OWNER = "north.franchise@example.com";
const SOUTH_OWNER = "south.franchise@example.com";
const NORTH_SELLER = "north.dhaba@example.com";
const SOUTH_SELLER = "south.dhaba@example.com";
const RIDER = "+919811400001";
const RIDER_2 = "+919811400002";
const SOUTH_RIDER = "+919811400003";
/** The seeded platform rider, Ravi Kumar. */
const RAVI = "+919829012345";
const BUYER = "rider.tests.buyer@example.com";

const deliveries = async (who: string) => {
  const answer = await f.call("GET", "/api/rider/orders", undefined, who);
  expect(answer.status).toBe(200);
  return answer.json as unknown as RiderDeliveriesResponse;
};
const find = (list: RiderDeliveriesResponse, orderId: string): RiderDelivery | undefined =>
  list.deliveries.find((d) => d.lines.some((l) => l.orderId === orderId));
const step = (orderId: string, name: string, body: unknown, who: string | null) =>
  f.call("POST", `/api/rider/orders/${orderId}/${name}`, body, who);
const row = async (orderId: string) =>
  (await f.handle.db.select().from(orders).where(eq(orders.orderId, orderId)))[0];

describe(`GET /api/rider/orders (${driverName})`, () => {
  it("401 signed out; 403 for a Google sign-in and for a phone that is no rider's", async () => {
    expect((await f.call("GET", "/api/rider/orders", undefined, null)).status).toBe(401);
    expect(await f.call("GET", "/api/rider/orders", undefined, DEMO_OWNER)).toMatchObject({
      status: 403,
      json: { error: RIDERS_SIGN_IN_BY_PHONE },
    });
    for (const phone of ["+919000000077", "+919811400009"]) {
      expect(await f.call("GET", "/api/rider/orders", undefined, phone)).toMatchObject({
        status: 403,
        json: { error: NOT_A_RIDER },
      });
    }
  });

  it("a franchise's rider sees its shops' confirmed orders waiting; no other rider does", async () => {
    const orderId = await f.confirmedOrder("north-dhaba", NORTH_SELLER, BUYER);
    const demoOrder = await f.confirmedOrder("demo", DEMO_OWNER, BUYER, "COD", "toor-dal-1kg");
    const mine = await deliveries(RIDER);
    expect(mine.rider).toMatchObject({
      name: "Mohan Lal",
      phone: RIDER,
      vehicleType: "Scooter",
      franchise: { id: "north", name: "North" },
    });
    const waiting = find(mine, orderId);
    expect(waiting).toMatchObject({
      number: orderId.slice(-6),
      stage: "Confirmed",
      mine: false,
      shopId: "north-dhaba",
      pickup: { name: "Shop north-dhaba", address: "", mapUrl: null },
      drop: {
        name: "Asha Verma",
        phone: "+91-9000000001",
        tel: "tel:+919000000001",
        address: "1 Station Road, Kota, Rajasthan - 324001, India",
        mapUrl: expect.stringMatching(
          /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=1%20Station%20Road/,
        ),
      },
      paymentMethod: "COD",
      cashDue: 520,
      cashCollected: null,
      lines: [{ orderId, productName: "Assam Tea 500 g", productCount: 2 }],
    });
    expect(find(mine, demoOrder)).toBeUndefined();
    expect(find(await deliveries(SOUTH_RIDER), orderId)).toBeUndefined();
    const ravi = await deliveries(RAVI);
    expect(ravi.rider.franchise).toBeNull();
    expect(find(ravi, orderId)).toBeUndefined();
    expect(find(ravi, demoOrder)).toMatchObject({ mine: false, stage: "Confirmed" });
  });

  it("the pickup address is the one the seller gives in the shop's settings, with a map link", async () => {
    const path = "/api/seller/shops/north-dhaba/settings";
    const { settings } = (await f.call("GET", path, undefined, NORTH_SELLER)).json as { settings: object };
    const pickupAddress = "Shop 4, Central Spine, Vidhyadhar Nagar, Jaipur 302039";
    const saved = await f.call(
      "PUT",
      path,
      { ...settings, cod: true, phoneNumber: "98111 22233", pickupAddress },
      NORTH_SELLER,
    );
    expect(saved).toMatchObject({ status: 200, json: { settings: { pickupAddress } } });
    const orderId = await f.confirmedOrder("north-dhaba", NORTH_SELLER, BUYER);
    expect(find(await deliveries(RIDER), orderId)?.pickup).toEqual({
      name: "Shop north-dhaba",
      phone: "+919811122233",
      tel: "tel:+919811122233",
      address: pickupAddress,
      mapUrl: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(pickupAddress)}`,
    });
    const tooLong = await f.call("PUT", path, { ...settings, pickupAddress: "x".repeat(301) }, NORTH_SELLER);
    expect(tooLong).toMatchObject({ status: 400, json: { field: "pickupAddress" } });
  });

  it("an unpaid UPI order is not offered until the seller marks it paid", async () => {
    const orderId = await f.confirmedOrder("north-dhaba", NORTH_SELLER, BUYER, "UPI");
    expect(find(await deliveries(RIDER), orderId)).toBeUndefined();
    expect((await f.call("POST", "/api/digiorder/paymentreceived", { orderId }, NORTH_SELLER)).status).toBe(
      200,
    );
    expect(find(await deliveries(RIDER), orderId)).toMatchObject({ paymentMethod: "UPI", cashDue: 0 });
  });
});

describe(`the rider's steps (${driverName})`, () => {
  let orderId: string;
  beforeAll(async () => {
    orderId = await f.confirmedOrder("north-dhaba", NORTH_SELLER, BUYER);
  });

  it("refuses another franchise's rider, a step out of turn and rider details in the body; nothing changes", async () => {
    const before = await row(orderId);
    const audits = (await f.counts()).audit;
    expect(await step(orderId, "accept", {}, SOUTH_RIDER)).toMatchObject({
      status: 403,
      json: { error: "This order is from a shop outside your franchise: its own riders carry it" },
    });
    expect(await step(orderId, "accept", {}, RAVI)).toMatchObject({
      status: 403,
      json: { error: "This order is from a franchise's shop: the franchise's riders carry it" },
    });
    expect(await step(orderId, "pickup", {}, RIDER)).toMatchObject({
      status: 409,
      json: { error: 'This order is Confirmed: it can\'t be marked "Picked up" now' },
    });
    expect((await step(orderId, "deliver", { cashCollected: 520 }, RIDER)).status).toBe(409);
    const forged = await step(
      orderId,
      "accept",
      { riderDetails: { name: "Someone Else", phoneNumber: "+91-9000000000", vehicleType: "Truck" } },
      RIDER,
    );
    expect(forged).toMatchObject({
      status: 400,
      json: { error: `Invalid riderDetails: ${OWN_DETAILS_ONLY}` },
    });
    expect((await step(orderId, "accept", { cashCollected: 5 }, RIDER)).status).toBe(400);
    expect((await step(orderId, "launch", {}, RIDER)).status).toBe(404);
    expect((await step("OD-NOT-THERE", "accept", {}, RIDER)).status).toBe(404);
    expect((await step(orderId, "accept", {}, null)).status).toBe(401);
    expect((await step(orderId, "accept", {}, NORTH_SELLER)).status).toBe(403);
    expect(await row(orderId)).toEqual(before);
    expect((await f.counts()).audit).toBe(audits);
  });

  it("Accept: the delivery is the rider's, with their account's details", async () => {
    const { status, json } = await step(orderId, "accept", {}, RIDER);
    expect(status).toBe(200);
    expect((json as unknown as RiderStepResponse).delivery).toMatchObject({ stage: "En Route", mine: true });
    const accepted = await row(orderId);
    expect(accepted).toMatchObject({
      riderStatus: "En Route",
      orderStatus: "SHIPPED",
      riderAccepted: true,
      riderDetails: [{ name: "Mohan Lal", phoneNumber: "+91-9811400001", vehicleType: "Scooter" }],
      orderNote: expect.objectContaining({ deliveryPartner: "Mohan Lal" }),
    });
    expect(await f.lastAudit()).toMatchObject({
      actor: RIDER,
      action: "order.accept",
      scope: "shop:north-dhaba",
      target: orderId,
    });
    // Now it is theirs: not a second rider's, and not again.
    expect(await step(orderId, "accept", {}, RIDER_2)).toMatchObject({
      status: 403,
      json: { error: "This order is with another rider" },
    });
    expect((await step(orderId, "accept", {}, RIDER)).status).toBe(409);
    expect(find(await deliveries(RIDER_2), orderId)).toBeUndefined();
  });

  it("Picked up, then Delivered with the cash collected, which the seller sees", async () => {
    expect((await step(orderId, "pickup", { cashCollected: 520 }, RIDER)).json.field).toBe("cashCollected");
    const picked = await step(orderId, "pickup", {}, RIDER);
    expect((picked.json as unknown as RiderStepResponse).delivery.stage).toBe("In Transit");

    const before = await row(orderId);
    const none = await step(orderId, "deliver", {}, RIDER);
    expect(none).toMatchObject({
      status: 400,
      json: { field: "cashCollected", error: "Enter the cash you collected: ₹520 is due" },
    });
    const wrong = await step(orderId, "deliver", { cashCollected: 500 }, RIDER);
    expect(wrong).toMatchObject({ status: 400, json: { field: "cashCollected" } });
    expect(wrong.json.error).toContain("The cash collected must be ₹520, the amount due");
    expect(await row(orderId)).toEqual(before);

    const done = await step(orderId, "deliver", { cashCollected: 520 }, RIDER);
    expect(done.status).toBe(200);
    expect((done.json as unknown as RiderStepResponse).delivery).toMatchObject({
      stage: "Delivered",
      cashCollected: 520,
      cashCollectedAt: expect.any(String),
    });
    const delivered = await row(orderId);
    expect(delivered).toMatchObject({
      riderStatus: "Delivered",
      cashCollected: 520,
      cashRiderId: expect.any(Number),
    });
    const [audit] = await f.handle.db.select().from(auditLog).where(eq(auditLog.action, "order.deliver"));
    expect(audit?.after).toMatchObject({ riderStatus: "Delivered", cashCollected: 520 });

    const seller = await f.call(
      "POST",
      "/api/digiorder/shoporders",
      { shopId: "north-dhaba", page: 1, view: "all" },
      NORTH_SELLER,
    );
    const line = (seller.json as unknown as SellerOrdersResponse).response.find((o) => o.orderId === orderId);
    expect(line).toMatchObject({
      riderStatus: "Delivered",
      cashCollected: 520,
      cashCollectedAt: expect.any(String),
    });
    // Still in the rider's list today, done.
    expect(find(await deliveries(RIDER), orderId)).toMatchObject({
      stage: "Delivered",
      mine: true,
      cashCollected: 520,
    });
  });

  it("a placement's lines in one shop are one delivery: one Accept, one cash amount", async () => {
    const address = await import("../support/shopping").then(({ savedAddress }) =>
      savedAddress(f.app, "two.lines@example.com"),
    );
    const { orderBody, placeOrder } = await import("../support/shopping");
    const placed = await placeOrder(
      f.app,
      orderBody("two.lines@example.com", address, [
        { shopId: "north-dhaba", productId: "tea", productCount: 1 },
        { shopId: "north-dhaba", productId: "honey", productCount: 1 },
      ]),
    );
    const ids = (placed.json as { orderIds: string[] }).orderIds;
    for (const id of ids)
      await f.call(
        "POST",
        "/api/digiorder/updatestatus",
        { orderId: id, riderStatus: "Confirmed" },
        NORTH_SELLER,
      );
    const delivery = find(await deliveries(RIDER), ids[0] ?? "");
    expect(delivery?.lines.map((l) => l.orderId).sort()).toEqual([...ids].sort());
    expect(delivery?.cashDue).toBe(250 + 300 + 20);
    await step(ids[1] ?? "", "accept", {}, RIDER);
    await step(ids[0] ?? "", "pickup", {}, RIDER);
    expect((await step(ids[0] ?? "", "deliver", { cashCollected: 570 }, RIDER)).status).toBe(200);
    const rows = await f.handle.db.select().from(orders).where(inArray(orders.orderId, ids));
    expect(rows.map((r) => [r.riderStatus, r.cashCollected])).toEqual(
      expect.arrayContaining([
        ["Delivered", 270],
        ["Delivered", 300],
      ]),
    );
  });

  it("a paid UPI order is delivered with no cash; cash sent for it is refused", async () => {
    const upi = await f.confirmedOrder("north-dhaba", NORTH_SELLER, BUYER, "UPI");
    await f.call("POST", "/api/digiorder/paymentreceived", { orderId: upi }, NORTH_SELLER);
    await step(upi, "accept", {}, RIDER_2);
    await step(upi, "pickup", {}, RIDER_2);
    expect(await step(upi, "deliver", { cashCollected: 520 }, RIDER_2)).toMatchObject({
      status: 400,
      json: { error: "This order was paid by UPI: there is no cash to collect" },
    });
    const done = await step(upi, "deliver", {}, RIDER_2);
    expect((done.json as unknown as RiderStepResponse).delivery).toMatchObject({
      stage: "Delivered",
      cashCollected: null,
    });
  });

  it("a cancelled order leaves the waiting list and can't be accepted", async () => {
    const id = await f.confirmedOrder("north-dhaba", NORTH_SELLER, BUYER);
    expect((await f.call("POST", "/api/digiorder/cancelorder", { orderId: id }, NORTH_SELLER)).status).toBe(
      200,
    );
    expect(find(await deliveries(RIDER), id)).toBeUndefined();
    expect((await step(id, "accept", {}, RIDER)).status).toBe(409);
  });
});

describe(`the seller's riders (${driverName})`, () => {
  const assign = (orderId: string, riderDetails: unknown, who: string) =>
    f.call("POST", "/api/digiorder/assignrider", { orderId, riderDetails }, who);

  it("a franchise shop's seller picks among its franchise's riders and the platform's", async () => {
    const north = await f.call("GET", "/api/seller/shops/north-dhaba/riders", undefined, NORTH_SELLER);
    const names = (north.json.riders as { name: string }[]).map((r) => r.name);
    expect(names).toEqual(expect.arrayContaining(["Mohan Lal", "Kishan", "Ravi Kumar"]));
    expect(names).not.toContain("Sunita");
    expect(names.indexOf("Mohan Lal")).toBeLessThan(names.indexOf("Ravi Kumar"));
    const demo = await f.call("GET", "/api/seller/shops/demo/riders", undefined, DEMO_OWNER);
    const demoNames = (demo.json.riders as { name: string }[]).map((r) => r.name);
    expect(demoNames).toContain("Ravi Kumar");
    expect(demoNames).not.toContain("Mohan Lal");
    expect(demoNames).not.toContain("Sunita");
  });

  it("another franchise's rider is refused (403); nothing changes", async () => {
    const orderId = await f.confirmedOrder("north-dhaba", NORTH_SELLER, BUYER);
    const before = await row(orderId);
    const sunita = { name: "Sunita", phoneNumber: "98114 00003", vehicleType: "Bike" };
    expect(await assign(orderId, sunita, NORTH_SELLER)).toMatchObject({
      status: 403,
      json: { error: OTHER_FRANCHISE },
    });
    expect(await row(orderId)).toEqual(before);
  });

  it("a rider with an account is given the order with their account's details: they alone take it on", async () => {
    const orderId = await f.confirmedOrder("north-dhaba", NORTH_SELLER, BUYER);
    const typed = { name: "Kishan ji", phoneNumber: "+91-9811400002", vehicleType: "Cycle" };
    const given = await assign(orderId, typed, NORTH_SELLER);
    expect(given.status).toBe(200);
    const assigned = await row(orderId);
    expect(assigned?.riderId).not.toBeNull();
    expect(assigned?.riderDetails).toEqual([
      { name: "Kishan", phoneNumber: "+91-9811400002", vehicleType: "Bike" },
    ]);
    expect(find(await deliveries(RIDER_2), orderId)).toMatchObject({ mine: true, stage: "Confirmed" });
    expect(find(await deliveries(RIDER), orderId)).toBeUndefined();
    expect((await step(orderId, "accept", {}, RIDER)).status).toBe(403);
    expect((await step(orderId, "accept", {}, RIDER_2)).status).toBe(200);
  });

  it("a rider typed in with no account stays as typed, and no rider of the pool takes it", async () => {
    const orderId = await f.confirmedOrder("north-dhaba", NORTH_SELLER, BUYER);
    const outside = { name: "Bablu", phoneNumber: "+91-9000011111", vehicleType: "Auto" };
    expect((await assign(orderId, outside, NORTH_SELLER)).status).toBe(200);
    expect(await row(orderId)).toMatchObject({ riderId: null, riderDetails: [outside] });
    expect(find(await deliveries(RIDER), orderId)).toBeUndefined();
    expect(await step(orderId, "accept", {}, RIDER)).toMatchObject({
      status: 403,
      json: { error: "The shop named another rider for this order" },
    });
  });

  it("the platform's rider may be given a franchise shop's order", async () => {
    const orderId = await f.confirmedOrder("north-dhaba", NORTH_SELLER, BUYER);
    const ravi = { name: "Ravi Kumar", phoneNumber: "+91-9829012345", vehicleType: "Bike" };
    expect((await assign(orderId, ravi, NORTH_SELLER)).status).toBe(200);
    expect(find(await deliveries(RAVI), orderId)).toMatchObject({ mine: true });
    expect((await step(orderId, "accept", {}, RAVI)).status).toBe(200);
  });
});

describe(`the rider key still works (${driverName})`, () => {
  it("POST /api/digiorder/riderorders with X-Rider-Key answers the key rider's orders", async () => {
    const res = await f.app.request(
      "/api/digiorder/riderorders",
      postJson({}, { "x-rider-key": TEST_RIDER_KEY }),
    );
    expect(res.status).toBe(200);
    expect(((await res.json()) as { rider: { name: string } }).rider.name).toBe("Ravi Kumar");
  });
});
