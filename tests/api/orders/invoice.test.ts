/**
 * The seller's GST tax invoice (GET /api/seller/shops/{shopId}/orders/{orderId}/invoice):
 * CGST + SGST within the shop's state, IGST to another, figures that add up
 * to what the shopper paid, and who may print it.
 */
import * as v from "valibot";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AddOrderResponse } from "../../../src/contract/order";
import { InvoiceResponse, type ShopSettings } from "../../../src/contract/seller";
import { gstinCheckCharacter } from "../../../src/domain/gstin";
import type { App } from "../../../src/server/app";
import type { DbHandle } from "../../../src/server/db/connection";
import { driverName, openSeededApp } from "../support";
import { DEMO_STAFF, SEVA_OWNER, sellerApi } from "../support/seller";
import { call as customerCall, orderBody, placeOrder, savedAddress } from "../support/shopping";

let app: App;
let handle: DbHandle;
let call: ReturnType<typeof sellerApi>;
const GSTIN = `08AAPFU0939F1Z${gstinCheckCharacter("08AAPFU0939F1Z")}`;
beforeAll(async () => {
  ({ app, handle } = await openSeededApp());
  call = sellerApi(app);
  const { settings } = (await call("GET", "/api/seller/shops/demo/settings")).json as {
    settings: ShopSettings;
  };
  const saved = await call("PUT", "/api/seller/shops/demo/settings", {
    ...settings,
    gstin: GSTIN,
    stateCode: "08",
  });
  expect(saved.status).toBe(200);
});
afterAll(() => handle.close());

const LINES = [
  { shopId: "demo", productId: "forest-honey-500g", productCount: 2 },
  { shopId: "demo", productId: "printed-tshirt", productCount: 1, size: "L", color: "Black" },
];

/** Places the lines for a buyer whose address is in `state` with `pincode`; answers the order ids and the total paid. */
async function orderTo(email: string, state: string, pincode: string, couponCode = "", lines = LINES) {
  await savedAddress(app, email);
  const added = await customerCall(
    app,
    "/customer/addaddress",
    {
      email,
      fullName: "Meera Joshi",
      address: "4 MG Road",
      city: "Town",
      state,
      pincode,
      phoneNumber: "9000000002",
    },
    email,
  );
  const keys = Object.keys(
    (added.json as { response: { address: Record<string, unknown> } }).response.address,
  );
  const placed = v.parse(
    AddOrderResponse,
    (await placeOrder(app, orderBody(email, keys.at(-1) ?? "", lines, { couponCode }))).json,
  );
  return placed;
}
const invoice = async (orderId: string, as: string | null = DEMO_STAFF) =>
  call("GET", `/api/seller/shops/demo/orders/${orderId}/invoice`, undefined, as);

describe(`the tax invoice (${driverName})`, () => {
  it("within the shop's state: CGST + SGST, adding up to what was paid", async () => {
    const placed = await orderTo("jaipur.buyer@x.in", "Rajasthan", "302001", "gotan50");
    const { status, json } = await invoice(placed.orderIds[1] ?? "");
    expect(status).toBe(200);
    const doc = v.parse(InvoiceResponse, json);
    expect(doc).toMatchObject({
      shop: { shopId: "demo", gstin: GSTIN, stateCode: "08", stateName: "Rajasthan" },
      buyer: { name: "Meera Joshi", pincode: "302001" },
      placeOfSupply: "08",
      interState: false,
      paymentMethod: "COD",
    });
    expect(doc.number).toMatch(/^DEMO\/[A-Z0-9]{1,8}$/);
    // Lines of one placement share its time: their order on the invoice is the order ids'.
    expect(doc.lines.map((l) => l.description).sort()).toEqual([
      "Printed Cotton T-Shirt (L / Black)",
      "Wild Forest Honey 500 g",
    ]);
    for (const line of doc.lines) {
      expect(line.igst).toBe(0);
      expect(Math.round((line.taxable + line.cgst + line.sgst) * 100)).toBe(Math.round(line.amount * 100));
    }
    expect(doc.totals.grandTotal).toBe(placed.totals.payable);
    expect(doc.totals.discount).toBe(50);
    expect(doc.amountInWords).toMatch(/^Rupees .* Only$/);
  });

  it("to another state: IGST only", async () => {
    const placed = await orderTo("pune.buyer@x.in", "Maharashtra", "411001");
    const doc = v.parse(InvoiceResponse, (await invoice(placed.orderIds[0] ?? "")).json);
    expect(doc).toMatchObject({ placeOfSupply: "27", placeOfSupplyName: "Maharashtra", interState: true });
    expect(doc.totals.cgst + doc.totals.sgst).toBe(0);
    expect(doc.totals.igst).toBeGreaterThan(0);
    expect(doc.totals.grandTotal).toBe(placed.totals.payable);
  });

  it("404 for an unknown order or another shop's, 403 for another shop's owner, 401 signed out", async () => {
    const placed = await orderTo("x.buyer@x.in", "Rajasthan", "324001", "", LINES.slice(0, 1));
    const orderId = placed.orderIds[0] ?? "";
    expect((await invoice("no-such-order")).status).toBe(404);
    expect(
      (await call("GET", `/api/seller/shops/seva/orders/${orderId}/invoice`, undefined, SEVA_OWNER)).status,
    ).toBe(404);
    expect((await invoice(orderId, SEVA_OWNER)).status).toBe(403);
    expect((await invoice(orderId, null)).status).toBe(401);
  });

  it("409 for a canceled order", async () => {
    const placed = await orderTo("y.buyer@x.in", "Rajasthan", "324001", "", LINES.slice(0, 1));
    for (const orderId of placed.orderIds) await call("POST", "/api/digiorder/cancelorder", { orderId });
    expect((await invoice(placed.orderIds[0] ?? "")).status).toBe(409);
  });
});
