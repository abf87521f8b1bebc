/**
 * One process per PGlite data folder. PGlite is an embedded Postgres with no
 * postmaster to arbitrate, so two processes opening the same folder (the API
 * and `npm run seed`, say) would both write its files. A `{dataDir}.lock` file
 * holding the owner's pid guards it; a lock whose process is gone is stale.
 */
import { open, readFile, rm } from "node:fs/promises";

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Takes the lock on a data folder; resolves to its release function, or throws when held. */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const file = `${dataDir}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const handle = await open(file, "wx");
      await handle.writeFile(String(process.pid));
      await handle.close();
      return () => rm(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const owner = Number.parseInt(await readFile(file, "utf8").catch(() => ""), 10);
    if (Number.isInteger(owner) && owner > 0 && isRunning(owner)) {
      throw new Error(
        `PGlite data folder ${dataDir} is in use by process ${owner}. Stop it first ` +
          `(or delete ${file} if that process is not this API).`,
      );
    }
    await rm(file, { force: true }); // stale: its owner has exited
  }
  throw new Error(`Could not lock ${dataDir}`);
}
