import type { ShopRole } from "../contract/seller";

/** What every seller screen is given: the shop worked in and the person's role there. */
export interface SellerScreenProps {
  shopId: string;
  shopName: string;
  role: ShopRole;
  email: string;
}

/**
 * What every platform staff screen is given (master and support admins on
 * /masteradmin and /Admin, kiosk operators on /emitra/dashboard, franchise
 * owners, riders): the signed-in person as the server answered them
 * (GET /api/staff/me), and the part of the page path after the area's root
 * (e.g. "shop/demo" on /masteradmin/shop/demo, "" on the root).
 */
export interface StaffScreenProps {
  me: import("../contract/staff").StaffMeResponse;
  path: string;
}
