/**
 * Who is calling: verifies the Bearer token of a customer call. Three kinds:
 * - a Firebase ID token, RS256-signed by Google (keys from Google's JWKS);
 * - a Firebase Auth emulator ID token (unsigned, alg "none"), only when
 *   FIREBASE_AUTH_EMULATOR_HOST is set, i.e. never in production;
 * - the API's own session token (HS256, SESSION_SECRET) from POST /customer/session.
 * Firebase tokens must name our project (iss, aud), be unexpired and carry
 * an email that is not marked unverified.
 */
import {
  createRemoteJWKSet,
  decodeProtectedHeader,
  type JWTPayload,
  type JWTVerifyGetKey,
  jwtVerify,
  SignJWT,
  UnsecuredJWT,
} from "jose";
import type { AuthSettings } from "../config/auth";

/** Google's public keys for Firebase ID tokens. */
export const FIREBASE_JWKS_URL =
  "https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com";
const SESSION_ISSUER = "platform-api";
const SESSION_AUDIENCE = "platform-shop-session";
/** How long a shop session lasts. */
export const SESSION_TTL_SECONDS = 7 * 24 * 60 * 60;
const CLOCK_TOLERANCE_SECONDS = 5;

/** A proven caller: the email is lower case. */
export type Identity = { email: string; kind: "firebase" | "session" };

/** The token is missing, malformed, expired or not ours. */
export class AuthError extends Error {}

export type TokenVerifier = (token: string) => Promise<Identity>;

function firebaseIdentity(payload: JWTPayload): Identity {
  const { email, email_verified: verified, auth_time: authTime } = payload;
  if (!payload.sub) throw new AuthError("token has no subject");
  if (typeof email !== "string" || !email.includes("@")) throw new AuthError("token has no email");
  if (verified === false) throw new AuthError("email is not verified");
  if (typeof authTime === "number" && authTime > Date.now() / 1000 + CLOCK_TOLERANCE_SECONDS) {
    throw new AuthError("token was issued in the future");
  }
  return { email: email.toLowerCase(), kind: "firebase" };
}

/** Builds the verifier for these settings; `keys` replaces Google's JWKS (tests). */
export function createTokenVerifier(auth: AuthSettings, keys?: JWTVerifyGetKey): TokenVerifier {
  const firebase = {
    issuer: `https://securetoken.google.com/${auth.projectId}`,
    audience: auth.projectId,
    requiredClaims: ["exp", "iat", "sub"],
    clockTolerance: CLOCK_TOLERANCE_SECONDS,
  };
  let jwks = keys;
  return async (token) => {
    let alg: string | undefined;
    try {
      alg = decodeProtectedHeader(token).alg;
    } catch {
      throw new AuthError("token is malformed");
    }
    try {
      if (alg === "HS256") {
        const { payload } = await jwtVerify(token, auth.sessionSecret, {
          issuer: SESSION_ISSUER,
          audience: SESSION_AUDIENCE,
          algorithms: ["HS256"],
          requiredClaims: ["exp", "sub"],
        });
        return { email: String(payload.sub).toLowerCase(), kind: "session" };
      }
      if (alg === "none") {
        if (!auth.emulatorHost) throw new AuthError("unsigned tokens are only accepted from the emulator");
        return firebaseIdentity(UnsecuredJWT.decode(token, firebase).payload);
      }
      jwks ??= createRemoteJWKSet(new URL(FIREBASE_JWKS_URL));
      const { payload } = await jwtVerify(token, jwks, { ...firebase, algorithms: ["RS256"] });
      return firebaseIdentity(payload);
    } catch (error) {
      if (error instanceof AuthError) throw error;
      throw new AuthError((error as Error).message || "token is invalid");
    }
  };
}

/** A session token for `email` (POST /customer/session), valid SESSION_TTL_SECONDS. */
export function issueSessionToken(auth: AuthSettings, email: string): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(email)
    .setIssuer(SESSION_ISSUER)
    .setAudience(SESSION_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${SESSION_TTL_SECONDS}s`)
    .sign(auth.sessionSecret);
}
