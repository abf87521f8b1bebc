import { type ComponentType, type LazyExoticComponent, lazy } from "react";
import type { RouteName } from "./router";
import type { ScreenProps } from "./screenProps";

type Loader = () => Promise<ComponentType<ScreenProps>>;

// One chunk per screen: the first bundle carries only start-up, header and router.
const loaders: Record<RouteName | "notFound", Loader> = {
  home: () => import("./screens/Home").then((m) => m.Home),
  product: () => import("./screens/Product").then((m) => m.Product),
  profile: () => import("./screens/Profile").then((m) => m.Profile),
  wishlist: () => import("./screens/Wishlist").then((m) => m.Wishlist),
  history: () => import("./screens/History").then((m) => m.History),
  cart: () => import("./screens/Cart").then((m) => m.Cart),
  login: () => import("./screens/Login").then((m) => m.Login),
  signup: () => import("./screens/Signup").then((m) => m.Signup),
  terms: () => import("./screens/Terms").then((m) => m.Terms),
  msme: () => import("./screens/Msme").then((m) => m.Msme),
  phone: () => import("./screens/Phone").then((m) => m.Phone),
  phoneLogin: () => import("./screens/PhoneLogin").then((m) => m.PhoneLogin),
  blogs: () => import("./screens/Blogs").then((m) => m.Blogs),
  blog: () => import("./screens/Blog").then((m) => m.Blog),
  customerLogin: () => import("./screens/CompleteSignIn").then((m) => m.CompleteSignIn),
  customer: () => import("./screens/Customer").then((m) => m.Customer),
  notFound: () => import("./screens/NotFound").then((m) => m.NotFound),
};

const components = new Map<string, LazyExoticComponent<ComponentType<ScreenProps>>>();

/** The lazily loaded screen for a route (undefined: the not-found screen). */
export function screenFor(route: RouteName | undefined): LazyExoticComponent<ComponentType<ScreenProps>> {
  const key = route ?? "notFound";
  let component = components.get(key);
  if (component === undefined) {
    const load = loaders[key];
    component = lazy(() => load().then((screen) => ({ default: screen })));
    components.set(key, component);
  }
  return component;
}

/** Starts downloading a route's screen early; failures surface later, when it renders. */
export function preloadScreen(route: RouteName | undefined): void {
  loaders[route ?? "notFound"]().catch(() => {});
}
