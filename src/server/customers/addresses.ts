/**
 * Saved addresses. Changes run in a transaction that first locks the
 * customer's row, so two changes of one customer never interleave and the
 * one-default rule (also a partial unique index) always holds: the first
 * address is the default, `makeDefault` moves it (on a new address or a
 * saved one), deleting it promotes the newest remaining one.
 */
import { randomBytes } from "node:crypto";
import { and, count, desc, eq } from "drizzle-orm";
import type { Db } from "../db/connection";
import { addresses, customers } from "../db/schema";
import { ApiFailure, notFound } from "../http/failure";

/** How many addresses one customer may keep. */
export const MAX_ADDRESSES = 20;

async function lockCustomer(tx: Db, email: string): Promise<void> {
  await tx.insert(customers).values({ email }).onConflictDoNothing({ target: customers.email });
  await tx.select({ email: customers.email }).from(customers).where(eq(customers.email, email)).for("update");
}

/** The form's fields an address was composed from (null: sent as a composed string only). */
export type SavedFields = Record<string, string> | null;

export type NewAddress = {
  fullAddress: string;
  addressType: string;
  makeDefault: boolean;
  fields?: SavedFields | undefined;
};

/** Saves an address and returns its new key; 400 naming `field` when the customer already has the most. */
export function addAddress(db: Db, email: string, input: NewAddress, field = "address"): Promise<string> {
  return db.transaction(async (tx) => {
    await lockCustomer(tx, email);
    const [row] = await tx.select({ n: count() }).from(addresses).where(eq(addresses.email, email));
    const existing = row?.n ?? 0;
    if (existing >= MAX_ADDRESSES) {
      throw new ApiFailure(400, `You can save at most ${MAX_ADDRESSES} addresses`, field);
    }
    const isDefault = input.makeDefault || existing === 0;
    if (isDefault) {
      await tx.update(addresses).set({ isDefault: false }).where(eq(addresses.email, email));
    }
    const addressKey = `addr-${randomBytes(5).toString("hex")}`;
    await tx.insert(addresses).values({
      email,
      addressKey,
      fullAddress: input.fullAddress,
      fields: input.fields ?? null,
      addressType: input.addressType,
      isDefault,
    });
    return addressKey;
  });
}

export type AddressChange = {
  /** A new string; its fields with it (null when it came without). */
  fullAddress?: string | undefined;
  fields?: SavedFields | undefined;
  addressType?: string | undefined;
  makeDefault: boolean;
};

/**
 * Changes a saved address: its string and type when given, and makes it the
 * default when asked (the default stays one: `makeDefault` false never
 * leaves the customer without one). 404 naming addressKey when they have no such key.
 */
export function changeAddress(
  db: Db,
  email: string,
  addressKey: string,
  change: AddressChange,
): Promise<void> {
  return db.transaction(async (tx) => {
    await lockCustomer(tx, email);
    const mine = and(eq(addresses.email, email), eq(addresses.addressKey, addressKey));
    const [row] = await tx.select({ id: addresses.id }).from(addresses).where(mine);
    if (!row) throw notFound("Address", "addressKey");
    if (change.makeDefault) {
      await tx.update(addresses).set({ isDefault: false }).where(eq(addresses.email, email));
    }
    await tx
      .update(addresses)
      .set({
        ...(change.fullAddress === undefined
          ? {}
          : { fullAddress: change.fullAddress, fields: change.fields ?? null }),
        ...(change.addressType === undefined ? {} : { addressType: change.addressType }),
        ...(change.makeDefault ? { isDefault: true } : {}),
        updatedAt: new Date(),
      })
      .where(eq(addresses.id, row.id));
  });
}

/** Deletes one saved address; 404 naming addressKey when the customer has no such key. */
export function deleteAddress(db: Db, email: string, addressKey: string): Promise<void> {
  return db.transaction(async (tx) => {
    await lockCustomer(tx, email);
    const [gone] = await tx
      .delete(addresses)
      .where(and(eq(addresses.email, email), eq(addresses.addressKey, addressKey)))
      .returning({ isDefault: addresses.isDefault });
    if (!gone) throw notFound("Address", "addressKey");
    if (!gone.isDefault) return;
    const [next] = await tx
      .select({ id: addresses.id })
      .from(addresses)
      .where(eq(addresses.email, email))
      .orderBy(desc(addresses.createdAt), desc(addresses.id))
      .limit(1);
    if (next) await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, next.id));
  });
}
