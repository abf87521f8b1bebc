/**
 * The numbers' roll-ups are kept by PostgreSQL as orders change (migration
 * 0032_seller_numbers): after placements of several lines and shops, a
 * multi-row insert of orders placed on other days, a confirmation, cancels,
 * an accepted return, a switch to cash on delivery and a deleted line, each
 * roll-up is what a scan of the orders says: the same as numbers_rebuild()
 * figures them from scratch, and a shop's days as src/domain/numbers.ts's
 * rules read the order rows one by one.
 */
import { asc, eq, inArray, sql } from "drizzle-orm";
import * as v from "valibot";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AddOrderResponse } from "../../../src/contract/order";
import { FIGURES, type Figures, indiaDay, lineState, noFigures } from "../../../src/domain/numbers";
import type { App } from "../../../src/server/app";
import type { DbHandle } from "../../../src/server/db/connection";
import {
  channelDays,
  commissionMonths,
  commissionShopMonths,
  orders,
  platformDays,
  products,
  shopBuyerDays,
  shopDays,
  shopDaysPending,
  shopProductDays,
  shopProductDaysPending,
} from "../../../src/server/db/schema";
import { foldNumbers } from "../../../src/server/numbers/fold";
import { driverName, openSeededApp, postJson } from "../support";
import { orderBody, placeOrder, savedAddress } from "../support/shopping";
import { seller } from "../support/tracking";

let app: App;
let handle: DbHandle;
beforeAll(async () => {
  ({ app, handle } = await openSeededApp());
  await handle.db
    .update(products)
    .set({ units: 10_000 })
    .where(inArray(products.shopId, ["demo", "seva"]));
});
afterAll(() => handle.close());

/** Every roll-up's rows, in a fixed order (visits aside: they have no history to figure again). */
async function rollups() {
  const db = handle.db;
  // What the triggers left pending, added in (as every reader of the numbers does first).
  await foldNumbers(db);
  return {
    shopDays: await db.select().from(shopDays).orderBy(asc(shopDays.shopId), asc(shopDays.day)),
    products: await db
      .select()
      .from(shopProductDays)
      .orderBy(asc(shopProductDays.shopId), asc(shopProductDays.day), asc(shopProductDays.productId)),
    buyers: await db
      .select()
      .from(shopBuyerDays)
      .orderBy(asc(shopBuyerDays.shopId), asc(shopBuyerDays.email), asc(shopBuyerDays.day)),
    platform: await db
      .select()
      .from(platformDays)
      .orderBy(asc(platformDays.day), asc(platformDays.channel), asc(platformDays.slot)),
    channels: await db.select().from(channelDays).orderBy(asc(channelDays.day), asc(channelDays.channel)),
    commissions: await db
      .select()
      .from(commissionMonths)
      .orderBy(asc(commissionMonths.kind), asc(commissionMonths.partyId), asc(commissionMonths.month)),
    commissionShops: await db
      .select()
      .from(commissionShopMonths)
      .orderBy(
        asc(commissionShopMonths.partyId),
        asc(commissionShopMonths.month),
        asc(commissionShopMonths.shopId),
      ),
  };
}

/** Rows whose figures are all 0 say nothing: a row taken back to 0 equals no row. */
const said = <T extends Record<string, unknown>>(rows: T[], keys: string[]) =>
  rows.filter((r) =>
    Object.entries(r).some(([k, value]) => !keys.includes(k) && value !== 0 && value !== null),
  );

/** The shops' days as the domain's rules read every order row (no SQL of the roll-ups'). */
async function scannedShopDays() {
  const rows = await handle.db.select().from(orders);
  const days = new Map<string, Figures & { shopId: string; day: string }>();
  const placements = new Map<string, typeof rows>();
  for (const o of rows) {
    const key = `${o.shopId}|${o.placementId}`;
    placements.set(key, [...(placements.get(key) ?? []), o]);
  }
  const dayOf = (shopId: string, day: string) => {
    const key = `${shopId}|${day}`;
    let f = days.get(key);
    if (!f) {
      f = { ...noFigures(), shopId, day };
      days.set(key, f);
    }
    return f;
  };
  const paise = (n: number) => Math.round(n * 100);
  for (const o of rows) {
    const f = dayOf(o.shopId, indiaDay(o.createdAt));
    const state = lineState(o);
    const amount = paise(o.totalCartValue);
    f.lines += 1;
    if (state === "sold") {
      f.sales += amount;
      if (o.paymentMethod === "COD") f.codSales += amount;
      else f.upiSales += amount;
    } else if (state === "cancelled") {
      f.cancelledLines += 1;
      f.cancelledSales += amount;
    } else {
      f.returnedLines += 1;
      f.returnedSales += amount;
    }
  }
  for (const lines of placements.values()) {
    // A placement's lines are placed together: its day is theirs, its payment method theirs.
    const first = lines[0];
    if (!first) continue;
    const f = dayOf(first.shopId, indiaDay(first.createdAt));
    f.orders += 1;
    if (lines.some((l) => lineState(l) === "sold")) f.billedOrders += 1;
    if (first.paymentMethod === "COD") f.codOrders += 1;
    else f.upiOrders += 1;
  }
  return [...days.values()]
    .map((f) => {
      const out: Record<string, unknown> = { shopId: f.shopId, day: f.day };
      for (const name of FIGURES) {
        if (name === "visits") continue;
        out[name] = ["sales", "codSales", "upiSales", "cancelledSales", "returnedSales"].includes(name)
          ? f[name] / 100
          : f[name];
      }
      return out;
    })
    .sort((a, b) => `${a.shopId}|${a.day}`.localeCompare(`${b.shopId}|${b.day}`));
}

