/**
 * A statement built once (src/server/db/statements.ts) runs on whichever
 * database it is given: another database than the one it was built on, and
 * a transaction, whose uncommitted rows it sees (it runs on the
 * transaction's own connection).
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "../../../src/server/db/connection";
import { shops } from "../../../src/server/db/schema";
import { statement } from "../../../src/server/db/statements";
import { driverName, openTestDb } from "../support";

const shopNamed = statement<{ id: string }, { id: string }[]>("test-shop-named", (db) =>
  db
    .select({ id: shops.shopId })
    .from(shops)
    .where(eq(shops.shopId, sql.placeholder("id"))),
);

let a: DbHandle;
let b: DbHandle;
beforeAll(async () => {
  [a, b] = await Promise.all([openTestDb(), openTestDb()]);
  await a.db.insert(shops).values({ shopId: "only-in-a" });
});
afterAll(async () => {
  await a?.close();
  await b?.close();
});

describe(`statements built once (${driverName})`, () => {
  it("run on the database they are given, not the one they were built on", async () => {
    expect(await shopNamed(a.db, { id: "only-in-a" })).toEqual([{ id: "only-in-a" }]);
    expect(await shopNamed(b.db, { id: "only-in-a" })).toEqual([]);
    await b.db.insert(shops).values({ shopId: "only-in-b" });
    expect(await shopNamed(b.db, { id: "only-in-b" })).toEqual([{ id: "only-in-b" }]);
    expect(await shopNamed(a.db, { id: "only-in-b" })).toEqual([]);
  });

  it("run inside a transaction, seeing its rows, which a rollback takes away", async () => {
    await expect(
      a.db.transaction(async (tx) => {
        await tx.insert(shops).values({ shopId: "in-tx" });
        expect(await shopNamed(tx, { id: "in-tx" })).toEqual([{ id: "in-tx" }]);
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    expect(await shopNamed(a.db, { id: "in-tx" })).toEqual([]);
  });
});
