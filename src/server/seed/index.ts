/**
 * Demo data, inserted only where missing (safe to run again; a shop or
 * product a seller has since edited is left alone): the shops (seed-shops.ts),
 * their catalogue (seed-catalog*.ts), a seller key per shop, each shop's
 * owner (`{shopId}.seller@example.com`, and by phone: SELLER_PHONES) and
 * demo's staff member, the support admin, a rider (by phone too), the
 * demo customer with orders (seed-customer.ts) and the blogs (seed-content.ts).
 * `npm run seed` seeds the configured database; the API seeds an empty one.
 *
 * Keys: SEED_SELLER_KEY gives shop X the seller key "{SEED_SELLER_KEY}-X",
 * SEED_RIDER_KEY the demo rider's key; unset, random keys are generated and
 * printed once. Only their hashes are stored.
 */
import { pathToFileURL } from "node:url";
import { signInPhone } from "../../domain/signInPhone";
import { readSettings } from "../../settings";
import { addRider, addSellerKey, hasSellerKey } from "../auth/credentials";
import type { Db } from "../db/connection";
import { type RiderRow, riders } from "../db/schema";
import { insertShopsIfMissing } from "../shops/queries";
import { insertProductsIfMissing } from "../shops/shelf";
import { grantRole, grantShopRole, PLATFORM, shopScope } from "../staff/roles";
import { seedContent } from "./blogs";
import { demoProducts } from "./catalog";
import { demoClothing, kalaProducts, sevaProducts } from "./catalog-more";
import { DEMO_CUSTOMER_EMAIL, seedDemoCustomer } from "./customer";
import { seedFranchise } from "./franchise";
import { seedKiosk } from "./kiosk";
import {
  DEMO_STAFF_EMAIL,
  SELLER_PHONES,
  SUPPORT_EMAIL,
  seededLifecycle,
  seedShops,
  sellerEmail,
} from "./shops";

export {
  FRANCHISE_ID,
  FRANCHISE_OWNER_EMAIL,
  FRANCHISE_RIDER_PHONE,
  FRANCHISE_SHOP_ID,
  seedFranchise,
} from "./franchise";
export { KIOSK_ID, KIOSK_OPERATOR_PHONE, KIOSK_SHOP_IDS, seedKiosk } from "./kiosk";
export { DEMO_STAFF_EMAIL, SELLER_PHONES, SUPPORT_EMAIL, sellerEmail } from "./shops";

export { seedShops };

export type SeedKeys = { sellerKey?: string | undefined; riderKey?: string | undefined };
/**
 * `kioskDemo`: also the demo kiosk operator and their merchants' shops (seed/kiosk.ts); `franchiseDemo`:
 * also the demo franchise with its shop and rider (seed/franchise.ts); both by `npm run seed` and an empty
 * database at start.
 */
export type SeedOptions = { kioskDemo?: boolean; franchiseDemo?: boolean };
export type SeedReport = {
  shops: string[];
  products: string[];
  orders: number;
  /** Seller keys created now, by shop (from SEED_SELLER_KEY or random). */
  sellerKeys: Record<string, string>;
  /** The demo rider's key when the rider was created now. */
  riderKey: string | null;
};

/** The first rider, or a new demo rider (with its key) when there is none. */
async function demoRider(db: Db, key?: string): Promise<{ rider: RiderRow; key: string | null }> {
  const [existing] = await db.select().from(riders).orderBy(riders.id).limit(1);
  if (existing) return { rider: existing, key: null };
  const rider = { name: "Ravi Kumar", phoneNumber: "+91-9829012345", vehicleType: "Bike" };
  return addRider(db, rider, key);
}

/** Inserts whatever demo data is missing; returns what it inserted and the keys it created. */
export async function seed(db: Db, keys: SeedKeys = {}, options: SeedOptions = {}): Promise<SeedReport> {
  const now = new Date();
  const shops = await insertShopsIfMissing(
    db,
    seedShops.map((shop) => ({ ...shop, ...seededLifecycle(shop.shopId, now) })),
  );
  const products = await insertProductsIfMissing(db, [
    ...demoProducts,
    ...demoClothing,
    ...sevaProducts,
    ...kalaProducts,
  ]);
  const sellerKeys: Record<string, string> = {};
  for (const { shopId } of seedShops) {
    if (await hasSellerKey(db, shopId)) continue;
    const key = keys.sellerKey ? `${keys.sellerKey}-${shopId}` : undefined;
    sellerKeys[shopId] = await addSellerKey(db, shopId, key, "seed");
  }
  for (const { shopId } of seedShops) {
    const phone = SELLER_PHONES[shopId];
    await grantRole(db, {
      email: sellerEmail(shopId),
      ...(phone ? { phone } : {}),
      role: "owner",
      scope: shopScope(shopId),
    });
  }
  await grantShopRole(db, "demo", DEMO_STAFF_EMAIL, "staff", sellerEmail("demo"));
  await grantRole(db, { email: SUPPORT_EMAIL, role: "support", scope: PLATFORM });
  const { rider, key: riderKey } = await demoRider(db, keys.riderKey);
  const riderPhone = signInPhone(rider.phoneNumber);
  if (riderPhone) await grantRole(db, { phone: riderPhone, role: "rider", scope: PLATFORM });
  const orders = await seedDemoCustomer(db, rider);
  await seedContent(db); // blogs, after the shops they belong to
  if (options.kioskDemo) await seedKiosk(db, now);
  if (options.franchiseDemo) await seedFranchise(db, now);
  return { shops, products, orders, sellerKeys, riderKey };
}

/** Log lines for a seed report; keys are printed only when they were generated here. */
export function describeSeed(report: SeedReport, keys: SeedKeys = {}): string[] {
  const lines = [
    `Seeded shops: ${report.shops.join(", ") || "none new"}; products: ${report.products.length}; ` +
      `orders of ${DEMO_CUSTOMER_EMAIL}: ${report.orders}`,
  ];
  const sellers = Object.entries(report.sellerKeys);
  if (sellers.length && keys.sellerKey) lines.push("Seller keys: SEED_SELLER_KEY-{shopId}");
  else if (sellers.length) {
    lines.push("Seller keys (X-Seller-Key), shown once; only their hashes are stored:");
    for (const [shopId, key] of sellers) lines.push(`  ${shopId}: ${key}`);
  }
  if (report.riderKey && !keys.riderKey)
    lines.push(`Rider key (X-Rider-Key), shown once: ${report.riderKey}`);
  return lines;
}

async function main(): Promise<void> {
  const { openDb } = await import("../db/connection");
  const handle = await openDb();
  try {
    await handle.migrate();
    const { SEED_SELLER_KEY: sellerKey, SEED_RIDER_KEY: riderKey } = readSettings();
    const keys = { sellerKey, riderKey };
    for (const line of describeSeed(
      await seed(handle.db, keys, { kioskDemo: true, franchiseDemo: true }),
      keys,
    ))
      console.log(line);
  } finally {
    await handle.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
