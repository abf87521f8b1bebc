import { type ComponentType, lazy } from "react";
import type { MasterRoute } from "./masterRoutes";
import type { ConsoleRoute, ConsoleRouteName } from "./routes";
import type { SellerScreenProps, StaffScreenProps } from "./screenProps";

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

/** A platform staff screen (src/admin/screenProps.ts StaffScreenProps). */
type StaffScreen = ComponentType<StaffScreenProps>;

/** The support admins' area on /Admin (support and master admins). */
export const SupportHome: StaffScreen = lazy(() => import("./support/Orders"));

/** The deliveries of a rider signed in by phone on /Admin (the rider-key console is RiderConsole). */
export const RiderHome: StaffScreen = lazy(() => import("./rider/Orders"));

/** A franchise owner's shops, riders and commission on /Admin. */
export const FranchiseHome: StaffScreen = lazy(() => import("./franchise/Franchise"));

/** The franchise sign-up on /Admin#/franchise/signup, for anyone signed in who runs no franchise yet. */
export const FranchiseSignUp: StaffScreen = lazy(() => import("./franchise/SignUp"));

/** The kiosk operator's dashboard on /emitra/dashboard. */
export const KioskHome: StaffScreen = lazy(() => import("./kiosk/Dashboard"));

/** The master area's screens on /masteradmin/*, by route (src/admin/masterRoutes.ts). */
export const MASTER_SCREENS: Record<Exclude<MasterRoute["name"], "notFound">, StaffScreen> = {
  shops: lazy(() => import("./master/Shops")),
  shopNew: lazy(() => import("./master/ShopNew")),
  shop: lazy(() => import("./master/ShopDetail")),
  supportAdmins: lazy(() => import("./master/SupportAdmins")),
  audit: lazy(() => import("./master/Audit")),
};
