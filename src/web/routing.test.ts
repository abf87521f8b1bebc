import { describe, expect, it } from "vitest";
import { applyRoute, routeRequest, SHELL_PATH, SHOP_PATH_HEADER } from "./routing";

const page = (host: string, pathname: string, extra: Partial<Parameters<typeof routeRequest>[0]> = {}) =>
  routeRequest({ host, pathname, method: "GET", isAsset: false, ...extra });

describe("routeRequest", () => {
  it("serves the shell for every page path on a shop host", () => {
    for (const path of ["/", "/cart", "/wishlist", "/product/42", "/blog/a-b", "/no/such/page"]) {
      expect(page("demo.localhost:4321", path)).toEqual({ kind: "shell" });
    }
    expect(page("nosuchshop.localhost:4321", "/cart")).toEqual({ kind: "shell" });
  });
  it("passes assets and non-GET requests on a shop host", () => {
    expect(page("demo.localhost", "/_astro/app.js", { isAsset: true })).toEqual({ kind: "pass" });
    expect(page("demo.localhost", "/cart", { method: "POST" })).toEqual({ kind: "pass" });
  });
  it("passes platform pages and hides the shell path on the platform host", () => {
    expect(page("localhost:4321", "/")).toEqual({ kind: "pass" });
    expect(page("www.platform.in", "/emitra")).toEqual({ kind: "pass" });
    expect(page("localhost:4321", "/storefront")).toEqual({ kind: "not-found" });
    expect(page("localhost:4321", "/storefront/")).toEqual({ kind: "not-found" });
    expect(page("localhost:4321", "/storefronts")).toEqual({ kind: "pass" });
  });
  it("hides the blog rebuild's twins from every request, on every host", () => {
    for (const host of ["localhost:4321", "demo.localhost:4321"]) {
      for (const method of ["GET", "POST"]) {
        for (const path of [
          "/site-render/blogs",
          "/site-render/rss.xml",
          "/Site-Render/blog",
          "//site-render//blog",
        ])
          expect(page(host, path, { method })).toEqual({ kind: "not-found" });
      }
    }
    expect(page("localhost:4321", "/site-renderer")).toEqual({ kind: "pass" });
  });
  it("honours the platform domain", () => {
    expect(
      routeRequest(
        { host: "platform.localhost", pathname: "/", method: "GET", isAsset: false },
        "platform.localhost",
      ),
    ).toEqual({ kind: "pass" });
    expect(
      routeRequest(
        { host: "demo.platform.localhost", pathname: "/", method: "GET", isAsset: false },
        "platform.localhost",
      ),
    ).toEqual({ kind: "shell" });
  });
});

describe("applyRoute", () => {
  const request = (url: string, headers: Record<string, string> = {}) => ({ url, headers: { ...headers } });

  it("sends a shop page to the shell with its path, whatever path the client claimed", () => {
    const req = request("/product/42?x=1", { [SHOP_PATH_HEADER]: "/cart" });
    applyRoute(req, { kind: "shell" }, "/product/42");
    // The query stays: the shell draws the home's search, category, order and page from it.
    expect(req.url).toBe(`${SHELL_PATH}?x=1`);
    expect(req.headers[SHOP_PATH_HEADER]).toBe("/product/42");
    const home = request("/");
    applyRoute(home, { kind: "shell" }, "/");
    expect(home.url).toBe(SHELL_PATH);
  });

  it("sends the shell's own URL to the 404 page and passes the rest, dropping a claimed path", () => {
    const hidden = request("/storefront/", { [SHOP_PATH_HEADER]: "/cart" });
    applyRoute(hidden, { kind: "not-found" }, "/storefront/");
    expect(hidden).toEqual({ url: "/404", headers: {} });
    const page = request("/emitra", { [SHOP_PATH_HEADER]: "/cart" });
    applyRoute(page, { kind: "pass" }, "/emitra");
    expect(page).toEqual({ url: "/emitra", headers: {} });
  });
});
