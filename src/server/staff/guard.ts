/**
 * The one place a staff call's permission is decided (DESIGN "The staff
 * side"): the person comes from the Bearer token (a Firebase sign-in with
 * Google or a phone code, checked for its age and for "signed out
 * everywhere": sessions.ts), their roles from the roles table (roles.ts).
 * `requireRole(...)` guards a shop's calls (the shop from the path),
 * `requirePlatformRole(...)` the platform's (master, support),
 * `requireScopedRole(...)` a kiosk operator's or a franchise's.
 * No token: 401. A shop session token (the storefront's) is not enough: staff
 * sign in with Firebase themselves. Unknown shop: 404. No role there, or not
 * one of `roles`: 403, and nothing runs.
 */
import { eq } from "drizzle-orm";
import { createMiddleware } from "hono/factory";
import * as v from "valibot";
import { ShopId } from "../../contract/common";
import type { ShopRole } from "../../contract/seller";
import type { StaffRoleName } from "../../contract/staff";
import { bearerIdentity, type CallerEnv, type VerifierEnv } from "../auth/guards";
import type { Identity } from "../auth/tokens";
import type { Db } from "../db/connection";
import { shops } from "../db/schema";
import { ApiFailure, notFound } from "../http/failure";
import { actorOf, hasPlatformRole, scopedRoleOf, shopRoleOf, shopScope, shopsOf } from "./roles";
import { checkStaffSession } from "./sessions";

/** The signed-in seller of this request's shop. */
export type Staff = { email: string; shopId: string; role: ShopRole; scope: string };

/** `person`: who signed in; `actor`: their name in the audit trail (email, else phone). */
export type StaffEnv = VerifierEnv & { Variables: { staff: Staff; person: Identity; actor: string } };

/** Who may call a platform staff call, and how it can be refused (describeCall). */
export const STAFF_CALL = { security: ["bearer"], errors: [401, 403] } satisfies {
  security: ["bearer"];
  errors: number[];
};

/** Who may call a seller call, and how it can be refused (describeCall). */
export const SELLER_CALL = { security: ["bearer"], errors: [401, 403, 404] } satisfies {
  security: ["bearer"];
  errors: number[];
};

export const NOT_SIGNED_IN = "Sign in with your own account first";
export const STAFF_ONLY = "You don't work in this shop: ask its owner to add you";
export const OWNER_ONLY = "Only the shop's owner can do this";
export const MASTER_ONLY = "Only a master admin can do this";
export const SUPPORT_ONLY = "Only the platform's support admins can do this";
export const KIOSK_ONLY = "Only a kiosk operator can do this: ask the platform to add you";

async function shopExists(db: Db, shopId: string): Promise<boolean> {
  const [row] = await db.select({ id: shops.shopId }).from(shops).where(eq(shops.shopId, shopId)).limit(1);
  return Boolean(row);
}

/**
 * The person a staff call comes from: a Firebase sign-in (Google or phone),
 * never a shop session, still within its age and not signed out everywhere.
 */
export async function staffIdentity(c: {
  req: { header(name: string): string | undefined };
  var: StaffEnv["Variables"] & { db: Db; config: { auth: { staffSessionSeconds?: number } } };
}): Promise<Identity> {
  const identity = await bearerIdentity(c.req.header("authorization"), c.var.verifyToken);
  if (!identity) throw new ApiFailure(401, NOT_SIGNED_IN);
  if (identity.kind !== "firebase") {
    throw new ApiFailure(
      401,
      "Sign in to the console with Google or your phone: a shop's sign-in is not enough",
    );
  }
  await checkStaffSession(c.var.db, identity, c.var.config.auth.staffSessionSeconds);
  return identity;
}

/** Middleware: the caller is signed in (sets `c.var.person` and `c.var.actor`). */
export const signedIn = createMiddleware<StaffEnv>(async (c, next) => {
  const person = await staffIdentity(c);
  c.set("person", person);
  c.set("actor", actorOf(person));
  await next();
});

