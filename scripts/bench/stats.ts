/**
 * The benchmarks' arithmetic, pure: percentiles of measured latencies, a
 * call's summary against its goal, the ratio of a rate to its reference, and
 * pgbench's per-transaction log read back. bench:scale and bench:prod print
 * what these return; stats.test.ts holds them to hand-worked answers.
 */

/** The p-th percentile (0–100) of the values, by the nearest-rank method; NaN for none. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((Math.min(100, Math.max(0, p)) / 100) * sorted.length);
  return sorted[Math.max(0, rank - 1)] as number;
}

/** What one measured call gives: how many requests, at what rate, p50, p99 and the slowest (ms). */
export interface Summary {
  requests: number;
  /** Requests a second over the measured wall time. */
  rate: number;
  p50: number;
  p99: number;
  max: number;
  /** Requests that failed (no answer, or not the status expected). */
  failed: number;
}

/** Summarises latencies (ms) measured over `seconds` of wall time, `failed` of them failed. */
export function summarize(latencies: readonly number[], seconds: number, failed = 0): Summary {
  return {
    requests: latencies.length,
    rate: seconds > 0 ? latencies.length / seconds : 0,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies.length ? Math.max(...latencies) : Number.NaN,
    failed,
  };
}

/** Whether a call meets "p99 under `p99Ms`, nothing failed", and the line that says so. */
export function latencyVerdict(name: string, s: Summary, p99Ms: number): { ok: boolean; text: string } {
  const ok = s.failed === 0 && s.requests > 0 && s.p99 < p99Ms;
  const failed = s.failed ? `, ${s.failed} failed` : "";
  return {
    ok,
    text: `${name}: p50 ${ms(s.p50)}, p99 ${ms(s.p99)} (needs < ${p99Ms} ms)${failed}`,
  };
}

/**
 * The rate measured through the whole stack as a share of the database's
 * own rate for the same work: `rate / reference`, 0 when the reference
 * measured nothing.
 */
export function ratioOf(rate: number, reference: number): number {
  return reference > 0 ? rate / reference : 0;
}

/** "12.3 ms" (one decimal; "–" for no value). */
export function ms(value: number): string {
  return Number.isFinite(value) ? `${value.toFixed(1)} ms` : "–";
}

/**
 * pgbench's per-transaction log (`--log`, one line a transaction:
 * `client_id transaction_no time script_no time_epoch time_us [schedule_lag]`,
 * `time` the transaction's latency in microseconds) as latencies in ms;
 * lines of failed or skipped transactions ("failed", "skipped" in place of
 * the time) are counted apart.
 */
export function pgbenchLatencies(log: string): { latencies: number[]; failed: number } {
  const latencies: number[] = [];
  let failed = 0;
  for (const line of log.split("\n")) {
    const fields = line.trim().split(/\s+/);
    if (fields.length < 6) continue;
    const time = fields[2] as string;
    if (/^\d+$/.test(time)) latencies.push(Number(time) / 1000);
    else failed++;
  }
  return { latencies, failed };
}

/** pgbench's summary: transactions a second ("tps = 1234.5 (without initial connection time)"), or null. */
export function pgbenchTps(output: string): number | null {
  const match = /^tps = ([\d.]+) \(without initial connection time\)/m.exec(output);
  return match ? Number(match[1]) : null;
}
