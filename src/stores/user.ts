import * as v from "valibot";
import { persistentValidated, validEntries } from "./persist";

/** A saved address (SPEC §3): fullAddress is "name, phone, line, area". */
export const SavedAddress = v.looseObject({
  fullAddress: v.string(),
  addressType: v.fallback(v.string(), ""),
  defaultAddress: v.fallback(v.boolean(), false),
});
export type SavedAddress = v.InferOutput<typeof SavedAddress>;

/** An order as listed on the history screen (SPEC §3 order list card). */
export const OrderCard = v.looseObject({
  orderId: v.string(),
  productImage: v.fallback(v.string(), ""),
  productName: v.fallback(v.string(), ""),
  shopId: v.fallback(v.string(), ""),
  totalCartValue: v.fallback(v.pipe(v.number(), v.finite()), 0),
  productCount: v.fallback(v.pipe(v.number(), v.safeInteger()), 1),
  orderStatus: v.fallback(v.string(), "PENDING"),
  address: v.fallback(v.string(), ""),
  date: v.fallback(v.string(), ""),
  orderNote: v.fallback(
    v.optional(
      v.looseObject({
        deliveryPartner: v.optional(v.string()),
        ShippingId: v.optional(v.string()),
        deliveryDate: v.optional(v.string()),
        deliveryTime: v.optional(v.string()),
      }),
    ),
    undefined,
  ),
});
export type OrderCard = v.InferOutput<typeof OrderCard>;

/** userData (SPEC §3): `address` is a map keyed by address key, or false when none is saved. */
export const UserData = v.looseObject({
  email: v.string(),
  orders: v.pipe(v.fallback(v.array(v.unknown()), []), v.transform(validEntries(OrderCard))),
  addAddress: v.fallback(v.boolean(), false),
  address: v.fallback(v.union([v.literal(false), v.record(v.string(), SavedAddress)]), false),
});
export type UserData = v.InferOutput<typeof UserData>;

/**
 * The `user` slice. `token` is the session token of the cross-domain login,
 * the shop's Bearer token for customer calls (it expires server-side);
 * without one, a signed-in customer's calls carry their Firebase ID token.
 */
export const UserState = v.object({
  userLogged: v.boolean(),
  userData: v.nullable(UserData),
  addressKey: v.nullable(v.string()),
  token: v.optional(v.string()),
});
export type UserState = v.InferOutput<typeof UserState>;

export const USER_DEFAULT: UserState = { userLogged: false, userData: null, addressKey: null };

/** Persisted under localStorage key `user`. */
export const $user = persistentValidated("user", UserState, USER_DEFAULT);

/** Login (SPEC §4): the server's user data is stored and the login flag set. */
export function loginUser(userData: UserData, token?: string): void {
  $user.set({ userLogged: true, userData, addressKey: null, ...(token ? { token } : {}) });
}

/** Sign out, or a session the server no longer accepts: back to a visitor. */
export function logoutUser(): void {
  $user.set(USER_DEFAULT);
}
