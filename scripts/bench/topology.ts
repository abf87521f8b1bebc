/**
 * The production topology as the load benchmarks start it (bench:prod,
 * bench:scale): on ports of their own, loopback only, from the existing
 * build (made if missing): a fresh PostgreSQL cluster in a temporary folder
 * (migrated and seeded once), an Auth emulator of the benchmark's own, the
 * message providers' stub when asked, two API replicas, the web server and
 * nginx in front. `stop` ends every process
 * it started and deletes the cluster with the folder, so nothing of
 * `npm start` or `npm run start:prod` is touched.
 */
import { spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { processVars, type Vars } from "../../src/settings";
import { type LocalConfig, localConfig, messageEnv, sharedEnv } from "../lib/config";
import {
  assertPortFree,
  buildFromApi,
  ownAuthEmulator,
  type Proc,
  root,
  run,
  stopAll,
  waitForUrl,
} from "../lib/procs";
import { precompress } from "../prod/precompress";
import {
  ensurePackages,
  nginxArgs,
  nginxBin,
  type PgCluster,
  type ProdPorts,
  prepareDatabase,
  prodPorts,
  stopPostgres,
  writeNginxConf,
} from "../prod/stack";

export interface BenchStackOptions {
  /** The temporary folder's prefix. */
  name: string;
  /** The topology's ports (WEB_PORT, API_PORT, PROD_*), apart from every other run's. */
  ports: Vars;
  /** Its Auth emulator's port, apart from the test runs' (TEST_AUTH_EMULATOR_PORT) and the other benchmark's. */
  emulatorPort: number;
  /** Debian packages the benchmark needs beside the topology's (wrk). */
  packages?: string[];
  /** Settings of the replicas and the web server beyond the topology's. */
  env?: Record<string, string>;
  /** Runs on the migrated, seeded database before the replicas start; `work` is the temporary folder. */
  prepare?: (databaseUrl: string, work: string) => Promise<void>;
  /**
   * The message providers' stub (scripts/stubs/messages.ts) on these ports, started before the
   * replicas, which send to it as under npm start; without it the replicas have no channel and skip
   * their messages.
   */
  messageStub?: { port: number; smtpPort: number };
  /** Processes started with the replicas and waited for with them: each and the URL that says it is ready. */
  alongside?: (apiEnv: (port: number) => NodeJS.ProcessEnv, work: string) => { proc: Proc; ready: string }[];
}

export interface BenchStack {
  work: string;
  cfg: LocalConfig;
  ports: ProdPorts;
  /** nginx: the platform and every shop (send the shop's Host). */
  site: string;
  /** nginx: the API. */
  api: string;
  databaseUrl: string;
  emulatorHost: string;
  /** The running processes; more may be added, `stop` ends them all. */
  procs: Proc[];
  /** Points nginx's API upstream at these replicas (a reload; the old workers finish within a second). */
  routeApiTo(ports: number[]): Promise<void>;
  stop(): Promise<void>;
}

/** Starts the topology (see the file comment); on failure stops what it started and rejects. */
export async function startBenchStack(options: BenchStackOptions): Promise<BenchStack> {
  const ports = prodPorts(options.ports);
  const work = mkdtempSync(path.join(tmpdir(), `${options.name}-`));
  // PostgreSQL runs as its own user when this runs as root: it must reach its folder inside.
  chmodSync(work, 0o755);
  const cluster: PgCluster = {
    state: path.join(work, "pg"),
    port: ports.postgres,
    db: "platform",
    fresh: true,
  };
  // Each process's log goes to a file in the folder, as a production log would: read through a pipe
  // it would cost the benchmark's own process (the load's client) a wake-up per line.
  const logTo = (name: string) => ({ output: { file: path.join(work, `${name}.log`) } }) as const;
  const cfg = localConfig({ ...processVars(), WEB_PORT: String(ports.web), API_PORT: String(ports.api) });
  const procs: Proc[] = [];
  let stopEmulator = async () => {};
  const stop = async () => {
    await stopAll(procs);
    await stopEmulator();
    try {
      stopPostgres(cluster);
    } catch {}
    rmSync(work, { recursive: true, force: true });
  };
  try {
    // A port another run holds would be answered by that run's processes (a replica that fails to
    // bind leaves its /ready to whoever holds the port): refused at once instead.
    const stubPorts0 = options.messageStub ? [options.messageStub.port, options.messageStub.smtpPort] : [];
    for (const port of [ports.web, ports.api, ports.webUpstream, ...ports.replicas, ...stubPorts0])
      await assertPortFree(port);
    ensurePackages(options.packages);
    const emulator = await ownAuthEmulator(options.emulatorPort, cfg.projectId, work);
    stopEmulator = emulator.stop;
    const stubPorts = options.messageStub && {
      MESSAGE_STUB_PORT: String(options.messageStub.port),
      MESSAGE_STUB_SMTP_PORT: String(options.messageStub.smtpPort),
    };
    const base = {
      ...sharedEnv(cfg),
      FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
      API_INTERNAL_URL: `http://127.0.0.1:${ports.api}`,
      ...(stubPorts ? messageEnv("start", { ...processVars(), ...stubPorts }) : {}),
      ...options.env,
    };
    if (stubPorts) {
      const stub = run("stub", "tsx", ["scripts/stubs/main.ts"], { ...base, ...stubPorts }, logTo("stub"));
      procs.push(stub);
      await waitForUrl(`http://127.0.0.1:${stubPorts.MESSAGE_STUB_PORT}/_stub/messages`, 30_000, stub);
    }
    const apiEnv = await prepareDatabase(
      cluster,
      base,
      { secrets: path.join(root, ".data/prod"), uploads: path.join(work, "uploads") },
      true,
    );
    const databaseUrl = apiEnv(0).DATABASE_URL as string;
    await options.prepare?.(databaseUrl, work);

    const replicas = ports.replicas.map((port, i) =>
      run(`api-${i + 1}`, "tsx", ["src/server/main.ts"], apiEnv(port), logTo(`api-${i + 1}`)),
    );
    const others = options.alongside?.(apiEnv, work) ?? [];
    procs.push(...replicas, ...others.map((o) => o.proc));
    const runDir = path.join(work, "nginx");
    const conf = (replicaPorts: number[]) =>
      writeNginxConf(runDir, { ...ports, replicas: replicaPorts }, cfg);
    const nginx = run("nginx", nginxBin(), nginxArgs(conf(ports.replicas)), base, logTo("nginx"));
    procs.push(nginx);
    await Promise.all([
      ...replicas.map((p, i) => waitForUrl(`http://127.0.0.1:${ports.replicas[i]}/ready`, 90_000, p)),
      ...others.map((o) => waitForUrl(o.ready, 90_000, o.proc)),
    ]);
    if (!existsSync(path.join(root, "dist/server/entry.mjs")))
      await buildFromApi(base, `http://127.0.0.1:${ports.api}`, true);
    precompress(path.join(root, "dist/client"));
    const web = run(
      "web",
      "tsx",
      ["src/web/serve.ts"],
      { ...base, WEB_PORT: String(ports.webUpstream) },
      logTo("web"),
    );
    procs.push(web);
    await waitForUrl(`http://127.0.0.1:${ports.webUpstream}/`, 60_000, web);
    return {
      work,
      cfg,
      ports,
      site: `http://127.0.0.1:${ports.web}`,
      api: `http://127.0.0.1:${ports.api}`,
      databaseUrl,
      emulatorHost: emulator.host,
      procs,
      async routeApiTo(replicaPorts) {
        const r = spawnSync(nginxBin(), ["-c", conf(replicaPorts), "-s", "reload"], { encoding: "utf8" });
        if (r.status !== 0) throw new Error(`nginx reload failed: ${r.stderr}`);
        await sleep(1000);
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
