/**
 * `npm run test:api`: the API suite on embedded PGlite, then, when
 * TEST_DATABASE_URL is set (as .ci/run does), the same suite on PostgreSQL.
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { childEnv, readSettings } from "../../src/settings";
import { root } from "../lib/procs";

const vitest = path.join(root, "node_modules/.bin/vitest");
const runs: { name: string; env: Record<string, string | undefined> }[] = [
  { name: "pglite", env: { TEST_DATABASE_URL: undefined } },
];
if (readSettings().TEST_DATABASE_URL) runs.push({ name: "postgres", env: {} });

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
