/**
 * The master admin's figures (issue 37, part 4): the platform's GMV by day
 * with its shops by channel, and what it owes each kiosk operator and
 * franchise for a month with the statement of it. Read from the roll-ups
 * (db/schema/numbers.ts): the platform's days are a few rows a day, a
 * month's commissions one row a party, a statement one row a shop.
 */
import { and, asc, between, eq, inArray, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type {
  ChannelFigures,
  CommissionParty,
  CommissionsResponse,
  NumbersQuery,
  PlatformNumbersResponse,
  StatementResponse,
} from "../../contract/numbers";
import { COUNTERS } from "../../domain/counter";
import { type DayFigures, type DayRange, previousRange, seriesOf } from "../../domain/numbers";
import {
  CHANNELS,
  type Channel,
  monthDay,
  owedOf,
  PARTY_KINDS,
  type PartyKind,
} from "../../domain/platformFigures";
import type { Db } from "../db/connection";
import {
  channelDays,
  commissionMonths,
  commissionShopMonths,
  franchises,
  kioskOperators,
  platformDays,
  shops,
} from "../db/schema";
import { notFound } from "../http/failure";
import { foldNumbers } from "./fold";
import { visitsOn } from "./shop";

const summed = (column: AnyPgColumn) => sql<number>`sum(${column})`.mapWith(Number);

/** The platform's days of a range, by channel (its 16 slots summed). */
function platformDaysOf(db: Db, { from, to }: DayRange) {
  return db
    .select({
      day: platformDays.day,
      channel: platformDays.channel,
      orders: summed(platformDays.orders),
      billedOrders: summed(platformDays.billedOrders),
      codOrders: summed(platformDays.codOrders),
      upiOrders: summed(platformDays.upiOrders),
      lines: summed(platformDays.lines),
      sales: summed(platformDays.sales),
      codSales: summed(platformDays.codSales),
      upiSales: summed(platformDays.upiSales),
      cancelledLines: summed(platformDays.cancelledLines),
      cancelledSales: summed(platformDays.cancelledSales),
      returnedLines: summed(platformDays.returnedLines),
      returnedSales: summed(platformDays.returnedSales),
    })
    .from(platformDays)
    .where(between(platformDays.day, from, to))
    .groupBy(platformDays.day, platformDays.channel);
}

/** Shops by channel: all to date, and opened in each period. */
function channelShops(db: Db, range: DayRange, previous: DayRange) {
  const openedIn = ({ from, to }: DayRange) =>
    sql<number>`coalesce(sum(${channelDays.opened}) filter (where ${channelDays.day} between ${from} and ${to}), 0)`.mapWith(
      Number,
    );
  return db
    .select({
      channel: channelDays.channel,
      shops: sql<number>`sum(${channelDays.opened})`.mapWith(Number),
      opened: openedIn(range),
      previousOpened: openedIn(previous),
    })
    .from(channelDays)
    .groupBy(channelDays.channel);
}

/** The platform's figures for `query`: GMV and orders beside the previous period's, and shops by channel. */
export async function platformNumbers(db: Db, query: NumbersQuery): Promise<PlatformNumbersResponse> {
  // Every change committed so far, added in (fold.ts).
  await foldNumbers(db);
  const range = { from: query.from, to: query.to };
  const previous = previousRange(range);
  const both = { from: previous.from, to: range.to };
  const [rows, visits, opened] = await Promise.all([
    platformDaysOf(db, both),
    visitsOn(db, [...COUNTERS], both),
    channelShops(db, range, previous),
  ]);
  const inRange = ({ from, to }: DayRange, day: string) => day >= from && day <= to;
  const channels: ChannelFigures[] = CHANNELS.map((channel: Channel) => {
    const mine = rows.filter((r) => r.channel === channel);
    const add = (r: DayRange, f: "orders" | "sales") =>
      Math.round(mine.filter((d) => inRange(r, d.day)).reduce((n, d) => n + d[f] * 100, 0)) / 100;
    const shopsOf = opened.find((o) => o.channel === channel);
    return {
      channel,
      shops: shopsOf?.shops ?? 0,
      opened: shopsOf?.opened ?? 0,
      previousOpened: shopsOf?.previousOpened ?? 0,
      orders: add(range, "orders"),
      previousOrders: add(previous, "orders"),
      sales: add(range, "sales"),
      previousSales: add(previous, "sales"),
    };
  });
  const days: DayFigures[] = [...rows, ...visits];
  return { ...seriesOf(range, query.grain, days), channels };
}

/** The name of each party of `kind` among `ids` (a kiosk operator's, a franchise's). */
async function partyNames(db: Db, kind: PartyKind, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows =
    kind === "kiosk"
      ? await db
          .select({ id: kioskOperators.kioskId, name: kioskOperators.name })
          .from(kioskOperators)
          .where(inArray(kioskOperators.kioskId, ids))
      : await db
          .select({ id: franchises.id, name: franchises.name })
          .from(franchises)
          .where(inArray(franchises.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}

type MonthRow = typeof commissionMonths.$inferSelect;

const partyOf = (row: MonthRow, name: string): CommissionParty => ({
  kind: row.kind,
  id: row.partyId,
  name,
  percent: row.kind === "franchise" ? (row.percent ?? 0) : null,
  payments: row.payments,
  sales: row.sales,
  takenBack: row.takenBack,
  commission: row.commission,
  cash: row.cash,
  owed: owedOf(row),
});

/** What the platform owes each kiosk operator and franchise for `month` (YYYY-MM), kiosks first, by name. */
export async function commissionsOf(db: Db, month: string): Promise<CommissionsResponse> {
  // Every change committed so far, added in (fold.ts).
  await foldNumbers(db);
  const rows = await db
    .select()
    .from(commissionMonths)
    .where(eq(commissionMonths.month, monthDay(month)));
  const ids = (kind: PartyKind) => rows.filter((r) => r.kind === kind).map((r) => r.partyId);
  const [kiosks, franchiseNames] = await Promise.all([
    partyNames(db, "kiosk", ids("kiosk")),
    partyNames(db, "franchise", ids("franchise")),
  ]);
  const parties = rows
    .map((r) => partyOf(r, (r.kind === "kiosk" ? kiosks : franchiseNames).get(r.partyId) ?? r.partyId))
    .sort(
      (a, b) =>
        PARTY_KINDS.indexOf(a.kind) - PARTY_KINDS.indexOf(b.kind) ||
        a.name.localeCompare(b.name) ||
        a.id.localeCompare(b.id),
    );
  const total = (f: "payments" | "sales" | "takenBack" | "commission" | "cash" | "owed") =>
    Math.round(parties.reduce((n, p) => n + p[f] * 100, 0)) / 100;
  return {
    month,
    parties,
    totals: {
      payments: total("payments"),
      sales: total("sales"),
      takenBack: total("takenBack"),
      commission: total("commission"),
      cash: total("cash"),
      owed: total("owed"),
    },
  };
}

/** The month's statement of one kiosk operator or franchise: a row a shop. 404 for one the platform has not. */
export async function statementOf(
  db: Db,
  kind: PartyKind,
  id: string,
  month: string,
): Promise<StatementResponse> {
  // Every change committed so far, added in (fold.ts).
  await foldNumbers(db);
  const names = await partyNames(db, kind, [id]);
  const name = names.get(id);
  if (name === undefined) throw notFound(kind === "kiosk" ? "Kiosk operator" : "Franchise", "id");
  const at = monthDay(month);
  const [[party], rows, [franchise]] = await Promise.all([
    db
      .select()
      .from(commissionMonths)
      .where(
        and(
          eq(commissionMonths.kind, kind),
          eq(commissionMonths.partyId, id),
          eq(commissionMonths.month, at),
        ),
      ),
    db
      .select({
        shopId: commissionShopMonths.shopId,
        shopName: sql<string>`coalesce(${shops.header} ->> 'shopName', ${commissionShopMonths.shopId})`,
        payments: commissionShopMonths.payments,
        sales: commissionShopMonths.sales,
        takenBack: commissionShopMonths.takenBack,
        commission: commissionShopMonths.commission,
        cash: commissionShopMonths.cash,
      })
      .from(commissionShopMonths)
      .leftJoin(shops, eq(shops.shopId, commissionShopMonths.shopId))
      .where(
        and(
          eq(commissionShopMonths.kind, kind),
          eq(commissionShopMonths.partyId, id),
          eq(commissionShopMonths.month, at),
        ),
      )
      .orderBy(asc(commissionShopMonths.shopId)),
    kind === "franchise"
      ? db.select({ percent: franchises.commissionPercent }).from(franchises).where(eq(franchises.id, id))
      : Promise.resolve([]),
  ]);
  // A month with nothing booked yet: its figures are 0, at the franchise's percent now.
  const row: MonthRow = party ?? {
    kind,
    partyId: id,
    month: at,
    payments: 0,
    sales: 0,
    takenBack: 0,
    commission: 0,
    cash: 0,
    percent: franchise?.percent ?? null,
  };
  return { month, party: partyOf(row, name), rows };
}
