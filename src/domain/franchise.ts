/**
 * The franchise rules (SPEC §1, §9; issue 25 part 6): the two plans and how
 * many storefronts each runs (Basic 50, Premium 100; a franchise never runs
 * more than 100), the refusal of one shop too many, the owner's commission,
 * a franchise's id from its name, and who a rider works for. The server
 * applies each (src/server/onboarding/); the screens show the same messages.
 * The plans themselves and the sign-up link are in franchisePlans.ts (the
 * staff app's first load reads them, without the rest).
 */
import { FRANCHISE_PLANS, type FranchisePlan, MAX_FRANCHISE_STORES, storeLimit } from "./franchisePlans";
import { PLATFORM_RIDERS } from "./orders/support";
import { slugify } from "./slug";

export {
  FRANCHISE_PLAN_IDS,
  FRANCHISE_PLANS,
  type FranchisePlan,
  franchiseSignUpHref,
  isFranchisePlan,
  MAX_FRANCHISE_STORES,
  signUpPlanOf,
  storeLimit,
} from "./franchisePlans";

/**
 * Why a franchise with `open` storefronts on `plan` may not open another
 * (its plan's limit reached), or null when it may.
 */
export function shopLimitRefusal(plan: FranchisePlan, open: number): string | null {
  const limit = storeLimit(plan);
  if (open < limit) return null;
  return limit < MAX_FRANCHISE_STORES
    ? `Your ${FRANCHISE_PLANS[plan].label} plan runs up to ${limit} storefronts and all ${limit} are open. Move to the Premium plan to run up to ${MAX_FRANCHISE_STORES}.`
    : `A franchise runs up to ${MAX_FRANCHISE_STORES} storefronts and all ${MAX_FRANCHISE_STORES} of yours are open: this one can't be added.`;
}

/** "12 of 50 storefronts". */
export const storesUsed = (plan: FranchisePlan, open: number): string =>
  `${open} of ${storeLimit(plan)} storefronts`;

export const COMMISSION_FORMAT = "Enter a commission from 0 to 100 percent, like 5 or 7.5";

/** Why `percent` can't be a franchise's commission (0 to 100, at most 2 decimals), or null. */
export function commissionProblem(percent: number): string | null {
  if (!Number.isFinite(percent) || percent < 0 || percent > 100) return COMMISSION_FORMAT;
  return Math.abs(percent * 100 - Math.round(percent * 100)) > 1e-6 ? COMMISSION_FORMAT : null;
}

/** Longest franchise id (a scope "franchise:{id}" and a shop's via id carry it). */
export const MAX_FRANCHISE_ID = 40;

/**
 * A franchise's id from its name: lower-case letters, digits and hyphens
 * (Hindi transliterated), at most 40 characters, "franchise" when nothing
 * is left. A taken id gets -2, -3, … (the server tries them).
 */
export function franchiseIdFrom(name: string): string {
  return slugify(name, "franchise").slice(0, MAX_FRANCHISE_ID).replace(/-+$/, "") || "franchise";
}

/** The scope of a franchise's owner and riders in the roles table. */
export const franchiseScope = (id: string): string => `franchise:${id}`;

/** Who a rider works for: the scope of their franchise, or "platform" for the platform's own riders. */
export const riderArea = (franchiseId: string | null): string =>
  franchiseId ? franchiseScope(franchiseId) : PLATFORM_RIDERS;

/** The franchise a shop runs under ("franchise:{id}"), or "platform" for a shop of no franchise. */
export const shopArea = (shop: { viaKind: string; viaId: string }): string =>
  shop.viaKind === "franchise" ? franchiseScope(shop.viaId) : PLATFORM_RIDERS;
