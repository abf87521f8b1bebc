/**
 * The servers the end-to-end run needs, on a fresh database: API, web
 * (production build) and Firebase Auth emulator; with E2E_STACK=prod, the
 * production topology instead (scripts/prod: PostgreSQL, two API replicas,
 * nginx in front on the same public ports, the web server behind it). PIDs
 * are kept in files so a test worker can stop and restart the API (the "API
 * down" test) and the global teardown can stop whatever is running.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { localConfig, messageEnv, sharedEnv } from "../../../scripts/lib/config";
import { type Proc, type RunOptions, root, run, waitForUrl } from "../../../scripts/lib/procs";
import type { PgCluster } from "../../../scripts/prod/stack";
import { processVars, readSettings } from "../../../src/settings";

const vars = { ...processVars(), DATA_DIR: ".data/e2e/pglite" };
const settings = readSettings(vars);
export const cfg = localConfig(vars);
/** The demo keys the e2e run seeds with: seller `${E2E_SELLER_KEY}-{shopId}`, the demo rider's key. */
export const E2E_SELLER_KEY = "e2e-seller-key";
export const E2E_RIDER_KEY = "e2e-rider-key";
/**
 * Request limits the run does not reach: all of its shoppers come from one
 * address (127.0.0.1), the demo customer places orders in many specs, the
 * fault bursts place hundreds, and demo's seller uploads photos in many specs
 * and again for the audit. The limits themselves are tried in
 * tests/api/http/limits.test.ts, on one API and on two sharing a database.
 */
export const E2E_LIMITS = {
  LIMIT_ORDERS_PER_CUSTOMER: "100000/1h",
  LIMIT_ORDERS_PER_CLIENT: "100000/1h",
  LIMIT_PENDING_COD: "100000",
  LIMIT_SIGN_IN_PER_CLIENT: "100000/15m",
  LIMIT_UPLOADS_PER_CLIENT: "100000/1h",
  LIMIT_UPLOADS_PER_PERSON: "100000/1h",
  LIMIT_UPLOADS_PER_SHOP: "100000/1h",
} as const;
export const env: NodeJS.ProcessEnv = {
  ...sharedEnv(cfg, vars),
  // Messages go to the providers' local stub, as under npm start (scripts/stubs/messages.ts).
  ...messageEnv("start", vars),
  SEED_SELLER_KEY: E2E_SELLER_KEY,
  SEED_RIDER_KEY: E2E_RIDER_KEY,
  ...E2E_LIMITS,
  // A message claimed by a replica killed mid-send is sent by the other after 15 s (and a WhatsApp or
  // SMS without a report 5 s more), not 60 and 120 (faults.spec.ts kills one in the middle of a burst).
  MESSAGE_LEASE_SECONDS: "15",
  MESSAGE_RESEND_WAIT_SECONDS: "5",
};
/** The message providers' stub (scripts/stubs/messages.ts): its page and its list of what was sent. */
export const STUB_PORT = settings.MESSAGE_STUB_PORT;
export const STUB_URL = `http://127.0.0.1:${STUB_PORT}`;
export const STUB_SMTP_PORT = settings.MESSAGE_STUB_SMTP_PORT;
/** The topology under test: `local` (npm start's) or `prod` (npm run start:prod's, through nginx). */
export const STACK: "local" | "prod" = settings.E2E_STACK;
/** The API's processes: one, or the production topology's replicas. */
export const API_SERVERS = STACK === "prod" ? ["api-1", "api-2"] : ["api"];
/**
 * The run's data and its servers' logs (`{name}.log`): each topology its own, so the production run that
 * follows the local one in `npm test` does not wipe what a failed local run left to read.
 */
export const runDir = path.join(root, STACK === "prod" ? ".data/e2e-prod" : ".data/e2e");
/** The prod stack's PostgreSQL: a new cluster for every run, deleted by the teardown. */
export const e2eCluster: PgCluster = {
  state: path.join(runDir, "pg"),
  port: settings.E2E_PG_PORT,
  db: "platform_e2e",
  fresh: true,
};
/** Removes the previous run's database. */
export function freshData(): void {
  rmSync(runDir, { recursive: true, force: true });
  mkdirSync(runDir, { recursive: true });
}

/** run's options for a server of the run: in the background, output in .data/e2e/{name}.log. */
export const background = (name: string): RunOptions => ({
  output: { file: path.join(runDir, `${name}.log`) },
  detached: true,
});

/** Keeps a background server's pid in .data/e2e/{name}.pid, for stopServer, killServer and the teardown. */
export function keepPid(proc: Proc): number {
  const pid = proc.child.pid;
  if (pid === undefined) throw new Error(`could not start ${proc.name}`);
  writeFileSync(path.join(runDir, `${proc.name}.pid`), String(pid));
  return pid;
}

/** Starts a named server in the background (see `background`, `keepPid`). */
export function startServer(
  name: string,
  cmd: string,
  args: string[],
  serverEnv: NodeJS.ProcessEnv = env,
): number {
  return keepPid(run(name, cmd, args, serverEnv, background(name)));
}

/** Stops a named server (its whole process group) and waits until it is gone. */
export async function stopServer(name: string): Promise<void> {
  const file = path.join(runDir, `${name}.pid`);
  if (!existsSync(file)) return;
  const pid = Number(readFileSync(file, "utf8"));
  rmSync(file);
  try {
    process.kill(-pid, "SIGTERM");
  } catch {
    return;
  }
  for (let i = 0; i < 100; i++) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  try {
    process.kill(-pid, "SIGKILL");
  } catch {
    // already gone
  }
}

/** Kills a named server at once (SIGKILL to its process group), as a crash would. */
export function killServer(name: string): void {
  const file = path.join(runDir, `${name}.pid`);
  const pid = Number(readFileSync(file, "utf8"));
  rmSync(file);
  process.kill(-pid, "SIGKILL");
}

/** The environment of each API process (the prod stack writes it: a replica's port, PostgreSQL, secrets). */
const apiEnvFile = (name: string) => path.join(runDir, `${name}.env.json`);

/** Starts one API process (a replica) on its saved environment and waits until it is ready. */
export async function startApiServer(name: string): Promise<void> {
  const file = apiEnvFile(name);
  const serverEnv = existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as NodeJS.ProcessEnv) : env;
  startServer(name, "tsx", ["src/server/main.ts"], serverEnv);
  await waitForUrl(`http://127.0.0.1:${serverEnv.API_PORT}/ready`);
}

/**
 * Starts the API (every replica) and waits until each is ready; not for the API's public port too:
 * a shopper's Try Again must work as soon as the replicas answer, with no proxy holding them back.
 */
export async function startApi(): Promise<void> {
  await Promise.all(API_SERVERS.map(startApiServer));
}

/** Keeps a replica's environment for startApi (the "API down" test restarts them). */
export function saveApiEnv(name: string, serverEnv: NodeJS.ProcessEnv): void {
  writeFileSync(apiEnvFile(name), JSON.stringify(serverEnv), { mode: 0o600 });
}

/** Stops the API (every replica). */
export async function stopApi(): Promise<void> {
  await Promise.all(API_SERVERS.map(stopServer));
}
