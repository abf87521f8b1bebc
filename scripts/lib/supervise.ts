/**
 * The foreground run of `npm start` and `npm run start:prod`: every process
 * it starts is watched; one that stops by itself stops the rest, and so does
 * one Ctrl-C (then `cleanup`, e.g. stopping PostgreSQL).
 */
import { type Proc, stopAll } from "./procs";

export function supervise(cleanup: () => void | Promise<void> = () => {}) {
  const procs: Proc[] = [];
  let stopping = false;

  async function shutdown(code: number): Promise<never> {
    if (!stopping) {
      stopping = true;
      console.log("\nStopping…");
      await stopAll(procs);
      try {
        await cleanup();
      } catch (error) {
        console.error(`✖ ${(error as Error).message}`);
        code = code || 1;
      }
      process.exit(code);
    }
    return new Promise<never>(() => {});
  }
  process.on("SIGINT", () => void shutdown(0));
  process.on("SIGTERM", () => void shutdown(0));

  /** Keeps a process in the set; its unexpected exit stops everything. */
  function watch(p: Proc): Proc {
    procs.push(p);
    p.exited.then((code) => {
      if (!stopping) {
        console.error(`${p.name} stopped unexpectedly (exit ${code}); stopping the rest.`);
        void shutdown(1);
      }
    });
    return p;
  }
  return { watch, shutdown };
}
