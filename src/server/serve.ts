/**
 * Serving an app on a port, and stopping it gracefully (main.ts on SIGTERM):
 * /ready turns 503 so the proxy stops sending, the listener closes so new
 * connections are refused, idle kept-alive connections are closed at once
 * and busy ones after their answer (the app answers `Connection: close`
 * while draining), and requests under way may finish for `graceMs` before
 * their connections are cut.
 */
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createAdaptorServer } from "@hono/node-server";
import type { Lifecycle } from "./http/health";

export type RunningServer = {
  server: Server;
  port: number;
  /** Drains and closes (see the file comment); resolves once every connection is gone. Safe to call twice. */
  shutdown(): Promise<void>;
};

export type ServeOptions = {
  port: number;
  hostname?: string;
  /** The app's lifecycle (createApp's `lifecycle`), set draining by shutdown. */
  lifecycle: Lifecycle;
  /** How long requests under way may take to finish after shutdown begins. */
  graceMs: number;
};

type Fetch = Parameters<typeof createAdaptorServer>[0]["fetch"];

/** Serves `app` on the port (0: any free one); resolves once it listens. */
export function startServer(
  app: { fetch: Fetch },
  { port, hostname, lifecycle, graceMs }: ServeOptions,
): Promise<RunningServer> {
  const server = createAdaptorServer({ fetch: app.fetch }) as Server;
  let closing: Promise<void> | undefined;
  const shutdown = () =>
    (closing ??= new Promise<void>((resolve) => {
      lifecycle.draining = true;
      const cut = setTimeout(() => server.closeAllConnections(), graceMs).unref();
      server.close(() => {
        clearTimeout(cut);
        resolve();
      });
      server.closeIdleConnections();
    }));
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, hostname, () => {
      server.off("error", reject);
      resolve({ server, port: (server.address() as AddressInfo).port, shutdown });
    });
  });
}
