import { describe, expect, it } from "vitest";
import { $router, matchShopPath } from "./router";

describe("$router maps every shop route of SPEC §2", () => {
  it.each([
    ["/", "home", {}],
    ["/product/p-42", "product", { id: "p-42" }],
    ["/profile", "profile", {}],
    ["/wishlist", "wishlist", {}],
    ["/wishlist/", "wishlist", {}],
    ["/history", "history", {}],
    ["/cart", "cart", {}],
    ["/track/OD1ABC", "track", { orderId: "OD1ABC" }],
    ["/login", "login", {}],
    ["/signup", "signup", {}],
    ["/terms", "terms", {}],
    ["/msme", "msme", {}],
    ["/phone", "phone", {}],
    ["/phone/login", "phoneLogin", {}],
    ["/blogs", "blogs", {}],
    ["/blog/my-first-post", "blog", { slug: "my-first-post" }],
    ["/customerLogin", "customerLogin", {}],
    ["/customer", "customer", {}],
  ])("%s → %s", (path, route, params) => {
    $router.open(path);
    expect($router.get()?.route).toBe(route);
    expect($router.get()?.params).toEqual(params);
    // The server's first paint matches the same way.
    expect(matchShopPath(path)).toEqual({ route, params });
  });

  it.each(["/nope", "/product", "/product/1/extra", "/blog", "/phone/other", "/track"])(
    "%s matches no route",
    (path) => {
      $router.open("/");
      $router.open(path);
      expect($router.get()).toBeUndefined();
      expect(matchShopPath(path)).toBeUndefined();
    },
  );

  it("decodes parameters, and a malformed one matches nothing", () => {
    expect(matchShopPath("/product/dal%20tadka")).toEqual({ route: "product", params: { id: "dal tadka" } });
    expect(matchShopPath("/product/%E0%A4")).toBeUndefined();
  });
});
