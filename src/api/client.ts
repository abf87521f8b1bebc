/**
 * The HTTP client of every API call (the browser's, the build's, the web
 * server's): ky, the product owner's choice, with this project's defaults
 * (http.ts: the API's origin as `prefix`, the timeout, reads retried). The
 * rest is ky's own: `searchParams`, `json`, the per-attempt `timeout`
 * (TimeoutError), retries with `Retry-After`, hooks, `extend`, HTTPError with
 * the refusal's body in `data`, and `.json(schema)` checked against a Standard
 * Schema (valibot's), rejecting with SchemaValidationError.
 *
 * ky's code (about 9 KB gzipped) is fetched with the first call, not in the
 * first load of a screen that makes none (the shop's home draws from the
 * shell's data; shopBoot.ts fetches it once the page is idle): `createClient`
 * gives an object with ky's call methods and `extend`, whose calls wait for
 * ky's module and then are ky's own calls, unchanged. Its error classes come
 * from ky too, a few hundred bytes apart from the rest (ky has no side
 * effects: the bundler keeps only what is imported).
 */
import type { KyInstance, Options, ResponsePromise } from "ky";

export {
  HTTPError,
  isHTTPError,
  isNetworkError,
  isTimeoutError,
  NetworkError,
  SchemaValidationError,
  TimeoutError,
} from "ky";
export type { Options, ResponsePromise };

type Method = "get" | "post" | "put" | "patch" | "delete";
const METHODS: Method[] = ["get", "post", "put", "patch", "delete"];
type Body = "json" | "text" | "blob" | "arrayBuffer" | "formData";
const BODIES: Body[] = ["json", "text", "blob", "arrayBuffer", "formData"];

/** ky's call methods and `extend`: what the api modules use of a ky instance. */
export type HttpClient = Pick<KyInstance, Method> & {
  /** A client with these options on top (ky's `extend`: headers merged, hooks added after this client's). */
  extend(options: Options): HttpClient;
};

/** Fetches ky's module once, whichever client asks first. */
let kyModule: Promise<typeof import("ky")> | undefined;
export const loadKy = () => {
  kyModule ??= import("ky");
  return kyModule;
};

/**
 * Under every client: the answer is asked for as JSON (ky sets that when `.json()` is called on the
 * call at once; here the body is asked for once ky is loaded, after the request went), and an empty
 * body reads as undefined (ky's JSON.parse would throw on it).
 */
const ROOT: Options = {
  headers: { accept: "application/json" },
  parseJson: (text) => (text === "" ? undefined : JSON.parse(text)),
};

/** A client: ky with `defaults` (on top of `parent`'s, for `extend`), created with its first call. */
export function createClient(defaults: Options = {}, parent?: () => Promise<KyInstance>): HttpClient {
  let instance: Promise<KyInstance> | undefined;
  const ky = () => {
    instance ??= parent
      ? parent().then((p) => p.extend(defaults))
      : loadKy().then((m) => m.default.create(ROOT).extend(defaults));
    return instance;
  };
  const client = { extend: (options: Options) => createClient(options, ky) } as HttpClient;
  for (const method of METHODS) {
    client[method] = ((input: string, options?: Options) =>
      later(ky().then((k) => ({ call: k[method](input, options) })))) as KyInstance[Method];
  }
  return client;
}

/**
 * ky's answer to a call made once its module is here: a promise of the Response with ky's body
 * methods (`.json(schema)` and the rest), each ky's own on that call. (The call is boxed: a
 * ResponsePromise is itself a promise, which `then` would unwrap.) The body methods read through
 * the Response's promise, so a caller that only asks for `.json()` leaves no rejection unhandled.
 */
function later(box: Promise<{ call: ResponsePromise }>): ResponsePromise {
  const response = box.then(({ call }) => call);
  const bodies = Object.fromEntries(
    BODIES.map((type) => [
      type,
      (...args: unknown[]) =>
        response.then(() => box).then(({ call }) => (call[type] as (...a: unknown[]) => unknown)(...args)),
    ]),
  );
  return Object.assign(response, bodies) as unknown as ResponsePromise;
}
