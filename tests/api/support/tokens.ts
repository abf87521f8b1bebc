/**
 * Test credentials: Firebase Auth emulator-style ID tokens (unsigned, alg
 * "none", as the emulator issues them) minted here, and request headers.
 */
import { UnsecuredJWT } from "jose";
import { TEST_PROJECT_ID } from "./index";

/** An emulator ID token for `email`; `claims` override or add claims (iss, aud, exp, …). */
export function idToken(email: string, claims: Record<string, unknown> = {}): string {
  const now = Math.floor(Date.now() / 1000);
  return new UnsecuredJWT({
    iss: `https://securetoken.google.com/${TEST_PROJECT_ID}`,
    aud: TEST_PROJECT_ID,
    sub: `uid-${email}`,
    iat: now,
    exp: now + 3600,
    auth_time: now,
    email,
    email_verified: true,
    firebase: { sign_in_provider: "google.com", identities: { email: [email] } },
    ...claims,
  }).encode();
}

/** Headers of a customer call signed in as `email`. */
export function asCustomer(email: string, claims?: Record<string, unknown>): Record<string, string> {
  return { authorization: `Bearer ${idToken(email, claims)}` };
}
