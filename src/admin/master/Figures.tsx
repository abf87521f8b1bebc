/**
 * /masteradmin/figures?from=&to=&grain=&month=&statement=kind:id (issue 37,
 * part 4): the platform's GMV and orders by day, ISO week or month beside
 * the previous period's, its shops by channel (direct, kiosk, franchise),
 * the range's CSV; and for a month, what the platform owes each kiosk
 * operator and franchise, with one's statement (a row a shop) and its CSV.
 * Everything chosen is kept in the address. The store is
 * stores/platformFigures.ts; the rules src/domain/platformFigures.ts.
 */
import { useStore } from "@nanostores/react";
import { useEffect, useMemo, useState } from "react";
import type { CommissionParty, PlatformNumbersResponse } from "../../contract/numbers";
import { formatInr } from "../../domain/inr";
import { askedRange, averageBill, bucketLabel, indiaDay, rangeText } from "../../domain/numbers";
import { CHANNEL_TITLES, MONTH_PATTERN, PARTY_KINDS, type PartyKind } from "../../domain/platformFigures";
import {
  $commissions,
  $platformNumbers,
  $statement,
  commissionsFor,
  loadCommissions,
  loadPlatformNumbers,
  loadStatement,
  platformNumbersFile,
  platformNumbersFor,
  statementFile,
  statementFor,
} from "../../stores/platformFigures";
import { Alert } from "../../ui/Alert";
import { Chart } from "../figures/Chart";
import { Compared } from "../figures/Compared";
import { Download } from "../figures/Download";
import { FiguresTable } from "../figures/FiguresTable";
import { RangeForm } from "../figures/RangeForm";
import { replaceScreen } from "../router";
import { staffHref } from "../routes";
import type { StaffScreenProps } from "../screenProps";
import { Loading, ScreenTitle } from "../ui";

const count = (n: number) => String(n);
type Search = { from?: string; to?: string; grain?: string; month?: string; statement?: string };

/** The statement the address names ("franchise:jaipur-north"), or null. */
function statementOf(asked: string | undefined): { kind: PartyKind; id: string } | null {
  const [kind = "", id = ""] = (asked ?? "").split(":");
  return (PARTY_KINDS as readonly string[]).includes(kind) && id ? { kind: kind as PartyKind, id } : null;
}

export default function Figures({ route }: StaffScreenProps) {
  const today = indiaDay(new Date());
  const search = route.search as Search;
  const range = useMemo(
    () => askedRange({ from: search.from, to: search.to, grain: search.grain }, today),
    [search.from, search.to, search.grain, today],
  );
  const month = search.month && MONTH_PATTERN.test(search.month) ? search.month : today.slice(0, 7);
  const held = useStore($platformNumbers);
  useEffect(() => {
    void loadPlatformNumbers(range);
  }, [range]);
  const state = platformNumbersFor(held, range);
  // What the other parts of the screen keep in the address when one changes.
  const address = { from: range.from, to: range.to, grain: range.grain, month };

  return (
    <div className="console-screen figures-screen">
      <ScreenTitle>Platform figures</ScreenTitle>
      <RangeForm route="masterFigures" range={range} today={today} keep={{ month }} />
      {state.status === "loading" ? <Loading label="Loading the figures" /> : null}
      {state.status === "failed" ? <Alert>{state.message}</Alert> : null}
      {state.status === "ready" ? <Platform numbers={state.value} /> : null}
      <Download label="Download CSV" fetchFile={() => platformNumbersFile(range)} />
      <Commissions month={month} address={address} chosen={statementOf(search.statement)} />
    </div>
  );
}

function Platform({ numbers: n }: { numbers: PlatformNumbersResponse }) {
  const charts = useMemo(() => {
    const keys = n.series.map((b) => b.start);
    const labels = n.series.map((b) => bucketLabel(b, n.grain));
    const lines = (figure: "sales" | "orders") => [
      { name: "This period", values: n.series.map((b) => b[figure]) },
      { name: "Previous period", values: n.previousSeries.map((b) => b[figure]), previous: true },
    ];
    return [
      { title: "GMV", keys, labels, lines: lines("sales"), money: true, format: formatInr },
      { title: "Orders", keys, labels, lines: lines("orders"), money: false, format: count },
    ];
  }, [n]);
  const t = n.totals;
  const p = n.previousTotals;
  return (
    <>
      <section aria-labelledby="figures-totals" className="console-card">
        <h2 id="figures-totals">{rangeText(n)}</h2>
        <p className="console-hint">Beside each: {rangeText(n.previous)}.</p>
        <Compared
          figures={[
            { name: "GMV", now: t.sales, before: p.sales, format: formatInr },
            { name: "Orders", now: t.orders, before: p.orders, format: count },
            { name: "Average bill", now: averageBill(t), before: averageBill(p), format: formatInr },
            { name: "Cancelled", now: t.cancelledSales, before: p.cancelledSales, format: formatInr },
            { name: "Returned", now: t.returnedSales, before: p.returnedSales, format: formatInr },
            { name: "Platform page visits", now: t.visits, before: p.visits, format: count },
          ]}
        />
        <p className="console-hint">
          GMV is every shop's lines neither cancelled nor returned, delivery fees and coupons aside, on the
          day they were placed.
        </p>
      </section>
      <div className="figures-charts">
        {charts.map((c) => (
          <Chart key={c.title} {...c} />
        ))}
      </div>
      <section aria-labelledby="figures-channels" className="console-card">
        <h2 id="figures-channels">Shops by channel</h2>
        <FiguresTable
          label="Shops by channel: table"
          head="Channel"
          amounts={["Shops", "Opened", "Orders", "GMV", "GMV before"]}
          rows={n.channels.map((c) => ({
            key: c.channel,
            head: CHANNEL_TITLES[c.channel],
            amounts: [c.shops, c.opened, c.orders, formatInr(c.sales), formatInr(c.previousSales)],
          }))}
        />
        <p className="console-hint">Shops: all to date. Opened, orders and GMV: in the range.</p>
      </section>
    </>
  );
}

