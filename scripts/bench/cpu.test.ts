import { describe, expect, it } from "vitest";
import { cpuByRole, cpuLine, type ProcStat, parseStat, perRequest } from "./cpu";

// A real line's shape (fields 1–22 of proc(5)): pid, (comm), state, ppid, …, utime 14, stime 15, cutime 16, cstime 17.
const line = (
  pid: number,
  comm: string,
  ppid: number,
  utime: number,
  stime: number,
  cutime = 0,
  cstime = 0,
) =>
  `${pid} (${comm}) S ${ppid} ${pid} ${pid} 0 -1 4194560 100 0 0 0 ${utime} ${stime} ${cutime} ${cstime} 20 0 1 0 123`;

describe("parseStat", () => {
  it("reads the parent and the CPU in ms (100 ticks a second)", () => {
    expect(parseStat(line(42, "node", 7, 150, 50, 30, 20))).toEqual({
      pid: 42,
      ppid: 7,
      comm: "node",
      ownMs: 2000,
      childrenMs: 500,
    });
  });

  it("reads a command name with spaces and parentheses", () => {
    const s = parseStat(line(9, "postgres: a (b) c", 1, 1, 2));
    expect(s?.comm).toBe("postgres: a (b) c");
    expect(s?.ppid).toBe(1);
    expect(s?.ownMs).toBe(30);
  });

  it("gives null for what is not a stat line", () => {
    expect(parseStat("nonsense")).toBeNull();
    expect(parseStat("12 (x) S 1")).toBeNull();
  });
});

describe("cpuByRole", () => {
  const procs: ProcStat[] = [
    { pid: 10, ppid: 1, comm: "tsx", ownMs: 5, childrenMs: 0 },
    { pid: 11, ppid: 10, comm: "node", ownMs: 100, childrenMs: 0 },
    { pid: 20, ppid: 1, comm: "postgres", ownMs: 10, childrenMs: 0 },
    { pid: 21, ppid: 20, comm: "postgres", ownMs: 40, childrenMs: 0 },
    { pid: 22, ppid: 20, comm: "postgres", ownMs: 50, childrenMs: 0 },
    { pid: 30, ppid: 1, comm: "other", ownMs: 999, childrenMs: 0 },
  ];

  it("sums each role's processes and all their descendants, nothing else", () => {
    expect(cpuByRole(procs, { API: [10], PostgreSQL: [20] })).toEqual({ API: 105, PostgreSQL: 100 });
  });

  it("gives 0 for a role whose process is gone", () => {
    expect(cpuByRole(procs, { nginx: [99] })).toEqual({ nginx: 0 });
  });
});

describe("perRequest and cpuLine", () => {
  it("divides each role's CPU between the readings by the requests", () => {
    const per = perRequest({ API: 100, PostgreSQL: 50 }, { API: 500, PostgreSQL: 250 }, 100);
    expect(per).toEqual({ API: 4, PostgreSQL: 2 });
    expect(cpuLine(per)).toBe("API 4.00 ms, PostgreSQL 2.00 ms; 6.00 ms in all");
  });

  it("gives 0 for no requests rather than a division by zero", () => {
    expect(perRequest({ API: 1 }, { API: 9 }, 0)).toEqual({ API: 0 });
  });
});
