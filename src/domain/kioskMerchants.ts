/**
 * The kiosk operator's merchant list (SPEC §2 "Kiosk-operator dashboard"):
 * what each choice of the filter select means on real rows, the search, and
 * the kiosk id an operator is known by.
 *
 * Filters: Filter (everyone); ACTIVE: the shop is open, in its free trial or
 * paid (a due renewal leaves it open); INACTIVE: closed, its trial ended
 * unpaid or the platform suspended it; 1DAY, 3MONTHS, 6MONTHS: enrolled in
 * the last 24 hours, 3 calendar months, 6 calendar months. The API answers
 * the same in SQL (src/server/onboarding/kiosk.ts), held to this rule by
 * tests/api/onboarding/kiosk-merchants.test.ts.
 */
import { addMonths, type ShopStatus } from "./shopLifecycle";

/** The filter select's options, in the spec's order; 'Filter' shows everyone. */
export const MERCHANT_FILTERS = ["Filter", "ACTIVE", "INACTIVE", "1DAY", "3MONTHS", "6MONTHS"] as const;
export type MerchantFilter = (typeof MERCHANT_FILTERS)[number];

/** Whether a select value is one of the filters. */
export const isMerchantFilter = (value: string): value is MerchantFilter =>
  (MERCHANT_FILTERS as readonly string[]).includes(value);

/** What a filter option means, as its title and the docs say it. */
export const FILTER_MEANING: Record<MerchantFilter, string> = {
  Filter: "Everyone",
  ACTIVE: "Open: in the free trial or paid",
  INACTIVE: "Closed: the trial ended unpaid, or suspended",
  "1DAY": "Enrolled in the last 24 hours",
  "3MONTHS": "Enrolled in the last 3 months",
  "6MONTHS": "Enrolled in the last 6 months",
};

/** The statuses a shop is open in (ACTIVE) and closed in (INACTIVE). */
export const ACTIVE_STATUSES: readonly ShopStatus[] = ["trial", "active", "renewal"];
export const INACTIVE_STATUSES: readonly ShopStatus[] = ["ended", "suspended"];

/** ACTIVE or INACTIVE, as the list shows a merchant. */
export type MerchantActivity = "ACTIVE" | "INACTIVE";
export const activityOf = (status: ShopStatus): MerchantActivity =>
  INACTIVE_STATUSES.includes(status) ? "INACTIVE" : "ACTIVE";

/** The earliest enrolment a period filter keeps, or null for the other filters. */
export function enrolledSince(filter: MerchantFilter, now: Date): Date | null {
  if (filter === "1DAY") return new Date(now.getTime() - 24 * 60 * 60 * 1000);
  if (filter === "3MONTHS") return addMonths(now, -3);
  if (filter === "6MONTHS") return addMonths(now, -6);
  return null;
}

/** Whether a merchant (its shop's status, when it was enrolled) passes a filter at `now`. */
export function passesFilter(
  merchant: { status: ShopStatus; enrolledAt: Date },
  filter: MerchantFilter,
  now: Date,
): boolean {
  if (filter === "ACTIVE" || filter === "INACTIVE") return activityOf(merchant.status) === filter;
  const since = enrolledSince(filter, now);
  return since === null || merchant.enrolledAt >= since;
}

/**
 * A kiosk id as stored and in its role's scope ("kiosk:{id}"): 3 to 40
 * letters, digits and inner hyphens, lower case (EM-JPR-10482 is em-jpr-10482).
 */
export const KIOSK_ID_PATTERN = /^[a-z0-9](?:[a-z0-9-]{1,38}[a-z0-9])$/;
export const KIOSK_ID_FORMAT = "Use 3 to 40 letters, digits and hyphens, like EM-JPR-10482";

/** The kiosk id of a typed text, or null when it cannot be one. */
export function toKioskId(typed: string): string | null {
  const id = typed.trim().toLowerCase();
  return KIOSK_ID_PATTERN.test(id) ? id : null;
}

/** A kiosk id as people write it: upper case. */
export const showKioskId = (id: string): string => id.toUpperCase();
