/**
 * The HTTP client of every API call (the browser's, the build's, the web
 * server's): the part of ky's API this project uses, on fetch. ky 2 weighed
 * 8.5 KB gzipped on each shop screen that calls the API (the bag, the
 * history, the profile: issue 26's budgets); this is about 1 KB.
 *
 * What it does, as ky did: `prefix` + the path; `searchParams`; `json` sent
 * as JSON; `timeout` per attempt (TimeoutError); a refused call (not 2xx)
 * rejects with HTTPError, whose `data` is the API's error body (parsed when
 * JSON, else its text); `retry` repeats the listed methods (GET here) on a
 * lost connection or 408/413/429/500/502/503/504, after 0.3 s, 0.6 s, ... or
 * the server's Retry-After; hooks before the request and after each
 * response; `.json(schema)` checks the body against a Standard Schema
 * (valibot's) and rejects with SchemaValidationError when it breaks it.
 */

/** A Standard Schema (valibot's schemas are): what `.json(schema)` checks a body against. */
export interface StandardSchema<Output = unknown> {
  readonly "~standard": {
    validate(
      value: unknown,
    ):
      | { value: Output; issues?: undefined }
      | { issues: readonly { message: string }[] }
      | Promise<{ value: Output; issues?: undefined } | { issues: readonly { message: string }[] }>;
    readonly types?: { readonly output: Output } | undefined;
  };
}
type Output<S> = S extends StandardSchema<infer O> ? O : never;

export interface Hooks {
  /** Before the first attempt (headers may be set on the request). */
  beforeRequest?: ((state: { request: Request }) => void | Promise<void>)[];
  /** After each response, refused ones included. */
  afterResponse?: ((state: { request: Request; response: Response }) => void | Promise<void>)[];
}

export interface Options {
  /** The API's origin (and path) the call's path is put after. */
  prefix?: string;
  headers?: Record<string, string>;
  /** A body sent as JSON (Content-Type: application/json). */
  json?: unknown;
  body?: BodyInit;
  searchParams?: Record<string, string>;
  /** Milliseconds for each attempt (10 s unless told). */
  timeout?: number;
  /** How many times to repeat a failed call (a number), or that and which methods (lower case). */
  retry?: number | { limit?: number; methods?: string[] };
  signal?: AbortSignal;
  hooks?: Hooks;
}

export type ResponsePromise = Promise<Response> & {
  json<S extends StandardSchema>(schema: S): Promise<Output<S>>;
  json(): Promise<unknown>;
  text(): Promise<string>;
  blob(): Promise<Blob>;
};

export interface HttpClient {
  get(path: string, options?: Options): ResponsePromise;
  post(path: string, options?: Options): ResponsePromise;
  put(path: string, options?: Options): ResponsePromise;
  patch(path: string, options?: Options): ResponsePromise;
  delete(path: string, options?: Options): ResponsePromise;
  /** A client with these options on top (headers merged, hooks added after this client's). */
  extend(options: Options): HttpClient;
}

/** A call the server refused (its status not 2xx). */
export class HTTPError extends Error {
  override name = "HTTPError";
  response: Response;
  request: Request;
  /** The refusal's body: parsed when JSON, else its text; undefined when empty or unreadable. */
  data: unknown;
  constructor(response: Response, request: Request, _options?: unknown) {
    super(`Request failed with status code ${response.status}: ${request.method} ${request.url}`);
    this.response = response;
    this.request = request;
  }
}

/** A call with no answer within its timeout. */
export class TimeoutError extends Error {
  override name = "TimeoutError";
  request: Request;
  constructor(request: Request) {
    super(`Request timed out: ${request.method} ${request.url}`);
    this.request = request;
  }
}

/** An answer that breaks its contract. */
export class SchemaValidationError extends Error {
  override name = "SchemaValidationError";
  issues: readonly { message: string }[];
  constructor(issues: readonly { message: string }[]) {
    super(`Response schema validation failed: ${issues.map((i) => i.message).join("; ")}`);
    this.issues = issues;
  }
}

const RETRY_STATUS = [408, 413, 429, 500, 502, 503, 504];
const RETRY_AFTER_STATUS = [413, 429, 503];

