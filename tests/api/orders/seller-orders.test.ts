/**
 * Orders as a signed-in seller works them: the console's calls with a person's
 * token (owner and staff, not another shop's), pages of whole placements that
 * open on what needs action, UPI payments marked received or switched to cash
 * on delivery, no unpaid UPI order shipping, and the dashboard card.
 */
import * as v from "valibot";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AddOrderResponse } from "../../../src/contract/order";
import { DashboardResponse } from "../../../src/contract/seller";
import { SellerOrdersResponse } from "../../../src/contract/sellerOrders";
import { driverName, TEST_RIDER_KEY } from "../support";
import { DEMO_OWNER, DEMO_STAFF, SEVA_OWNER, sellerApi } from "../support/seller";
import { orderBody, placeOrder, savedAddress } from "../support/shopping";
import { openTrackingFixture, type TrackingFixture } from "../support/tracking";

let fx: TrackingFixture;
let call: ReturnType<typeof sellerApi>;
beforeAll(async () => {
  fx = await openTrackingFixture();
  call = sellerApi(fx.app);
});
afterAll(() => fx.handle.close());

const buyer = "upi.buyer@x.in";
const rider = { "x-rider-key": TEST_RIDER_KEY };

/** Places one placement of two demo lines for the buyer; answers its order ids. */
async function placement(paymentMethod: "COD" | "UPI" = "UPI"): Promise<string[]> {
  const address = await savedAddress(fx.app, buyer);
  const lines = [
    { shopId: "demo", productId: "organic-jaggery-1kg", productCount: 1 },
    { shopId: "demo", productId: "assam-tea-500g", productCount: 1 },
  ];
  const placed = await placeOrder(
    fx.app,
    orderBody(buyer, address, lines, {
      paymentMethod,
      transactionId: paymentMethod === "UPI" ? "412345678901" : "",
    }),
  );
  return v.parse(AddOrderResponse, placed.json).orderIds;
}
const page = async (view: string, n = 1, as: string = DEMO_OWNER) =>
  call("POST", "/api/digiorder/shoporders", { shopId: "demo", page: n, view }, as);
const lines = (json: unknown) => v.parse(SellerOrdersResponse, json).response;

describe(`the console's orders as a signed-in seller (${driverName})`, () => {
  it("owner and staff list the shop's orders with what to pack; another shop's owner is refused", async () => {
    const [first] = await placement("COD");
    for (const who of [DEMO_OWNER, DEMO_STAFF]) {
      const { status, json } = await call("POST", "/api/digiorder/shoporders", { shopId: "demo" }, who);
      expect(status).toBe(200);
      expect(lines(json).find((o) => o.orderId === first)).toBeDefined();
    }
    const address = await savedAddress(fx.app, buyer);
    const shirtLine = {
      shopId: "demo",
      productId: "printed-tshirt",
      productCount: 1,
      size: "M",
      color: "White",
    };
    await placeOrder(fx.app, orderBody(buyer, address, [shirtLine]));
    const shirt = lines((await page("all")).json).find((o) => o.productId === "printed-tshirt");
    expect(shirt).toMatchObject({ size: "M", color: "White" });
    const other = await call("POST", "/api/digiorder/shoporders", { shopId: "demo" }, SEVA_OWNER);
    expect(other).toMatchObject({ status: 403, json: { error: "You don't sell for this shop" } });
    expect((await call("POST", "/api/digiorder/shoporders", { shopId: "demo" }, null)).status).toBe(401);
  });

  it("pages whole placements, opening on what needs action, oldest first, with the count waiting", async () => {
    const ids = await placement("COD");
    const { json } = await page("action");
    const answer = v.parse(SellerOrdersResponse, json);
    expect(answer).toMatchObject({ page: 1, pageSize: 20 });
    expect(answer.waiting).toBeGreaterThanOrEqual(2);
    const placementIds = answer.response.map((o) => o.placementId);
    // Lines of one placement sit together.
    expect(placementIds).toEqual(
      [...placementIds].sort((a, b) => placementIds.indexOf(a) - placementIds.indexOf(b)),
    );
    const times = answer.response.map((o) => o.createdAt);
    expect(times[0] && times[0] <= (times.at(-1) ?? "")).toBe(true);
    const all = lines((await page("all")).json);
    expect(
      all
        .slice(0, 2)
        .map((o) => o.orderId)
        .sort(),
    ).toEqual([...ids].sort()); // newest first
    expect((await call("POST", "/api/digiorder/shoporders", { shopId: "demo", page: 0 })).json.field).toBe(
      "page",
    );
    expect(
      (await call("POST", "/api/digiorder/shoporders", { shopId: "demo", page: 1, view: "odd" })).json.field,
    ).toBe("view");
  });

  it("the seller confirms, and cancels, as a signed-in person", async () => {
    const [orderId] = await placement("COD");
    const confirmed = await call(
      "POST",
      "/api/digiorder/updatestatus",
      { orderId, riderStatus: "Confirmed" },
      DEMO_STAFF,
    );
    expect(confirmed.status).toBe(200);
    const [other] = await placement("COD");
    expect((await call("POST", "/api/digiorder/cancelorder", { orderId: other }, SEVA_OWNER)).status).toBe(
      403,
    );
    expect((await call("POST", "/api/digiorder/cancelorder", { orderId: other }, DEMO_OWNER)).status).toBe(
      200,
    );
  });
});

