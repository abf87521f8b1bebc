import { eq } from "drizzle-orm";
import * as v from "valibot";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ProductsResponse } from "../../../src/contract/product";
import type { App } from "../../../src/server/app";
import type { DbHandle } from "../../../src/server/db/connection";
import { orders } from "../../../src/server/db/schema";
import { driverName, openSeededApp, postJson } from "../support";
import { orderBody, placeOrder, savedAddress } from "../support/shopping";

let app: App;
let handle: DbHandle;
let home: string;
const email = "refused@x.in";

beforeAll(async () => {
  ({ app, handle } = await openSeededApp());
  home = await savedAddress(app, email);
});
afterAll(() => handle.close());

const stockOf = async (productId: string) => {
  const res = await app.request("/shop/products", postJson({ shopId: "demo" }));
  return v.parse(ProductsResponse, await res.json()).response.find((p) => p.productId === productId);
};
const orderCount = async () => (await handle.db.select().from(orders).where(eq(orders.email, email))).length;
const tea = { shopId: "demo", productId: "assam-tea-500g", productCount: 1 };
const diya = { shopId: "demo", productId: "brass-diya-set", productCount: 1 };

describe(`POST /customer/addorder refuses (${driverName})`, () => {
  it("cash on delivery where the shop does not take it (400)", async () => {
    const lines = [{ shopId: "seva", productId: "plumbing-repair", productCount: 1 }];
    const { status, json } = await placeOrder(app, orderBody(email, home, lines));
    expect(status).toBe(400);
    expect(json).toEqual({
      error: "Cash on delivery is not available from Seva Home Services",
      field: "paymentMethod",
    });
    expect((await placeOrder(app, orderBody(email, home, lines, { paymentMethod: "UPI" }))).status).toBe(200);
  });

  it("an address key that is not one of the customer's (400)", async () => {
    for (const addressKey of ["addr-nope", "addr-home"]) {
      const { status, json } = await placeOrder(app, orderBody(email, addressKey, [tea]));
      expect(status).toBe(400);
      expect(json).toEqual({ error: "Choose one of your saved addresses", field: "addressKey" });
    }
  });

  it("an unknown shop or product (404 naming the line)", async () => {
    const shop = await placeOrder(app, orderBody(email, home, [{ ...tea, shopId: "nosuchshop" }]));
    expect(shop).toMatchObject({ status: 404, json: { error: "Shop not found", field: "orders.0.shopId" } });
    const product = await placeOrder(app, orderBody(email, home, [tea, { ...tea, productId: "unicorn" }]));
    expect(product).toMatchObject({
      status: 404,
      json: { error: "Product not found", field: "orders.1.productId" },
    });
  });

  it("a size or colour the product is not sold in (400)", async () => {
    const kurta = { shopId: "demo", productId: "cotton-kurta", productCount: 1 };
    const none = await placeOrder(app, orderBody(email, home, [kurta]));
    expect(none.status).toBe(400);
    expect(none.json).toEqual({ error: "Choose a size and colour of Cotton Kurta", field: "orders.0.color" });
    const wrong = await placeOrder(app, orderBody(email, home, [{ ...kurta, size: "XXL", color: "Indigo" }]));
    expect(wrong.json).toEqual({
      error: "Cotton Kurta is not sold in size XXL and colour Indigo",
      field: "orders.0.size",
    });
  });

  it("a line over stock (409 naming the product), placing nothing and taking no stock", async () => {
    const before = { orders: await orderCount(), tea: (await stockOf("assam-tea-500g"))?.productUnits };
    const over = await placeOrder(app, orderBody(email, home, [tea, { ...diya, productCount: 3 }]));
    expect(over.status).toBe(409);
    expect(over.json).toEqual({ error: "Only 2 left of Brass Diya Set", field: "orders.1.productCount" });
    // Two lines drawing on the same stock count together.
    const split = await placeOrder(app, orderBody(email, home, [diya, { ...diya, productCount: 2 }]));
    expect(split.json).toEqual({ error: "Only 2 left of Brass Diya Set", field: "orders.0.productCount" });
    const sold = await placeOrder(
      app,
      orderBody(email, home, [{ shopId: "demo", productId: "aloo-bhujia-400g", productCount: 1 }]),
    );
    expect(sold.json).toEqual({ error: "Aloo Bhujia 400 g is out of stock", field: "orders.0.productCount" });
    const variant = {
      shopId: "demo",
      productId: "cotton-kurta",
      productCount: 2,
      size: "M",
      color: "Maroon",
    };
    const kurta = await placeOrder(app, orderBody(email, home, [variant]));
    expect(kurta.json).toEqual({
      error: "Only 1 left of Cotton Kurta (M / Maroon)",
      field: "orders.0.productCount",
    });
    expect(await orderCount()).toBe(before.orders);
    expect((await stockOf("assam-tea-500g"))?.productUnits).toBe(before.tea);
    expect((await stockOf("brass-diya-set"))?.productUnits).toBe(2);
  });

  it("nothing over stock once the last pieces are sold", async () => {
    expect((await placeOrder(app, orderBody(email, home, [{ ...diya, productCount: 2 }]))).status).toBe(200);
    expect((await stockOf("brass-diya-set"))?.productUnits).toBe(0);
    const after = await placeOrder(app, orderBody(email, home, [diya]));
    expect(after).toMatchObject({ status: 409, json: { error: "Brass Diya Set is out of stock" } });
  });
});
