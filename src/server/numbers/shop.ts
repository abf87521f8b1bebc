/**
 * A shop's numbers for a range (issue 37, part 4): read from its roll-ups
 * (db/schema/numbers.ts, kept by PostgreSQL as orders change), a handful of
 * index ranges on (shop, day), never a scan of its orders. The rules are
 * src/domain/numbers.ts'.
 */
import { and, between, desc, eq, inArray, lt, sql } from "drizzle-orm";
import { type AnyPgColumn, alias } from "drizzle-orm/pg-core";
import type { NumbersQuery, RepeatBuyers, SellerNumbersResponse } from "../../contract/numbers";
import { type DayFigures, type DayRange, previousRange, seriesOf } from "../../domain/numbers";
import { shopCounter } from "../counters/queries";
import type { Db } from "../db/connection";
import { shopBuyerDays, shopDays, shopProductDays, visitDays } from "../db/schema";
import { foldNumbers } from "./fold";

/** How many best sellers a range lists. */
export const BEST_SELLERS = 10;

/** A shop's day's figures (the roll-up's columns: rupees read as numbers by their column type). */
const figureColumns = {
  orders: shopDays.orders,
  billedOrders: shopDays.billedOrders,
  codOrders: shopDays.codOrders,
  upiOrders: shopDays.upiOrders,
  lines: shopDays.lines,
  sales: shopDays.sales,
  codSales: shopDays.codSales,
  upiSales: shopDays.upiSales,
  cancelledLines: shopDays.cancelledLines,
  cancelledSales: shopDays.cancelledSales,
  returnedLines: shopDays.returnedLines,
  returnedSales: shopDays.returnedSales,
};

/** The visits of `counters`, summed, on each day of a range that has any. */
export function visitsOn(db: Db, counters: string[], { from, to }: DayRange) {
  return db
    .select({ day: visitDays.day, visits: sql<number>`sum(${visitDays.visits})`.mapWith(Number) })
    .from(visitDays)
    .where(and(inArray(visitDays.counter, counters), between(visitDays.day, from, to)))
    .groupBy(visitDays.day);
}

/** Within a range: a condition on a roll-up's day column. */
const within = (day: AnyPgColumn, { from, to }: DayRange) => sql`${day} between ${from} and ${to}`;

/**
 * The range's best sellers by sales (pieces and sales of lines neither
 * cancelled nor returned), with the previous period's beside each: one walk
 * of the shop's product days of both periods.
 */
async function bestSellers(db: Db, shopId: string, range: DayRange, previous: DayRange) {
  const d = shopProductDays;
  const sum = (column: AnyPgColumn, r: DayRange) =>
    sql<number>`coalesce(sum(${column}) filter (where ${within(d.day, r)}), 0)`.mapWith(Number);
  const sales = sql`sum(${d.sales}) filter (where ${within(d.day, range)})`;
  return db
    .select({
      productId: d.productId,
      name: sql<string>`(array_agg(${d.productName} order by ${d.day} desc))[1]`,
      units: sum(d.units, range),
      sales: sum(d.sales, range),
      previousUnits: sum(d.units, previous),
      previousSales: sum(d.sales, previous),
    })
    .from(d)
    .where(and(eq(d.shopId, shopId), between(d.day, previous.from, range.to)))
    .groupBy(d.productId)
    .having(sql`sum(${d.units}) filter (where ${within(d.day, range)}) > 0`)
    .orderBy(desc(sales), desc(sql`sum(${d.units}) filter (where ${within(d.day, range)})`), d.productId)
    .limit(BEST_SELLERS);
}

/**
 * The buyers who ordered in a range and in the period before it, and the
 * repeat ones of each: who had ordered before it (one probe of their own
 * days), or ordered in it twice or more. One walk of the shop's buyer days
 * of both periods.
 */
export async function repeatBuyers(
  db: Db,
  shopId: string,
  range: DayRange,
  previous: DayRange,
): Promise<{ buyers: RepeatBuyers; previousBuyers: RepeatBuyers }> {
  const b = shopBuyerDays;
  const ordersIn = (r: DayRange) => sql`coalesce(sum(${b.orders}) filter (where ${within(b.day, r)}), 0)`;
  const both = db
    .select({
      email: b.email,
      now: sql<number>`${ordersIn(range)}`.as("now"),
      before: sql<number>`${ordersIn(previous)}`.as("before"),
    })
    .from(b)
    .where(and(eq(b.shopId, shopId), between(b.day, previous.from, range.to)))
    .groupBy(b.email)
    .as("both");
  const earlier = alias(shopBuyerDays, "earlier");
  // Had they ordered before the previous period? (Before the range: that, or in the previous period.)
  const long = sql`exists (${db
    .select({ one: sql`1` })
    .from(earlier)
    .where(
      and(
        eq(earlier.shopId, shopId),
        eq(earlier.email, both.email),
        lt(earlier.day, previous.from),
        sql`${earlier.orders} > 0`,
      ),
    )})`;
  const [row] = await db
    .select({
      buyers: sql<number>`count(*) filter (where ${both.now} > 0)`.mapWith(Number),
      repeat:
        sql<number>`count(*) filter (where ${both.now} > 0 and (${both.now} >= 2 or ${both.before} > 0 or ${long}))`.mapWith(
          Number,
        ),
      previousBuyers: sql<number>`count(*) filter (where ${both.before} > 0)`.mapWith(Number),
      previousRepeat:
        sql<number>`count(*) filter (where ${both.before} > 0 and (${both.before} >= 2 or ${long}))`.mapWith(
          Number,
        ),
    })
    .from(both);
  return {
    buyers: { buyers: row?.buyers ?? 0, repeat: row?.repeat ?? 0 },
    previousBuyers: { buyers: row?.previousBuyers ?? 0, repeat: row?.previousRepeat ?? 0 },
  };
}

/** The shop's numbers for `query`: its series beside the previous period's, best sellers, repeat buyers. */
export async function shopNumbers(
  db: Db,
  shopId: string,
  query: NumbersQuery,
): Promise<SellerNumbersResponse> {
  // Every change committed so far, added in (fold.ts).
  await foldNumbers(db);
  const range = { from: query.from, to: query.to };
  const previous = previousRange(range);
  const both = { from: previous.from, to: range.to };
  const [days, visits, sellers, buyers] = await Promise.all([
    db
      .select({ day: shopDays.day, ...figureColumns })
      .from(shopDays)
      .where(and(eq(shopDays.shopId, shopId), between(shopDays.day, both.from, both.to))),
    visitsOn(db, [shopCounter(shopId)], both),
    bestSellers(db, shopId, range, previous),
    repeatBuyers(db, shopId, range, previous),
  ]);
  const figures: DayFigures[] = [...days, ...visits];
  return { shopId, ...seriesOf(range, query.grain, figures), bestSellers: sellers, ...buyers };
}
