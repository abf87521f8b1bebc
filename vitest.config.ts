/// <reference types="vitest/config" />
import { getViteConfig } from "astro/config";
import { configDefaults } from "vitest/config";
import { readSettings } from "./src/settings.ts";

/** The API test files that time the API (p50 and p99 bounds). */
const TIMED_API_TESTS = [
  "tests/api/shops/catalogue-search-5000.test.ts",
  "tests/api/orders/support-search-200k.test.ts",
  "tests/api/platform/scale.test.ts",
];
const apiTests = readSettings().API_TESTS;

// Vitest shares Astro's Vite config (STYLE.md 7). Two projects:
// unit: every rule next to its code; api: the reference API in-process.
export default getViteConfig({
  test: {
    // The transformed modules' cache in this checkout's own data folder, not in node_modules: checkouts
    // that share one node_modules (git worktrees) would otherwise empty each other's cache mid-run.
    fsModuleCachePath: ".data/vitest-cache",
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
          environment: "node",
        },
      },
      {
        extends: true,
        test: {
          name: "api",
          // API_TESTS: all, the untimed files, or the three that time the API (scripts/test/api.ts runs
          // those alone after the rest, so no other file shares the CPU they measure).
          include: apiTests === "timed" ? TIMED_API_TESTS : ["tests/api/**/*.test.ts"],
          // *.pg.test.ts: PostgreSQL-only behaviour (advisory locks), in the PostgreSQL pass only.
          exclude: [
            ...configDefaults.exclude,
            // *.pg.test.ts: PostgreSQL's own (its pass only); *.pglite.test.ts: PGlite's own (its pass only).
            ...(readSettings().TEST_DATABASE_URL
              ? ["tests/api/**/*.pglite.test.ts"]
              : ["tests/api/**/*.pg.test.ts"]),
            ...(apiTests === "untimed" ? TIMED_API_TESTS : []),
          ],
          environment: "node",
          // A real Auth emulator for the customers' sign-in tokens (tests/api/support/tokens.ts), and the
          // migrated template every file's own fresh database is copied from (tests/api/support/templates.ts).
          globalSetup: ["tests/api/support/global-setup.ts"],
          // The files of a worker share its modules (the app's code, PGlite's compiled WebAssembly) instead
          // of loading them again for every file; each file still gets its own database and app, and
          // per-file.ts empties what the support modules keep between a file's tests.
          isolate: false,
          setupFiles: ["tests/api/support/per-file.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
