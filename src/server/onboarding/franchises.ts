/**
 * Franchises (src/contract/franchise.ts). A signed-in person (Google or a
 * phone code) signs a franchise up and runs it at once, as its owner (the
 * role "franchise" in "franchise:{id}"); no approval waits, and a master
 * admin may suspend it, after which its owner changes nothing until it is
 * resumed. Its storefronts are made through platform/shops.ts `createShop`
 * (the subdomain's rules, the shop owner's role, the shop's audit entry) with
 * the franchise as `via`, paid by the plan's upfront cost (so active, not in
 * a trial), and never more than the plan runs: counted under the
 * franchise's row lock, so two made at once cannot pass the limit. Each
 * write appends its audit entry (scope "franchise:{id}") in its transaction.
 */
import { and, count, desc, eq, ilike, like, or, sql } from "drizzle-orm";
import type * as v from "valibot";
import type {
  Franchise,
  FranchiseResponse,
  FranchiseShopRequest,
  FranchiseSignUpRequest,
  FranchisesResponse,
} from "../../contract/franchise";
import { FRANCHISE_PAGE_SIZE } from "../../contract/franchise";
import { franchiseIdFrom, franchiseScope, shopLimitRefusal, storeLimit } from "../../domain/franchise";
import { uniqueSlug } from "../../domain/slug";
import type { Identity } from "../auth/tokens";
import type { Db } from "../db/connection";
import { type FranchiseRow, franchises, type ShopRow, shops } from "../db/schema";
import { ApiFailure } from "../http/failure";
import { createShop, toPlatformShop } from "../platform/shops";
import { audit } from "../staff/audit";
import { grantRole, scopedRoleOf } from "../staff/roles";
import { franchiseRiders } from "./riders";

