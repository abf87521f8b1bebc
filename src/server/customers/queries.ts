/** Customer data functions: the user data of SPEC §3, built from customers, addresses and orders. */
import { asc, eq } from "drizzle-orm";
import type { SavedAddress, UserData } from "../../contract/userData";
import { customerSignIns } from "../../domain/customerSignIn";
import type { Db } from "../db/connection";
import { addresses, customers } from "../db/schema";
import { type CardSettings, listOrderCards } from "../orders/queries";

/** Creates the customer on first sight (sign-in); an existing one is left as it is. */
export async function ensureCustomer(db: Db, email: string): Promise<void> {
  await db.insert(customers).values({ email }).onConflictDoNothing({ target: customers.email });
}

/** A customer's saved addresses keyed by address key, oldest first; false when none (SPEC §3). */
export async function addressMap(db: Db, email: string): Promise<Record<string, SavedAddress> | false> {
  const rows = await db
    .select()
    .from(addresses)
    .where(eq(addresses.email, email))
    .orderBy(asc(addresses.createdAt), asc(addresses.id));
  if (rows.length === 0) return false;
  return Object.fromEntries(
    rows.map((r) => [
      r.addressKey,
      {
        fullAddress: r.fullAddress,
        addressType: r.addressType,
        defaultAddress: r.isDefault,
        ...(r.fields ? { fields: r.fields } : {}),
      },
    ]),
  );
}

/**
 * The user data of a customer (created if new): profile, saved addresses
 * (`addAddress` is true once at least one is saved) and orders, newest first.
 */
export async function getUserData(db: Db, email: string, settings: CardSettings): Promise<UserData> {
  await ensureCustomer(db, email);
  const [customer] = await db.select().from(customers).where(eq(customers.email, email)).limit(1);
  const address = await addressMap(db, email);
  const signIns = customerSignIns(email, customer?.linkedEmail ?? null, customer?.linkedPhone ?? null);
  return {
    email,
    signInEmail: signIns.email,
    signInPhone: signIns.phone,
    name: customer?.name ?? "",
    phoneNumber: customer?.phoneNumber ?? "",
    orders: await listOrderCards(db, email, settings),
    addAddress: address !== false,
    address,
  };
}

/** Changes the profile fields given; the others stay. */
export async function updateCustomer(
  db: Db,
  email: string,
  fields: { name?: string | undefined; phoneNumber?: string | undefined },
): Promise<void> {
  await ensureCustomer(db, email);
  const set = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
  if (Object.keys(set).length > 0) await db.update(customers).set(set).where(eq(customers.email, email));
}
