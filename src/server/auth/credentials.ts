/**
 * Seller and rider keys: random 32-byte secrets handed out once; only their
 * SHA-256 is stored, and a presented key is found by its hash.
 */
import { createHash, randomBytes } from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import { signInPhone } from "../../domain/signInPhone";
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

/** How much of a key its list shows: the prefix and a few characters, never enough to use. */
export const keyHint = (key: string) => `${key.slice(0, 7)}…`;

/** What a key's list shows of it (hashes never leave this module). */
const keyColumns = {
  id: sellerKeys.id,
  label: sellerKeys.label,
  hint: sellerKeys.hint,
  createdBy: sellerKeys.createdBy,
  createdAt: sellerKeys.createdAt,
  lastUsedAt: sellerKeys.lastUsedAt,
};

/** Stores a seller key for a shop (generated unless given); answers the key and its listed row. */
export async function makeSellerKey(db: Db, shopId: string, key = newKey("sk"), label = "", createdBy = "") {
  const [info] = await db
    .insert(sellerKeys)
    .values({ shopId, keyHash: hashSecret(key), label, createdBy, hint: keyHint(key) })
    .returning(keyColumns);
  if (!info) throw new Error("inserting a seller key returned no row");
  return { key, info };
}

/** Stores a seller key for a shop and returns the key (generated unless given). */
export async function addSellerKey(db: Db, shopId: string, key = newKey("sk"), label = "", createdBy = "") {
  return (await makeSellerKey(db, shopId, key, label, createdBy)).key;
}

/** A shop's seller keys, newest first. */
export function listSellerKeys(db: Db, shopId: string) {
  return db
    .select(keyColumns)
    .from(sellerKeys)
    .where(eq(sellerKeys.shopId, shopId))
    .orderBy(desc(sellerKeys.createdAt), desc(sellerKeys.id));
}

/** Deletes one of a shop's keys: it stops working at once. Returns whether there was one. */
export async function revokeSellerKey(
  db: Db,
  shopId: string,
  id: number,
): Promise<{ label: string; hint: string } | null> {
  const [row] = await db
    .delete(sellerKeys)
    .where(and(eq(sellerKeys.shopId, shopId), eq(sellerKeys.id, id)))
    .returning({ label: sellerKeys.label, hint: sellerKeys.hint });
  return row ?? null;
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

/** The shop a seller key belongs to, or null for an unknown or revoked key; notes its use (hourly). */
export async function sellerShopOf(db: Db, key: string): Promise<string | null> {
  const [row] = await db
    .select({ id: sellerKeys.id, shopId: sellerKeys.shopId, lastUsedAt: sellerKeys.lastUsedAt })
    .from(sellerKeys)
    .where(eq(sellerKeys.keyHash, hashSecret(key)))
    .limit(1);
  if (!row) return null;
  if (!row.lastUsedAt || Date.now() - row.lastUsedAt.getTime() > 3_600_000) {
    await db.update(sellerKeys).set({ lastUsedAt: new Date() }).where(eq(sellerKeys.id, row.id));
  }
  return row.shopId;
}

export type RiderInput = { name: string; phoneNumber?: string; vehicleType?: string };

/**
 * Stores a rider of the platform with a key and returns both (the key
 * generated unless given). A phone number that is an Indian mobile becomes
 * their sign-in number too, unless another rider signs in with it.
 */
export async function addRider(
  db: Db,
  rider: RiderInput,
  key = newKey("rk"),
): Promise<{ rider: RiderRow; key: string }> {
  const phone = signInPhone(rider.phoneNumber ?? "");
  const [taken] = phone
    ? await db.select({ id: riders.id }).from(riders).where(eq(riders.phone, phone)).limit(1)
    : [];
  const [row] = await db
    .insert(riders)
    .values({ ...rider, keyHash: hashSecret(key), phone: taken ? null : phone })
    .returning();
  if (!row) throw new Error("inserting a rider returned no row");
  return { rider: row, key };
}

/** The rider a key belongs to, or null for an unknown key or a removed rider. */
export async function riderOf(db: Db, key: string): Promise<RiderRow | null> {
  const [row] = await db
    .select()
    .from(riders)
    .where(and(eq(riders.keyHash, hashSecret(key)), eq(riders.active, true)))
    .limit(1);
  return row ?? null;
}
