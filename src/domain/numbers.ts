/**
 * The seller's numbers and the platform's figures (issue 37, part 4): the
 * rules the server's roll-ups, the API, the CSV and the console screens all
 * read (docs/rules.md "The seller's numbers").
 *
 * - **Days are India's** (Asia/Kolkata, UTC+5:30 all year): an order counts on
 *   the India date it was placed, whatever became of it since.
 * - **An order** is what the seller's console shows as one: a checkout's
 *   lines at one shop. It counts once, on its day; **billed** while any of
 *   its lines is neither cancelled nor returned.
 * - **Sales** are the value of the lines (count × price: delivery fees and
 *   coupons aside) neither cancelled nor returned (an accepted return);
 *   the **average bill** is sales over billed orders.
 * - **Weeks are ISO weeks**: Monday to Sunday, as India's calendars and
 *   payroll mostly run; a month is the calendar month. A range's first and
 *   last bucket are cut to the range.
 * - **The previous period** is the one of equal length just before the
 *   range (30 November's last 30 days beside the 30 days before them), each
 *   bucket beside the same days shifted back by the range's length.
 * - **Repeat buyers** of a range: the buyers who ordered in it and had
 *   ordered at the shop before it, or ordered in it twice or more.
 */
import { formatInr } from "./inr";

/** The longest range a call answers, in days (a year and a month, so "last 12 months" and a bit fit). */
export const MAX_RANGE_DAYS = 400;

export const GRAINS = ["day", "week", "month"] as const;
export type Grain = (typeof GRAINS)[number];

/** The additive figures of a day (or of a bucket of days): the roll-ups' columns. */
export const FIGURES = [
  "orders",
  "billedOrders",
  "lines",
  "sales",
  "codOrders",
  "upiOrders",
  "codSales",
  "upiSales",
  "cancelledLines",
  "cancelledSales",
  "returnedLines",
  "returnedSales",
  "visits",
] as const;
export type FigureName = (typeof FIGURES)[number];
export type Figures = Record<FigureName, number>;

/** A day's figures as the roll-ups hold them (missing ones are 0). */
export type DayFigures = { day: string } & Partial<Figures>;

/** The figures that are rupees (summed in paise, shown with ₹). */
const MONEY: ReadonlySet<FigureName> = new Set([
  "sales",
  "codSales",
  "upiSales",
  "cancelledSales",
  "returnedSales",
]);

/** An inclusive range of India dates, YYYY-MM-DD. */
export type DayRange = { from: string; to: string };
/** A bucket of a series: its first and last day within the range. */
export type Bucket = { start: string; end: string };

const DAY_MS = 86_400_000;
const INDIA_OFFSET_MS = 330 * 60_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

const utc = (day: string): number => Date.parse(`${day}T00:00:00Z`);
const isoOf = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** Whether `s` is a real calendar date written YYYY-MM-DD (2026-02-30 is not). */
export function isIsoDate(s: unknown): s is string {
  if (typeof s !== "string" || !ISO_DATE.test(s)) return false;
  const ms = utc(s);
  return Number.isFinite(ms) && isoOf(ms) === s;
}

/** `day` moved by `n` days. */
export const addDays = (day: string, n: number): string => isoOf(utc(day) + n * DAY_MS);

/** How many days an inclusive range holds (1 for a single day). */
export const daysIn = ({ from, to }: DayRange): number => Math.round((utc(to) - utc(from)) / DAY_MS) + 1;

/** The India date of an instant, YYYY-MM-DD (by the offset: no Intl data loaded). */
export const indiaDay = (at: Date): string => isoOf(at.getTime() + INDIA_OFFSET_MS);

/** The first day of `day`'s month. */
export const monthStart = (day: string): string => `${day.slice(0, 7)}-01`;

/** The last day of `day`'s month. */
export function monthEnd(day: string): string {
  const [y = 0, m = 1] = day.split("-").map(Number);
  return isoOf(Date.UTC(y, m, 0));
}

/** The first day of the month `n` months from `day`'s. */
export function monthsOn(day: string, n: number): string {
  const [y = 0, m = 1] = day.split("-").map(Number);
  return isoOf(Date.UTC(y, m - 1 + n, 1));
}

