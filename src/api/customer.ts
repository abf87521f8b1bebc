import * as v from "valibot";
import {
  GetCustomerRequest,
  HandoffRequest,
  HandoffResponse,
  LinkSignInRequest,
  SessionRequest,
  SessionResponse,
  UserDataRequest,
  UserDataResponse,
  VerifyOtpRequest,
} from "../contract/customer";
import type { UserData } from "../contract/userData";
import { authHttp } from "./authHttp";
import { http } from "./http";

/** An explicit Bearer token (right after sign-in, before the customer's token provider knows it). */
const bearer = (token?: string) => (token ? { headers: { Authorization: `Bearer ${token}` } } : {});

/** POST /customer/getcustomer (Bearer token): the signed-in customer's data; created on first sign-in. */
export async function getCustomer(email: string, idToken?: string): Promise<UserData> {
  const json = v.parse(GetCustomerRequest, { email });
  const body = await authHttp
    .post("customer/getcustomer", { json, ...bearer(idToken) })
    .json(UserDataResponse);
  return body.response;
}

/** POST /customer/handoff (Bearer Firebase ID token): a one-time code for the shop's /customerLogin. */
export async function createHandoff(
  email: string,
  idToken?: string,
): Promise<{ code: string; expiresAt: string; email?: string | undefined }> {
  const json = v.parse(HandoffRequest, { email });
  const body = await authHttp.post("customer/handoff", { json, ...bearer(idToken) }).json(HandoffResponse);
  return body.response;
}

/** POST /customer/session (no token): trades the one-time code for the user data and a session token. */
export async function openSession(
  email: string,
  code: string,
): Promise<{ userData: UserData; sessionToken: string }> {
  const json = v.parse(SessionRequest, { email, code });
  const body = await http.post("customer/session", { json }).json(SessionResponse);
  return { userData: body.response, sessionToken: body.sessionToken };
}

/** POST /customer/userdata (Bearer token): the signed-in customer's data with orders, newest first. */
export async function getUserData(email: string): Promise<UserData> {
  const json = v.parse(UserDataRequest, { email });
  return (await authHttp.post("customer/userdata", { json }).json(UserDataResponse)).response;
}

/**
 * POST /customer/verifyotpnew (the phone sign-in's ID token as Bearer): the
 * customer whose sign-in phone `phoneNumber` is; created on the first sign-in.
 */
export async function verifyPhoneSignIn(phoneNumber: string, idToken: string): Promise<UserData> {
  const json = v.parse(VerifyOtpRequest, { phoneNumber });
  return (await authHttp.post("customer/verifyotpnew", { json, ...bearer(idToken) }).json(UserDataResponse))
    .response;
}

/** POST /customer/link: links the sign-in `idToken` proves to the signed-in customer `email` (their key). */
export async function linkSignIn(email: string, idToken: string): Promise<UserData> {
  const json = v.parse(LinkSignInRequest, { email, idToken });
  return (await authHttp.post("customer/link", { json }).json(UserDataResponse)).response;
}
