/**
 * The seller's GST tax invoice (GET /api/seller/shops/{shopId}/orders/{orderId}/invoice):
 * CGST + SGST within the shop's state, IGST to another, figures that add up
 * to what the shopper paid, and who may print it; issued with the next
 * number of the shop's series when the shop first confirms the placement,
 * and never changed after: a line cancelled or returned gets a credit note
 * of its own series, linked to it; paid once the cash is collected (issue 37).
 */
import { and, eq } from "drizzle-orm";
import * as v from "valibot";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Gstr1Response } from "../../../src/contract/billing";
import { AddOrderResponse } from "../../../src/contract/order";
import { InvoiceResponse, type ShopSettings } from "../../../src/contract/seller";
import { gstinCheckCharacter } from "../../../src/domain/gstin";
import type { App } from "../../../src/server/app";
import type { DbHandle } from "../../../src/server/db/connection";
import { creditNotes, documentSeries, invoices, orders, products } from "../../../src/server/db/schema";
import { driverName, openSeededApp, postJson } from "../support";
import { DEMO_STAFF, SEVA_OWNER, sellerApi } from "../support/seller";
import { call as customerCall, orderBody, placeOrder, savedAddress } from "../support/shopping";
import { asPerson } from "../support/tokens";
import { cashFor, rider, seller } from "../support/tracking";

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
  // Enough honey for every placement here.
  await handle.db
    .update(products)
    .set({ units: 100_000 })
    .where(and(eq(products.shopId, "demo"), eq(products.productId, "forest-honey-500g")));
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
  const res = await placeOrder(app, orderBody(email, keys.at(-1) ?? "", lines, { couponCode }));
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return v.parse(AddOrderResponse, res.json);
}
const invoice = async (orderId: string, as: string | null = DEMO_STAFF) =>
  call("GET", `/api/seller/shops/demo/orders/${orderId}/invoice`, undefined, as);
const issued = async (orderId: string) => v.parse(InvoiceResponse, (await invoice(orderId)).json);

/** Moves an order on through the seller's and the rider's own calls, to `to`. */
async function moveTo(orderId: string, to: "Confirmed" | "En Route" | "Delivered", from = "Pending") {
  const steps = ["Pending", "Confirmed", "En Route", "In Transit", "Delivered"] as const;
  let moved: Record<string, unknown> | undefined;
  for (const step of steps.slice(steps.indexOf(from as never) + 1, steps.indexOf(to) + 1)) {
    const cash = step === "Delivered" && moved ? cashFor(moved as never) : {};
    const res = await app.request(
      "/api/digiorder/updatestatus",
      postJson({ orderId, riderStatus: step, ...cash }, step === "Confirmed" ? seller("demo") : rider),
    );
    const json = (await res.json()) as { response: Record<string, unknown> };
    expect(res.status, `${step}: ${JSON.stringify(json)}`).toBe(200);
    moved = json.response;
  }
}
/** The number the shop's invoice series gives next this financial year, as "INV/26-27/000042". */
async function nextOf(series: "INV" | "CN") {
  const rows = await handle.db
    .select({ last: documentSeries.last, fiscalYear: documentSeries.fiscalYear })
    .from(documentSeries)
    .where(and(eq(documentSeries.shopId, "demo"), eq(documentSeries.series, series)));
  return (rows[0]?.last ?? 0) + 1;
}
/** The placement an order was placed in. */
async function placementOf(orderId: string) {
  const [row] = await handle.db
    .select({ placementId: orders.placementId })
    .from(orders)
    .where(eq(orders.orderId, orderId));
  return row?.placementId ?? "";
}
const numbered = (series: "INV" | "CN", n: number) =>
  new RegExp(`^${series}/\\d{2}-\\d{2}/${String(n).padStart(6, "0")}$`);

