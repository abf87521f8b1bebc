import { eq, inArray } from "drizzle-orm";
import * as v from "valibot";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AddOrderResponse } from "../../../src/contract/order";
import { ShopDigiOrderResponse } from "../../../src/contract/orderDetail";
import { ProductsResponse } from "../../../src/contract/product";
import type { OrderCard } from "../../../src/contract/userData";
import { deliveryDate } from "../../../src/domain/delivery";
import { cardTotal } from "../../../src/domain/orders/orderCard";
import type { App } from "../../../src/server/app";
import type { DbHandle } from "../../../src/server/db/connection";
import { orders } from "../../../src/server/db/schema";
import { driverName, openSeededApp, postJson } from "../support";
import { call, orderBody, placeOrder, savedAddress } from "../support/shopping";

let app: App;
let handle: DbHandle;
let home: string;
const email = "buyer@x.in";

beforeAll(async () => {
  ({ app, handle } = await openSeededApp());
  home = await savedAddress(app, email, "Kiran Das");
});
afterAll(() => handle.close());

const units = async (shopId: string, productId: string) => {
  const res = await app.request("/shop/products", postJson({ shopId }));
  const products = v.parse(ProductsResponse, await res.json()).response;
  return products.find((p) => p.productId === productId)?.productUnits;
};

describe(`POST /customer/addorder: what is charged (${driverName})`, () => {
  it("recomputes prices, GST and delivery from the database, ignoring the client's figures", async () => {
    expect(await units("demo", "assam-tea-500g")).toBe(23); // 25, less the demo customer's 2
    const lie = {
      onePiecePrice: 1,
      productPrice: 1,
      gst: 0,
      totalCartValue: 1,
      coupontotal: 999,
      productName: "Free",
    };
    const body = orderBody(email, home, [
      { shopId: "demo", productId: "assam-tea-500g", productCount: 2, ...lie },
    ]);
    const { status, json } = await placeOrder(app, body);
    expect(status).toBe(200);
    const placed = v.parse(AddOrderResponse, json);
    expect(placed.totals).toEqual({
      totalMrp: 500,
      // The tea's MRP is 280; it sells at 250.
      mrp: 560,
      gst: 25,
      deliveryFee: 20,
      couponDiscount: 0,
      payable: 520,
    });
    expect(placed.orderIds).toHaveLength(1);
    expect(placed.orderIds[0]).toMatch(/^OD[0-9A-Z]{14,}$/);
    expect(await units("demo", "assam-tea-500g")).toBe(21); // the cached catalogue was invalidated

    const detail = await call(app, "/api/digiorder/shopdigiorder", { orderId: placed.orderIds[0] }, email);
    const [order] = v.parse(ShopDigiOrderResponse, detail.json).shopOrderDetail;
    expect(order).toMatchObject({
      shopId: "demo",
      productName: "Assam CTC Tea 500 g",
      productCount: 2,
      onePiecePrice: 250,
      totalCartValue: 500,
      coupontotal: 0,
      gst: 5,
      paymentMethod: "COD",
      riderStatus: "Pending",
      riderAccepted: false,
      riderDetails: [],
      deliveryBy: deliveryDate(new Date(), 5),
      deliveryTime: "",
    });
    expect(order?.address).toBe("Kiran Das, +91-9000000001, 1 Station Road, Kota, Rajasthan - 324001, India");
    expect(order?.statusHistory).toEqual([{ status: "Pending", at: order?.createdAt }]);
    const history = await call(app, "/customer/userdata", { email }, email);
    expect(history.json).toMatchObject({
      response: { orders: [{ orderId: placed.orderIds[0], orderStatus: "PENDING" }] },
    });
  });

  it("charges each shop's delivery fee once and applies gotan50 over the whole bag", async () => {
    const lines = [
      { shopId: "demo", productId: "toor-dal-1kg", productCount: 1 },
      { shopId: "kala", productId: "bandhani-dupatta", productCount: 1 },
      { shopId: "demo", productId: "cotton-kurta", productCount: 1, size: "S", color: "Maroon" },
    ];
    const { status, json } = await placeOrder(
      app,
      orderBody(email, home, lines, { couponCode: "gotan50", paymentMethod: "UPI", transactionId: "T123" }),
    );
    expect(status).toBe(200);
    const { totals, orderIds, lines: placed, address } = v.parse(AddOrderResponse, json);
    // The rows as charged, in the request's order, and their address: what the Success view shows.
    expect(placed).toEqual([
      {
        orderId: orderIds[0],
        productName: "Toor Dal 1 kg",
        size: "",
        color: "",
        productCount: 1,
        totalCartValue: 180,
      },
      {
        orderId: orderIds[1],
        productName: "Bandhani Silk Dupatta",
        size: "",
        color: "",
        productCount: 1,
        totalCartValue: 899,
      },
      {
        orderId: orderIds[2],
        productName: "Cotton Kurta",
        size: "S",
        color: "Maroon",
        productCount: 1,
        totalCartValue: 749,
      },
    ]);
    expect(totals).toEqual({
      totalMrp: 180 + 899 + 749,
      // The kurta's MRP is 899; it sells at 749.
      mrp: 180 + 899 + 899,
      gst: 0 + 45 + 37,
      deliveryFee: 60,
      couponDiscount: 50,
      payable: 1838,
    });
    const rows = await Promise.all(
      orderIds.map(async (id) => (await handle.db.select().from(orders).where(eq(orders.orderId, id)))[0]),
    );
    expect(rows.map((r) => [r?.size, r?.color, r?.deliveryFee, r?.coupontotal, r?.transactionId])).toEqual([
      ["", "", 20, 50, "T123"],
      ["", "", 40, 0, "T123"],
      ["S", "Maroon", 0, 0, "T123"],
    ]);
    expect(new Set(rows.map((r) => r?.placementId)).size).toBe(1);
    expect(address).toMatch(/^Kiran Das, /);
    expect(rows.map((r) => r?.address)).toEqual([address, address, address]);
    // The history cards carry each row's fee and coupon share: they add up to what was paid.
    const history = await call(app, "/customer/userdata", { email }, email);
    const cards = (history.json as { response: { orders: OrderCard[] } }).response.orders.filter((o) =>
      orderIds.includes(o.orderId),
    );
    expect(cards.map((c) => [c.deliveryFee, c.coupontotal]).sort()).toEqual([
      [0, 0],
      [20, 50],
      [40, 0],
    ]);
    expect(cards.reduce((sum, c) => sum + cardTotal(c), 0)).toBe(totals.payable);
  });

  it.each([
    [
      "under 280",
      [{ shopId: "demo", productId: "toor-dal-1kg", productCount: 1 }],
      "gotan50",
      "Shop for more than 300 to get benefits",
    ],
    [
      "an unknown code",
      [{ shopId: "demo", productId: "toor-dal-1kg", productCount: 2 }],
      "GOTAN50",
      "Invalid coupon code",
    ],
    [
      "a service booking",
      [{ shopId: "seva", productId: "deep-cleaning", productCount: 1 }],
      "gotan50",
      "Coupons are not available for service bookings",
    ],
  ])("400 for a coupon on %s", async (_, lines, couponCode, error) => {
    const { status, json } = await placeOrder(
      app,
      orderBody(email, home, lines, { couponCode, paymentMethod: "UPI" }),
    );
    expect(status).toBe(400);
    expect(json).toEqual({ error, field: "couponCode" });
  });
});

