/**
 * A statement built once (src/server/db/statements.ts) runs on whichever
 * database it is given: another database than the one it was built on, and
 * a transaction, whose uncommitted rows it sees (it runs on the
 * transaction's own connection). On PostgreSQL it goes to postgres-js
 * without Drizzle's execute: its rows, its answer and its failure must be
 * what Drizzle's own would be.
 */
import { DrizzleQueryError, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "../../../src/server/db/connection";
import { shops } from "../../../src/server/db/schema";
import { statement } from "../../../src/server/db/statements";
import { uniqueViolation } from "../../../src/server/db/unique";
import { driverName, openTestDb } from "../support";

const shopNamed = statement<{ id: string }, { id: string }[]>("test-shop-named", (db) =>
  db
    .select({ id: shops.shopId })
    .from(shops)
    .where(eq(shops.shopId, sql.placeholder("id"))),
);

const shopRow = statement<{ id: string }, (typeof shops.$inferSelect)[]>("test-shop-row", (db) =>
  db
    .select()
    .from(shops)
    .where(eq(shops.shopId, sql.placeholder("id"))),
);
const addShop = statement<{ id: string }, unknown>("test-add-shop", (db) =>
  db.insert(shops).values({ shopId: sql.placeholder("id") as unknown as string }),
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

  it("answer whole rows as Drizzle maps them: fields by name, times as dates, JSON parsed", async () => {
    await addShop(a.db, { id: "mapped" });
    const [built] = await shopRow(a.db, { id: "mapped" });
    const [drizzles] = await a.db.select().from(shops).where(eq(shops.shopId, "mapped"));
    expect(built).toEqual(drizzles);
    expect(built?.createdAt).toBeInstanceOf(Date);
    expect(typeof built?.header).toBe("object");
  });

  it("fail as Drizzle's queries fail: its error, the driver's under it (a unique key's name found)", async () => {
    await addShop(a.db, { id: "twice" });
    const failure = await addShop(a.db, { id: "twice" }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(DrizzleQueryError);
    expect((failure as DrizzleQueryError).query).toMatch(/^insert into "shops"/);
    expect(uniqueViolation(failure)).not.toBeNull();
  });
});
