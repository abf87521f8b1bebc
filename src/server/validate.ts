/** Request validation with the contract's zod schemas, answering in the ApiError shape. */
import { validator } from "hono/validator";
import type { z } from "zod";
import type { ApiError } from "../contract/common";

const JSON_TYPE = /^application\/([\w.-]+\+)?json$/i;

// Short, field-first messages: "shopId is required" rather than zod's default prose.
const errorMap: z.core.$ZodErrorMap = (issue) => {
  if (issue.code !== "invalid_type") return undefined;
  return issue.input === undefined ? "is required" : `must be of type ${issue.expected}`;
};

/** The 400 body for a failed parse: the first issue names `field`, all are listed in `issues`. */
export function toApiError(error: z.core.$ZodError): ApiError {
  const issues = error.issues.map((i) => ({
    field: i.path.length ? i.path.map(String).join(".") : "body",
    message: i.message,
  }));
  const first = issues[0] ?? { field: "body", message: "is invalid" };
  return { error: `Invalid ${first.field}: ${first.message}`, field: first.field, issues };
}

/**
 * Parses a JSON body with a contract schema; handlers read it with `c.req.valid("json")`.
 * Not JSON content type → 415; malformed JSON → 400 (thrown by hono's validator); schema → 400.
 */
export function validateJson<S extends z.ZodType>(schema: S) {
  return validator("json", async (value, c) => {
    const mediaType = (c.req.header("content-type") ?? "").split(";")[0]?.trim() ?? "";
    if (!JSON_TYPE.test(mediaType)) {
      return c.json<ApiError>({ error: "Content-Type must be application/json", field: "body" }, 415);
    }
    const result = await schema.safeParseAsync(value, { error: errorMap });
    return result.success ? result.data : c.json(toApiError(result.error), 400);
  });
}
