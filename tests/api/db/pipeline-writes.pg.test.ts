/**
 * On PostgreSQL only: the statements a transaction sends together (an order
 * placement's reads, then its writes) leave in one socket write, however
 * long their values (patches/postgres+3.4.9.patch: postgres-js wrote at
 * every kilobyte, and each write was a syscall and a wake-up of the server),
 * and a transaction's BEGIN goes with its first statements (the same
 * patch: it was a round trip of its own), its rollback and commit as before.
 */
import net from "node:net";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type DbHandle, openDb } from "../../../src/server/db/connection";
import { shops } from "../../../src/server/db/schema";
import { createTestDatabase, TEST_DATABASE_URL } from "../support";

let drop: () => Promise<void>;
let handle: DbHandle;

beforeAll(async () => {
  const created = await createTestDatabase(TEST_DATABASE_URL ?? "");
  drop = created.drop;
  handle = await openDb({ kind: "postgres", url: created.url });
  await handle.migrate();
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

  it("a transaction's BEGIN leaves with its first statement: two writes for BEGIN, a read and COMMIT", async () => {
    await handle.db.execute(sql`select 1`); // a connection open and the statement known
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
    });
    const writes = vi.spyOn(net.Socket.prototype, "write");
    try {
      await handle.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
      });
      expect(writes).toHaveBeenCalledTimes(2);
    } finally {
      writes.mockRestore();
    }
  });

  it("transactions beyond the pool's 10 connections each commit their own rows, or roll all of theirs back", async () => {
    const ids = Array.from({ length: 40 }, (_, i) => `pipelined-${i}`);
    const results = await Promise.allSettled(
      ids.map((id, i) =>
        handle.db.transaction(async (tx) => {
          await tx.insert(shops).values({ shopId: id });
          const [seen] = await tx.select({ id: shops.shopId }).from(shops).where(eq(shops.shopId, id));
          if (i % 4 === 3) throw new Error(`roll back ${id}`);
          return seen?.id;
        }),
      ),
    );
    expect(results.map((r) => (r.status === "fulfilled" ? r.value : "rolled back"))).toEqual(
      ids.map((id, i) => (i % 4 === 3 ? "rolled back" : id)),
    );
    const kept = await handle.db
      .select({ id: shops.shopId })
      .from(shops)
      .where(sql`${shops.shopId} like 'pipelined-%'`);
    expect(kept.map((r) => r.id).sort()).toEqual(ids.filter((_, i) => i % 4 !== 3).sort());
  });

  it("a failing statement right after BEGIN rolls the transaction back, and the connection serves the next", async () => {
    await expect(
      handle.db.transaction(async (tx) => {
        await Promise.all([
          tx.insert(shops).values({ shopId: "before-failure" }),
          tx.execute(sql`select 1 / 0`),
        ]);
      }),
    ).rejects.toThrow();
    const found = await handle.db.select().from(shops).where(eq(shops.shopId, "before-failure"));
    expect(found).toEqual([]);
    await handle.db.transaction(async (tx) => {
      await tx.insert(shops).values({ shopId: "after-failure" });
    });
    expect(
      await handle.db.select({ id: shops.shopId }).from(shops).where(eq(shops.shopId, "after-failure")),
    ).toEqual([{ id: "after-failure" }]);
  });
});
