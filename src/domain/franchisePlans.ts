/**
 * The franchise plans of the franchise page (SPEC §9: Basic 50 stores,
 * Premium 100; a franchise never runs more than 100) and the link of its
 * "Get Started" to the staff app's sign-up. Apart from franchise.ts so the
 * staff app's first load and the platform pages read them alone.
 */

/** Most storefronts any franchise runs, whatever its plan (SPEC §1 "up to 100 storefronts"). */
export const MAX_FRANCHISE_STORES = 100;

/** The plans of the franchise page (SPEC §9), by id. */
export const FRANCHISE_PLANS = {
  // price: the upfront cost in rupees now; was: before the offer (SPEC §9's offers: 35% and 45% off).
  basic: { name: "Basic Subscription", label: "Basic", stores: 50, price: 10000, was: 15000 },
  premium: { name: "Premium Subscription", label: "Premium", stores: 100, price: 20000, was: 25000 },
} as const;

export type FranchisePlan = keyof typeof FRANCHISE_PLANS;
export const FRANCHISE_PLAN_IDS = Object.keys(FRANCHISE_PLANS) as FranchisePlan[];

/** Whether `value` names a plan (a link's ?plan= is read through this). */
export const isFranchisePlan = (value: unknown): value is FranchisePlan =>
  typeof value === "string" && Object.hasOwn(FRANCHISE_PLANS, value);

/** How many storefronts a plan runs: its own number, never over 100. */
export const storeLimit = (plan: FranchisePlan): number =>
  Math.min(FRANCHISE_PLANS[plan].stores, MAX_FRANCHISE_STORES);

/** Where the franchise page's "Get Started" leads: the staff app's sign-up on /Admin, with the plan chosen. */
export const franchiseSignUpHref = (plan: FranchisePlan): string => `/Admin/franchise/signup?plan=${plan}`;

/** The plan a sign-up address chose (its ?plan=basic or ?plan=premium), or "" for none or another word. */
export function signUpPlanOf(plan: string | undefined): FranchisePlan | "" {
  return isFranchisePlan(plan) ? plan : "";
}
