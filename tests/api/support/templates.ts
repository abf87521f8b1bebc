/**
 * Migrated template databases, made once per API run (global-setup.ts) and
 * copied for every test file, instead of every file running all migrations
 * from scratch (and, on PGlite, initdb):
 * - PGlite: a migrated in-memory database dumped to a file
 *   (.data/test-db/pglite-template-*.tar); each file loads it
 *   (PGlite's loadDataDir).
 * - PostgreSQL: a migrated database beside TEST_DATABASE_URL's; each file's
 *   database is `CREATE DATABASE … TEMPLATE` it.
 * Every copy still runs the migrator (a no-op when the template is current),
 * so a migration added during a run is never missed.
 */
import { randomBytes } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import postgres from "postgres";
import { root } from "../../../scripts/lib/procs";
import { openDb } from "../../../src/server/db/connection";

/** What global-setup.ts hands the test files (vitest's provide/inject). */
export type DbTemplate = { kind: "pglite"; file: string } | { kind: "postgres"; name: string };

declare module "vitest" {
  export interface ProvidedContext {
    dbTemplate: DbTemplate;
  }
}

/** Makes this run's template (PostgreSQL when `baseUrl` is set) and returns it with its removal. */
export async function makeTemplate(
  baseUrl: string | undefined,
): Promise<{ template: DbTemplate; remove: () => Promise<void> }> {
  const id = `${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
  if (!baseUrl) {
    const handle = await openDb({ kind: "memory" });
    await handle.migrate();
    const client = (handle.db as unknown as { $client: PGlite }).$client;
    const dump = await client.dumpDataDir("none");
    await handle.close();
    const dir = path.join(root, ".data/test-db");
    mkdirSync(dir, { recursive: true });
    removeOrphans(dir);
    const file = path.join(dir, `pglite-template-${process.pid}-${id}.tar`);
    writeFileSync(file, new Uint8Array(await dump.arrayBuffer()));
    return { template: { kind: "pglite", file }, remove: async () => rmSync(file, { force: true }) };
  }
  const name = `api_template_${id}`;
  const admin = postgres(baseUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const handle = await openDb({ kind: "postgres", url: url.href });
  try {
    await handle.migrate();
  } finally {
    // A template must have no connections while it is copied.
    await handle.close();
  }
  return {
    template: { kind: "postgres", name },
    remove: async () => {
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}

/** Removes the templates of runs whose process is gone (stopped before their teardown). */
function removeOrphans(dir: string): void {
  for (const name of readdirSync(dir)) {
    const pid = Number(/^pglite-template-(\d+)-/.exec(name)?.[1]);
    if (!pid) continue;
    try {
      process.kill(pid, 0);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ESRCH") rmSync(path.join(dir, name), { force: true });
    }
  }
}

let pgliteDump: { file: string; blob: Blob } | undefined;

/** The PGlite template's contents, read once per worker. */
export function pgliteTemplate(file: string): Blob {
  if (pgliteDump?.file !== file) pgliteDump = { file, blob: new Blob([readFileSync(file)]) };
  return pgliteDump.blob;
}
