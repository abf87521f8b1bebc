/**
 * Form errors beside their fields: from the contract's own schema before a
 * send, and from the server's 400 (`{error, field, issues}`) after one.
 */

import * as v from "valibot";
import { HTTPError } from "./client";

export type FieldErrors = Record<string, string>;

const sentence = (message: string) => message.charAt(0).toUpperCase() + message.slice(1);

/** Every field the schema refuses, by its dotted path ("variants.1.size"), with the schema's words. */
export function schemaProblems(schema: v.GenericSchema, value: unknown): FieldErrors {
  const result = v.safeParse(schema, value);
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.issues) {
    const field = v.getDotPath(issue) ?? "";
    if (field && !errors[field]) errors[field] = sentence(issue.message);
  }
  return errors;
}

/**
 * What a refused call says about the form: its fields' errors and a general
 * line (the server's message), or null when the call was not refused (a
 * network failure: the caller says so).
 */
export function serverProblems(error: unknown): { fields: FieldErrors; message: string } | null {
  if (!(error instanceof HTTPError)) return null;
  const body = (typeof error.data === "object" && error.data !== null ? error.data : {}) as {
    error?: unknown;
    field?: unknown;
    issues?: unknown;
  };
  const message =
    typeof body.error === "string" && body.error
      ? body.error
      : `The server refused (${error.response.status})`;
  const fields: FieldErrors = {};
  if (Array.isArray(body.issues)) {
    for (const issue of body.issues as { field?: unknown; message?: unknown }[]) {
      if (typeof issue.field === "string" && typeof issue.message === "string" && !fields[issue.field])
        fields[issue.field] = sentence(issue.message);
    }
  } else if (typeof body.field === "string" && body.field) fields[body.field] = message;
  return { fields, message };
}

/**
 * The errors still true after an edit: a field's error (and its parts', "variants.0.size") goes once
 * its value changed, so an error never stays under a field the person has since filled in. Fields
 * compared are the form's top-level ones.
 */
export function errorsAfterEdit<F extends object>(errors: FieldErrors, before: F, after: F): FieldErrors {
  const changed = (Object.keys(after) as (keyof F & string)[]).filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
  if (changed.length === 0) return errors;
  return Object.fromEntries(
    Object.entries(errors).filter(
      ([field]) => !changed.some((key) => field === key || field.startsWith(`${key}.`)),
    ),
  );
}
