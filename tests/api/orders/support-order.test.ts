/**
 * A support admin works one order: reads it with its timeline, shop and
 * rider; cancels it with a reason until it is delivered (its stock goes
 * back, as when its seller cancels; the seller and the shopper read the
 * reason); gives it a rider of the riders table, who alone takes it on.
 * Each change is audited; each refusal changes nothing.
 */
import { eq } from "drizzle-orm";
import * as v from "valibot";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ShopDigiOrderResponse } from "../../../src/contract/orderDetail";
import { SellerOrdersResponse } from "../../../src/contract/sellerOrders";
import { SupportOrderResponse } from "../../../src/contract/support";
import { REFUND_UTR_TAKEN } from "../../../src/domain/orders/refund";
import { orders } from "../../../src/server/db/schema";
import { driverName, postJson, TEST_SELLER_KEY } from "../support";
import { asCustomer } from "../support/tokens";
import {
  CUSTOMER,
  MASTER,
  openSupportFixture,
  otherRiderKey,
  riderKey,
  SELLER,
  SUPPORT,
  type SupportFixture,
} from "./support-fixture";

let fx: SupportFixture;
beforeAll(async () => {
  fx = await openSupportFixture();
});
afterAll(() => fx.handle.close());

const honey = { shopId: "demo", productId: "forest-honey-500g", productCount: 2 };
const shirt = { shopId: "demo", productId: "printed-tshirt", productCount: 1, size: "L", color: "Black" };
const read = (orderId: string, as = SUPPORT) =>
  fx.call("GET", `/api/support/orders/${orderId}`, undefined, as);
const detail = async (orderId: string) => {
  const { status, json } = await read(orderId);
  expect(status, JSON.stringify(json)).toBe(200);
  return v.parse(SupportOrderResponse, json);
};
const cancel = (orderId: string, body: unknown, as: string | null = SUPPORT) =>
  fx.call("POST", `/api/support/orders/${orderId}/cancel`, body, as);
const giveRider = (orderId: string, body: unknown, as: string | null = SUPPORT) =>
  fx.call("POST", `/api/support/orders/${orderId}/rider`, body, as);
const row = async (orderId: string) =>
  (await fx.handle.db.select().from(orders).where(eq(orders.orderId, orderId)))[0];

describe(`GET /api/support/orders/{orderId} (${driverName})`, () => {
  it("answers the order with its timeline, its shop and how to reach it, its rider and the riders to pick", async () => {
    const [orderId] = (await fx.place([honey], CUSTOMER, {
      paymentMethod: "UPI",
      transactionId: "412345678901",
    })) as [string];
    const paid = await fx.app.request(
      "/api/digiorder/paymentreceived",
      postJson({ orderId }, { "x-seller-key": `${TEST_SELLER_KEY}-demo` }),
    );
    expect(paid.status).toBe(200);
    await fx.advance(orderId, "En Route");
    const answer = await detail(orderId);
    expect(answer.order).toMatchObject({
      orderId,
      shopId: "demo",
      email: CUSTOMER,
      phone: "+919000000001",
      productId: "forest-honey-500g",
      productCount: 2,
      paymentMethod: "UPI",
      paid: true,
      riderStatus: "En Route",
      stage: "En Route",
    });
    expect(answer.timeline.map((e) => [e.what, e.by])).toEqual([
      ["Pending", "customer"],
      ["UPI payment received", "seller key"],
      ["Confirmed", "seller"],
      ["En Route", "rider Ravi Kumar (rider key)"],
    ]);
    expect(answer.shop).toEqual({
      shopId: "demo",
      shopName: expect.any(String),
      phone: expect.any(String),
      email: expect.any(String),
    });
    expect(answer.shop.phone).not.toBe("");
    expect(answer.rider).toMatchObject({ riderId: expect.any(Number), name: "Ravi Kumar" });
    expect(answer.riders.map((r) => r.name)).toEqual(expect.arrayContaining(["Ravi Kumar", "Sunil Meena"]));
    // A rider's key never leaves the server.
    expect(JSON.stringify(answer)).not.toMatch(/keyHash|key_hash/);
  });

  it("is 404 for an order that does not exist, whatever the path holds; 400 for a NUL in it", async () => {
    for (const id of ["ODNOSUCHORDER1", "x", "..%2F..", `${"A".repeat(101)}`]) {
      expect(await read(id)).toMatchObject({
        status: 404,
        json: { error: "Order not found", field: "orderId" },
      });
    }
    // No order id holds a NUL: refused before the call (tests/api/http/unsafe-text.test.ts).
    expect(await read("a%00b")).toMatchObject({
      status: 400,
      json: { error: "Invalid orderId: must not contain a NUL character", field: "orderId" },
    });
  });
});

