/**
 * A franchise's riders (/api/franchise/riders): its owner adds one (name,
 * sign-in phone, vehicle; the rider role by phone in the franchise's scope),
 * changes one (a new phone moves the sign-in), removes one (the role goes:
 * they lose access at their next call; refused while they carry orders).
 * Each allowed, refused (another franchise's rider 403, a seller 403) and
 * signed out (401); bad input changes nothing.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FranchiseRidersResponse } from "../../../src/contract/franchise";
import { SIGN_IN_PHONE_FORMAT } from "../../../src/domain/signInPhone";
import { riders } from "../../../src/server/db/schema";
import { OTHER_FRANCHISE_RIDER, PHONE_TAKEN } from "../../../src/server/onboarding/riders";
import { NOT_A_RIDER } from "../../../src/server/orders/rider";
import { driverName } from "../support";
import { DEMO_OWNER } from "../support/seller";
import { type FranchiseFixture, openFranchiseFixture } from "./franchise-fixture";

let f: FranchiseFixture;
let northId: string;
beforeAll(async () => {
  f = await openFranchiseFixture();
  northId = await f.signUp(OWNER, "North Riders");
  await f.signUp(SOUTH_OWNER, "South Riders");
  await f.addShop(OWNER, "north-shop", NORTH_SELLER);
});
afterAll(() => f.handle.close());

const OWNER = "north.riders@example.com";
const SOUTH_OWNER = "+919811300009";
const NORTH_SELLER = "north.seller@example.com";
const RIDER = "+919811300001";
const SOUTH_RIDER = "+919811300002";
const RAVI = "+919829012345";
const list = (json: unknown) => (json as FranchiseRidersResponse).riders;
const riderRole = async (phone: string) =>
  (
    (await f.call("GET", "/api/staff/me", undefined, phone)).json.roles as { role: string; scope: string }[]
  ).filter((r) => r.role === "rider");

describe(`POST /api/franchise/riders (${driverName})`, () => {
  it("adds a rider who signs in by phone and rides for the franchise", async () => {
    const { status, json } = await f.call(
      "POST",
      "/api/franchise/riders",
      { name: "Mohan Lal", phone: "98113 00001", vehicleType: "Scooter" },
      OWNER,
    );
    expect(status).toBe(201);
    expect(list(json)).toEqual([
      {
        riderId: expect.any(Number),
        name: "Mohan Lal",
        phone: RIDER,
        vehicleType: "Scooter",
        createdAt: expect.any(String),
      },
    ]);
    expect(await riderRole(RIDER)).toEqual([
      { role: "rider", scope: `franchise:${northId}`, name: "North Riders" },
    ]);
    expect((await f.call("GET", "/api/rider/orders", undefined, RIDER)).status).toBe(200);
    expect(await f.lastAudit()).toMatchObject({
      action: "franchise.rider.add",
      scope: `franchise:${northId}`,
    });
    const [row] = await f.handle.db.select().from(riders).where(eq(riders.phone, RIDER));
    expect(row).toMatchObject({
      franchiseId: northId,
      phoneNumber: "+91-9811300001",
      active: true,
      keyHash: null,
    });
    await f.addRider(SOUTH_OWNER, "Sunita", SOUTH_RIDER);
  });

  it("400 for a bad phone, no name or no vehicle; 409 for another rider's phone or the owner's own; nothing changed", async () => {
    const before = await f.counts();
    const add = (body: unknown, as = OWNER) => f.call("POST", "/api/franchise/riders", body, as);
    const phone = await add({ name: "X", phone: "12345", vehicleType: "Bike" });
    expect(phone).toMatchObject({ status: 400, json: { field: "phone" } });
    expect(phone.json.error).toContain(SIGN_IN_PHONE_FORMAT);
    expect(await add({ name: "", phone: "9811300005", vehicleType: "Bike" })).toMatchObject({
      status: 400,
      json: { field: "name" },
    });
    expect(await add({ name: "X", phone: "9811300005" })).toMatchObject({
      status: 400,
      json: { field: "vehicleType" },
    });
    // The platform's rider, another franchise's rider: each number rides once.
    for (const taken of [RAVI, SOUTH_RIDER]) {
      expect(await add({ name: "X", phone: taken, vehicleType: "Bike" })).toMatchObject({
        status: 409,
        json: { field: "phone", error: PHONE_TAKEN },
      });
    }
    const own = await add({ name: "Me", phone: SOUTH_OWNER, vehicleType: "Bike" }, SOUTH_OWNER);
    expect(own).toMatchObject({ status: 409, json: { field: "phone" } });
    expect(await f.counts()).toEqual(before);
  });

  it("403 for a seller or a rider; 401 signed out", async () => {
    const body = { name: "X", phone: "9811300006", vehicleType: "Bike" };
    for (const who of [DEMO_OWNER, RIDER])
      expect((await f.call("POST", "/api/franchise/riders", body, who)).status).toBe(403);
    expect((await f.call("POST", "/api/franchise/riders", body, null)).status).toBe(401);
    expect((await f.call("GET", "/api/franchise/riders", undefined, null)).status).toBe(401);
    expect((await f.call("GET", "/api/franchise/riders", undefined, DEMO_OWNER)).status).toBe(403);
  });

  it("GET lists the franchise's own riders only", async () => {
    const north = await f.call("GET", "/api/franchise/riders", undefined, OWNER);
    expect(list(north.json).map((r) => r.phone)).toEqual([RIDER]);
    const south = await f.call("GET", "/api/franchise/riders", undefined, SOUTH_OWNER);
    expect(list(south.json).map((r) => r.phone)).toEqual([SOUTH_RIDER]);
  });
});

describe(`PUT /api/franchise/riders/{riderId} (${driverName})`, () => {
  it("changes the name and vehicle; a new phone moves the sign-in", async () => {
    const [rider] = list((await f.call("GET", "/api/franchise/riders", undefined, OWNER)).json);
    const id = rider?.riderId;
    const renamed = await f.call(
      "PUT",
      `/api/franchise/riders/${id}`,
      { name: "Mohan Lal Saini", phone: RIDER, vehicleType: "Bike" },
      OWNER,
    );
    expect(renamed.status).toBe(200);
    expect(list(renamed.json)[0]).toMatchObject({
      name: "Mohan Lal Saini",
      vehicleType: "Bike",
      phone: RIDER,
    });
    const moved = await f.call(
      "PUT",
      `/api/franchise/riders/${id}`,
      { name: "Mohan Lal Saini", phone: "+919811300011", vehicleType: "Bike" },
      OWNER,
    );
    expect(list(moved.json)[0]?.phone).toBe("+919811300011");
    expect(await riderRole(RIDER)).toEqual([]);
    expect(await riderRole("+919811300011")).toHaveLength(1);
    expect((await f.call("GET", "/api/rider/orders", undefined, RIDER)).json.error).toBe(NOT_A_RIDER);
    // Back to the first number for the rest of the tests.
    await f.call(
      "PUT",
      `/api/franchise/riders/${id}`,
      { name: "Mohan Lal", phone: RIDER, vehicleType: "Scooter" },
      OWNER,
    );
    expect(await riderRole(RIDER)).toHaveLength(1);
  });

  it("403 for another franchise's rider; 404 for none; 400 bad input; 409 a taken phone; nothing changed", async () => {
    const [south] = list((await f.call("GET", "/api/franchise/riders", undefined, SOUTH_OWNER)).json);
    const [north] = list((await f.call("GET", "/api/franchise/riders", undefined, OWNER)).json);
    const before = await f.counts();
    const body = { name: "Taken Over", phone: SOUTH_RIDER, vehicleType: "Van" };
    expect(await f.call("PUT", `/api/franchise/riders/${south?.riderId}`, body, OWNER)).toMatchObject({
      status: 403,
      json: { error: OTHER_FRANCHISE_RIDER },
    });
    expect((await f.call("PUT", "/api/franchise/riders/999999", body, OWNER)).status).toBe(404);
    expect((await f.call("PUT", "/api/franchise/riders/abc", body, OWNER)).status).toBe(404);
    expect(
      await f.call("PUT", `/api/franchise/riders/${north?.riderId}`, { ...body, phone: "42" }, OWNER),
    ).toMatchObject({ status: 400, json: { field: "phone" } });
    expect(await f.call("PUT", `/api/franchise/riders/${north?.riderId}`, body, OWNER)).toMatchObject({
      status: 409,
      json: { error: PHONE_TAKEN },
    });
    expect((await f.call("PUT", `/api/franchise/riders/${north?.riderId}`, body, null)).status).toBe(401);
    expect((await f.call("PUT", `/api/franchise/riders/${north?.riderId}`, body, DEMO_OWNER)).status).toBe(
      403,
    );
    expect(await f.counts()).toEqual(before);
  });
});

describe(`DELETE /api/franchise/riders/{riderId} (${driverName})`, () => {
  it("403 for another franchise's rider; 401 signed out", async () => {
    const [south] = list((await f.call("GET", "/api/franchise/riders", undefined, SOUTH_OWNER)).json);
    expect((await f.call("DELETE", `/api/franchise/riders/${south?.riderId}`, undefined, OWNER)).status).toBe(
      403,
    );
    expect((await f.call("DELETE", `/api/franchise/riders/${south?.riderId}`, undefined, null)).status).toBe(
      401,
    );
    expect(await riderRole(SOUTH_RIDER)).toHaveLength(1);
  });

  it("refused while the rider carries an order; then removed, they lose access at their next call", async () => {
    const [north] = list((await f.call("GET", "/api/franchise/riders", undefined, OWNER)).json);
    const id = north?.riderId;
    const orderId = await f.confirmedOrder("north-shop", NORTH_SELLER, "rider.buyer@example.com");
    expect((await f.call("POST", `/api/rider/orders/${orderId}/accept`, {}, RIDER)).status).toBe(200);
    const before = await f.counts();
    const refused = await f.call("DELETE", `/api/franchise/riders/${id}`, undefined, OWNER);
    expect(refused.status).toBe(409);
    expect(refused.json.error).toBe(
      "Mohan Lal has an order to deliver: remove them once delivered, or ask support to give it to another rider",
    );
    expect(await f.counts()).toEqual(before);
    await f.call("POST", `/api/rider/orders/${orderId}/pickup`, {}, RIDER);
    await f.call("POST", `/api/rider/orders/${orderId}/deliver`, { cashCollected: 520 }, RIDER);

    const removed = await f.call("DELETE", `/api/franchise/riders/${id}`, undefined, OWNER);
    expect(removed.status).toBe(200);
    expect(list(removed.json)).toEqual([]);
    expect(await f.lastAudit()).toMatchObject({ action: "franchise.rider.remove", target: String(id) });
    expect(await riderRole(RIDER)).toEqual([]);
    expect((await f.call("GET", "/api/rider/orders", undefined, RIDER)).status).toBe(403);
    const [row] = await f.handle.db
      .select()
      .from(riders)
      .where(eq(riders.id, id ?? 0));
    expect(row?.active).toBe(false);
    expect((await f.call("DELETE", `/api/franchise/riders/${id}`, undefined, OWNER)).status).toBe(404);

    // Added again, the same row rides again.
    const back = await f.addRider(OWNER, "Mohan Lal", RIDER);
    expect(back).toBe(id);
    expect((await f.call("GET", "/api/rider/orders", undefined, RIDER)).status).toBe(200);
  });
});