/** Whether `person` is a master admin: configured (MASTER_ADMIN_EMAILS) or given the role. */
export async function isMaster(db: Db, person: Identity, masters: readonly string[] = []): Promise<boolean> {
  if (person.email && masters.includes(person.email)) return true;
  return hasPlatformRole(db, person, ["master"]);
}

/**
 * Middleware for the platform's calls: the caller holds one of `roles` on
 * the platform (a configured master admin holds "master"); sets `c.var.person`
 * and `c.var.actor`. Anyone else signed in: 403.
 */
export function requirePlatformRole(...roles: Extract<StaffRoleName, "master" | "support">[]) {
  return createMiddleware<StaffEnv>(async (c, next) => {
    const person = await staffIdentity(c);
    const masters = c.var.config.auth.masterAdmins ?? [];
    const allowed =
      (roles.includes("master") && (await isMaster(c.var.db, person, masters))) ||
      (await hasPlatformRole(c.var.db, person, roles));
    if (!allowed) throw new ApiFailure(403, roles.includes("support") ? SUPPORT_ONLY : MASTER_ONLY);
    c.set("person", person);
    c.set("actor", actorOf(person));
    await next();
  });
}

/** Where a scoped role is held: "kiosk:em-jpr-10482" is scope, and its id "em-jpr-10482". */
export type Scoped = { role: StaffRoleName; scope: string; id: string };

export type ScopedEnv = StaffEnv & { Variables: { scoped: Scoped } };

/**
 * Middleware for the calls of a kiosk operator or a franchise owner: the
 * caller holds `role` in a scope of `kind` ("kiosk:{id}", "franchise:{id}"),
 * which the calls then work in (sets `c.var.scoped`, `person`, `actor`).
 * A person works in one such scope (the oldest row, should there be more).
 * Anyone else signed in, master admins too: 403 with `refusal`.
 */
export function requireScopedRole(
  role: Extract<StaffRoleName, "operator" | "franchise" | "rider">,
  kind: "kiosk" | "franchise",
  refusal = KIOSK_ONLY,
) {
  return createMiddleware<ScopedEnv>(async (c, next) => {
    const person = await staffIdentity(c);
    const scope = await scopedRoleOf(c.var.db, person, role, kind);
    if (!scope) throw new ApiFailure(403, refusal);
    c.set("person", person);
    c.set("actor", actorOf(person));
    c.set("scoped", { role, scope, id: scope.slice(kind.length + 1) });
    await next();
  });
}

/** Middleware for /…/shops/:shopId/…: the caller has one of `roles` in that shop (sets `c.var.staff`). */
export function requireRole(...roles: ShopRole[]) {
  return createMiddleware<StaffEnv>(async (c, next) => {
    const person = await staffIdentity(c);
    const parsed = v.safeParse(ShopId, c.req.param("shopId") ?? "");
    if (!parsed.success || !(await shopExists(c.var.db, parsed.output))) throw notFound("Shop", "shopId");
    const shopId = parsed.output;
    const role = await shopRoleOf(c.var.db, person, shopId);
    if (!role) throw new ApiFailure(403, STAFF_ONLY, "shopId");
    if (!roles.includes(role)) throw new ApiFailure(403, OWNER_ONLY);
    c.set("person", person);
    c.set("actor", actorOf(person));
    c.set("staff", { email: actorOf(person), shopId, role, scope: shopScope(shopId) });
    await next();
  });
}

/**
 * Middleware after `callerAuth` (the order calls): a person signed in with
 * Firebase sells for the shops they have a role in, beside any key's shop.
 */
export const sellerRoles = createMiddleware<CallerEnv>(async (c, next) => {
  const { caller } = c.var;
  if (caller.customer?.kind === "firebase") {
    const mine = await shopsOf(c.var.db, caller.customer);
    // A sign-in past its age or from before "sign out on every device" sells for nobody (sessions.ts).
    const current =
      mine.length > 0 &&
      (await checkStaffSession(c.var.db, caller.customer, c.var.config.auth.staffSessionSeconds).then(
        () => true,
        () => false,
      ));
    if (current) {
      c.set("caller", {
        ...caller,
        sellerShops: new Set([...(caller.sellerShops ?? []), ...mine.map((s) => s.shopId)]),
      });
    }
  }
  await next();
});
