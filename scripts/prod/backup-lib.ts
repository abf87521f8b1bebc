/**
 * Backups of the production topology and their restore (npm run backup,
 * npm run restore): PostgreSQL as a base backup (pg_basebackup, the WAL it
 * needs inside) plus the WAL archive the cluster keeps (archive_command,
 * stack.ts archiveOptions), so a restore can stop at any moment since the
 * oldest base backup (point-in-time recovery); and the uploaded covers as a
 * tarball beside each base backup.
 *
 *   {dir}/wal/                       every finished WAL segment (the cluster copies them)
 *   {dir}/base-{stamp}/base.tar.gz   the cluster's files
 *   {dir}/base-{stamp}/pg_wal.tar.gz the WAL that makes them consistent
 *   {dir}/base-{stamp}/uploads.tar.gz
 *   {dir}/base-{stamp}/backup.json   when it was taken, and how long it took
 */
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import postgres from "postgres";
import { childEnv } from "../../src/settings";
import { giveToPostgres, type PgCluster, pgServer, startPostgres } from "./stack";

function binDir(): string {
  const found = spawnSync("bash", ["-c", "command -v pg_ctl"], { encoding: "utf8" }).stdout.trim();
  return found
    ? path.dirname(execFileSync("readlink", ["-f", found], { encoding: "utf8" }).trim())
    : "/usr/lib/postgresql/15/bin";
}

const urlOf = (cluster: PgCluster) => readFileSync(path.join(cluster.state, "url"), "utf8").trim();

/** Runs a command, failing with its output. */
function run(cmd: string, args: string[], env: NodeJS.ProcessEnv = childEnv()): void {
  const result = spawnSync(cmd, args, { env, encoding: "utf8" });
  if (result.status !== 0) throw new Error(`${path.basename(cmd)} failed: ${result.stderr || result.stdout}`);
}

export interface BackupResult {
  name: string;
  seconds: number;
}

/**
 * A base backup of the running cluster and a copy of the uploads. The
 * cluster must archive its WAL into {dir}/wal for point-in-time restores.
 */
export async function backup(
  cluster: PgCluster,
  dir: string,
  uploads: string,
  now = new Date(),
): Promise<BackupResult> {
  const started = performance.now();
  const name = `base-${now.toISOString().replace(/[:.]/g, "-")}`;
  const target = path.join(dir, name);
  mkdirSync(dir, { recursive: true });
  const url = new URL(urlOf(cluster));
  run(
    path.join(binDir(), "pg_basebackup"),
    [
      "-h",
      url.hostname,
      "-p",
      url.port,
      "-U",
      url.username,
      "-D",
      target,
      "-Ft",
      "-z",
      "-X",
      "stream",
      "-c",
      "fast",
    ],
    childEnv({ PGPASSWORD: decodeURIComponent(url.password) }),
  );
  mkdirSync(uploads, { recursive: true });
  run("tar", ["-czf", path.join(target, "uploads.tar.gz"), "-C", uploads, "."]);
  const seconds = (performance.now() - started) / 1000;
  writeFileSync(
    path.join(target, "backup.json"),
    JSON.stringify({ takenAt: now.toISOString(), seconds }, null, 2),
  );
  return { name, seconds };
}

/** The base backups in `dir`, oldest first. */
export function backups(dir: string): { name: string; takenAt: Date }[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.startsWith("base-") && existsSync(path.join(dir, name, "backup.json")))
    .map((name) => ({
      name,
      takenAt: new Date(JSON.parse(readFileSync(path.join(dir, name, "backup.json"), "utf8")).takenAt),
    }))
    .sort((a, b) => a.takenAt.getTime() - b.takenAt.getTime());
}

export interface RestoreOptions {
  /** Stop the replay at this moment (point-in-time recovery); default: all the archived WAL. */
  at?: Date;
  /** The base backup to start from; default: the newest taken before `at` (or the newest). */
  from?: string;
}

