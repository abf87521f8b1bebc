/**
 * Where the CPU goes during a benchmark's scenario: the processor time each
 * part of the topology used (the API replicas, PostgreSQL, nginx, the load's
 * own client), read from /proc before and after, so a rate can be told
 * apart from its cost. On a machine whose cores the whole topology shares,
 * a rate is capped by the CPU each request costs summed over every part;
 * the parts' shares say which part to make cheaper. Linux only (null
 * elsewhere). The arithmetic is pure and tested (cpu.test.ts).
 */
import { readdirSync, readFileSync } from "node:fs";

/** One process as /proc/{pid}/stat shows it: its parent, and the CPU it and its waited-for children used (ms). */
export interface ProcStat {
  pid: number;
  ppid: number;
  comm: string;
  /** utime + stime. */
  ownMs: number;
  /** cutime + cstime: children that ended and were waited for (a spawnSync'd load client). */
  childrenMs: number;
}

/** The clock ticks a second /proc counts in (USER_HZ: 100 on every Linux build in use). */
const TICKS = 100;

/** Reads one /proc/{pid}/stat line; null when it cannot be read. */
export function parseStat(line: string): ProcStat | null {
  // The command name is in parentheses and may hold spaces or parentheses itself.
  const open = line.indexOf("(");
  const close = line.lastIndexOf(")");
  if (open < 0 || close < open) return null;
  const rest = line
    .slice(close + 2)
    .trim()
    .split(/\s+/);
  // rest[0] is field 3 (state); utime is field 14, stime 15, cutime 16, cstime 17.
  const field = (n: number) => Number(rest[n - 3]);
  const pid = Number(line.slice(0, open).trim());
  if (!Number.isFinite(pid) || rest.length < 15) return null;
  return {
    pid,
    ppid: field(4),
    comm: line.slice(open + 1, close),
    ownMs: ((field(14) + field(15)) * 1000) / TICKS,
    childrenMs: ((field(16) + field(17)) * 1000) / TICKS,
  };
}

/** Every process this machine shows now. */
export function readProcs(): ProcStat[] {
  const out: ProcStat[] = [];
  let entries: string[];
  try {
    entries = readdirSync("/proc");
  } catch {
    return out;
  }
  for (const name of entries) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = parseStat(readFileSync(`/proc/${name}/stat`, "utf8"));
      if (stat) out.push(stat);
    } catch {
      // Ended meanwhile.
    }
  }
  return out;
}

/** The CPU (ms) each role's processes and their descendants have used so far; a pid in no role is left out. */
export function cpuByRole(
  procs: readonly ProcStat[],
  roots: Record<string, readonly number[]>,
): Record<string, number> {
  const children = new Map<number, number[]>();
  for (const p of procs) children.set(p.ppid, [...(children.get(p.ppid) ?? []), p.pid]);
  const byPid = new Map(procs.map((p) => [p.pid, p]));
  const totals: Record<string, number> = {};
  for (const [role, pids] of Object.entries(roots)) {
    let sum = 0;
    const seen = new Set<number>();
    const stack = [...pids];
    while (stack.length) {
      const pid = stack.pop() as number;
      if (seen.has(pid)) continue;
      seen.add(pid);
      const p = byPid.get(pid);
      if (p) sum += p.ownMs + p.childrenMs;
      stack.push(...(children.get(pid) ?? []));
    }
    totals[role] = sum;
  }
  return totals;
}

/** Each role's CPU between two readings, in ms for each of `count` requests (orders, transactions). */
export function perRequest(
  before: Record<string, number>,
  after: Record<string, number>,
  count: number,
): Record<string, number> {
  const out: Record<string, number> = {};
  for (const role of Object.keys(after))
    out[role] = count > 0 ? ((after[role] ?? 0) - (before[role] ?? 0)) / count : 0;
  return out;
}

/** "API 4.1 ms, PostgreSQL 2.0 ms, nginx 0.3 ms, load 0.2 ms; 6.6 ms in all" for a perRequest answer. */
export function cpuLine(per: Record<string, number>): string {
  const parts = Object.entries(per).map(([role, v]) => `${role} ${v.toFixed(2)} ms`);
  const all = Object.values(per).reduce((a, b) => a + b, 0);
  return `${parts.join(", ")}; ${all.toFixed(2)} ms in all`;
}