/** The franchise as its owner and the master admin read it, with how many shops it runs. */
export function toFranchise(row: FranchiseRow, shopCount: number): Franchise {
  return {
    id: row.id,
    name: row.name,
    area: row.area,
    plan: row.plan,
    storeLimit: storeLimit(row.plan),
    shopCount,
    commissionPercent: row.commissionPercent,
    status: row.status,
    suspendedReason: row.suspendedReason,
    ownerEmail: row.ownerEmail,
    ownerPhone: row.ownerPhone,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The shops made through a franchise. */
const ofFranchise = (id: string) => and(eq(shops.viaKind, "franchise"), eq(shops.viaId, id));

/** How many storefronts a franchise runs (suspended ones too: they are still its shops). */
export async function shopCountOf(db: Db, id: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(shops).where(ofFranchise(id));
  return row?.n ?? 0;
}

/** The franchise row, locked for a change when `lock`; 404 when there is none. */
export async function franchiseRow(db: Db, id: string, lock = false): Promise<FranchiseRow> {
  const base = db.select().from(franchises).where(eq(franchises.id, id));
  const [row] = lock ? await base.for("update") : await base;
  if (!row) throw new ApiFailure(404, "No franchise has this id", "franchiseId");
  return row;
}

/** The refusal of a suspended franchise's change, or nothing. */
export function checkActive(row: FranchiseRow): void {
  if (row.status === "suspended") {
    throw new ApiFailure(
      409,
      `This franchise is suspended${row.suspendedReason ? ` (${row.suspendedReason})` : ""}: call the helpline to resume it`,
    );
  }
}

/** A free id for a new franchise named `name`: its slug, or the slug with -2, -3… */
async function freeId(tx: Db, name: string): Promise<string> {
  const base = franchiseIdFrom(name);
  const taken = await tx
    .select({ id: franchises.id })
    .from(franchises)
    .where(or(eq(franchises.id, base), like(franchises.id, `${base}-%`)));
  return uniqueSlug(
    base,
    taken.map((t) => t.id),
  );
}

/**
 * Signs a franchise up for `person`, who becomes its owner; 409 when they
 * already run one. Two sign-ups of one person at once: one of them waits
 * for the other (an advisory lock on the person), then is refused.
 */
export async function signUpFranchise(
  db: Db,
  person: Identity,
  actor: string,
  input: v.InferOutput<typeof FranchiseSignUpRequest>,
  now: Date,
): Promise<FranchiseRow> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`franchise-signup:${actor}`}))`);
    const already = await scopedRoleOf(tx, person, "franchise", "franchise");
    if (already) {
      const [row] = await tx
        .select({ name: franchises.name })
        .from(franchises)
        .where(eq(franchises.id, already.slice("franchise:".length)));
      throw new ApiFailure(
        409,
        `You already run the franchise ${row?.name ?? already}: one franchise a person`,
      );
    }
    const id = await freeId(tx, input.name);
    const [row] = await tx
      .insert(franchises)
      .values({
        id,
        name: input.name,
        area: input.area,
        plan: input.plan,
        ownerEmail: person.email.toLowerCase(),
        ownerPhone: person.phone,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!row) throw new Error("the franchise row was not written");
    const granted = await grantRole(tx, {
      ...(person.email ? { email: person.email } : {}),
      ...(person.phone ? { phone: person.phone } : {}),
      role: "franchise",
      scope: franchiseScope(id),
      grantedBy: actor,
    });
    if (!granted) throw new Error(`franchise ${id} had people before it was made`);
    await audit(tx, {
      actor,
      action: "franchise.signup",
      scope: franchiseScope(id),
      target: id,
      after: toFranchise(row, 0),
    });
    return row;
  });
}

/** The franchise's page: the franchise, its shops (newest first) and its riders. */
export async function franchiseDetail(db: Db, id: string, now: Date): Promise<FranchiseResponse> {
  const [row, shopRows, riders] = await Promise.all([
    franchiseRow(db, id),
    db.select().from(shops).where(ofFranchise(id)).orderBy(desc(shops.createdAt), desc(shops.shopId)),
    franchiseRiders(db, id),
  ]);
  return {
    franchise: toFranchise(row, shopRows.length),
    shops: shopRows.map((shop) => toPlatformShop(shop, now)),
    riders,
  };
}

/**
 * Opens a storefront of the franchise with its owner: 409 past the plan's
 * storefronts (the 51st on Basic, the 101st on Premium) or for a suspended
 * franchise, 409 for a taken subdomain; nothing is made then.
 */
export async function addFranchiseShop(
  db: Db,
  actor: string,
  id: string,
  input: v.InferOutput<typeof FranchiseShopRequest>,
  now: Date,
): Promise<ShopRow> {
  return db.transaction(async (tx) => {
    const row = await franchiseRow(tx, id, true);
    checkActive(row);
    const refusal = shopLimitRefusal(row.plan, await shopCountOf(tx, id));
    if (refusal) throw new ApiFailure(409, refusal, "shopId");
    const shop = await createShop(
      tx,
      actor,
      { ...input, start: "active", via: { kind: "franchise", id } },
      now,
    );
    await audit(tx, {
      actor,
      action: "franchise.shop",
      scope: franchiseScope(id),
      target: shop.shopId,
      after: toPlatformShop(shop, now),
    });
    return shop;
  });
}

/** Changes a franchise under its lock with its audit entry; `change` answers the new columns, or throws. */
async function changeFranchise(
  db: Db,
  actor: string,
  id: string,
  action: string,
  now: Date,
  change: (row: FranchiseRow) => Partial<FranchiseRow>,
): Promise<Franchise> {
  return db.transaction(async (tx) => {
    const before = await franchiseRow(tx, id, true);
    const [after] = await tx
      .update(franchises)
      .set({ ...change(before), updatedAt: now })
      .where(eq(franchises.id, id))
      .returning();
    if (!after) throw new Error("the franchise row went missing under its lock");
    const shopCount = await shopCountOf(tx, id);
    await audit(tx, {
      actor,
      action,
      scope: franchiseScope(id),
      target: id,
      before: toFranchise(before, shopCount),
      after: toFranchise(after, shopCount),
    });
    return toFranchise(after, shopCount);
  });
}

/** The owner sets their commission (0 to 100 percent, checked by the contract). */
export const setCommission = (db: Db, actor: string, id: string, percent: number, now: Date) =>
  changeFranchise(db, actor, id, "franchise.commission", now, (row) => {
    checkActive(row);
    return { commissionPercent: percent };
  });

/** A master admin suspends a franchise (409 when it already is): its owner changes nothing until resumed. */
export const suspendFranchise = (db: Db, actor: string, id: string, reason: string, now: Date) =>
  changeFranchise(db, actor, id, "franchise.suspend", now, (row) => {
    if (row.status === "suspended") throw new ApiFailure(409, "This franchise is already suspended");
    return { status: "suspended", suspendedAt: now, suspendedReason: reason };
  });

/** A master admin resumes a suspended franchise (409 when it is not). */
export const resumeFranchise = (db: Db, actor: string, id: string, now: Date) =>
  changeFranchise(db, actor, id, "franchise.resume", now, (row) => {
    if (row.status !== "suspended") throw new ApiFailure(409, "This franchise is not suspended");
    return { status: "active", suspendedAt: null, suspendedReason: "" };
  });

/** Every franchise, newest first, a page at a time; `q` in its id, name, area or owner. */
export async function listFranchises(db: Db, q: string, page: number): Promise<FranchisesResponse> {
  const text = `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
  const where = q
    ? or(
        ilike(franchises.id, text),
        ilike(franchises.name, text),
        ilike(franchises.area, text),
        ilike(franchises.ownerEmail, text),
        ilike(franchises.ownerPhone, text),
      )
    : undefined;
  const shopCount = db
    .select({ n: count() })
    .from(shops)
    .where(and(eq(shops.viaKind, "franchise"), eq(shops.viaId, franchises.id)));
  const [rows, [total]] = await Promise.all([
    db
      .select({ row: franchises, shopCount: sql<number>`(${shopCount})` })
      .from(franchises)
      .where(where)
      .orderBy(desc(franchises.createdAt), desc(franchises.id))
      .limit(FRANCHISE_PAGE_SIZE)
      .offset((page - 1) * FRANCHISE_PAGE_SIZE),
    db.select({ n: count() }).from(franchises).where(where),
  ]);
  return {
    franchises: rows.map((r) => toFranchise(r.row, Number(r.shopCount))),
    total: total?.n ?? 0,
    page,
    pageSize: FRANCHISE_PAGE_SIZE,
  };
}
