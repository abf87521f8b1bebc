/**
 * How a load benchmark ends (bench:prod, bench:scale, bench:messages): its
 * goals said on the console (ok or MISS), its report written to
 * .data/bench/{name}.md with the goals last (met or MISSED), and the exit
 * code 1 when a goal was missed.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { root } from "../lib/procs";

export interface Goal {
  text: string;
  ok: boolean;
}

/** Each goal on the console, after a blank line. */
export function printGoals(goals: Goal[]): void {
  console.log("");
  for (const g of goals) console.log(`${g.ok ? "ok  " : "MISS"} ${g.text}`);
}

/** Writes `lines` and then the goals to .data/bench/{name}.md; the exit code says whether every goal was met. */
export function writeReport(name: string, lines: string[], goals: Goal[], after = ""): void {
  const md = [...lines, "", ...goals.map((g) => `- ${g.ok ? "met" : "MISSED"}: ${g.text}`), ""].join("\n");
  mkdirSync(path.join(root, ".data/bench"), { recursive: true });
  writeFileSync(path.join(root, `.data/bench/${name}.md`), md);
  console.log(`\nWrote .data/bench/${name}.md${after}`);
  process.exitCode = goals.every((g) => g.ok) ? 0 : 1;
}
