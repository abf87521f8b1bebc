import { type ComponentType, type LazyExoticComponent, lazy } from "react";
import type { RouteName } from "./router";
import type { ScreenProps } from "./screenProps";

/** A screen module: its default export is the screen. */
type Loader = () => Promise<{ default: ComponentType<ScreenProps> }>;

// One chunk per screen (each module's default export): the first bundle carries only start-up, header and router.
const loaders: Record<RouteName | "notFound", Loader> = {
  home: () => import("./screens/Home"),
  product: () => import("./screens/Product"),
  profile: () => import("./screens/Profile"),
  wishlist: () => import("./screens/Wishlist"),
  history: () => import("./screens/History"),
  cart: () => import("./screens/Cart"),
  login: () => import("./screens/Login"),
  signup: () => import("./screens/Signup"),
  terms: () => import("./screens/Terms"),
  msme: () => import("./screens/Msme"),
  phone: () => import("./screens/Phone"),
  phoneLogin: () => import("./screens/PhoneLogin"),
  blogs: () => import("./screens/Blogs"),
  blog: () => import("./screens/Blog"),
  customerLogin: () => import("./screens/CompleteSignIn"),
  customer: () => import("./screens/Customer"),
  notFound: () => import("./screens/NotFound"),
};

const components = new Map<string, LazyExoticComponent<ComponentType<ScreenProps>>>();

/** The lazily loaded screen for a route (undefined: the not-found screen). */
export function screenFor(route: RouteName | undefined): LazyExoticComponent<ComponentType<ScreenProps>> {
  const key = route ?? "notFound";
  let component = components.get(key);
  if (component === undefined) {
    component = lazy(loaders[key]);
    components.set(key, component);
  }
  return component;
}

/** Starts downloading a route's screen early; failures surface later, when it renders. */
export function preloadScreen(route: RouteName | undefined): void {
  loaders[route ?? "notFound"]().catch(() => {});
}
