import { describe, expect, it } from "vitest";
import { staffPageOf } from "../domain/staffAreas";
import { AREA_HOMES, pathOfOldHash, ROUTE_AREAS, STAFF_ROUTES, staffHref, staffRouteAt } from "./routes";

describe("the staff app's routes", () => {
  it("write each screen's address and read it back, params and query", () => {
    // The names and params are checked by the types where the app calls it; here, every route in one list.
    const href = staffHref as (...args: unknown[]) => string;
    const cases: [string, unknown[], Record<string, string>, Record<string, string>][] = [
      ["/Admin/orders", ["orders"], {}, {}],
      ["/Admin/orders?view=open", ["orders", {}, { view: "open" }], {}, { view: "open" }],
      [
        "/Admin/orders/PLAB12CD34EF56/invoice",
        ["invoice", { orderId: "PLAB12CD34EF56" }],
        { orderId: "PLAB12CD34EF56" },
        {},
      ],
      [
        "/Admin/orders/PLAB12CD34EF56/slip",
        ["slip", { orderId: "PLAB12CD34EF56" }],
        { orderId: "PLAB12CD34EF56" },
        {},
      ],
      ["/Admin/products?show=low", ["products", {}, { show: "low" }], {}, { show: "low" }],
      ["/Admin/products/new", ["productNew"], {}, {}],
      ["/Admin/products/a%20b", ["product", { productId: "a b" }], { productId: "a b" }, {}],
      ["/Admin/blogs/our-new-tea", ["blog", { slug: "our-new-tea" }], { slug: "our-new-tea" }, {}],
      ["/Admin/blogs/new", ["blogNew"], {}, {}],
      [
        "/Admin/support?q=98765+43210&page=2",
        ["support", {}, { q: "98765 43210", page: 2 }],
        {},
        { q: "98765 43210", page: "2" },
      ],
      [
        "/Admin/franchise/signup?plan=basic",
        ["franchiseSignUp", {}, { plan: "basic" }],
        {},
        { plan: "basic" },
      ],
      ["/masteradmin", ["masterShops"], {}, {}],
      ["/masteradmin/shop", ["masterShopNew"], {}, {}],
      ["/masteradmin/shop/demo", ["masterShop", { shopId: "demo" }], { shopId: "demo" }, {}],
      ["/emitra/dashboard", ["kiosk"], {}, {}],
    ];
    for (const [address, args, params, search] of cases) {
      expect(href(...args)).toBe(address);
      const route = staffRouteAt(address);
      expect(route?.route).toBe(args[0]);
      expect(route?.params).toEqual(params);
      expect(route?.search).toEqual(search);
    }
  });

  it("leave out an empty query value", () => {
    expect(staffHref("support", {}, { q: "", page: "" })).toBe("/Admin/support");
    expect(staffHref("supportOrder", { orderId: "OD1" }, { q: "a b" })).toBe(
      "/Admin/support/order/OD1?q=a+b",
    );
    expect(staffHref("orders", {}, {})).toBe("/Admin/orders");
  });

  it("match every pattern to itself, with a trailing slash too, and nothing outside the app", () => {
    for (const [name, pattern] of Object.entries(STAFF_ROUTES)) {
      if (pattern.includes(":")) continue;
      expect(staffRouteAt(pattern)?.route).toBe(name);
      expect(staffRouteAt(`${pattern}/`)?.route).toBe(name);
    }
    for (const href of [
      "/",
      "/emitra",
      "/Admin/nothing",
      "/Admin/orders/x/y",
      "/masteradmin/shop/a/b",
      "/Admin/products/%E0%A4",
    ])
      expect(staffRouteAt(href)).toBeUndefined();
  });

  it("put each route on the page its path is under, and each area's first screen in that area", () => {
    for (const [name, pattern] of Object.entries(STAFF_ROUTES))
      expect(staffPageOf(pattern)?.page).toBe(ROUTE_AREAS[name as keyof typeof STAFF_ROUTES].page);
    for (const [area, home] of Object.entries(AREA_HOMES)) expect(ROUTE_AREAS[home].area).toBe(area);
  });

  it("move an old /Admin hash address to its path", () => {
    expect(pathOfOldHash("/Admin", "#/orders?view=done")).toBe("/Admin/orders?view=done");
    expect(pathOfOldHash("/Admin/", "#/products/new")).toBe("/Admin/products/new");
    expect(pathOfOldHash("/Admin", "#/franchise/signup?plan=premium")).toBe(
      "/Admin/franchise/signup?plan=premium",
    );
    expect(pathOfOldHash("/Admin", "#/find?q=98765")).toBe("/Admin/support?q=98765");
    expect(pathOfOldHash("/Admin", "#/order/OD1?q=a")).toBe("/Admin/support/order/OD1?q=a");
    expect(pathOfOldHash("/Admin", "#/")).toBe("/Admin");
    expect(pathOfOldHash("/Admin", "#main")).toBeNull();
    expect(pathOfOldHash("/Admin", "")).toBeNull();
    expect(pathOfOldHash("/masteradmin", "#/orders")).toBeNull();
  });
});
