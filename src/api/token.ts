/**
 * Who the customer calls act for: the sign-in code registers how to get the
 * Bearer token and what to do on a 401. Apart from the HTTP client (http.ts),
 * so the shell can register them at start without loading the HTTP client.
 */

/** Returns the current Bearer token (Firebase ID token or shop session token), or null when nobody is signed in. */
export type TokenProvider = () => string | null | undefined | Promise<string | null | undefined>;

let tokenProvider: TokenProvider | null = null;
let onUnauthorized: (() => void) | null = null;

/** Lets the sign-in code attach the customer's token to every customer call (null detaches it). */
export function setTokenProvider(fn: TokenProvider | null): void {
  tokenProvider = fn;
}

/** Called when a customer call answers 401: the token has expired or was revoked. */
export function setUnauthorizedHandler(fn: (() => void) | null): void {
  onUnauthorized = fn;
}

/** The current Bearer token, or null (the customer client asks before each call). */
export function currentToken(): ReturnType<TokenProvider> {
  return tokenProvider ? tokenProvider() : null;
}

/** Tells the sign-in code that a customer call answered 401. */
export function reportUnauthorized(): void {
  onUnauthorized?.();
}
