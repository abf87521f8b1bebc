import { describe, expect, it } from "vitest";
import { parseCsv, toCsv } from "./csv";
import {
  addDays,
  askedRange,
  averageBill,
  bucketLabel,
  bucketsOf,
  changeText,
  commissionOn,
  daysIn,
  indiaDay,
  isIsoDate,
  lineState,
  MAX_RANGE_DAYS,
  monthEnd,
  monthsOn,
  noFigures,
  numbersCsvRecords,
  percentOf,
  presetOf,
  presetRange,
  previousRange,
  rangeProblem,
  rangeText,
  seriesOf,
  shiftBucket,
  shortInr,
  sumFigures,
  textCell,
  weekStart,
} from "./numbers";

describe("dates", () => {
  it("reads only real calendar dates written YYYY-MM-DD", () => {
    for (const good of ["2026-11-30", "2024-02-29", "2000-01-01"]) expect(isIsoDate(good), good).toBe(true);
    for (const bad of [
      "2026-02-30",
      "2025-02-29",
      "2026-13-01",
      "26-11-30",
      "2026-11-30T00:00",
      "",
      20261130,
    ])
      expect(isIsoDate(bad), String(bad)).toBe(false);
  });

  it("moves by days across months and years, and counts a range's days inclusively", () => {
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2024-03-01", -1)).toBe("2024-02-29");
    expect(daysIn({ from: "2026-11-30", to: "2026-11-30" })).toBe(1);
    expect(daysIn({ from: "2026-11-01", to: "2026-11-30" })).toBe(30);
  });

  it("takes India's date of an instant: 18:30 UTC is the next day there", () => {
    expect(indiaDay(new Date("2026-11-30T18:29:59Z"))).toBe("2026-11-30");
    expect(indiaDay(new Date("2026-11-30T18:30:00Z"))).toBe("2026-12-01");
  });

  it("starts a week on Monday (ISO) and knows a month's last day", () => {
    expect(weekStart("2026-11-30")).toBe("2026-11-30"); // a Monday
    expect(weekStart("2026-11-29")).toBe("2026-11-23"); // a Sunday belongs to the week before
    expect(weekStart("2027-01-01")).toBe("2026-12-28");
    expect(monthEnd("2024-02-10")).toBe("2024-02-29");
    expect(monthEnd("2026-12-01")).toBe("2026-12-31");
    expect(monthsOn("2026-11-30", -11)).toBe("2025-12-01");
    expect(monthsOn("2025-03-31", -11)).toBe("2024-04-01");
  });
});

describe("a range", () => {
  it("is refused with the field to blame: not a date, backwards, or longer than 400 days", () => {
    expect(rangeProblem("2026-11-01", "2026-11-30")).toBeNull();
    expect(rangeProblem(undefined, "2026-11-30")?.field).toBe("from");
    expect(rangeProblem("2026-11-31", "2026-12-01")).toEqual({
      field: "from",
      message: "from must be a date, YYYY-MM-DD, such as 2026-11-01",
    });
    expect(rangeProblem("2026-11-01", "30-11-2026")?.field).toBe("to");
    expect(rangeProblem("2026-11-30", "2026-11-01")).toEqual({
      field: "to",
      message: "to must be on or after from",
    });
    const longest = addDays("2026-01-01", MAX_RANGE_DAYS - 1);
    expect(rangeProblem("2026-01-01", longest)).toBeNull();
    expect(rangeProblem("2026-01-01", addDays(longest, 1))?.message).toBe(
      "A range is at most 400 days: ask for a shorter one",
    );
  });

  it("has a previous period of equal length just before it", () => {
    expect(previousRange({ from: "2026-11-01", to: "2026-11-30" })).toEqual({
      from: "2026-10-02",
      to: "2026-10-31",
    });
    expect(previousRange({ from: "2026-11-30", to: "2026-11-30" })).toEqual({
      from: "2026-11-29",
      to: "2026-11-29",
    });
    const r = { from: "2026-03-01", to: "2026-03-10" };
    const p = previousRange(r);
    expect(daysIn(p)).toBe(daysIn(r));
    expect(addDays(p.to, 1)).toBe(r.from);
  });

  it("cuts into days, ISO weeks or months, the first and last bucket within the range", () => {
    expect(bucketsOf({ from: "2026-11-28", to: "2026-11-30" }, "day").map((b) => b.start)).toEqual([
      "2026-11-28",
      "2026-11-29",
      "2026-11-30",
    ]);
    expect(bucketsOf({ from: "2026-11-20", to: "2026-12-02" }, "week")).toEqual([
      { start: "2026-11-20", end: "2026-11-22" },
      { start: "2026-11-23", end: "2026-11-29" },
      { start: "2026-11-30", end: "2026-12-02" },
    ]);
    expect(bucketsOf({ from: "2026-10-15", to: "2026-12-02" }, "month")).toEqual([
      { start: "2026-10-15", end: "2026-10-31" },
      { start: "2026-11-01", end: "2026-11-30" },
      { start: "2026-12-01", end: "2026-12-02" },
    ]);
    expect(shiftBucket({ start: "2026-11-01", end: "2026-11-07" }, 30)).toEqual({
      start: "2026-10-02",
      end: "2026-10-08",
    });
  });
});

