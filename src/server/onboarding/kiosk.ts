/**
 * Kiosk operators and their merchants (src/contract/kiosk.ts): a master
 * admin adds an operator (their row and their role, "operator" in
 * "kiosk:{kioskId}"); an operator enrols merchants (a shop in its free trial
 * through platform/shops.ts `createShop`, with the kiosk as its `via`) and
 * lists them with the filter and search of src/domain/kioskMerchants.ts;
 * their commission is summed from the payments (fees.ts). Each write runs
 * in one transaction with its audit entry.
 */
import { and, count, desc, eq, gte, ilike, or, type SQL, sql } from "drizzle-orm";
import type * as v from "valibot";
import type {
  EnrolMerchantRequest,
  KioskCommission,
  KioskMerchant,
  KioskMerchantsQuery,
  KioskMerchantsResponse,
  KioskOperator,
  NewKioskOperatorRequest,
} from "../../contract/kiosk";
import { KIOSK_MERCHANT_PAGE_SIZE } from "../../contract/kiosk";
import { feeDue, merchantUserId, paymentStatus } from "../../domain/kioskFees";
import {
  ACTIVE_STATUSES,
  activityOf,
  enrolledSince,
  INACTIVE_STATUSES,
  type MerchantFilter,
  showKioskId,
} from "../../domain/kioskMerchants";
import type { ShopStatus } from "../../domain/shopLifecycle";
import type { Db } from "../db/connection";
import {
  type KioskMerchantRow,
  type KioskOperatorRow,
  kioskMerchants,
  kioskOperators,
  kioskPayments,
  type ShopRow,
  shops,
} from "../db/schema";
import { ApiFailure } from "../http/failure";
import { createShop, shopSearch } from "../platform/shops";
import { statusIs, statusOf } from "../shops/lifecycle";
import { audit } from "../staff/audit";
import { grantRole, PLATFORM } from "../staff/roles";

/** The scope of a kiosk's operator role. */
export const kioskScope = (kioskId: string) => `kiosk:${kioskId}`;

const iso = (at: Date | null) => at?.toISOString() ?? null;

export const toOperator = (row: KioskOperatorRow): KioskOperator => ({
  kioskId: row.kioskId,
  name: row.name,
  phone: row.phone,
  email: row.email,
  ssoId: row.ssoId,
  address: row.address,
  photo: row.photo,
  commissionRupees: row.commissionRupees,
  createdAt: row.createdAt.toISOString(),
  createdBy: row.createdBy,
});

/** Every operator, newest first (the master admin's list). */
export async function listOperators(db: Db): Promise<KioskOperator[]> {
  const rows = await db.select().from(kioskOperators).orderBy(desc(kioskOperators.createdAt));
  return rows.map(toOperator);
}

/** The operator of a kiosk; 403 when the role outlived its row (nobody should see this). */
export async function operatorOf(db: Db, kioskId: string): Promise<KioskOperatorRow> {
  const [row] = await db.select().from(kioskOperators).where(eq(kioskOperators.kioskId, kioskId));
  if (!row) throw new ApiFailure(403, "This kiosk is no longer on the platform");
  return row;
}

/**
 * Adds a kiosk operator and gives their phone (and email, when given) the
 * operator role of their kiosk; 409 when the kiosk id or the phone is taken,
 * or the person already runs a kiosk.
 */
