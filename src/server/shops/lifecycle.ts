/**
 * A shop row's place in its life (src/domain/shopLifecycle.ts): its status
 * now, the same rule as an SQL condition for the master admin's filter, and
 * the refusal of an order from a shop that takes none. The storefront reads
 * the status in storeData (queries.ts `toStoreData`); the order placement
 * asks `orderRefusalOf` inside its transaction.
 */
import { and, eq, gt, isNotNull, isNull, lte, or, type SQL } from "drizzle-orm";
import { orderRefusal, type ShopLifecycle, type ShopStatus, shopStatus } from "../../domain/shopLifecycle";
import { shopDisplayName } from "../../domain/shopName";
import { type ShopRow, shops } from "../db/schema";

/** The lifecycle columns of a row. */
export const lifecycleOf = (row: ShopRow): ShopLifecycle => ({
  status: row.status,
  trialEndsAt: row.trialEndsAt,
  paidAt: row.paidAt,
  renewalDueAt: row.renewalDueAt,
});

/** The row's status at `now`. */
export const statusOf = (row: ShopRow, now: Date): ShopStatus => shopStatus(lifecycleOf(row), now);

/** Why an order from this shop is refused (409), or null when it takes orders. */
export const orderRefusalOf = (row: ShopRow, now: Date): string | null =>
  orderRefusal(statusOf(row, now), shopDisplayName(row.header.shopName, row.shopId));

/**
 * "The shop's status at `now` is `status`", as SQL: `shopStatus` row by row
 * (tests/api/platform/shops.test.ts holds the two to the same answers).
 */
export function statusIs(status: ShopStatus, now: Date): SQL {
  const unpaidTrial = and(eq(shops.status, "trial"), isNull(shops.paidAt));
  const paid = or(eq(shops.status, "active"), and(eq(shops.status, "trial"), isNotNull(shops.paidAt)));
  const renewalPassed = and(isNotNull(shops.renewalDueAt), lte(shops.renewalDueAt, now));
  const trialPassed = and(isNotNull(shops.trialEndsAt), lte(shops.trialEndsAt, now));
  const conditions: Record<ShopStatus, SQL | undefined> = {
    suspended: eq(shops.status, "suspended"),
    trial: and(unpaidTrial, or(isNull(shops.trialEndsAt), gt(shops.trialEndsAt, now))),
    ended: and(unpaidTrial, trialPassed),
    active: and(paid, or(isNull(shops.renewalDueAt), gt(shops.renewalDueAt, now))),
    renewal: and(paid, renewalPassed),
  };
  const condition = conditions[status];
  if (!condition) throw new Error(`no condition for ${status}`);
  return condition;
}
