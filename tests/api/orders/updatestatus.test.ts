import * as v from "valibot";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AddOrderResponse } from "../../../src/contract/order";
import { UpdateStatusResponse } from "../../../src/contract/orderDetail";
import type { App } from "../../../src/server/app";
import { driverName } from "../support";
import { call, orderBody, placeOrder, savedAddress } from "../support/shopping";
import { asCustomer } from "../support/tokens";
import {
  buyer,
  cashFor,
  openTrackingFixture,
  otherRider,
  rider,
  seller,
  type TrackingFixture,
} from "../support/tracking";

let fx: TrackingFixture;
let app: App;
let orderId: string;
let post: TrackingFixture["post"];
beforeAll(async () => {
  fx = await openTrackingFixture();
  ({ app, orderId, post } = fx);
});
afterAll(() => fx.handle.close());

const move = (riderStatus: string, headers: Record<string, string>, extra = {}) =>
  post("/api/digiorder/updatestatus", { orderId, riderStatus, ...extra }, headers);

describe(`POST /api/digiorder/updatestatus (${driverName})`, () => {
  it("lets only the order's shop's seller confirm it", async () => {
    expect(await move("Confirmed", rider)).toEqual({
      status: 403,
      json: { error: "Only the shop's seller confirms orders" },
    });
    expect(await move("Confirmed", seller("kala"))).toEqual({
      status: 403,
      json: { error: "This order belongs to a shop you don't sell for" },
    });
    expect((await move("Confirmed", await asCustomer(buyer))).status).toBe(403);
    expect((await move("Confirmed", {})).status).toBe(401);
    expect(await move("En Route", rider)).toEqual({
      status: 409,
      json: { error: 'This order is Pending: it can\'t be marked "Accept" now', field: "orderId" },
    });
    const { status, json } = await move("Confirmed", seller("demo"));
    expect(status).toBe(200);
    const order = v.parse(UpdateStatusResponse, json).response;
    expect(order.riderStatus).toBe("Confirmed");
    expect(order.statusHistory.map((h) => [h.status, h.by])).toEqual([
      ["Pending", undefined],
      ["Confirmed", "seller"],
    ]);
    expect((await move("Confirmed", seller("demo"))).status).toBe(409);
  });

  it("a rider takes it En Route and becomes its rider, with their account's details; others may not move it on", async () => {
    expect(await move("En Route", seller("demo"))).toEqual({
      status: 403,
      json: { error: "Only a rider moves an order on after it is confirmed" },
    });
    const details = { name: "Ravi K.", phoneNumber: "+91-9829012345", vehicleType: "Scooter" };
    expect(await move("En Route", rider, { riderDetails: details })).toEqual({
      status: 400,
      json: {
        error: "A rider's name, phone and vehicle come from their account: leave riderDetails out",
        field: "riderDetails",
      },
    });
    const { status, json } = await move("En Route", rider);
    expect(status).toBe(200);
    expect(v.parse(UpdateStatusResponse, json).response).toMatchObject({
      riderAccepted: true,
      riderDetails: [{ name: "Ravi Kumar", phoneNumber: "+91-9829012345", vehicleType: "Bike" }],
    });
    expect(await move("In Transit", otherRider)).toEqual({
      status: 403,
      json: { error: "This order is with another rider", field: "orderId" },
    });
    expect((await move("Delivered", rider)).status).toBe(409); // one step at a time
  });

  it("a rider key may read only the orders it may carry: this one now, not another rider", async () => {
    const read = (headers: Record<string, string>) =>
      post("/api/digiorder/shopdigiorder", { orderId }, headers);
    expect((await read(rider)).status).toBe(200);
    expect(await read(otherRider)).toEqual({
      status: 403,
      json: { error: "This order is not yours to see", field: "orderId" },
    });
  });

  it("moves In Transit, then Delivered with the time and the cash due; the customer sees it shipped with a note", async () => {
    const transit = await move("In Transit", rider);
    expect(transit.status).toBe(200);
    const cash = cashFor(v.parse(UpdateStatusResponse, transit.json).response);
    expect(cash).toEqual({ cashCollected: expect.any(Number) }); // a COD order
    expect(await move("Delivered", rider)).toMatchObject({ status: 400, json: { field: "cashCollected" } });
    const { status, json } = await move("Delivered", rider, cash);
    expect(status).toBe(200);
    const order = v.parse(UpdateStatusResponse, json).response;
    expect(order.deliveryTime).toMatch(/^\d\d:\d\d$/);
    expect(order.statusHistory.map((h) => h.status)).toEqual([
      "Pending",
      "Confirmed",
      "En Route",
      "In Transit",
      "Delivered",
    ]);
    const history = await call(app, "/customer/userdata", { email: buyer }, buyer);
    expect(history.json).toMatchObject({
      response: {
        orders: [
          {
            orderId,
            orderStatus: "SHIPPED",
            orderNote: {
              deliveryPartner: "Ravi Kumar",
              ShippingId: orderId,
              deliveryTime: order.deliveryTime,
            },
          },
        ],
      },
    });
    expect((await move("Delivered", rider, cash)).status).toBe(409);
  });

  it("400 for a status nobody on the server sets, or a bad rider detail; 404 for an unknown order", async () => {
    const received = await move("Received", rider);
    expect(received).toMatchObject({
      status: 400,
      json: {
        field: "riderStatus",
        error: "Invalid riderStatus: must be a status the seller or a rider sets",
      },
    });
    expect((await move("En Route", rider, { riderDetails: { name: "x" } })).json).toMatchObject({
      field: "riderDetails.phoneNumber",
    });
    const unknown = await post(
      "/api/digiorder/updatestatus",
      { orderId: "OD-NOPE", riderStatus: "Confirmed" },
      seller("demo"),
    );
    expect(unknown).toEqual({ status: 404, json: { error: "Order not found", field: "orderId" } });
  });
});

