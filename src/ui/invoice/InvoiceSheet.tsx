/**
 * An order's GST tax invoice (its whole placement in the shop) as a sheet of
 * paper: "Tax Invoice" with the shop's GSTIN, CGST + SGST within its state or
 * IGST to another, the place of supply, totals and the amount in words. The
 * seller's console and the shopper's own invoice screen show this same sheet;
 * its print stylesheet (invoice.css) prints it alone, black on white.
 */
import type { ComponentType, ReactNode } from "react";
import type { CreditNoteBody, InvoiceResponse } from "../../contract/billing";
import {
  CREDIT_REASON_TEXT,
  gstinLine,
  invoiceDate,
  invoiceTitle,
  PLACE_ASSUMED_NOTE,
  paymentState,
  placeOfSupplyLine,
  TAX_COLUMN_LABEL,
  type TaxColumn,
  taxColumns,
} from "../../domain/console/invoiceView";
import { formatInr } from "../../domain/inr";
import { orderNumber } from "../../domain/orders/orderNumber";
import "./invoice.css";

/** The sheet's title: a plain h1 unless the screen gives its own (the console's takes the focus). */
type Title = ComponentType<{ id: string; children: ReactNode }>;
const PlainTitle: Title = ({ id, children }) => (
  <h1 id={id} className="console-title">
    {children}
  </h1>
);

export function InvoiceSheet({
  invoice,
  orderId,
  Title = PlainTitle,
}: {
  invoice: InvoiceResponse;
  orderId: string;
  Title?: Title;
}) {
  const columns = taxColumns(invoice.interState);
  const { shop, buyer, totals } = invoice;
  const ref = orderNumber(invoice.lines[0]?.orderId ?? orderId);
  return (
    <article className="console-doc" aria-labelledby="doc-title">
      <header className="console-doc-head">
        <div className="console-doc-part">
          <Title id="doc-title">{invoiceTitle(shop.gstin)}</Title>
          <p>
            Invoice no. <strong>{invoice.number}</strong>
          </p>
          <p>Date: {invoiceDate(invoice.date)}</p>
          <p>Order #{ref}</p>
        </div>
        <div className="console-doc-part">
          <p>
            <strong>{shop.name}</strong>
          </p>
          <p>{gstinLine(shop.gstin)}</p>
          {shop.stateName ? (
            <p>
              State: {shop.stateName} ({shop.stateCode})
            </p>
          ) : null}
          {shop.phoneNumber ? <p>Phone: {shop.phoneNumber}</p> : null}
          {shop.email ? <p>{shop.email}</p> : null}
        </div>
      </header>
      <section className="console-doc-party" aria-labelledby="doc-buyer">
        <h2 id="doc-buyer">Bill to</h2>
        <p>{buyer.name}</p>
        {buyer.phone ? <p>Phone: {buyer.phone}</p> : null}
        <p>
          {buyer.address}
          {buyer.pincode && !buyer.address.includes(buyer.pincode) ? ` ${buyer.pincode}` : ""}
        </p>
        <p>
          <strong>{placeOfSupplyLine(invoice.placeOfSupplyName, invoice.placeOfSupply)}</strong>
          {invoice.interState ? " · inter-state supply (IGST)" : " · within the state (CGST + SGST)"}
        </p>
        {invoice.placeOfSupplyAssumed ? <p className="console-doc-note">{PLACE_ASSUMED_NOTE}</p> : null}
      </section>
      <DocumentLines label="Invoice lines" lines={invoice.lines} totals={totals} columns={columns} />
      <dl className="console-doc-totals">
        <div className="console-doc-sum">
          <dt>Goods (tax included)</dt>
          <dd>{formatInr(totals.amount)}</dd>
        </div>
        {totals.delivery ? (
          <div className="console-doc-sum">
            <dt>Delivery</dt>
            <dd>{formatInr(totals.delivery)}</dd>
          </div>
        ) : null}
        {totals.discount ? (
          <div className="console-doc-sum">
            <dt>Coupon discount</dt>
            <dd>−{formatInr(totals.discount)}</dd>
          </div>
        ) : null}
        <div className="console-doc-sum console-doc-grand">
          <dt>Grand total</dt>
          <dd>{formatInr(totals.grandTotal)}</dd>
        </div>
      </dl>
      <p>
        <strong>Amount in words:</strong> {invoice.amountInWords}
      </p>
      <p>
        Payment: {invoice.paymentMethod}
        {invoice.transactionId ? ` (UTR ${invoice.transactionId})` : ""} · {paymentState(invoice)}
      </p>
      <p className="console-doc-note">
        Prices include GST. This is a computer-made invoice and needs no signature.
      </p>
      {invoice.creditNotes.map((note) => (
        <CreditNoteSheet key={note.number} note={note} columns={columns} />
      ))}
    </article>
  );
}

