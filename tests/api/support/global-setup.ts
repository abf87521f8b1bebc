/**
 * The API tests' Auth emulator: the API accepts an unsigned ID token only
 * once the emulator it is configured with has looked the token's account up
 * (src/server/auth/tokens.ts), so the tests sign their customers in on a real
 * one, on a port of its own (TEST_AUTH_EMULATOR_PORT) beside `npm start`'s.
 * And the run's migrated template database, which every test file's fresh
 * database is copied from (templates.ts).
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { ownAuthEmulator, root } from "../../../scripts/lib/procs";
import { readSettings } from "../../../src/settings";
import { TEST_PROJECT_ID } from "./index";
import { makeTemplate } from "./templates";

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const settings = readSettings();
  // A folder per port: runs beside each other in one tree must not write each other's emulator config.
  const dir = path.join(root, `.data/test-auth-emulator-${settings.TEST_AUTH_EMULATOR_PORT}`);
  mkdirSync(dir, { recursive: true });
  const [emulator, made] = await Promise.allSettled([
    ownAuthEmulator(settings.TEST_AUTH_EMULATOR_PORT, TEST_PROJECT_ID, dir),
    makeTemplate(settings.TEST_DATABASE_URL),
  ]);
  const stop = async () => {
    await Promise.all([
      emulator.status === "fulfilled" && emulator.value.stop(),
      made.status === "fulfilled" && made.value.remove(),
    ]);
  };
  if (emulator.status === "rejected" || made.status === "rejected") {
    await stop();
    throw emulator.status === "rejected" ? emulator.reason : (made as PromiseRejectedResult).reason;
  }
  project.provide("dbTemplate", made.value.template);
  return stop;
}
