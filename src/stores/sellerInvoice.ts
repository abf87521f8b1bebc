/**
 * The invoice of an order's placement (GET …/orders/{orderId}/invoice), not
 * persisted: the seller's invoice and packing slip screens read it, for the
 * shop and order it was loaded for. Only the latest load may settle it.
 */
import { atom } from "nanostores";
import { serverProblems } from "../api/formErrors";
import { getInvoice } from "../api/seller";
import type { InvoiceResponse } from "../contract/seller";
import { latestWins } from "./persist";

export type InvoiceState =
  | { status: "loading" }
  | { status: "ready"; invoice: InvoiceResponse }
  | { status: "failed"; message: string };

export const $sellerInvoice = atom<{ shopId: string; orderId: string; state: InvoiceState }>({
  shopId: "",
  orderId: "",
  state: { status: "loading" },
});

export const INVOICE_FAILED = "Could not load the invoice. Check your connection.";

const LOADING: InvoiceState = { status: "loading" };

/** What the screens show for this shop and order: the held state when it is theirs, else loading. */
export function invoiceFor(
  held: { shopId: string; orderId: string; state: InvoiceState },
  shopId: string,
  orderId: string,
): InvoiceState {
  return held.shopId === shopId && held.orderId === orderId ? held.state : LOADING;
}

const begin = latestWins();

/** Loads the invoice; a refusal (another shop's order, a canceled one) is the server's words. */
export async function loadSellerInvoice(shopId: string, orderId: string): Promise<void> {
  const isLatest = begin();
  // The same order's invoice stays on the screen while it reloads; anything else (a failure too) is loading.
  const held = $sellerInvoice.get();
  if (held.shopId !== shopId || held.orderId !== orderId || held.state.status !== "ready")
    $sellerInvoice.set({ shopId, orderId, state: LOADING });
  let state: InvoiceState;
  try {
    state = { status: "ready", invoice: await getInvoice(shopId, orderId) };
  } catch (cause) {
    state = { status: "failed", message: serverProblems(cause)?.message ?? INVOICE_FAILED };
  }
  if (isLatest()) $sellerInvoice.set({ shopId, orderId, state });
}
