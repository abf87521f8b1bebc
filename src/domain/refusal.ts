/**
 * A refused call's answer as the clients read it: the API's error body
 * (src/contract/common.ts ApiError, `{ error, field? }`), read defensively
 * since a proxy or a crash may answer anything. Used by the checkout and the
 * staff consoles.
 */

/** What the API's error body says (src/contract/common.ts ApiError), as far as the clients read it. */
export interface RefusalBody {
  error?: unknown;
  field?: unknown;
}

/**
 * The line a refused placement names: the server answers a stock refusal
 * with the field `orders.{i}.productCount`, `i` indexing the lines sent.
 * Gives that index and the server's message, or null for any other refusal.
 */
export function stockRefusal(body: unknown): { index: number; message: string } | null {
  if (typeof body !== "object" || body === null) return null;
  const { error, field } = body as RefusalBody;
  const match = typeof field === "string" ? /^orders\.(\d+)\.productCount$/.exec(field) : null;
  if (!match || typeof error !== "string" || !error) return null;
  return { index: Number(match[1]), message: error };
}

/** The request field a refusal names (e.g. "addressKey", "idempotencyKey"), or "" when none. */
export function refusedField(body: unknown): string {
  if (typeof body !== "object" || body === null) return "";
  const { field } = body as RefusalBody;
  return typeof field === "string" ? field : "";
}

/** The server's message in a refusal, or "" when it said nothing readable. */
export function refusalMessage(body: unknown): string {
  if (typeof body !== "object" || body === null) return "";
  const { error } = body as RefusalBody;
  return typeof error === "string" ? error : "";
}
