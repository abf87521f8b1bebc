import type { ShopRole } from "../contract/seller";

/** What every seller screen is given: the shop worked in and the person's role there. */
export interface SellerScreenProps {
  shopId: string;
  shopName: string;
  role: ShopRole;
  email: string;
}
