/** The API served for a benchmark parent process: on 127.0.0.1, a free port reported by IPC, stopped with the parent. */
import { serve } from "@hono/node-server";
import type { createApp } from "../../src/server/app";

/** Serves `app`; reports `{ port }` to the parent; on SIGTERM or when the parent goes, closes and calls `close`. */
export function serveToParent(app: ReturnType<typeof createApp>, close: () => Promise<void>): void {
  const server = serve({ fetch: app.fetch, hostname: "127.0.0.1", port: 0 }, (info) =>
    process.send?.({ port: info.port }),
  );
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    if ("closeAllConnections" in server) server.closeAllConnections();
    server.close();
    await close();
    process.exit(0);
  };
  process.on("SIGTERM", () => void stop());
  process.on("disconnect", () => void stop());
}