/** How long to wait before attempt `attempt + 1` (attempt 1 is the first retry), or -1 for no retry. */
function retryDelay(error: unknown, attempt: number): number {
  const backoff = 300 * 2 ** (attempt - 1);
  if (!(error instanceof HTTPError)) return error instanceof TypeError ? backoff : -1; // a lost connection
  const { status, headers } = error.response;
  if (!RETRY_STATUS.includes(status)) return -1;
  const after = headers.get("Retry-After");
  if (after && RETRY_AFTER_STATUS.includes(status)) {
    const seconds = Number(after);
    const ms = Number.isNaN(seconds) ? Date.parse(after) - Date.now() : seconds * 1000;
    if (!Number.isNaN(ms)) return Math.max(0, ms);
  }
  return status === 413 ? -1 : backoff;
}

const readData = async (response: Response): Promise<unknown> => {
  try {
    const text = await response.text();
    if (!text) return undefined;
    return /\bjson\b/i.test(response.headers.get("content-type") ?? "") ? JSON.parse(text) : text;
  } catch {
    return undefined;
  }
};

async function send(method: string, path: string, options: Options): Promise<Response> {
  const url = new URL(
    options.prefix ? `${options.prefix.replace(/\/+$/, "")}/${path}` : path,
    globalThis.location?.href,
  );
  for (const [key, value] of Object.entries(options.searchParams ?? {})) url.searchParams.set(key, value);
  const headers = new Headers(options.headers);
  let body = options.body;
  if (options.json !== undefined) {
    body = JSON.stringify(options.json);
    headers.set("content-type", "application/json");
  }
  if (!headers.has("accept")) headers.set("accept", "application/json");
  const request = new Request(url, { method, headers, ...(body === undefined ? {} : { body }) });
  for (const hook of options.hooks?.beforeRequest ?? []) await hook({ request });
  const { retry = 2 } = options;
  const { limit = 2, methods = ["get", "put", "head", "delete"] } =
    typeof retry === "number" ? { limit: retry } : retry;
  const attempts = methods.includes(method.toLowerCase()) ? limit + 1 : 1;
  for (let attempt = 1; ; attempt++) {
    const timeout = new AbortController();
    const timer = setTimeout(() => timeout.abort(), options.timeout ?? 10_000);
    const signal = options.signal ? AbortSignal.any([options.signal, timeout.signal]) : timeout.signal;
    try {
      let response: Response;
      try {
        response = await fetch(new Request(attempt < attempts ? request.clone() : request, { signal }));
      } catch (error) {
        throw timeout.signal.aborted && !options.signal?.aborted ? new TimeoutError(request) : error;
      }
      for (const hook of options.hooks?.afterResponse ?? []) await hook({ request, response });
      if (response.ok) return response;
      const refused = new HTTPError(response, request);
      refused.data = await readData(response);
      throw refused;
    } catch (error) {
      const wait = attempt < attempts ? retryDelay(error, attempt) : -1;
      if (wait < 0) throw error;
      await new Promise((resolve) => setTimeout(resolve, wait));
    } finally {
      clearTimeout(timer);
    }
  }
}

function call(method: string, path: string, options: Options): ResponsePromise {
  const response = send(method, path, options);
  return Object.assign(response, {
    async json(schema?: StandardSchema) {
      const text = await (await response).text();
      const value: unknown = text === "" ? (schema ? undefined : "") : JSON.parse(text);
      if (!schema) return value;
      const result = await schema["~standard"].validate(value);
      if (result.issues) throw new SchemaValidationError(result.issues);
      return result.value;
    },
    text: async () => (await response).text(),
    blob: async () => (await response).blob(),
  }) as ResponsePromise;
}

/** The options of `extend`: `more` on top of `base`, headers merged and hooks run in turn. */
function merge(base: Options, more: Options): Options {
  return {
    ...base,
    ...more,
    headers: { ...base.headers, ...more.headers },
    hooks: {
      beforeRequest: [...(base.hooks?.beforeRequest ?? []), ...(more.hooks?.beforeRequest ?? [])],
      afterResponse: [...(base.hooks?.afterResponse ?? []), ...(more.hooks?.afterResponse ?? [])],
    },
  };
}

/** A client: calls with `defaults` under each call's own options. */
export function createClient(defaults: Options = {}): HttpClient {
  const method =
    (name: string) =>
    (path: string, options: Options = {}) =>
      call(name, path, merge(defaults, options));
  return {
    get: method("GET"),
    post: method("POST"),
    put: method("PUT"),
    patch: method("PATCH"),
    delete: method("DELETE"),
    extend: (options) => createClient(merge(defaults, options)),
  };
}
