import ky from "ky";

/** The API's origin (PUBLIC_API_URL), without a trailing slash. */
export const API_URL: string = envString(import.meta.env.PUBLIC_API_URL, "http://localhost:8787").replace(
  /\/+$/,
  "",
);

/** Returns the current Firebase ID token, or null when nobody is signed in. */
export type TokenProvider = () => string | null | undefined | Promise<string | null | undefined>;

let tokenProvider: TokenProvider | null = null;

/** Lets the sign-in code attach a Firebase ID token to every call (null detaches it). */
export function setTokenProvider(fn: TokenProvider | null): void {
  tokenProvider = fn;
}

/** The one HTTP client every api function uses. */
export const http = ky.create({
  prefix: API_URL,
  timeout: 15_000,
  // Only reads are safe to repeat: a retried POST could place an order twice.
  retry: { limit: 2, methods: ["get"] },
  hooks: {
    beforeRequest: [
      async ({ request }) => {
        const token = tokenProvider ? await tokenProvider() : null;
        if (token) request.headers.set("Authorization", `Bearer ${token}`);
      },
    ],
  },
});

function envString(value: unknown, fallback: string): string {
  return typeof value === "string" && value.trim() !== "" ? value.trim() : fallback;
}
