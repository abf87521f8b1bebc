/**
 * The benchmarks' shoppers (bench:prod, bench:messages): five hundred signed-in
 * customers of the demo shop, each with a saved address, and the demo shop's
 * plain products stocked so that no placement runs out.
 */
import { and, eq, notExists } from "drizzle-orm";
import { openDb } from "../../src/server/db/connection";
import { addresses, customers, products, productVariants } from "../../src/server/db/schema";
import { seed } from "../../src/server/seed";
import { emulatorIdToken } from "../lib/emulator-token";
import { type Shoppers, shopperEmail } from "./placement-sql";

/** The shop the benchmarks order from. */
export const SHOP = "demo";

/**
 * The shoppers who place the orders, each with a saved address, one picked
 * for each order, as many shoppers buy. Five hundred: a run places some
 * 30,000 orders, and each placement reads its shopper's cash-on-delivery
 * orders waiting for the shop (the cap, which the benchmarks lift); fifty
 * shoppers held some 600 each by the end, a state the cap of 5 never lets a
 * shopper reach, and their reads made pgbench's transaction half as fast
 * after the orders as before. Each replica asks the local Auth emulator about
 * each sign-in once a minute (production checks a token's signature itself).
 */
export const SHOPPERS: Shoppers = { prefix: "shopper", domain: "example.com", count: 500 };
export const ADDRESS_KEY = "addr-home";
export const addressOf = (n: number) =>
  `Shopper ${n}, +91-98765${String(n).padStart(5, "0")}, 12 MG Road, Shastri Nagar, Jaipur, Rajasthan - 302016, India`;

/**
 * Adds the shoppers with their saved addresses, and raises the stock of the
 * shop's products sold without variants so that placement never runs out;
 * returns their ids.
 */
export async function prepareShop(target: Parameters<typeof openDb>[0]): Promise<string[]> {
  const handle = await openDb(target);
  try {
    if (target?.kind === "pglite") {
      await handle.migrate();
      await seed(handle.db);
    }
    const numbers = Array.from({ length: SHOPPERS.count }, (_, i) => i + 1);
    await handle.db
      .insert(customers)
      .values(numbers.map((n) => ({ email: shopperEmail(SHOPPERS, n), name: `Shopper ${n}` })))
      .onConflictDoNothing();
    await handle.db
      .insert(addresses)
      .values(
        numbers.map((n) => ({
          email: shopperEmail(SHOPPERS, n),
          addressKey: ADDRESS_KEY,
          fullAddress: addressOf(n),
          isDefault: true,
        })),
      )
      .onConflictDoNothing();
    const plain = await handle.db
      .update(products)
      .set({ units: 2_000_000_000 })
      .where(
        and(
          eq(products.shopId, SHOP),
          notExists(
            handle.db.select().from(productVariants).where(eq(productVariants.productId, products.id)),
          ),
        ),
      )
      .returning({ productId: products.productId });
    return plain.map((p) => p.productId).sort();
  } finally {
    await handle.close();
  }
}

/** Signs every shopper in on the benchmark's Auth emulator (a few at a time); their ID tokens in order. */
export async function signInShoppers(emulatorHost: string): Promise<string[]> {
  const tokens: string[] = [];
  for (let n = 1; n <= SHOPPERS.count; n += 10) {
    const batch = Array.from({ length: Math.min(10, SHOPPERS.count - n + 1) }, (_, i) => n + i);
    tokens.push(
      ...(await Promise.all(batch.map((m) => emulatorIdToken(emulatorHost, shopperEmail(SHOPPERS, m))))),
    );
  }
  return tokens;
}
