import ky from "ky";

/** The API's origin (PUBLIC_API_URL), without a trailing slash. */
export const API_URL: string = __PUBLIC_ENV__.apiUrl;

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

/** The one HTTP client every api function uses; public calls carry no token. */
export const http = ky.create({
  prefix: API_URL,
  timeout: 15_000,
  // Only reads are safe to repeat: a retried POST could place an order twice.
  retry: { limit: 2, methods: ["get"] },
});

/** The current Bearer token, or null (the customer client asks before each call). */
export function currentToken(): ReturnType<TokenProvider> {
  return tokenProvider ? tokenProvider() : null;
}

/** Tells the sign-in code that a customer call answered 401. */
export function reportUnauthorized(): void {
  onUnauthorized?.();
}
