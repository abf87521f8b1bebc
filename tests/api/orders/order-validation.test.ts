import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../../src/server/app";
import type { DbHandle } from "../../../src/server/db/connection";
import { insertProductsIfMissing } from "../../../src/server/shops/shelf";
import { driverName, openSeededApp, postJson } from "../support";
import { orderBody, placeOrder, savedAddress } from "../support/shopping";
import { asCustomer } from "../support/tokens";

let app: App;
let handle: DbHandle;
let home: string;
const email = "checked@x.in";

beforeAll(async () => {
  ({ app, handle } = await openSeededApp());
  home = await savedAddress(app, email);
});
afterAll(() => handle.close());

const tea = { shopId: "demo", productId: "assam-tea-500g", productCount: 1 };

describe(`POST /customer/addorder checks its input (${driverName})`, () => {
  it("an order total too large for the books (400)", async () => {
    await insertProductsIfMissing(handle.db, [
      { shopId: "demo", productId: "gold-idol", name: "Gold Idol", price: 9_999_999, gst: 5, units: 50 },
    ]);
    const { status, json } = await placeOrder(
      app,
      orderBody(email, home, [{ shopId: "demo", productId: "gold-idol", productCount: 11 }]),
    );
    expect(status).toBe(400);
    expect(json).toEqual({ error: "This order is too large to place online", field: "orders" });
  });

  it.each([
    ["no lines", { orders: [] }, "orders", "Invalid orders: must have at least one line"],
    [
      "a count of 0",
      { orders: [{ ...tea, productCount: 0 }] },
      "orders.0.productCount",
      "Invalid orders.0.productCount: must be at least 1",
    ],
    [
      "a fractional count",
      { orders: [{ ...tea, productCount: 1.5 }] },
      "orders.0.productCount",
      "Invalid orders.0.productCount: must be a whole number",
    ],
    [
      "a count as text",
      { orders: [{ ...tea, productCount: "2" }] },
      "orders.0.productCount",
      "Invalid orders.0.productCount: must be of type number",
    ],
    ["51 lines", { orders: Array(51).fill(tea) }, "orders", "Invalid orders: has too many lines"],
    [
      "an unknown payment method",
      { paymentMethod: "CASH" },
      "paymentMethod",
      'Invalid paymentMethod: must be "COD" | "UPI"',
    ],
    [
      "a short idempotency key",
      { idempotencyKey: "abc" },
      "idempotencyKey",
      "Invalid idempotencyKey: is too short",
    ],
    ["no address key", { addressKey: undefined }, "addressKey", "Invalid addressKey: is required"],
  ])("%s (400 naming the field)", async (_, change, field, error) => {
    const body = { ...orderBody(email, home, [tea]), ...change };
    const { status, json } = await placeOrder(app, body as never);
    expect(status).toBe(400);
    expect(json).toMatchObject({ field, error });
  });

  it("a caller without a token (401) or acting for someone else (403)", async () => {
    const body = orderBody(email, home, [tea]);
    const anonymous = await app.request("/customer/addorder", postJson(body));
    expect(anonymous.status).toBe(401);
    const other = await app.request("/customer/addorder", postJson(body, await asCustomer("thief@x.in")));
    expect(other.status).toBe(403);
    expect(await other.json()).toEqual({ error: "You can only act for your own account", field: "email" });
  });
});
