/**
 * `npm test`: runs every `test:*` script (lint, dependency audit, types, unit, api, e2e, size,
 * then the e2e suite again through the production topology) in order, keeps
 * going after a failure so one run shows every problem, and ends with the
 * failed tests, each with its first error line (so the tail of a CI log names
 * them), and one summary line counting the tests that ran.
 */
import { spawnSync } from "node:child_process";
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

const failures: string[] = [];
const total: Count = { passed: 0, failed: 0, skipped: 0 };
const failedSteps: string[] = [];
const started = Date.now();
for (const step of steps) {
  const files = reports[step] ?? [];
  for (const file of files) rmSync(path.join(root, file), { force: true });
  console.log(`\n━━ npm run ${step}`);
  const t0 = Date.now();
  const { status } = spawnSync("npm", ["run", "--silent", step], { cwd: root, stdio: "inherit" });
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  for (const file of files) {
    const report = readReport(path.join(root, file), root);
    if (!report) continue;
    total.passed += report.count.passed;
    total.failed += report.count.failed;
    total.skipped += report.count.skipped;
    failures.push(...report.failures);
  }
  if (status !== 0) failedSteps.push(step);
  console.log(`━━ ${step}: ${status === 0 ? "ok" : `FAILED (exit ${status})`} in ${seconds} s`);
}

console.log(`\nnpm test finished in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
if (failedSteps.length > 0) console.log(`Failed steps: ${failedSteps.join(", ")}`);
if (failures.length > 0) console.log(`Failed tests:\n${failures.map((line) => `  ✘ ${line}`).join("\n")}`);
if (total.failed === 0 && failedSteps.length > 0) total.failed = failedSteps.length;
console.log(`tests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(failedSteps.length > 0 ? 1 : 0);
