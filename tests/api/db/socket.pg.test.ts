/**
 * On PostgreSQL only: a DATABASE_URL in libpq's socket form
 * (`?host=/the/folder`, what start:prod and the benchmarks give the
 * replicas) reaches the server by its Unix socket, and the API runs on it;
 * the plain form stays on TCP.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { viaSocket } from "../../../scripts/prod/stack";
import { openDb, postgresClient } from "../../../src/server/db/connection";
import { createTestDatabase, TEST_DATABASE_URL } from "../support";

let drop: () => Promise<void>;
let url: string;
let socketDir: string;

beforeAll(async () => {
  const created = await createTestDatabase(TEST_DATABASE_URL ?? "");
  drop = created.drop;
  url = created.url;
  const tcp = postgresClient(url, { max: 1 });
  // The folder the server keeps its socket in (scripts/lib/pg-server.sh sets it).
  const [row] = await tcp<{ dirs: string }[]>`select current_setting('unix_socket_directories') as dirs`;
  await tcp.end();
  socketDir = (row?.dirs ?? "").split(",")[0]?.trim() ?? "";
});

afterAll(async () => {
  await drop?.();
});

/** The server's address as the connection sees it: null over a Unix socket. */
async function serverAddress(databaseUrl: string): Promise<string | null> {
  const sql = postgresClient(databaseUrl, { max: 1 });
  try {
    const [row] = await sql<{ address: string | null }[]>`select inet_server_addr()::text as address`;
    return row?.address ?? null;
  } finally {
    await sql.end();
  }
}

describe("DATABASE_URL with a socket folder (PostgreSQL)", () => {
  it("connects by the Unix socket; the plain URL by TCP", async () => {
    expect(socketDir).toMatch(/^\//);
    expect(await serverAddress(viaSocket(url, socketDir))).toBeNull();
    expect(await serverAddress(url)).toMatch(/^127\.0\.0\.1/);
  });

  it("serves the API's database: a write and its read over the socket", async () => {
    const handle = await openDb({ kind: "postgres", url: viaSocket(url, socketDir) });
    try {
      const rows = (await handle.db.execute("select 41 + 1 as n")) as unknown as { n: number }[];
      expect(rows[0]?.n).toBe(42);
    } finally {
      await handle.close();
    }
  });

  it("refuses a folder with no server in it, saying where it looked", async () => {
    await expect(serverAddress(viaSocket(url, "/nonexistent-folder"))).rejects.toThrow(/nonexistent-folder/);
  });
});
