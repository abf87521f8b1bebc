import { defineConfig } from "@playwright/test";
import { findChromium } from "./scripts/lib/chromium";
import { readSettings } from "./src/settings";

const { E2E_STACK: stack, WEB_PORT: webPort } = readSettings();

// End-to-end tests in a real Chromium against the production build on *.localhost hosts.
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  // E2E_STACK=prod: the same suite through the production topology (tests/e2e/support/servers.ts).
  reporter: [["list"], ["json", { outputFile: `.data/results/e2e${stack === "prod" ? "-prod" : ""}.json` }]],
  globalSetup: "./tests/e2e/support/global-setup.ts",
  globalTeardown: "./tests/e2e/support/global-teardown.ts",
  use: {
    baseURL: `http://localhost:${webPort}`,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: findChromium(),
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    {
      name: "main",
      // Through the production topology, the specs that check the build's files (budgets, the HTML
      // checker), the browser's own timing of the shop's start-up (the same build runs the same code;
      // measured beside the topology's five servers on two cores it says more of them than of it) or
      // the dev server are left out: nginx serves the same files, and the dev server is no part of
      // production. Every flow, page and API call runs in both.
      testIgnore:
        stack === "prod"
          ? /(api-down|audit|faults|budgets|html-valid|long-tasks|dev-server)\.spec\.ts/
          : /(api-down|audit|faults)\.spec\.ts/,
    },
    // Stops and restarts the API, so it runs alone after everything else.
    { name: "api-down", testMatch: /api-down\.spec\.ts/, dependencies: ["main"], fullyParallel: false },
    // Lighthouse measures timings: it runs last, one page at a time, with nothing else on the CPU.
    { name: "audit", testMatch: /audit\.spec\.ts/, dependencies: ["api-down"], fullyParallel: false },
    // The production topology only (npm run test:e2e:prod): kills a replica, restarts PostgreSQL.
    ...(stack === "prod"
      ? [{ name: "faults", testMatch: /faults\.spec\.ts/, dependencies: ["api-down"], fullyParallel: false }]
      : []),
  ],
});
