/**
 * On PostgreSQL only: the statements a transaction sends together (an order
 * placement's reads, then its writes) leave in one socket write, however
 * long their values (patches/postgres+3.4.9.patch: postgres-js wrote at
 * every kilobyte, and each write was a syscall and a wake-up of the server).
 */
import net from "node:net";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type DbHandle, openDb } from "../../../src/server/db/connection";
import { createTestDatabase, TEST_DATABASE_URL } from "../support";

let drop: () => Promise<void>;
let handle: DbHandle;

beforeAll(async () => {
  const created = await createTestDatabase(TEST_DATABASE_URL ?? "");
  drop = created.drop;
  handle = await openDb({ kind: "postgres", url: created.url });
});

afterAll(async () => {
  await handle?.close();
  await drop?.();
});

describe("statements sent together (PostgreSQL)", () => {
  it("go in one socket write, 8 statements of 600-byte values (5 KB) included", async () => {
    const value = "x".repeat(600);
    const read = (tx: DbHandle["db"], i: number) => tx.execute(sql`select ${`${value}${i}`}::text as v`);
    await handle.db.transaction(async (tx) => {
      // Prepared once first: a new statement waits for its description before anything after it goes.
      await read(tx, -1);
      const writes = vi.spyOn(net.Socket.prototype, "write");
      try {
        const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => read(tx, i)));
        expect(answers.map((rows) => (rows as unknown as { v: string }[])[0]?.v.slice(600))).toEqual(
          Array.from({ length: 8 }, (_, i) => String(i)),
        );
        expect(writes).toHaveBeenCalledTimes(1);
      } finally {
        writes.mockRestore();
      }
    });
  });
});
