/**
 * Customer calls under /customer (SPEC §7 and the calls it leaves open).
 * The profile and address calls need a Bearer token (customerAuth), act only
 * for the email it proves (ownEmail, else 403) and answer `{ response: userData }`.
 * Sign-in:
 * POST /handoff (designed here): after Google sign-in on the platform (Bearer
 *   Firebase ID token), a one-time code for the shop's /customerLogin;
 * POST /session (the spec's customer session call): `{ email, code }`, no
 *   Bearer, → user data and a session token the shop then sends as Bearer;
 * POST /verifyotpnew (SPEC §7): phone sign-in needs an SMS provider, which
 *   this API does not have: a valid body is answered 501.
 */
import { type Context, Hono } from "hono";
import * as v from "valibot";
import {
  AddAddressRequest,
  DeleteAddressRequest,
  GetCustomerRequest,
  HandoffRequest,
  HandoffResponse,
  SessionRequest,
  SessionResponse,
  UpdateAddressRequest,
  UpdateCustomerRequest,
  UserDataRequest,
  UserDataResponse,
  VerifyOtpRequest,
} from "../../contract/customer";
import { composeAddress, MAX_ADDRESS_LENGTH, validateAddress } from "../../domain/address";
import { type CustomerEnv, customerAuth, ownEmail } from "../auth/guards";
import { clientKey, countRequest, limited, limitsOf } from "../auth/request-limits";
import { issueSessionToken } from "../auth/tokens";
import type { AppEnv } from "../http/context";
import { ApiFailure } from "../http/failure";
import { CUSTOMER_CALL, describeCall } from "../http/openapi";
import { validateJson } from "../http/validate";
import { addAddress, deleteAddress } from "./addresses";
import { createHandoffCode, redeemHandoffCode } from "./handoff";
import { getUserData, updateCustomer } from "./queries";

/** A profile or address call of the signed-in customer, answered with their user data. */
const userDataCall = (summary: string, moreErrors: number[] = []) =>
  describeCall({
    summary,
    answer: UserDataResponse,
    ...CUSTOMER_CALL,
    errors: [...CUSTOMER_CALL.errors, ...moreErrors],
  });

/** What verifyotpnew would answer if phone sign-in were available. */
const Verified = v.looseObject({ response: v.boolean() });

/** The `{ response: userData }` answer for the caller. */
async function userData(c: Context<CustomerEnv>, email: string) {
  return c.json<UserDataResponse>({ response: await getUserData(c.var.db, email, c.var.config.siteUrl) });
}

/** Address and profile writes: per customer (config/limits.ts). */
const profileLimit = limited<CustomerEnv>("profileWrites", "changes to your profile and addresses", (c) => [
  `customer:${c.var.customer.email}`,
]);
/** The shop login handoff and its session: per client address. */
const signInLimit = limited("signInPerClient", "sign-ins from this network", (c) => [clientKey(c)]);

/** Mount at /customer. */
export const customerRoutes = new Hono<AppEnv>()
  .post(
    "/getcustomer",
    userDataCall("Sign-in lookup; creates the customer"),
    customerAuth,
    validateJson(GetCustomerRequest),
    async (c) => {
      const { email } = c.req.valid("json");
      ownEmail(c, email);
      return userData(c, email);
    },
  )
  .post(
    "/userdata",
    userDataCall("User data with orders, newest first"),
    customerAuth,
    validateJson(UserDataRequest),
    async (c) => {
      const { email } = c.req.valid("json");
      ownEmail(c, email);
      return userData(c, email);
    },
  )
  .post(
    "/updatecustomer",
    userDataCall("Update the customer's profile", [429]),
    customerAuth,
    profileLimit,
    validateJson(UpdateCustomerRequest),
    async (c) => {
      const { email, name, phoneNumber } = c.req.valid("json");
      ownEmail(c, email);
      await updateCustomer(c.var.db, email, { name, phoneNumber });
      return userData(c, email);
    },
  )
  .post(
    "/updateaddress",
    userDataCall("Save a composed address", [429]),
    customerAuth,
    profileLimit,
    validateJson(UpdateAddressRequest),
    async (c) => {
      const { email, address, addressType, makeDefault } = c.req.valid("json");
      ownEmail(c, email);
      await addAddress(c.var.db, email, { fullAddress: address, addressType, makeDefault });
      return userData(c, email);
    },
  )
  .post(
    "/addaddress",
    userDataCall("Save an address from the checkout form", [429]),
    customerAuth,
    profileLimit,
    validateJson(AddAddressRequest),
    async (c) => {
      const { email, addressType, makeDefault, ...form } = c.req.valid("json");
      ownEmail(c, email);
      const invalid = validateAddress(form);
      if (invalid) throw new ApiFailure(400, invalid.message, invalid.field);
      const fullAddress = composeAddress(form);
      if (fullAddress.length > MAX_ADDRESS_LENGTH)
        throw new ApiFailure(400, "Address is too long", "address");
      await addAddress(c.var.db, email, { fullAddress, addressType, makeDefault }, "fullName");
      return userData(c, email);
    },
  )
  .post(
    "/deleteaddress",
    userDataCall("Delete a saved address", [404, 429]),
    customerAuth,
    profileLimit,
    validateJson(DeleteAddressRequest),
    async (c) => {
      const { email, addressKey } = c.req.valid("json");
      ownEmail(c, email);
      await deleteAddress(c.var.db, email, addressKey);
      return userData(c, email);
    },
  )
  .post(
    "/handoff",
    describeCall({
      summary: "A code for the cross-domain login",
      answer: HandoffResponse,
      ...CUSTOMER_CALL,
      errors: [401, 403, 429],
    }),
    customerAuth,
    signInLimit,
    validateJson(HandoffRequest),
    async (c) => {
      const { email } = c.req.valid("json");
      if (c.var.customer.kind !== "firebase") {
        throw new ApiFailure(401, "A handoff needs a Google sign-in (Firebase ID token)");
      }
      ownEmail(c, email);
      const { code, expiresAt } = await createHandoffCode(c.var.db, email);
      return c.json<HandoffResponse>({ response: { code, expiresAt: expiresAt.toISOString() } });
    },
  )
  .post(
    "/session",
    describeCall({
      summary: "Trade a handoff code for a session",
      answer: SessionResponse,
      errors: [401, 429],
    }),
    signInLimit,
    validateJson(SessionRequest),
    async (c) => {
      const { email, code } = c.req.valid("json");
      if (!(await redeemHandoffCode(c.var.db, email, code))) {
        throw new ApiFailure(401, "This sign-in link has expired or was already used; sign in again", "code");
      }
      const sessionToken = await issueSessionToken(c.var.config.auth, email);
      const response = await getUserData(c.var.db, email, c.var.config.siteUrl);
      return c.json<SessionResponse>({ response, sessionToken });
    },
  )
  .post(
    "/verifyotpnew",
    describeCall({ summary: "Phone OTP: no SMS provider, so 501", answer: Verified, errors: [429, 501] }),
    validateJson(VerifyOtpRequest),
    async (c) => {
      // Counted per phone number and per client address before any check, as a real code check will be.
      const limits = limitsOf(c.var.config);
      const { phoneNumber } = c.req.valid("json");
      await countRequest(
        c.var.db,
        "otpPerPhone",
        limits.otpPerPhone,
        [`phone:${phoneNumber}`],
        "code checks for this phone number",
      );
      await countRequest(
        c.var.db,
        "otpPerClient",
        limits.otpPerClient,
        [clientKey(c)],
        "code checks from this network",
      );
      return c.json({ error: "Phone sign-in is not available; use Google sign-in" }, 501);
    },
  );
