/**
 * A shop's life on the platform (SPEC §1, §9: the kiosk terms): a shop
 * starts in a 7-day free trial or paid; the one-time fee is 3000 rupees, of
 * which the kiosk operator earns 2000; six months after the payment the
 * renewal falls due (the operator renews to earn commission again; the shop
 * stays open). A master admin may suspend a shop and resume it. A trial that
 * ends unpaid and a suspended shop take no orders; their data stays.
 *
 * Stored: `status` (trial | active | suspended) and the dates. Derived here,
 * once: "ended" (a trial past its end, unpaid) and "renewal" (a paid shop
 * past its renewal date). The API's list filter says the same in SQL
 * (src/server/shops/lifecycle.ts `statusIs`), tested against this rule.
 */

import type { Translate } from "./words";
export const TRIAL_DAYS = 7;
export const ONE_TIME_FEE_RUPEES = 3000;
export const OPERATOR_COMMISSION_RUPEES = 2000;
export const RENEWAL_MONTHS = 6;

/** What the shops table stores. */
export type StoredShopStatus = "trial" | "active" | "suspended";
export const STORED_SHOP_STATUSES = ["trial", "active", "suspended"] as const;

/** What a shop is now: the stored status, with a trial that ended unpaid and a renewal that fell due. */
export type ShopStatus = "trial" | "active" | "renewal" | "ended" | "suspended";
export const SHOP_STATUSES = ["trial", "active", "renewal", "ended", "suspended"] as const;

/** How the master admin's list and a shop's page name each status. */
export const SHOP_STATUS_LABEL: Record<ShopStatus, string> = {
  trial: "Free trial",
  active: "Active",
  renewal: "Renewal due",
  ended: "Trial ended",
  suspended: "Suspended",
};

/** The columns the rule reads. */
export interface ShopLifecycle {
  status: StoredShopStatus;
  trialEndsAt: Date | null;
  paidAt: Date | null;
  renewalDueAt: Date | null;
}

/** The shop's status at `now`. */
export function shopStatus(shop: ShopLifecycle, now: Date): ShopStatus {
  if (shop.status === "suspended") return "suspended";
  if (shop.status === "trial" && shop.paidAt === null) {
    return shop.trialEndsAt !== null && shop.trialEndsAt <= now ? "ended" : "trial";
  }
  return shop.renewalDueAt !== null && shop.renewalDueAt <= now ? "renewal" : "active";
}

/** Whether a shop in this status takes orders (its storefront is open). */
export function takesOrders(status: ShopStatus): boolean {
  return status !== "suspended" && status !== "ended";
}

/** What the storefront shows: the shop, or why it is closed. */
export type StorefrontStatus = "open" | "suspended" | "trialEnded";
export const STOREFRONT_STATUSES = ["open", "suspended", "trialEnded"] as const;

/** The storefront's state for a shop's status. */
export function storefrontStatus(status: ShopStatus): StorefrontStatus {
  if (status === "suspended") return "suspended";
  return status === "ended" ? "trialEnded" : "open";
}

/** `date` plus `months` calendar months, the day kept or, past the month's end, its last day (UTC). */
export function addMonths(date: Date, months: number): Date {
  const target = new Date(date.getTime());
  const day = target.getUTCDate();
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, last));
  return target;
}

/** When a trial started at `start` ends. */
export function trialEndsAt(start: Date): Date {
  return new Date(start.getTime() + TRIAL_DAYS * 24 * 60 * 60 * 1000);
}

/** When the renewal of a shop paid at `paidAt` falls due. */
export function renewalDueAt(paidAt: Date): Date {
  return addMonths(paidAt, RENEWAL_MONTHS);
}

/** The lifecycle columns of a new shop: in its trial from `now`, or paid at `now`. */
export function newShopLifecycle(start: "trial" | "active", now: Date): ShopLifecycle {
  return start === "trial"
    ? { status: "trial", trialEndsAt: trialEndsAt(now), paidAt: null, renewalDueAt: null }
    : { status: "active", trialEndsAt: null, paidAt: now, renewalDueAt: renewalDueAt(now) };
}

/** The stored status a suspended shop goes back to: active once paid, else its trial (which may have ended). */
export function resumedStatus(shop: Pick<ShopLifecycle, "paidAt">): StoredShopStatus {
  return shop.paidAt === null ? "trial" : "active";
}

/** What a closed shop's storefront says (its heading names why; the text names the shop). */
export function closedNotice(status: Exclude<StorefrontStatus, "open">, shopName: string, t: Translate) {
  const title =
    status === "suspended" ? t("This shop is closed for now") : t("This shop's free trial has ended");
  return {
    title,
    text: t("{shop} is not taking orders at the moment. Please visit again later.", { shop: shopName }),
  };
}

/** Why the API refuses an order from a shop, or null when the shop takes orders. */
export function orderRefusal(status: ShopStatus, shopName: string): string | null {
  if (status === "suspended") return `${shopName} is closed for now and takes no orders`;
  if (status === "ended") return `${shopName}'s free trial has ended: it takes no orders for now`;
  return null;
}
