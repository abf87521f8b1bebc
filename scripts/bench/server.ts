/**
 * The API of a benchmark: the parent forks a server script (forkBenchServer),
 * which serves on 127.0.0.1 on a free port and reports it by IPC
 * (serveToParent), and stops with the parent.
 */
import { type ChildProcess, fork } from "node:child_process";
import { serve } from "@hono/node-server";
import type { createApp } from "../../src/server/app";
import { childEnv } from "../../src/settings";

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

/**
 * Forks a benchmark server script (run with tsx) on a fresh PGlite, never the
 * DATABASE_URL of the environment; resolves its port once it listens.
 */
export function forkBenchServer(
  script: string,
  args: string[],
  {
    env = {},
    timeoutMs = 60_000,
    quiet = false,
  }: { env?: Record<string, string | undefined>; timeoutMs?: number; quiet?: boolean } = {},
): Promise<{ child: ChildProcess; port: number }> {
  const child = fork(script, args, {
    env: childEnv({ DATABASE_URL: undefined, NODE_ENV: "development", ...env }),
    execArgv: ["--import", "tsx"],
    ...(quiet ? { stdio: ["ignore", "ignore", "inherit", "ipc"] } : {}),
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`API did not start within ${timeoutMs / 1000} s`)),
      timeoutMs,
    );
    child.once("message", (m) => {
      clearTimeout(timer);
      resolve({ child, port: (m as { port: number }).port });
    });
    child.once("exit", (code) => reject(new Error(`API exited early (${code})`)));
  });
}
