import { createClient } from "./client";

/** The API's origin (PUBLIC_API_URL), without a trailing slash. */
export const API_URL: string = __PUBLIC_ENV__.apiUrl;

/**
 * The one HTTP client every api function uses (ky, fetched with the first call: client.ts); public
 * calls carry no token.
 */
export const http = createClient({
  prefix: API_URL,
  timeout: 15_000,
  // Only reads are safe to repeat: a retried POST could place an order twice.
  retry: { limit: 2, methods: ["get"] },
});
