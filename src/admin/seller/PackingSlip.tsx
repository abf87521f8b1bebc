/**
 * An order's packing slip: who it goes to and what goes in the box (each
 * line with its size and colour, and a box to tick), no money. Printed alone
 * by the print stylesheet.
 */
import { invoiceDate } from "../../domain/console/invoiceView";
import { orderNumber } from "../../domain/orders/orderNumber";
import { Alert } from "../../ui/Alert";
import { staffHref } from "../routes";
import type { SellerScreenProps } from "../screenProps";
import { Loading, ScreenTitle } from "../ui";
import { DocTools } from "./Invoice";
import { useInvoice } from "./useInvoice";

export default function PackingSlip({ shopId, route }: SellerScreenProps) {
  const orderId = route.route === "slip" ? route.params.orderId : "";
  const state = useInvoice(shopId, orderId);
  if (state.status !== "ready") {
    return (
      <div className="console-screen">
        {/* While loading, the title leaves the focus to the document's own, which comes next. */}
        {state.status === "failed" ? (
          <ScreenTitle>Packing slip</ScreenTitle>
        ) : (
          <h1 className="console-title">Packing slip</h1>
        )}
        <Alert>{state.status === "failed" ? state.message : ""}</Alert>
        {state.status === "failed" ? null : <Loading label="Loading the packing slip" />}
        <p>
          <a href={staffHref("orders")}>Back to orders</a>
        </p>
      </div>
    );
  }
  const { invoice } = state;
  const ref = orderNumber(invoice.lines[0]?.orderId ?? orderId);
  const pieces = invoice.lines.reduce((n, l) => n + l.count, 0);
  return (
    <div className="console-screen">
      <DocTools other={{ href: staffHref("invoice", { orderId }), label: "Invoice" }} />
      <article className="console-doc console-slip" aria-labelledby="doc-title">
        <header className="console-doc-head">
          <div className="console-doc-part">
            <ScreenTitle id="doc-title">Packing slip</ScreenTitle>
            <p>
              Order <strong>#{ref}</strong> · {invoiceDate(invoice.date)}
            </p>
            <p>From {invoice.shop.name}</p>
          </div>
        </header>
        <section className="console-doc-party" aria-labelledby="doc-buyer">
          <h2 id="doc-buyer">Deliver to</h2>
          <p>
            <strong>{invoice.buyer.name}</strong>
          </p>
          {invoice.buyer.phone ? <p>Phone: {invoice.buyer.phone}</p> : null}
          <p>
            {invoice.buyer.address}
            {invoice.buyer.pincode && !invoice.buyer.address.includes(invoice.buyer.pincode)
              ? ` ${invoice.buyer.pincode}`
              : ""}
          </p>
        </section>
        <section aria-labelledby="doc-pack">
          <h2 id="doc-pack">
            Pack {pieces} piece{pieces === 1 ? "" : "s"}
          </h2>
          <ul className="console-pack">
            {invoice.lines.map((line) => (
              <li key={line.orderId}>
                <label className="console-check">
                  <input type="checkbox" />
                  <span>
                    {line.description} <strong>× {line.count}</strong>
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </section>
      </article>
    </div>
  );
}
