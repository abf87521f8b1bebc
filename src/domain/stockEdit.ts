/**
 * A seller's stock edit against orders placed meanwhile: the edit carries the
 * stock's version it saw, and every change of the figure (an order, a cancel,
 * another edit) bumps the version. A figure that moved since is never
 * overwritten blind: the seller sees the new figure and decides again.
 */

/** Stock at or below this is "low" on the console's dashboard and list. */
export const LOW_STOCK_AT = 5;

export type StockEditOutcome = "unchanged" | "apply" | "conflict";

/**
 * What to do with an edit that sets `sent` having seen `seenVersion`, when
 * the row now holds `current` at `currentVersion`: nothing when it already
 * says `sent`; apply when nothing moved since; else a conflict.
 */
export function stockEditOutcome(
  sent: number,
  seenVersion: number | undefined,
  current: number,
  currentVersion: number,
): StockEditOutcome {
  if (sent === current) return "unchanged";
  return seenVersion === currentVersion ? "apply" : "conflict";
}

/** The conflict's message, with the figure as it is now. */
export function stockConflictMessage(what: string, current: number): string {
  return `The stock of ${what} changed while you were editing (an order or another edit): it is now ${current}. Check it and save again.`;
}

/** How a variant is named in messages: "M / Red", "M", "Red". */
export function variantLabel(size: string, color: string): string {
  return [size, color].filter(Boolean).join(" / ");
}
