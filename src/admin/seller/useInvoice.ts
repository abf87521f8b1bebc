/** The invoice of an order's placement (GET …/orders/{orderId}/invoice), for the invoice and the packing slip. */
import { useEffect, useState } from "react";
import { serverProblems } from "../../api/formErrors";
import { getInvoice } from "../../api/seller";
import type { InvoiceResponse } from "../../contract/seller";

export type InvoiceState =
  | { status: "loading" }
  | { status: "ready"; invoice: InvoiceResponse }
  | { status: "failed"; message: string };

/** Loads the invoice once; a refusal (another shop's order, a canceled one) is the server's words. */
export function useInvoice(shopId: string, orderId: string): InvoiceState {
  const [state, setState] = useState<InvoiceState>({ status: "loading" });
  useEffect(() => {
    let live = true;
    getInvoice(shopId, orderId).then(
      (invoice) => live && setState({ status: "ready", invoice }),
      (cause) =>
        live &&
        setState({
          status: "failed",
          message: serverProblems(cause)?.message ?? "Could not load the invoice. Check your connection.",
        }),
    );
    return () => {
      live = false;
    };
  }, [shopId, orderId]);
  return state;
}
