/**
 * An expected failure with its HTTP status and the ApiError body to answer.
 * Data functions throw it (inside a transaction, throwing also rolls back);
 * app.ts turns it into the JSON answer. Anything else thrown is a 500.
 */
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ApiError } from "../../contract/common";

export class ApiFailure extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly field?: string,
    /** Every problem, when there are several (a file's rows). */
    readonly issues?: { field: string; message: string }[],
  ) {
    super(message);
    this.name = "ApiFailure";
  }

  /** The answer's body: `{ error, field?, issues? }`. */
  body(): ApiError {
    return {
      error: this.message,
      ...(this.field ? { field: this.field } : {}),
      ...(this.issues ? { issues: this.issues } : {}),
    };
  }
}

/** 404 for a missing shop, product, order or address, naming the request field. */
export const notFound = (what: string, field: string) => new ApiFailure(404, `${what} not found`, field);

/** 429: over a request limit; `retryAfter` seconds until the next try counts (the Retry-After header). */
export class TooManyRequests extends ApiFailure {
  constructor(
    message: string,
    readonly retryAfter: number,
  ) {
    super(429, message);
    this.name = "TooManyRequests";
  }
}
