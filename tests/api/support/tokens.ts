/**
 * Test credentials: ID tokens of customers signed in on the tests' Auth
 * emulator (global-setup.ts), as the storefront's account chooser signs them
 * in, and request headers.
 */
import { decodeJwt, UnsecuredJWT } from "jose";
import { emulatorIdToken } from "../../../scripts/lib/emulator-token";
import { TEST_EMULATOR_HOST } from "./index";

const signedIn = new Map<string, Promise<string>>();

/** The emulator's ID token for `email`, signed in once per test file. */
export function emulatorToken(email: string): Promise<string> {
  let token = signedIn.get(email);
  if (!token) {
    token = emulatorIdToken(TEST_EMULATOR_HOST, email);
    signedIn.set(email, token);
  }
  return token;
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
