/**
 * Who is calling: verifies the Bearer token of a customer call. Three kinds:
 * - a Firebase ID token, RS256-signed by Google (keys from Google's JWKS);
 * - a Firebase Auth emulator ID token (unsigned, alg "none"), only when
 *   FIREBASE_AUTH_EMULATOR_HOST names a loopback emulator (never in
 *   production), and only once that emulator has looked the token's account
 *   up: an unsigned token proves nothing by itself, so the email is the
 *   emulator's record's, not the token's;
 * - the API's own session token (HS256, SESSION_SECRET) from POST /customer/session.
 * Firebase tokens must name our project (iss, aud), be unexpired, issued no
 * later than now and live no longer than Firebase's hour, and carry an email
 * with `email_verified` exactly true, or a phone number (phone sign-in:
 * Firebase sent the code to it, so the number is proven).
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
/** Firebase ID tokens live an hour; a longer-lived one was not made by Firebase. */
const ID_TOKEN_LIFETIME_SECONDS = 60 * 60;
/** Proven tokens kept in memory (keptUntilExpiry): a few MB at most. */
const VERIFIED_CACHE_SIZE = 10_000;
const EMULATOR_TIMEOUT_MS = 20_000;

/**
 * A proven caller: the email (lower case) of a Google sign-in, "" for a
 * phone-only one; the phone number (E.164) of a phone sign-in, "" for
 * none; when the person signed in (seconds; a session token's issue time);
 * `via`, the method a Firebase sign-in used this time (a linked account's
 * token carries both an email and a phone). A session token names a
 * customer key (an email or a phone) in the field of its kind.
 */
export type Identity = {
  email: string;
  phone: string;
  kind: "firebase" | "session";
  authTime: number;
  via?: "google" | "phone";
};

const E164 = /^\+[1-9]\d{6,14}$/;

/**
 * The token is missing, malformed, expired or not ours. The message is for
 * the log: the client is told only that its sign-in token is not valid.
 */
export class AuthError extends Error {}

export type TokenVerifier = (token: string) => Promise<Identity>;

function firebaseIdentity(payload: JWTPayload): Identity {
  const { email, email_verified: verified, phone_number: phone, auth_time: authTime, iat, exp } = payload;
  if (!payload.sub) throw new AuthError("token has no subject");
  const hasPhone = typeof phone === "string" && E164.test(phone);
  const hasEmail = typeof email === "string" && email.includes("@");
  if (!hasEmail && !hasPhone) throw new AuthError("token has no email and no phone number");
  if (hasEmail && verified !== true) throw new AuthError("email is not verified");
  const soon = Date.now() / 1000 + CLOCK_TOLERANCE_SECONDS;
  for (const [name, at] of [
    ["iat", iat],
    ["auth_time", authTime],
  ] as const) {
    if (typeof at === "number" && at > soon) throw new AuthError(`token's ${name} is in the future`);
  }
  if (
    typeof iat === "number" &&
    typeof exp === "number" &&
    exp - iat > ID_TOKEN_LIFETIME_SECONDS + CLOCK_TOLERANCE_SECONDS
  ) {
    throw new AuthError("token lives longer than an ID token does");
  }
  const provider = (payload.firebase as { sign_in_provider?: unknown } | undefined)?.sign_in_provider;
  return {
    email: hasEmail ? (email as string).toLowerCase() : "",
    phone: hasPhone ? (phone as string) : "",
    kind: "firebase",
    authTime: typeof authTime === "number" ? authTime : typeof iat === "number" ? iat : 0,
    ...(provider === "phone"
      ? { via: "phone" as const }
      : provider === "google.com"
        ? { via: "google" as const }
        : {}),
  };
}

/** What the emulator knows of a token's account (accounts:lookup). */
export type EmulatorAccount = {
  email?: string;
  emailVerified?: boolean;
  phoneNumber?: string;
  disabled?: boolean;
};

/**
 * Asks the Auth emulator at `host` who an ID token belongs to: its
 * accounts:lookup finds the account the token names (by its user id) and
 * refuses a token for none, a disabled one, or one issued before a revocation.
 */
