/**
 * The master admin's shops (src/contract/platform.ts): the list with search
 * and status filter, a new shop with its owner, one shop with its people,
 * audit and orders, and its suspension, resumption and hand-over. Each write
 * runs in one transaction with its audit entry (scope "shop:{id}"); the
 * caller drops the shop from every replica's cache after the commit.
 */
import { and, count, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import type * as v from "valibot";
import type {
  NewShopRequest,
  PlatformShop,
  PlatformShopDetail,
  PlatformShopsResponse,
  SubdomainCheckResponse,
} from "../../contract/platform";
import { PLATFORM_SHOP_COUNT_CAP, PLATFORM_SHOP_PAGE_SIZE } from "../../contract/platform";
import { shopLimitRefusal } from "../../domain/franchise";
import { toShopId } from "../../domain/host";
import { newSubdomainProblem, SUBDOMAIN_TAKEN } from "../../domain/newSubdomain";
import { newShopLifecycle, resumedStatus, type ShopStatus } from "../../domain/shopLifecycle";
import { signInPhone } from "../../domain/signInPhone";
import type { Db } from "../db/connection";
import {
  franchises,
  kioskOperators,
  type NewShopRow,
  orders,
  type ShopRow,
  shops,
  staffRoles,
} from "../db/schema";
import { ApiFailure, notFound } from "../http/failure";
import { enqueueMessages } from "../messages/outbox";
import { merchantNotices, sellerParams } from "../messages/sellerMessages";
import { statusIs, statusOf } from "../shops/lifecycle";
import { getShop } from "../shops/queries";
import { audit, auditOf } from "../staff/audit";
import { grantRole, isPerson, peopleIn, shopScope } from "../staff/roles";
import { toPerson } from "../staff/routes";

const iso = (at: Date | null) => at?.toISOString() ?? null;

/** A shop row as the master admin sees it, its status at `now`. */
export function toPlatformShop(row: ShopRow, now: Date): PlatformShop {
  return {
    shopId: row.shopId,
    name: row.header.shopName ?? "",
    shopType: row.shopType,
    ownerEmail: row.ownerEmail,
    ownerPhone: row.ownerPhone,
    status: statusOf(row, now),
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdBy,
    trialEndsAt: iso(row.trialEndsAt),
    paidAt: iso(row.paidAt),
    renewalDueAt: iso(row.renewalDueAt),
    suspendedAt: iso(row.suspendedAt),
    suspendedReason: row.suspendedReason,
    via: { kind: row.viaKind, id: row.viaId },
  };
}

/** `%text%` for LIKE with the text's own %, _ and \ taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/**
 * The search: `q` in the shop id, its name, the owner's email or the owner's
 * phone, any case (`search`, their one lower-case line: see the schema). A
 * whole Indian mobile number typed any usual way matches the phone exactly;
 * three or more digits with spaces, +, - or brackets match without them.
 * The trigram index needs 3 characters: a shorter `q` matches a shop id
 * exactly (its primary key).
 */
export function shopSearch(q: string): SQL | undefined {
  if (!q) return undefined;
  if (q.length < 3) return eq(shops.shopId, q.toLowerCase());
  const phone = signInPhone(q);
  if (phone) return eq(shops.ownerPhone, phone);
  const digits = q.replace(/[\s()+-]/g, "");
  const text = /^\d{3,}$/.test(digits) ? digits : q;
  return sql`${shops.search} like lower(${containing(text)})`;
}

/** Newest first, exactly as the list's indexes hold them ("desc nulls last"; a plain "desc" is nulls first). */
const NEWEST_FIRST = [sql`${shops.createdAt} desc nulls last`, sql`${shops.shopId} desc nulls last`];

/**
 * One page of shops, newest first, with how many match (up to the cap).
 * The page's ids come from the list's index in its order (it holds
 * `search`, so a broad search reads no row it skips), then its 25 rows; a
 * narrow one comes through the trigram index. The count stops at the cap.
 */
export async function listPlatformShops(
  db: Db,
  query: { q: string; status: ShopStatus | ""; page: number },
  now: Date,
): Promise<PlatformShopsResponse> {
  const where = and(query.status ? statusIs(query.status, now) : undefined, shopSearch(query.q));
  const matches = db
    .select({ one: sql`1` })
    .from(shops)
    .where(where)
    .limit(PLATFORM_SHOP_COUNT_CAP + 1)
    .as("matches");
  const pageIds = db
    .select({ shopId: shops.shopId })
    .from(shops)
    .where(where)
    .orderBy(...NEWEST_FIRST)
    .limit(PLATFORM_SHOP_PAGE_SIZE)
    .offset((query.page - 1) * PLATFORM_SHOP_PAGE_SIZE);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(shops)
      .where(inArray(shops.shopId, pageIds))
      .orderBy(...NEWEST_FIRST),
    db.select({ n: count() }).from(matches),
  ]);
  const total = Number(counted?.n ?? 0);
  return {
    shops: rows.map((row) => toPlatformShop(row, now)),
    total: Math.min(total, PLATFORM_SHOP_COUNT_CAP),
    more: total > PLATFORM_SHOP_COUNT_CAP,
    page: query.page,
    pageSize: PLATFORM_SHOP_PAGE_SIZE,
  };
}

