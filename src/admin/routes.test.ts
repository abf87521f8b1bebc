import { describe, expect, it } from "vitest";
import { type ConsoleRoute, consoleHref, parseConsoleHash } from "./routes";

describe("console routes", () => {
  it("read each screen's hash, and write it back", () => {
    const routes: ConsoleRoute[] = [
      { name: "orders" },
      { name: "orders", view: "open" },
      { name: "orders", view: "done" },
      { name: "orders", view: "all" },
      { name: "invoice", orderId: "PLAB12CD34EF56" },
      { name: "slip", orderId: "PLAB12CD34EF56" },
      { name: "products" },
      { name: "products", show: "low" },
      { name: "products", show: "archived" },
      { name: "productNew" },
      { name: "product", productId: "tee-red" },
      { name: "settings" },
      { name: "people" },
      { name: "dashboard" },
      { name: "blogs" },
      { name: "blogNew" },
      { name: "blog", slug: "our-new-tea" },
    ];
    for (const route of routes) expect(parseConsoleHash(consoleHref(route))).toEqual(route);
  });

  it("open the orders for no hash or an unknown one", () => {
    for (const hash of ["", "#", "#/", "#/nothing", "#/settings/x", "#/products/a/b", "#/orders/x/y"])
      expect(parseConsoleHash(hash)).toEqual({ name: "orders" });
  });

  it("take a trailing slash, an encoded id and an unknown tab", () => {
    expect(parseConsoleHash("#/people/")).toEqual({ name: "people" });
    expect(parseConsoleHash("#/products/a%20b")).toEqual({ name: "product", productId: "a b" });
    expect(parseConsoleHash("#/products/%E0%A4")).toEqual({ name: "products" });
    expect(parseConsoleHash("#/products?show=all")).toEqual({ name: "products" });
    expect(parseConsoleHash("#/orders?view=action")).toEqual({ name: "orders" });
  });
});
