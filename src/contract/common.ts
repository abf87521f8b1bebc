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

/**
 * Text of at most `max` characters ("is too long" past it). Every text field
 * the API takes has a bound (tests/api/http/bounds.test.ts fails on one
 * without), so no request can copy a megabyte onto a row.
 */
export const Text = (max: number) => v.pipe(v.string(), v.maxLength(max, "is too long"));

/** An email address (at most 254 characters, the longest SMTP delivers), trimmed and lower-cased. */
export const Email = v.pipe(
  v.string(),
  v.trim(),
  v.toLowerCase(),
  v.minLength(1, "is required"),
  v.maxLength(254, "is too long"),
  v.email("must be an email address"),
);

/** An id the server made (an order's, an address key): 1–100 characters. */
export const Id = v.pipe(v.string(), v.minLength(1, "is required"), v.maxLength(100, "is too long"));

/** An optional shop id where "" means none (a platform blog). */
export const OptionalShopId = v.optional(v.pipe(v.string(), v.trim(), v.union([v.literal(""), ShopId])));

/** The error body every failed call returns. */
export const ApiError = v.object({
  error: v.string(),
  field: v.optional(v.string()),
  issues: v.optional(v.array(v.object({ field: v.string(), message: v.string() }))),
});
export type ApiError = v.InferOutput<typeof ApiError>;

/** How a payment through the gateway stands (issue 37): open, placed (paid and settled), refunded, expired. */
export const CHECKOUT_STATES = ["open", "placed", "refunded", "expired"] as const;
