/**
 * Issue 26's last parts: an order's public tracking (GET
 * /api/digiorder/track/{orderId}?t=, the link its shopper shares on
 * WhatsApp), and a cancelled, paid UPI order's refund (due on the cancel,
 * marked refunded by its seller with the UTR: POST /api/digiorder/refunded).
 * One app for the file.
 */
import { and, eq } from "drizzle-orm";
import * as v from "valibot";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UserDataResponse } from "../../../src/contract/customer";
import { AddOrderResponse } from "../../../src/contract/order";
import { TRACK_NOT_FOUND, TrackResponse } from "../../../src/contract/orderTrack";
import { SellerOrdersResponse } from "../../../src/contract/sellerOrders";
import { REFUND_UTR_TAKEN } from "../../../src/domain/orders/refund";
import { trackToken } from "../../../src/server/auth/tracking";
import { auditLog, orders } from "../../../src/server/db/schema";
import { driverName, testConfig } from "../support";
import { DEMO_OWNER, SEVA_OWNER, sellerApi } from "../support/seller";
import { call, orderBody, placeOrder, savedAddress } from "../support/shopping";
import { openTrackingFixture, seller, type TrackingFixture } from "../support/tracking";

const buyer = "refund.buyer@x.in";
const UTR = "512345678901";

let fx: TrackingFixture;
let asSeller: ReturnType<typeof sellerApi>;
let address: string;
beforeAll(async () => {
  fx = await openTrackingFixture();
  asSeller = sellerApi(fx.app);
  address = await savedAddress(fx.app, buyer, "Meera Joshi");
});
afterAll(() => fx.handle.close());

/** Places jaggery and tea from demo for the buyer, paid as `paymentMethod`; answers the two order ids. */
async function placement(paymentMethod: "COD" | "UPI"): Promise<string[]> {
  const lines = [
    { shopId: "demo", productId: "organic-jaggery-1kg", productCount: 2 },
    { shopId: "demo", productId: "assam-tea-500g", productCount: 1 },
  ];
  const placed = await placeOrder(
    fx.app,
    orderBody(buyer, address, lines, {
      paymentMethod,
      transactionId: paymentMethod === "UPI" ? "412345678901" : "",
      couponCode: "gotan50",
    }),
  );
  expect(placed.status).toBe(200);
  return v.parse(AddOrderResponse, placed.json).orderIds;
}

/** The buyer's history cards, by order id. */
async function cards() {
  const { json } = await call(fx.app, "/customer/userdata", { email: buyer }, buyer);
  return new Map(v.parse(UserDataResponse, json).response.orders.map((o) => [o.orderId, o]));
}

const track = (orderId: string, token?: string) =>
  fx.app.request(
    `/api/digiorder/track/${encodeURIComponent(orderId)}${token === undefined ? "" : `?t=${encodeURIComponent(token)}`}`,
  );

const cancel = (orderId: string) =>
  call(fx.app, "/customer/cancelorder", { email: buyer, orderId, reason: "Bought it elsewhere" }, buyer);

const refunded = (orderId: string, utr: string, as: string | Record<string, string> | null = DEMO_OWNER) =>
  asSeller("POST", "/api/digiorder/refunded", { orderId, utr }, as);

describe(`GET /api/digiorder/track/{orderId} (${driverName})`, () => {
  it("opens with the card's token: the shop's lines under the placement's reference, nothing personal", async () => {
    const ids = await placement("COD");
    const [first = "", second = ""] = ids;
    await fx.post(
      "/api/digiorder/updatestatus",
      { orderId: second, riderStatus: "Confirmed" },
      seller("demo"),
    );
    const card = (await cards()).get(second);
    expect(card?.trackToken).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const res = await track(second, card?.trackToken);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const text = await res.text();
    const order = v.parse(TrackResponse, JSON.parse(text));
    const reference = [...ids].sort()[0]?.slice(-6);
    expect(order).toMatchObject({ shopId: "demo", shopName: "Demo Kirana Store", reference });
    expect(order.lines.map((l) => l.orderId).sort()).toEqual([first, second].sort());
    const tea = order.lines.find((l) => l.orderId === second);
    expect(tea).toMatchObject({ status: "CONFIRMED", productCount: 1, deliveredAt: "" });
    expect(tea?.timeline.map((s) => s.status)).toEqual(["Pending", "Confirmed"]);
    expect(tea?.deliveryBy).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(tea?.productImage).toMatch(/^http/);
    // Never the address, the phone, the email, a price or who moved it.
    for (const secret of ["Meera Joshi", "Station Road", "9000000001", buyer, "totalCartValue", '"by"'])
      expect(text).not.toContain(secret);
  });

  it("answers one 404 to a wrong, missing or another order's token and to an unknown order", async () => {
    const [orderId = "", other = ""] = await placement("COD");
    const tokens = await cards();
    const good = tokens.get(orderId)?.trackToken ?? "";
    const unknown = "ODNOSUCHORDER1";
    const refused = [
      await track(orderId),
      await track(orderId, ""),
      await track(orderId, `${good.slice(0, -1)}${good.endsWith("A") ? "B" : "A"}`),
      await track(orderId, tokens.get(other)?.trackToken),
      await track(unknown, trackToken(testConfig.auth.sessionSecret, unknown)),
      await track("x".repeat(101), "t"),
    ];
    for (const res of refused) {
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: TRACK_NOT_FOUND, field: "orderId" });
    }
    // A token made with another secret opens nothing either.
    const forged = trackToken(new TextEncoder().encode("another-secret-that-is-long-enough!!"), orderId);
    expect((await track(orderId, forged)).status).toBe(404);
    expect((await track(orderId, good)).status).toBe(200);
  });
});

