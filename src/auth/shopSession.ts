/**
 * Signing in and out on a shop (SPEC §4 Login, cross-domain login). Loaded
 * on demand: it pulls in js-cookie, and Firebase through google.ts.
 */
import Cookies from "js-cookie";
import { getCustomer, openSession } from "../api/customer";
import type { Platform } from "../domain/host";
import {
  decodeLoginData,
  LOGIN_DATA_COOKIE,
  LOGIN_STATUS_COOKIE,
  loginCookieAttributes,
} from "../domain/loginHandoff";
import { loginUser } from "../stores/user";
import { googleSignIn } from "./google";

export { preloadSignIn } from "./google";

/** 'Continue with Google' on the shop: Google sign-in, then the customer lookup; true when signed in. */
export async function signInOnShop(): Promise<boolean> {
  const google = await googleSignIn();
  if (google === null) return false;
  const userData = await getCustomer(google.email, google.idToken);
  loginUser(userData);
  return true;
}

export type HandoffResult = "signed-in" | "no-handoff" | "failed";

/**
 * The shop's /customerLogin: trades the platform's one-time code (cookie
 * storeLoginData) for a session, marks the user logged in and removes both
 * cookies (scoped to the platform's domain), whatever the outcome. The
 * cookie's email alone is never trusted: the server checks the code.
 */
export async function completeHandoff(platform: Platform): Promise<HandoffResult> {
  const data = decodeLoginData(Cookies.get(LOGIN_DATA_COOKIE));
  const status = Cookies.get(LOGIN_STATUS_COOKIE);
  try {
    if (data === null || !status) return "no-handoff";
    const { userData, sessionToken } = await openSession(data.email, data.code);
    loginUser(userData, sessionToken);
    return "signed-in";
  } catch (error) {
    console.error("Cross-domain login failed:", error);
    return "failed";
  } finally {
    const { domain, path } = loginCookieAttributes(platform);
    for (const name of [LOGIN_DATA_COOKIE, LOGIN_STATUS_COOKIE]) {
      Cookies.remove(name, { domain, path });
      Cookies.remove(name, { path });
    }
  }
}
