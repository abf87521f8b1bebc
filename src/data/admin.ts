/** The staff areas (SPEC §2 /Admin, /masteradmin…): the spec shows no content, so each page explains the area. */
import { adminLinks } from "./site";

export interface AdminArea {
  path: string;
  title: string;
  text: string;
}

export const staffSignIn = {
  note: "Sign-in for platform staff is handled by the admin site.",
  link: { label: "Go to the admin site sign-in", href: adminLinks.staffLogin },
} as const;

export const adminAreas = {
  admin: {
    path: "/Admin",
    title: "Admin area",
    text: "Platform administrators manage shops, orders, riders and content here.",
  },
  masteradmin: {
    path: "/masteradmin",
    title: "Master admin",
    text: "Master administrators oversee every shop, the administrators and the support team.",
  },
  shops: {
    path: "/masteradmin/shop",
    title: "Master admin: shops",
    text: "The list of every shop on the platform, with its settings and status.",
  },
  support: {
    path: "/masteradmin/supportadmin",
    title: "Master admin: support",
    text: "Support administrators answer grievances and help shops, kiosk operators and franchise owners.",
  },
} satisfies Record<string, AdminArea>;

/** The page of one shop in the master-admin area. */
export function shopAdminArea(shopId: string): AdminArea {
  return {
    path: `/masteradmin/shop/${shopId}`,
    title: `Master admin: shop ${shopId}`,
    text: `Settings, orders and payouts of the shop "${shopId}".`,
  };
}

/** Links between the staff areas. */
export const adminNav = [
  adminAreas.admin,
  adminAreas.masteradmin,
  adminAreas.shops,
  adminAreas.support,
] as const;
