/**
 * `npm run test:api`: the API suite on embedded PGlite, then, when
 * TEST_DATABASE_URL is set (as .ci/run does), the same suite on PostgreSQL.
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { childEnv, readSettings } from "../../src/settings";
import { root } from "../lib/procs";

const vitest = path.join(root, "node_modules/.bin/vitest");
/**
 * Workers per pass. Vitest's default on 2 cores is one. PGlite runs in each worker's own thread, so
 * its pass is CPU-bound: one worker per core (147 s → 117 s measured on 2 cores). On PostgreSQL a
 * file mostly waits for the server, so four workers overlap those waits (129 s → 84 s); the two
 * slowest files (the real entry points, main.test.ts and migrate-entry.test.ts) then run side by side.
 */
const runs: { name: string; env: Record<string, string | undefined>; workers: number }[] = [
  { name: "pglite", env: { TEST_DATABASE_URL: undefined }, workers: 2 },
];
if (readSettings().TEST_DATABASE_URL) runs.push({ name: "postgres", env: {}, workers: 4 });

/**
 * The files that time the API (p50 and p99 bounds at 5,000 products, 200,000 orders, 100,000 shops:
 * vitest.config.ts's TIMED_API_TESTS) run after the rest, one at a time, so no other file shares the
 * CPU they measure (beside three other files on the PostgreSQL pass one missed its bound by 6 ms).
 */

/** One vitest run of the api project: its environment (API_TESTS says which files), workers, report. */
function vitestRun(env: NodeJS.ProcessEnv, workers: number, report: string): boolean {
  const { status } = spawnSync(
    vitest,
    [
      "run",
      "--project",
      "api",
      `--maxWorkers=${workers}`,
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=.data/results/${report}.json`,
    ],
    { cwd: root, env, stdio: "inherit" },
  );
  return status === 0;
}

let failed = false;
for (const run of runs) {
  console.log(`\n── API tests on ${run.name}`);
  if (!vitestRun(childEnv({ ...run.env, API_TESTS: "untimed" }), run.workers, `api-${run.name}`))
    failed = true;
  console.log(`\n── API timings on ${run.name}, one file at a time`);
  if (!vitestRun(childEnv({ ...run.env, API_TESTS: "timed" }), 1, `api-${run.name}-timed`)) failed = true;
}
if (runs.length === 1)
  console.log("\n(TEST_DATABASE_URL is not set: PostgreSQL run skipped; .ci/run sets it.)");
process.exit(failed ? 1 : 0);
