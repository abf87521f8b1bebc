/**
 * Child processes, written once for `npm start`, `npm run start:prod`, the
 * e2e set-up, the audit and the benchmarks: spawn a command with its output
 * tagged, silenced or sent to a log file (optionally detached, to outlive the
 * starter), wait until a URL answers, check a port is free, stop them all.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, openSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import path from "node:path";
import { childEnv, readSettings } from "../../src/settings";
import type { LocalConfig } from "./config";
import { emulatorIdToken } from "./emulator-token";

export const root = path.resolve(import.meta.dirname, "../..");
/** A command of node_modules/.bin, or an absolute path (Debian's nginx). */
const bin = (name: string) => (path.isAbsolute(name) ? name : path.join(root, "node_modules/.bin", name));

export interface Proc {
  name: string;
  child: ChildProcess;
  exited: Promise<number | null>;
}

export interface RunOptions {
  /** Output: each line prefixed `[name]` on stdout (default), nothing, or appended to a log file. */
  output?: "tagged" | "quiet" | { file: string };
  /** In a process group of its own that outlives this process (the e2e servers, stopped by pid). */
  detached?: boolean;
}

/** Spawns a command (see `bin`) in the project's root. */
export function run(
  name: string,
  cmd: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  options: RunOptions = {},
): Proc {
  const output = options.output ?? "tagged";
  const log = typeof output === "object" ? openSync(output.file, "a") : undefined;
  const child = spawn(bin(cmd), args, {
    cwd: root,
    env,
    stdio: ["ignore", log ?? "pipe", log ?? "pipe"],
    detached: options.detached ?? false,
  });
  if (options.detached) child.unref();
  if (output === "tagged") {
    const tag = `[${name}]`.padEnd(7);
    for (const stream of [child.stdout, child.stderr]) {
      let rest = "";
      stream?.on("data", (chunk: Buffer) => {
        const lines = (rest + chunk.toString()).split("\n");
        rest = lines.pop() ?? "";
        for (const line of lines) process.stdout.write(`${tag} ${line}\n`);
      });
    }
  } else if (output === "quiet") {
    child.stdout?.resume();
    child.stderr?.resume();
  }
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { name, child, exited };
}

/** run's options for a process whose output nobody reads (the audit's, the benchmarks'). */
export const QUIET: RunOptions = { output: "quiet" };

/** Runs a command to completion; rejects when it fails. */
export async function runToEnd(
  name: string,
  cmd: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  quiet = false,
) {
  const code = await run(name, cmd, args, env, quiet ? QUIET : {}).exited;
  if (code !== 0) throw new Error(`${name} failed (exit ${code})`);
}

/**
 * Polls a URL until it answers, and not with a proxy's 502/503/504 for a
 * server that is not there (yet); fails after `timeoutMs`, or at once when
 * `proc` exits first.
 */
export async function waitForUrl(url: string, timeoutMs = 90_000, proc?: Proc): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  proc?.exited.then(() => {
    exited = true;
  });
  while (Date.now() < deadline) {
    if (exited) throw new Error(`${proc?.name} exited before ${url} answered`);
    const ok = await fetch(url, { signal: AbortSignal.timeout(2000) }).then(
      (res) => res.status < 500,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** Throws when a port a run needs is already taken (e.g. by `npm start`). */
export async function assertPortFree(port: number): Promise<void> {
  // Anything listening counts (a mail server, PostgreSQL), not only what answers HTTP.
  const taken = await new Promise<boolean>((resolve) => {
    const socket = connect({ port, host: "127.0.0.1" });
    socket.setTimeout(1000);
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("timeout", () => {
      socket.destroy();
      resolve(false);
    });
    socket.once("error", () => resolve(false));
  });
  if (taken)
    throw new Error(`Port ${port} is in use (is \`npm start\` running?). Stop it and run this again.`);
}

/** Stops processes with SIGTERM, then SIGKILL after a grace period. */
export async function stopAll(procs: Proc[], graceMs = 5000): Promise<void> {
  await Promise.all(
    procs.map(async (p) => {
      if (p.child.exitCode !== null || p.child.signalCode !== null) return;
      p.child.kill("SIGTERM");
      const timer = setTimeout(() => p.child.kill("SIGKILL"), graceMs);
      await p.exited;
      clearTimeout(timer);
    }),
  );
}

/** Starts the Firebase Auth emulator (no Java needed) on the configured port; its config file goes in `dir`. */
export function startAuthEmulator(
  cfg: LocalConfig,
  env: NodeJS.ProcessEnv,
  options: RunOptions = {},
  dir = path.join(root, ".data"),
): Proc {
  mkdirSync(dir, { recursive: true });
  const config = path.join(dir, "firebase.json");
  const settings = readSettings(env);
  const emulators = {
    auth: { host: "127.0.0.1", port: cfg.authPort },
    hub: { host: "127.0.0.1", port: settings.EMULATOR_HUB_PORT },
    logging: { host: "127.0.0.1", port: settings.EMULATOR_LOGGING_PORT },
    ui: { enabled: false },
    singleProjectMode: true,
  };
  writeFileSync(config, JSON.stringify({ emulators }, null, 2));
  const args = ["emulators:start", "--only", "auth", "--project", cfg.projectId, "--config", config];
  return run("auth", "firebase", args, env, options);
}

/**
 * An Auth emulator of its own on `port` (its hub and logging ports the next
 * two), for a run beside `npm start`'s (the API tests, bench:api): started,
 * answering, and a `stop`.
 */
export async function ownAuthEmulator(
  port: number,
  projectId: string,
  dir: string,
): Promise<{ host: string; stop: () => Promise<void> }> {
  await assertPortFree(port);
  const env = childEnv({ EMULATOR_HUB_PORT: String(port + 1), EMULATOR_LOGGING_PORT: String(port + 2) });
  const cfg = { authPort: port, projectId } as LocalConfig;
  const proc = startAuthEmulator(cfg, env, { output: { file: path.join(dir, "auth-emulator.log") } }, dir);
  const host = `127.0.0.1:${port}`;
  try {
    await waitForUrl(`http://${host}/`, 90_000, proc);
    // Its first sign-in and lookup compile their request schemas: done here, not in the first caller's time.
    const token = await emulatorIdToken(host, "warm-up@example.com");
    await fetch(`http://${host}/identitytoolkit.googleapis.com/v1/accounts:lookup?key=emulator`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ idToken: token }),
    });
  } catch (error) {
    await stopAll([proc]);
    throw error;
  }
  return { host, stop: () => stopAll([proc]) };
}

/** The API server (seeds an empty database on start). */
export function startApi(env: NodeJS.ProcessEnv, options: RunOptions = {}): Proc {
  return run("api", "tsx", ["src/server/main.ts"], env, options);
}

/** The production web server over dist/. */
export function startWeb(env: NodeJS.ProcessEnv, options: RunOptions = {}): Proc {
  return run("web", "tsx", ["src/web/serve.ts"], env, options);
}

/**
 * The production build made from a running API (the blogs are prerendered
 * from it): BUILD_API_URL makes the build fail, not quietly skip the blogs,
 * when that API does not answer. Rejects when the build fails.
 */
export function buildFromApi(env: NodeJS.ProcessEnv, apiUrl: string, quiet = false): Promise<void> {
  return runToEnd("build", "astro", ["build"], { ...env, BUILD_API_URL: apiUrl }, quiet);
}