/** The Monday of `day`'s ISO week. */
export function weekStart(day: string): string {
  const weekday = (new Date(utc(day)).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return addDays(day, -weekday);
}

/** What a refused range is told (the API's 400 and the screens say the same). */
export const RANGE_MESSAGES = {
  from: "from must be a date, YYYY-MM-DD, such as 2026-11-01",
  to: "to must be a date, YYYY-MM-DD, such as 2026-11-30",
  order: "to must be on or after from",
  length: `A range is at most ${MAX_RANGE_DAYS} days: ask for a shorter one`,
} as const;

/** Why a range can't be asked for (the field to blame and what to do), or null when it can. */
export function rangeProblem(from: unknown, to: unknown): { field: "from" | "to"; message: string } | null {
  if (!isIsoDate(from)) return { field: "from", message: RANGE_MESSAGES.from };
  if (!isIsoDate(to)) return { field: "to", message: RANGE_MESSAGES.to };
  if (from > to) return { field: "to", message: RANGE_MESSAGES.order };
  if (daysIn({ from, to }) > MAX_RANGE_DAYS) return { field: "to", message: RANGE_MESSAGES.length };
  return null;
}

/** The period of equal length just before `range`. */
export function previousRange(range: DayRange): DayRange {
  const length = daysIn(range);
  return { from: addDays(range.from, -length), to: addDays(range.to, -length) };
}

/** The buckets of a range by `grain`: days, ISO weeks or months, the first and last cut to the range. */
export function bucketsOf({ from, to }: DayRange, grain: Grain): Bucket[] {
  const buckets: Bucket[] = [];
  let start = from;
  while (start <= to) {
    const natural =
      grain === "day" ? start : grain === "week" ? addDays(weekStart(start), 6) : monthEnd(start);
    const end = natural < to ? natural : to;
    buckets.push({ start, end });
    start = addDays(end, 1);
  }
  return buckets;
}

/** The same bucket in the previous period: its days shifted back by the range's length. */
export const shiftBucket = (bucket: Bucket, days: number): Bucket => ({
  start: addDays(bucket.start, -days),
  end: addDays(bucket.end, -days),
});

/** All figures 0. */
export const noFigures = (): Figures => Object.fromEntries(FIGURES.map((f) => [f, 0])) as Figures;

/** The figures of the days within `bucket`, summed (money in paise, so sums never drift). */
export function sumFigures(days: readonly DayFigures[], bucket: Bucket): Figures {
  const sum = noFigures();
  for (const d of days) {
    if (d.day < bucket.start || d.day > bucket.end) continue;
    for (const f of FIGURES) sum[f] += MONEY.has(f) ? Math.round((d[f] ?? 0) * 100) : (d[f] ?? 0);
  }
  for (const f of MONEY) sum[f] /= 100;
  return sum;
}

/** The average bill: sales over billed orders, to the paisa (0 with none). */
export const averageBill = (f: Pick<Figures, "sales" | "billedOrders">): number =>
  f.billedOrders > 0 ? Math.round((f.sales * 100) / f.billedOrders) / 100 : 0;

/** `part` as a percentage of `whole`, to one decimal; null when the whole is 0. */
export const percentOf = (part: number, whole: number): number | null =>
  whole > 0 ? Math.round((part * 1000) / whole) / 10 : null;

/** How much `now` moved from `before`, in percent to one decimal; null when before was 0. */
export const changeFrom = (now: number, before: number): number | null =>
  before !== 0 ? Math.round(((now - before) * 1000) / Math.abs(before)) / 10 : null;

/** A change as the screens say it: "+12.5 %", "−3 %", "new" (nothing before), "no change". */
export function changeText(now: number, before: number): string {
  const change = changeFrom(now, before);
  if (change === null) return now === 0 ? "no change" : "new";
  if (change === 0) return "no change";
  return `${change > 0 ? "+" : "−"}${Math.abs(change)} %`;
}

/** The state of an order line for the numbers: sold, cancelled, or returned (an accepted return). */
export type LineState = "sold" | "cancelled" | "returned";

/** A line's state: cancelled first (a cancelled line is never returned), then an accepted return. */
export function lineState(line: {
  orderStatus: string;
  returnRequest?: { status: string } | null;
}): LineState {
  if (line.orderStatus === "CANCEL") return "cancelled";
  return line.returnRequest?.status === "accepted" ? "returned" : "sold";
}

/**
 * A franchise's commission on `sales` at `percent`, to the paisa, halves away
 * from zero (as PostgreSQL's round() takes each line in the roll-up).
 */
export function commissionOn(sales: number, percent: number): number {
  // In whole paise and hundredths of a percent, so no binary fraction tips a half.
  const exact = Math.round(Math.abs(sales) * 100) * Math.round(percent * 100);
  return (Math.sign(sales) * Math.round(exact / 10_000)) / 100;
}

/** "1 Nov", "1–7 Nov" (a week), "Nov 2026" (a month): a bucket as a chart's axis and a table name it. */
export function bucketLabel({ start, end }: Bucket, grain: Grain): string {
  const [, m = 1, d = 1] = start.split("-").map(Number);
  const month = MONTHS[m - 1] ?? "";
  if (grain === "month") return `${month} ${start.slice(0, 4)}`;
  if (grain === "day" || start === end) return `${d} ${month}`;
  const [, m2 = 1, d2 = 1] = end.split("-").map(Number);
  return m2 === m ? `${d}–${d2} ${month}` : `${d} ${month}–${d2} ${MONTHS[m2 - 1] ?? ""}`;
}

/** "1 Nov 2026 – 30 Nov 2026": a range said in words. */
export function rangeText({ from, to }: DayRange): string {
  const said = (day: string) => {
    const [y = 0, m = 1, d = 1] = day.split("-").map(Number);
    return `${d} ${MONTHS[m - 1] ?? ""} ${y}`;
  };
  return from === to ? said(from) : `${said(from)} – ${said(to)}`;
}

/** The ranges the screens offer, by name; "custom" is whatever dates the person types. */
export const PRESETS = [
  { id: "7d", label: "Last 7 days" },
  { id: "30d", label: "Last 30 days" },
  { id: "month", label: "This month" },
  { id: "lastMonth", label: "Last month" },
  { id: "12m", label: "Last 12 months" },
] as const;
export type PresetId = (typeof PRESETS)[number]["id"];

/** A preset's range and the grain it reads best in, on India's `today`. */
export function presetRange(id: PresetId, today: string): DayRange & { grain: Grain } {
  switch (id) {
    case "7d":
      return { from: addDays(today, -6), to: today, grain: "day" };
    case "30d":
      return { from: addDays(today, -29), to: today, grain: "day" };
    case "month":
      return { from: monthStart(today), to: today, grain: "day" };
    case "lastMonth": {
      const end = addDays(monthStart(today), -1);
      return { from: monthStart(end), to: end, grain: "day" };
    }
    case "12m":
      return { from: monthsOn(today, -11), to: today, grain: "month" };
  }
}

/** Which preset a range is on `today`, or "custom". */
export function presetOf(range: DayRange, today: string): PresetId | "custom" {
  for (const { id } of PRESETS) {
    const p = presetRange(id, today);
    if (p.from === range.from && p.to === range.to) return id;
  }
  return "custom";
}

const isGrain = (g: unknown): g is Grain => (GRAINS as readonly unknown[]).includes(g);

/**
 * The range and grain a screen's address asks for (`?from=&to=&grain=`),
 * else the last 30 days by day: a range the API would refuse is not asked.
 */
export function askedRange(
  search: { from?: string | undefined; to?: string | undefined; grain?: string | undefined },
  today: string,
): DayRange & { grain: Grain } {
  const fallback = presetRange("30d", today);
  const range = rangeProblem(search.from, search.to)
    ? { from: fallback.from, to: fallback.to }
    : { from: search.from as string, to: search.to as string };
  return { ...range, grain: isGrain(search.grain) ? search.grain : fallback.grain };
}

/** A figure as a screen shows it: rupees with ₹ and Indian grouping, counts as they are. */
export const figureText = (name: FigureName | "averageBill", value: number): string =>
  name === "averageBill" || MONEY.has(name as FigureName) ? formatInr(value) : String(value);

/** An axis label in rupees, short: ₹950, ₹12.5k, ₹3.4 L (lakh), ₹1.2 Cr (crore). */
export function shortInr(value: number): string {
  const abs = Math.abs(value);
  const sign = value < 0 ? "−" : "";
  const cut = (n: number) => String(Math.round(n * 10) / 10);
  if (abs >= 1e7) return `${sign}₹${cut(abs / 1e7)} Cr`;
  if (abs >= 1e5) return `${sign}₹${cut(abs / 1e5)} L`;
  if (abs >= 1e3) return `${sign}₹${cut(abs / 1e3)}k`;
  return `${sign}₹${Math.round(abs)}`;
}

/**
 * A text cell for a CSV a spreadsheet opens: one that starts like a formula
 * (=, +, -, @, a tab or a carriage return) gets a leading apostrophe, so a
 * shop's name is never run as one (OWASP's CSV injection advice).
 */
export const textCell = (s: string): string => (/^[=+\-@\t\r]/.test(s) ? `'${s}` : s);

/** An amount as a CSV cell: rupees with two decimals, no symbol or grouping (spreadsheets sum it). */
export const rupeesCell = (n: number): string => (Math.round(n * 100) / 100).toFixed(2);

/** The series' columns as the CSV heads them: each figure, the average bill, then the same of the previous period. */
export const NUMBERS_CSV_FIGURES: readonly { name: FigureName | "averageBill"; title: string }[] = [
  { name: "orders", title: "Orders" },
  { name: "billedOrders", title: "Billed orders" },
  { name: "sales", title: "Sales (INR)" },
  { name: "averageBill", title: "Average bill (INR)" },
  { name: "lines", title: "Lines" },
  { name: "codOrders", title: "COD orders" },
  { name: "upiOrders", title: "UPI orders" },
  { name: "codSales", title: "COD sales (INR)" },
  { name: "upiSales", title: "UPI sales (INR)" },
  { name: "cancelledLines", title: "Cancelled lines" },
  { name: "cancelledSales", title: "Cancelled (INR)" },
  { name: "returnedLines", title: "Returned lines" },
  { name: "returnedSales", title: "Returned (INR)" },
  { name: "visits", title: "Visits" },
];

const cellOf = (name: FigureName | "averageBill", f: Figures): string =>
  name === "averageBill"
    ? rupeesCell(averageBill(f))
    : MONEY.has(name)
      ? rupeesCell(f[name])
      : String(f[name]);

/**
 * A series as a CSV a spreadsheet opens: one row a bucket (its name, first
 * and last day, its figures, then the same bucket of the previous period),
 * and a last row of the two periods' totals.
 */
export function numbersCsvRecords(numbers: {
  grain: Grain;
  from: string;
  to: string;
  previous: DayRange;
  series: readonly (Bucket & Figures)[];
  previousSeries: readonly (Bucket & Figures)[];
  totals: Figures;
  previousTotals: Figures;
}): string[][] {
  const titles = NUMBERS_CSV_FIGURES.map((c) => c.title);
  const header = [
    "Period",
    "From",
    "To",
    ...titles,
    "Previous from",
    "Previous to",
    ...titles.map((t) => `Previous: ${t}`),
  ];
  const cells = (f: Figures) => NUMBERS_CSV_FIGURES.map((c) => cellOf(c.name, f));
  const rows = numbers.series.map((bucket, i) => {
    const before = numbers.previousSeries[i] ?? { ...noFigures(), start: "", end: "" };
    return [
      bucketLabel(bucket, numbers.grain),
      bucket.start,
      bucket.end,
      ...cells(bucket),
      before.start,
      before.end,
      ...cells(before),
    ];
  });
  const total = [
    "Total",
    numbers.from,
    numbers.to,
    ...cells(numbers.totals),
    numbers.previous.from,
    numbers.previous.to,
    ...cells(numbers.previousTotals),
  ];
  return [header, ...rows, total];
}

/** A range's series and the previous period's beside it, bucket by bucket, with both periods' totals. */
export function seriesOf(
  range: DayRange,
  grain: Grain,
  days: readonly DayFigures[],
): {
  from: string;
  to: string;
  grain: Grain;
  previous: DayRange;
  series: (Bucket & Figures)[];
  previousSeries: (Bucket & Figures)[];
  totals: Figures;
  previousTotals: Figures;
} {
  const previous = previousRange(range);
  const length = daysIn(range);
  const buckets = bucketsOf(range, grain);
  const figured = (b: Bucket) => ({ ...b, ...sumFigures(days, b) });
  return {
    from: range.from,
    to: range.to,
    grain,
    previous,
    series: buckets.map(figured),
    previousSeries: buckets.map((b) => figured(shiftBucket(b, length))),
    totals: sumFigures(days, { start: range.from, end: range.to }),
    previousTotals: sumFigures(days, { start: previous.from, end: previous.to }),
  };
}