describe(`UPI payments (${driverName})`, () => {
  it("an unpaid UPI order is flagged, hidden from riders and can't ship until marked received", async () => {
    const [orderId = "", second] = await placement("UPI");
    const listed = lines((await page("action")).json).find((o) => o.orderId === orderId);
    expect(listed).toMatchObject({
      paymentMethod: "UPI",
      transactionId: "412345678901",
      paymentReceivedAt: null,
    });
    await call("POST", "/api/digiorder/updatestatus", { orderId, riderStatus: "Confirmed" });
    const riders = await fx.post("/api/digiorder/riderorders", {}, rider);
    expect(JSON.stringify(riders.json)).not.toContain(orderId);
    const early = await fx.post("/api/digiorder/updatestatus", { orderId, riderStatus: "En Route" }, rider);
    expect(early.status).toBe(409);
    expect(String(early.json.error)).toContain("not marked paid");

    const paid = await call("POST", "/api/digiorder/paymentreceived", { orderId }, DEMO_STAFF);
    expect(paid.status).toBe(200);
    const both = lines(paid.json);
    expect(both.map((o) => o.orderId).sort()).toEqual([orderId, second].sort());
    expect(both.every((o) => o.paymentReceivedAt !== null)).toBe(true);
    const again = await call("POST", "/api/digiorder/paymentreceived", { orderId });
    expect(lines(again.json)[0]?.paymentReceivedAt).toBe(both[0]?.paymentReceivedAt); // marking twice changes nothing
    expect(
      (await fx.post("/api/digiorder/updatestatus", { orderId, riderStatus: "En Route" }, rider)).status,
    ).toBe(200);
  });

  it("switches an unpaid UPI order to cash on delivery; refuses it once paid, for COD, other shops, unknown orders", async () => {
    const [orderId = ""] = await placement("UPI");
    const switched = await call("POST", "/api/digiorder/switchtocod", { orderId });
    expect(switched.status).toBe(200);
    expect(lines(switched.json).every((o) => o.paymentMethod === "COD")).toBe(true);
    expect((await call("POST", "/api/digiorder/paymentreceived", { orderId })).status).toBe(409); // COD now
    const [paidId = ""] = await placement("UPI");
    await call("POST", "/api/digiorder/paymentreceived", { orderId: paidId });
    expect((await call("POST", "/api/digiorder/switchtocod", { orderId: paidId })).status).toBe(409);
    expect(
      (await call("POST", "/api/digiorder/paymentreceived", { orderId: paidId }, SEVA_OWNER)).status,
    ).toBe(403);
    expect((await call("POST", "/api/digiorder/paymentreceived", { orderId: "nope" })).status).toBe(404);
    expect((await call("POST", "/api/digiorder/paymentreceived", { orderId: paidId }, null)).status).toBe(
      401,
    );
    expect((await call("POST", "/api/digiorder/paymentreceived", {})).json.field).toBe("orderId");
  });
});

describe(`GET /api/seller/shops/{shopId}/dashboard (${driverName})`, () => {
  it("counts today's orders and sales, what waits and what runs low", async () => {
    const before = v.parse(DashboardResponse, (await call("GET", "/api/seller/shops/demo/dashboard")).json);
    await placement("UPI");
    const after = v.parse(
      DashboardResponse,
      (await call("GET", "/api/seller/shops/demo/dashboard", undefined, DEMO_STAFF)).json,
    );
    expect(after.todayOrders).toBe(before.todayOrders + 1);
    expect(after.todaySales).toBeGreaterThan(before.todaySales);
    expect(after.waitingConfirmation).toBe(before.waitingConfirmation + 1);
    expect(after.unpaidUpi).toBe(before.unpaidUpi + 2);
    expect(after.lowStock.every((p) => p.stock <= 5)).toBe(true);
    // Past its first steps: it lists products and has been ordered from.
    expect(after.products).toBeGreaterThan(0);
    expect(after.everOrdered).toBe(true);
  });

  it("403 for another shop, 401 signed out", async () => {
    expect((await call("GET", "/api/seller/shops/demo/dashboard", undefined, SEVA_OWNER)).status).toBe(403);
    expect((await call("GET", "/api/seller/shops/demo/dashboard", undefined, null)).status).toBe(401);
  });
});

describe(`GET /api/seller/shops/{shopId}/riders (${driverName})`, () => {
  it("lists the platform's riders and the ones the shop named before, each phone once", async () => {
    const [orderId = ""] = await placement("COD");
    const named = { name: "Kishan Lal", phoneNumber: "+91-9414000001", vehicleType: "Tempo" };
    expect((await call("POST", "/api/digiorder/assignrider", { orderId, riderDetails: named })).status).toBe(
      200,
    );
    const { status, json } = await call("GET", "/api/seller/shops/demo/riders", undefined, DEMO_STAFF);
    expect(status).toBe(200);
    const riders = json.riders as { name: string; phoneNumber: string }[];
    expect(riders.map((r) => r.name)).toEqual(expect.arrayContaining(["Ravi Kumar", "Kishan Lal"]));
    const phones = riders.map((r) => r.phoneNumber.replace(/\D/g, "").slice(-10));
    expect(new Set(phones).size).toBe(phones.length);
  });

  it("403 for another shop's owner, 401 signed out", async () => {
    expect((await call("GET", "/api/seller/shops/demo/riders", undefined, SEVA_OWNER)).status).toBe(403);
    expect((await call("GET", "/api/seller/shops/demo/riders", undefined, null)).status).toBe(401);
  });
});
