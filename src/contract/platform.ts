/**
 * The master admin's shop calls, under /api/platform (designed here; SPEC §2
 * names /masteradmin, /masteradmin/shop and /masteradmin/shop/{shopId} and
 * leaves their content open): the shops list with search and status filter,
 * a new shop, one shop with its people, audit and orders, and its
 * suspension, resumption and hand-over to a new owner.
 */
import * as v from "valibot";
import { newSubdomainProblem } from "../domain/newSubdomain";
import { SHOP_STATUSES } from "../domain/shopLifecycle";
import { SIGN_IN_PHONE_FORMAT, signInPhone } from "../domain/signInPhone";
import { Email, ShopId, Text } from "./common";
import { ShopType } from "./shop";
import { AuditEntry, StaffPerson } from "./staff";

export const PLATFORM_SHOP_PAGE_SIZE = 25;
/** The list counts its matches up to this many (400 pages); past it, `more` says there are more. */
export const PLATFORM_SHOP_COUNT_CAP = 1000;

/** A shop's status now (src/domain/shopLifecycle.ts): trial, active, renewal (due), ended (trial, unpaid), suspended. */
export const ShopStatusName = v.picklist(SHOP_STATUSES);

/** Who a shop came through: a kiosk operator (their kiosk id) or a franchise; kind "" for none. */
export const ShopVia = v.object({ kind: v.picklist(["", "kiosk", "franchise"]), id: v.string() });
export type ShopVia = v.InferOutput<typeof ShopVia>;

/** A shop as the master admin sees it. Times are ISO strings; a date not set is null. */
export const PlatformShop = v.object({
  shopId: ShopId,
  name: v.string(),
  shopType: ShopType,
  ownerEmail: v.string(),
  ownerPhone: v.string(),
  status: ShopStatusName,
  createdAt: v.string(),
  createdBy: v.string(),
  trialEndsAt: v.nullable(v.string()),
  paidAt: v.nullable(v.string()),
  renewalDueAt: v.nullable(v.string()),
  suspendedAt: v.nullable(v.string()),
  suspendedReason: v.string(),
  via: ShopVia,
});
export type PlatformShop = v.InferOutput<typeof PlatformShop>;

/**
 * GET /api/platform/shops?q=&status=&page=: `q` (3 characters or more)
 * matches a part of the shop id, its name, the owner's email or phone (a
 * whole phone typed any usual way, or 3 or more of its digits); shorter,
 * it matches a shop id exactly. Newest first.
 */
export const PlatformShopsQuery = v.object({
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, "is too long")), ""),
  status: v.optional(v.union([v.literal(""), ShopStatusName]), ""),
  page: v.optional(
    v.pipe(v.string(), v.regex(/^[1-9]\d{0,5}$/, "must be a page number"), v.transform(Number)),
    "1",
  ),
});

export const PlatformShopsResponse = v.object({
  shops: v.array(PlatformShop),
  /** How many shops match, over every page, counted up to PLATFORM_SHOP_COUNT_CAP. */
  total: v.number(),
  /** More shops match than `total` counts: search or filter to find them. */
  more: v.boolean(),
  page: v.number(),
  pageSize: v.number(),
});
export type PlatformShopsResponse = v.InferOutput<typeof PlatformShopsResponse>;

/** A new shop's subdomain: the rule of src/domain/newSubdomain.ts `newSubdomainProblem`, its message as the issue. */
export const NewSubdomain = v.pipe(
  v.string(),
  v.maxLength(100, "is too long"),
  // check with its message from the rule, not rawCheck: valibot is one module, so every function the
  // staff app uses joins the chunk the shop's first load shares with it.
  v.check(
    (typed) => newSubdomainProblem(typed) === null,
    (issue) => newSubdomainProblem(String(issue.input)) ?? "",
  ),
  v.trim(),
  v.toLowerCase(),
);

/**
 * A phone number a person signs in with, or "" for none: typed any usual way,
 * answered as +91 and ten digits (src/domain/signInPhone.ts). Not a union
 * with "", so a wrong number is refused with the phone rule's own words.
 */
