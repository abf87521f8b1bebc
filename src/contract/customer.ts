/**
 * Customer calls (valibot; shared by the API server and the storefront).
 * Every customer call needs `Authorization: Bearer <token>`: a Firebase ID
 * token, or the session token of the cross-domain login. The email in the body
 * must be the one the token proves (else 403).
 */
import * as v from "valibot";
import type { AddressForm, SameKeys } from "../domain/address";
import { ADDRESS_LIMITS, MAX_ADDRESS_LENGTH } from "../domain/addressLimits";
import { E164 } from "../domain/e164";
import { Id, Text } from "./common";
import { CustomerKey } from "./customerKey";
import { UserData } from "./userData";

export { Email } from "./common";

/** Every customer call that returns the customer answers `{ response: userData }` (src/contract/userData.ts). */
export const UserDataResponse = v.object({ response: UserData });
export type UserDataResponse = v.InferOutput<typeof UserDataResponse>;

/**
 * POST /customer/getcustomer: the login lookup; creates the customer on first
 * sign-in. `email` is the one signed in with (or the key); the answer's
 * `email` is the customer key every later call names.
 */
export const GetCustomerRequest = v.object({ email: CustomerKey });

/** POST /customer/userdata (designed here): user info with orders, for the history screen and checkout. */
export const UserDataRequest = v.object({ email: CustomerKey });

/** POST /customer/updatecustomer: the customer's own profile fields. */
export const UpdateCustomerRequest = v.object({
  email: CustomerKey,
  name: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, "is too long"))),
  phoneNumber: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(20, "is too long"))),
});

const AddressTypeText = v.pipe(v.string(), v.trim(), v.maxLength(30, "is too long"));
const AddressType = v.optional(AddressTypeText, "Home");

/** The address form's fields (SPEC §3 address form fields, and the district), each within its bound. */
export const AddressFields = v.object({
  fullName: v.optional(Text(ADDRESS_LIMITS.fullName), ""),
  address: v.optional(Text(ADDRESS_LIMITS.address), ""),
  city: v.optional(Text(ADDRESS_LIMITS.city), ""),
  district: v.optional(Text(ADDRESS_LIMITS.district), ""),
  state: v.optional(Text(ADDRESS_LIMITS.state), ""),
  country: v.optional(Text(ADDRESS_LIMITS.country), "India"),
  pincode: v.optional(Text(ADDRESS_LIMITS.pincode), ""),
  phoneNumber: v.optional(Text(ADDRESS_LIMITS.phoneNumber), ""),
});
export type AddressFields = v.InferInput<typeof AddressFields>;
// One form: the contract's fields are the domain's (src/domain/address.ts AddressForm), checked when it compiles.
const sameFields: SameKeys<AddressFields, AddressForm> = true;
void sameFields;

/**
 * POST /customer/updateaddress: saves an address (SPEC §3 address payload:
 * `address` is the composed string). Designed here beside the spec's fields:
 * `addressKey` changes that saved address instead of adding one (its string,
 * type, or only `makeDefault`); `fields` sends the form instead of a string,
 * and the server checks it as addaddress does and composes the string (a
 * string sent with them must be that one).
 */
export const UpdateAddressRequest = v.pipe(
  v.object({
    email: CustomerKey,
    address: v.optional(
      v.pipe(
        v.string(),
        v.trim(),
        v.minLength(1, "is required"),
        v.maxLength(MAX_ADDRESS_LENGTH, "is too long"),
      ),
    ),
    addressKey: v.optional(Id),
    fields: v.optional(AddressFields),
    /** Home when a new address names none; a changed one keeps its own. */
    addressType: v.optional(AddressTypeText),
    makeDefault: v.optional(v.boolean(), false),
  }),
  v.forward(
    v.check((body) => Boolean(body.address || body.fields || body.addressKey), "is required"),
    ["address"],
  ),
);
export type UpdateAddressRequest = v.InferInput<typeof UpdateAddressRequest>;

/**
 * POST /customer/addaddress (designed here): the checkout's address form; the
 * server checks the fields in the spec's order and composes the string.
 */
export const AddAddressRequest = v.object({
  email: CustomerKey,
  ...AddressFields.entries,
  addressType: AddressType,
  makeDefault: v.optional(v.boolean(), false),
});
export type AddAddressRequest = v.InferInput<typeof AddAddressRequest>;

/** POST /customer/deleteaddress (body designed here). */
export const DeleteAddressRequest = v.object({
  email: CustomerKey,
  addressKey: Id,
});

/**
 * POST /customer/verifyotpnew (fields designed here): the shop's phone
 * sign-in. Firebase phone auth checks the one-time code; the call carries the
 * ID token it gave as Bearer and the number it proved (+91…), and answers
 * the customer's user data (created on the first sign-in), as getcustomer does.
 */
export const VerifyOtpRequest = v.object({
  phoneNumber: v.pipe(v.string(), v.trim(), v.regex(E164, "must be a phone number like +919876543210")),
});

/**
 * POST /customer/link (designed here): links the other sign-in method to the
 * signed-in customer (`email`, their key). `idToken` is the Firebase ID token
 * of a fresh sign-in with that method (after Firebase linked it to the same
 * account, or a separate one); answers the user data.
 */
export const LinkSignInRequest = v.object({
  email: CustomerKey,
  idToken: v.pipe(v.string(), v.minLength(20, "is invalid"), v.maxLength(8192, "is too long")),
});

/**
 * POST /customer/handoff (designed here): on the platform, after Google sign-in
 * (Bearer Firebase ID token), a one-time code for the shop's /customerLogin.
 */
export const HandoffRequest = v.object({ email: CustomerKey });
export const HandoffResponse = v.object({
  /** `email`: the customer key the code is for (the session call names it); the request's when absent. */
  response: v.object({ code: v.string(), expiresAt: v.string(), email: v.optional(v.string()) }),
});
export type HandoffResponse = v.InferOutput<typeof HandoffResponse>;

/**
 * POST /customer/session (the spec's customer session call): `{ email, code }`
 * → the user data plus a session token the shop uses as its Bearer token.
 * The code is single-use and expires; no token is needed for this call.
 */
export const SessionRequest = v.object({
  email: CustomerKey,
  code: v.pipe(v.string(), v.minLength(16, "is invalid"), v.maxLength(200, "is invalid")),
});
export const SessionResponse = v.object({
  response: UserData,
  sessionToken: v.string(),
});
export type SessionResponse = v.InferOutput<typeof SessionResponse>;
