import { z } from "zod";

/** A shop id / subdomain: one DNS label, lower case. */
export const ShopId = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/, "must be one host label: a-z, 0-9 and inner hyphens");

/** The error body every failed call returns. */
export const ApiError = z.object({
  error: z.string(),
  field: z.string().optional(),
  issues: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});
export type ApiError = z.infer<typeof ApiError>;
