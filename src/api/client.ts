/**
 * The HTTP client of every API call (the browser's, the build's, the web
 * server's): ky, the product owner's choice, with this project's defaults
 * (http.ts: the API's origin as `prefix`, the timeout, reads retried). The
 * rest is ky's own: `searchParams`, `json`, the per-attempt `timeout`
 * (TimeoutError), retries with `Retry-After`, hooks, `extend`, HTTPError with
 * the refusal's body in `data`, NetworkError for a lost connection, and
 * `.json(schema)` checked against a Standard Schema (valibot's), rejecting
 * with SchemaValidationError.
 *
 * ky (8.3 KB gzipped) comes with the first API call, not in a screen's first
 * load that makes none: the stores import the api modules, and so http.ts and
 * ky, when they first call the API (the shop's home draws from the shell's
 * data). Importing an error class from here costs a few hundred bytes (ky has
 * no side effects: the bundler keeps only what is used).
 */
import ky, { type KyInstance, type Options } from "ky";

export { HTTPError, isNetworkError, SchemaValidationError, TimeoutError } from "ky";
export type { Options };

/** A client: a ky instance. */
export type HttpClient = KyInstance;

/**
 * Under every client: the answer is asked for as JSON whichever body method reads it. (No
 * `parseJson`: ky would set it as each response's own `json`, which a Response of Hono's node
 * server, as the API tests' in-process app answers with, does not allow. `.json(schema)` already
 * reads an empty body as undefined.)
 */
const ROOT: Options = { headers: { accept: "application/json" } };

/** A client: ky with this project's root options and `defaults` on top. */
export function createClient(defaults: Options = {}): HttpClient {
  return ky.create(ROOT).extend(defaults);
}