/** Whether a new shop may take `typed` as its subdomain, and if not why. */
export async function checkSubdomain(db: Db, typed: string): Promise<SubdomainCheckResponse> {
  const shopId = toShopId(typed) ?? typed.trim().toLowerCase();
  const problem = newSubdomainProblem(typed) ?? ((await getShop(db, shopId)) ? SUBDOMAIN_TAKEN : null);
  return { shopId, available: problem === null, message: problem ?? "" };
}

/**
 * Refuses a `via` that names no kiosk operator or franchise (400 naming
 * `via.id`), or a franchise whose plan's storefronts are all open (409:
 * src/domain/franchise.ts, never over 100), whoever makes the shop. The
 * franchise's row stays locked to the commit, so two shops made at once
 * cannot both take its last place.
 */
async function checkVia(tx: Db, via: ParsedNewShop["via"]): Promise<void> {
  if (via.kind === "kiosk") {
    const [kiosk] = await tx
      .select({ id: kioskOperators.kioskId })
      .from(kioskOperators)
      .where(eq(kioskOperators.kioskId, via.id));
    if (!kiosk) throw new ApiFailure(400, `No kiosk operator has the kiosk id ${via.id}`, "via.id");
  } else if (via.kind === "franchise") {
    const [franchise] = await tx
      .select({ plan: franchises.plan })
      .from(franchises)
      .where(eq(franchises.id, via.id))
      .for("update");
    if (!franchise) throw new ApiFailure(400, `No franchise has the id ${via.id}`, "via.id");
    const [open] = await tx
      .select({ n: count() })
      .from(shops)
      .where(and(eq(shops.viaKind, "franchise"), eq(shops.viaId, via.id)));
    const full = shopLimitRefusal(franchise.plan, Number(open?.n ?? 0));
    if (full) throw new ApiFailure(409, full, "via.id");
  }
}

/**
 * The settings a new shop starts with (as the seed's shops): its name shown, COD on, delivery 20 in 5
 * days, and its contact line the owner's phone and email as given (a kiosk, a franchise or a master
 * admin took them), which the seller changes in Settings.
 */
function newShopRow(input: ParsedNewShop, actor: string, now: Date): NewShopRow {
  return {
    shopId: input.shopId,
    shopType: input.shopType,
    cod: true,
    deliverPp: 20,
    defaultDeliveryDate: 5,
    header: {
      shopName: input.name,
      isShopNameVisible: true,
      tagline: "",
      isTaglineVisible: true,
      phoneNumber: input.ownerPhone,
      email: input.ownerEmail,
    },
    footer: { copyrightMessage: `© ${now.getUTCFullYear()} ${input.name}` },
    ...newShopLifecycle(input.start, now),
    ownerEmail: input.ownerEmail,
    ownerPhone: input.ownerPhone,
    createdBy: actor,
    viaKind: input.via.kind,
    viaId: input.via.id,
    createdAt: now,
    updatedAt: now,
  };
}

/** NewShopRequest as the contract parsed it. */
export type ParsedNewShop = v.InferOutput<typeof NewShopRequest>;

/**
 * Makes a shop and gives its owner the owner role; 409 when the subdomain is
 * taken, and `via` checked (checkVia). Kiosk operators' enrolments and
 * franchise owners' shops are made here too (onboarding/).
 */
export async function createShop(db: Db, actor: string, input: ParsedNewShop, now: Date): Promise<ShopRow> {
  return db.transaction(async (tx) => {
    await checkVia(tx, input.via);
    const [row] = await tx
      .insert(shops)
      .values(newShopRow(input, actor, now))
      .onConflictDoNothing({ target: shops.shopId })
      .returning();
    if (!row) throw new ApiFailure(409, SUBDOMAIN_TAKEN, "shopId");
    const owner = await grantRole(tx, {
      ...(input.ownerEmail ? { email: input.ownerEmail } : {}),
      ...(input.ownerPhone ? { phone: input.ownerPhone } : {}),
      role: "owner",
      scope: shopScope(row.shopId),
      grantedBy: actor,
    });
    if (!owner) throw new Error(`shop ${row.shopId} had people before it was made`);
    await Promise.all([
      audit(tx, {
        actor,
        action: "shop.create",
        scope: shopScope(row.shopId),
        target: row.shopId,
        after: toPlatformShop(row, now),
      }),
      // The new merchant's welcome, with their shop's address and the staff app's (issue 36).
      enqueueMessages(
        tx,
        merchantNotices(
          row,
          "shop.welcome",
          row.shopId,
          "merchant_welcome",
          sellerParams(row, {}),
          now,
          false,
        ),
      ),
    ]);
    return row;
  });
}

/** The newest audit entries a shop's page shows. */
const SHOP_AUDIT_ENTRIES = 20;
const THIRTY_DAYS_MS = 30 * 24 * 60 * 60 * 1000;

