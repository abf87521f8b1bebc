/**
 * The UPI statement screen's three tables (UpiStatement.tsx): the proposed
 * matches with their ticks, the credits not matched with why, and the
 * orders still waiting. On a phone each row is a card, every cell under its
 * column's name (console.css .console-table-cards).
 */
import type { ReactNode } from "react";
import type { StatementPlacement, UpiStatementResponse } from "../../contract/upiStatement";
import { formatIndiaDate, formatIndiaDateTime } from "../../domain/delivery";
import { formatInr } from "../../domain/inr";
import { STRENGTH_TEXT } from "../../domain/upiMatch";
import { tickMatch } from "../../stores/upiStatement";

type Credit = UpiStatementResponse["unmatched"][number]["credit"];

/** A cell's props: its column's name for the phone's card layout. */
const cell = (columns: readonly string[], i: number) => ({ "data-label": columns[i] });

function Head({ columns }: { columns: readonly string[] }) {
  return (
    <thead>
      <tr>
        {columns.map((c) => (
          <th key={c} scope="col">
            {c}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** The table's scrolling frame, reachable by keyboard (a wide table scrolls sideways on a laptop). */
function Frame({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region is reached by keyboard
    <section className="console-table-wrap" aria-label={label} tabIndex={0}>
      <table className="console-table console-table-cards console-upi-table">{children}</table>
    </section>
  );
}

const creditLine = (c: Credit) => `${formatIndiaDate(c.date)}${c.reference ? ` · UTR ${c.reference}` : ""}`;

const MATCH_COLUMNS = ["Mark paid", "Order", "Amount", "Credit", "How it matched", "Narration"] as const;

export function MatchesTable({
  matches,
  ticked,
  disabled,
}: {
  matches: UpiStatementResponse["matches"];
  ticked: readonly string[];
  disabled: boolean;
}) {
  return (
    <Frame label="Matches: rows">
      <Head columns={MATCH_COLUMNS} />
      <tbody>
        {matches.map((m) => (
          <tr key={m.placementId}>
            <td {...cell(MATCH_COLUMNS, 0)}>
              <input
                type="checkbox"
                checked={ticked.includes(m.placementId)}
                disabled={disabled}
                onChange={(e) => tickMatch(m.placementId, e.target.checked)}
                aria-label={`Mark order #${m.orderRef} paid`}
              />
            </td>
            <td {...cell(MATCH_COLUMNS, 1)}>#{m.orderRef}</td>
            <td {...cell(MATCH_COLUMNS, 2)}>{formatInr(m.due)}</td>
            <td {...cell(MATCH_COLUMNS, 3)}>{creditLine(m.credit)}</td>
            <td {...cell(MATCH_COLUMNS, 4)}>
              <span className={m.strength === "amount only" ? "console-upi-weak" : "console-upi-sure"}>
                {STRENGTH_TEXT[m.strength]}
              </span>
            </td>
            <td {...cell(MATCH_COLUMNS, 5)} className="console-upi-narration">
              {m.credit.narration}
            </td>
          </tr>
        ))}
      </tbody>
    </Frame>
  );
}

const LEFT_COLUMNS = ["Date", "Amount", "UTR", "Why not matched", "Narration"] as const;

export function CreditsLeft({ unmatched }: { unmatched: UpiStatementResponse["unmatched"] }) {
  return (
    <Frame label="Credits not matched: rows">
      <Head columns={LEFT_COLUMNS} />
      <tbody>
        {unmatched.map(({ credit, reason }) => (
          <tr key={credit.row}>
            <td {...cell(LEFT_COLUMNS, 0)}>{formatIndiaDate(credit.date)}</td>
            <td {...cell(LEFT_COLUMNS, 1)}>{formatInr(credit.amount)}</td>
            <td {...cell(LEFT_COLUMNS, 2)}>{credit.reference || "—"}</td>
            <td {...cell(LEFT_COLUMNS, 3)} className="console-upi-narration">
              {reason}
            </td>
            <td {...cell(LEFT_COLUMNS, 4)} className="console-upi-narration">
              {credit.narration}
            </td>
          </tr>
        ))}
      </tbody>
    </Frame>
  );
}

const WAITING_COLUMNS = ["Order", "Placed", "Owes", "UTR the shopper gave", "Payment reference"] as const;

export function StillWaiting({ waiting }: { waiting: readonly StatementPlacement[] }) {
  return (
    <Frame label="Orders still waiting: rows">
      <Head columns={WAITING_COLUMNS} />
      <tbody>
        {waiting.map((p) => (
          <tr key={p.placementId}>
            <td {...cell(WAITING_COLUMNS, 0)}>#{p.orderRef}</td>
            <td {...cell(WAITING_COLUMNS, 1)}>{formatIndiaDateTime(p.placedAt)}</td>
            <td {...cell(WAITING_COLUMNS, 2)}>{formatInr(p.due)}</td>
            <td {...cell(WAITING_COLUMNS, 3)}>{p.shopperUtr || "—"}</td>
            <td {...cell(WAITING_COLUMNS, 4)}>{p.paymentReference || "—"}</td>
          </tr>
        ))}
      </tbody>
    </Frame>
  );
}
