/** Visit counter data functions: a counter's total, and its visits by India day (visit_days). */
import { sql } from "drizzle-orm";
import { indiaDay } from "../../domain/numbers";
import type { Db } from "../db/connection";
import { counters, shops, visitDays } from "../db/schema";

/**
 * Adds one to a counter in a single atomic statement (creating it at 1), and
 * to its visits of the India day in the same statement; returns the new total.
 */
export async function incrementCounter(db: Db, name: string, now = new Date()): Promise<number> {
  const today = db
    .insert(visitDays)
    .values({ counter: name, day: indiaDay(now), visits: 1 })
    .onConflictDoUpdate({
      target: [visitDays.counter, visitDays.day],
      set: { visits: sql`${visitDays.visits} + 1` },
    });
  const [row] = await db
    .with(db.$with("today").as(today))
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

/** The visit counter of a shop in visit_days (the seller's numbers read it). */
export const shopCounter = (shopId: string): string => `shop:${shopId}`;

/**
 * One visit of a shop's storefront on the India day (counter "shop:{shopId}"),
 * in one statement that writes nothing for a shop that is not there: whether
 * it was counted.
 */
export async function countShopVisit(db: Db, shopId: string, now = new Date()): Promise<boolean> {
  const counted = await db
    .insert(visitDays)
    .select(
      db
        .select({
          counter: sql<string>`${shopCounter(shopId)}::text`.as("counter"),
          day: sql<string>`${indiaDay(now)}::date`.as("day"),
          visits: sql<number>`1`.as("visits"),
        })
        .from(shops)
        .where(sql`${shops.shopId} = ${shopId}`),
    )
    .onConflictDoUpdate({
      target: [visitDays.counter, visitDays.day],
      set: { visits: sql`${visitDays.visits} + 1` },
    })
    .returning({ visits: visitDays.visits });
  return counted.length > 0;
}
