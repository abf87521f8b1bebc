/**
 * The roles table's reads and writes (db/schema/staff.ts `staffRoles`): which
 * shops a verified email works in, and as what. Each staff call asks here
 * afresh, so a removed person loses access on their next call.
 */
import { and, asc, eq, like, sql } from "drizzle-orm";
import type { ShopRole } from "../../contract/seller";
import type { Db } from "../db/connection";
import { type StaffRoleRow, shops, staffRoles } from "../db/schema";

/** The scope string of a shop. */
export const shopScope = (shopId: string) => `shop:${shopId}`;

const SHOP_ROLES: readonly string[] = ["owner", "staff"] satisfies ShopRole[];

/** The shops `email` works in, with the role and the shop's name, by shop id. */
export async function shopsOf(db: Db, email: string) {
  const rows = await db
    .select({ scope: staffRoles.scope, role: staffRoles.role, header: shops.header })
    .from(staffRoles)
    .innerJoin(shops, eq(staffRoles.scope, sql`'shop:' || ${shops.shopId}`))
    .where(and(eq(staffRoles.email, email.toLowerCase()), like(staffRoles.scope, "shop:%")))
    .orderBy(asc(staffRoles.scope));
  return rows
    .filter((r) => SHOP_ROLES.includes(r.role))
    .map((r) => ({
      shopId: r.scope.slice("shop:".length),
      role: r.role as ShopRole,
      shopName: r.header.shopName ?? "",
    }));
}

/** The role `email` has in a shop, or null. */
export async function shopRoleOf(db: Db, email: string, shopId: string): Promise<ShopRole | null> {
  const [row] = await db
    .select({ role: staffRoles.role })
    .from(staffRoles)
    .where(and(eq(staffRoles.email, email.toLowerCase()), eq(staffRoles.scope, shopScope(shopId))))
    .limit(1);
  return row && SHOP_ROLES.includes(row.role) ? (row.role as ShopRole) : null;
}

/** Everyone with a role in a shop, owners first, then by when they were added. */
export function shopPeople(db: Db, shopId: string): Promise<StaffRoleRow[]> {
  return db
    .select()
    .from(staffRoles)
    .where(eq(staffRoles.scope, shopScope(shopId)))
    .orderBy(sql`${staffRoles.role} <> 'owner'`, asc(staffRoles.createdAt), asc(staffRoles.id));
}

/** Gives `email` a role in a shop; returns the row, or null when they already have one there. */
export async function grantShopRole(
  db: Db,
  shopId: string,
  email: string,
  role: ShopRole,
  grantedBy = "",
): Promise<StaffRoleRow | null> {
  const [row] = await db
    .insert(staffRoles)
    .values({ email: email.toLowerCase(), role, scope: shopScope(shopId), grantedBy })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

/** Takes `email`'s role in a shop away; returns the row removed, or null. */
export async function revokeShopRole(db: Db, shopId: string, email: string): Promise<StaffRoleRow | null> {
  const [row] = await db
    .delete(staffRoles)
    .where(and(eq(staffRoles.email, email.toLowerCase()), eq(staffRoles.scope, shopScope(shopId))))
    .returning();
  return row ?? null;
}
