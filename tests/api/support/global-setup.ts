/**
 * The API tests' Auth emulator: the API accepts an unsigned ID token only
 * once the emulator it is configured with has looked the token's account up
 * (src/server/auth/tokens.ts), so the tests sign their customers in on a real
 * one, on a port of its own (TEST_AUTH_EMULATOR_PORT) beside `npm start`'s.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { ownAuthEmulator, root } from "../../../scripts/lib/procs";
import { readSettings } from "../../../src/settings";
import { TEST_PROJECT_ID } from "./index";

export default async function setup(): Promise<() => Promise<void>> {
  const dir = path.join(root, ".data/test-auth-emulator");
  mkdirSync(dir, { recursive: true });
  const emulator = await ownAuthEmulator(readSettings().TEST_AUTH_EMULATOR_PORT, TEST_PROJECT_ID, dir);
  return emulator.stop;
}