export async function addOperator(
  db: Db,
  actor: string,
  input: v.InferOutput<typeof NewKioskOperatorRequest>,
): Promise<KioskOperatorRow> {
  return db.transaction(async (tx) => {
    const taken = await tx
      .select({ kioskId: kioskOperators.kioskId, phone: kioskOperators.phone })
      .from(kioskOperators)
      .where(or(eq(kioskOperators.kioskId, input.kioskId), eq(kioskOperators.phone, input.phone)));
    if (taken.some((t) => t.kioskId === input.kioskId))
      throw new ApiFailure(409, `The kiosk ${showKioskId(input.kioskId)} already has an operator`, "kioskId");
    if (taken.length > 0) throw new ApiFailure(409, "That phone number already runs a kiosk", "phone");
    const [row] = await tx
      .insert(kioskOperators)
      .values({ ...input, createdBy: actor })
      .onConflictDoNothing()
      .returning();
    if (!row)
      throw new ApiFailure(409, `The kiosk ${showKioskId(input.kioskId)} already has an operator`, "kioskId");
    const role = await grantRole(tx, {
      phone: input.phone,
      ...(input.email ? { email: input.email } : {}),
      role: "operator",
      scope: kioskScope(row.kioskId),
      grantedBy: actor,
    });
    if (!role) throw new Error(`kiosk ${row.kioskId} had people before it was made`);
    await audit(tx, {
      actor,
      action: "kiosk.operator.add",
      scope: PLATFORM,
      target: row.kioskId,
      after: toOperator(row),
    });
    return row;
  });
}

/** A merchant's row as the operator's list shows it, its status at `now`. */
export function toMerchant(merchant: KioskMerchantRow, shop: ShopRow, now: Date): KioskMerchant {
  const status = statusOf(shop, now);
  return {
    userId: merchantUserId(merchant.id),
    shopId: shop.shopId,
    name: merchant.ownerName,
    phone: shop.ownerPhone,
    email: shop.ownerEmail,
    businessName: shop.header.shopName ?? "",
    paymentStatus: paymentStatus(shop),
    status,
    activity: activityOf(status),
    due: feeDue(shop, now),
    enrolledAt: merchant.createdAt.toISOString(),
    trialEndsAt: iso(shop.trialEndsAt),
    paidAt: iso(shop.paidAt),
    renewalDueAt: iso(shop.renewalDueAt),
  };
}

const anyStatus = (statuses: readonly ShopStatus[], now: Date) =>
  or(...statuses.map((s) => statusIs(s, now)));

/** The filter select's choice as SQL (src/domain/kioskMerchants.ts `passesFilter`). */
export function filterSql(filter: MerchantFilter, now: Date): SQL | undefined {
  if (filter === "ACTIVE") return anyStatus(ACTIVE_STATUSES, now);
  if (filter === "INACTIVE") return anyStatus(INACTIVE_STATUSES, now);
  const since = enrolledSince(filter, now);
  return since ? gte(kioskMerchants.createdAt, since) : undefined;
}

/** `%text%` for ILIKE with the text's own %, _ and \ taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/** 'Find User...': the User ID (KM-000012, or its number), the owner's name, or what the shop search finds. */
export function merchantSearch(q: string): SQL | undefined {
  if (!q) return undefined;
  const userNo = /^km-?(\d{1,9})$/i.exec(q.replace(/\s/g, ""));
  return or(
    ilike(kioskMerchants.ownerName, containing(q)),
    userNo ? eq(kioskMerchants.id, Number(userNo[1])) : undefined,
    shopSearch(q),
  );
}

/** One page of a kiosk's merchants, newest first, with how many match. */
export async function listMerchants(
  db: Db,
  kioskId: string,
  query: v.InferOutput<typeof KioskMerchantsQuery>,
  now: Date,
): Promise<KioskMerchantsResponse> {
  const where = and(
    eq(kioskMerchants.kioskId, kioskId),
    filterSql(query.filter, now),
    merchantSearch(query.q),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ merchant: kioskMerchants, shop: shops })
      .from(kioskMerchants)
      .innerJoin(shops, eq(shops.shopId, kioskMerchants.shopId))
      .where(where)
      .orderBy(desc(kioskMerchants.createdAt), desc(kioskMerchants.id))
      .limit(KIOSK_MERCHANT_PAGE_SIZE)
      .offset((query.page - 1) * KIOSK_MERCHANT_PAGE_SIZE),
    db
      .select({ n: count() })
      .from(kioskMerchants)
      .innerJoin(shops, eq(shops.shopId, kioskMerchants.shopId))
      .where(where),
  ]);
  return {
    merchants: rows.map((r) => toMerchant(r.merchant, r.shop, now)),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: KIOSK_MERCHANT_PAGE_SIZE,
  };
}

