import ky from "ky";
import { apiUrl } from "../env";

/** The API's origin (PUBLIC_API_URL), without a trailing slash. */
export const API_URL: string = apiUrl;

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

/** The client for customer calls: the same, with the customer's Bearer token. */
export const authHttp = http.extend({
  hooks: {
    beforeRequest: [
      async ({ request }) => {
        if (request.headers.has("Authorization")) return;
        const token = tokenProvider ? await tokenProvider() : null;
        if (token) request.headers.set("Authorization", `Bearer ${token}`);
      },
    ],
    afterResponse: [
      ({ response }) => {
        if (response.status === 401) onUnauthorized?.();
      },
    ],
  },
});
