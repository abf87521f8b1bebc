/**
 * The roles table's reads and writes (db/schema/staff.ts `staffRoles`): who
 * is what, and where. A person is the email and/or phone number their
 * sign-in proves; a row names them by either or both, and matches a sign-in
 * by either. Each staff call asks here afresh, so a removed person loses
 * access on their next call.
 */
import { and, asc, eq, inArray, like, or, type SQL, sql } from "drizzle-orm";
import type { StaffRole, StaffRoleName } from "../../contract/staff";
import { isShopRole, type ShopRole } from "../../domain/staffRoles";
import type { Db } from "../db/connection";
import { franchises, type StaffRoleRow, shops, staffRoles } from "../db/schema";

/** Who signed in, as far as roles go: the proven email ("" for none) and phone ("" for none). */
export type Person = { email: string; phone: string };

/** The platform's own scope (master and support admins, the platform's riders). */
export const PLATFORM = "platform";

/** The scope string of a shop. */
export const shopScope = (shopId: string) => `shop:${shopId}`;

/** The audit trail's and the lists' name for a person: their email, else their phone. */
export const actorOf = (person: Person): string => person.email || person.phone;

/** The rows that are `person`: by email or by phone (never by an empty one). */
export function isPerson(person: Person): SQL {
  const byEmail = person.email ? eq(staffRoles.email, person.email.toLowerCase()) : undefined;
  const byPhone = person.phone ? eq(staffRoles.phone, person.phone) : undefined;
  return or(byEmail, byPhone) ?? sql`false`;
}

/** The rows of `who`, an email or a +91 phone number as a list shows them. */
export const isWho = (who: string): SQL =>
  who.includes("@") ? eq(staffRoles.email, who.toLowerCase()) : eq(staffRoles.phone, who);

/** The shops `person` works in, with the role and the shop's name, by shop id. */
export async function shopsOf(db: Db, person: Person) {
  const rows = await db
    .select({ scope: staffRoles.scope, role: staffRoles.role, header: shops.header })
    .from(staffRoles)
    .innerJoin(shops, eq(staffRoles.scope, sql`'shop:' || ${shops.shopId}`))
    .where(and(isPerson(person), like(staffRoles.scope, "shop:%")))
    .orderBy(asc(staffRoles.scope), sql`${staffRoles.role} <> 'owner'`);
  const seen = new Set<string>();
  return rows
    .filter((r) => isShopRole(r.role))
    .map((r) => ({
      shopId: r.scope.slice("shop:".length),
      role: r.role as ShopRole,
      shopName: r.header.shopName ?? "",
    }))
    .filter((s) => !seen.has(s.shopId) && Boolean(seen.add(s.shopId)));
}

/** The role `person` has in a shop (the owner's, when a row by email and one by phone differ), or null. */
export async function shopRoleOf(db: Db, person: Person, shopId: string): Promise<ShopRole | null> {
  const rows = await db
    .select({ role: staffRoles.role })
    .from(staffRoles)
    .where(and(isPerson(person), eq(staffRoles.scope, shopScope(shopId))));
  const roles = rows.map((r) => r.role).filter(isShopRole);
  return roles.includes("owner") ? "owner" : (roles[0] ?? null);
}

/** Whether `person` holds one of `roles` on the platform's scope. */
export async function hasPlatformRole(db: Db, person: Person, roles: readonly StaffRoleName[]) {
  const [row] = await db
    .select({ id: staffRoles.id })
    .from(staffRoles)
    .where(and(isPerson(person), eq(staffRoles.scope, PLATFORM), inArray(staffRoles.role, [...roles])))
    .limit(1);
  return Boolean(row);
}

/**
 * The first scope of `kind` ("kiosk", "franchise") where `person` holds
 * `role` (the oldest row), or null: the kiosk an operator runs, the
 * franchise its owner runs.
 */
export async function scopedRoleOf(
  db: Db,
  person: Person,
  role: StaffRoleName,
  kind: string,
): Promise<string | null> {
  const [row] = await db
    .select({ scope: staffRoles.scope })
    .from(staffRoles)
    .where(and(isPerson(person), eq(staffRoles.role, role), like(staffRoles.scope, `${kind}:%`)))
    .orderBy(asc(staffRoles.id))
    .limit(1);
  return row?.scope ?? null;
}

