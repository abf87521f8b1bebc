/**
 * Customer calls under /customer (SPEC §7 and the calls it leaves open).
 * The profile and address calls need a Bearer token (customerAuth), act only
 * for the email it proves (ownEmail, else 403) and answer `{ response: userData }`.
 * Sign-in:
 * POST /handoff (designed here): after Google or phone sign-in on the platform
 *   (Bearer Firebase ID token), a one-time code for the shop's /customerLogin,
 *   with the customer key the shop's session call names;
 * POST /session (the spec's customer session call): `{ email, code }`, no
 *   Bearer, → user data and a session token the shop then sends as Bearer;
 * POST /verifyotpnew (SPEC §7): the shop's phone sign-in; Firebase checked the
 *   code, the Bearer ID token proves the body's number → user data;
 * POST /link (designed here): the signed-in customer links their other
 *   sign-in method (a fresh Firebase ID token in the body) → user data.
 * A customer is keyed by the method they first signed in with: the body's
 * `email` is that key (an email, or a phone for a phone-first customer).
 */
import { type Context, Hono } from "hono";
import {
  AddAddressRequest,
  DeleteAddressRequest,
  GetCustomerRequest,
  HandoffRequest,
  HandoffResponse,
  LinkSignInRequest,
  SessionRequest,
  SessionResponse,
  UpdateAddressRequest,
  UpdateCustomerRequest,
  UserDataRequest,
  UserDataResponse,
  VerifyOtpRequest,
} from "../../contract/customer";
import { type AddressForm, composeAddress, MAX_ADDRESS_LENGTH, validateAddress } from "../../domain/address";
import { validateProfile } from "../../domain/profile";
import { type CustomerEnv, customerAuth, ownEmail, ownSignIn } from "../auth/guards";
import { clientKey, countRequest, limited, limitsOf } from "../auth/request-limits";
import { AuthError, type Identity, issueSessionToken } from "../auth/tokens";
import type { AppEnv } from "../http/context";
import { ApiFailure } from "../http/failure";
import { CUSTOMER_CALL, describeCall } from "../http/openapi";
import { validateJson } from "../http/validate";
import { addAddress, changeAddress, deleteAddress } from "./addresses";
import { createHandoffCode, redeemHandoffCode } from "./handoff";
import { linkSignIn } from "./link";
import { getUserData, updateCustomer } from "./queries";

/** A profile or address call of the signed-in customer, answered with their user data. */
const userDataCall = (summary: string, moreErrors: number[] = []) =>
  describeCall({
    summary,
    answer: UserDataResponse,
    ...CUSTOMER_CALL,
    errors: [...CUSTOMER_CALL.errors, ...moreErrors],
  });

/** The `{ response: userData }` answer for the caller. */
async function userData(c: Context<CustomerEnv>, email: string) {
  return c.json<UserDataResponse>({ response: await getUserData(c.var.db, email, c.var.config) });
}

/**
 * The address string of a form's fields, checked as SPEC §5 says (and the
 * formats and the PIN's state after): 400 naming the first bad field. A
 * string sent with them must be the one they compose.
 */
function checkedAddress(form: AddressForm, sent?: string): string {
  const invalid = validateAddress(form);
  if (invalid) throw new ApiFailure(400, invalid.message, invalid.field);
  const fullAddress = composeAddress(form);
  if (fullAddress.length > MAX_ADDRESS_LENGTH) throw new ApiFailure(400, "Address is too long", "address");
  if (sent !== undefined && sent !== fullAddress) {
    throw new ApiFailure(400, "The address is not the one its fields make", "address");
  }
  return fullAddress;
}

/** The form's fields as saved beside the string: trimmed, the country India when blank. */
function savedFields(form: AddressForm): Record<string, string> {
  return Object.fromEntries(
    Object.entries({ ...form, country: form.country?.trim() || "India" }).map(([k, v]) => [
      k,
      (v ?? "").trim(),
    ]),
  );
}

