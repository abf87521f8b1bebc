/**
 * `npm run backup`: a base backup of the production topology's PostgreSQL
 * (npm run start:prod's, running) and a copy of its uploads, into BACKUP_DIR
 * beside the WAL archive the cluster keeps there (scripts/prod/backup-lib.ts).
 */
import path from "node:path";
import { readSettings } from "../../src/settings";
import { root } from "../lib/procs";
import { backup } from "./backup-lib";
import { prodCluster, prodUploads } from "./stack";

const dir = path.resolve(root, readSettings().BACKUP_DIR);
const { name, seconds } = await backup(prodCluster(), dir, prodUploads);
console.log(
  `Backed up to ${path.join(dir, name)} in ${seconds.toFixed(1)} s (the WAL since: ${path.join(dir, "wal")}).`,
);
