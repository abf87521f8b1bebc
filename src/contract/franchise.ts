/**
 * The franchise calls (designed here; SPEC §1 and §6: a franchise owner signs
 * up, runs up to 100 storefronts in their area, decides their own commission
 * and onboards riders): under /api/franchise the signed-in person's sign-up
 * and their own franchise (its shops, commission and riders); under
 * /api/franchises the master admin's list, suspension and resumption.
 */
import * as v from "valibot";
import { COMMISSION_FORMAT, commissionProblem, FRANCHISE_PLAN_IDS } from "../domain/franchise";
import { Email } from "./common";
import {
  NewSubdomain,
  OptionalStaffPhone,
  OWNER_REQUIRED,
  PlatformShop,
  SHOP_NAME_REQUIRED,
} from "./platform";
import { ShopType } from "./shop";
import { StaffPhone } from "./staff";

/** A plan of the franchise page: basic (50 storefronts) or premium (100). */
export const FranchisePlanName = v.picklist(FRANCHISE_PLAN_IDS, "Choose the Basic or the Premium plan");

const Named = (required: string, max: number) =>
  v.pipe(v.string(), v.trim(), v.minLength(1, required), v.maxLength(max, "is too long"));

/** POST /api/franchise/signup: the signed-in person signs a franchise up and becomes its owner. */
export const FranchiseSignUpRequest = v.object({
  name: Named("Enter your franchise's name", 80),
  area: Named("Enter the area your franchise serves, like Jaipur North", 80),
  plan: FranchisePlanName,
});
export type FranchiseSignUpRequest = v.InferInput<typeof FranchiseSignUpRequest>;

/** A franchise as its owner and the master admin see it. Times are ISO strings. */
export const Franchise = v.object({
  id: v.string(),
  name: v.string(),
  area: v.string(),
  plan: FranchisePlanName,
  /** The plan's storefronts (50 or 100) and how many it runs now. */
  storeLimit: v.number(),
  shopCount: v.number(),
  commissionPercent: v.number(),
  status: v.picklist(["active", "suspended"]),
  suspendedReason: v.string(),
  ownerEmail: v.string(),
  ownerPhone: v.string(),
  createdAt: v.string(),
});
export type Franchise = v.InferOutput<typeof Franchise>;

/** A rider of a franchise. `phone` is the number they sign in with (+91…). */
export const FranchiseRider = v.object({
  riderId: v.number(),
  name: v.string(),
  phone: v.string(),
  vehicleType: v.string(),
  createdAt: v.string(),
});
export type FranchiseRider = v.InferOutput<typeof FranchiseRider>;

/** GET /api/franchise, and the answer of a sign-up: the franchise, its shops (newest first) and its riders. */
export const FranchiseResponse = v.object({
  franchise: Franchise,
  shops: v.array(PlatformShop),
  riders: v.array(FranchiseRider),
});
export type FranchiseResponse = v.InferOutput<typeof FranchiseResponse>;

/** POST /api/franchise/shops: a storefront of the franchise, with its owner (email, phone or both). */
export const FranchiseShopRequest = v.pipe(
  v.object({
    shopId: NewSubdomain,
    name: Named(SHOP_NAME_REQUIRED, 80),
    ownerEmail: v.optional(v.union([v.literal(""), Email]), ""),
    ownerPhone: OptionalStaffPhone,
    shopType: v.optional(ShopType, "product"),
  }),
  v.forward(
    v.check((s) => Boolean(s.ownerEmail || s.ownerPhone), OWNER_REQUIRED),
    ["ownerEmail"],
  ),
);
export type FranchiseShopRequest = v.InferInput<typeof FranchiseShopRequest>;

/** PUT /api/franchise/commission: the owner's own commission, 0 to 100 percent. */
export const CommissionRequest = v.object({
  commissionPercent: v.pipe(
    v.number(COMMISSION_FORMAT),
    v.check((n) => commissionProblem(n) === null, COMMISSION_FORMAT),
  ),
});
export type CommissionRequest = v.InferInput<typeof CommissionRequest>;

/** POST /api/franchise/riders and PUT …/riders/{riderId}: the rider's name, sign-in phone and vehicle. */
export const RiderRequest = v.object({
  name: Named("Enter the rider's name", 60),
  phone: StaffPhone,
  vehicleType: Named("Enter the rider's vehicle, like Bike", 40),
});
export type RiderRequest = v.InferInput<typeof RiderRequest>;

/** The riders left or now: …/riders answers. */
export const FranchiseRidersResponse = v.object({ riders: v.array(FranchiseRider) });
export type FranchiseRidersResponse = v.InferOutput<typeof FranchiseRidersResponse>;

/** GET /api/franchises?q=&page=: every franchise, newest first (master and support admins). */
export const FranchisesQuery = v.object({
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, "is too long")), ""),
  page: v.optional(
    v.pipe(v.string(), v.regex(/^[1-9]\d{0,5}$/, "must be a page number"), v.transform(Number)),
    "1",
  ),
});
export const FRANCHISE_PAGE_SIZE = 50;
export const FranchisesResponse = v.object({
  franchises: v.array(Franchise),
  total: v.number(),
  page: v.number(),
  pageSize: v.number(),
});
export type FranchisesResponse = v.InferOutput<typeof FranchisesResponse>;

/** POST /api/franchises/{id}/suspend: why (the owner reads it). */
export const SuspendFranchiseRequest = v.object({
  reason: Named("Say why the franchise is suspended", 300),
});
export const FranchiseAnswer = v.object({ franchise: Franchise });
export type FranchiseAnswer = v.InferOutput<typeof FranchiseAnswer>;