/** Address and profile writes: per customer (config/limits.ts). */
const profileLimit = limited<CustomerEnv>("profileWrites", "changes to your profile and addresses", (c) => [
  `customer:${c.var.customer.key}`,
]);
/** Phone sign-ins from one network, counted before the token is checked. */
const otpClientLimit = limited("otpPerClient", "phone sign-ins from this network", (c) => [clientKey(c)]);
/** The shop login handoff and its session: per client address. */
const signInLimit = limited("signInPerClient", "sign-ins from this network", (c) => [clientKey(c)]);

/** Mount at /customer. */
export const customerRoutes = new Hono<AppEnv>()
  .post(
    "/getcustomer",
    userDataCall("Sign-in lookup (the email signed in with, or the key); creates the customer"),
    customerAuth,
    validateJson(GetCustomerRequest),
    async (c) => {
      const { email } = c.req.valid("json");
      ownSignIn(c, email);
      return userData(c, c.var.customer.key);
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
      const invalid = validateProfile({ name, phoneNumber });
      if (invalid) throw new ApiFailure(400, invalid.message, invalid.field);
      await updateCustomer(c.var.db, email, { name, phoneNumber });
      return userData(c, email);
    },
  )
  .post(
    "/updateaddress",
    userDataCall("Save an address, or change a saved one (addressKey)", [404, 429]),
    customerAuth,
    profileLimit,
    validateJson(UpdateAddressRequest),
    async (c) => {
      const { email, address, addressKey, fields, addressType, makeDefault } = c.req.valid("json");
      ownEmail(c, email);
      const fullAddress = fields ? checkedAddress(fields, address) : address;
      const saved = fields ? savedFields(fields) : null;
      if (addressKey) {
        await changeAddress(c.var.db, email, addressKey, {
          fullAddress,
          fields: saved,
          addressType,
          makeDefault,
        });
      } else if (fullAddress) {
        const type = addressType || "Home";
        await addAddress(c.var.db, email, { fullAddress, fields: saved, addressType: type, makeDefault });
      }
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
      const fullAddress = checkedAddress(form);
      const address = { fullAddress, fields: savedFields(form), addressType, makeDefault };
      await addAddress(c.var.db, email, address, "fullName");
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
      ownSignIn(c, email);
      const { key } = c.var.customer;
      const { code, expiresAt } = await createHandoffCode(c.var.db, key);
      return c.json<HandoffResponse>({ response: { code, expiresAt: expiresAt.toISOString(), email: key } });
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
      const response = await getUserData(c.var.db, email, c.var.config);
      return c.json<SessionResponse>({ response, sessionToken });
    },
  )
  .post(
    "/verifyotpnew",
    userDataCall("Phone sign-in lookup (Firebase checked the code); creates the customer", [429]),
    otpClientLimit,
    customerAuth,
    validateJson(VerifyOtpRequest),
    async (c) => {
      const { phoneNumber } = c.req.valid("json");
      const { customer } = c.var;
      if (customer.phone !== phoneNumber) {
        throw new ApiFailure(403, "This sign-in did not prove that phone number", "phoneNumber");
      }
      const limits = limitsOf(c.var.config);
      await countRequest(
        c.var.db,
        "otpPerPhone",
        limits.otpPerPhone,
        [`phone:${phoneNumber}`],
        "phone sign-ins for this number",
      );
      return userData(c, customer.key);
    },
  )
  .post(
    "/link",
    userDataCall("Link the other sign-in method (Google or a phone) to this customer", [409, 429]),
    customerAuth,
    profileLimit,
    validateJson(LinkSignInRequest),
    async (c) => {
      const { email, idToken } = c.req.valid("json");
      ownEmail(c, email);
      let proof: Identity;
      try {
        proof = await c.var.verifyToken(idToken);
      } catch (error) {
        // Not 401: the shopper's own sign-in is fine; only the new one failed.
        if (error instanceof AuthError)
          throw new ApiFailure(
            400,
            "The new sign-in could not be verified: sign in with it again",
            "idToken",
          );
        throw error;
      }
      if (proof.kind !== "firebase") {
        throw new ApiFailure(400, "Link with a Google or phone sign-in (a Firebase ID token)", "idToken");
      }
      await linkSignIn(c.var.db, email, { email: proof.email, phone: proof.phone });
      return userData(c, email);
    },
  );
