import { createRouter } from "@nanostores/router";

/**
 * Every shop route of SPEC §2. Same-origin <a href> clicks are turned into
 * client-side navigation by the router itself; other paths match no route
 * (page undefined) and get the not-found screen.
 */
export const $router = createRouter({
  home: "/",
  product: "/product/:id",
  profile: "/profile",
  wishlist: "/wishlist",
  history: "/history",
  invoice: "/invoice/:orderId",
  track: "/track/:orderId",
  cart: "/cart",
  login: "/login",
  signup: "/signup",
  terms: "/terms",
  msme: "/msme",
  phone: "/phone",
  phoneLogin: "/phone/login",
  blogs: "/blogs",
  blog: "/blog/:slug",
  customerLogin: "/customerLogin",
  customer: "/customer",
});

/** A shop route's name. */
export type RouteName = NonNullable<ReturnType<typeof $router.get>>["route"];

/** A shop path's route, as the router would match it (on the server, where there is no location). */
export interface MatchedPage {
  route: RouteName;
  params: Record<string, string>;
}

/** Which route `pathname` opens (undefined: none, the not-found screen); the router's own patterns. */
export function matchShopPath(pathname: string): MatchedPage | undefined {
  const path = pathname.replace(/\/$/, "") || "/";
  for (const [route, regexp] of $router.routes) {
    const match = path.match(regexp);
    if (!match) continue;
    const params: Record<string, string> = {};
    try {
      for (const [key, value] of Object.entries(match.groups ?? {}))
        params[key] = value ? decodeURIComponent(value) : "";
    } catch {
      return undefined;
    }
    return { route: route as RouteName, params };
  }
  return undefined;
}
