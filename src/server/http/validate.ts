/**
 * Request validation with the contract's valibot schemas, answering in the
 * ApiError shape. hono-openapi's validator runs the schema and puts it in
 * the OpenAPI document as the request body; the hook here shapes the answers.
 */
import type { Context } from "hono";
import { validator } from "hono-openapi";
import * as v from "valibot";
import type { ApiError } from "../../contract/common";
import { findUnsafeText } from "../../domain/text";
import { SCHEMA_OPTIONS } from "./openapi";

const JSON_TYPE = /^application\/([\w.-]+\+)?json$/i;

type Issue = v.BaseIssue<unknown>;

/**
 * Short, field-first messages: "shopId is required" rather than valibot's default prose.
 * Only type and missing-key issues are reworded; a message the schema sets itself (a regex's) wins.
 */
const parseConfig: v.Config<Issue> = {
  message: (issue) => {
    if (issue.kind !== "schema") return issue.message;
    if (issue.input === undefined) return "is required";
    if (issue.type === "literal" || issue.type === "picklist" || issue.type === "enum") {
      return `must be ${issue.expected?.replace(/^\((.*)\)$/, "$1")}`; // picklists come as ("a" | "b")
    }
    // valibot names object and array types "Object" and "Array"; JSON says object and array.
    const expected = /^[A-Z][a-z]+$/.test(issue.expected ?? "")
      ? issue.expected?.toLowerCase()
      : issue.expected;
    return `must be of type ${expected}`;
  },
};

/** The 400 body for one bad field: `Invalid {field}: {message}`, the field named, the issue listed. */
export function fieldError(field: string, message: string): ApiError {
  return { error: `Invalid ${field}: ${message}`, field, issues: [{ field, message }] };
}

/** The 400 body for a failed parse: the first issue names `field`, all are listed in `issues`. */
export function toApiError(failure: { readonly issues: readonly Issue[] }): ApiError {
  const issues = failure.issues.map((issue) => ({
    field: v.getDotPath(issue) || "body",
    message: issue.message,
  }));
  const first = issues[0] ?? { field: "body", message: "is invalid" };
  return { ...fieldError(first.field, first.message), issues };
}

/**
 * Parses a JSON body with a contract schema; handlers read it with `c.req.valid("json")`.
 * Not JSON content type → 415; malformed JSON → 400 (thrown by hono's validator); schema → 400.
 */
export function validateJson<S extends v.GenericSchema | v.GenericSchemaAsync>(schema: S) {
  const answer = async (result: { success: boolean; data: unknown }, c: Context) => {
    const mediaType = (c.req.header("content-type") ?? "").split(";")[0]?.trim() ?? "";
    if (!JSON_TYPE.test(mediaType)) {
      return c.json<ApiError>({ error: "Content-Type must be application/json", field: "body" }, 415);
    }
    // Text no column can hold (a NUL, a lone surrogate), and JSON nested past MAX_JSON_DEPTH, are refused
    // here, naming the field, for every call.
    const unsafe = findUnsafeText(result.data);
    if (unsafe) return c.json(fieldError(unsafe.field, unsafe.message), 400);
    // valibot's object schemas accept arrays; a body the contract says is an object must not be one.
    if (Array.isArray(result.data) && schema.expects === "Object") {
      return c.json(fieldError("body", "must be of type object"), 400);
    }
    if (result.success) return undefined;
    // Parsed again with the field-first messages (the standard-schema run used valibot's defaults).
    const failed = await v.safeParseAsync(schema, result.data, parseConfig);
    return c.json(toApiError(failed.success ? { issues: [] } : failed), 400);
  };
  return validator("json", schema, answer, SCHEMA_OPTIONS);
}

/** Parses the query string with a contract schema; handlers read it with `c.req.valid("query")`. 400 naming the field. */
export function validateQuery<S extends v.GenericSchema>(schema: S) {
  return validator(
    "query",
    schema,
    async (result: { success: boolean; data: unknown }, c: Context) => {
      if (result.success) return undefined;
      const failed = await v.safeParseAsync(schema, result.data, parseConfig);
      return c.json(toApiError(failed.success ? { issues: [] } : failed), 400);
    },
    SCHEMA_OPTIONS,
  );
}