describe(`POST /api/digiorder/confirmreceipt (${driverName})`, () => {
  const confirm = (headers: Record<string, string>, id = orderId) =>
    post("/api/digiorder/confirmreceipt", { orderId: id }, headers);

  it("only after Delivered, and only by the order's own customer", async () => {
    // A second order of the same buyer, still Pending: too early.
    const address = await savedAddress(app, buyer);
    const pending = await placeOrder(
      app,
      orderBody(buyer, address, [{ shopId: "demo", productId: "toor-dal-1kg", productCount: 1 }]),
    );
    const pendingId = v.parse(AddOrderResponse, pending.json).orderIds[0] ?? "";
    expect(await confirm(await asCustomer(buyer), pendingId)).toEqual({
      status: 409,
      json: { error: "An order that is Pending cannot move to Received", field: "riderStatus" },
    });

    expect((await confirm({})).status).toBe(401);
    expect(await confirm(await asCustomer("someone.else@x.in"))).toEqual({
      status: 403,
      json: { error: "This order is not yours to confirm" },
    });
    // A seller or a rider key is no customer's token.
    expect((await confirm(seller("demo"))).status).toBe(401);
    expect((await confirm(rider)).status).toBe(401);

    const { status, json } = await confirm(await asCustomer(buyer));
    expect(status).toBe(200);
    const order = v.parse(UpdateStatusResponse, json).response;
    expect(order.riderStatus).toBe("Received");
    expect(order.statusHistory.at(-1)).toMatchObject({ status: "Received", by: "customer" });
    // Recorded: the seller's view of the order says so too, and it cannot be confirmed twice.
    const seen = await post("/api/digiorder/shopdigiorder", { orderId }, seller("demo"));
    expect(seen.json).toMatchObject({ shopOrderDetail: [{ riderStatus: "Received" }] });
    expect((await confirm(await asCustomer(buyer))).status).toBe(409);
  });

  it("400 without an orderId, 404 for an unknown one", async () => {
    expect(await post("/api/digiorder/confirmreceipt", {}, await asCustomer(buyer))).toMatchObject({
      status: 400,
      json: { field: "orderId" },
    });
    expect(await confirm(await asCustomer(buyer), "OD-NOPE")).toEqual({
      status: 404,
      json: { error: "Order not found", field: "orderId" },
    });
  });
});
