/**
 * Kiosk operators' calls (designed here; SPEC §2 "Kiosk-operator dashboard",
 * §9): master admins add and list operators under /api/platform/kiosks; an
 * operator, signed in by phone, works their own merchants under /api/kiosk:
 * their profile and commission, the merchant list with its filter and
 * search, enrolling a merchant (a shop in its 7-day free trial), and the
 * fee, paid by UPI (a pay link, then the UTR) or in cash.
 */
import * as v from "valibot";
import { FEE_KINDS, FEE_METHODS } from "../domain/kioskFees";
import { KIOSK_ID_FORMAT, MERCHANT_FILTERS, toKioskId } from "../domain/kioskMerchants";
import { SIGN_IN_PHONE_FORMAT } from "../domain/signInPhone";
import { CHECKOUT_STATES, Email, ShopId } from "./common";
import { NewSubdomain, ShopStatusName } from "./platform";
import { ShopType } from "./shop";
import { StaffPhone } from "./staff";

/** A kiosk id as typed (EM-JPR-10482), held in lower case. */
export const KioskId = v.pipe(
  v.string(),
  v.maxLength(40, "is too long"),
  v.check((typed) => toKioskId(typed) !== null, KIOSK_ID_FORMAT),
  v.transform((typed) => toKioskId(typed) ?? ""),
);

const Required = (max: number, message: string) =>
  v.pipe(v.string(), v.trim(), v.minLength(1, message), v.maxLength(max, "is too long"));
const Optional = (max: number) =>
  v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max, "is too long")), "");
const OptionalEmail = v.optional(
  v.pipe(v.string(), v.trim(), v.union([v.literal(""), Email], "must be an email address")),
  "",
);
const Phone = v.pipe(v.string(), v.trim(), v.minLength(1, SIGN_IN_PHONE_FORMAT), StaffPhone);

/** A kiosk operator as their profile and the master admin's list show them. */
export const KioskOperator = v.object({
  kioskId: v.string(),
  name: v.string(),
  phone: v.string(),
  email: v.string(),
  ssoId: v.string(),
  address: v.string(),
  /** Their photo's URL, "" for none. */
  photo: v.string(),
  /** Rupees they earn per paid fee or renewal. */
  commissionRupees: v.number(),
  createdAt: v.string(),
  createdBy: v.string(),
});
export type KioskOperator = v.InferOutput<typeof KioskOperator>;

/** POST /api/platform/kiosks: a master admin adds an operator, who then signs in with this phone. */
export const NewKioskOperatorRequest = v.object({
  kioskId: KioskId,
  name: Required(80, "Enter the operator's name"),
  phone: Phone,
  email: OptionalEmail,
  ssoId: Optional(60),
  address: Optional(300),
  commissionRupees: v.optional(
    v.pipe(v.number(), v.integer("must be whole rupees"), v.minValue(0), v.maxValue(3000)),
    2000,
  ),
});
export type NewKioskOperatorRequest = v.InferInput<typeof NewKioskOperatorRequest>;

export const KioskOperatorsResponse = v.object({ operators: v.array(KioskOperator) });
export type KioskOperatorsResponse = v.InferOutput<typeof KioskOperatorsResponse>;

/** What a payment is, how it was paid. */
export const FeeKindName = v.picklist(FEE_KINDS);
export const FeeMethodName = v.picklist(FEE_METHODS);

/** A merchant in the operator's list. Times are ISO strings; a date not set is null. */
export const KioskMerchant = v.object({
  /** The User ID column: KM- and the merchant's number. */
  userId: v.string(),
  shopId: ShopId,
  /** The owner's name. */
  name: v.string(),
  phone: v.string(),
  email: v.string(),
  businessName: v.string(),
  paymentStatus: v.picklist(["Paid", "Unpaid"]),
  /** The shop's status now (trial, active, renewal, ended, suspended). */
  status: ShopStatusName,
  activity: v.picklist(["ACTIVE", "INACTIVE"]),
  /** What the merchant owes now: the fee, a renewal, or nothing (null). */
  due: v.nullable(FeeKindName),
  enrolledAt: v.string(),
  trialEndsAt: v.nullable(v.string()),
  paidAt: v.nullable(v.string()),
  renewalDueAt: v.nullable(v.string()),
});
export type KioskMerchant = v.InferOutput<typeof KioskMerchant>;

export const KIOSK_MERCHANT_PAGE_SIZE = 50;

/**
 * GET /api/kiosk/merchants?q=&filter=&page=: `q` matches the User ID, the
 * owner's name, phone (typed any usual way) or email, the business name or
 * the subdomain; `filter` as src/domain/kioskMerchants.ts says.
 */