type Lines = InvoiceResponse["lines"];
type Totals = InvoiceResponse["totals"];

/** A document's lines with their tax columns and their total row, scrolling sideways on a phone. */
function DocumentLines({
  label,
  lines,
  totals,
  columns,
}: {
  label: string;
  lines: Lines;
  totals: Totals;
  columns: TaxColumn[];
}) {
  return (
    <>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to be scrolled by keyboard */}
      <section className="console-doc-table" aria-label={label} tabIndex={0}>
        <table>
          <thead>
            <tr>
              <th scope="col">Description</th>
              <th scope="col">HSN</th>
              <th scope="col">Qty</th>
              <th scope="col">Rate</th>
              <th scope="col">Taxable value</th>
              {columns.map((c) => (
                <th scope="col" key={c}>
                  {TAX_COLUMN_LABEL[c]}
                </th>
              ))}
              <th scope="col">Amount</th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <tr key={line.orderId}>
                <td>
                  {line.description}
                  <span className="console-doc-rate"> (GST {line.gst}%)</span>
                </td>
                <td>{line.hsn || "—"}</td>
                <td className="num">{line.count}</td>
                <td className="num">{formatInr(line.onePiecePrice)}</td>
                <td className="num">{formatInr(line.taxable)}</td>
                {columns.map((c) => (
                  <td className="num" key={c}>
                    {formatInr(line[c])}
                  </td>
                ))}
                <td className="num">{formatInr(line.amount)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={4}>
                Total
              </th>
              <td className="num">{formatInr(totals.taxable)}</td>
              {columns.map((c) => (
                <td className="num" key={c}>
                  {formatInr(totals[c])}
                </td>
              ))}
              <td className="num">{formatInr(totals.amount)}</td>
            </tr>
          </tfoot>
        </table>
      </section>
    </>
  );
}

/**
 * A credit note against the invoice (issue 37): its own number and date, why,
 * the invoice's lines it takes back at the invoice's figures, what it credits.
 */
function CreditNoteSheet({ note, columns }: { note: CreditNoteBody; columns: TaxColumn[] }) {
  const id = `note-${note.number.replace(/[^A-Za-z0-9]/g, "-")}`;
  return (
    <section className="console-doc-note-sheet" aria-labelledby={id}>
      <h2 id={id}>Credit note {note.number}</h2>
      <p>
        Date: {invoiceDate(note.date)} · against invoice no. {note.invoiceNumber} of{" "}
        {invoiceDate(note.invoiceDate)} · {CREDIT_REASON_TEXT[note.reason]}
      </p>
      <DocumentLines
        label={`Lines of credit note ${note.number}`}
        lines={note.lines}
        totals={note.totals}
        columns={columns}
      />
      <dl className="console-doc-totals">
        {note.totals.delivery ? (
          <div className="console-doc-sum">
            <dt>Delivery</dt>
            <dd>{formatInr(note.totals.delivery)}</dd>
          </div>
        ) : null}
        {note.totals.discount ? (
          <div className="console-doc-sum">
            <dt>Coupon discount</dt>
            <dd>−{formatInr(note.totals.discount)}</dd>
          </div>
        ) : null}
        <div className="console-doc-sum console-doc-grand">
          <dt>Credited</dt>
          <dd>{formatInr(note.totals.grandTotal)}</dd>
        </div>
      </dl>
      <p>
        <strong>Amount in words:</strong> {note.amountInWords}
      </p>
    </section>
  );
}
