/**
 * The numbers' roll-ups (issue 37, part 4; DESIGN "Messages and money":
 * money a seller reads comes from roll-ups kept as orders change, never
 * from scans). PostgreSQL keeps them itself: triggers on `orders`, `shops`
 * and `kiosk_payments` (written in migration 0032_seller_numbers, with the
 * rules of src/domain/numbers.ts and platformFigures.ts in SQL) add what a
 * statement changed and take away what it was, in the statement's own
 * transaction, whoever writes. `numbers_rebuild()` figures them all again
 * from the orders (the migration's backfill, a bulk load's).
 *
 * Days are India's dates; a month is its first day. No foreign keys: they
 * are derived, and a shop's rows go with the shop's orders.
 *
 * The roll-ups every checkout of a shop would touch (its day, its product's
 * day, the platform's slot, a franchise's month) are not written by the
 * triggers but added to their `_pending` twin (migration 0036): a row each,
 * no conflict, so a shop's checkouts never wait for each other's commit on
 * one row (measured in bench:prod: every order of a busy shop queued on its
 * day's row, and PostgreSQL spent its time waking the queue). `numbers_fold()`
 * adds what is pending into the roll-ups: a reader of the numbers calls it
 * first (src/server/numbers/fold.ts), and a tick of each API process every
 * few seconds, so the twins stay small.
 */
import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
} from "drizzle-orm/pg-core";

/** A sum of rupees: numeric(14,2) (a platform's day passes numeric(10,2)), read as a JS number. */
const rupees = (name: string) =>
  numeric(name, { precision: 14, scale: 2, mode: "number" }).notNull().default(0);
const tally = (name: string) => integer(name).notNull().default(0);
const day = () => date("day", { mode: "string" }).notNull();

/** The additive figures of a day (src/domain/numbers.ts FIGURES, less visits). */
const figures = {
  orders: tally("orders"),
  billedOrders: tally("billed_orders"),
  codOrders: tally("cod_orders"),
  upiOrders: tally("upi_orders"),
  lines: tally("lines"),
  sales: rupees("sales"),
  codSales: rupees("cod_sales"),
  upiSales: rupees("upi_sales"),
  cancelledLines: tally("cancelled_lines"),
  cancelledSales: rupees("cancelled_sales"),
  returnedLines: tally("returned_lines"),
  returnedSales: rupees("returned_sales"),
};

/** A shop's day: its orders, sales by payment method, cancellations and returns. */
export const shopDays = pgTable(
  "shop_days",
  { shopId: text("shop_id").notNull(), day: day(), ...figures },
  (t) => [primaryKey({ name: "shop_days_pk", columns: [t.shopId, t.day] })],
);

/** A product's day at a shop: the units and sales of its lines neither cancelled nor returned (best sellers). */
export const shopProductDays = pgTable(
  "shop_product_days",
  {
    shopId: text("shop_id").notNull(),
    day: day(),
    productId: text("product_id").notNull(),
    /** The name on its latest line that day. */
    productName: text("product_name").notNull(),
    lines: tally("lines"),
    units: tally("units"),
    sales: rupees("sales"),
  },
  (t) => [primaryKey({ name: "shop_product_days_pk", columns: [t.shopId, t.day, t.productId] })],
);

/** A buyer's orders at a shop on a day (repeat buyers: who ordered in a range, and before it). */
export const shopBuyerDays = pgTable(
  "shop_buyer_days",
  {
    shopId: text("shop_id").notNull(),
    email: text("email").notNull(),
    day: day(),
    orders: tally("orders"),
  },
  (t) => [
    // A buyer's days at the shop, in order: "had they ordered before the range" is one index probe.
    primaryKey({ name: "shop_buyer_days_pk", columns: [t.shopId, t.email, t.day] }),
    // A range's buyers at the shop.
    index("shop_buyer_days_day_idx").on(t.shopId, t.day, t.email),
  ],
);

/**
 * The platform's day, by channel (direct, kiosk, franchise) and a slot of
 * 16 by the shop's id: the same figures as the shops' days, summed. The
 * slots spread every checkout of the platform over 16 rows, so two shops'
 * checkouts seldom wait for each other's commit on one row.
 */
