import type { ShopRole } from "../contract/seller";
import type { StaffMeResponse } from "../contract/staff";
import type { StaffRoute } from "./routes";

/**
 * What every staff screen is given: the signed-in person as the server
 * answered them (GET /api/staff/me) and the route that opened the screen
 * (its params and query: src/admin/routes.ts).
 */
export interface StaffScreenProps {
  me: StaffMeResponse;
  route: StaffRoute;
}

/** What every seller screen is given besides: the shop worked in and the person's role there. */
export interface SellerScreenProps extends StaffScreenProps {
  shopId: string;
  shopName: string;
  role: ShopRole;
  email: string;
}
