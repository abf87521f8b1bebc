import type { ComponentType } from "react";
import { preloadable } from "./preloadable";
import { $router, type RouteName } from "./router";
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
  invoice: () => import("./screens/Invoice"),
  track: () => import("./screens/Track"),
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

const screens = new Map<string, ReturnType<typeof preloadable<ScreenProps>>>();
const screen = (key: RouteName | "notFound") => {
  let one = screens.get(key);
  if (!one) {
    one = preloadable(loaders[key]);
    screens.set(key, one);
  }
  return one;
};

/** The screen for a route (undefined: the not-found screen); see preloadable. */
export function screenFor(route: RouteName | undefined): ComponentType<ScreenProps> {
  return screen(route ?? "notFound").get();
}

/** Downloads a route's screen ahead of its first render. */
export function preloadScreen(route: RouteName | undefined): Promise<void> {
  return screen(route ?? "notFound").preload();
}

/** After a screen failed to load ('Loading chunk failed'): its next render asks for its code again. */
export function retryFailedScreens(): void {
  for (const one of screens.values()) one.retry();
}

// A screen opened again after it failed asks anew (not on a re-render: that shows the failure).
$router.listen(retryFailedScreens);
