/**
 * The production topology's parts, shared by `npm run start:prod`, the e2e
 * run through nginx (E2E_STACK=prod), the load benchmark and the fault tests:
 * Debian's packages, the project's own PostgreSQL cluster, local secrets,
 * the API replicas' environment, nginx's configuration.
 */
import { execFile, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { readPublicEnv } from "../../src/envReader";
import { DEV_DEFAULT_PASSCODE, hashPasscode } from "../../src/server/config/passcode";
import { childEnv, processVars, readSettings, type Vars } from "../../src/settings";
import { builtPageHeaders } from "../../src/web/security";
import { type LocalConfig, sharedEnv } from "../lib/config";
import { root, runToEnd } from "../lib/procs";
import { type NginxSite, nginxConf } from "./nginx-conf";

/** Ports of the topology; each can be overridden. The public ones are npm start's, so the URLs stay the same. */
export function prodPorts(env: Vars = processVars()) {
  const settings = readSettings(env);
  return {
    /** nginx: the platform and every shop. */
    web: settings.WEB_PORT,
    /** nginx: the API. */
    api: settings.API_PORT,
    /** The web server for the on-demand routes, behind nginx. */
    webUpstream: settings.PROD_WEB_UPSTREAM_PORT,
    /** The API replicas, behind nginx. */
    replicas: [settings.PROD_REPLICA_1_PORT, settings.PROD_REPLICA_2_PORT],
    postgres: settings.PROD_PG_PORT,
    /** Prometheus and the node exporter (scripts/prod/prometheus.ts). */
    prometheus: settings.PROD_PROMETHEUS_PORT,
    nodeExporter: settings.PROD_NODE_EXPORTER_PORT,
  };
}
export type ProdPorts = ReturnType<typeof prodPorts>;

/** Installs PostgreSQL, nginx and its brotli modules (and `extra` packages) from Debian when missing (scripts/prod/install.sh). */
export function ensurePackages(extra: string[] = []): void {
  const { status } = spawnSync("bash", [path.join(root, "scripts/prod/install.sh"), ...extra], {
    stdio: "inherit",
  });
  if (status !== 0) throw new Error("Could not install PostgreSQL and nginx (scripts/prod/install.sh)");
}

export interface PgCluster {
  state: string;
  port: number;
  db: string;
  /** A new cluster on every start, deleted on stop (tests); else the data is kept. */
  fresh: boolean;
  /** Where finished WAL segments are copied (point-in-time recovery, scripts/prod/backup-lib.ts); none: no archive. */
  archiveDir?: string;
}

/** Gives a folder to the postgres account when this runs as root (PostgreSQL refuses to run as root). */
export function giveToPostgres(folder: string): void {
  if (process.getuid?.() === 0) spawnSync("chown", ["-R", "postgres:postgres", folder]);
}

/** The archive folder, made and the server's to write. */
function prepareArchive(dir: string): void {
  mkdirSync(dir, { recursive: true });
  giveToPostgres(path.dirname(dir));
}

/** npm run start:prod's cluster, archiving its WAL into BACKUP_DIR/wal (npm run backup and restore use it too). */
export function prodCluster(env: Vars = processVars()): PgCluster {
  return {
    state: path.join(root, ".data/prod/pg"),
    port: prodPorts(env).postgres,
    db: "platform",
    fresh: false,
    archiveDir: path.join(path.resolve(root, readSettings(env).BACKUP_DIR), "wal"),
  };
}

/** npm run start:prod's upload folder. */
export const prodUploads = path.join(root, ".data/prod/uploads");

/** The server settings that copy each finished WAL segment into `dir` (never over one already there). */
export function archiveOptions(dir: string): string {
  return `-c wal_level=replica -c archive_mode=on -c archive_timeout=60 -c archive_command='test ! -f ${dir}/%f && cp %p ${dir}/%f'`;
}

function pgServerArgs(cluster: PgCluster, command: "start" | "stop" | "restart") {
  return {
    args: [path.join(root, "scripts/lib/pg-server.sh"), command],
    env: childEnv({
      PG_STATE: cluster.state,
      PG_PORT: String(cluster.port),
      PG_DB: cluster.db,
      PG_FRESH: cluster.fresh ? "1" : "",
      // Room for two replicas' pools, the migration, the benchmark's checks; the WAL archive when kept.
      // random_page_cost 1.1, as for data on SSD or in memory: an index walk (the master admin's list
      // holds its search text in its index) is not costed as four times a sequential read.
      PG_OPTIONS: `-c max_connections=200 -c shared_buffers=256MB -c random_page_cost=1.1${cluster.archiveDir ? ` ${archiveOptions(cluster.archiveDir)}` : ""}`,
    }),
  };
}

export function pgServer(cluster: PgCluster, command: "start" | "stop"): string {
  const { args, env } = pgServerArgs(cluster, command);
  const result = spawnSync("bash", args, { env, encoding: "utf8" });
  if (result.status !== 0) throw new Error(`PostgreSQL ${command} failed: ${result.stderr}`);
  return result.stdout;
}

/** Starts (or reuses) the cluster; returns its DATABASE_URL. */
export function startPostgres(cluster: PgCluster): string {
  if (cluster.archiveDir) prepareArchive(cluster.archiveDir);
  const url = /^DATABASE_URL=(.+)$/m.exec(pgServer(cluster, "start"))?.[1];
  if (!url) throw new Error("PostgreSQL gave no DATABASE_URL");
  return url;
}

export function stopPostgres(cluster: PgCluster): void {
  pgServer(cluster, "stop");
}

/** Stops the cluster (fast: sessions cut) and starts it again, data kept; the caller keeps running meanwhile. */
export async function restartPostgres(cluster: PgCluster): Promise<void> {
  const { args, env } = pgServerArgs(cluster, "restart");
  await promisify(execFile)("bash", args, { env });
}

/**
 * The secrets production refuses to start without, made once for this
 * machine and kept in {dir}/secrets.json (never in the repo): a random
 * SESSION_SECRET, and the hash of the local add-blog passcode.
 */
async function localSecrets(dir: string): Promise<{ SESSION_SECRET: string; BLOG_PASSCODE_HASH: string }> {
  const file = path.join(dir, "secrets.json");
  if (existsSync(file)) return JSON.parse(readFileSync(file, "utf8"));
  mkdirSync(dir, { recursive: true });
  const secrets = {
    SESSION_SECRET: randomBytes(32).toString("base64url"),
    BLOG_PASSCODE_HASH: await hashPasscode(DEV_DEFAULT_PASSCODE),
  };
  writeFileSync(file, JSON.stringify(secrets), { mode: 0o600 });
  return secrets;
}

const MODULES = "/usr/lib/nginx/modules";

/** nginx's binary (Debian's). */
export function nginxBin(): string {
  return existsSync("/usr/sbin/nginx") ? "/usr/sbin/nginx" : "nginx";
}

/** Writes {runDir}/nginx.conf for the topology and checks it with `nginx -t`; returns its path. */
export function writeNginxConf(
  runDir: string,
  ports: ProdPorts,
  cfg: LocalConfig,
  options: { accessLog?: boolean; workerProcesses?: number | "auto" } = {},
): string {
  const platformDomain = cfg.platformDomain;
  const clientDir = path.join(root, "dist/client");
  mkdirSync(path.join(runDir, "tmp"), { recursive: true });
  const brotli = ["ngx_http_brotli_filter_module.so", "ngx_http_brotli_static_module.so"].map((m) =>
    path.join(MODULES, m),
  );
  const site: NginxSite = {
    runDir,
    clientDir,
    webPort: ports.web,
    apiPort: ports.api,
    webUpstreamPort: ports.webUpstream,
    apiUpstreamPorts: ports.replicas,
    platformHosts: [platformDomain, `www.${platformDomain}`, "localhost", "127.0.0.1"],
    brotliModules: brotli.every(existsSync) ? brotli : [],
    mimeTypes: "/etc/nginx/mime.types",
    accessLog: options.accessLog ?? true,
    workerProcesses: options.workerProcesses ?? "auto",
    fileHeaders: builtPageHeaders(clientDir, readPublicEnv(sharedEnv(cfg))),
  };
  const conf = path.join(runDir, "nginx.conf");
  writeFileSync(conf, nginxConf(site));
  const test = spawnSync(nginxBin(), ["-t", "-q", "-c", conf], { encoding: "utf8" });
  if (test.status !== 0) throw new Error(`nginx refused ${conf}: ${test.stderr}`);
  return conf;
}

/**
 * After a build: writes the configuration again (its CSP names the inline scripts of the pages just
 * built; the one written before the build knew the last build's, or none) and has the running nginx
 * load it (`nginx -s reload`: new workers take it, open connections finish on the old).
 */
export function reloadNginxConf(...args: Parameters<typeof writeNginxConf>): string {
  const conf = writeNginxConf(...args);
  const reload = spawnSync(nginxBin(), ["-c", conf, "-s", "reload"], { encoding: "utf8" });
  if (reload.status !== 0) throw new Error(`nginx did not reload ${conf}: ${reload.stderr}`);
  return conf;
}

/** nginx in the foreground on that configuration (a child process: Ctrl-C stops it). */
export function nginxArgs(conf: string): string[] {
  return ["-c", conf, "-g", "daemon off;"];
}

/**
 * The database side, ready for replicas: the cluster started, the secrets
 * (kept in `secretsDir`), the migration run once. Returns each replica's
 * environment by port (`replicaEnv`).
 */
export async function prepareDatabase(
  cluster: PgCluster,
  base: NodeJS.ProcessEnv,
  dirs: { secrets: string; uploads: string },
  quiet = false,
): Promise<(port: number) => NodeJS.ProcessEnv> {
  const databaseUrl = startPostgres(cluster);
  const secrets = await localSecrets(dirs.secrets);
  // The replicas reach the cluster by its Unix socket: on one machine a TCP write on loopback costs
  // the sender the receiver's side of the network stack too (postgresClient, db/connection.ts).
  const socketUrl = viaSocket(databaseUrl, cluster.state);
  const apiEnv = (port: number) => replicaEnv(base, port, socketUrl, secrets, dirs.uploads);
  await runToEnd("migrate", "tsx", ["src/server/migrate.ts"], apiEnv(0), quiet);
  return apiEnv;
}

/** A DATABASE_URL in libpq's form for the server's Unix socket in `dir` (on the URL's port). */
export function viaSocket(url: string, dir: string): string {
  const parsed = new URL(url);
  parsed.searchParams.set("host", dir);
  return parsed.toString();
}

/** One API replica's environment: PostgreSQL, the secrets, behind a proxy, JSON logs, no migration of its own. */
function replicaEnv(
  base: NodeJS.ProcessEnv,
  port: number,
  databaseUrl: string,
  secrets: Record<string, string>,
  uploadDir: string,
): NodeJS.ProcessEnv {
  return {
    ...base,
    ...secrets,
    API_PORT: String(port),
    DATABASE_URL: databaseUrl,
    MIGRATE: "off",
    TRUST_PROXY: "1",
    LOG_FORMAT: "json",
    UPLOAD_DIR: uploadDir,
  };
}