/**
 * Replaces the cluster's data with a base backup replayed through the WAL
 * archive (up to `at` when given), and the uploads with that backup's copy.
 * The data and uploads replaced are kept beside them (…-replaced-{time}).
 * Resolves once the cluster accepts writes again.
 */
export async function restore(
  cluster: PgCluster,
  dir: string,
  uploads: string,
  { at, from }: RestoreOptions = {},
): Promise<{ name: string; seconds: number }> {
  const started = performance.now();
  const all = backups(dir);
  const base = from ?? [...all].reverse().find((b) => !at || b.takenAt <= at)?.name;
  if (!base) throw new Error(`No base backup in ${dir}${at ? ` from before ${at.toISOString()}` : ""}`);
  const source = path.join(dir, base);
  const data = path.join(cluster.state, "data");
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");

  if (existsSync(path.join(data, "postmaster.pid"))) pgServer({ ...cluster, fresh: false }, "stop");
  if (existsSync(data)) renameSync(data, `${data}-replaced-${stamp}`);
  mkdirSync(path.join(data, "pg_wal"), { recursive: true });
  run("tar", ["-xzf", path.join(source, "base.tar.gz"), "-C", data]);
  run("tar", ["-xzf", path.join(source, "pg_wal.tar.gz"), "-C", path.join(data, "pg_wal")]);
  // Replay the archive to its end, or to `at`, then open for writes.
  const wal = path.join(dir, "wal");
  const recovery = [
    `restore_command = 'cp ${wal}/%f %p'`,
    // PostgreSQL's own timestamp form ("2026-11-25 14:21:18.377+00"; it refuses ISO's T and Z here).
    ...(at ? [`recovery_target_time = '${pgTime(at)}'`, "recovery_target_action = 'promote'"] : []),
  ];
  writeFileSync(path.join(data, "postgresql.auto.conf"), `${readAuto(data)}${recovery.join("\n")}\n`);
  writeFileSync(path.join(data, "recovery.signal"), "");
  giveToPostgres(data);
  run("chmod", ["700", data]);

  // Started as it is (a `fresh` cluster would be made anew on start); the server's own words when it will not.
  try {
    startPostgres({ ...cluster, fresh: false });
  } catch (error) {
    const log = path.join(cluster.state, "server.log");
    const tail = existsSync(log) ? readFileSync(log, "utf8").split("\n").slice(-15).join("\n") : "";
    throw new Error(`${(error as Error).message}\n${tail}`);
  }
  const sql = postgres(urlOf(cluster), { max: 1, onnotice: () => {} });
  try {
    const deadline = Date.now() + 120_000;
    for (;;) {
      const [row] = await sql`select pg_is_in_recovery() as recovering`;
      if (!row?.recovering) break;
      if (Date.now() > deadline) throw new Error("The restored cluster is still recovering after 120 s");
      await new Promise((r) => setTimeout(r, 200));
    }
    // The next recovery (a later restore) decides its own target.
    await sql.unsafe("alter system reset restore_command");
    await sql.unsafe("alter system reset recovery_target_time");
    await sql.unsafe("alter system reset recovery_target_action");
  } finally {
    await sql.end({ timeout: 5 });
  }

  if (existsSync(uploads)) renameSync(uploads, `${uploads}-replaced-${stamp}`);
  mkdirSync(uploads, { recursive: true });
  run("tar", ["-xzf", path.join(source, "uploads.tar.gz"), "-C", uploads]);
  return { name: base, seconds: (performance.now() - started) / 1000 };
}

/** A moment as PostgreSQL's settings read it, in UTC. */
export const pgTime = (at: Date) => at.toISOString().replace("T", " ").replace("Z", "+00");

/** postgresql.auto.conf as the backup has it (no recovery settings of an earlier restore). */
function readAuto(data: string): string {
  const file = path.join(data, "postgresql.auto.conf");
  const text = existsSync(file) ? readFileSync(file, "utf8") : "";
  return text
    .split("\n")
    .filter((line) => !/^\s*(restore_command|recovery_target\w*)\s*=/.test(line))
    .join("\n")
    .replace(/\n*$/, "\n");
}
