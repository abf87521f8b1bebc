/** Visit counters (SPEC §7 GET /counter/emitraCounter and /counter/marketplaceCounter, §8 non-OK). */
import { groupIndian } from "./inr";

/** Logged (never shown) when a counter call does not answer OK; the count then stays 0 (SPEC §8). */
export const COUNTER_ERROR = "Network response was not ok";

/** A count as shown on the page, with Indian digit grouping. */
export function formatCount(n: number): string {
  return groupIndian(n);
}
