/** Visit counters (valibot): GET /counter/emitraCounter and /counter/marketplaceCounter answer a bare number. */
import * as v from "valibot";

export const COUNTERS = ["emitraCounter", "marketplaceCounter"] as const;
/** The counters the API keeps. */
export type CounterName = (typeof COUNTERS)[number];

const Count = v.pipe(v.number(), v.safeInteger(), v.minValue(0));
/** The total: a non-negative whole number (a digits-only string is read as one). */
export const CounterResponse = v.union([
  Count,
  v.pipe(v.string(), v.regex(/^\s*\d+\s*$/), v.transform(Number), Count),
]);
