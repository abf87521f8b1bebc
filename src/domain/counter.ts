/** Visit counters (SPEC §7 GET /counter/emitraCounter and /counter/marketplaceCounter, §8 non-OK). */
import { groupIndian } from "./inr";

/** The counters the API keeps. */
export type CounterName = "emitraCounter" | "marketplaceCounter";

/** Logged (never shown) when a counter call does not answer OK; the count then stays 0 (SPEC §8). */
export const COUNTER_ERROR = "Network response was not ok";

/** The URL of a counter on the API, e.g. http://localhost:8787/counter/emitraCounter. */
export function counterUrl(apiUrl: string, name: CounterName): string {
  return `${apiUrl.replace(/\/+$/, "")}/counter/${name}`;
}

/** The count in a counter response (a bare number), or null when the body is not a count. */
export function parseCount(body: unknown): number | null {
  const n = typeof body === "string" && /^\s*\d+\s*$/.test(body) ? Number(body) : body;
  return typeof n === "number" && Number.isSafeInteger(n) && n >= 0 ? n : null;
}

/** A count as shown on the page, with Indian digit grouping. */
export function formatCount(n: number): string {
  return groupIndian(n);
}