/** Asserts the kept roll-ups are what a scan figures: numbers_rebuild()'s and the domain's. */
async function expectKeptAsScanned() {
  const kept = await rollups();
  const scanned = await scannedShopDays();
  expect(said(kept.shopDays, ["shopId", "day"])).toEqual(scanned.filter((d) => d.lines !== 0));
  await handle.db.execute(sql`select numbers_rebuild()`);
  const rebuilt = await rollups();
  expect(said(kept.shopDays, ["shopId", "day"])).toEqual(said(rebuilt.shopDays, ["shopId", "day"]));
  expect(said(kept.products, ["shopId", "day", "productId", "productName"])).toEqual(
    said(rebuilt.products, ["shopId", "day", "productId", "productName"]),
  );
  expect(said(kept.buyers, ["shopId", "email", "day"])).toEqual(
    said(rebuilt.buyers, ["shopId", "email", "day"]),
  );
  expect(said(kept.platform, ["day", "channel", "slot"])).toEqual(
    said(rebuilt.platform, ["day", "channel", "slot"]),
  );
  expect(said(kept.channels, ["day", "channel"])).toEqual(said(rebuilt.channels, ["day", "channel"]));
  // A franchise's sales are booked when they happen and taken back when they happen (kept), or net on the
  // line's month (rebuilt): the same net and commission.
  const net = (rows: (typeof kept)["commissionShops"]) =>
    rows
      .filter((r) => r.sales - r.takenBack !== 0 || r.payments !== 0)
      .map((r) => ({ ...r, sales: r.sales - r.takenBack, takenBack: 0 }));
  expect(net(kept.commissionShops)).toEqual(net(rebuilt.commissionShops));
  return kept;
}

/** Places `lines` for `buyer`; answers the order ids. */
async function place(
  buyer: string,
  lines: Parameters<typeof orderBody>[2],
  paymentMethod: "COD" | "UPI" = "COD",
) {
  const address = await savedAddress(app, buyer);
  const placed = await placeOrder(app, orderBody(buyer, address, lines, { paymentMethod }));
  expect(placed.status, JSON.stringify(placed.json)).toBe(200);
  return v.parse(AddOrderResponse, placed.json).orderIds;
}

