/** The CPU calibration of the Lighthouse audit (scripts/audit/lighthouse.ts). */

/**
 * The phone every machine emulates: a benchmarkIndex of about 450, the middle
 * of Lighthouse's mid-tier mobile bracket (its guide's calibration table).
 */
export const PHONE_BENCHMARK_INDEX = 450;

/** The CPU slowdown that makes a host of this benchmarkIndex as fast as that phone: never below 1, one decimal. */
export function cpuSlowdownFor(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0)
    throw new Error(`no benchmarkIndex (${benchmarkIndex})`);
  return Math.max(1, Math.round((benchmarkIndex / PHONE_BENCHMARK_INDEX) * 10) / 10);
}