function Commissions({
  month,
  address,
  chosen,
}: {
  month: string;
  address: Record<string, string>;
  chosen: { kind: PartyKind; id: string } | null;
}) {
  const held = useStore($commissions);
  useEffect(() => {
    void loadCommissions(month);
  }, [month]);
  const state = commissionsFor(held, month);
  const [typed, setTyped] = useState(month);
  useEffect(() => setTyped(month), [month]);
  const open = (party: CommissionParty | null) =>
    replaceScreen(
      staffHref("masterFigures", {}, { ...address, statement: party ? `${party.kind}:${party.id}` : "" }),
    );
  return (
    <section aria-labelledby="figures-commissions" className="console-card">
      <h2 id="figures-commissions">Commissions owed</h2>
      <form
        className="console-actions"
        onSubmit={(e) => {
          e.preventDefault();
          replaceScreen(staffHref("masterFigures", {}, { ...address, month: typed }));
        }}
      >
        <div className="console-field">
          <label htmlFor="figures-month">Month</label>
          <input
            id="figures-month"
            type="month"
            required
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
          />
        </div>
        <button type="submit" className="button">
          Show
        </button>
      </form>
      {state.status === "loading" ? <Loading label="Loading the commissions" /> : null}
      {state.status === "failed" ? <Alert>{state.message}</Alert> : null}
      {state.status === "ready" ? (
        state.value.parties.length === 0 ? (
          <p>Nothing is owed for this month.</p>
        ) : (
          <FiguresTable
            label="Commissions owed: table"
            head="Operator or franchise"
            amounts={["Fees or sales", "Taken back", "Commission", "Cash held", "Owed"]}
            tail={["Statement"]}
            rows={state.value.parties.map((party) => ({
              key: `${party.kind}:${party.id}`,
              head: (
                <>
                  {party.name}{" "}
                  <span className="console-hint">
                    ({party.kind === "kiosk" ? "kiosk operator" : `franchise, ${party.percent} %`})
                  </span>
                </>
              ),
              amounts: [party.sales, party.takenBack, party.commission, party.cash, party.owed].map(
                formatInr,
              ),
              tail: [
                <button
                  key="statement"
                  type="button"
                  className="button button-secondary"
                  onClick={() => open(party)}
                >
                  Statement<span className="console-visually-hidden"> of {party.name}</span>
                </button>,
              ],
            }))}
          />
        )
      ) : null}
      <p className="console-hint">
        A kiosk operator earns their commission on each fee and renewal and holds the fees they took in cash:
        owed is the commission less that cash (below zero, they owe the platform). A franchise earns its
        percent of its shops' sales less what was cancelled or returned in the month.
      </p>
      {chosen ? (
        <Statement kind={chosen.kind} id={chosen.id} month={month} onClose={() => open(null)} />
      ) : null}
    </section>
  );
}

function Statement({
  kind,
  id,
  month,
  onClose,
}: {
  kind: PartyKind;
  id: string;
  month: string;
  onClose: () => void;
}) {
  const held = useStore($statement);
  useEffect(() => {
    void loadStatement(kind, id, month);
  }, [kind, id, month]);
  const state = statementFor(held, kind, id, month);
  return (
    <section aria-labelledby="figures-statement" className="console-card">
      <h3 id="figures-statement">
        Statement: {state.status === "ready" ? state.value.party.name : id}, {month}
      </h3>
      {state.status === "loading" ? <Loading label="Loading the statement" /> : null}
      {state.status === "failed" ? <Alert>{state.message}</Alert> : null}
      {state.status === "ready" ? (
        state.value.rows.length === 0 ? (
          <p>Nothing booked this month.</p>
        ) : (
          <FiguresTable
            label="Statement: rows"
            head="Shop"
            amounts={
              kind === "kiosk"
                ? ["Payments", "Fees", "Cash held", "Commission"]
                : ["Sales", "Taken back", "Commission"]
            }
            rows={state.value.rows.map((r) => ({
              key: r.shopId,
              head: r.shopName,
              amounts:
                kind === "kiosk"
                  ? [r.payments, formatInr(r.sales), formatInr(r.cash), formatInr(r.commission)]
                  : [formatInr(r.sales), formatInr(r.takenBack), formatInr(r.commission)],
            }))}
          />
        )
      ) : null}
      {state.status === "ready" ? (
        <p>
          Owed for {month}: <strong>{formatInr(state.value.party.owed)}</strong>
        </p>
      ) : null}
      <Download label="Download statement CSV" fetchFile={() => statementFile(kind, id, month)} />
      <button type="button" className="button button-secondary" onClick={onClose}>
        Close the statement
      </button>
    </section>
  );
}