describe(`the numbers' roll-ups (${driverName})`, () => {
  it("start as the seeded orders scan", async () => {
    const kept = await expectKeptAsScanned();
    expect(kept.shopDays.length).toBeGreaterThan(0);
    expect(kept.channels.length).toBeGreaterThan(0);
  });

  it("follow placements: several lines, two shops, one buyer twice", async () => {
    const today = indiaDay(new Date());
    await foldNumbers(handle.db);
    const before = (await handle.db.select().from(shopDays).where(eq(shopDays.shopId, "demo"))).find(
      (d) => d.day === today,
    );
    await place("rollup.a@x.in", [
      { shopId: "demo", productId: "forest-honey-500g", productCount: 2 },
      { shopId: "demo", productId: "toor-dal-1kg", productCount: 1 },
    ]);
    await place("rollup.a@x.in", [{ shopId: "demo", productId: "toor-dal-1kg", productCount: 3 }]);
    await place("rollup.b@x.in", [{ shopId: "seva", productId: "plumbing-repair", productCount: 1 }], "UPI");
    const kept = await expectKeptAsScanned();
    const demoToday = kept.shopDays.find((d) => d.shopId === "demo" && d.day === today);
    expect(demoToday?.orders).toBe((before?.orders ?? 0) + 2);
    expect(demoToday?.lines).toBe((before?.lines ?? 0) + 3);
    expect(
      kept.buyers.find((b) => b.shopId === "demo" && b.email === "rollup.a@x.in" && b.day === today)?.orders,
    ).toBe(2);
  });

  it("follow a multi-row insert of orders placed on other days, by any writer", async () => {
    await handle.db.execute(sql`
      insert into orders (order_id, placement_id, shop_id, product_id, product_name, product_count, one_piece_price,
        product_price, gst, total_cart_value, payment_method, address, email, order_status, created_at, updated_at)
      select 'ODROLL' || g, 'PLROLL' || (g / 2), 'demo', 'toor-dal-1kg', 'Toor Dal 1 kg', 1 + g % 3, 180, 180, 0,
        180 * (1 + g % 3), case when (g / 2) % 3 = 0 then 'UPI' else 'COD' end, 'Ravi, +91-9000000001, Kota', 'rollup.a@x.in',
        case when g % 5 = 0 then 'CANCEL' else 'PENDING' end,
        now() - ((g / 2) % 4) * interval '1 day' - interval '19 hours', now()
      from generate_series(1, 12) g`);
    await expectKeptAsScanned();
  });

  it("follow a confirmation, a cancel, an accepted return, a switch to cash and a deleted line", async () => {
    const [honey = "", dal = ""] = await place("rollup.c@x.in", [
      { shopId: "demo", productId: "forest-honey-500g", productCount: 1 },
      { shopId: "demo", productId: "toor-dal-1kg", productCount: 2 },
    ]);
    const [upi = ""] = await place(
      "rollup.d@x.in",
      [{ shopId: "demo", productId: "toor-dal-1kg", productCount: 1 }],
      "UPI",
    );
    const confirmed = await app.request(
      "/api/digiorder/updatestatus",
      postJson({ orderId: honey, riderStatus: "Confirmed" }, seller("demo")),
    );
    expect(confirmed.status).toBe(200);
    const cancelled = await app.request(
      "/api/digiorder/cancelorder",
      postJson({ orderId: dal }, seller("demo")),
    );
    expect(cancelled.status).toBe(200);
    let kept = await expectKeptAsScanned();
    const today = indiaDay(new Date());
    expect(kept.shopDays.find((d) => d.shopId === "demo" && d.day === today)?.cancelledLines).toBeGreaterThan(
      0,
    );
    // The return is accepted (any writer: the trigger reads the row), the UPI order becomes cash on delivery.
    await handle.db
      .update(orders)
      .set({
        returnRequest: {
          status: "accepted",
          reason: "Damaged",
          photo: "",
          note: "",
          requestedAt: new Date().toISOString(),
          decidedAt: new Date().toISOString(),
        },
      })
      .where(eq(orders.orderId, honey));
    const switched = await app.request(
      "/api/digiorder/switchtocod",
      postJson({ orderId: upi }, seller("demo")),
    );
    expect(switched.status).toBe(200);
    kept = await expectKeptAsScanned();
    expect(kept.shopDays.find((d) => d.shopId === "demo" && d.day === today)?.returnedLines).toBeGreaterThan(
      0,
    );
    // A placement wholly taken back is no longer billed; a deleted line leaves the roll-ups too.
    await handle.db.delete(orders).where(eq(orders.orderId, "ODROLL1"));
    await expectKeptAsScanned();
  });

  it("a checkout writes no row another checkout writes: its figures wait in the pending twins until a fold adds them once", async () => {
    const today = indiaDay(new Date());
    await foldNumbers(handle.db);
    const demoToday = async () =>
      (await handle.db.select().from(shopDays).where(eq(shopDays.shopId, "demo"))).find(
        (d) => d.day === today,
      );
    const before = await demoToday();
    await place("rollup.pending@x.in", [{ shopId: "demo", productId: "toor-dal-1kg", productCount: 2 }]);
    // The shop's day is as it was; its change is a row of its own.
    expect(await demoToday()).toEqual(before);
    const pending = await handle.db.select().from(shopDaysPending).where(eq(shopDaysPending.shopId, "demo"));
    expect(pending.map((p) => [p.day, p.orders, p.lines])).toEqual([[today, 1, 1]]);
    expect(await handle.db.select().from(shopProductDaysPending)).toHaveLength(1);
    if (driverName === "postgres")
      await handle.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('numbers_fold'))`);
        // Another process's tick while one folds: it leaves the fold to that one, at once.
        await handle.db.execute(sql`select numbers_fold(false)`);
        expect(await handle.db.select().from(shopDaysPending)).toHaveLength(1);
      });
    await foldNumbers(handle.db);
    await foldNumbers(handle.db);
    const after = await demoToday();
    expect(after?.orders).toBe((before?.orders ?? 0) + 1);
    expect(after?.lines).toBe((before?.lines ?? 0) + 1);
    expect(await handle.db.select().from(shopDaysPending)).toEqual([]);
    expect(await handle.db.select().from(shopProductDaysPending)).toEqual([]);
    await expectKeptAsScanned();
  });

  it("a rider's step or a note changes no roll-up (the update trigger passes them by)", async () => {
    const before = await rollups();
    await handle.db.update(orders).set({ deliveryBy: "2099-01-01" }).where(eq(orders.shopId, "demo"));
    expect(await rollups()).toEqual(before);
  });
});