describe("figures", () => {
  const days = [
    { day: "2026-11-01", orders: 2, billedOrders: 2, sales: 100.1, visits: 10 },
    { day: "2026-11-02", orders: 1, billedOrders: 0, sales: 0, cancelledLines: 1, cancelledSales: 50 },
    { day: "2026-11-03", orders: 1, billedOrders: 1, sales: 0.2 },
  ];

  it("sums a bucket's days, rupees to the paisa", () => {
    const f = sumFigures(days, { start: "2026-11-01", end: "2026-11-03" });
    expect(f.sales).toBe(100.3);
    expect(f.orders).toBe(4);
    expect(f.cancelledSales).toBe(50);
    expect(f.visits).toBe(10);
    expect(sumFigures(days, { start: "2026-11-02", end: "2026-11-02" }).orders).toBe(1);
  });

  it("the average bill is sales over billed orders, 0 with none", () => {
    expect(averageBill({ sales: 100.3, billedOrders: 3 })).toBe(33.43);
    expect(averageBill({ sales: 0, billedOrders: 0 })).toBe(0);
  });

  it("shares and changes in percent to one decimal; null when there is nothing to compare with", () => {
    expect(percentOf(1, 3)).toBe(33.3);
    expect(percentOf(1, 0)).toBeNull();
    expect(changeText(150, 100)).toBe("+50 %");
    expect(changeText(75, 100)).toBe("−25 %");
    expect(changeText(10, 0)).toBe("new");
    expect(changeText(0, 0)).toBe("no change");
  });

  it("a line is cancelled, else returned once its return was accepted, else sold", () => {
    expect(lineState({ orderStatus: "CANCEL", returnRequest: null })).toBe("cancelled");
    expect(lineState({ orderStatus: "SHIPPED", returnRequest: { status: "accepted" } })).toBe("returned");
    expect(lineState({ orderStatus: "SHIPPED", returnRequest: { status: "requested" } })).toBe("sold");
    expect(lineState({ orderStatus: "PENDING" })).toBe("sold");
  });

  it("a franchise's commission is the percent of the sales, to the paisa", () => {
    expect(commissionOn(999, 7.5)).toBe(74.93);
    expect(commissionOn(-999, 7.5)).toBe(-74.93);
  });
});

