/**
 * On PostgreSQL only: a new connection's start-up query (postgres-js asks
 * the server for its array types, `fetch_types`) that fails must not end the
 * process. postgres.js 3.4.9 left that query's failure as a rejection no
 * code could catch (porsager/postgres#1192, #1205, #1223): an API replica
 * opening connections while PostgreSQL restarted died of it (seen in the
 * production topology's fault test). patches/postgres+3.4.9.patch handles
 * it; these fail without the patch, through the run's unhandled rejections.
 */
import net from "node:net";
import postgres from "postgres";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, TEST_DATABASE_URL } from "../support";

let drop: () => Promise<void>;
let url: string;
const dangling: unknown[] = [];
const note = (reason: unknown) => dangling.push(reason);

beforeAll(async () => {
  const created = await createTestDatabase(TEST_DATABASE_URL ?? "");
  drop = created.drop;
  url = created.url;
  process.on("unhandledRejection", note);
});

afterEach(() => {
  dangling.length = 0;
});

afterAll(async () => {
  process.off("unhandledRejection", note);
  await drop?.();
});

/** Lets the event loop run a few turns: a rejection left unhandled is reported by then. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

/** PostgreSQL's ErrorResponse to a terminated connection: FATAL 57P01, as the wire carries it. */
const TERMINATED = (() => {
  const fields = Buffer.from(
    "SFATAL\0VFATAL\0C57P01\0Mterminating connection due to administrator command\0\0",
    "latin1",
  );
  const head = Buffer.alloc(5);
  head.write("E", 0, "latin1");
  head.writeUInt32BE(fields.length + 4, 1);
  return Buffer.concat([head, fields]);
})();

/**
 * A TCP proxy to the test server that cuts the first connection whose client sends the array-types
 * query, as a restart of the server does to a connection starting up (the termination's error, then
 * the close), and passes the rest through.
 */
async function cuttingProxy(): Promise<{ port: number; cuts: () => number; close: () => Promise<void> }> {
  const target = new URL(url);
  let cut = 0;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    sockets.add(client).add(upstream);
    client.on("data", (data) => {
      if (cut === 0 && data.includes("typcategory")) {
        cut += 1;
        // What the server sends a connection it terminates (pg_terminate_backend, a restart), then the close.
        client.end(TERMINATED);
        upstream.destroy();
        return;
      }
      upstream.write(data);
    });
    upstream.on("data", (data) => client.write(data));
    for (const [a, b] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      a.on("error", () => b.destroy());
      a.on("close", () => b.destroy());
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    port,
    cuts: () => cut,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

describe("a new connection's start-up query failing (postgres.js patched)", () => {
  it("terminated under it: the waiting query fails with the termination, the next one answers, nothing is left unhandled", async () => {
    const proxy = await cuttingProxy();
    const through = new URL(url);
    through.hostname = "127.0.0.1";
    through.port = String(proxy.port);
    const sql = postgres(through.toString(), { max: 1, onnotice: () => {} });
    try {
      // The caller's query that opened the connection gets the termination (porsager/postgres#1223), as a
      // query under way when the server restarts does: that request fails (500), and a placement tried
      // again with its key is placed once.
      const first = await sql`select 1 as x`.then(
        () => "answered",
        (error: { code?: string }) => error.code,
      );
      expect(proxy.cuts()).toBe(1);
      expect(first).toBe("57P01");
      expect(await sql`select 2 as x`).toEqual([{ x: 2 }]);
      await settle();
      expect(dangling).toEqual([]);
    } finally {
      await sql.end({ timeout: 1 });
      await proxy.close();
    }
  });

  it("answered with an error (cancelled by a 1 ms statement timeout): the query runs, nothing is left unhandled", async () => {
    const sql = postgres(url, { max: 1, onnotice: () => {}, connection: { statement_timeout: 1 } });
    try {
      // The types query is cancelled (57014); the caller's own, as quick as a query can be, answers.
      const answered = await sql`select 1 as x`.then(
        (rows) => rows,
        (error: { code?: string }) => error.code,
      );
      expect([[{ x: 1 }], "57014"]).toContainEqual(answered);
      await settle();
      expect(dangling).toEqual([]);
    } finally {
      await sql.end({ timeout: 1 });
    }
  });
});
