/**
 * Seller and rider keys: random 32-byte secrets handed out once; only their
 * SHA-256 is stored, and a presented key is found by its hash.
 */
import { createHash, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../db/connection";
import { type RiderRow, riders, sellerKeys } from "../db/schema";

/** A new high-entropy key, e.g. "sk_…" for a seller or "rk_…" for a rider. */
export function newKey(prefix: "sk" | "rk"): string {
  return `${prefix}_${randomBytes(32).toString("base64url")}`;
}

/** The stored form of a key (or of any one-time code). */
export function hashSecret(secret: string): string {
  return createHash("sha256").update(secret).digest("hex");
}

/** Stores a seller key for a shop and returns the key (generated unless given). */
export async function addSellerKey(db: Db, shopId: string, key = newKey("sk"), label = ""): Promise<string> {
  await db.insert(sellerKeys).values({ shopId, keyHash: hashSecret(key), label });
  return key;
}

/** Whether a shop has any seller key yet. */
export async function hasSellerKey(db: Db, shopId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: sellerKeys.id })
    .from(sellerKeys)
    .where(eq(sellerKeys.shopId, shopId))
    .limit(1);
  return Boolean(row);
}

/** The shop a seller key belongs to, or null for an unknown key. */
export async function sellerShopOf(db: Db, key: string): Promise<string | null> {
  const [row] = await db
    .select({ shopId: sellerKeys.shopId })
    .from(sellerKeys)
    .where(eq(sellerKeys.keyHash, hashSecret(key)))
    .limit(1);
  return row?.shopId ?? null;
}

export type RiderInput = { name: string; phoneNumber?: string; vehicleType?: string };

/** Stores a rider with a key and returns both (the key generated unless given). */
export async function addRider(
  db: Db,
  rider: RiderInput,
  key = newKey("rk"),
): Promise<{ rider: RiderRow; key: string }> {
  const [row] = await db
    .insert(riders)
    .values({ ...rider, keyHash: hashSecret(key) })
    .returning();
  if (!row) throw new Error("inserting a rider returned no row");
  return { rider: row, key };
}

/** The rider a key belongs to, or null for an unknown key. */
export async function riderOf(db: Db, key: string): Promise<RiderRow | null> {
  const [row] = await db
    .select()
    .from(riders)
    .where(eq(riders.keyHash, hashSecret(key)))
    .limit(1);
  return row ?? null;
}
