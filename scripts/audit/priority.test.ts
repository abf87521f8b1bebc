import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { AUDIT_CGROUP, AUDIT_CPU_SHARES, CPU_CGROUP, launchAuditChrome, ownCpuCgroup } from "./lighthouse";

/** The pids of `pid`'s whole process tree (ps, one line per process: pid and parent). */
function tree(pid: number): number[] {
  const rows = execFileSync("ps", ["-e", "-o", "pid=,ppid="], { encoding: "utf8" })
    .trim()
    .split("\n")
    .map((line) => line.trim().split(/\s+/).map(Number) as [number, number]);
  const found = [pid];
  for (let i = 0; i < found.length; i++) {
    for (const [child, parent] of rows) if (parent === found[i]) found.push(child);
  }
  return found;
}

/** The pids in a cgroup of the cpu controller. */
const members = (dir: string) =>
  readFileSync(path.join(dir, "cgroup.procs"), "utf8").trim().split("\n").filter(Boolean).map(Number);

// The machines this project runs on (root, cgroup v1's cpu controller); elsewhere the audit says it
// cannot, and this test says so too instead of passing on nothing.
const hasCpuCgroup = existsSync(path.join(CPU_CGROUP, "cpu.shares")) && process.getuid?.() === 0;

describe("the audited browser", () => {
  it("runs, every process of it, in the audit's cgroup with its CPU share; this process stays in its own", async () => {
    expect(hasCpuCgroup, "a writable cgroup v1 cpu controller (root)").toBe(true);
    const own = ownCpuCgroup();
    const chrome = await launchAuditChrome();
    try {
      // A page, so a renderer is running too.
      const res = await fetch(`http://127.0.0.1:${chrome.port}/json/new?about:blank`, { method: "PUT" });
      expect(res.ok).toBe(true);
      expect(readFileSync(path.join(AUDIT_CGROUP, "cpu.shares"), "utf8").trim()).toBe(
        String(AUDIT_CPU_SHARES),
      );
      const inGroup = new Set(members(AUDIT_CGROUP));
      const pids = tree(chrome.pid as number);
      expect(pids.length).toBeGreaterThan(3);
      const alive = pids.filter((pid) => existsSync(`/proc/${pid}`));
      expect(alive.filter((pid) => !inGroup.has(pid))).toEqual([]);
      expect(inGroup.has(process.pid)).toBe(false);
      expect(ownCpuCgroup()).toBe(own);
    } finally {
      chrome.kill();
    }
  }, 30_000);
});
