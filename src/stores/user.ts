import * as v from "valibot";
import * as contract from "../contract/userData";
import { forgiving, persistentValidated, validEntries } from "./persist";

/** A saved address (the contract's SavedAddress, forgiving): fullAddress is "name, phone, line, area". */
export const SavedAddress = v.looseObject(forgiving(contract.SavedAddress.entries, ["fullAddress"]));
export type SavedAddress = v.InferOutput<typeof SavedAddress>;

/** An order as listed on the history screen (the contract's OrderCard, forgiving). */
export const OrderCard = v.looseObject(
  forgiving(contract.OrderCard.entries, ["orderId"], { productCount: 1, orderStatus: "PENDING" }),
);
export type OrderCard = v.InferOutput<typeof OrderCard>;

/** userData (the contract's UserData, forgiving): `address` is a map keyed by address key, or false. */
export const UserData = v.looseObject({
  ...forgiving(contract.UserData.entries, ["email"]),
  orders: v.fallback(validEntries(OrderCard), []),
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

/** A profile call's answer: the signed-in shopper's user data is replaced; a visitor stays one. */
export function setUserData(userData: UserData): void {
  const user = $user.get();
  if (user.userLogged) $user.set({ ...user, userData });
}

/** Sign out, or a session the server no longer accepts: back to a visitor. */
export function logoutUser(): void {
  $user.set(USER_DEFAULT);
}
