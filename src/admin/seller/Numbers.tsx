/**
 * The seller's numbers (/Admin/numbers?from=&to=&grain=; issue 37, part 4):
 * sales, orders and the average bill of a range by day, ISO week or month,
 * beside the previous period of equal length; visits against orders; cash
 * on delivery against UPI; cancellations and returns; best sellers; repeat
 * buyers; the range's CSV. The last 30 days unless the address says. The
 * figures are the server's roll-ups (src/domain/numbers.ts rules them); the
 * store is stores/sellerNumbers.ts; the charts are figures/Chart.tsx.
 */
import { useStore } from "@nanostores/react";
import { useEffect, useMemo } from "react";
import type { NumbersBucket, SellerNumbersResponse } from "../../contract/numbers";
import { formatInr } from "../../domain/inr";
import {
  askedRange,
  averageBill,
  bucketLabel,
  type Grain,
  indiaDay,
  percentOf,
  rangeText,
} from "../../domain/numbers";
import {
  $sellerNumbers,
  loadSellerNumbers,
  sellerNumbersFile,
  sellerNumbersFor,
} from "../../stores/sellerNumbers";
import { Alert } from "../../ui/Alert";
import { Chart, type ChartLine } from "../figures/Chart";
import { Compared } from "../figures/Compared";
import { Download } from "../figures/Download";
import { FiguresTable } from "../figures/FiguresTable";
import { RangeForm } from "../figures/RangeForm";
import type { SellerScreenProps } from "../screenProps";
import { Loading, ScreenTitle } from "../ui";

const count = (n: number) => String(n);
const share = (n: number) => `${n} %`;

export default function Numbers({ shopId, route }: SellerScreenProps) {
  const today = indiaDay(new Date());
  const { from, to, grain } = route.search as { from?: string; to?: string; grain?: string };
  const range = useMemo(() => askedRange({ from, to, grain }, today), [from, to, grain, today]);
  const held = useStore($sellerNumbers);
  useEffect(() => {
    void loadSellerNumbers(shopId, range);
  }, [shopId, range]);
  const state = sellerNumbersFor(held, shopId, range);

  return (
    <div className="console-screen figures-screen">
      <ScreenTitle>Numbers</ScreenTitle>
      <RangeForm route="numbers" range={range} today={today} />
      {state.status === "loading" ? <Loading label="Loading the numbers" /> : null}
      {state.status === "failed" ? <Alert>{state.message}</Alert> : null}
      {state.status === "ready" ? <Report numbers={state.value} /> : null}
      <Download label="Download CSV" fetchFile={() => sellerNumbersFile(shopId, range)} />
    </div>
  );
}

/** A series' values of one figure (the average bill figured per bucket). */
const valuesOf = (buckets: NumbersBucket[], figure: keyof NumbersBucket | "averageBill") =>
  buckets.map((b) => (figure === "averageBill" ? averageBill(b) : Number(b[figure])));

function Report({ numbers: n }: { numbers: SellerNumbersResponse }) {
  const charts = useMemo(() => chartsOf(n), [n]);
  const t = n.totals;
  const p = n.previousTotals;
  const repeatShare = (b: { buyers: number; repeat: number }) => percentOf(b.repeat, b.buyers) ?? 0;
  const perVisits = (f: { orders: number; visits: number }) => percentOf(f.orders, f.visits) ?? 0;
  return (
    <>
      <section aria-labelledby="numbers-totals" className="console-card">
        <h2 id="numbers-totals">{rangeText(n)}</h2>
        <p className="console-hint">Beside each: {rangeText(n.previous)}.</p>
        <Compared
          figures={[
            { name: "Sales", now: t.sales, before: p.sales, format: formatInr },
            { name: "Orders", now: t.orders, before: p.orders, format: count },
            { name: "Average bill", now: averageBill(t), before: averageBill(p), format: formatInr },
            { name: "Visits", now: t.visits, before: p.visits, format: count },
            { name: "Orders per 100 visits", now: perVisits(t), before: perVisits(p), format: count },
            {
              name: "Repeat buyers",
              now: n.buyers.repeat,
              before: n.previousBuyers.repeat,
              format: count,
            },
            {
              name: "Repeat buyers' share",
              now: repeatShare(n.buyers),
              before: repeatShare(n.previousBuyers),
              format: share,
            },
            { name: "Cash on delivery", now: t.codSales, before: p.codSales, format: formatInr },
            { name: "UPI", now: t.upiSales, before: p.upiSales, format: formatInr },
            { name: "Cancelled", now: t.cancelledSales, before: p.cancelledSales, format: formatInr },
            { name: "Returned", now: t.returnedSales, before: p.returnedSales, format: formatInr },
          ]}
        />
        <p className="console-hint">
          Sales are the lines neither cancelled nor returned, delivery fees and coupons aside; an order counts
          on the day it was placed. A repeat buyer ordered before the range, or twice in it.
        </p>
      </section>
      <div className="figures-charts">
        {charts.map((c) => (
          <Chart key={c.title} {...c} />
        ))}
      </div>
      <BestSellers numbers={n} />
    </>
  );
}

/** The charts of a range: each figure beside the previous period's, or two figures of the range together. */
function chartsOf(n: SellerNumbersResponse) {
  const keys = n.series.map((b) => b.start);
  const labels = n.series.map((b) => bucketLabel(b, n.grain as Grain));
  const against = (figure: keyof NumbersBucket | "averageBill"): ChartLine[] => [
    { name: "This period", values: valuesOf(n.series, figure) },
    { name: "Previous period", values: valuesOf(n.previousSeries, figure), previous: true },
  ];
  const chart = (title: string, lines: ChartLine[], money: boolean) => ({
    title,
    keys,
    labels,
    lines,
    money,
    format: money ? formatInr : count,
  });
  return [
    chart("Sales", against("sales"), true),
    chart("Orders", against("orders"), false),
    chart("Average bill", against("averageBill"), true),
    chart(
      "Visits and orders",
      [
        { name: "Visits", values: valuesOf(n.series, "visits") },
        { name: "Orders", values: valuesOf(n.series, "orders") },
      ],
      false,
    ),
    chart(
      "Cash on delivery and UPI (sales)",
      [
        { name: "Cash on delivery", values: valuesOf(n.series, "codSales") },
        { name: "UPI", values: valuesOf(n.series, "upiSales") },
      ],
      true,
    ),
    chart(
      "Cancelled and returned",
      [
        { name: "Cancelled", values: valuesOf(n.series, "cancelledSales") },
        { name: "Returned", values: valuesOf(n.series, "returnedSales") },
      ],
      true,
    ),
  ];
}

function BestSellers({ numbers: n }: { numbers: SellerNumbersResponse }) {
  return (
    <section aria-labelledby="numbers-best" className="console-card">
      <h2 id="numbers-best">Best sellers</h2>
      {n.bestSellers.length === 0 ? (
        <p>Nothing sold in this range.</p>
      ) : (
        <FiguresTable
          label="Best sellers: table"
          head="Product"
          amounts={["Pieces", "Sales", "Before"]}
          rows={n.bestSellers.map((b) => ({
            key: b.productId,
            head: b.name,
            amounts: [b.units, formatInr(b.sales), formatInr(b.previousSales)],
          }))}
        />
      )}
    </section>
  );
}
