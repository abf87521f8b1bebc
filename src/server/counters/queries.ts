/** Visit counter data functions. */
import { sql } from "drizzle-orm";
import type { Db } from "../db/connection";
import { counters } from "../db/schema/content";

/** Adds one to a counter in a single atomic statement (creating it at 1) and returns the new value. */
export async function incrementCounter(db: Db, name: string): Promise<number> {
  const [row] = await db
    .insert(counters)
    .values({ name, value: 1 })
    .onConflictDoUpdate({
      target: counters.name,
      set: { value: sql`${counters.value} + 1`, updatedAt: sql`now()` },
    })
    .returning({ value: counters.value });
  if (!row) throw new Error(`Counter ${name} was not written`);
  return row.value;
}
