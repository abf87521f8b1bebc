/**
 * The seller's numbers (GET /api/seller/shops/{shopId}/numbers and
 * …/numbers.csv; issue 37, part 4), and the shop visits they set orders
 * against (POST /counter/shops/{shopId}): the range's series beside the
 * previous period's, best sellers, repeat buyers, COD against UPI,
 * cancellations, visits; the CSV of the same; bad ranges named; who may
 * read them.
 */
import { eq } from "drizzle-orm";
import * as v from "valibot";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SellerNumbersResponse } from "../../../src/contract/numbers";
import { AddOrderResponse } from "../../../src/contract/order";
import { parseCsv } from "../../../src/domain/csv";
import { addDays, indiaDay } from "../../../src/domain/numbers";
import type { App } from "../../../src/server/app";
import type { DbHandle } from "../../../src/server/db/connection";
import { orders } from "../../../src/server/db/schema";
import { STAFF_ONLY } from "../../../src/server/staff/guard";
import { driverName, openSeededApp, postJson } from "../support";
import { DEMO_OWNER, DEMO_STAFF, SEVA_OWNER, sellerApi } from "../support/seller";
import { orderBody, placeOrder, savedAddress } from "../support/shopping";
import { asCustomer, asPerson } from "../support/tokens";
import { seller } from "../support/tracking";

let app: App;
let handle: DbHandle;
let call: ReturnType<typeof sellerApi>;
const today = indiaDay(new Date());
const week = `from=${addDays(today, -6)}&to=${today}`;
let before: SellerNumbersResponse;
let beforeToday: SellerNumbersResponse;

async function numbers(
  query: string,
  as: string | Record<string, string> | null = DEMO_OWNER,
  shopId = "demo",
) {
  return call("GET", `/api/seller/shops/${shopId}/numbers?${query}`, undefined, as);
}

async function place(buyer: string, productId: string, count: number, paymentMethod: "COD" | "UPI" = "COD") {
  const address = await savedAddress(app, buyer);
  const placed = await placeOrder(
    app,
    orderBody(buyer, address, [{ shopId: "demo", productId, productCount: count }], { paymentMethod }),
  );
  expect(placed.status, JSON.stringify(placed.json)).toBe(200);
  return v.parse(AddOrderResponse, placed.json).orderIds[0] ?? "";
}

beforeAll(async () => {
  ({ app, handle } = await openSeededApp());
  call = sellerApi(app);
  before = v.parse(SellerNumbersResponse, (await numbers(week)).json);
  beforeToday = v.parse(SellerNumbersResponse, (await numbers(`from=${today}&to=${today}`)).json);
  // Today: a buyer twice (a repeat buyer), another once by UPI, one line cancelled; three visits.
  await place("numbers.repeat@x.in", "forest-honey-500g", 2);
  await place("numbers.repeat@x.in", "toor-dal-1kg", 1);
  await place("numbers.once@x.in", "forest-honey-500g", 1, "UPI");
  const cancelled = await place("numbers.gone@x.in", "toor-dal-1kg", 4);
  const res = await app.request(
    "/api/digiorder/cancelorder",
    postJson({ orderId: cancelled }, seller("demo")),
  );
  expect(res.status).toBe(200);
  for (let i = 0; i < 3; i++) {
    const visit = await app.request("/counter/shops/demo", { method: "POST" });
    expect(visit.status).toBe(200);
    expect(await visit.json()).toEqual({ counted: true });
  }
});
afterAll(() => handle.close());

