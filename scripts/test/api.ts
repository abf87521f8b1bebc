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

let failed = false;
for (const run of runs) {
  console.log(`\n── API tests on ${run.name}`);
  const env = childEnv(run.env);
  const { status } = spawnSync(
    vitest,
    [
      "run",
      "--project",
      "api",
      `--maxWorkers=${run.workers}`,
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=.data/results/api-${run.name}.json`,
    ],
    { cwd: root, env, stdio: "inherit" },
  );
  if (status !== 0) failed = true;
}
if (runs.length === 1)
  console.log("\n(TEST_DATABASE_URL is not set: PostgreSQL run skipped; .ci/run sets it.)");
process.exit(failed ? 1 : 0);
