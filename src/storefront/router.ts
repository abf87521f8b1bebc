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