describe(`POST /api/support/orders/{orderId}/cancel (${driverName})`, () => {
  it("cancels with a reason: the stock goes back, the seller and the shopper read why, and it is audited", async () => {
    const before = {
      honey: await fx.stock("demo", "forest-honey-500g"),
      shirt: await fx.stock("demo", "printed-tshirt", "L", "Black"),
    };
    const [honeyId, shirtId] = (await fx.place([honey, shirt])) as [string, string];
    expect(await fx.stock("demo", "forest-honey-500g")).toBe(before.honey - 2);
    expect(await fx.stock("demo", "printed-tshirt", "L", "Black")).toBe(before.shirt - 1);
    await fx.advance(honeyId, "In Transit");
    const reason = "Shopper called: moved house, asked to cancel";

    for (const id of [honeyId, shirtId]) {
      const { status, json } = await cancel(id, { reason: `  ${reason} ` });
      expect(status, JSON.stringify(json)).toBe(200);
      const answer = v.parse(SupportOrderResponse, json);
      expect(answer.order).toMatchObject({ orderStatus: "CANCEL", stage: "Canceled" });
      expect(answer.order.statusHistory.at(-1)).toEqual({
        status: "Canceled",
        at: expect.any(String),
        by: "support",
        reason,
      });
      expect(answer.timeline.at(-1)).toMatchObject({ what: "Canceled", by: `support (${SUPPORT})`, reason });
      expect(await fx.lastAudit()).toMatchObject({
        actor: SUPPORT,
        action: "order.cancel",
        scope: "shop:demo",
        target: id,
        after: { orderStatus: "CANCEL", reason },
      });
    }
    // Exactly as the seller's own cancel: each piece back on its product or its variant.
    expect(await fx.stock("demo", "forest-honey-500g")).toBe(before.honey);
    expect(await fx.stock("demo", "printed-tshirt", "L", "Black")).toBe(before.shirt);

    // The seller's console reads the reason on the order's card…
    const seller = await fx.call(
      "POST",
      "/api/digiorder/shoporders",
      { shopId: "demo", page: 1, view: "done" },
      SELLER,
    );
    const line = v.parse(SellerOrdersResponse, seller.json).response.find((o) => o.orderId === honeyId);
    expect(line?.statusHistory.at(-1)).toMatchObject({ status: "Canceled", by: "support", reason });
    // …and the shopper on the order's detail.
    const res = await fx.app.request(
      "/api/digiorder/shopdigiorder",
      postJson({ orderId: honeyId }, await asCustomer(CUSTOMER)),
    );
    const shopper = v.parse(ShopDigiOrderResponse, await res.json()).shopOrderDetail[0];
    expect(shopper?.statusHistory.at(-1)).toMatchObject({ status: "Canceled", reason });
  });

  it("a master admin may cancel too", async () => {
    const [orderId] = (await fx.place([honey])) as [string];
    expect((await cancel(orderId, { reason: "Duplicate order" }, MASTER)).status).toBe(200);
    expect(await fx.lastAudit()).toMatchObject({ actor: MASTER, action: "order.cancel", target: orderId });
  });

  it("refuses a delivered order, a cancelled one, a missing or long reason and an unknown order, changing nothing", async () => {
    const [delivered] = (await fx.place([honey])) as [string];
    await fx.advance(delivered, "Delivered");
    const [open] = (await fx.place([honey])) as [string];
    const stock = await fx.stock("demo", "forest-honey-500g");
    const audits = await fx.audits();
    const rows = { delivered: await row(delivered), open: await row(open) };

    expect(await cancel(delivered, { reason: "Too late" })).toEqual({
      status: 409,
      json: { error: "An order that is Delivered was delivered: it can't be cancelled", field: "orderId" },
    });
    for (const body of [{}, { reason: "" }, { reason: "   " }, { reason: 5 }, { reason: "x".repeat(301) }]) {
      expect(await cancel(open, body)).toMatchObject({ status: 400, json: { field: "reason" } });
    }
    expect(await cancel(open, { reason: "nul \u0000 here" })).toMatchObject({
      status: 400,
      json: { field: "reason" },
    });
    expect(await cancel("ODNOSUCHORDER1", { reason: "Why not" })).toMatchObject({
      status: 404,
      json: { error: "Order not found", field: "orderId" },
    });
    expect(await fx.stock("demo", "forest-honey-500g")).toBe(stock);
    expect(await fx.audits()).toBe(audits);
    expect(await row(delivered)).toEqual(rows.delivered);
    expect(await row(open)).toEqual(rows.open);

    // Cancelled once, it changes no more.
    expect((await cancel(open, { reason: "Asked by the shopper" })).status).toBe(200);
    const stockAfter = await fx.stock("demo", "forest-honey-500g");
    expect(await cancel(open, { reason: "Again" })).toEqual({
      status: 409,
      json: { error: "This order was canceled", field: "orderId" },
    });
    expect(await fx.stock("demo", "forest-honey-500g")).toBe(stockAfter);
  });
});