describe(`the tax invoice (${driverName})`, () => {
  it("within the shop's state: CGST + SGST, adding up to what was paid", async () => {
    const placed = await orderTo("jaipur.buyer@x.in", "Rajasthan", "302001", "gotan50");
    const next = await nextOf("INV");
    await moveTo(placed.orderIds[0] ?? "", "Confirmed");
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
    expect(doc).toMatchObject({ issued: true, paid: false, creditNotes: [] });
    expect(doc.number).toMatch(numbered("INV", next));
    expect(doc.number.length).toBeLessThanOrEqual(16);
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

  it("before the shop confirms: what it will say, unnumbered, for the packing slip", async () => {
    const placed = await orderTo("draft.buyer@x.in", "Rajasthan", "302001", "", LINES.slice(0, 1));
    const doc = await issued(placed.orderIds[0] ?? "");
    expect(doc).toMatchObject({ issued: false, number: "", paid: false, creditNotes: [] });
    expect(doc.totals.grandTotal).toBe(placed.totals.payable);
    expect(
      await handle.db
        .select()
        .from(invoices)
        .where(eq(invoices.placementId, await placementOf(placed.orderIds[0] ?? ""))),
    ).toEqual([]);
  });

  it("never changes once issued: a line cancelled after it gets a credit note of its own series", async () => {
    const placed = await orderTo("cn.buyer@x.in", "Rajasthan", "302001");
    const [honey = "", shirt = ""] = placed.orderIds;
    const nextCn = await nextOf("CN");
    await moveTo(honey, "Confirmed");
    const before = await issued(honey);
    expect(before.lines.map((l) => l.orderId).sort()).toEqual([honey, shirt].sort());
    // The seller cancels the shirt (still pending): the invoice stays as issued, a note takes the shirt back.
    const cancelled = await app.request(
      "/api/digiorder/cancelorder",
      postJson({ orderId: shirt }, seller("demo")),
    );
    expect(cancelled.status).toBe(200);
    const after = await issued(honey);
    const { creditNotes: notes, ...same } = after;
    const { creditNotes: none, ...was } = before;
    expect(none).toEqual([]);
    expect(same).toEqual(was);
    expect(notes).toHaveLength(1);
    const shirtLine = before.lines.find((l) => l.orderId === shirt);
    expect(notes[0]).toMatchObject({
      reason: "cancel",
      invoiceNumber: before.number,
      invoiceDate: before.date,
      lines: [shirtLine],
      totals: { amount: shirtLine?.amount, delivery: 0, discount: 0, grandTotal: shirtLine?.amount },
    });
    expect(notes[0]?.number).toMatch(numbered("CN", nextCn));
    // The cancelled line's own invoice link shows the same invoice with its note.
    expect(await issued(shirt)).toEqual(after);
    // Cancelling the last line credits the rest, delivery included: the notes add up to the invoice.
    await app.request("/api/digiorder/cancelorder", postJson({ orderId: honey }, seller("demo")));
    const all = await issued(honey);
    expect(all.creditNotes).toHaveLength(2);
    expect(all.creditNotes[1]?.number).toMatch(numbered("CN", nextCn + 1));
    expect(all.creditNotes[1]?.totals.delivery).toBe(before.totals.delivery);
    const credited = all.creditNotes.reduce((sum, n) => sum + Math.round(n.totals.grandTotal * 100), 0);
    expect(credited).toBe(Math.round(before.totals.grandTotal * 100));
    expect(all).toMatchObject({ number: before.number, paid: false });
  });

  it("paid once the cash is collected; a return the seller accepts gets a credit note", async () => {
    const placed = await orderTo("paid.buyer@x.in", "Rajasthan", "302001", "", LINES.slice(0, 1));
    const orderId = placed.orderIds[0] ?? "";
    await moveTo(orderId, "Confirmed");
    expect((await issued(orderId)).paid).toBe(false);
    await moveTo(orderId, "Delivered", "Confirmed");
    const [row] = await handle.db.select().from(orders).where(eq(orders.orderId, orderId));
    expect(row?.riderStatus).toBe("Delivered");
    const doc = await issued(orderId);
    expect(doc).toMatchObject({ issued: true, paid: true, creditNotes: [] });
    await handle.db
      .update(orders)
      .set({
        returnRequest: {
          status: "requested",
          reason: "Damaged",
          photo: "",
          note: "",
          requestedAt: new Date().toISOString(),
          decidedAt: "",
        },
      })
      .where(eq(orders.orderId, orderId));
    const decided = await app.request(
      "/api/digiorder/returndecision",
      postJson({ orderId, decision: "accept", note: "Sorry" }, seller("demo")),
    );
    expect(decided.status, await decided.clone().text()).toBe(200);
    const returned = await issued(orderId);
    expect(returned.creditNotes).toMatchObject([
      { reason: "return", invoiceNumber: doc.number, totals: { delivery: 0, grandTotal: doc.totals.amount } },
    ]);
  });

  it("numbers run on without a gap or a repeat when many placements are confirmed at once", async () => {
    const placements = await Promise.all(
      ["a", "b", "c", "d", "e"].map((k) =>
        orderTo(`run.${k}@x.in`, "Rajasthan", "302001", "", LINES.slice(0, 1)),
      ),
    );
    const next = await nextOf("INV");
    await Promise.all(placements.map((p) => moveTo(p.orderIds[0] ?? "", "Confirmed")));
    const numbers = (
      await Promise.all(placements.map(async (p) => (await issued(p.orderIds[0] ?? "")).number))
    ).sort();
    expect(numbers).toEqual(
      [0, 1, 2, 3, 4].map((i) => numbers[0]?.replace(/\d{6}$/, String(next + i).padStart(6, "0"))),
    );
  });

  it("a placement confirmed before invoices were kept gets its invoice when first read, once", async () => {
    const placed = await orderTo("legacy.buyer@x.in", "Rajasthan", "302001", "", LINES.slice(0, 1));
    const orderId = placed.orderIds[0] ?? "";
    await moveTo(orderId, "Confirmed");
    const placementId = await placementOf(orderId);
    await handle.db.delete(invoices).where(eq(invoices.placementId, placementId));
    const [first, second] = await Promise.all([issued(orderId), issued(orderId)]);
    expect(first).toMatchObject({ issued: true });
    expect(second?.number).toBe(first?.number);
    const kept = await handle.db.select().from(invoices).where(eq(invoices.placementId, placementId));
    expect(kept).toHaveLength(1);
    expect(
      await handle.db
        .select()
        .from(creditNotes)
        .where(eq(creditNotes.invoiceId, kept[0]?.id ?? 0)),
    ).toEqual([]);
  });

  it("409 for a canceled order", async () => {
    const placed = await orderTo("y.buyer@x.in", "Rajasthan", "324001", "", LINES.slice(0, 1));
    for (const orderId of placed.orderIds) await call("POST", "/api/digiorder/cancelorder", { orderId });
    expect((await invoice(placed.orderIds[0] ?? "")).status).toBe(409);
  });
});

describe(`GSTR-1 (${driverName})`, () => {
  const month = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 7);
  const gstr1 = (query: string, as: string | null = DEMO_STAFF) =>
    call("GET", `/api/seller/shops/demo/gstr1${query}`, undefined, as);
  const csv = async (section: string, query = `?month=${month}`, as: string | null = DEMO_STAFF) => {
    const res = await app.request(
      `/api/seller/shops/demo/gstr1/${section}${query}`,
      as === null ? {} : { headers: await asPerson(as) },
    );
    return { status: res.status, type: res.headers.get("content-type"), text: await res.text() };
  };

  it("reports the month's invoices and notes: B2CS by state and rate net of a note, HSN, documents", async () => {
    const before = v.parse(Gstr1Response, (await gstr1(`?month=${month}`)).json);
    const placed = await orderTo("gstr.buyer@x.in", "Rajasthan", "302001");
    const [honey = "", shirt = ""] = placed.orderIds;
    await moveTo(honey, "Confirmed");
    const doc = await issued(honey);
    await app.request("/api/digiorder/cancelorder", postJson({ orderId: shirt }, seller("demo")));
    const after = v.parse(Gstr1Response, (await gstr1(`?month=${month}`)).json);
    expect(after.gstin).toBe(GSTIN);
    expect(after.totals.invoices).toBe(before.totals.invoices + 1);
    expect(after.totals.creditNotes).toBe(before.totals.creditNotes + 1);
    // The honey stays sold (5 %), the shirt came back (its 5 % too): Rajasthan's 5 % row grows by the honey alone.
    const row = (r: Gstr1Response, rate: string) =>
      Number(r.sections.b2cs.rows.find((x) => x[1] === "08-Rajasthan" && x[2] === rate)?.[4] ?? 0);
    const honeyLine = doc.lines.find((l) => l.orderId === honey);
    const grew = Math.round((row(after, String(honeyLine?.gst)) - row(before, String(honeyLine?.gst))) * 100);
    expect(grew).toBe(Math.round((honeyLine?.taxable ?? 0) * 100));
    expect(after.sections.b2cs.columns[0]).toBe("Type");
    expect(after.sections.docs.rows[0]?.[0]).toBe("Invoices for outward supply");
    expect(after.sections.docs.rows[0]?.[2]).toBe(doc.number);
    // The same rows as CSV, for the offline tool.
    const b2cs = await csv("b2cs.csv");
    expect(b2cs.status).toBe(200);
    expect(b2cs.type).toMatch(/^text\/csv/);
    expect(b2cs.text.split("\r\n")[0]).toBe(after.sections.b2cs.columns.join(","));
    expect(b2cs.text.split("\r\n").filter(Boolean)).toHaveLength(after.sections.b2cs.rows.length + 1);
    const hsn = await csv("hsn.csv");
    expect(hsn.text.startsWith("HSN,Description,UQC,")).toBe(true);
  });

  it("refuses a bad month (400), a section it has not (404), no sign-in (401), another shop's owner (403)", async () => {
    for (const bad of ["", "?month=2026-13", "?month=26-11", "?month=2016-05", "?month=2026-11-01"]) {
      const res = await gstr1(bad);
      expect(res.status, bad).toBe(400);
      expect(JSON.stringify(res.json)).toMatch(/month/);
    }
    expect((await csv("b2b.csv")).status).toBe(404);
    expect((await csv("b2cs.csv", "?month=2026-00")).status).toBe(400);
    expect((await gstr1(`?month=${month}`, null)).status).toBe(401);
    expect((await gstr1(`?month=${month}`, SEVA_OWNER)).status).toBe(403);
    expect((await csv("b2cs.csv", `?month=${month}`, null)).status).toBe(401);
  });
});
