/** Visit counters (valibot): GET /counter/emitraCounter and /counter/marketplaceCounter answer a bare number. */
import * as v from "valibot";

export { COUNTERS, type CounterName } from "../domain/counter";

/** The total: a non-negative whole number (src/domain/counter.ts parseCount reads it on the page). */
export const CounterResponse = v.pipe(v.number(), v.integer(), v.minValue(0));

/** POST /counter/shops/{shopId}: the visit was counted. */
export const ShopVisitResponse = v.object({ counted: v.literal(true) });
export type ShopVisitResponse = v.InferOutput<typeof ShopVisitResponse>;
