import * as v from "valibot";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ShopDigiOrderResponse } from "../../../src/contract/orderDetail";
import { driverName } from "../support";
import { asCustomer } from "../support/tokens";
import {
  buyer,
  openTrackingFixture,
  otherRider,
  rider,
  seller,
  type TrackingFixture,
} from "../support/tracking";

let fx: TrackingFixture;
let orderId: string;
let post: TrackingFixture["post"];
beforeAll(async () => {
  fx = await openTrackingFixture();
  ({ orderId, post } = fx);
});
afterAll(() => fx.handle.close());

const detail = (headers: Record<string, string>, id = orderId) =>
  post("/api/digiorder/shopdigiorder", { orderId: id }, headers);

describe(`POST /api/digiorder/shopdigiorder (${driverName})`, () => {
  it.each([
    ["its customer", () => asCustomer(buyer)],
    ["its shop's seller", () => seller("demo")],
  ])("shows the order to %s", async (_, headers) => {
    const { status, json } = await detail(await headers());
    expect(status).toBe(200);
    const [order, ...more] = v.parse(ShopDigiOrderResponse, json).shopOrderDetail;
    expect(more).toEqual([]);
    expect(order).toMatchObject({
      orderId,
      shopId: "demo",
      productName: "Wild Forest Honey 500 g",
      riderStatus: "Pending",
    });
  });

  it("403 for another customer or another shop's seller", async () => {
    expect(await detail(await asCustomer("nosy@x.in"))).toEqual({
      status: 403,
      json: { error: "This order is not yours to see", field: "orderId" },
    });
    expect((await detail(seller("kala"))).status).toBe(403);
  });

  it("a rider key reads it once it waits for a rider, then only its rider does", async () => {
    const refused = { status: 403, json: { error: "This order is not yours to see", field: "orderId" } };
    // Pending: no rider's yet, the shopper's address and phone included.
    expect(await detail(rider)).toEqual(refused);
    expect(await detail(otherRider)).toEqual(refused);
    const confirm = { orderId, riderStatus: "Confirmed" };
    expect((await post("/api/digiorder/updatestatus", confirm, seller("demo"))).status).toBe(200);
    // Confirmed, waiting: every rider of the shops of no franchise may take it.
    expect((await detail(rider)).status).toBe(200);
    expect((await detail(otherRider)).status).toBe(200);
    const accept = { orderId, riderStatus: "En Route" };
    expect((await post("/api/digiorder/updatestatus", accept, rider)).status).toBe(200);
    // Taken: its rider's alone.
    expect((await detail(rider)).status).toBe(200);
    expect(await detail(otherRider)).toEqual(refused);
  });

  it("401 without credentials, or with any credential that is wrong", async () => {
    expect((await detail({})).status).toBe(401);
    expect(await detail({ "x-seller-key": "guess" })).toEqual({
      status: 401,
      json: { error: "Invalid seller key" },
    });
    expect(await detail({ "x-rider-key": "" })).toEqual({
      status: 401,
      json: { error: "Invalid rider key" },
    });
    expect((await detail({ authorization: "Bearer junk", ...seller("demo") })).status).toBe(401);
  });

  it("404 for an unknown order, 400 without an order id", async () => {
    expect(await detail(seller("demo"), "OD-NOPE")).toEqual({
      status: 404,
      json: { error: "Order not found", field: "orderId" },
    });
    const bad = await post("/api/digiorder/shopdigiorder", {}, seller("demo"));
    expect(bad).toMatchObject({
      status: 400,
      json: { field: "orderId", error: "Invalid orderId: is required" },
    });
  });
});
