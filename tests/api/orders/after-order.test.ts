/**
 * After the order (issue 26): the shopper's cancel, return photo, return
 * request and invoice; the seller's decision on a return. One app for the
 * file, its uploads in a temporary folder.
 */
import { sql } from "drizzle-orm";
import * as v from "valibot";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OrderCardResponse } from "../../../src/contract/afterOrder";
import { AddOrderResponse } from "../../../src/contract/order";
import { type OrderDetail, UpdateStatusResponse } from "../../../src/contract/orderDetail";
import { ProductsResponse } from "../../../src/contract/product";
import type { App } from "../../../src/server/app";
import type { DbHandle } from "../../../src/server/db/connection";
import { driverName, openSeededApp, postJson } from "../support";
import { contentApp, tempDir, testContent } from "../support/content";
import { DEMO_OWNER, SEVA_OWNER, sellerApi, testPhoto } from "../support/seller";
import { call, orderBody, placeOrder, savedAddress } from "../support/shopping";
import { asCustomer } from "../support/tokens";
import { cashFor, rider, seller } from "../support/tracking";

const buyer = "after@x.in";
const stranger = "stranger@x.in";

let app: App;
let handle: DbHandle;
let uploads: Awaited<ReturnType<typeof tempDir>>;
let address: string;
beforeAll(async () => {
  ({ handle } = await openSeededApp());
  uploads = await tempDir("returns-");
  app = contentApp(handle.db, testContent(uploads.dir));
  address = await savedAddress(app, buyer);
  await savedAddress(app, stranger);
});
afterAll(async () => {
  await handle.close();
  await uploads.remove();
});

const units = async (productId: string) => {
  const res = await app.request("/shop/products", postJson({ shopId: "demo" }));
  return v.parse(ProductsResponse, await res.json()).response.find((p) => p.productId === productId)
    ?.productUnits;
};

/** A new order of `count` × a demo product for the buyer. */
async function newOrder(productId = "organic-jaggery-1kg", count = 1): Promise<string> {
  const placed = await placeOrder(
    app,
    orderBody(buyer, address, [{ shopId: "demo", productId, productCount: count }]),
  );
  return v.parse(AddOrderResponse, placed.json).orderIds[0] ?? "";
}

const post = async (path: string, body: unknown, headers: Record<string, string> = {}) => {
  const res = await app.request(path, postJson(body, headers));
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
};

/** Moves an order to `to` through the seller's and the rider's own calls. */
async function moveTo(orderId: string, to: "Confirmed" | "En Route" | "Delivered") {
  const steps = ["Confirmed", "En Route", "In Transit", "Delivered"] as const;
  let moved: OrderDetail | undefined;
  for (const step of steps.slice(0, steps.indexOf(to) + 1)) {
    // "Delivered" on a COD order: the cash collected, as a rider records it.
    const cash = step === "Delivered" && moved ? cashFor(moved) : {};
    const { status, json } = await post(
      "/api/digiorder/updatestatus",
      { orderId, riderStatus: step, ...cash },
      step === "Confirmed" ? seller("demo") : rider,
    );
    if (status !== 200) throw new Error(`${step}: ${status} ${JSON.stringify(json)}`);
    moved = v.parse(UpdateStatusResponse, json).response;
  }
}

/** A delivered order `daysAgo` days ago (its Delivered entry moved back). */
async function deliveredOrder(daysAgo = 0): Promise<string> {
  const orderId = await newOrder();
  await moveTo(orderId, "Delivered");
  if (daysAgo) {
    const at = new Date(Date.now() - daysAgo * 86_400_000).toISOString();
    await handle.db.execute(sql`
      update orders set status_history = (
        select jsonb_agg(case when e->>'status' = 'Delivered' then jsonb_set(e, '{at}', to_jsonb(${at}::text)) else e end)
        from jsonb_array_elements(status_history) e)
      where order_id = ${orderId}`);
  }
  return orderId;
}

const card = (json: unknown) => v.parse(OrderCardResponse, json).response;

