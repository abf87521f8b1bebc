/**
 * Every staff screen's address, in one table (the storefront's shape:
 * src/storefront/router.ts). The staff app is one shell on three pages,
 * /Admin, /masteradmin and /emitra/dashboard; each screen is a path under
 * its page (/Admin/orders/{id}/invoice, /masteradmin/shop/demo), and what
 * narrows a screen (a view, a search, a page number) is its query string
 * (/Admin/orders?view=open, /Admin/support?q=98765&page=2). The router
 * does nothing until something listens, so the server
 * (src/pages/Admin/[...path].astro) matches paths with it too.
 */
import { createRouter, type Page, type ParamsArg } from "@nanostores/router";
import type { StaffArea, StaffPage } from "../domain/staffAreas";

/** The patterns, in the order they are tried ("new" before an id). */
export const STAFF_ROUTES = {
  admin: "/Admin",
  dashboard: "/Admin/dashboard",
  orders: "/Admin/orders",
  invoice: "/Admin/orders/:orderId/invoice",
  slip: "/Admin/orders/:orderId/slip",
  products: "/Admin/products",
  productNew: "/Admin/products/new",
  product: "/Admin/products/:productId",
  blogs: "/Admin/blogs",
  blogNew: "/Admin/blogs/new",
  blog: "/Admin/blogs/:slug",
  settings: "/Admin/settings",
  people: "/Admin/people",
  gst: "/Admin/gst",
  upiStatement: "/Admin/upi-statement",
  numbers: "/Admin/numbers",
  support: "/Admin/support",
  supportOrder: "/Admin/support/order/:orderId",
  rider: "/Admin/rider",
  franchise: "/Admin/franchise",
  franchiseSignUp: "/Admin/franchise/signup",
  masterShops: "/masteradmin",
  masterShopNew: "/masteradmin/shop",
  masterShop: "/masteradmin/shop/:shopId",
  masterSupportAdmins: "/masteradmin/supportadmin",
  masterAudit: "/masteradmin/audit",
  masterFigures: "/masteradmin/figures",
  kiosk: "/emitra/dashboard",
} as const;

type Config = typeof STAFF_ROUTES;

/** A staff screen's name. */
export type StaffRouteName = keyof Config;

/** An opened staff screen: its name, the path's params and the query's. */
export type StaffRoute<Name extends StaffRouteName = StaffRouteName> = Page<Config, Name>;

/**
 * Where each screen belongs: its page, and the area of that page whose
 * role opens it (null: the page's landing, which the person's areas decide,
 * or the franchise sign-up, which anyone signed in may open).
 */
export const ROUTE_AREAS: Record<StaffRouteName, { page: StaffPage; area: StaffArea | null }> = {
  admin: { page: "admin", area: null },
  dashboard: { page: "admin", area: "seller" },
  orders: { page: "admin", area: "seller" },
  invoice: { page: "admin", area: "seller" },
  slip: { page: "admin", area: "seller" },
  products: { page: "admin", area: "seller" },
  productNew: { page: "admin", area: "seller" },
  product: { page: "admin", area: "seller" },
  blogs: { page: "admin", area: "seller" },
  blogNew: { page: "admin", area: "seller" },
  blog: { page: "admin", area: "seller" },
  settings: { page: "admin", area: "seller" },
  people: { page: "admin", area: "seller" },
  gst: { page: "admin", area: "seller" },
  upiStatement: { page: "admin", area: "seller" },
  numbers: { page: "admin", area: "seller" },
  support: { page: "admin", area: "support" },
  supportOrder: { page: "admin", area: "support" },
  rider: { page: "admin", area: "rider" },
  franchise: { page: "admin", area: "franchise" },
  franchiseSignUp: { page: "admin", area: null },
  masterShops: { page: "master", area: "master" },
  masterShopNew: { page: "master", area: "master" },
  masterShop: { page: "master", area: "master" },
  masterSupportAdmins: { page: "master", area: "master" },
  masterAudit: { page: "master", area: "master" },
  masterFigures: { page: "master", area: "master" },
  kiosk: { page: "kiosk", area: "kiosk" },
};

/** The screen each area opens on first (what /Admin becomes once the area is known). */
export const AREA_HOMES: Record<StaffArea, StaffRouteName> = {
  seller: "orders",
  support: "support",
  rider: "rider",
  franchise: "franchise",
  master: "masterShops",
  kiosk: "kiosk",
};

/**
 * The staff app's one router. It follows the location once something
 * listens (src/admin/router.ts adds the links and the focus); on the server
 * and in tests it only matches paths. Its own link handling is off: it
 * would take every same-origin link, and a staff page also links to the
 * platform's other pages, which are not this app's.
 */
export const $staffRouter = createRouter(STAFF_ROUTES, { links: false });

/**
 * A screen's address (for <a href> and for opening it): its pattern with
 * each `:param` filled in (encoded), and the query's non-empty values. Not
 * the router's own getPagePath: the router sits in the chunk both apps
 * share (astro.config.mjs, "react"), and that function there would cost
 * the shop's home 97 bytes of JavaScript it does not use, at its budget.
 */
export function staffHref<Name extends StaffRouteName>(name: Name, ...args: ParamsArg<Config, Name>): string {
  const [params = {}, search = {}] = args as [
    Record<string, string | number>?,
    Record<string, string | number>?,
  ];
  const path = STAFF_ROUTES[name].replace(/:(\w+)/g, (_, key: string) =>
    encodeURIComponent(params[key] ?? ""),
  );
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) if (value !== "") query.set(key, String(value));
  return query.size ? `${path}?${query}` : path;
}

/**
 * The screen an address opens (undefined: none of the staff app's), as the
 * live router would give it: the server and the tests read addresses with it.
 */
export function staffRouteAt(href: string): StaffRoute | undefined {
  const url = new URL(href, "http://staff.invalid");
  const path = url.pathname.replace(/\/$/, "") || "/";
  for (const [route, regexp] of $staffRouter.routes) {
    const match = regexp.exec(path);
    if (!match) continue;
    const params: Record<string, string> = {};
    try {
      for (const [key, value] of Object.entries(match.groups ?? {}))
        params[key] = decodeURIComponent(value ?? "");
    } catch {
      return undefined;
    }
    return {
      route,
      params,
      path,
      hash: url.hash,
      search: Object.fromEntries(url.searchParams),
    } as StaffRoute;
  }
  return undefined;
}

/**
 * The path an old /Admin address with a hash screen now has (#/orders?view=open
 * → /Admin/orders?view=open, the support's #/find?q=… → /Admin/support?q=…),
 * so a bookmark or a message sent before still opens its screen; null when
 * there is nothing to move.
 */
export function pathOfOldHash(pathname: string, hash: string): string | null {
  if (pathname.replace(/\/$/, "") !== STAFF_ROUTES.admin || !hash.startsWith("#/")) return null;
  const rest = hash.slice(2);
  if (rest === "" || rest.startsWith("?")) return `${STAFF_ROUTES.admin}${rest}`;
  if (rest === "find" || rest.startsWith("find?") || rest.startsWith("find/"))
    return `${STAFF_ROUTES.support}${rest.slice(4)}`;
  if (rest.startsWith("order/")) return `${STAFF_ROUTES.support}/${rest}`;
  return `${STAFF_ROUTES.admin}/${rest}`;
}