describe(`POST /api/support/orders/{orderId}/rider (${driverName})`, () => {
  it("gives a confirmed order to a rider of the table: their details from their row, they alone take it on", async () => {
    const [orderId] = (await fx.place([honey])) as [string];
    await fx.advance(orderId, "Confirmed");
    const { status, json } = await giveRider(orderId, { riderId: fx.otherRiderId });
    expect(status, JSON.stringify(json)).toBe(200);
    const answer = v.parse(SupportOrderResponse, json);
    expect(answer.rider).toEqual({
      riderId: fx.otherRiderId,
      name: "Sunil Meena",
      phoneNumber: "+91-9000000002",
      vehicleType: "Van",
    });
    expect(answer.order.riderDetails).toEqual([
      { name: "Sunil Meena", phoneNumber: "+91-9000000002", vehicleType: "Van" },
    ]);
    expect(answer.timeline.at(-1)).toMatchObject({
      what: "Rider: Sunil Meena (+91-9000000002)",
      by: SUPPORT,
    });
    expect(await fx.lastAudit()).toMatchObject({
      actor: SUPPORT,
      action: "order.rider",
      scope: "shop:demo",
      target: orderId,
      before: { riderId: null, rider: null },
      after: { riderId: fx.otherRiderId, rider: { name: "Sunil Meena" } },
    });
    // Another rider can't take it; the one support named can.
    const move = (key: Record<string, string>) =>
      fx.app.request("/api/digiorder/updatestatus", postJson({ orderId, riderStatus: "En Route" }, key));
    expect((await move(riderKey)).status).toBe(403);
    expect((await move(otherRiderKey)).status).toBe(200);
    expect((await row(orderId))?.riderDetails).toEqual([
      { name: "Sunil Meena", phoneNumber: "+91-9000000002", vehicleType: "Van" },
    ]);
  });

  it("moves an order on the road to another rider, who carries it on; the first one no longer can", async () => {
    const [orderId] = (await fx.place([honey])) as [string];
    await fx.advance(orderId, "En Route");
    expect((await giveRider(orderId, { riderId: fx.otherRiderId }, MASTER)).status).toBe(200);
    const move = (key: Record<string, string>) =>
      fx.app.request("/api/digiorder/updatestatus", postJson({ orderId, riderStatus: "In Transit" }, key));
    expect((await move(riderKey)).status).toBe(403);
    expect((await move(otherRiderKey)).status).toBe(200);
    expect((await row(orderId))?.riderId).toBe(fx.otherRiderId);
  });

  it("refuses an unknown rider, a bad id, a delivered or cancelled order and an unknown order, changing nothing", async () => {
    const [delivered] = (await fx.place([honey])) as [string];
    await fx.advance(delivered, "Delivered");
    const [open] = (await fx.place([honey])) as [string];
    const [cancelled] = (await fx.place([honey])) as [string];
    expect((await cancel(cancelled, { reason: "Shopper asked" })).status).toBe(200);
    const audits = await fx.audits();
    const rows = { delivered: await row(delivered), open: await row(open), cancelled: await row(cancelled) };

    expect(await giveRider(open, { riderId: 999_999 })).toEqual({
      status: 404,
      json: { error: "Rider not found", field: "riderId" },
    });
    for (const body of [{}, { riderId: "1" }, { riderId: 0 }, { riderId: 1.5 }, { riderId: 2 ** 40 }]) {
      expect(await giveRider(open, body)).toMatchObject({ status: 400, json: { field: "riderId" } });
    }
    // The rider's details come from their row: typed ones are not taken.
    expect(
      await giveRider(open, { riderId: fx.otherRiderId, riderDetails: { name: "Someone" } }),
    ).toMatchObject({ status: 200 });
    expect((await row(open))?.riderDetails[0]?.name).toBe("Sunil Meena");
    const afterGood = await fx.audits();
    expect(afterGood).toBe(audits + 1);

    expect(await giveRider(delivered, { riderId: fx.otherRiderId })).toEqual({
      status: 409,
      json: { error: "An order that is Delivered keeps the rider who delivered it", field: "orderId" },
    });
    expect(await giveRider(cancelled, { riderId: fx.otherRiderId })).toEqual({
      status: 409,
      json: { error: "This order was canceled", field: "orderId" },
    });
    expect(await giveRider("ODNOSUCHORDER1", { riderId: fx.otherRiderId })).toMatchObject({ status: 404 });
    expect(await fx.audits()).toBe(afterGood);
    expect(await row(delivered)).toEqual(rows.delivered);
    expect(await row(cancelled)).toEqual(rows.cancelled);
  });
});

