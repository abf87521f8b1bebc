import { COUNTER_ERROR, type CounterName, parseCount } from "../domain/counter";

/** The URL of a counter on the API, e.g. http://localhost:8787/counter/emitraCounter. */
export function counterUrl(apiUrl: string, name: CounterName): string {
  return `${apiUrl.replace(/\/+$/, "")}/counter/${name}`;
}

/**
 * GET /counter/{name}: counts this visit and gives the new total; rejects
 * with 'Network response was not ok' on a non-OK answer or a body that is no
 * count. Plain fetch and parseCount, not the HTTP client and a schema: the
 * static pages that show a counter load a few hundred bytes for this one GET
 * (the client and the shared schema chunk are KBs). The page passes the API's URL
 * in, so the island needs no settings module either.
 */
export async function countVisit(apiUrl: string, name: CounterName): Promise<number> {
  const response = await fetch(counterUrl(apiUrl, name), { headers: { Accept: "application/json" } });
  if (!response.ok) throw new Error(COUNTER_ERROR);
  const count = parseCount(await response.json().catch(() => null));
  if (count === null) throw new Error(COUNTER_ERROR);
  return count;
}
