/** The seller and rider consoles' calls: lists, the order note, the rider, cancelling (and the stock it returns). */
import * as v from "valibot";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AddOrderResponse } from "../../../src/contract/order";
import {
  OrderListResponse,
  RiderOrdersResponse,
  UpdateStatusResponse,
} from "../../../src/contract/orderDetail";
import { ProductsResponse } from "../../../src/contract/product";
import type { App } from "../../../src/server/app";
import { driverName, postJson } from "../support";
import { call, orderBody, placeOrder, savedAddress } from "../support/shopping";
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
let app: App;
let post: TrackingFixture["post"];
beforeAll(async () => {
  fx = await openTrackingFixture();
  ({ app, post } = fx);
});
afterAll(() => fx.handle.close());

const units = async (productId: string) => {
  const res = await app.request("/shop/products", postJson({ shopId: "demo" }));
  return v.parse(ProductsResponse, await res.json()).response.find((p) => p.productId === productId)
    ?.productUnits;
};

/** Places one more order of `count` × a demo product for the buyer. */
async function newOrder(productId = "organic-jaggery-1kg", count = 1): Promise<string> {
  const address = await savedAddress(app, buyer);
  const placed = await placeOrder(
    app,
    orderBody(buyer, address, [{ shopId: "demo", productId, productCount: count }]),
  );
  return v.parse(AddOrderResponse, placed.json).orderIds[0] ?? "";
}

const detail = (json: unknown) => v.parse(UpdateStatusResponse, json).response;

