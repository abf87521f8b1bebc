/**
 * The cross-domain customer login (SPEC §4): the platform signs the shopper
 * in, leaves a one-time code in cookies scoped to the platform's parent
 * domain and sends the browser to the shop, which trades the code for a
 * session. Pure: which cookies, on which domain, where to go.
 *
 * The cookies reach only hosts under the platform domain, so the platform
 * sends the shopper to {shop}.{platform domain}. Locally that is
 * demo.platform.localhost: a shopper who started on demo.localhost (a
 * separate origin with its own bag) ends up there after sign-in. Chromium
 * never shares a Domain=localhost cookie with demo.localhost, so this is a
 * local-only quirk; in production the shop already lives on the platform domain.
 * Where the shop lives (handoffTarget) is the host module's rule.
 */
import { E164 } from "./e164";
import { type Platform, toShopId } from "./host";

export const LOGIN_DATA_COOKIE = "storeLoginData";
export const LOGIN_STATUS_COOKIE = "storeLoginStatus";
/** The server's code lives 2 minutes; the cookies need not outlive it. */
export const HANDOFF_MAX_AGE_MINUTES = 2;

/**
 * What storeLoginData holds: the customer's email (their key: the Google
 * email, or the phone of a customer who first signed in by phone), and the
 * server's one-time code that proves it.
 */
export interface LoginData {
  email: string;
  code: string;
}

/** Attributes of both login cookies: the parent domain, path /, Secure on https, SameSite Lax, 2 minutes. */
export function loginCookieAttributes(platform: Platform) {
  return {
    domain: platform.domain,
    path: "/",
    secure: platform.protocol === "https:",
    sameSite: "lax" as const,
    expires: HANDOFF_MAX_AGE_MINUTES / (24 * 60),
  };
}

/** The storeLoginData value for an email and its code. */
export function encodeLoginData(data: LoginData): string {
  return JSON.stringify({ email: data.email, code: data.code });
}

/** Reads storeLoginData; null when absent, not JSON, or without an email and a code. */
export function decodeLoginData(raw: string | undefined): LoginData | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== "object" || value === null) return null;
  const { email, code } = value as Record<string, unknown>;
  if (typeof email !== "string" || !(email.includes("@") || E164.test(email))) return null;
  if (typeof code !== "string" || code === "") return null;
  return { email, code };
}

/** A shop id from the subdomain query parameter, or null when it is missing or no host label. */
export function shopFromQuery(search: string): string | null {
  return toShopId(new URLSearchParams(search).get("subdomain") ?? "");
}
