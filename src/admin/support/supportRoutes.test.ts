import { describe, expect, it } from "vitest";
import { parseSupportHash, type SupportRoute, supportHref } from "./supportRoutes";

describe("the support screen's hash", () => {
  it("reads a search and an order, and writes them back", () => {
    const routes: SupportRoute[] = [
      { name: "find", q: "", page: 1 },
      { name: "find", q: "98765 43210", page: 1 },
      { name: "find", q: "asha+1@example.com", page: 3 },
      { name: "order", orderId: "ODMK2X9P1QA2B3C4", q: "#a2b3c4", page: 1 },
      { name: "order", orderId: "ODMK2X9P1QA2B3C4", q: "", page: 2 },
    ];
    for (const route of routes) expect(parseSupportHash(supportHref(route))).toEqual(route);
  });

  it("takes anything else for an empty search, and a bad page for the first", () => {
    for (const hash of [
      "",
      "#",
      "#/",
      "#/orders",
      "#/order/",
      "#/order/a/b",
      "#/order/a%00b",
      "#/settings",
    ]) {
      expect(parseSupportHash(hash)).toEqual({ name: "find", q: "", page: 1 });
    }
    for (const page of ["0", "-2", "1.5", "x", "100000"]) {
      expect(parseSupportHash(`#/find?q=a&page=${page}`)).toEqual({ name: "find", q: "a", page: 1 });
    }
  });
});
