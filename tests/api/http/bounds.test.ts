/**
 * Every text field has a bound: a request cannot copy a megabyte onto a row
 * (a 60,000-character transactionId went onto every order of a placement, a
 * 50 KB rider name onto an order the shopper follows). The OpenAPI document
 * is read for every string of every JSON body; each must have a maxLength, a
 * fixed set of values, or an anchored pattern with bounded repeats. Then the
 * two fields that were found unbounded are tried for real.
 */
import * as v from "valibot";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AddOrderResponse } from "../../../src/contract/order";
import { UpdateStatusResponse } from "../../../src/contract/orderDetail";
import type { App } from "../../../src/server/app";
import { driverName } from "../support";
import { type Doc, openApiDoc, type Schema } from "../support/openapi";
import { call, orderBody, placeOrder, savedAddress } from "../support/shopping";
import { openTrackingFixture, rider, seller, type TrackingFixture } from "../support/tracking";

/** A pattern that matches only strings of bounded length: anchored, no *, + or open {n,}. */
function boundedPattern(pattern: string): boolean {
  const body = pattern.replace(/\\./g, "x"); // escapes are one character, never a repeat
  return body.startsWith("^") && body.endsWith("$") && !/[*+]|\{\d+,\}/.test(body);
}

/** Every string of a schema with no bound, as a dotted path. */
function unbounded(schema: Schema | undefined, path: string): string[] {
  if (!schema) return [];
  const own =
    [schema.type ?? []].flat().includes("string") &&
    schema.maxLength === undefined &&
    schema.enum === undefined &&
    schema.const === undefined &&
    !(schema.pattern && boundedPattern(schema.pattern)) &&
    !schema.anyOf?.every((s) => unbounded(s, path).length === 0)
      ? [path]
      : [];
  return [
    ...own,
    ...(schema.items ? unbounded(schema.items, `${path}.0`) : []),
    ...Object.entries(schema.properties ?? {}).flatMap(([key, s]) =>
      unbounded(s, path ? `${path}.${key}` : key),
    ),
  ];
}

let fx: TrackingFixture;
let app: App;
let doc: Doc;
beforeAll(async () => {
  fx = await openTrackingFixture();
  app = fx.app;
  doc = await openApiDoc(app);
});
afterAll(() => fx.handle.close());

describe(`every text field has a bound (${driverName})`, () => {
  it("the pattern check tells bounded patterns from open ones", () => {
    expect(boundedPattern("^\\d{4,8}$")).toBe(true);
    expect(boundedPattern("^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$")).toBe(true);
    expect(boundedPattern("^\\d+$")).toBe(false);
    expect(boundedPattern("^a.*$")).toBe(false);
    expect(boundedPattern("^\\d{4,}$")).toBe(false);
    expect(boundedPattern("\\d{4}")).toBe(false);
  });

  it("in every JSON body of the OpenAPI document", () => {
    let bodies = 0;
    const open: string[] = [];
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        const schema = op.requestBody?.content["application/json"]?.schema;
        if (!schema) continue;
        bodies++;
        open.push(...unbounded(schema, "").map((field) => `${method.toUpperCase()} ${path} ${field}`));
      }
    }
    expect(bodies).toBeGreaterThan(20);
    expect(open).toEqual([]);
  });

  it("addorder refuses a 60,000-character transactionId and places nothing", async () => {
    const email = "bounds@x.in";
    const address = await savedAddress(app, email);
    const body = {
      ...orderBody(email, address, [{ shopId: "demo", productId: "forest-honey-500g", productCount: 1 }]),
      transactionId: "T".repeat(60_000),
    };
    const refused = await placeOrder(app, body);
    expect(refused).toMatchObject({
      status: 400,
      json: { error: "Invalid transactionId: is too long", field: "transactionId" },
    });
    const history = await call(app, "/customer/userdata", { email }, email);
    expect((history.json as { response: { orders: unknown[] } }).response.orders).toEqual([]);
    const placed = await placeOrder(app, { ...body, transactionId: "UPI-REF-1234567890" });
    expect(placed.status).toBe(200);
    expect(v.parse(AddOrderResponse, placed.json).orderIds).toHaveLength(1);
  });

  it("a rider's details pass assignrider's checks: a 50 KB name or a phone 'call me' is a 400", async () => {
    const { post, orderId } = fx;
    expect(
      (await post("/api/digiorder/updatestatus", { orderId, riderStatus: "Confirmed" }, seller("demo")))
        .status,
    ).toBe(200);
    const move = (riderDetails: unknown) =>
      post("/api/digiorder/updatestatus", { orderId, riderStatus: "En Route", riderDetails }, rider);
    const ok = { name: "Ravi K.", phoneNumber: "+91-9829012345", vehicleType: "Scooter" };
    expect(await move({ ...ok, name: "N".repeat(50_000) })).toMatchObject({
      status: 400,
      json: { field: "riderDetails.name", error: "Invalid riderDetails.name: is too long" },
    });
    expect(await move({ ...ok, phoneNumber: "call me" })).toMatchObject({
      status: 400,
      json: { field: "riderDetails.phoneNumber" },
    });
    expect(await move({ ...ok, vehicleType: " " })).toMatchObject({
      status: 400,
      json: { field: "riderDetails.vehicleType" },
    });
    // Well formed, they are still not the rider's to send: their account's details go on the order.
    expect(await move(ok)).toMatchObject({ status: 400, json: { field: "riderDetails" } });
    const { status, json } = await move(undefined);
    expect(status).toBe(200);
    expect(v.parse(UpdateStatusResponse, json).response.riderDetails).toEqual([
      { name: "Ravi Kumar", phoneNumber: "+91-9829012345", vehicleType: "Bike" },
    ]);
  });
});

describe(`a seller's rider assignment stands (${driverName})`, () => {
  it("a rider cannot take or replace what the seller assigned", async () => {
    const email = "assigned@x.in";
    const address = await savedAddress(app, email);
    const placed = await placeOrder(
      app,
      orderBody(email, address, [{ shopId: "demo", productId: "forest-honey-500g", productCount: 1 }]),
    );
    const orderId = v.parse(AddOrderResponse, placed.json).orderIds[0] ?? "";
    const { post } = fx;
    expect(
      (await post("/api/digiorder/updatestatus", { orderId, riderStatus: "Confirmed" }, seller("demo")))
        .status,
    ).toBe(200);
    const assigned = { name: "Meena", phoneNumber: "+91-9829000001", vehicleType: "Bike" };
    expect(
      (await post("/api/digiorder/assignrider", { orderId, riderDetails: assigned }, seller("demo"))).status,
    ).toBe(200);
    const other = { name: "Someone Else", phoneNumber: "+91-9000000009", vehicleType: "Truck" };
    const replaced = await post(
      "/api/digiorder/updatestatus",
      { orderId, riderStatus: "En Route", riderDetails: other },
      rider,
    );
    expect(replaced).toMatchObject({ status: 400, json: { field: "riderDetails" } });
    const taken = await post("/api/digiorder/updatestatus", { orderId, riderStatus: "En Route" }, rider);
    expect(taken).toEqual({
      status: 403,
      json: { error: "The shop named another rider for this order", field: "orderId" },
    });
    const seen = await call(app, "/api/digiorder/shopdigiorder", { orderId }, email);
    expect(seen.json).toMatchObject({ shopOrderDetail: [{ riderDetails: [assigned] }] });
  });
});
