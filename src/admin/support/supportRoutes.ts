/**
 * The support screens' place in the address, so Back and a reload keep it:
 * a search (/Admin/support?q=98765%2043210&page=2) or one order found by it
 * (/Admin/support/order/OD…?q=…&page=2), which remembers the search to go
 * back to. Words past 100 characters, a page that is not a number from 1 to
 * 99,999 or an order id of other characters read as none.
 */
import { type StaffRoute, staffHref } from "../routes";

export type SupportRoute =
  | { name: "find"; q: string; page: number }
  | { name: "order"; orderId: string; q: string; page: number };

const pageOf = (text: string | undefined) => {
  const n = Number(text);
  return Number.isInteger(n) && n >= 1 && n <= 99_999 ? n : 1;
};

/** What a support route (the router's page) asks for. */
export function supportRouteOf(route: StaffRoute): SupportRoute {
  const q = (route.search.q ?? "").slice(0, 100);
  const page = pageOf(route.search.page);
  if (route.route === "supportOrder" && /^[A-Za-z0-9_-]{1,100}$/.test(route.params.orderId))
    return { name: "order", orderId: route.params.orderId, q, page };
  return { name: "find", q, page };
}

/** The address of a support route (for <a href>). */
export function supportHref(route: SupportRoute): string {
  const search = { q: route.q, page: route.page > 1 ? route.page : "" };
  return route.name === "order"
    ? staffHref("supportOrder", { orderId: route.orderId }, search)
    : staffHref("support", {}, search);
}