describe(`POST /api/digiorder/shoporders (${driverName})`, () => {
  it("lists the key's shop's orders, newest first", async () => {
    const newest = await newOrder();
    const { status, json } = await post("/api/digiorder/shoporders", { shopId: "demo" }, seller("demo"));
    expect(status).toBe(200);
    const list = v.parse(OrderListResponse, json).response;
    expect(list[0]?.orderId).toBe(newest);
    expect(list.map((o) => o.orderId)).toContain(fx.orderId);
    expect(list.every((o) => o.shopId === "demo")).toBe(true);
    const times = list.map((o) => o.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it("refuses another shop's id, a rider, no key, a wrong key and a missing shop id", async () => {
    expect(await post("/api/digiorder/shoporders", { shopId: "kala" }, seller("demo"))).toEqual({
      status: 403,
      json: { error: "You don't sell for this shop", field: "shopId" },
    });
    expect(await post("/api/digiorder/shoporders", { shopId: "demo" }, rider)).toEqual({
      status: 403,
      json: { error: "Only the shop's seller does this" },
    });
    expect((await post("/api/digiorder/shoporders", { shopId: "demo" })).status).toBe(401);
    expect(
      (await post("/api/digiorder/shoporders", { shopId: "demo" }, { "x-seller-key": "nope-nope" })).status,
    ).toBe(401);
    expect((await post("/api/digiorder/shoporders", {}, seller("demo"))).json).toMatchObject({
      field: "shopId",
    });
  });
});

describe(`the seller's order note and rider (${driverName})`, () => {
  it("writes the note's given fields and keeps the rest", async () => {
    const orderId = await newOrder();
    const first = await post(
      "/api/digiorder/ordernote",
      { orderId, deliveryPartner: "India Post", ShippingId: "EE123456789IN" },
      seller("demo"),
    );
    expect(first.status).toBe(200);
    const { status, json } = await post(
      "/api/digiorder/ordernote",
      { orderId, deliveryDate: "2026-12-01", deliveryTime: "16:30" },
      seller("demo"),
    );
    expect(status).toBe(200);
    expect(detail(json)).toMatchObject({ deliveryBy: "2026-12-01", deliveryTime: "16:30" });
    const history = await call(app, "/customer/userdata", { email: buyer }, buyer);
    const card = (
      history.json as { response: { orders: { orderId: string; orderNote?: unknown }[] } }
    ).response.orders.find((o) => o.orderId === orderId);
    expect(card?.orderNote).toEqual({
      deliveryPartner: "India Post",
      ShippingId: "EE123456789IN",
      deliveryDate: "2026-12-01",
      deliveryTime: "16:30",
    });
  });

  it("refuses a bad date or time, another shop, a customer and an unknown order", async () => {
    const orderId = await newOrder();
    expect(
      (await post("/api/digiorder/ordernote", { orderId, deliveryDate: "1/12/2026" }, seller("demo"))).json,
    ).toMatchObject({
      field: "deliveryDate",
    });
    expect(
      (await post("/api/digiorder/ordernote", { orderId, deliveryTime: "25:00" }, seller("demo"))).json,
    ).toMatchObject({
      field: "deliveryTime",
    });
    expect(await post("/api/digiorder/ordernote", { orderId, deliveryPartner: "x" }, seller("kala"))).toEqual(
      {
        status: 403,
        json: { error: "This order belongs to a shop you don't sell for", field: "orderId" },
      },
    );
    expect(
      (await post("/api/digiorder/ordernote", { orderId, deliveryPartner: "x" }, await asCustomer(buyer)))
        .status,
    ).toBe(403);
    expect(
      (await post("/api/digiorder/ordernote", { orderId: "OD-NOPE", deliveryPartner: "x" }, seller("demo")))
        .status,
    ).toBe(404);
  });

  it("names the rider before the order leaves, not after", async () => {
    const orderId = await newOrder();
    const riderDetails = { name: "Meena", phoneNumber: "+91-9829000001", vehicleType: "Bike" };
    const { status, json } = await post(
      "/api/digiorder/assignrider",
      { orderId, riderDetails },
      seller("demo"),
    );
    expect(status).toBe(200);
    expect(detail(json).riderDetails).toEqual([riderDetails]);
    expect(
      (
        await post(
          "/api/digiorder/assignrider",
          { orderId, riderDetails: { ...riderDetails, phoneNumber: "12" } },
          seller("demo"),
        )
      ).json,
    ).toMatchObject({ field: "riderDetails.phoneNumber" });
    await post("/api/digiorder/updatestatus", { orderId, riderStatus: "Confirmed" }, seller("demo"));
    // Someone with no account here: no rider of the pool takes it on.
    expect(await post("/api/digiorder/updatestatus", { orderId, riderStatus: "En Route" }, rider)).toEqual({
      status: 403,
      json: { error: "The shop named another rider for this order", field: "orderId" },
    });
    // Named by the phone they sign in with, the seeded rider is given it, and takes it on.
    const ravi = { name: "Ravi", phoneNumber: "+91-9829012345", vehicleType: "Bike" };
    expect(
      (await post("/api/digiorder/assignrider", { orderId, riderDetails: ravi }, seller("demo"))).status,
    ).toBe(200);
    expect(
      (await post("/api/digiorder/updatestatus", { orderId, riderStatus: "En Route" }, rider)).status,
    ).toBe(200);
    expect(await post("/api/digiorder/assignrider", { orderId, riderDetails }, seller("demo"))).toEqual({
      status: 409,
      json: { error: "An order that is En Route already has its rider", field: "orderId" },
    });
  });
});

describe(`POST /api/digiorder/riderorders (${driverName})`, () => {
  it("shows a rider the confirmed orders awaiting a rider and their own, not another rider's", async () => {
    const waiting = await newOrder();
    const mine = await newOrder();
    for (const id of [waiting, mine])
      await post("/api/digiorder/updatestatus", { orderId: id, riderStatus: "Confirmed" }, seller("demo"));
    await post("/api/digiorder/updatestatus", { orderId: mine, riderStatus: "En Route" }, otherRider);
    const ids = async (headers: Record<string, string>) => {
      const { status, json } = await post("/api/digiorder/riderorders", {}, headers);
      expect(status).toBe(200);
      return v.parse(RiderOrdersResponse, json).response.map((o) => o.orderId);
    };
    const forRider = await ids(rider);
    expect(forRider).toContain(waiting);
    expect(forRider).not.toContain(mine);
    const forOther = await ids(otherRider);
    expect(forOther).toContain(mine);
    expect(forOther).toContain(waiting);
    const { json } = await post("/api/digiorder/riderorders", {}, otherRider);
    expect(v.parse(RiderOrdersResponse, json).rider).toEqual({
      name: "Sunil",
      phoneNumber: "+91-9000000002",
      vehicleType: "Van",
    });
  });

  it("refuses a seller and a caller without a key", async () => {
    expect((await post("/api/digiorder/riderorders", {}, seller("demo"))).status).toBe(403);
    expect((await post("/api/digiorder/riderorders", {})).status).toBe(401);
  });
});

describe(`POST /api/digiorder/cancelorder (${driverName})`, () => {
  it("cancels an order that has not left: its stock goes back and the shopper sees it canceled", async () => {
    const before = await units("forest-honey-500g");
    const orderId = await newOrder("forest-honey-500g", 3);
    expect(await units("forest-honey-500g")).toBe((before ?? 0) - 3);
    await post("/api/digiorder/updatestatus", { orderId, riderStatus: "Confirmed" }, seller("demo"));
    expect(await post("/api/digiorder/cancelorder", { orderId }, seller("kala"))).toMatchObject({
      status: 403,
    });
    const { status, json } = await post("/api/digiorder/cancelorder", { orderId }, seller("demo"));
    expect(status).toBe(200);
    expect(detail(json).statusHistory.at(-1)).toMatchObject({ status: "Canceled", by: "seller" });
    expect(await units("forest-honey-500g")).toBe(before);
    const history = await call(app, "/customer/userdata", { email: buyer }, buyer);
    expect(
      (
        history.json as { response: { orders: { orderId: string; orderStatus: string }[] } }
      ).response.orders.find((o) => o.orderId === orderId)?.orderStatus,
    ).toBe("CANCEL");
    // A canceled order moves no more, and is not canceled twice.
    expect(await post("/api/digiorder/updatestatus", { orderId, riderStatus: "En Route" }, rider)).toEqual({
      status: 409,
      json: { error: "This order was canceled: don't deliver it", field: "orderId" },
    });
    expect((await post("/api/digiorder/cancelorder", { orderId }, seller("demo"))).status).toBe(409);
    expect(await units("forest-honey-500g")).toBe(before);
  });

  it("refuses an order that has left, a rider, no key and a missing order id", async () => {
    const orderId = await newOrder();
    await post("/api/digiorder/updatestatus", { orderId, riderStatus: "Confirmed" }, seller("demo"));
    await post("/api/digiorder/updatestatus", { orderId, riderStatus: "En Route" }, rider);
    expect(await post("/api/digiorder/cancelorder", { orderId }, seller("demo"))).toEqual({
      status: 409,
      json: { error: "An order that is En Route has left the shop", field: "orderId" },
    });
    expect((await post("/api/digiorder/cancelorder", { orderId }, rider)).status).toBe(403);
    expect((await post("/api/digiorder/cancelorder", { orderId })).status).toBe(401);
    expect((await post("/api/digiorder/cancelorder", {}, seller("demo"))).json).toMatchObject({
      field: "orderId",
    });
  });
});
