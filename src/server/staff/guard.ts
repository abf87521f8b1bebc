/**
 * The one place a seller call's permission is decided (DESIGN "The staff
 * side"): `requireRole(...)` reads the shop from the path, the person from
 * the Bearer token, and their role there from the roles table.
 * No token: 401. A shop session token (the storefront's) is not enough: staff
 * sign in with Firebase themselves. Unknown shop: 404. No role there, or not
 * one of `roles`: 403, and nothing runs.
 */
import { eq } from "drizzle-orm";
import { createMiddleware } from "hono/factory";
import * as v from "valibot";
import { ShopId } from "../../contract/common";
import type { ShopRole } from "../../contract/seller";
import { bearerIdentity, type CallerEnv, type VerifierEnv } from "../auth/guards";
import type { Identity } from "../auth/tokens";
import type { Db } from "../db/connection";
import { shops } from "../db/schema";
import { ApiFailure, notFound } from "../http/failure";
import { shopRoleOf, shopScope, shopsOf } from "./roles";

/** The signed-in seller of this request's shop. */
export type Staff = { email: string; shopId: string; role: ShopRole; scope: string };

export type StaffEnv = VerifierEnv & { Variables: { staff: Staff; person: Identity } };

/** Who may call a seller call, and how it can be refused (describeCall). */
export const SELLER_CALL = { security: ["bearer"], errors: [401, 403, 404] } satisfies {
  security: ["bearer"];
  errors: number[];
};

export const NOT_SIGNED_IN = "Sign in with your own account first";
export const STAFF_ONLY = "You don't work in this shop: ask its owner to add you";
export const OWNER_ONLY = "Only the shop's owner can do this";

async function shopExists(db: Db, shopId: string): Promise<boolean> {
  const [row] = await db.select({ id: shops.shopId }).from(shops).where(eq(shops.shopId, shopId)).limit(1);
  return Boolean(row);
}

/** The person a staff call comes from: a Firebase sign-in (Google or phone), never a shop session. */
export async function staffIdentity(
  header: string | undefined,
  verify: VerifierEnv["Variables"]["verifyToken"],
) {
  const identity = await bearerIdentity(header, verify);
  if (!identity) throw new ApiFailure(401, NOT_SIGNED_IN);
  if (identity.kind !== "firebase") {
    throw new ApiFailure(401, "Sign in to the console with Google: a shop's sign-in is not enough");
  }
  return identity;
}

/** Middleware: the caller is signed in (sets `c.var.person`). */
export const signedIn = createMiddleware<StaffEnv>(async (c, next) => {
  c.set("person", await staffIdentity(c.req.header("authorization"), c.var.verifyToken));
  await next();
});

/** Middleware for /…/shops/:shopId/…: the caller has one of `roles` in that shop (sets `c.var.staff`). */
export function requireRole(...roles: ShopRole[]) {
  return createMiddleware<StaffEnv>(async (c, next) => {
    const person = await staffIdentity(c.req.header("authorization"), c.var.verifyToken);
    const parsed = v.safeParse(ShopId, c.req.param("shopId") ?? "");
    if (!parsed.success || !(await shopExists(c.var.db, parsed.output))) throw notFound("Shop", "shopId");
    const shopId = parsed.output;
    const role = await shopRoleOf(c.var.db, person.email, shopId);
    if (!role) throw new ApiFailure(403, STAFF_ONLY, "shopId");
    if (!roles.includes(role)) throw new ApiFailure(403, OWNER_ONLY);
    c.set("person", person);
    c.set("staff", { email: person.email, shopId, role, scope: shopScope(shopId) });
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
    const mine = await shopsOf(c.var.db, caller.customer.email);
    if (mine.length) {
      c.set("caller", {
        ...caller,
        sellerShops: new Set([...(caller.sellerShops ?? []), ...mine.map((s) => s.shopId)]),
      });
    }
  }
  await next();
});
