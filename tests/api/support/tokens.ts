/**
 * Test credentials: ID tokens of customers signed in on the tests' Auth
 * emulator (global-setup.ts), as the storefront's account chooser signs them
 * in, and request headers.
 */
import { decodeJwt, UnsecuredJWT } from "jose";
import { emulatorIdToken, emulatorPhoneIdToken } from "../../../scripts/lib/emulator-token";
import { TEST_EMULATOR_HOST, TEST_PROJECT_ID } from "./index";

const signedIn = new Map<string, Promise<string>>();

/**
 * The emulator's ID token for `who`, signed in once per test file: an email
 * signs in with Google, a phone number ("+91…") with a phone code.
 */
export function emulatorToken(who: string): Promise<string> {
  let token = signedIn.get(who);
  if (!token) {
    token = who.startsWith("+")
      ? emulatorPhoneIdToken(TEST_EMULATOR_HOST, TEST_PROJECT_ID, who)
      : emulatorIdToken(TEST_EMULATOR_HOST, who);
    signedIn.set(who, token);
  }
  return token;
}

/** Forgets every kept token (per-file.ts: each test file signs its people in afresh). */
export function forgetAllTokens(): void {
  signedIn.clear();
}

/** Forgets the tokens kept for `who`: the next call signs them in afresh (a new sign-in time). */
export function forgetToken(who: string): void {
  signedIn.delete(who);
}

/** Headers of a staff call signed in as `who`: an email (Google) or a +91 phone number (a phone code). */
export async function asPerson(
  who: string,
  claims?: Record<string, unknown>,
): Promise<Record<string, string>> {
  return { authorization: `Bearer ${await idToken(who, claims)}` };
}

/**
 * An emulator ID token for `email`; `claims` override or add claims (iss,
 * aud, exp, …) of the emulator's real token, re-encoded unsigned as the
 * emulator encodes its own: the account stays the emulator's.
 */
export async function idToken(email: string, claims: Record<string, unknown> = {}): Promise<string> {
  const token = await emulatorToken(email);
  if (Object.keys(claims).length === 0) return token;
  return new UnsecuredJWT({ ...decodeJwt(token), ...claims }).encode();
}

/** Headers of a customer call signed in as `email`. */
export async function asCustomer(
  email: string,
  claims?: Record<string, unknown>,
): Promise<Record<string, string>> {
  return { authorization: `Bearer ${await idToken(email, claims)}` };
}