describe(`the seller's numbers (${driverName})`, () => {
  it("answers the range by day beside the previous period of equal length, with today's orders in it", async () => {
    const { status, json } = await numbers(week);
    expect(status).toBe(200);
    const n = v.parse(SellerNumbersResponse, json);
    expect(n).toMatchObject({ shopId: "demo", from: addDays(today, -6), to: today, grain: "day" });
    expect(n.previous).toEqual({ from: addDays(today, -13), to: addDays(today, -7) });
    expect(n.series).toHaveLength(7);
    expect(n.previousSeries).toHaveLength(7);
    expect(n.previousSeries[6]).toMatchObject({ start: addDays(today, -7), end: addDays(today, -7) });
    const last = n.series[6];
    const was = before.series[6];
    expect(last?.start).toBe(today);
    expect((last?.orders ?? 0) - (was?.orders ?? 0)).toBe(4);
    // The cancelled placement is an order, but not a billed one; its line is counted as cancelled.
    expect((last?.billedOrders ?? 0) - (was?.billedOrders ?? 0)).toBe(3);
    expect((last?.cancelledLines ?? 0) - (was?.cancelledLines ?? 0)).toBe(1);
    expect((last?.upiOrders ?? 0) - (was?.upiOrders ?? 0)).toBe(1);
    expect((last?.codOrders ?? 0) - (was?.codOrders ?? 0)).toBe(3);
    expect((last?.visits ?? 0) - (was?.visits ?? 0)).toBe(3);
    expect(n.totals.orders).toBe(n.series.reduce((s, b) => s + b.orders, 0));
    expect(n.totals.sales).toBeCloseTo(
      n.series.reduce((s, b) => s + b.sales, 0),
      2,
    );
    expect(n.totals.sales).toBeCloseTo(n.totals.codSales + n.totals.upiSales, 2);
  });

  it("lists best sellers by sales and counts repeat buyers: ordered before the range, or twice in it", async () => {
    const n = v.parse(SellerNumbersResponse, (await numbers(`from=${today}&to=${today}`)).json);
    const ids = n.bestSellers.map((p) => p.productId);
    expect(ids).toContain("forest-honey-500g");
    expect(ids).toContain("toor-dal-1kg");
    const sales = n.bestSellers.map((p) => p.sales);
    expect(sales).toEqual([...sales].sort((a, b) => b - a));
    const honey = n.bestSellers.find((p) => p.productId === "forest-honey-500g");
    expect(honey?.units).toBeGreaterThanOrEqual(3);
    expect(honey?.name).toMatch(/Forest Honey/);
    // Three new buyers today (a cancelled order is still a buyer's order); one of them ordered twice.
    expect(n.buyers.buyers - beforeToday.buyers.buyers).toBe(3);
    expect(n.buyers.repeat - beforeToday.buyers.repeat).toBe(1);
    // Yesterday's buyers beside them: today's new buyers are none of them.
    expect(n.previousBuyers).toEqual(beforeToday.previousBuyers);
  });

  it("a buyer who ordered before the range is a repeat buyer on their first order in it", async () => {
    const earlier = await place("numbers.back@x.in", "toor-dal-1kg", 1);
    // That order was placed three days ago (any writer moves the roll-ups with it).
    await handle.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 3 * 86_400_000) })
      .where(eq(orders.orderId, earlier));
    const was = v.parse(SellerNumbersResponse, (await numbers(`from=${today}&to=${today}`)).json);
    await place("numbers.back@x.in", "toor-dal-1kg", 1);
    const now = v.parse(SellerNumbersResponse, (await numbers(`from=${today}&to=${today}`)).json);
    expect(now.buyers.buyers - was.buyers.buyers).toBe(1);
    expect(now.buyers.repeat - was.buyers.repeat).toBe(1);
  });

  it("cuts by ISO week and by month, the last bucket ending on the range's last day", async () => {
    const from = addDays(today, -40);
    const weeks = v.parse(SellerNumbersResponse, (await numbers(`from=${from}&to=${today}&grain=week`)).json);
    expect(weeks.series[0]?.start).toBe(from);
    expect(weeks.series.at(-1)?.end).toBe(today);
    for (const b of weeks.series.slice(1)) expect(new Date(`${b.start}T00:00:00Z`).getUTCDay()).toBe(1);
    const months = v.parse(
      SellerNumbersResponse,
      (await numbers(`from=${from}&to=${today}&grain=month`)).json,
    );
    expect(months.series.length).toBeGreaterThanOrEqual(2);
    expect(months.series.reduce((s, b) => s + b.orders, 0)).toBe(weeks.totals.orders);
  });

  it("is the shop staff's too", async () => {
    expect((await numbers(week, DEMO_STAFF)).status).toBe(200);
  });

  it("refuses a range it can't read: 400 naming from or to with what to do", async () => {
    const cases: [string, string, RegExp][] = [
      [`to=${today}`, "from", /from is required|from/],
      ["from=2026-11-31&to=2026-12-01", "from", /from must be a date, YYYY-MM-DD/],
      ["from=30-11-2026&to=2026-12-01", "from", /YYYY-MM-DD/],
      ["from=2026-11-01", "to", /to/],
      ["from=2026-11-30&to=2026-11-01", "to", /to must be on or after from/],
      ["from=2025-01-01&to=2026-11-30", "to", /A range is at most 400 days: ask for a shorter one/],
      [`${week}&grain=year`, "grain", /grain must be day, week or month/],
    ];
    for (const [query, field, message] of cases) {
      const { status, json } = await numbers(query);
      expect(status, query).toBe(400);
      expect(json.field, query).toBe(field);
      expect(json.error, query).toMatch(message);
    }
  });

  it("is refused without a sign-in (401), to a shop's shopper or another shop's owner (403), for no shop (404)", async () => {
    expect((await numbers(week, null)).status).toBe(401);
    const customer = await app.request(`/api/seller/shops/demo/numbers?${week}`, {
      headers: await asCustomer("numbers.repeat@x.in"),
    });
    expect(customer.status).toBe(403);
    expect(((await customer.json()) as { error: string }).error).toBe(STAFF_ONLY);
    expect((await numbers(week, SEVA_OWNER)).status).toBe(403);
    expect((await numbers(week, "just.a.person@example.com")).status).toBe(403);
    expect((await numbers(week, DEMO_OWNER, "nosuchshop")).status).toBe(404);
    expect((await numbers(week, { authorization: "Bearer not-a-token" })).status).toBe(401);
  });
});

