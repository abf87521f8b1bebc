/**
 * On PostgreSQL only: every Drizzle query is a named prepared statement
 * (src/server/db/prepared.ts), planned once per connection, inside a
 * transaction too; DATABASE_UNPREPARED turns it off.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DbHandle, openDb } from "../../../src/server/db/connection";
import { shops } from "../../../src/server/db/schema";
import { createTestDatabase, TEST_DATABASE_URL } from "../support";

let drop: () => Promise<void>;
let url: string;
const handles: DbHandle[] = [];

beforeAll(async () => {
  const created = await createTestDatabase(TEST_DATABASE_URL ?? "");
  drop = created.drop;
  url = created.url;
});

afterAll(async () => {
  for (const handle of handles) await handle.close();
  await drop?.();
});

/** The named statements this session keeps that read `shops` by shop_id (this query left out). */
async function kept(db: DbHandle["db"]): Promise<number> {
  // postgres-js answers the rows themselves.
  const rows = (await db.execute(
    sql`select count(*)::int as n from pg_prepared_statements
        where statement like '%from "shops"%' and statement not like '%pg_prepared_statements%'`,
  )) as unknown as { n: number }[];
  return rows[0]?.n ?? -1;
}

async function open(unprepared: boolean): Promise<DbHandle> {
  const handle = await openDb({ kind: "postgres", url, unprepared });
  handles.push(handle);
  // Not migrated: a table of the name and column the query reads is all its planning needs.
  await handle.db.execute(sql`create table if not exists shops (shop_id text primary key)`);
  return handle;
}

// A transaction holds one connection: the session whose statements pg_prepared_statements lists.
describe("prepared statements on PostgreSQL", () => {
  it("keeps a query as one named statement, used again with other values", async () => {
    const handle = await open(false);
    await handle.db.transaction(async (tx) => {
      for (const id of ["a", "b", "c"])
        await tx.select({ id: shops.shopId }).from(shops).where(eq(shops.shopId, id));
      expect(await kept(tx)).toBe(1);
    });
  });

  it("keeps none with DATABASE_UNPREPARED", async () => {
    const handle = await open(true);
    await handle.db.transaction(async (tx) => {
      await tx.select({ id: shops.shopId }).from(shops).where(eq(shops.shopId, "a"));
      expect(await kept(tx)).toBe(0);
    });
  });
});
