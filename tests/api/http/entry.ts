/**
 * The real entry points' helpers for main.test.ts and migrate-entry.test.ts (two files, so the two
 * slow cold starts run side by side in the API suite): a temp data folder per file, the entry's
 * environment, and running or starting src/server/*.ts as its own process.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { childEnv } from "../../../src/settings";
import { TEST_EMULATOR_HOST, TEST_RIDER_KEY, TEST_SELLER_KEY } from "../support";

const root = path.resolve(import.meta.dirname, "../../..");

/** A temp folder for the calling file's data, made before its tests and removed after. */
export function tempDataDir(): () => string {
  let dir = "";
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "api-main-"));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));
  return () => dir;
}

/** The environment of an entry point: local development on `dataDir`, seeding with the test keys. */
export function entryEnv(dataDir: string, over: Record<string, string | undefined> = {}): NodeJS.ProcessEnv {
  return childEnv({
    API_PORT: "0",
    DATA_DIR: dataDir,
    FIREBASE_AUTH_EMULATOR_HOST: TEST_EMULATOR_HOST,
    PUBLIC_FIREBASE_PROJECT_ID: "demo-platform",
    SEED_SELLER_KEY: TEST_SELLER_KEY,
    SEED_RIDER_KEY: TEST_RIDER_KEY,
    DATABASE_URL: undefined,
    NODE_ENV: undefined,
    LOG_FORMAT: undefined,
    MIGRATE: undefined,
    ...over,
  });
}

/** Runs an entry point (src/server/*.ts) to its end: exit code and output. */
export function runToEnd(
  entry: string,
  env: NodeJS.ProcessEnv,
): Promise<{ code: number | null; out: string }> {
  const child = spawn(process.execPath, ["--import", "tsx", entry], { cwd: root, env });
  let out = "";
  const collect = (chunk: Buffer) => {
    out += chunk.toString();
  };
  child.stdout.on("data", collect);
  child.stderr.on("data", collect);
  return new Promise((resolve) => child.on("exit", (code) => resolve({ code, out })));
}

/** Starts src/server/main.ts on a free port; resolves once it logs where it listens. */
export function startApi(
  env: NodeJS.ProcessEnv,
): Promise<{ child: ChildProcess; url: string; log: () => string }> {
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], { cwd: root, env });
  let out = "";
  const log = () => out;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`API did not start:\n${out}`)), 60_000);
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const port = /API listening on http:\/\/localhost:(\d+)/.exec(out)?.[1];
      if (port) {
        clearTimeout(timer);
        resolve({ child, url: `http://localhost:${port}`, log });
      }
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    child.on("exit", (code) => reject(new Error(`API exited early (${code}):\n${out}`)));
  });
}

export function stopApi(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    child.on("exit", (code) => resolve(code));
    child.kill("SIGTERM");
  });
}
