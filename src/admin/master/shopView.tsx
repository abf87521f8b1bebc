/**
 * How the master admin's screens show a shop: its status badge, the date
 * that matters for its status, and what it came through (its owner, in
 * words: src/domain/console/platformPeople.ts).
 */
import type { PlatformShop, ShopVia } from "../../contract/platform";
import { formatIndiaDate, indiaDate } from "../../domain/delivery";
import { SHOP_STATUS_LABEL, type ShopStatus } from "../../domain/shopLifecycle";
import "./master.css";

/** The status as a badge: its words, coloured. */
export function StatusBadge({ status }: { status: ShopStatus }) {
  return <span className={`shop-status shop-status-${status}`}>{SHOP_STATUS_LABEL[status]}</span>;
}

/** An instant's India date, e.g. "Sat, 28 Nov 2026" ("" for none). */
export const dayOf = (iso: string | null): string => (iso ? formatIndiaDate(indiaDate(new Date(iso))) : "");

/** The date its status turns on: the trial's end, the renewal, the suspension. */
export function statusDate(shop: PlatformShop): string {
  switch (shop.status) {
    case "trial":
      return `Trial ends ${dayOf(shop.trialEndsAt)}`;
    case "ended":
      return `Trial ended ${dayOf(shop.trialEndsAt)}, unpaid`;
    case "active":
      return shop.renewalDueAt ? `Renewal due ${dayOf(shop.renewalDueAt)}` : "Paid";
    case "renewal":
      return `Renewal was due ${dayOf(shop.renewalDueAt)}`;
    case "suspended":
      return `Suspended ${dayOf(shop.suspendedAt)}: ${shop.suspendedReason}`;
  }
}

/** The kiosk operator or franchise it came through ("" for none). */
export const viaOf = (via: ShopVia): string =>
  via.kind === "kiosk" ? `kiosk ${via.id}` : via.kind === "franchise" ? `franchise ${via.id}` : "";
