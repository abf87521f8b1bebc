/**
 * How the master admin's screens and messages name a shop, its owner and a
 * staff person, in one place: the list, the shop's page and the line said
 * after a change (suspended, handed over, added, removed) use the same words.
 */
import { showPhone } from "../signInPhone";

/** A shop as its page and its messages name it: its name, else its id. */
export const platformShopName = (shop: { name: string; shopId: string }): string => shop.name || shop.shopId;

/** A shop's owner as the list shows them: email and phone ("No owner named" for neither). */
export const shopOwner = (shop: { ownerEmail: string; ownerPhone: string }): string =>
  [shop.ownerEmail, shop.ownerPhone ? showPhone(shop.ownerPhone) : ""].filter(Boolean).join(" · ") ||
  "No owner named";

/** How a list and its messages name a staff person: their email, else their phone. */
export const staffPersonName = (p: { email: string; phone: string }): string => p.email || showPhone(p.phone);

/** How a path names a staff person: the email, else the +91 number. */
export const staffPersonKey = (p: { email: string; phone: string }): string => p.email || p.phone;
