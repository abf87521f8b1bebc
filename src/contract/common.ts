/** API contract in valibot, shared by the server and the storefront client: keep it small and tree-shakable. */
import * as v from "valibot";

/** A shop id / subdomain: one DNS label, lower case. */
export const ShopId = v.pipe(
  v.string(),
  v.trim(),
  v.toLowerCase(),
  v.regex(/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/, "must be one host label: a-z, 0-9 and inner hyphens"),
);

/** The error body every failed call returns. */
export const ApiError = v.object({
  error: v.string(),
  field: v.optional(v.string()),
  issues: v.optional(v.array(v.object({ field: v.string(), message: v.string() }))),
});
export type ApiError = v.InferOutput<typeof ApiError>;