/** One of the kiosk's merchants with its shop; 404 when the kiosk enrolled no such shop. */
export async function merchantOf(
  db: Db,
  kioskId: string,
  shopId: string,
  lock = false,
): Promise<{ merchant: KioskMerchantRow; shop: ShopRow }> {
  const base = db
    .select({ merchant: kioskMerchants, shop: shops })
    .from(kioskMerchants)
    .innerJoin(shops, eq(shops.shopId, kioskMerchants.shopId))
    .where(and(eq(kioskMerchants.kioskId, kioskId), eq(kioskMerchants.shopId, shopId)));
  const [row] = lock ? await base.for("update") : await base;
  if (!row) throw new ApiFailure(404, "No merchant of yours has this shop", "shopId");
  return row;
}

/**
 * Enrols a merchant: their shop opens at its subdomain in its 7-day free
 * trial (createShop: the subdomain's rules, its owner's role by email and
 * phone, its audit entry), and the kiosk keeps them in its list.
 */
export async function enrolMerchant(
  db: Db,
  actor: string,
  kioskId: string,
  input: v.InferOutput<typeof EnrolMerchantRequest>,
  now: Date,
): Promise<{ merchant: KioskMerchantRow; shop: ShopRow }> {
  return db.transaction(async (tx) => {
    const shop = await createShop(
      tx,
      actor,
      {
        shopId: input.shopId,
        name: input.businessName,
        ownerEmail: input.ownerEmail,
        ownerPhone: input.ownerPhone,
        shopType: input.shopType,
        start: "trial",
        via: { kind: "kiosk", id: kioskId },
      },
      now,
    );
    const [merchant] = await tx
      .insert(kioskMerchants)
      .values({ shopId: shop.shopId, kioskId, ownerName: input.ownerName, enrolledBy: actor, createdAt: now })
      .returning();
    if (!merchant) throw new Error("the merchant row was not written");
    await audit(tx, {
      actor,
      action: "kiosk.enrol",
      scope: kioskScope(kioskId),
      target: shop.shopId,
      after: toMerchant(merchant, shop, now),
    });
    return { merchant, shop };
  });
}

/** The operator's commission card: their merchants counted by state, and the payments summed. */
export async function commissionOf(db: Db, operator: KioskOperatorRow, now: Date): Promise<KioskCommission> {
  const mine = eq(kioskMerchants.kioskId, operator.kioskId);
  const counted = (condition: SQL | undefined) => sql<number>`count(*) filter (where ${condition})`;
  const [[merchants], [payments]] = await Promise.all([
    db
      .select({
        all: count(),
        paid: counted(sql`${shops.paidAt} is not null`),
        renewalsDue: counted(statusIs("renewal", now)),
        inTrial: counted(statusIs("trial", now)),
        trialEnded: counted(statusIs("ended", now)),
      })
      .from(kioskMerchants)
      .innerJoin(shops, eq(shops.shopId, kioskMerchants.shopId))
      .where(mine),
    db
      .select({
        renewals: sql<number>`count(*) filter (where ${kioskPayments.kind} = 'renewal')`,
        collected: sql<string>`coalesce(sum(${kioskPayments.amount}), 0)`,
        earned: sql<string>`coalesce(sum(${kioskPayments.commission}), 0)`,
      })
      .from(kioskPayments)
      .where(eq(kioskPayments.kioskId, operator.kioskId)),
  ]);
  return {
    perPayment: operator.commissionRupees,
    merchants: Number(merchants?.all ?? 0),
    paidMerchants: Number(merchants?.paid ?? 0),
    renewals: Number(payments?.renewals ?? 0),
    feesCollected: Number(payments?.collected ?? 0),
    earned: Number(payments?.earned ?? 0),
    renewalsDue: Number(merchants?.renewalsDue ?? 0),
    inTrial: Number(merchants?.inTrial ?? 0),
    trialEnded: Number(merchants?.trialEnded ?? 0),
  };
}
