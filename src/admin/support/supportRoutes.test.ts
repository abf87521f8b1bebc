import { describe, expect, it } from "vitest";
import { staffRouteAt } from "../routes";
import { type SupportRoute, supportHref, supportRouteOf } from "./supportRoutes";

const at = (href: string) => {
  const route = staffRouteAt(href);
  if (!route) throw new Error(`no route at ${href}`);
  return supportRouteOf(route);
};

describe("the support screens' address", () => {
  it("reads a search and an order, and writes them back", () => {
    const routes: SupportRoute[] = [
      { name: "find", q: "", page: 1 },
      { name: "find", q: "98765 43210", page: 1 },
      { name: "find", q: "asha+1@example.com", page: 3 },
      { name: "order", orderId: "ODMK2X9P1QA2B3C4", q: "#a2b3c4", page: 1 },
      { name: "order", orderId: "ODMK2X9P1QA2B3C4", q: "", page: 2 },
    ];
    for (const route of routes) expect(at(supportHref(route))).toEqual(route);
  });

  it("takes a bad order id for an empty search, a bad page for the first, and cuts long words", () => {
    for (const href of ["/Admin/support", "/Admin/support/order/a%00b", "/Admin/support/order/a.b"])
      expect(at(href)).toEqual({ name: "find", q: "", page: 1 });
    for (const page of ["0", "-2", "1.5", "x", "100000"])
      expect(at(`/Admin/support?q=a&page=${page}`)).toEqual({ name: "find", q: "a", page: 1 });
    expect(at(`/Admin/support?q=${"9".repeat(150)}`).q).toHaveLength(100);
  });
});
