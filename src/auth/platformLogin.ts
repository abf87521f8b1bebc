/**
 * The platform side of the cross-domain login (SPEC §4): Google sign-in,
 * a one-time code from the server, the two cookies on the platform's parent
 * domain, then the shop's /customerLogin.
 */
import Cookies from "js-cookie";
import { createHandoff } from "../api/customer";
import type { Platform } from "../domain/host";
import {
  encodeLoginData,
  LOGIN_DATA_COOKIE,
  LOGIN_STATUS_COOKIE,
  loginCookieAttributes,
} from "../domain/loginHandoff";
import { handoffTarget } from "../domain/shopUrl";
import { type GoogleUser, googleSignIn } from "./google";
import type { PhoneUser } from "./phone";

/** Signs in with Google; null when the shopper gave up (logged only, SPEC §8). */
export function signInOnPlatform(): Promise<GoogleUser | null> {
  return googleSignIn();
}

/** Asks the server for the one-time code, sets both cookies and gives the shop URL to go to. */
export async function handOffToShop(user: GoogleUser, shopId: string, platform: Platform): Promise<string> {
  // The code is for the customer key, which may differ from what was signed in with (a linked method).
  const { code, email = user.email } = await createHandoff(user.email, user.idToken);
  const attributes = loginCookieAttributes(platform);
  Cookies.set(LOGIN_DATA_COOKIE, encodeLoginData({ email, code }), attributes);
  Cookies.set(LOGIN_STATUS_COOKIE, "true", attributes);
  return handoffTarget(platform, shopId);
}

/** The same handoff after a phone sign-in on the platform: the number is what was signed in with. */
export function handOffPhoneToShop(user: PhoneUser, shopId: string, platform: Platform): Promise<string> {
  return handOffToShop({ email: user.phone, idToken: user.idToken }, shopId, platform);
}
