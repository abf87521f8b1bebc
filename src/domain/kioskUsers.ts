/**
 * The kiosk-operator dashboard's user list (SPEC §2 dashboard, §3 sample row):
 * the filter select and the 'Find User...' box.
 */

/** The filter select's options, in order; 'Filter' shows everyone. */
export const USER_FILTERS = ["Filter", "ACTIVE", "INACTIVE", "1DAY", "3MONTHS", "6MONTHS"] as const;
export type UserFilter = (typeof USER_FILTERS)[number];

/** How recent a joining date each period filter keeps, in days (a month counted as 30 days). */
export const PERIOD_DAYS = { "1DAY": 1, "3MONTHS": 90, "6MONTHS": 180 } as const;

/** A merchant a kiosk operator signed up. */
export interface KioskUser {
  userId: string;
  name: string;
  phone: string;
  email: string;
  /** Business name; the shop's subdomain is `shopId`. */
  businessName: string;
  shopId: string;
  paymentStatus: "Paid" | "Unpaid";
  status: "ACTIVE" | "INACTIVE";
  /** Days since the merchant joined. */
  joinedDaysAgo: number;
}

/** Whether a select value is one of the filters. */
export function isUserFilter(value: string): value is UserFilter {
  return (USER_FILTERS as readonly string[]).includes(value);
}

/** Whether a user passes the selected filter. */
export function matchesFilter(user: KioskUser, filter: UserFilter): boolean {
  switch (filter) {
    case "Filter":
      return true;
    case "ACTIVE":
    case "INACTIVE":
      return user.status === filter;
    default:
      return user.joinedDaysAgo <= PERIOD_DAYS[filter];
  }
}

const digits = (s: string) => s.replace(/\D/g, "");

/** Whether a user matches the search text: any part of id, name, e-mail, business name or phone digits. */
export function matchesQuery(user: KioskUser, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (q === "") return true;
  const fields = [user.userId, user.name, user.email, user.businessName, user.shopId];
  if (fields.some((f) => f.toLowerCase().includes(q))) return true;
  const qDigits = digits(q);
  return qDigits !== "" && qDigits === q.replace(/[\s+-]/g, "") && digits(user.phone).includes(qDigits);
}

/** The users to show for a filter and a search text, in their original order. */
export function filterUsers(users: readonly KioskUser[], filter: UserFilter, query: string): KioskUser[] {
  return users.filter((u) => matchesFilter(u, filter) && matchesQuery(u, query));
}
