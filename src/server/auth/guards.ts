/**
 * The HTTP side of trust: who a request comes from. Customers prove an email
 * or a phone with `Authorization: Bearer <token>` (tokens.ts, customers.ts); sellers send their shop's
 * key in `X-Seller-Key`, riders theirs in `X-Rider-Key` (credentials.ts).
 * Missing or invalid proof is 401; proof of someone else is 403.
 */
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { RiderRow } from "../db/schema";
import type { AppEnv } from "../http/context";
import { ApiFailure } from "../http/failure";
import { riderOf, sellerShopOf } from "./credentials";
import { customerKeyFor, findCustomerKey } from "./customers";
import { AuthError, type Identity, type TokenVerifier } from "./tokens";

/** What createApp sets for the guards: `c.var.verifyToken` checks a customer's Bearer token (tokens.ts). */
export type VerifierEnv = AppEnv & { Variables: { verifyToken: TokenVerifier } };

/** A signed-in customer: the proven identity and the key of the customer it is (auth/customers.ts). */
export type Customer = Identity & { key: string };

export type CustomerEnv = VerifierEnv & { Variables: { customer: Customer } };

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/** The one answer to a token that is refused, whatever the reason: sign in again. */
export const INVALID_TOKEN = "Your sign-in is not valid or has expired: sign in again";

/** The verified identity of an Authorization header's Bearer token; null when there is no header. */
export async function bearerIdentity(
  header: string | undefined,
  verify: TokenVerifier,
): Promise<Identity | null> {
  if (header === undefined) return null;
  const token = BEARER.exec(header)?.[1];
  if (!token) throw new ApiFailure(401, "Authorization must be 'Bearer <token>'");
  try {
    return await verify(token);
  } catch (error) {
    // Why it was refused is the log's (app.ts); the caller learns only that it was.
    if (error instanceof AuthError) throw new ApiFailure(401, INVALID_TOKEN);
    throw error;
  }
}

/**
 * Middleware: the call needs a customer's Bearer token; sets `c.var.customer`
 * with the key of the customer it proves (a Google email or a phone sign-in;
 * the customer is created at their first call).
 */
export const customerAuth = createMiddleware<CustomerEnv>(async (c, next) => {
  const identity = await bearerIdentity(c.req.header("authorization"), c.var.verifyToken);
  if (!identity) throw new ApiFailure(401, "Sign in first: this call needs a Bearer token");
  c.set("customer", { ...identity, key: await customerKeyFor(c.var.db, identity) });
  await next();
});

/**
 * 403 unless the body's `email` (the spec's name for the customer key: the
 * email, or the phone of a customer who first signed in by phone) is the
 * caller's own key.
 */
export function ownEmail(c: Pick<Context<CustomerEnv>, "var">, email: string): void {
  if (c.var.customer.key !== email) {
    throw new ApiFailure(403, "You can only act for your own account", "email");
  }
}

/**
 * 403 unless `who` names the caller: their customer key, or the email or
 * phone their token proves. For the sign-in lookups (getcustomer, handoff),
 * where a shopper knows only what they signed in with, not yet the key
 * (a Google email linked to a phone-keyed customer).
 */
export function ownSignIn(c: Pick<Context<CustomerEnv>, "var">, who: string): void {
  const { key, email, phone } = c.var.customer;
  if (who !== key && who !== email && who !== phone) {
    throw new ApiFailure(403, "You can only act for your own account", "email");
  }
}

/**
 * Whoever may look at or move an order: a customer, a shop's seller (by an
 * integration key, or a signed-in person with a role there: staff/guard.ts
 * `sellerRoles` adds those shops), a rider.
 */
export type Caller = {
  customer?: Identity;
  /** The key of the customer the Bearer identity is, when it is one (never created here). */
  customerKey?: string;
  sellerShops?: ReadonlySet<string>;
  rider?: RiderRow;
};

export type CallerEnv = VerifierEnv & { Variables: { caller: Caller } };

/**
 * Middleware: reads every credential the request carries (each one presented
 * must be valid; 401 when there is none) into `c.var.caller`. Which orders a
 * caller may touch is the route's decision.
 */
export const callerAuth = createMiddleware<CallerEnv>(async (c, next) => {
  const caller: Caller = {};
  const customer = await bearerIdentity(c.req.header("authorization"), c.var.verifyToken);
  if (customer) {
    caller.customer = customer;
    const key = await findCustomerKey(c.var.db, customer);
    if (key) caller.customerKey = key;
  }
  const sellerKey = c.req.header("x-seller-key");
  if (sellerKey !== undefined) {
    const shopId = await sellerShopOf(c.var.db, sellerKey);
    if (!shopId) throw new ApiFailure(401, "Invalid seller key");
    caller.sellerShops = new Set([shopId]);
  }
  const riderKey = c.req.header("x-rider-key");
  if (riderKey !== undefined) {
    const rider = await riderOf(c.var.db, riderKey);
    if (!rider) throw new ApiFailure(401, "Invalid rider key");
    caller.rider = rider;
  }
  if (!caller.customer && !caller.sellerShops && !caller.rider) {
    throw new ApiFailure(401, "Sign in, or send a seller key (X-Seller-Key) or a rider key (X-Rider-Key)");
  }
  c.set("caller", caller);
  await next();
});
