/** The invoice of an order's placement (stores/sellerInvoice.ts), for the invoice and the packing slip. */
import { useStore } from "@nanostores/react";
import { useEffect } from "react";
import { $sellerInvoice, type InvoiceState, invoiceFor, loadSellerInvoice } from "../../stores/sellerInvoice";

export type { InvoiceState };

/** Loads the invoice once per order; a refusal (another shop's order, a canceled one) is the server's words. */
export function useInvoice(shopId: string, orderId: string): InvoiceState {
  const held = useStore($sellerInvoice);
  useEffect(() => {
    void loadSellerInvoice(shopId, orderId);
  }, [shopId, orderId]);
  return invoiceFor(held, shopId, orderId);
}