describe(`a cancelled, paid UPI order's refund (${driverName})`, () => {
  it("falls due on the cancel: each line's value, the fee less the coupon with the last; the seller marks it refunded", async () => {
    const [jaggery = "", tea = ""] = await placement("UPI");
    expect((await asSeller("POST", "/api/digiorder/paymentreceived", { orderId: jaggery })).status).toBe(200);
    const before = await cards();
    const charged = (id: string) => before.get(id) ?? { totalCartValue: 0, deliveryFee: 0, coupontotal: 0 };
    const fee = charged(jaggery).deliveryFee + charged(tea).deliveryFee;
    const coupon = charged(jaggery).coupontotal + charged(tea).coupontotal;
    expect(fee).toBeGreaterThan(0);
    expect(coupon).toBe(50);

    // The first line cancelled: its value is due; the tea still comes, with the fee and the coupon.
    expect((await cancel(jaggery)).status).toBe(200);
    const first = (await cards()).get(jaggery);
    expect(first?.refund).toMatchObject({ status: "due", amount: charged(jaggery).totalCartValue, utr: "" });
    const action = v.parse(
      SellerOrdersResponse,
      (await asSeller("POST", "/api/digiorder/shoporders", { shopId: "demo", page: 1, view: "action" })).json,
    );
    expect(action.response.find((o) => o.orderId === jaggery)?.refund?.status).toBe("due");

    // The last: its value, the fee less the coupon. The two add up to what was paid.
    expect((await cancel(tea)).status).toBe(200);
    const last = (await cards()).get(tea);
    expect(last?.refund?.amount).toBe(charged(tea).totalCartValue + fee - coupon);
    const paid = [jaggery, tea].reduce(
      (sum, id) => sum + charged(id).totalCartValue + charged(id).deliveryFee - charged(id).coupontotal,
      0,
    );
    expect((first?.refund?.amount ?? 0) + (last?.refund?.amount ?? 0)).toBe(paid);

    // The seller sent it: refunded with the UTR (spaces dropped), audited; once only.
    const sent = await refunded(jaggery, " 5123 4567 8901 ");
    expect(sent.status).toBe(200);
    const line = v.parse(SellerOrdersResponse, sent.json).response[0];
    expect(line?.refund).toMatchObject({ status: "refunded", utr: UTR, amount: first?.refund?.amount });
    expect((await cards()).get(jaggery)?.refund).toMatchObject({ status: "refunded", utr: UTR });
    const audit = await fx.handle.db
      .select({ actor: auditLog.actor, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.action, "order.refunded"), eq(auditLog.target, jaggery)));
    expect(audit).toEqual([{ actor: DEMO_OWNER, after: expect.objectContaining({ utr: UTR }) }]);
    const again = await refunded(jaggery, UTR);
    expect(again).toMatchObject({ status: 409, json: { error: "This refund was marked sent already" } });
  });

  it("reckons two lines cancelled at once one after the other: the fee goes back once", async () => {
    const [a = "", b = ""] = await placement("UPI");
    await asSeller("POST", "/api/digiorder/paymentreceived", { orderId: a });
    const both = await Promise.all([cancel(a), cancel(b)]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    const now = await cards();
    const paid = [a, b].reduce((sum, id) => {
      const c = now.get(id);
      return sum + (c ? c.totalCartValue + c.deliveryFee - c.coupontotal : 0);
    }, 0);
    expect((now.get(a)?.refund?.amount ?? 0) + (now.get(b)?.refund?.amount ?? 0)).toBe(paid);
  });

  it("falls due on lines cancelled before the payment was marked, once it is: the shopper had paid for them", async () => {
    // One line cancelled, then the payment marked: the cancelled line's value is due, the other ships.
    const [early = "", kept = ""] = await placement("UPI");
    expect((await cancel(early)).status).toBe(200);
    expect((await cards()).get(early)?.refund).toBeNull();
    const marked = await asSeller("POST", "/api/digiorder/paymentreceived", { orderId: kept });
    expect(marked.status).toBe(200);
    const answered = v.parse(SellerOrdersResponse, marked.json).response;
    const value = (await cards()).get(early)?.totalCartValue;
    expect(answered.find((o) => o.orderId === early)?.refund).toMatchObject({ status: "due", amount: value });
    expect(answered.find((o) => o.orderId === kept)?.refund).toBeNull();

    // A placement cancelled whole before its payment was marked: marked now, all it was paid is due.
    const [a = "", b = ""] = await placement("UPI");
    for (const id of [a, b]) expect((await cancel(id)).status).toBe(200);
    expect((await asSeller("POST", "/api/digiorder/paymentreceived", { orderId: a })).status).toBe(200);
    const now = await cards();
    const paid = [a, b].reduce((sum, id) => {
      const c = now.get(id);
      return sum + (c ? c.totalCartValue + c.deliveryFee - c.coupontotal : 0);
    }, 0);
    expect((now.get(a)?.refund?.amount ?? 0) + (now.get(b)?.refund?.amount ?? 0)).toBe(paid);
    // Marked twice: nothing more falls due.
    await asSeller("POST", "/api/digiorder/paymentreceived", { orderId: b });
    expect((await cards()).get(a)?.refund).toEqual(now.get(a)?.refund);
    // Still no switch to cash on delivery for it.
    expect((await asSeller("POST", "/api/digiorder/switchtocod", { orderId: a })).status).toBe(409);
  });

  it("is due when the seller cancels a paid UPI order too; none on cash on delivery or unpaid UPI", async () => {
    const [paidLine = ""] = await placement("UPI");
    await asSeller("POST", "/api/digiorder/paymentreceived", { orderId: paidLine });
    expect((await fx.post("/api/digiorder/cancelorder", { orderId: paidLine }, seller("demo"))).status).toBe(
      200,
    );
    const [cod = ""] = await placement("COD");
    const [unpaid = ""] = await placement("UPI");
    for (const orderId of [cod, unpaid]) expect((await cancel(orderId)).status).toBe(200);
    const now = await cards();
    expect(now.get(paidLine)?.refund?.status).toBe("due");
    expect(now.get(cod)?.refund).toBeNull();
    expect(now.get(unpaid)?.refund).toBeNull();
    expect(await refunded(cod, UTR)).toMatchObject({
      status: 409,
      json: { error: "No refund is due on this order" },
    });
  });

  it("refuses a UTR already recorded on another order's refund: 409 naming utr, even two at once, and in the table", async () => {
    /** A placement paid by UPI, marked received, both lines cancelled: two refunds due. */
    const twoDue = async () => {
      const ids = await placement("UPI");
      await asSeller("POST", "/api/digiorder/paymentreceived", { orderId: ids[0] });
      for (const id of ids) expect((await cancel(id)).status).toBe(200);
      return ids as [string, string];
    };
    const reused = "598765432101";
    const [a, b] = await twoDue();
    expect((await refunded(a, reused)).status).toBe(200);
    const taken = await refunded(b, "5987 6543 2101");
    expect(taken).toMatchObject({ status: 409, json: { error: REFUND_UTR_TAKEN, field: "utr" } });
    expect(REFUND_UTR_TAKEN).toMatch(/another order/);
    expect((await cards()).get(b)?.refund).toMatchObject({ status: "due", utr: "" });
    const audits = await fx.handle.db
      .select({ target: auditLog.target })
      .from(auditLog)
      .where(and(eq(auditLog.action, "order.refunded"), eq(auditLog.target, b)));
    expect(audits).toEqual([]);
    // A fresh UTR still marks it.
    expect((await refunded(b, "598765432102")).status).toBe(200);

    // Two calls at once with one UTR: one marks its refund, the other is refused.
    const [c, d] = await twoDue();
    const both = await Promise.all([refunded(c, "598765432103"), refunded(d, "598765432103")]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(both.find((r) => r.status === 409)?.json).toEqual({ error: REFUND_UTR_TAKEN, field: "utr" });
    const utrs = [(await cards()).get(c)?.refund?.utr, (await cards()).get(d)?.refund?.utr];
    expect(utrs.filter((u) => u === "598765432103")).toHaveLength(1);

    // The table holds it whoever writes: a second refund with a recorded UTR is a unique violation.
    const [e] = await twoDue();
    const row = (await cards()).get(e)?.refund;
    const write = fx.handle.db
      .update(orders)
      .set({ refund: { ...(row as NonNullable<typeof row>), status: "refunded", utr: reused } })
      .where(eq(orders.orderId, e));
    await expect(write).rejects.toThrow();
  });

  it("refuses a bad UTR, no credentials, another shop's seller and an unknown order", async () => {
    const [orderId = ""] = await placement("UPI");
    await asSeller("POST", "/api/digiorder/paymentreceived", { orderId });
    await cancel(orderId);
    for (const utr of ["12345", "5123456789012", "51234567890a"])
      expect(await refunded(orderId, utr)).toMatchObject({ status: 400, json: { field: "utr" } });
    expect((await asSeller("POST", "/api/digiorder/refunded", { orderId })).json.field).toBe("utr");
    expect((await refunded(orderId, UTR, null)).status).toBe(401);
    expect((await refunded(orderId, UTR, SEVA_OWNER)).status).toBe(403);
    expect((await refunded(orderId, UTR, { authorization: "Bearer not-a-token" })).status).toBe(401);
    expect((await refunded("ODNOSUCHORDER1", UTR)).status).toBe(404);
    // Still due after all that.
    expect((await cards()).get(orderId)?.refund?.status).toBe("due");
  });
});
