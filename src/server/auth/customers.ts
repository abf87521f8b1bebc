/**
 * Which customer a verified identity is (src/domain/customerSignIn.ts): the
 * customer whose key or linked method is the proven email or phone. A token
 * carrying both (a Firebase account with Google and a phone) prefers the
 * method used to sign in this time, so a sign-in never lands in another
 * customer's account when the two name different ones. A session token
 * names its customer key itself.
 */
import { eq, or, type SQL, sql } from "drizzle-orm";
import { newCustomerKey } from "../../domain/customerSignIn";
import type { Db } from "../db/connection";
import { customers } from "../db/schema";
import { statement } from "../db/statements";
import type { Identity } from "./tokens";

/** A customer as it signs in: its key and linked methods. */
export type CustomerSignInRow = { key: string; linkedEmail: string | null; linkedPhone: string | null };

const signInFields = {
  key: customers.email,
  linkedEmail: customers.linkedEmail,
  linkedPhone: customers.linkedPhone,
};

/** The customer an email names (its key, or linked): a Google sign-in's every call, built once (db/statements.ts). */
const namedByEmail = statement<{ email: string }, CustomerSignInRow[]>("customer-by-email", (db) =>
  db
    .select(signInFields)
    .from(customers)
    .where(
      or(eq(customers.email, sql.placeholder("email")), eq(customers.linkedEmail, sql.placeholder("email"))),
    ),
);

/** The customers that `email` and `phone` name (each at most one), with which one each names. */
export async function customersNamedBy(
  db: Db,
  email: string,
  phone: string,
): Promise<{ byEmail: CustomerSignInRow | null; byPhone: CustomerSignInRow | null }> {
  if (email && !phone) {
    const rows = await namedByEmail(db, { email });
    return { byEmail: rows[0] ?? null, byPhone: null };
  }
  const conditions: SQL[] = [];
  if (email) conditions.push(eq(customers.email, email), eq(customers.linkedEmail, email));
  if (phone) conditions.push(eq(customers.email, phone), eq(customers.linkedPhone, phone));
  if (conditions.length === 0) return { byEmail: null, byPhone: null };
  const rows = await db
    .select(signInFields)
    .from(customers)
    .where(or(...conditions));
  return {
    byEmail: (email && rows.find((r) => r.key === email || r.linkedEmail === email)) || null,
    byPhone: (phone && rows.find((r) => r.key === phone || r.linkedPhone === phone)) || null,
  };
}

/** The key of the customer `identity` is, or null when it is nobody's yet (nothing is created). */
export async function findCustomerKey(db: Db, identity: Identity): Promise<string | null> {
  if (identity.kind === "session") return identity.email || identity.phone || null;
  const { byEmail, byPhone } = await customersNamedBy(db, identity.email, identity.phone);
  const found = identity.via === "phone" ? (byPhone ?? byEmail) : (byEmail ?? byPhone);
  return found?.key ?? null;
}

/** The key of the customer `identity` is, created on first sight (a first sign-in). */
export async function customerKeyFor(db: Db, identity: Identity): Promise<string> {
  const found = await findCustomerKey(db, identity);
  if (found) return found;
  const key = newCustomerKey(identity);
  await db.insert(customers).values({ email: key }).onConflictDoNothing({ target: customers.email });
  return key;
}
