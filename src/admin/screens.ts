import { type ComponentType, lazy } from "react";
import type { ConsoleRoute, ConsoleRouteName } from "./routes";
import type { SellerScreenProps } from "./screenProps";

type Screen = ComponentType<SellerScreenProps & { route: ConsoleRoute }>;

// One chunk per screen (each module's default export): the console's first load is the shell alone.
export const SELLER_SCREENS: Record<ConsoleRouteName, Screen> = {
  orders: lazy(() => import("./seller/Orders")),
  invoice: lazy(() => import("./seller/Invoice")),
  slip: lazy(() => import("./seller/PackingSlip")),
  products: lazy(() => import("./seller/Products")),
  productNew: lazy(() => import("./seller/ProductForm")),
  product: lazy(() => import("./seller/ProductForm")),
  settings: lazy(() => import("./seller/Settings")),
  people: lazy(() => import("./seller/People")),
  dashboard: lazy(() => import("./seller/Dashboard")),
  blogs: lazy(() => import("./seller/Blogs")),
  blogNew: lazy(() => import("./seller/BlogForm")),
  blog: lazy(() => import("./seller/BlogForm")),
};

/** The screens only a shop's owner sees (the server refuses staff their calls). */
export const OWNER_ONLY: ReadonlySet<ConsoleRouteName> = new Set(["blogs", "blogNew", "blog"]);

/** The rider's console (rider key), its own chunk. */
export const RiderConsole = lazy(() => import("./rider/RiderConsole"));
