/**
 * UPI statement (/Admin/upi-statement; issue 37): for a shop paid to its own
 * UPI id. The seller uploads the bank's or UPI app's statement (CSV); the
 * server proposes which credit paid which order (ticked when the UTR or the
 * order's reference says so, unticked when only the amount and date agree),
 * "Mark selected paid" marks the ticked ones, and the credits it could not
 * match and the orders still waiting are listed for a person to look at.
 * The rules are the domain's (upiStatement.ts, upiMatch.ts); the store is
 * stores/upiStatement.ts.
 */
import { useStore } from "@nanostores/react";
import { useEffect, useRef } from "react";
import { formatIndiaDate } from "../../domain/delivery";
import {
  $upiStatement,
  markSelectedPaid,
  readUpiStatement,
  type UpiStatementState,
  upiStatementFor,
} from "../../stores/upiStatement";
import { Alert } from "../../ui/Alert";
import { staffHref } from "../routes";
import type { SellerScreenProps } from "../screenProps";
import { Loading, ScreenTitle } from "../ui";
import { CreditsLeft, MatchesTable, StillWaiting } from "./UpiStatementTables";

export default function UpiStatement({ shopId }: SellerScreenProps) {
  const state = upiStatementFor(useStore($upiStatement), shopId);
  const input = useRef<HTMLInputElement>(null);
  const reading = state.status === "reading";
  // The input was disabled while the file was read, and lost the focus: it takes it back.
  const refocus = useRef(false);
  useEffect(() => {
    if (reading || !refocus.current) return;
    refocus.current = false;
    input.current?.focus();
  }, [reading]);

  return (
    <div className="console-screen">
      <ScreenTitle>UPI statement</ScreenTitle>
      <section className="console-card" aria-labelledby="upi-file-title">
        <h2 id="upi-file-title">Match UPI payments to orders</h2>
        <p className="console-hint" id="upi-file-hint">
          For UPI orders paid to your own UPI id. Download the statement from your bank or UPI app as a CSV
          file (at most 1 MB, 5,000 rows) and upload it: each credit is matched to an order by its amount and
          the UTR or order reference it carries. Nothing is marked paid until you press Mark selected paid.
        </p>
        <div className="console-field">
          <label htmlFor="upi-file">Upload your bank or UPI statement (CSV)</label>
          <input
            ref={input}
            id="upi-file"
            type="file"
            accept=".csv,text/csv,.txt"
            disabled={reading}
            aria-describedby="upi-file-hint"
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = "";
              if (!file) return;
              refocus.current = true;
              void readUpiStatement(shopId, file);
            }}
          />
        </div>
        {reading ? <Loading label={`Reading ${state.fileName}`} /> : null}
        <Alert>
          {state.status === "failed" ? `${state.fileName} could not be read: ${state.message}` : null}
        </Alert>
      </section>
      {state.status === "ready" ? <Proposal shopId={shopId} state={state} /> : null}
    </div>
  );
}

function Proposal({
  shopId,
  state,
}: {
  shopId: string;
  state: Extract<UpiStatementState, { status: "ready" }>;
}) {
  const { answer, ticked, confirming, results, message } = state;
  const { statement } = answer;
  const button = useRef<HTMLButtonElement>(null);
  const said = useRef<HTMLDivElement>(null);
  // After the marking, the focus goes to what it did (the button was disabled meanwhile).
  const marked = useRef(false);
  useEffect(() => {
    if (confirming || !marked.current) return;
    marked.current = false;
    (said.current?.textContent ? said.current : button.current)?.focus();
  }, [confirming]);
  const period =
    statement.from && statement.to
      ? `${formatIndiaDate(statement.from)} to ${formatIndiaDate(statement.to)}`
      : "no dated rows";

  return (
    <>
      <section className="console-card" aria-labelledby="upi-read-title">
        <h2 id="upi-read-title">{state.fileName}</h2>
        <p role="status">
          {statement.transactions} transactions ({period}), {statement.credits} credits:{" "}
          {answer.matches.length} matched, {answer.unmatched.length} not matched, {answer.waiting.length}{" "}
          orders still waiting.
        </p>
        {statement.unreadableRows.length ? (
          <p className="console-warning">
            The amount of row{statement.unreadableRows.length > 1 ? "s" : ""}{" "}
            {statement.unreadableRows.join(", ")} could not be read: check{" "}
            {statement.unreadableRows.length > 1 ? "them" : "it"} in the file.
          </p>
        ) : null}
      </section>
      <section className="console-card" aria-labelledby="upi-matches-title">
        <h2 id="upi-matches-title">Matches</h2>
        {answer.matches.length === 0 ? (
          <p>
            {results ? "Every match is marked paid." : "No credit of this statement matches a waiting order."}
          </p>
        ) : (
          <>
            <p className="console-hint">
              Ticked: the credit names the order (its UTR or its reference). Unticked: only the amount and the
              date agree; tick it once you know it is that shopper's payment.
            </p>
            <MatchesTable matches={answer.matches} ticked={ticked} disabled={confirming} />
            <div className="console-actions">
              <button
                ref={button}
                type="button"
                className="button"
                disabled={confirming || ticked.length === 0}
                onClick={() => {
                  marked.current = true;
                  void markSelectedPaid(shopId);
                }}
              >
                {confirming ? "Marking…" : `Mark selected paid (${ticked.length})`}
              </button>
            </div>
          </>
        )}
        <Alert>{message}</Alert>
        <div ref={said} tabIndex={-1} role="status" className="console-upi-results">
          {results?.length ? (
            <ul>
              {results.map((r) => (
                <li key={r.placementId} className={r.outcome === "refused" ? "console-error" : undefined}>
                  {r.outcome === "refused"
                    ? `Order ${r.orderRef ? `#${r.orderRef}` : r.placementId}: ${r.message}`
                    : r.message}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        {results?.some((r) => r.outcome === "paid") ? (
          <p>
            <a href={staffHref("orders", {}, { view: "open" })}>See the orders</a>
          </p>
        ) : null}
      </section>
      <section className="console-card" aria-labelledby="upi-left-title">
        <h2 id="upi-left-title">Credits not matched</h2>
        {answer.unmatched.length === 0 ? (
          <p>None: every credit of the statement matched an order.</p>
        ) : (
          <>
            <p className="console-hint">
              Money that came in but could not be tied to one order. Look at each: it may be another payment,
              or an order to mark paid by hand on the orders screen.
            </p>
            <CreditsLeft unmatched={answer.unmatched} />
          </>
        )}
      </section>
      <section className="console-card" aria-labelledby="upi-waiting-title">
        <h2 id="upi-waiting-title">Orders still waiting</h2>
        {answer.waiting.length === 0 ? (
          <p>No UPI order is waiting for its payment besides the matches.</p>
        ) : (
          <>
            <p className="console-hint">
              UPI orders whose money this statement did not show. Check them in your bank or UPI app, or ask
              the shopper.
            </p>
            <StillWaiting waiting={answer.waiting} />
          </>
        )}
      </section>
    </>
  );
}
