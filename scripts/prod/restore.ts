/**
 * `npm run restore [-- --at 2026-11-25T14:21:18Z] [--from base-…]`: replaces
 * the production topology's database and uploads with a backup in
 * BACKUP_DIR, replayed through the WAL archive to its end or to the moment
 * `--at` names (point-in-time recovery). Stop npm run start:prod first (its
 * replicas hold connections); the replaced data is kept beside the new.
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { readSettings } from "../../src/settings";
import { root } from "../lib/procs";
import { restore } from "./backup-lib";
import { prodCluster, prodUploads } from "./stack";

const { values } = parseArgs({ options: { at: { type: "string" }, from: { type: "string" } } });
const at = values.at ? new Date(values.at) : undefined;
if (at && Number.isNaN(at.getTime())) {
  console.error(`Bad --at: ${values.at} (a moment such as 2026-11-25T14:21:18Z)`);
  process.exit(2);
}
const dir = path.resolve(root, readSettings().BACKUP_DIR);
const { name, seconds } = await restore(prodCluster(), dir, prodUploads, {
  ...(at ? { at } : {}),
  ...(values.from ? { from: values.from } : {}),
});
console.log(
  `Restored from ${name}${at ? ` to ${at.toISOString()}` : " to the end of the archive"} in ${seconds.toFixed(1)} s.`,
);
