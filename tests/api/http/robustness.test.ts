/** Whatever a client sends to the catalogue, customer and order calls, the answer is never a 500. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../../src/server/app";
import type { DbHandle } from "../../../src/server/db/connection";
import { driverName, errorCollector, openSeededApp, postJson, TEST_RIDER_KEY, testConfig } from "../support";
import { asCustomer } from "../support/tokens";

let app: App;
let handle: DbHandle;
const { errors, log } = errorCollector();

beforeAll(async () => {
  ({ app, handle } = await openSeededApp(testConfig, { log }));
});
afterAll(() => handle.close());

const PATHS = [
  "/shop/product",
  "/shop/products",
  "/customer/getcustomer",
  "/customer/userdata",
  "/customer/updatecustomer",
  "/customer/updateaddress",
  "/customer/addaddress",
  "/customer/deleteaddress",
  "/customer/addorder",
  "/customer/handoff",
  "/customer/session",
  "/customer/verifyotpnew",
  "/customer/link",
  "/api/digiorder/shopdigiorder",
  "/api/digiorder/updatestatus",
];

const BODIES = [
  "{not json",
  "null",
  "[]",
  '"text"',
  "42",
  "{}",
  JSON.stringify({ email: "a@x.in", shopId: ["demo"], productId: { $ne: 1 }, orderId: null }),
  JSON.stringify({
    email: "a@x.in",
    orders: [null],
    addressKey: 1,
    paymentMethod: "COD",
    idempotencyKey: "k".repeat(20),
  }),
  JSON.stringify({
    email: "a@x.in",
    orders: [{ shopId: "DEMO", productId: "x", productCount: 1e308 }],
    addressKey: "a",
    paymentMethod: "UPI",
    idempotencyKey: "k".repeat(20),
  }),
  JSON.stringify({
    email: "a@x.in",
    orders: [{ shopId: "demo", productId: "toor-dal-1kg", productCount: 2 ** 31 }],
    addressKey: "a",
    paymentMethod: "UPI",
    idempotencyKey: "k".repeat(20),
  }),
  JSON.stringify({ email: "a@x.in", code: "\u0000".repeat(20), otp: "1234", phoneNumber: "+911234567890" }),
  JSON.stringify({
    orderId: "x".repeat(5000),
    riderStatus: "Confirmed",
    shopId: "demo",
    productId: "'; drop table orders; --",
  }),
];

describe(`no input produces a 500 (${driverName})`, () => {
  it.each(PATHS)("POST %s", async (path) => {
    errors.length = 0;
    for (const body of BODIES) {
      for (const headers of [{}, await asCustomer("a@x.in"), { "x-rider-key": TEST_RIDER_KEY }]) {
        const res = await app.request(path, postJson(body, headers));
        const what = `${path} ${res.status} ${body.slice(0, 60)}`;
        expect(res.status < 500, what).toBe(true);
        const json = (await res.json()) as { error?: unknown };
        if (res.status >= 400) expect(typeof json.error, what).toBe("string");
      }
    }
    expect(errors).toEqual([]);
  });
});