export const KioskMerchantsQuery = v.object({
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, "is too long")), ""),
  filter: v.optional(v.picklist(MERCHANT_FILTERS, "must be one of the filter's options"), "Filter"),
  page: v.optional(
    v.pipe(v.string(), v.regex(/^[1-9]\d{0,5}$/, "must be a page number"), v.transform(Number)),
    "1",
  ),
});

export const KioskMerchantsResponse = v.object({
  merchants: v.array(KioskMerchant),
  /** How many match, over every page. */
  total: v.number(),
  page: v.number(),
  pageSize: v.number(),
});
export type KioskMerchantsResponse = v.InferOutput<typeof KioskMerchantsResponse>;

/** The operator's commission card. */
export const KioskCommission = v.object({
  /** Rupees per paid fee or renewal, as the platform set it for this operator. */
  perPayment: v.number(),
  merchants: v.number(),
  /** Merchants whose one-time fee is paid. */
  paidMerchants: v.number(),
  renewals: v.number(),
  feesCollected: v.number(),
  /** The commission on every payment recorded. */
  earned: v.number(),
  /** Paid merchants whose renewal has fallen due: renew them to earn the commission again. */
  renewalsDue: v.number(),
  /** Merchants in their free trial, unpaid, and whose trial ended unpaid. */
  inTrial: v.number(),
  trialEnded: v.number(),
});
export type KioskCommission = v.InferOutput<typeof KioskCommission>;

/** GET /api/kiosk/me: the signed-in operator and their commission. */
export const KioskMeResponse = v.object({ operator: KioskOperator, commission: KioskCommission });
export type KioskMeResponse = v.InferOutput<typeof KioskMeResponse>;

/** POST /api/kiosk/merchants: the operator enrols a merchant; the shop opens in its free trial at once. */
export const EnrolMerchantRequest = v.object({
  businessName: Required(80, "Enter the business name"),
  shopId: NewSubdomain,
  ownerName: Required(80, "Enter the merchant's name"),
  ownerEmail: v.pipe(v.string(), v.trim(), v.minLength(1, "Enter the merchant's email"), Email),
  ownerPhone: Phone,
  shopType: v.optional(ShopType, "product"),
});
export type EnrolMerchantRequest = v.InferInput<typeof EnrolMerchantRequest>;

/** A merchant with the operator's commission after a change. */
export const KioskMerchantResponse = v.object({ merchant: KioskMerchant, commission: KioskCommission });
export type KioskMerchantResponse = v.InferOutput<typeof KioskMerchantResponse>;

/** GET /api/kiosk/merchants/{shopId}/payment-link: the UPI link of what the merchant owes now. */
export const PaymentLinkResponse = v.object({
  kind: FeeKindName,
  /** upi://pay?pa=…&pn=…&am=3000.00&cu=INR&tr={reference}&tn=… */
  link: v.string(),
  payee: v.string(),
  payeeName: v.string(),
  amount: v.number(),
  reference: v.string(),
});
export type PaymentLinkResponse = v.InferOutput<typeof PaymentLinkResponse>;

export const UTR_FORMAT = "Enter the 12-digit UTR of the UPI payment";

/**
 * POST /api/kiosk/merchants/{shopId}/payment: the fee (or the renewal due)
 * is paid: in cash to the operator, or by UPI with its UTR. `amount` is what
 * was collected, which must be the whole fee.
 */
export const RecordPaymentRequest = v.variant("method", [
  v.object({ method: v.literal("cash"), amount: v.number() }),
  v.object({
    method: v.literal("upi"),
    amount: v.number(),
    utr: v.pipe(
      v.string(),
      v.maxLength(30, "is too long"),
      v.transform((typed) => typed.replace(/\s/g, "")),
      v.regex(/^\d{12}$/, UTR_FORMAT),
    ),
  }),
]);
export type RecordPaymentRequest = v.InferInput<typeof RecordPaymentRequest>;

/**
 * POST /api/kiosk/merchants/{shopId}/payment-checkout: the online payment of
 * what a kiosk merchant owes now; `payUrl` is the page the merchant opens on
 * their phone (the operator shows it as a QR code and shares it).
 */
export const FeeCheckoutResponse = v.object({
  checkoutId: v.string(),
  payUrl: v.string(),
  amount: v.number(),
  reference: v.string(),
  status: v.picklist(CHECKOUT_STATES),
});
export type FeeCheckoutResponse = v.InferOutput<typeof FeeCheckoutResponse>;
