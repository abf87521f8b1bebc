import { defineConfig } from "@playwright/test";
import { findTestChromium, TEST_BROWSER_ARGS } from "./scripts/lib/chromium";
import { readSettings } from "./src/settings";

const { E2E_STACK: stack, WEB_PORT: webPort } = readSettings();

// End-to-end tests in a real Chromium against the production build on *.localhost hosts.
export default defineConfig({
  testDir: "tests/e2e",
  // Each topology's traces and failure pictures apart: the production run after the local one in
  // `npm test` would otherwise empty the folder a failed local test left them in.
  outputDir: `test-results/${stack}`,
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
    // A failed test keeps its trace (each step's DOM, the network, the console) and a picture of the end.
    // The trace's screencast is left out: encoding every frame of every test cost a sixth of the e2e
    // step's time on 2 cores (measured: 7.2 min with it, 6.0 without, 5.9 with no trace).
    trace: { mode: "retain-on-failure", screenshots: false },
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: findTestChromium(),
      args: TEST_BROWSER_ARGS,
    },
  },
  projects: [
    {
      name: "main",
      // Every test runs in the local run. Through the production topology, the tests tagged @topology
      // (tests/e2e/support/topology.ts: what nginx, the replicas and PostgreSQL change, and one journey
      // per role), then the API-down and fault specs: the same build runs the same code, so the rest
      // would repeat the local run's checks at twice its cost.
      ...(stack === "prod" ? { grep: /@topology/ } : {}),
      testIgnore: /[\\/](api-down|audit|faults|prometheus|screens)\.spec\.ts$/,
    },
    // Stops and restarts the API, so it runs alone after everything else.
    { name: "api-down", testMatch: /api-down\.spec\.ts/, dependencies: ["main"], fullyParallel: false },
    // Lighthouse measures timings: it runs last, one page at a time, with nothing else on the CPU.
    { name: "audit", testMatch: /audit\.spec\.ts/, dependencies: ["api-down"], fullyParallel: false },
    // npm run screens: every staff screen's picture at a phone's and a laptop's size (not in npm test).
    { name: "screens", testMatch: /[\\/]screens\.spec\.ts$/ },
    // The production topology only (npm run test:e2e:prod): kills a replica, restarts PostgreSQL; and
    // Prometheus, which runs there (its alerts wait a minute or more before they fire: none of the
    // faults' brief outages raises one).
    ...(stack === "prod"
      ? [
          {
            name: "faults",
            testMatch: /[\\/](prometheus|faults)\.spec\.ts$/,
            dependencies: ["api-down"],
            fullyParallel: false,
          },
        ]
      : []),
  ],
});
