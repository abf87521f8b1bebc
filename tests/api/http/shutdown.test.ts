/**
 * Graceful shutdown on a real port (serve.ts): requests under way finish,
 * new connections are refused, /ready says 503 meanwhile, idle kept-alive
 * connections do not hold the close, and the grace period bounds it.
 */
import http from "node:http";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type App, createApp } from "../../../src/server/app";
import type { DbHandle } from "../../../src/server/db/connection";
import { createLifecycle } from "../../../src/server/http/health";
import { startServer } from "../../../src/server/serve";
import { driverName, openTestDb, testConfig } from "../support";

let handle: DbHandle;

beforeAll(async () => {
  handle = await openTestDb();
});
afterAll(() => handle.close());

/** An app with a `/slow` route that answers once `release()` is called; `entered` resolves when it is called. */
function slowApp() {
  const lifecycle = createLifecycle();
  const app: App = createApp({ db: handle.db, config: testConfig, lifecycle });
  let release = () => {};
  let enter = () => {};
  const entered = new Promise<void>((resolve) => {
    enter = resolve;
  });
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  app.get("/slow", async (c) => {
    enter();
    await released;
    return c.json({ done: true });
  });
  return { app, lifecycle, entered, release };
}

/** GET on its own new connection (or the agent's); resolves with status, headers and body. */
function get(port: number, path: string, agent: http.Agent | false = false) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>(
    (resolve, reject) => {
      http
        .get({ host: "127.0.0.1", port, path, agent }, (res) => {
          let body = "";
          res.on("data", (chunk: Buffer) => {
            body += chunk.toString();
          });
          res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
        })
        .on("error", reject);
    },
  );
}

/** Whether a new TCP connection to the port is refused. */
function refused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: "127.0.0.1", port });
    socket.on("connect", () => {
      socket.destroy();
      resolve(false);
    });
    socket.on("error", (error: NodeJS.ErrnoException) => resolve(error.code === "ECONNREFUSED"));
  });
}

describe(`graceful shutdown (${driverName})`, () => {
  it("lets a request under way finish while refusing new connections; /ready says 503", async () => {
    const { app, lifecycle, entered, release } = slowApp();
    const running = await startServer(app, { port: 0, hostname: "127.0.0.1", lifecycle, graceMs: 10_000 });
    expect((await get(running.port, "/ready")).status).toBe(200);
    const slow = get(running.port, "/slow");
    await entered;

    const stopped = running.shutdown();
    expect(running.shutdown()).toBe(stopped); // a second signal changes nothing
    const ready = await app.request("/ready");
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ ready: false, error: "Shutting down" });
    expect(await refused(running.port)).toBe(true);

    release();
    const answer = await slow;
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ done: true });
    expect(answer.headers.connection).toBe("close");
    await stopped;
  });

  it("closes idle kept-alive connections at once instead of waiting for them", async () => {
    const { app, lifecycle } = slowApp();
    const running = await startServer(app, { port: 0, hostname: "127.0.0.1", lifecycle, graceMs: 10_000 });
    const agent = new http.Agent({ keepAlive: true });
    try {
      expect((await get(running.port, "/health", agent)).headers.connection).toBe("keep-alive");
      const started = Date.now();
      await running.shutdown();
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      agent.destroy();
    }
  });

  it("cuts a request that outlives the grace period", async () => {
    const { app, lifecycle, entered, release } = slowApp();
    const running = await startServer(app, { port: 0, hostname: "127.0.0.1", lifecycle, graceMs: 300 });
    const slow = get(running.port, "/slow").catch((error: NodeJS.ErrnoException) => error.code);
    await entered;
    const started = Date.now();
    await running.shutdown();
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    expect(await slow).toBe("ECONNRESET");
    release();
  });
});