describe(`POST /api/support/orders/{orderId}/refunded (${driverName})`, () => {
  const UTR = "612345678901";
  const refunded = (orderId: string, body: unknown, as: string | null = SUPPORT) =>
    fx.call("POST", `/api/support/orders/${orderId}/refunded`, body, as);
  /** A UPI order the seller marked paid, then cancelled by support: its refund is due. */
  const refundDue = async () => {
    const [orderId] = (await fx.place([honey], CUSTOMER, {
      paymentMethod: "UPI",
      transactionId: "712345678901",
    })) as [string];
    const paid = await fx.call("POST", "/api/digiorder/paymentreceived", { orderId }, SELLER);
    expect(paid.status, JSON.stringify(paid.json)).toBe(200);
    expect((await cancel(orderId, { reason: "Out of stock at the shop" })).status).toBe(200);
    expect((await detail(orderId)).order.refund).toMatchObject({ status: "due", utr: "" });
    return orderId;
  };

  it("marks a due refund sent with its UTR, for the seller: the order and the audit log say who and when", async () => {
    const orderId = await refundDue();
    const { status, json } = await refunded(orderId, { utr: " 6123 4567 8901 " });
    expect(status, JSON.stringify(json)).toBe(200);
    const answer = v.parse(SupportOrderResponse, json);
    expect(answer.order.refund).toMatchObject({
      status: "refunded",
      utr: UTR,
      refundedAt: expect.any(String),
    });
    expect((await row(orderId))?.refund).toMatchObject({ status: "refunded", utr: UTR });
    expect(await fx.lastAudit()).toMatchObject({
      actor: SUPPORT,
      action: "order.refunded",
      scope: "shop:demo",
      target: orderId,
      after: { status: "refunded", utr: UTR },
    });
    // The seller's console reads it as sent.
    const seller = await fx.call("POST", "/api/digiorder/shoporders", { shopId: "demo" }, SELLER);
    const line = v.parse(SellerOrdersResponse, seller.json).response.find((o) => o.orderId === orderId);
    expect(line?.refund).toMatchObject({ status: "refunded", utr: UTR });
  });

  it("refuses a bad UTR, an order with no refund due (a COD order, one already refunded) and an unknown order", async () => {
    const orderId = await refundDue();
    const audits = await fx.audits();
    for (const body of [{}, { utr: "12345" }, { utr: "61234567890a" }, { utr: 612345678901 }]) {
      expect(await refunded(orderId, body)).toMatchObject({ status: 400, json: { field: "utr" } });
    }
    const [cod] = (await fx.place([honey])) as [string];
    expect((await refunded(cod, { utr: UTR })).status).toBe(409);
    expect(await refunded("no-such-order", { utr: UTR })).toMatchObject({
      status: 404,
      json: { field: "orderId" },
    });
    expect(await fx.audits()).toBe(audits);
    // Each test marks with a UTR of its own: one transfer sends one refund.
    const sent = "612345678902";
    expect((await refunded(orderId, { utr: sent })).status).toBe(200);
    expect((await refunded(orderId, { utr: "712345678901" })).status).toBe(409);
    expect((await row(orderId))?.refund).toMatchObject({ utr: sent });
    // That UTR on another order's refund: 409 naming utr, still due.
    const other = await refundDue();
    expect(await refunded(other, { utr: sent })).toMatchObject({
      status: 409,
      json: { error: REFUND_UTR_TAKEN, field: "utr" },
    });
    expect((await row(other))?.refund).toMatchObject({ status: "due", utr: "" });
  });

  it("is for support and master admins only: a seller, a shopper and nobody are refused", async () => {
    const orderId = await refundDue();
    expect((await refunded(orderId, { utr: UTR }, null)).status).toBe(401);
    expect((await refunded(orderId, { utr: UTR }, SELLER)).status).toBe(403);
    expect((await refunded(orderId, { utr: UTR }, CUSTOMER)).status).toBe(403);
    expect((await row(orderId))?.refund).toMatchObject({ status: "due" });
    expect((await refunded(orderId, { utr: "612345678903" }, MASTER)).status).toBe(200);
  });
});
