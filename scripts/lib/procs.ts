/** Child processes for the start and test scripts: spawn with tagged output, wait for readiness, stop all. */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { LocalConfig } from "./config";

export const root = path.resolve(import.meta.dirname, "../..");
/** A command of node_modules/.bin, or an absolute path (Debian's nginx). */
const bin = (name: string) => (path.isAbsolute(name) ? name : path.join(root, "node_modules/.bin", name));

export interface Proc {
  name: string;
  child: ChildProcess;
  exited: Promise<number | null>;
}

/** Spawns a command (see `bin`) with each output line prefixed by `[name]`. */
export function run(name: string, cmd: string, args: string[], env: NodeJS.ProcessEnv, quiet = false): Proc {
  const child = spawn(bin(cmd), args, { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
  const tag = `[${name}]`.padEnd(7);
  for (const stream of [child.stdout, child.stderr]) {
    let rest = "";
    stream?.on("data", (chunk: Buffer) => {
      const lines = (rest + chunk.toString()).split("\n");
      rest = lines.pop() ?? "";
      if (!quiet) for (const line of lines) process.stdout.write(`${tag} ${line}\n`);
    });
  }
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { name, child, exited };
}

/** Runs a command to completion; rejects when it fails. */
export async function runToEnd(
  name: string,
  cmd: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  quiet = false,
) {
  const code = await run(name, cmd, args, env, quiet).exited;
  if (code !== 0) throw new Error(`${name} failed (exit ${code})`);
}

/** Polls a URL until it answers (any HTTP status), or fails after `timeoutMs`. */
export async function waitForUrl(url: string, timeoutMs = 60_000, proc?: Proc): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  proc?.exited.then(() => {
    exited = true;
  });
  while (Date.now() < deadline) {
    if (exited) throw new Error(`${proc?.name} exited before ${url} answered`);
    try {
      await fetch(url, { signal: AbortSignal.timeout(2000) });
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
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

/** Starts the Firebase Auth emulator (no Java needed) on the configured port. */
export function startAuthEmulator(cfg: LocalConfig, env: NodeJS.ProcessEnv, quiet = false): Proc {
  const dir = path.join(root, ".data");
  mkdirSync(dir, { recursive: true });
  const config = path.join(dir, "firebase.json");
  const emulators = {
    auth: { host: "127.0.0.1", port: cfg.authPort },
    hub: { host: "127.0.0.1", port: Number(env.EMULATOR_HUB_PORT ?? 4400) },
    logging: { host: "127.0.0.1", port: Number(env.EMULATOR_LOGGING_PORT ?? 4500) },
    ui: { enabled: false },
    singleProjectMode: true,
  };
  writeFileSync(config, JSON.stringify({ emulators }, null, 2));
  const args = ["emulators:start", "--only", "auth", "--project", cfg.projectId, "--config", config];
  return run("auth", "firebase", args, env, quiet);
}

/** The API server (seeds an empty database on start). */
export function startApi(env: NodeJS.ProcessEnv, quiet = false): Proc {
  return run("api", "tsx", ["src/server/main.ts"], env, quiet);
}

/** The production web server over dist/. */
export function startWeb(env: NodeJS.ProcessEnv, quiet = false): Proc {
  return run("web", "tsx", ["src/web/serve.ts"], env, quiet);
}

/**
 * The production build made from a running API (the blogs are prerendered
 * from it): BUILD_API_URL makes the build fail, not quietly skip the blogs,
 * when that API does not answer. Rejects when the build fails.
 */
export function buildFromApi(env: NodeJS.ProcessEnv, apiUrl: string, quiet = false): Promise<void> {
  return runToEnd("build", "astro", ["build"], { ...env, BUILD_API_URL: apiUrl }, quiet);
}
