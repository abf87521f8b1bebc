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
/** Screens whose code is here (preloadScreen): rendered at once, with no Suspense fallback. */
const loaded = new Map<string, ComponentType<ScreenProps>>();

/**
 * The screen for a route (undefined: the not-found screen): the component
 * itself when its code is here, else a lazy one. A route keeps the kind it
 * got first, so a screen is never remounted by its code arriving.
 */
export function screenFor(route: RouteName | undefined): ComponentType<ScreenProps> {
  const key = route ?? "notFound";
  const component = components.get(key) ?? loaded.get(key);
  if (component) return component;
  const made = lazy(loaders[key]);
  components.set(key, made);
  return made;
}

/** Downloads a route's screen; resolves when it is here or failed (the failure surfaces when it renders). */
export function preloadScreen(route: RouteName | undefined): Promise<void> {
  const key = route ?? "notFound";
  return loaders[key]().then(
    (module) => {
      loaded.set(key, module.default);
    },
    () => {},
  );
}
