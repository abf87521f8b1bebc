/**
 * Runs pgbench (PostgreSQL's own load tool, installed with the server:
 * Debian's postgresql-NN ships it beside initdb) on scripts against a
 * cluster, with a per-transaction log, and reads back the transactions a
 * second and each transaction's latency.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { childEnv } from "../../src/settings";
import { pgbenchLatencies, pgbenchTps } from "./stats";

/** pgbench beside the server's binaries (the newest Debian PostgreSQL), else the one on PATH. */
export function pgbenchBin(): string {
  const base = "/usr/lib/postgresql";
  const versions = existsSync(base)
    ? readdirSync(base)
        .filter((v) => existsSync(path.join(base, v, "bin/pgbench")))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  return versions[0] ? path.join(base, versions[0], "bin/pgbench") : "pgbench";
}

export interface PgbenchRun {
  tps: number;
  /** Each transaction's latency (ms). */
  latencies: number[];
  failed: number;
}

/**
 * `clients` connections (on two threads) run the scripts, one picked at
 * random for each transaction, for `seconds`, with prepared statements.
 * `dir` gets the scripts and the logs.
 */
export function runPgbench(
  databaseUrl: string,
  scripts: string[],
  { clients, seconds, dir }: { clients: number; seconds: number; dir: string },
): PgbenchRun {
  mkdirSync(dir, { recursive: true });
  const files = scripts.map((script, i) => {
    const file = path.join(dir, `placement-${i}.sql`);
    writeFileSync(file, script);
    return file;
  });
  const url = new URL(databaseUrl);
  const prefix = `run-${Date.now()}`;
  const args = [
    "--no-vacuum",
    "--protocol=prepared",
    `--client=${clients}`,
    "--jobs=2",
    `--time=${seconds}`,
    "--log",
    `--log-prefix=${path.join(dir, prefix)}`,
    ...files.flatMap((f) => ["--file", `${f}@1`]),
  ];
  const out = spawnSync(pgbenchBin(), args, {
    encoding: "utf8",
    env: childEnv({
      // libpq's own form: a socket's folder in `host` wins over the address.
      PGHOST: url.searchParams.get("host") || url.hostname,
      PGPORT: url.port,
      PGUSER: decodeURIComponent(url.username),
      PGPASSWORD: decodeURIComponent(url.password),
      PGDATABASE: url.pathname.slice(1),
    }),
  });
  const tps = pgbenchTps(out.stdout);
  if (out.status !== 0 || tps === null) {
    throw new Error(`pgbench failed (${out.status}): ${out.stderr || out.stdout}`);
  }
  const log = readdirSync(dir)
    .filter((f) => f.startsWith(prefix))
    .map((f) => readFileSync(path.join(dir, f), "utf8"))
    .join("\n");
  return { tps, ...pgbenchLatencies(log) };
}
