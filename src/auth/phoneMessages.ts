/**
 * What phone sign-in tells a person when it goes wrong (Firebase phone auth's
 * error codes, in words). Apart from src/auth/phone.ts so a form can show
 * them without loading Firebase.
 */
import { isNetworkError } from "../api/client";
import { PHONE_TAKEN } from "../domain/customerSignIn";
import { SIGN_IN_PHONE_FORMAT } from "../domain/signInPhone";

export const WRONG_NUMBER = SIGN_IN_PHONE_FORMAT;
export const NUMBER_REFUSED = "That number can't get a code. Check it and try again.";
export const WRONG_CODE = "That code is not right. Check the SMS and enter the 6 digits again.";
export const CODE_FORMAT = "Enter the 6-digit code from the SMS";
export const CODE_EXPIRED = "That code has expired. Send a new code.";
export const TOO_MANY = "Too many attempts from this number or device. Wait a few minutes, then try again.";
export const NO_NETWORK = "No connection. Check your internet, then try again.";
export const NOT_CHECKED = "This browser could not be checked. Reload the page and try again.";
export const NOT_ALLOWED = "Phone sign-in is not turned on for this site. Sign in with Google instead.";
export const FAILED = "Could not sign you in. Please try again.";

const BY_CODE: Record<string, string> = {
  "auth/invalid-phone-number": NUMBER_REFUSED,
  "auth/missing-phone-number": WRONG_NUMBER,
  "auth/invalid-verification-code": WRONG_CODE,
  "auth/missing-verification-code": CODE_FORMAT,
  "auth/code-expired": CODE_EXPIRED,
  "auth/session-expired": CODE_EXPIRED,
  "auth/invalid-verification-id": CODE_EXPIRED,
  "auth/too-many-requests": TOO_MANY,
  "auth/quota-exceeded": TOO_MANY,
  "auth/network-request-failed": NO_NETWORK,
  "auth/timeout": NO_NETWORK,
  "auth/captcha-check-failed": NOT_CHECKED,
  "auth/invalid-app-credential": NOT_CHECKED,
  "auth/missing-app-credential": NOT_CHECKED,
  "auth/operation-not-allowed": NOT_ALLOWED,
  "auth/user-disabled": "This account has been turned off. Ask the platform's support.",
  // Linking a number to a signed-in shopper (the shop's profile).
  "auth/credential-already-in-use": PHONE_TAKEN,
  "auth/account-exists-with-different-credential": PHONE_TAKEN,
  "auth/provider-already-linked": "Your account already has a phone number.",
};

/** The line to show for a failed send or confirm (a Firebase error, or anything thrown). */
export function phoneSignInMessage(error: unknown, online = true): string {
  if (!online) return NO_NETWORK;
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === "string" && BY_CODE[code]) return BY_CODE[code];
  // A call that never reached a server (a lost connection): fetch's TypeError, or the API client's
  // NetworkError (ky wraps it).
  if (error instanceof TypeError || isNetworkError(error)) return NO_NETWORK;
  return FAILED;
}

/** The six digits of a typed code (spaces and dashes dropped), or null when it is not six digits. */
export function phoneCode(typed: string): string | null {
  const digits = typed.replace(/[\s-]/g, "");
  return /^\d{6}$/.test(digits) ? digits : null;
}
