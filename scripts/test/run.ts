/**
 * `npm test`: runs every `test:*` script (lint, dependency audit, types, unit, api, e2e, size,
 * then the e2e suite again through the production topology) in order (the type check beside the
 * unit tests: it keeps one core busy, they the other; its output follows theirs), keeps
 * going after a failure so one run shows every problem, and ends with the
 * failed tests, each with its first error line (so the tail of a CI log names
 * them), and one summary line counting the tests that ran.
 */
import { spawn, spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { root } from "../lib/procs";
import { type Count, readReport } from "./reports";

// test:size reads the build the e2e step makes; test:e2e:prod makes its own.
const steps = [
  "test:lint",
  "test:deps",
  "test:types",
  "test:unit",
  "test:api",
  "test:e2e",
  "test:size",
  "test:e2e:prod",
];
const reports: Record<string, string[]> = {
  "test:unit": [".data/results/unit.json"],
  "test:api": [
    ".data/results/api-pglite.json",
    ".data/results/api-pglite-timed.json",
    ".data/results/api-postgres.json",
    ".data/results/api-postgres-timed.json",
  ],
  "test:e2e": [".data/results/e2e.json"],
  "test:e2e:prod": [".data/results/e2e-prod.json"],
};

/** Starts `step` in the background, its output kept; resolves with its exit status, output and time. */
function startQuiet(step: string): Promise<{ status: number | null; output: string; seconds: string }> {
  const t0 = Date.now();
  const child = spawn("npm", ["run", "--silent", step], { cwd: root, stdio: ["ignore", "pipe", "pipe"] });
  const chunks: Buffer[] = [];
  child.stdout.on("data", (chunk: Buffer) => chunks.push(chunk));
  child.stderr.on("data", (chunk: Buffer) => chunks.push(chunk));
  return new Promise((resolve) => {
    child.on("close", (status) =>
      resolve({
        status,
        output: Buffer.concat(chunks).toString(),
        seconds: ((Date.now() - t0) / 1000).toFixed(1),
      }),
    );
  });
}

/** The step that runs beside the next one (astro check is one core's work; the unit tests take two workers). */
const BESIDE: Record<string, string> = { "test:unit": "test:types" };
const besideSteps = new Set(Object.values(BESIDE));

const failures: string[] = [];
const total: Count = { passed: 0, failed: 0, skipped: 0 };
const failedSteps: string[] = [];
const started = Date.now();
const report = (step: string, status: number | null, seconds: string) => {
  for (const file of reports[step] ?? []) {
    const found = readReport(path.join(root, file), root);
    if (!found) continue;
    total.passed += found.count.passed;
    total.failed += found.count.failed;
    total.skipped += found.count.skipped;
    failures.push(...found.failures);
  }
  if (status !== 0) failedSteps.push(step);
  console.log(`━━ ${step}: ${status === 0 ? "ok" : `FAILED (exit ${status})`} in ${seconds} s`);
};
for (const step of steps) {
  if (besideSteps.has(step)) continue;
  const beside = BESIDE[step];
  for (const s of [step, ...(beside ? [beside] : [])])
    for (const file of reports[s] ?? []) rmSync(path.join(root, file), { force: true });
  const besideRun = beside ? startQuiet(beside) : undefined;
  console.log(`\n━━ npm run ${step}${beside ? ` (and ${beside} beside it)` : ""}`);
  const t0 = Date.now();
  const { status } = spawnSync("npm", ["run", "--silent", step], { cwd: root, stdio: "inherit" });
  report(step, status, ((Date.now() - t0) / 1000).toFixed(1));
  if (beside && besideRun) {
    const done = await besideRun;
    console.log(`\n━━ npm run ${beside} (ran beside ${step})\n${done.output.trimEnd()}`);
    report(beside, done.status, done.seconds);
  }
}

console.log(`\nnpm test finished in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
if (failedSteps.length > 0) console.log(`Failed steps: ${failedSteps.join(", ")}`);
if (failures.length > 0) console.log(`Failed tests:\n${failures.map((line) => `  ✘ ${line}`).join("\n")}`);
if (total.failed === 0 && failedSteps.length > 0) total.failed = failedSteps.length;
console.log(`tests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(failedSteps.length > 0 ? 1 : 0);