/** POST /customer/returnphoto as `who` (null: no credentials). */
async function sendPhoto(orderId: string, bytes: Uint8Array, who: string | null = buyer, email = buyer) {
  const form = new FormData();
  form.set("email", email);
  form.set("orderId", orderId);
  form.set("photo", new File([bytes as Uint8Array<ArrayBuffer>], "damage.jpg", { type: "image/jpeg" }));
  const headers = who === null ? {} : await asCustomer(who);
  const res = await app.request("/customer/returnphoto", { method: "POST", body: form, headers });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

describe(`POST /customer/cancelorder (${driverName})`, () => {
  it("cancels the shopper's own order before it leaves: stock back, the seller reads the reason", async () => {
    const before = await units("forest-honey-500g");
    const orderId = await newOrder("forest-honey-500g", 2);
    await moveTo(orderId, "Confirmed");
    expect(await units("forest-honey-500g")).toBe((before ?? 0) - 2);
    const { status, json } = await call(
      app,
      "/customer/cancelorder",
      { email: buyer, orderId, reason: "  Ordered the wrong size  " },
      buyer,
    );
    expect(status).toBe(200);
    expect(card(json)).toMatchObject({
      orderId,
      orderStatus: "CANCEL",
      cancelReason: "Ordered the wrong size",
    });
    expect(await units("forest-honey-500g")).toBe(before);
    const list = await post("/api/digiorder/shoporders", { shopId: "demo" }, seller("demo"));
    const line = (list.json.response as { orderId: string; statusHistory: unknown[] }[]).find(
      (o) => o.orderId === orderId,
    );
    expect(line?.statusHistory.at(-1)).toMatchObject({
      status: "Canceled",
      by: "customer",
      reason: "Ordered the wrong size",
    });
    // Once is enough.
    expect(
      (await call(app, "/customer/cancelorder", { email: buyer, orderId, reason: "again" }, buyer)).status,
    ).toBe(409);
  });

  it("refuses an order that has left the shop with a clear message, changing nothing", async () => {
    const orderId = await newOrder();
    await moveTo(orderId, "En Route");
    const { status, json } = await call(
      app,
      "/customer/cancelorder",
      { email: buyer, orderId, reason: "Too slow" },
      buyer,
    );
    expect(status).toBe(409);
    expect(json.error).toBe(
      "This order has left the shop, so it can't be cancelled now. Once it is delivered you can ask for a return.",
    );
  });

  it("bad input 400, no or a wrong credential 401, another's email or order 403, unknown 404", async () => {
    const orderId = await newOrder();
    const body = { email: buyer, orderId, reason: "Changed my mind" };
    expect(await call(app, "/customer/cancelorder", { ...body, reason: "   " }, buyer)).toMatchObject({
      status: 400,
      json: { field: "reason" },
    });
    expect(
      (await call(app, "/customer/cancelorder", { ...body, reason: "x".repeat(301) }, buyer)).status,
    ).toBe(400);
    expect((await post("/customer/cancelorder", body)).status).toBe(401);
    expect((await post("/customer/cancelorder", body, { authorization: "Bearer not-a-token" })).status).toBe(
      401,
    );
    expect((await call(app, "/customer/cancelorder", body, stranger)).status).toBe(403);
    const theirs = await call(app, "/customer/cancelorder", { ...body, email: stranger }, stranger);
    expect(theirs).toMatchObject({ status: 403, json: { error: "This order is not yours" } });
    expect(
      (await call(app, "/customer/cancelorder", { ...body, orderId: "no-such-order" }, buyer)).status,
    ).toBe(404);
    // Still the buyer's, still open.
    expect((await call(app, "/customer/cancelorder", body, buyer)).status).toBe(200);
  });
});

describe(`returns: POST /customer/returnphoto, /customer/returnorder, /api/digiorder/returndecision (${driverName})`, () => {
  it("a delivered order: a photo through the photo pipeline, the request, the seller's acceptance", async () => {
    const orderId = await deliveredOrder();
    const photo = await sendPhoto(orderId, await testPhoto(800, 600));
    expect(photo.status).toBe(201);
    expect(photo.json.url).toMatch(/\/uploads\/returns\/demo\/[0-9a-f]{16}-640\.webp$/);
    const asked = await call(
      app,
      "/customer/returnorder",
      { email: buyer, orderId, reason: "The lid was broken", photo: photo.json.url },
      buyer,
    );
    expect(asked.status).toBe(200);
    expect(card(asked.json).returnRequest).toMatchObject({
      status: "requested",
      reason: "The lid was broken",
      photo: photo.json.url,
      note: "",
    });
    expect(
      (await call(app, "/customer/returnorder", { email: buyer, orderId, reason: "again" }, buyer)).json
        .error,
    ).toBe("You have asked for a return of this order already");

    // It waits for the seller among what needs them.
    const waiting = await post(
      "/api/digiorder/shoporders",
      { shopId: "demo", page: 1, view: "action" },
      seller("demo"),
    );
    expect((waiting.json.response as { orderId: string }[]).map((o) => o.orderId)).toContain(orderId);
    const sellerCall = sellerApi(app);
    const decided = await sellerCall("POST", "/api/digiorder/returndecision", {
      orderId,
      decision: "accept",
      note: "A rider will collect it",
    });
    expect(decided.status).toBe(200);
    expect(v.parse(UpdateStatusResponse, decided.json).response.returnRequest).toMatchObject({
      status: "accepted",
      note: "A rider will collect it",
    });
    expect(
      (await sellerCall("POST", "/api/digiorder/returndecision", { orderId, decision: "refuse", note: "No" }))
        .status,
    ).toBe(409);
    // The shopper's card follows.
    const data = await call(app, "/customer/userdata", { email: buyer }, buyer);
    const cards = (data.json.response as { orders: { orderId: string; returnRequest: unknown }[] }).orders;
    expect(cards.find((c) => c.orderId === orderId)?.returnRequest).toMatchObject({ status: "accepted" });
  });

  it("refuses before delivery, after 45 days, without a reason, with a photo not sent for returns", async () => {
    const open = await newOrder();
    const early = await call(
      app,
      "/customer/returnorder",
      { email: buyer, orderId: open, reason: "x" },
      buyer,
    );
    expect(early).toMatchObject({
      status: 409,
      json: { error: "You can ask for a return once the order is delivered" },
    });
    expect((await sendPhoto(open, await testPhoto(400, 300))).status).toBe(409);
    const late = await deliveredOrder(46);
    const closed = await call(
      app,
      "/customer/returnorder",
      { email: buyer, orderId: late, reason: "x" },
      buyer,
    );
    expect(closed.status).toBe(409);
    expect(closed.json.error).toMatch(/^Returns close 45 days after delivery/);
    const inTime = await deliveredOrder(44);
    const body = { email: buyer, orderId: inTime, reason: "Wrong colour" };
    expect(await call(app, "/customer/returnorder", { ...body, reason: "" }, buyer)).toMatchObject({
      status: 400,
      json: { field: "reason" },
    });
    expect(
      await call(
        app,
        "/customer/returnorder",
        { ...body, photo: "http://localhost:8787/uploads/catalog/demo/0123456789abcdef-640.webp" },
        buyer,
      ),
    ).toMatchObject({ status: 400, json: { field: "photo" } });
    expect((await call(app, "/customer/returnorder", body, buyer)).status).toBe(200);
  });

  it("a HEIC photo is refused with how to send JPEG; no or a wrong credential 401; another's order 403", async () => {
    const orderId = await deliveredOrder();
    const heic = Buffer.from("....ftypheic\0\0\0\0mif1heic", "latin1");
    heic.writeUInt32BE(heic.length, 0);
    const refused = await sendPhoto(orderId, heic);
    expect(refused.status).toBe(415);
    expect(refused.json.error).toContain("Settings › Camera › Formats to Most Compatible");
    expect((await sendPhoto(orderId, await testPhoto(400, 300), null)).status).toBe(401);
    expect((await sendPhoto(orderId, await testPhoto(400, 300), stranger)).status).toBe(403);
    expect((await sendPhoto(orderId, await testPhoto(400, 300), stranger, stranger)).json.error).toBe(
      "This order is not yours",
    );
    const body = { email: buyer, orderId, reason: "Torn" };
    expect((await post("/customer/returnorder", body)).status).toBe(401);
    expect((await post("/customer/returnorder", body, { authorization: "Bearer nope" })).status).toBe(401);
    expect((await call(app, "/customer/returnorder", body, stranger)).status).toBe(403);
    expect((await call(app, "/customer/returnorder", { ...body, email: stranger }, stranger)).status).toBe(
      403,
    );
  });

  it("the decision: the shop's seller only, a refusal says why, only on a return asked for", async () => {
    const orderId = await deliveredOrder();
    const seller = sellerApi(app);
    expect(
      (await seller("POST", "/api/digiorder/returndecision", { orderId, decision: "accept" })).json.error,
    ).toBe("No return was asked for on this order");
    await call(app, "/customer/returnorder", { email: buyer, orderId, reason: "Stale" }, buyer);
    expect(
      await seller("POST", "/api/digiorder/returndecision", { orderId, decision: "refuse" }),
    ).toMatchObject({ status: 400, json: { field: "note" } });
    expect(
      (await seller("POST", "/api/digiorder/returndecision", { orderId, decision: "maybe" })).status,
    ).toBe(400);
    expect(
      (await seller("POST", "/api/digiorder/returndecision", { orderId, decision: "accept" }, null)).status,
    ).toBe(401);
    expect(
      (await seller("POST", "/api/digiorder/returndecision", { orderId, decision: "accept" }, SEVA_OWNER))
        .status,
    ).toBe(403);
    expect(
      (await seller("POST", "/api/digiorder/returndecision", { orderId, decision: "accept" }, buyer)).status,
    ).toBe(403);
    const refused = await seller(
      "POST",
      "/api/digiorder/returndecision",
      { orderId, decision: "refuse", note: "Opened food can't be returned" },
      DEMO_OWNER,
    );
    expect(v.parse(UpdateStatusResponse, refused.json).response.returnRequest).toMatchObject({
      status: "refused",
      note: "Opened food can't be returned",
    });
  });
});

describe(`POST /customer/invoice (${driverName})`, () => {
  it("is the seller's invoice of the shopper's own order", async () => {
    const orderId = await newOrder("forest-honey-500g", 1);
    const mine = await call(app, "/customer/invoice", { email: buyer, orderId }, buyer);
    expect(mine.status).toBe(200);
    const sellers = await sellerApi(app)("GET", `/api/seller/shops/demo/orders/${orderId}/invoice`);
    expect(sellers.status).toBe(200);
    expect(mine.json).toEqual(sellers.json);
    expect(mine.json).toMatchObject({ shop: { shopId: "demo" }, lines: [{ orderId }] });
  });

  it("bad input 400, no or a wrong credential 401, another customer's order 403, unknown 404", async () => {
    const orderId = await newOrder();
    expect((await call(app, "/customer/invoice", { email: buyer }, buyer)).status).toBe(400);
    expect((await post("/customer/invoice", { email: buyer, orderId })).status).toBe(401);
    expect(
      (await post("/customer/invoice", { email: buyer, orderId }, { authorization: "Bearer x" })).status,
    ).toBe(401);
    expect((await call(app, "/customer/invoice", { email: buyer, orderId }, stranger)).status).toBe(403);
    expect(await call(app, "/customer/invoice", { email: stranger, orderId }, stranger)).toMatchObject({
      status: 403,
      json: { error: "This order is not yours" },
    });
    expect((await call(app, "/customer/invoice", { email: buyer, orderId: "nope" }, buyer)).status).toBe(404);
  });
});