describe("words and presets", () => {
  it("names buckets as an axis reads them, and ranges in words", () => {
    expect(bucketLabel({ start: "2026-11-05", end: "2026-11-05" }, "day")).toBe("5 Nov");
    expect(bucketLabel({ start: "2026-11-23", end: "2026-11-29" }, "week")).toBe("23–29 Nov");
    expect(bucketLabel({ start: "2026-11-30", end: "2026-12-06" }, "week")).toBe("30 Nov–6 Dec");
    expect(bucketLabel({ start: "2026-11-01", end: "2026-11-30" }, "month")).toBe("Nov 2026");
    expect(rangeText({ from: "2026-11-01", to: "2026-11-30" })).toBe("1 Nov 2026 – 30 Nov 2026");
    expect(shortInr(950)).toBe("₹950");
    expect(shortInr(12_540)).toBe("₹12.5k");
    expect(shortInr(345_000)).toBe("₹3.5 L");
    expect(shortInr(12_000_000)).toBe("₹1.2 Cr");
  });

  it("presets are ranges of India's today; a range is named by its preset or custom", () => {
    const today = "2026-11-30";
    expect(presetRange("7d", today)).toEqual({ from: "2026-11-24", to: today, grain: "day" });
    expect(presetRange("month", today)).toEqual({ from: "2026-11-01", to: today, grain: "day" });
    expect(presetRange("lastMonth", today)).toEqual({ from: "2026-10-01", to: "2026-10-31", grain: "day" });
    expect(presetRange("12m", today)).toEqual({ from: "2025-12-01", to: today, grain: "month" });
    expect(daysIn(presetRange("12m", "2024-12-31"))).toBeLessThanOrEqual(MAX_RANGE_DAYS);
    expect(presetOf({ from: "2026-11-01", to: "2026-11-20" }, "2026-11-20")).toBe("month");
    expect(presetOf({ from: "2026-11-02", to: today }, today)).toBe("custom");
  });

  it("an address's range is used when the API would take it, else the last 30 days by day", () => {
    const today = "2026-11-30";
    expect(askedRange({ from: "2026-11-01", to: "2026-11-07", grain: "week" }, today)).toEqual({
      from: "2026-11-01",
      to: "2026-11-07",
      grain: "week",
    });
    expect(askedRange({ from: "2026-11-07", to: "2026-11-01", grain: "year" }, today)).toEqual({
      from: "2026-11-01",
      to: today,
      grain: "day",
    });
  });
});

describe("the CSV", () => {
  it("has a row a bucket with the previous period's beside it, then the totals; formulas never run", () => {
    const bucket = (start: string, end: string, sales: number) => ({
      ...noFigures(),
      start,
      end,
      orders: 1,
      billedOrders: 1,
      sales,
    });
    const records = numbersCsvRecords({
      grain: "day",
      from: "2026-11-29",
      to: "2026-11-30",
      previous: { from: "2026-11-27", to: "2026-11-28" },
      series: [bucket("2026-11-29", "2026-11-29", 250.5), bucket("2026-11-30", "2026-11-30", 100)],
      previousSeries: [bucket("2026-11-27", "2026-11-27", 10), bucket("2026-11-28", "2026-11-28", 0)],
      totals: { ...noFigures(), orders: 2, billedOrders: 2, sales: 350.5 },
      previousTotals: { ...noFigures(), orders: 2, billedOrders: 2, sales: 10 },
    });
    const [header = [], first = [], , total = []] = parseCsv(toCsv(records)).records;
    expect(header.slice(0, 7)).toEqual([
      "Period",
      "From",
      "To",
      "Orders",
      "Billed orders",
      "Sales (INR)",
      "Average bill (INR)",
    ]);
    expect(header).toContain("Previous: Sales (INR)");
    expect(header).toHaveLength(3 + 14 + 2 + 14);
    expect(first.slice(0, 7)).toEqual(["29 Nov", "2026-11-29", "2026-11-29", "1", "1", "250.50", "250.50"]);
    expect(first[17]).toBe("2026-11-27");
    expect(total.slice(0, 6)).toEqual(["Total", "2026-11-29", "2026-11-30", "2", "2", "350.50"]);
    expect(records).toHaveLength(4);
    expect(textCell("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(textCell("-5 Sweets")).toBe("'-5 Sweets");
    expect(textCell("Meena Dairy")).toBe("Meena Dairy");
  });
});

describe("a series", () => {
  it("has each bucket beside the same days of the previous period, and both totals", () => {
    const days = [
      { day: "2026-11-30", orders: 3, sales: 300 },
      { day: "2026-11-24", orders: 1, sales: 100 },
      { day: "2026-11-23", orders: 2, sales: 20 },
      { day: "2026-11-16", orders: 9, sales: 900 }, // before both periods
    ];
    const s = seriesOf({ from: "2026-11-24", to: "2026-11-30" }, "week", days);
    expect(s.previous).toEqual({ from: "2026-11-17", to: "2026-11-23" });
    expect(s.series.map((b) => [b.start, b.end, b.orders])).toEqual([
      ["2026-11-24", "2026-11-29", 1],
      ["2026-11-30", "2026-11-30", 3],
    ]);
    expect(s.previousSeries.map((b) => [b.start, b.end, b.orders])).toEqual([
      ["2026-11-17", "2026-11-22", 0],
      ["2026-11-23", "2026-11-23", 2],
    ]);
    expect(s.totals.sales).toBe(400);
    expect(s.previousTotals.sales).toBe(20);
  });
});
