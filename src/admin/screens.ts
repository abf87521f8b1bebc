/**
 * The staff app's one table of screens, by route (src/admin/routes.ts):
 * each a chunk of its own (its module's default export), so the app's first
 * load is the shell alone. A seller screen opens inside the chosen shop
 * (SellerArea.tsx), every other inside its area's frame (SignedIn.tsx).
 */
import { type ComponentType, lazy } from "react";
import type { StaffRouteName } from "./routes";
import type { SellerScreenProps, StaffScreenProps } from "./screenProps";

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

export type ScreenEntry =
  | { kind: "seller"; Screen: ComponentType<SellerScreenProps>; ownerOnly: boolean }
  | { kind: "staff"; Screen: ComponentType<StaffScreenProps> };

const seller = (load: Loader<SellerScreenProps>, ownerOnly = false): ScreenEntry => ({
  kind: "seller",
  Screen: lazy(load),
  ownerOnly,
});
const staff = (load: Loader<StaffScreenProps>): ScreenEntry => ({ kind: "staff", Screen: lazy(load) });

// One lazy() per module, shared by the routes that open it (a new product and one product are one screen).
const productForm = seller(() => import("./seller/ProductForm"));
const blogForm = seller(() => import("./seller/BlogForm"), true);

/** Every screen but /Admin itself, which opens the person's area's first screen (routes.ts AREA_HOMES). */
export const SCREENS: Record<Exclude<StaffRouteName, "admin">, ScreenEntry> = {
  dashboard: seller(() => import("./seller/Dashboard")),
  orders: seller(() => import("./seller/Orders")),
  invoice: seller(() => import("./seller/Invoice")),
  slip: seller(() => import("./seller/PackingSlip")),
  products: seller(() => import("./seller/Products")),
  productNew: productForm,
  product: productForm,
  blogs: seller(() => import("./seller/Blogs"), true),
  blogNew: blogForm,
  blog: blogForm,
  settings: seller(() => import("./seller/Settings")),
  people: seller(() => import("./seller/People")),
  gst: seller(() => import("./seller/GstReturn")),
  upiStatement: seller(() => import("./seller/UpiStatement")),
  numbers: seller(() => import("./seller/Numbers")),
  support: staff(() => import("./support/Find")),
  supportOrder: staff(() => import("./support/Order")),
  rider: staff(() => import("./rider/Orders")),
  franchise: staff(() => import("./franchise/Franchise")),
  franchiseSignUp: staff(() => import("./franchise/SignUp")),
  masterShops: staff(() => import("./master/Shops")),
  masterShopNew: staff(() => import("./master/ShopNew")),
  masterShop: staff(() => import("./master/ShopDetail")),
  masterSupportAdmins: staff(() => import("./master/SupportAdmins")),
  masterAudit: staff(() => import("./master/Audit")),
  masterFigures: staff(() => import("./master/Figures")),
  kiosk: staff(() => import("./kiosk/Dashboard")),
};

/** The rider's console (rider key), its own chunk: the one screen outside the table (no person, no route). */
export const RiderConsole = lazy(() => import("./rider/RiderConsole"));
