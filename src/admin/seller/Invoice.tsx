/**
 * An order's invoice (its whole placement in the shop), to print: the sheet
 * (orders/InvoiceSheet.tsx, the one the shopper prints too) with Print and
 * the packing slip beside it.
 */
import type { InvoiceResponse } from "../../contract/billing";
import { Alert } from "../../ui/Alert";
import { InvoiceSheet } from "../../ui/invoice/InvoiceSheet";
import { staffHref } from "../routes";
import type { SellerScreenProps } from "../screenProps";
import { Loading, ScreenTitle } from "../ui";
import { useInvoice } from "./useInvoice";

export default function Invoice({ shopId, route }: SellerScreenProps) {
  const orderId = route.route === "invoice" ? route.params.orderId : "";
  const state = useInvoice(shopId, orderId);
  if (state.status !== "ready") {
    return (
      <div className="console-screen">
        {/* While loading, the title leaves the focus to the document's own, which comes next. */}
        {state.status === "failed" ? (
          <ScreenTitle>Invoice</ScreenTitle>
        ) : (
          <h1 className="console-title">Invoice</h1>
        )}
        <Alert>{state.status === "failed" ? state.message : ""}</Alert>
        {state.status === "failed" ? null : <Loading label="Loading the invoice" />}
        <p>
          <a href={staffHref("orders")}>Back to orders</a>
        </p>
      </div>
    );
  }
  return <InvoiceDocument invoice={state.invoice} orderId={orderId} />;
}

/** The printable tools: back, the other paper, Print. Not printed. */
export function DocTools({ other }: { other: { href: string; label: string } }) {
  return (
    <div className="console-doc-tools">
      <button type="button" className="button" onClick={() => window.print()}>
        Print
      </button>
      <a className="button button-secondary" href={other.href}>
        {other.label}
      </a>
      <a href={staffHref("orders")}>Back to orders</a>
    </div>
  );
}

function InvoiceDocument({ invoice, orderId }: { invoice: InvoiceResponse; orderId: string }) {
  if (!invoice.issued)
    return (
      <div className="console-screen">
        <ScreenTitle>Invoice</ScreenTitle>
        <p>
          Not issued yet: the tax invoice is issued, with the next number of your series, when you confirm the
          order. Its packing slip is ready now.
        </p>
        <p>
          <a className="button" href={staffHref("slip", { orderId })}>
            Packing slip
          </a>{" "}
          <a href={staffHref("orders")}>Back to orders</a>
        </p>
      </div>
    );
  return (
    <div className="console-screen">
      <DocTools other={{ href: staffHref("slip", { orderId }), label: "Packing slip" }} />
      <InvoiceSheet invoice={invoice} orderId={orderId} Title={ScreenTitle} />
    </div>
  );
}