describe(`the seller's numbers as CSV (${driverName})`, () => {
  const csv = async (query: string, as: string | null = DEMO_OWNER) => {
    const res = await app.request(`/api/seller/shops/demo/numbers.csv?${query}`, {
      headers: as === null ? {} : await asPerson(as),
    });
    return { res, text: await res.text() };
  };

  it("is the series a row a bucket, the previous period beside it, then the totals, named for its range", async () => {
    const { res, text } = await csv(`${week}&grain=day`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(res.headers.get("content-disposition")).toBe(
      `attachment; filename="demo-numbers-${addDays(today, -6)}-to-${today}-by-day.csv"`,
    );
    expect(res.headers.get("cache-control")).toBe("no-store");
    const { records } = parseCsv(text);
    const [header = [], ...rows] = records;
    expect(header.slice(0, 4)).toEqual(["Period", "From", "To", "Orders"]);
    expect(rows).toHaveLength(7 + 1);
    const n = v.parse(SellerNumbersResponse, (await numbers(week)).json);
    const total = rows.at(-1) ?? [];
    expect(total[0]).toBe("Total");
    expect(total[3]).toBe(String(n.totals.orders));
    expect(total[header.indexOf("Sales (INR)")]).toBe(n.totals.sales.toFixed(2));
    expect(rows[6]?.[1]).toBe(today);
  });

  it("refuses as the JSON does", async () => {
    expect((await csv("from=2026-11-30&to=2026-11-01")).res.status).toBe(400);
    expect((await csv(week, null)).res.status).toBe(401);
    expect((await csv(week, SEVA_OWNER)).res.status).toBe(403);
  });
});

describe(`a shop's visits (${driverName})`, () => {
  it("the storefront page's image counts a visit each time, never cached; a HEAD probe counts nothing", async () => {
    const before = v.parse(SellerNumbersResponse, (await numbers(week)).json);
    const visitsOf = (n: typeof before) => n.series.reduce((sum, b) => sum + b.visits, 0);
    const pixel = await app.request("/counter/shops/demo/visit.gif");
    expect(pixel.status).toBe(200);
    expect(pixel.headers.get("content-type")).toBe("image/gif");
    expect(pixel.headers.get("cache-control")).toBe("no-store");
    expect(new Uint8Array(await pixel.arrayBuffer()).slice(0, 6)).toEqual(new TextEncoder().encode("GIF89a"));
    expect((await app.request("/counter/shops/demo/visit.gif", { method: "HEAD" })).status).toBe(200);
    const after = v.parse(SellerNumbersResponse, (await numbers(week)).json);
    expect(visitsOf(after)).toBe(visitsOf(before) + 1);
    expect((await app.request("/counter/shops/nosuchshop/visit.gif")).status).toBe(404);
    expect((await app.request("/counter/shops/Not_A_Shop/visit.gif")).status).toBe(404);
  });

  it("a visit to a shop that is not there is 404 and counts nothing", async () => {
    const res = await app.request("/counter/shops/nosuchshop", { method: "POST" });
    expect(res.status).toBe(404);
    expect((await app.request("/counter/shops/Not A Shop", { method: "POST" })).status).toBe(404);
  });
});
