/** Visit counters (SPEC §7 GET /counter/emitraCounter and /counter/marketplaceCounter, §8 non-OK). */
import { groupIndian } from "./inr";

/** The counters the API keeps. */
export const COUNTERS = ["emitraCounter", "marketplaceCounter"] as const;
export type CounterName = (typeof COUNTERS)[number];

/** Logged (never shown) when a counter call does not answer OK; the count then stays 0 (SPEC §8). */
export const COUNTER_ERROR = "Network response was not ok";

/**
 * The count in a counter answer (a bare number; digits as text are read too),
 * or null when the body is no count. The contract's CounterResponse says the
 * same for the server and the API document (a test holds the two together);
 * the page reads with this, so the counter's few hundred bytes need no
 * schema library.
 */
export function parseCount(body: unknown): number | null {
  const n = typeof body === "string" && /^\s*\d+\s*$/.test(body) ? Number(body) : body;
  return typeof n === "number" && Number.isSafeInteger(n) && n >= 0 ? n : null;
}

/** A count as shown on the page, with Indian digit grouping. */
export function formatCount(n: number): string {
  return groupIndian(n);
}