/** One shop as its page shows it: 404 when no shop has the id. */
export async function shopDetail(db: Db, shopId: string, now: Date): Promise<PlatformShopDetail> {
  const row = await getShop(db, shopId);
  if (!row) throw notFound("Shop", "shopId");
  const scope = shopScope(shopId);
  const [people, entries, [counted]] = await Promise.all([
    peopleIn(db, scope),
    auditOf(db, scope, undefined, SHOP_AUDIT_ENTRIES),
    db
      .select({
        total: count(),
        open: sql<number>`count(*) filter (where ${orders.orderStatus} <> 'CANCEL' and ${inArray(orders.riderStatus, ["Pending", "Confirmed", "En Route", "In Transit"])})`,
        last30Days: sql<number>`count(*) filter (where ${orders.createdAt} > ${new Date(now.getTime() - THIRTY_DAYS_MS).toISOString()}::timestamptz)`,
      })
      .from(orders)
      .where(eq(orders.shopId, shopId)),
  ]);
  return {
    shop: toPlatformShop(row, now),
    people: people.map(toPerson),
    audit: entries.map((e) => ({ ...e, at: e.at.toISOString() })),
    orders: {
      total: Number(counted?.total ?? 0),
      open: Number(counted?.open ?? 0),
      last30Days: Number(counted?.last30Days ?? 0),
    },
  };
}

/** Locks the shop's row for a change; 404 when there is none. */
async function lockShop(tx: Db, shopId: string): Promise<ShopRow> {
  const [row] = await tx.select().from(shops).where(eq(shops.shopId, shopId)).for("update");
  if (!row) throw notFound("Shop", "shopId");
  return row;
}

/** What the audit keeps of a shop's state around a change. */
const stateOf = (row: ShopRow, now: Date) => ({
  status: statusOf(row, now),
  suspendedReason: row.suspendedReason,
  ownerEmail: row.ownerEmail,
  ownerPhone: row.ownerPhone,
});

/** Changes one shop under its lock with its audit entry; `change` answers the new columns, or throws. */
async function changeShop(
  db: Db,
  actor: string,
  shopId: string,
  action: string,
  now: Date,
  change: (row: ShopRow, tx: Db) => Promise<Partial<NewShopRow>>,
): Promise<ShopRow> {
  return db.transaction(async (tx) => {
    const before = await lockShop(tx, shopId);
    const set = await change(before, tx);
    const [after] = await tx
      .update(shops)
      .set({ ...set, updatedAt: now })
      .where(eq(shops.shopId, shopId))
      .returning();
    if (!after) throw new Error("the shop row went missing under its lock");
    await audit(tx, {
      actor,
      action,
      scope: shopScope(shopId),
      target: shopId,
      before: stateOf(before, now),
      after: stateOf(after, now),
    });
    return after;
  });
}

/** Suspends a shop (409 when it already is): its storefront closes and takes no orders; its data stays. */
export const suspendShop = (db: Db, actor: string, shopId: string, reason: string, now: Date) =>
  changeShop(db, actor, shopId, "shop.suspend", now, async (row) => {
    if (row.status === "suspended") throw new ApiFailure(409, "This shop is already suspended");
    return { status: "suspended", suspendedAt: now, suspendedReason: reason };
  });

/**
 * Resumes a suspended shop (409 when it is not): back to active once paid, else to its trial. The
 * last suspension's time and reason stay with the shop (the master's shop page shows them), as in
 * the audit log.
 */
export const resumeShop = (db: Db, actor: string, shopId: string, now: Date) =>
  changeShop(db, actor, shopId, "shop.resume", now, async (row) => {
    if (row.status !== "suspended") throw new ApiFailure(409, "This shop is not suspended");
    return { status: resumedStatus(row) };
  });

/**
 * Hands the shop to a new owner (email and/or phone): every owner role of
 * the shop goes (the old owner loses access at their next call), and any
 * role the new owner held there becomes the owner's. 409 when they already
 * are its only owner.
 */
export const transferShop = (
  db: Db,
  actor: string,
  shopId: string,
  to: { email: string; phone: string },
  now: Date,
) =>
  changeShop(db, actor, shopId, "shop.transfer", now, async (_row, tx) => {
    const scope = shopScope(shopId);
    const owners = await peopleIn(tx, scope, "owner");
    const same =
      owners.length === 1 &&
      owners[0]?.email === (to.email || null) &&
      owners[0]?.phone === (to.phone || null);
    if (same) throw new ApiFailure(409, "They already own this shop", to.email ? "email" : "phone");
    await tx
      .delete(staffRoles)
      .where(and(eq(staffRoles.scope, scope), or(eq(staffRoles.role, "owner"), isPerson(to))));
    await grantRole(tx, {
      ...(to.email ? { email: to.email } : {}),
      ...(to.phone ? { phone: to.phone } : {}),
      role: "owner",
      scope,
      grantedBy: actor,
    });
    return { ownerEmail: to.email, ownerPhone: to.phone };
  });
