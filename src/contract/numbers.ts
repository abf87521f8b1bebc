/**
 * The seller's numbers and the platform's figures (issue 37, part 4; the
 * rules in src/domain/numbers.ts and platformFigures.ts): the ranges asked
 * for and the answers, read from the roll-ups kept as orders change.
 */
import * as v from "valibot";
import { daysIn, GRAINS, isIsoDate, MAX_RANGE_DAYS, RANGE_MESSAGES } from "../domain/numbers";
import { CHANNELS, MONTH_MESSAGE, MONTH_PATTERN, PARTY_KINDS } from "../domain/platformFigures";
import { ShopId } from "./common";

const IsoDay = (message: string) =>
  v.pipe(
    v.string(),
    v.regex(/^\d{4}-\d{2}-\d{2}$/, message),
    v.check((s: string) => isIsoDate(s), message),
  );

/**
 * `?from=YYYY-MM-DD&to=YYYY-MM-DD&grain=day|week|month`: India dates, both
 * days in, at most MAX_RANGE_DAYS; the grain `day` when not given. A 400
 * names `from` or `to` with what to do.
 */
export const NumbersQuery = v.pipe(
  v.object({
    from: IsoDay(RANGE_MESSAGES.from),
    to: IsoDay(RANGE_MESSAGES.to),
    grain: v.optional(v.picklist(GRAINS, "grain must be day, week or month"), "day"),
  }),
  // v.check, not v.partialCheck: the shop's first load shares valibot's chunk with the consoles, and
  // partialCheck would add its code there; check is in it already (a day's format is checked first).
  v.forward(
    v.check((r) => r.from <= r.to, RANGE_MESSAGES.order),
    ["to"],
  ),
  v.forward(
    v.check((r) => r.from > r.to || daysIn(r) <= MAX_RANGE_DAYS, RANGE_MESSAGES.length),
    ["to"],
  ),
);
export type NumbersQuery = v.InferOutput<typeof NumbersQuery>;

const Range = v.object({ from: v.string(), to: v.string() });

/** The additive figures of a day, a bucket or a range (src/domain/numbers.ts FIGURES). */
export const NumbersFigures = v.object({
  /** A checkout's lines at the shop, counted on the day placed. */
  orders: v.number(),
  /** Of them, those with a line neither cancelled nor returned: what the average bill divides by. */
  billedOrders: v.number(),
  lines: v.number(),
  /** Rupees of the lines neither cancelled nor returned. */
  sales: v.number(),
  codOrders: v.number(),
  upiOrders: v.number(),
  codSales: v.number(),
  upiSales: v.number(),
  cancelledLines: v.number(),
  cancelledSales: v.number(),
  returnedLines: v.number(),
  returnedSales: v.number(),
  /** The shop's visits (a browser's session on its storefront); the platform's pages' for the platform. */
  visits: v.number(),
});
export type NumbersFigures = v.InferOutput<typeof NumbersFigures>;

/** One bucket of a series: its first and last day, and its figures. */
export const NumbersBucket = v.object({ start: v.string(), end: v.string(), ...NumbersFigures.entries });
export type NumbersBucket = v.InferOutput<typeof NumbersBucket>;

/** A series and the previous period's beside it, bucket by bucket. */
const Series = {
  from: v.string(),
  to: v.string(),
  grain: v.picklist(GRAINS),
  /** The period of equal length just before. */
  previous: Range,
  series: v.array(NumbersBucket),
  /** The same buckets shifted back by the range's length: `previousSeries[i]` is beside `series[i]`. */
  previousSeries: v.array(NumbersBucket),
  totals: NumbersFigures,
  previousTotals: NumbersFigures,
};

/** A product of the range's best sellers, by sales, with the previous period's beside it. */
export const BestSeller = v.object({
  productId: v.string(),
  name: v.string(),
  units: v.number(),
  sales: v.number(),
  previousUnits: v.number(),
  previousSales: v.number(),
});

/** The buyers who ordered in a range, and the repeat ones among them (src/domain/numbers.ts). */
export const RepeatBuyers = v.object({ buyers: v.number(), repeat: v.number() });
export type RepeatBuyers = v.InferOutput<typeof RepeatBuyers>;

/** GET /api/seller/shops/{shopId}/numbers?from=&to=&grain=: the shop's numbers. */
export const SellerNumbersResponse = v.object({
  shopId: ShopId,
  ...Series,
  /** The ten best sellers of the range by sales. */
  bestSellers: v.array(BestSeller),
  buyers: RepeatBuyers,
  previousBuyers: RepeatBuyers,
});
export type SellerNumbersResponse = v.InferOutput<typeof SellerNumbersResponse>;

/** A channel's shops (all, and opened in each period) and its orders and GMV in each period. */
export const ChannelFigures = v.object({
  channel: v.picklist(CHANNELS),
  shops: v.number(),
  opened: v.number(),
  previousOpened: v.number(),
  orders: v.number(),
  previousOrders: v.number(),
  sales: v.number(),
  previousSales: v.number(),
});
export type ChannelFigures = v.InferOutput<typeof ChannelFigures>;

/** GET /api/platform/numbers?from=&to=&grain=: the platform's GMV (every shop's sales) and its shops by channel. */
export const PlatformNumbersResponse = v.object({ ...Series, channels: v.array(ChannelFigures) });
export type PlatformNumbersResponse = v.InferOutput<typeof PlatformNumbersResponse>;

/** `?month=YYYY-MM`: a month of India's calendar. */
export const MonthQuery = v.object({ month: v.pipe(v.string(), v.regex(MONTH_PATTERN, MONTH_MESSAGE)) });

const Money = {
  payments: v.number(),
  sales: v.number(),
  takenBack: v.number(),
  commission: v.number(),
  cash: v.number(),
};

/** A kiosk operator's or franchise's month (src/domain/platformFigures.ts). */
export const CommissionParty = v.object({
  kind: v.picklist(PARTY_KINDS),
  id: v.string(),
  name: v.string(),
  /** A franchise's percent for the month; null for a kiosk operator (a commission per payment). */
  percent: v.nullable(v.number()),
  ...Money,
  /** What the platform owes: the commission, less fees an operator holds in cash (below zero: they owe). */
  owed: v.number(),
});
export type CommissionParty = v.InferOutput<typeof CommissionParty>;

/** GET /api/platform/commissions?month=: what the platform owes each operator and franchise for the month. */
export const CommissionsResponse = v.object({
  month: v.string(),
  parties: v.array(CommissionParty),
  totals: v.object({ ...Money, owed: v.number() }),
});
export type CommissionsResponse = v.InferOutput<typeof CommissionsResponse>;

/** GET /api/platform/commissions/{kind}/{id}/statement?month=: the month's statement of one, a row a shop. */
export const StatementResponse = v.object({
  month: v.string(),
  party: CommissionParty,
  rows: v.array(v.object({ shopId: v.string(), shopName: v.string(), ...Money })),
});
export type StatementResponse = v.InferOutput<typeof StatementResponse>;
