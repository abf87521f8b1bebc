/**
 * The platform's staff roles, once (DESIGN "The staff side"): the contract's
 * schemas (src/contract/staff.ts, seller.ts), the database's check
 * (src/server/db/schema/staff.ts), the server's role rules and the staff
 * app's areas (staffAreas.ts) all read them from here.
 */

/** Every role: a shop's owner and staff, the platform's master and support admins, a kiosk operator, a franchise's owner, a rider. */
export const STAFF_ROLES = ["owner", "staff", "master", "support", "operator", "franchise", "rider"] as const;
export type StaffRoleName = (typeof STAFF_ROLES)[number];

/** The roles held in a shop. */
export const SHOP_ROLES = ["owner", "staff"] as const satisfies readonly StaffRoleName[];
export type ShopRole = (typeof SHOP_ROLES)[number];

/** Whether `value` is a role name. */
export const isStaffRole = (value: unknown): value is StaffRoleName =>
  typeof value === "string" && (STAFF_ROLES as readonly string[]).includes(value);

/** Whether `value` is a shop's role. */
export const isShopRole = (value: unknown): value is ShopRole =>
  typeof value === "string" && (SHOP_ROLES as readonly string[]).includes(value);
