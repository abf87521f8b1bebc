/** API contract in valibot, shared by the server and the storefront client: keep it small and tree-shakable. */
import * as v from "valibot";
import { SHOP_ID_MESSAGE, SHOP_ID_PATTERN } from "../domain/host";

/**
 * A shop id / subdomain (src/domain/host.ts): one DNS label, lower case. Every
 * shop id that crosses the API, in a request or an answer, passes here, so
 * both sides hold it trimmed and lower-cased and no caller normalises again.
 */
export const ShopId = v.pipe(
  v.string(),
  v.trim(),
  v.toLowerCase(),
  v.regex(SHOP_ID_PATTERN, SHOP_ID_MESSAGE),
);

/** An optional shop id where "" means none (a platform blog). */
export const OptionalShopId = v.optional(v.pipe(v.string(), v.trim(), v.union([v.literal(""), ShopId])));

/** The error body every failed call returns. */
export const ApiError = v.object({
  error: v.string(),
  field: v.optional(v.string()),
  issues: v.optional(v.array(v.object({ field: v.string(), message: v.string() }))),
});
export type ApiError = v.InferOutput<typeof ApiError>;