describe(`POST /customer/addorder: deviceToken (${driverName})`, () => {
  it("is stored on every row of the placement and answered to nobody", async () => {
    const body = orderBody(
      email,
      home,
      [
        { shopId: "demo", productId: "toor-dal-1kg", productCount: 1 },
        { shopId: "kala", productId: "bandhani-dupatta", productCount: 1 },
      ],
      { deviceToken: "fcm:shop-device-token-1" },
    );
    const { status, json } = await placeOrder(app, body);
    expect(status).toBe(200);
    const { orderIds } = v.parse(AddOrderResponse, json);
    const rows = await handle.db.select().from(orders).where(inArray(orders.orderId, orderIds));
    expect(rows.map((r) => r.deviceToken)).toEqual(["fcm:shop-device-token-1", "fcm:shop-device-token-1"]);
    const detail = await call(app, "/api/digiorder/shopdigiorder", { orderId: orderIds[0] }, email);
    expect(JSON.stringify(detail.json)).not.toContain("shop-device-token");
    const history = await call(app, "/customer/userdata", { email }, email);
    expect(JSON.stringify(history.json)).not.toContain("shop-device-token");
  });

  it("defaults to empty, and a token over 4096 characters is a 400 naming it", async () => {
    const { deviceToken: _, ...without } = orderBody(email, home, [
      { shopId: "demo", productId: "toor-dal-1kg", productCount: 1 },
    ]);
    const placed = await placeOrder(app, without);
    const [id] = v.parse(AddOrderResponse, placed.json).orderIds;
    const [row] = await handle.db
      .select()
      .from(orders)
      .where(eq(orders.orderId, id ?? ""));
    expect(row?.deviceToken).toBe("");
    const long = await placeOrder(app, { ...without, deviceToken: "x".repeat(4097) });
    expect(long.status).toBe(400);
    expect(long.json).toMatchObject({ field: "deviceToken" });
  });
});