export const platformDays = pgTable(
  "platform_days",
  { day: day(), channel: text("channel").notNull(), slot: smallint("slot").notNull(), ...figures },
  (t) => [primaryKey({ name: "platform_days_pk", columns: [t.day, t.channel, t.slot] })],
);

/** Shops opened on a day through each channel (shops by channel: their sum to date). */
export const channelDays = pgTable(
  "channel_days",
  { day: day(), channel: text("channel").notNull(), opened: tally("opened") },
  (t) => [primaryKey({ name: "channel_days_pk", columns: [t.day, t.channel] })],
);

/**
 * Visits by day, kept by the call that counts them (src/server/counters):
 * a named counter's ("marketplaceCounter") and a shop's ("shop:{shopId}").
 */
export const visitDays = pgTable(
  "visit_days",
  {
    counter: text("counter").notNull(),
    day: day(),
    visits: bigint("visits", { mode: "number" }).notNull().default(0),
  },
  (t) => [primaryKey({ name: "visit_days_pk", columns: [t.counter, t.day] })],
);

/** What a kiosk operator or franchise earned in a month (src/domain/platformFigures.ts), and for each shop. */
const money = {
  kind: text("kind").$type<"kiosk" | "franchise">().notNull(),
  partyId: text("party_id").notNull(),
  month: date("month", { mode: "string" }).notNull(),
  payments: tally("payments"),
  sales: rupees("sales"),
  takenBack: rupees("taken_back"),
  commission: rupees("commission"),
  cash: rupees("cash"),
};

/** A party's month; a franchise's `percent` is the one its month's sales earn (fixed at its first booking). */
export const commissionMonths = pgTable(
  "commission_months",
  { ...money, percent: numeric("percent", { precision: 5, scale: 2, mode: "number" }) },
  (t) => [
    primaryKey({ name: "commission_months_pk", columns: [t.kind, t.partyId, t.month] }),
    // The master admin's month: every party's row of it.
    index("commission_months_month_idx").on(t.month),
  ],
);

/** A party's month at one of its shops: the statement's rows. */
export const commissionShopMonths = pgTable(
  "commission_shop_months",
  { ...money, shopId: text("shop_id").notNull() },
  (t) => [primaryKey({ name: "commission_shop_months_pk", columns: [t.kind, t.partyId, t.month, t.shopId] })],
);

/** A change to a roll-up not yet added to it: its order of writing (the latest name, the first percent). */
const pendingId = () => bigserial("id", { mode: "number" }).primaryKey();

/** What shop_days will add (numbers_fold). */
export const shopDaysPending = pgTable("shop_days_pending", {
  id: pendingId(),
  shopId: text("shop_id").notNull(),
  day: day(),
  ...figures,
});

/** What shop_product_days will add. */
export const shopProductDaysPending = pgTable("shop_product_days_pending", {
  id: pendingId(),
  shopId: text("shop_id").notNull(),
  day: day(),
  productId: text("product_id").notNull(),
  productName: text("product_name").notNull(),
  lines: tally("lines"),
  units: tally("units"),
  sales: rupees("sales"),
});

/** What platform_days will add. */
export const platformDaysPending = pgTable("platform_days_pending", {
  id: pendingId(),
  day: day(),
  channel: text("channel").notNull(),
  slot: smallint("slot").notNull(),
  ...figures,
});

/** What commission_months will add (a franchise's lines; a month new to it takes the first `percent`). */
export const commissionMonthsPending = pgTable(
  "commission_months_pending",
  { id: pendingId(), ...money, percent: numeric("percent", { precision: 5, scale: 2, mode: "number" }) },
  // A line's month's percent, while the month is only here.
  (t) => [index("commission_months_pending_party_idx").on(t.kind, t.partyId, t.month)],
);

/** What commission_shop_months will add. */
export const commissionShopMonthsPending = pgTable("commission_shop_months_pending", {
  id: pendingId(),
  ...money,
  shopId: text("shop_id").notNull(),
});

/** The India date of a timestamp, as the roll-ups' SQL takes it (numbers_day in the migration). */
export const indiaDaySql = (column: unknown) => sql`((${column}) at time zone 'Asia/Kolkata')::date`;