export function emulatorLookup(host: string, fetcher: typeof fetch = fetch) {
  const url = `http://${host}/identitytoolkit.googleapis.com/v1/accounts:lookup?key=emulator`;
  return async (idToken: string): Promise<EmulatorAccount> => {
    const ask = () =>
      fetcher(url, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ idToken }),
        // Local only, and the emulator's first lookup compiles its request schema: slow on a busy machine.
        signal: AbortSignal.timeout(EMULATOR_TIMEOUT_MS),
      });
    let res: Response;
    try {
      // A lookup changes nothing: one that failed on the way (a kept-alive connection the emulator had
      // just closed) is asked again once.
      res = await ask().catch(ask);
    } catch (error) {
      throw new AuthError(`the Auth emulator at ${host} did not answer: ${(error as Error).message}`);
    }
    const body = (await res.json().catch(() => ({}))) as {
      users?: EmulatorAccount[];
      error?: { message?: string };
    };
    const account = body.users?.[0];
    if (!res.ok || !account) {
      throw new AuthError(`the Auth emulator refused the token: ${body.error?.message ?? res.status}`);
    }
    return account;
  };
}

/**
 * Tokens already proven, kept until they expire (bounded; refusals are not
 * kept): a shopper's calls carry the same token for its hour, and proving it
 * again on each call cost an API replica a tenth of its CPU in bench:prod's
 * orders (the emulator's lookup; an RS256 signature in production). What a
 * token proves cannot change before it expires: its signature and claims
 * are fixed, and a Firebase ID token is not checked for revocation (Google's
 * own verifyIdToken does not, unless asked to call Google). The emulator's
 * answer is kept as long: an emulator account disabled meanwhile is refused
 * from its next token, as a disabled Google account is.
 */
export function keptUntilExpiry(
  check: (token: string) => Promise<{ identity: Identity; expiresAt: number }>,
  size = VERIFIED_CACHE_SIZE,
): (token: string) => Promise<Identity> {
  const seen = new Map<string, { identity: Identity; until: number }>();
  return async (token) => {
    const hit = seen.get(token);
    if (hit && hit.until > Date.now()) return hit.identity;
    const { identity, expiresAt } = await check(token);
    if (hit) seen.delete(token);
    else if (seen.size >= size) seen.delete(seen.keys().next().value as string);
    seen.set(token, { identity, until: expiresAt * 1000 });
    return identity;
  };
}

/**
 * Builds the verifier for these settings; `keys` replaces Google's JWKS
 * (tests), `lookupAccount` the emulator's accounts:lookup.
 */
export function createTokenVerifier(
  auth: AuthSettings,
  keys?: JWTVerifyGetKey,
  lookupAccount = auth.emulatorHost ? emulatorLookup(auth.emulatorHost) : undefined,
): TokenVerifier {
  const firebase = {
    issuer: `https://securetoken.google.com/${auth.projectId}`,
    audience: auth.projectId,
    requiredClaims: ["exp", "iat", "sub"],
    clockTolerance: CLOCK_TOLERANCE_SECONDS,
  };
  let jwks = keys;
  const emulatorIdentity = async (token: string) => {
    if (!lookupAccount) throw new AuthError("unsigned tokens are only accepted from the emulator");
    const { payload } = UnsecuredJWT.decode(token, firebase);
    const claimed = firebaseIdentity(payload);
    const account = await lookupAccount(token);
    if (account.disabled) throw new AuthError("the account is disabled");
    if (claimed.email) {
      if (account.emailVerified !== true) throw new AuthError("the account's email is not verified");
      if (account.email?.toLowerCase() !== claimed.email) {
        throw new AuthError("the token's email is not its account's");
      }
    }
    if (claimed.phone && account.phoneNumber !== claimed.phone) {
      throw new AuthError("the token's phone number is not its account's");
    }
    return { identity: claimed, expiresAt: payload.exp ?? 0 };
  };
  return keptUntilExpiry(async (token) => {
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
        const key = String(payload.sub);
        const isPhone = E164.test(key);
        const identity: Identity = {
          email: isPhone ? "" : key.toLowerCase(),
          phone: isPhone ? key : "",
          kind: "session",
          authTime: payload.iat ?? 0,
        };
        return { identity, expiresAt: payload.exp ?? 0 };
      }
      if (alg === "none") return await emulatorIdentity(token);
      jwks ??= createRemoteJWKSet(new URL(FIREBASE_JWKS_URL));
      const { payload } = await jwtVerify(token, jwks, { ...firebase, algorithms: ["RS256"] });
      return { identity: firebaseIdentity(payload), expiresAt: payload.exp ?? 0 };
    } catch (error) {
      if (error instanceof AuthError) throw error;
      throw new AuthError((error as Error).message || "token is invalid");
    }
  });
}

/** A session token for a customer key (POST /customer/session), valid SESSION_TTL_SECONDS. */
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