export const OptionalStaffPhone = v.optional(
  v.pipe(
    v.string(),
    v.maxLength(20, "is too long"),
    v.check((typed) => typed.trim() === "" || signInPhone(typed) !== null, SIGN_IN_PHONE_FORMAT),
    v.transform((typed) => signInPhone(typed) ?? ""),
  ),
  "",
);

export const SHOP_NAME_REQUIRED = "Enter the shop's name";
export const OWNER_REQUIRED = "Give the owner's email or phone number";

/**
 * POST /api/platform/shops: the owner is named by email, phone or both (they
 * sign in with either); `start` is the 7-day free trial or a paid shop;
 * `via` names the kiosk operator or franchise it came through, if any.
 */
export const NewShopRequest = v.pipe(
  v.object({
    shopId: NewSubdomain,
    name: v.pipe(v.string(), v.trim(), v.minLength(1, SHOP_NAME_REQUIRED), v.maxLength(80, "is too long")),
    ownerEmail: v.optional(v.union([v.literal(""), Email]), ""),
    ownerPhone: OptionalStaffPhone,
    shopType: v.optional(ShopType, "product"),
    start: v.optional(v.picklist(["trial", "active"]), "trial"),
    via: v.optional(
      v.object({
        kind: v.picklist(["", "kiosk", "franchise"]),
        id: v.pipe(v.string(), v.trim(), v.toLowerCase(), v.maxLength(63, "is too long")),
      }),
      { kind: "", id: "" },
    ),
  }),
  v.forward(
    v.check((s) => Boolean(s.ownerEmail || s.ownerPhone), OWNER_REQUIRED),
    ["ownerEmail"],
  ),
  v.forward(
    v.check((s) => (s.via.kind === "") === (s.via.id === ""), "Name the kiosk or franchise it came through"),
    ["via", "id"],
  ),
);
export type NewShopRequest = v.InferInput<typeof NewShopRequest>;

/** GET /api/platform/subdomain-check?shopId=: whether a new shop may take it, and if not why. */
export const SubdomainCheckQuery = v.object({ shopId: Text(100) });
export const SubdomainCheckResponse = v.object({
  shopId: v.string(),
  available: v.boolean(),
  /** Why not ("" when available): the format, a reserved name, or taken. */
  message: v.string(),
});
export type SubdomainCheckResponse = v.InferOutput<typeof SubdomainCheckResponse>;

/** A shop's orders, counted. */
export const ShopOrderCounts = v.object({
  /** Order lines ever placed. */
  total: v.number(),
  /** Not yet delivered nor canceled. */
  open: v.number(),
  /** Placed in the last 30 days. */
  last30Days: v.number(),
});

/**
 * GET /api/platform/shops/{shopId}, and the answer of every change to a shop:
 * the shop, its people (owner first), its newest audit entries, its orders.
 */
export const PlatformShopDetail = v.object({
  shop: PlatformShop,
  people: v.array(StaffPerson),
  audit: v.array(AuditEntry),
  orders: ShopOrderCounts,
});
export type PlatformShopDetail = v.InferOutput<typeof PlatformShopDetail>;

export const SUSPEND_REASON_REQUIRED = "Say why the shop is suspended";

/** POST /api/platform/shops/{shopId}/suspend. */
export const SuspendShopRequest = v.object({
  reason: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1, SUSPEND_REASON_REQUIRED),
    v.maxLength(500, "is too long"),
  ),
});
export type SuspendShopRequest = v.InferInput<typeof SuspendShopRequest>;

/** POST /api/platform/shops/{shopId}/transfer: the new owner, by email, phone or both. */
export const TransferShopRequest = v.pipe(
  v.object({
    email: v.optional(v.union([v.literal(""), Email]), ""),
    phone: OptionalStaffPhone,
  }),
  v.forward(
    v.check((p) => Boolean(p.email || p.phone), "Give the new owner's email or phone number"),
    ["email"],
  ),
);
export type TransferShopRequest = v.InferInput<typeof TransferShopRequest>;
