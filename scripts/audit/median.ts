/**
 * The audit's verdict on a page is the median of three runs' performance
 * scores against its target (scripts/audit/lighthouse.ts). The median of
 * three is at or above the target exactly when two runs are, so once two runs
 * agree the third cannot change the verdict and is not run.
 */

/** Whether the median of `total` runs' scores is already decided by these runs' scores. */
export function medianDecided(scores: readonly number[], target: number, total: number): boolean {
  const need = Math.floor(total / 2) + 1;
  const met = scores.filter((s) => s >= target).length;
  return met >= need || scores.length - met >= need || scores.length >= total;
}

/**
 * The index of the run that stands for the median: of all `total` runs, the
 * median itself; of fewer runs that decided it, the one nearest the target on
 * the verdict's side (the lowest score of a page that met it, the highest of
 * one that missed), which is the least the median can be, or the most.
 */
export function medianRun(scores: readonly number[], target: number, total: number): number {
  if (scores.length === 0) throw new Error("no runs");
  const order = scores.map((s, i) => ({ s, i })).sort((a, b) => a.s - b.s);
  if (scores.length >= total) return (order[Math.floor(order.length / 2)] as { i: number }).i;
  const met = order.filter(({ s }) => s >= target);
  const missed = order.filter(({ s }) => s < target);
  const need = Math.floor(total / 2) + 1;
  if (met.length >= need) return (met[0] as { i: number }).i;
  if (missed.length >= need) return (missed[missed.length - 1] as { i: number }).i;
  throw new Error(`${scores.length} of ${total} runs do not decide the median`);
}
