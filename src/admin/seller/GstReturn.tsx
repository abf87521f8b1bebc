/**
 * GST returns (/Admin/gst?month=YYYY-MM; issue 37): a month's GSTR-1 of the
 * shop's issued invoices and credit notes, each section as the GST offline
 * tool takes it, with its CSV to download; what to mend before filing; the
 * month's totals. The month shown first is the last one (a GSTR-1 is filed
 * by the 11th of the month after). The figures are the server's
 * (src/domain/gstr1.ts); the store is stores/gstReturn.ts.
 */
import { useStore } from "@nanostores/react";
import { useEffect, useRef, useState } from "react";
import type { Gstr1Response } from "../../contract/billing";
import {
  GSTR1_SECTIONS,
  GSTR1_TITLES,
  type Gstr1Section,
  returnMonth,
  returnMonthTitle,
} from "../../domain/gstr1";
import { formatInr } from "../../domain/inr";
import { $gstReturn, gstReturnFile, gstReturnFor, loadGstReturn } from "../../stores/gstReturn";
import { Alert } from "../../ui/Alert";
import { replaceScreen } from "../router";
import { staffHref } from "../routes";
import type { SellerScreenProps } from "../screenProps";
import { Loading, ScreenTitle } from "../ui";
import { saveAs } from "./saveAs";

export default function GstReturn({ shopId, route }: SellerScreenProps) {
  const month = returnMonth(route.search.month, new Date());
  const held = useStore($gstReturn);
  useEffect(() => {
    void loadGstReturn(shopId, month);
  }, [shopId, month]);
  const state = gstReturnFor(held, shopId, month);
  const [typed, setTyped] = useState(month);
  useEffect(() => setTyped(month), [month]);

  return (
    <div className="console-screen">
      <ScreenTitle>GST returns</ScreenTitle>
      <form
        className="console-actions"
        onSubmit={(e) => {
          e.preventDefault();
          replaceScreen(staffHref("gst", {}, { month: typed }));
        }}
      >
        <div className="console-field">
          <label htmlFor="gst-month">Month (GSTR-1)</label>
          <input
            id="gst-month"
            type="month"
            min="2017-07"
            required
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
          />
        </div>
        <button type="submit" className="button">
          Show
        </button>
      </form>
      {state.status === "loading" ? <Loading label="Loading the return" /> : null}
      {state.status === "failed" ? <Alert>{state.message}</Alert> : null}
      {state.status === "ready" ? <Report shopId={shopId} report={state.report} /> : null}
    </div>
  );
}

function Report({ shopId, report }: { shopId: string; report: Gstr1Response }) {
  const { totals } = report;
  return (
    <>
      <section aria-labelledby="gst-totals" className="console-card">
        <h2 id="gst-totals">{returnMonthTitle(report.month)}</h2>
        <dl className="console-today">
          <div>
            <dt>Invoices</dt>
            <dd>{totals.invoices}</dd>
          </div>
          <div>
            <dt>Credit notes</dt>
            <dd>{totals.creditNotes}</dd>
          </div>
          <div>
            <dt>Invoiced</dt>
            <dd>{formatInr(totals.invoiced)}</dd>
          </div>
          <div>
            <dt>Credited</dt>
            <dd>{formatInr(totals.credited)}</dd>
          </div>
          <div>
            <dt>Taxable value</dt>
            <dd>{formatInr(totals.taxable)}</dd>
          </div>
          <div>
            <dt>Tax</dt>
            <dd>{formatInr(totals.tax)}</dd>
          </div>
        </dl>
        <p className="console-hint">
          GSTIN {report.gstin || "not set"}. Import each file in the GST offline tool's section of the same
          name, then upload the tool's file on the GST portal. Delivery fees are billed apart from the goods
          and are not in these tables.
        </p>
      </section>
      {report.warnings.length > 0 ? (
        <section aria-labelledby="gst-mend" className="console-card">
          <h2 id="gst-mend">Before you file</h2>
          <ul>
            {report.warnings.map((w) => (
              <li key={w}>{w}</li>
            ))}
          </ul>
        </section>
      ) : null}
      {GSTR1_SECTIONS.map((section) => (
        <Section
          key={section}
          shopId={shopId}
          month={report.month}
          section={section}
          table={report.sections[section]}
        />
      ))}
    </>
  );
}

/** One section: its title, its rows as the file has them (scrolling sideways on a phone), its download. */
function Section({
  shopId,
  month,
  section,
  table,
}: {
  shopId: string;
  month: string;
  section: Gstr1Section;
  table: { columns: string[]; rows: string[][] };
}) {
  const [said, setSaid] = useState("");
  const [busy, setBusy] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const id = `gst-${section}`;
  const download = async () => {
    setBusy(true);
    setSaid("");
    const got = await gstReturnFile(shopId, month, section);
    refocus.current = true;
    setBusy(false);
    if ("failed" in got) setSaid(got.failed);
    else {
      saveAs(got.file, got.name);
      setSaid(`Saved ${got.name}`);
    }
  };
  // The button was disabled while its call ran, and lost the focus: it takes it back once enabled again.
  const refocus = useRef(false);
  useEffect(() => {
    if (busy || !refocus.current) return;
    refocus.current = false;
    button.current?.focus();
  }, [busy]);
  return (
    <section aria-labelledby={id} className="console-card">
      <h2 id={id}>{GSTR1_TITLES[section]}</h2>
      {table.rows.length === 0 ? (
        <p>Nothing this month.</p>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to be scrolled by keyboard
        <section className="console-gst-table" aria-label={`${GSTR1_TITLES[section]}: rows`} tabIndex={0}>
          <table>
            <thead>
              <tr>
                {table.columns.map((c) => (
                  <th scope="col" key={c}>
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row) => (
                <tr key={row.join("|")}>
                  {row.map((cell, i) => (
                    <td key={table.columns[i]}>{cell}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      <div className="console-actions">
        <button
          ref={button}
          type="button"
          className="button button-secondary"
          disabled={busy}
          onClick={() => void download()}
        >
          {busy ? "Downloading…" : `Download ${section}.csv`}
        </button>
        <p role="status">{said}</p>
      </div>
    </section>
  );
}
