/** Visit counters (valibot): GET /counter/emitraCounter and /counter/marketplaceCounter answer a bare number. */
import * as v from "valibot";

export const COUNTERS = ["emitraCounter", "marketplaceCounter"] as const;
export const CounterResponse = v.pipe(v.number(), v.integer(), v.minValue(0));
