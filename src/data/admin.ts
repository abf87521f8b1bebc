/**
 * The staff app's pages (SPEC §2 /Admin, /masteradmin…, /emitra/dashboard):
 * each page's title, description and the lead its first paint shows before
 * the app draws (so the page's largest paint does not wait for the app).
 * The app itself (src/admin/) decides what a signed-in person sees there.
 */
import { site } from "./site";

export interface StaffPageText {
  title: string;
  description: string;
  lead: string;
}

export const staffPages = {
  admin: {
    title: `Seller console | ${site.name}`,
    description:
      "Sellers run their shop here: orders, products, settings and people. Support admins help with any order; riders move their orders on.",
    lead: "Sellers run their shop here: orders, products, photos, settings, people and blogs. Support admins help with any shop's orders; riders move their orders on.",
  },
  masteradmin: {
    title: `Master admin: shops | ${site.name}`,
    description:
      "Master admins find any shop of the platform by id, name, owner or phone, and see its status.",
    lead: "Master admins find any shop here, by its id, name, owner or phone, with its trial, payment and status.",
  },
  shopNew: {
    title: `Master admin: open a shop | ${site.name}`,
    description: "Master admins open a new shop at its own subdomain, with its owner and type.",
    lead: "Open a new shop: its subdomain, its owner's email, its type, and the kiosk operator or franchise it came through. It is live at once.",
  },
  supportadmin: {
    title: `Master admin: support admins | ${site.name}`,
    description: "Master admins add and remove the platform's support admins.",
    lead: "The support admins help with any shop's orders. Master admins add them by email or phone, and remove them.",
  },
  audit: {
    title: `Master admin: audit log | ${site.name}`,
    description: "Every staff action on the platform, newest first, for master admins.",
    lead: "Every staff action, newest first: who did what, where and when, and what changed. Nobody can edit it.",
  },
  figures: {
    title: `Master admin: platform figures | ${site.name}`,
    description:
      "The platform's GMV and orders beside the period before, its shops by channel, and the commissions owed to kiosk operators and franchises.",
    lead: "The platform's GMV and orders by day, week or month beside the period before, its shops by channel, and what each kiosk operator and franchise is owed for a month, with their statements.",
  },
  kiosk: {
    title: `Kiosk operator dashboard | ${site.name}`,
    description:
      "Kiosk operators sign in with their phone and see the merchants they enrolled, their fees and commission.",
    lead: "Kiosk operators: sign in with your phone to see the merchants you enrolled, their shops, fees and your commission.",
  },
} satisfies Record<string, StaffPageText>;

/** The master admins' page of one shop (rendered on demand: shops are opened after the build). */
export function shopStaffPage(shopId: string): StaffPageText {
  return {
    title: `Master admin: shop ${shopId} | ${site.name}`,
    description: `The shop "${shopId}" for master admins: its owner, status and changes.`,
    lead: `The shop "${shopId}": its owner, its status (trial, active, suspended) and what master admins change: suspend, resume, transfer to a new owner.`,
  };
}