/**
 * Every role `person` holds, with the name of where (a shop's or a
 * franchise's name; "" for the platform and for scopes whose tables name
 * them elsewhere). `masters`
 * are the configured master admins' emails (MASTER_ADMIN_EMAILS).
 */
export async function rolesOf(db: Db, person: Person, masters: readonly string[] = []): Promise<StaffRole[]> {
  const rows = await db
    .select({
      role: staffRoles.role,
      scope: staffRoles.scope,
      shopName: sql<string | null>`${shops.header}->>'shopName'`,
      franchiseName: franchises.name,
    })
    .from(staffRoles)
    .leftJoin(shops, eq(staffRoles.scope, sql`'shop:' || ${shops.shopId}`))
    .leftJoin(franchises, eq(staffRoles.scope, sql`'franchise:' || ${franchises.id}`))
    .where(isPerson(person))
    .orderBy(asc(staffRoles.scope), asc(staffRoles.role));
  const roles: StaffRole[] = [];
  const key = (r: { role: string; scope: string }) => `${r.role}|${r.scope}`;
  const seen = new Set<string>();
  const add = (r: StaffRole) => {
    if (seen.has(key(r))) return;
    seen.add(key(r));
    roles.push(r);
  };
  if (person.email && masters.includes(person.email.toLowerCase()))
    add({ role: "master", scope: PLATFORM, name: "" });
  for (const r of rows)
    add({ role: r.role as StaffRoleName, scope: r.scope, name: r.shopName ?? r.franchiseName ?? "" });
  return roles;
}

/** Everyone with a role in a scope (of one role when given): owners first, then by when they were added. */
export function peopleIn(db: Db, scope: string, role?: StaffRoleName): Promise<StaffRoleRow[]> {
  return db
    .select()
    .from(staffRoles)
    .where(role ? and(eq(staffRoles.scope, scope), eq(staffRoles.role, role)) : eq(staffRoles.scope, scope))
    .orderBy(sql`${staffRoles.role} <> 'owner'`, asc(staffRoles.createdAt), asc(staffRoles.id));
}

/** Everyone with a role in a shop, owners first, then by when they were added. */
export const shopPeople = (db: Db, shopId: string) => peopleIn(db, shopScope(shopId));

export type Grant = {
  email?: string;
  phone?: string;
  role: StaffRoleName;
  scope: string;
  grantedBy?: string;
};

/**
 * Gives a person (email and/or phone) a role in a scope; returns the row, or
 * null when they already have a role there (by either).
 */
export async function grantRole(db: Db, grant: Grant): Promise<StaffRoleRow | null> {
  const email = grant.email?.trim().toLowerCase() || null;
  const phone = grant.phone?.trim() || null;
  if (!email && !phone) throw new Error("a role needs an email or a phone number");
  const [already] = await db
    .select({ id: staffRoles.id })
    .from(staffRoles)
    .where(and(isPerson({ email: email ?? "", phone: phone ?? "" }), eq(staffRoles.scope, grant.scope)))
    .limit(1);
  if (already) return null;
  const [row] = await db
    .insert(staffRoles)
    .values({ email, phone, role: grant.role, scope: grant.scope, grantedBy: grant.grantedBy ?? "" })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

/** Takes the role of `who` (an email or a +91 phone) in a scope away (of one role when given); the row removed, or null. */
export async function revokeRole(
  db: Db,
  { who, scope, role }: { who: string; scope: string; role?: StaffRoleName },
): Promise<StaffRoleRow | null> {
  const [row] = await db
    .delete(staffRoles)
    .where(and(isWho(who), eq(staffRoles.scope, scope), ...(role ? [eq(staffRoles.role, role)] : [])))
    .returning();
  return row ?? null;
}

/** Gives `email` a role in a shop; returns the row, or null when they already have one there. */
export function grantShopRole(
  db: Db,
  shopId: string,
  email: string,
  role: ShopRole,
  grantedBy = "",
): Promise<StaffRoleRow | null> {
  return grantRole(db, { email, role, scope: shopScope(shopId), grantedBy });
}

/** Takes `who`'s (an email or phone) role in a shop away; returns the row removed, or null. */
export function revokeShopRole(db: Db, shopId: string, who: string): Promise<StaffRoleRow | null> {
  return revokeRole(db, { who, scope: shopScope(shopId) });
}
