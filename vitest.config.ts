/// <reference types="vitest/config" />
import { getViteConfig } from "astro/config";
import { configDefaults } from "vitest/config";
import { readSettings } from "./src/settings.ts";

// Vitest shares Astro's Vite config (STYLE.md 7). Two projects:
// unit: every rule next to its code; api: the reference API in-process.
export default getViteConfig({
  test: {
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
          include: ["tests/api/**/*.test.ts"],
          // *.pg.test.ts: PostgreSQL-only behaviour (advisory locks), in the PostgreSQL pass only.
          exclude: [
            ...configDefaults.exclude,
            ...(readSettings().TEST_DATABASE_URL ? [] : ["tests/api/**/*.pg.test.ts"]),
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
