/** Shop data functions: each takes the db first, returns plain data, knows nothing of HTTP. */

import { asc, count, eq } from "drizzle-orm";
import * as v from "valibot";
import { StoreData } from "../../contract/shop";
import { storefrontStatus } from "../../domain/shopLifecycle";
import type { Db } from "../db/connection";
import { type NewShopRow, type ShopRow, shops } from "../db/schema";
import { statusOf } from "./lifecycle";

/** Shop ids, sorted (a shop id is its subdomain): every one, or page `page` (from 1) of `limit`. */
export async function listShopIds(db: Db, paging?: { page: number; limit: number }): Promise<string[]> {
  const query = db.select({ shopId: shops.shopId }).from(shops).orderBy(asc(shops.shopId));
  const rows = paging
    ? await query.limit(paging.limit).offset((paging.page - 1) * paging.limit)
    : await query;
  return rows.map((r) => r.shopId);
}

/** One shop row, or null when no shop has that id. */
export async function getShop(db: Db, shopId: string): Promise<ShopRow | null> {
  const [row] = await db.select().from(shops).where(eq(shops.shopId, shopId)).limit(1);
  return row ?? null;
}

/** How many shops exist. */
export async function countShops(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(shops);
  return row?.n ?? 0;
}

/** Inserts shops whose id is not taken yet; existing shops are left untouched. Returns the ids inserted. */
export async function insertShopsIfMissing(db: Db, rows: NewShopRow[]): Promise<string[]> {
  if (rows.length === 0) return [];
  const inserted = await db
    .insert(shops)
    .values(rows)
    .onConflictDoNothing({ target: shops.shopId })
    .returning({ shopId: shops.shopId });
  return inserted.map((r) => r.shopId);
}

/**
 * A stored image reference as a URL the browser can load: site paths ("/images/…")
 * are served by the platform web server, so they get its origin; absolute URLs pass.
 */
export function absoluteUrl(value: string, siteUrl: string): string {
  return value.startsWith("/") && !value.startsWith("//") ? new URL(value, siteUrl).href : value;
}

/** A shop row as the storeData contract (SPEC §3), defaults filled, image URLs absolute. */
export function toStoreData(row: ShopRow, siteUrl: string, gateway = false): StoreData {
  return v.parse(StoreData, {
    shopId: row.shopId,
    shopType: row.shopType,
    settings: {
      header: { ...row.header, logo: absoluteUrl(row.header.logo ?? "", siteUrl) },
      footer: row.footer,
    },
    cod: row.cod,
    onlinePayments: gateway && row.onlinePayments,
    QRCode: absoluteUrl(row.qrCode, siteUrl),
    upiId: row.upiId,
    defaultDeliveryDate: row.defaultDeliveryDate,
    deliverPp: row.deliverPp,
    deviceToken: row.deviceToken,
    payeeName: row.payeeName,
    whatsapp: row.whatsapp,
    status: storefrontStatus(statusOf(row, new Date())),
  });
}
