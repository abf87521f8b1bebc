/**
 * The demo franchise, made through the real code (onboarding/): "Jaipur
 * North" on the Premium plan, signed up by franchise@example.com (Google),
 * its commission 5 %, one storefront (Pink City Sweets, with a pickup
 * address and three products) and one rider, Mohan Lal, who signs in with
 * his phone (+91 99000 00021). The demo shops are not touched. Seeded once:
 * nothing happens when the franchise exists.
 */
import { eq } from "drizzle-orm";
import type { Db } from "../db/connection";
import { franchises, shops } from "../db/schema";
import { addFranchiseShop, setCommission, signUpFranchise } from "../onboarding/franchises";
import { addFranchiseRider } from "../onboarding/riders";
import { insertProductsIfMissing, type ProductInput } from "../shops/shelf";
import { seedPhoto } from "./photos";

/** The franchise owner signs in with this Google email. */
export const FRANCHISE_OWNER_EMAIL = "franchise@example.com";
export const FRANCHISE_ID = "jaipur-north";
/** The franchise's rider signs in with this phone. */
export const FRANCHISE_RIDER_PHONE = "+919900000021";
export const FRANCHISE_SHOP_ID = "pink-city-sweets";

const SEED = "seed";

const image = (name: string) => [seedPhoto("demo", name)];

const sweets: ProductInput[] = [
  {
    shopId: FRANCHISE_SHOP_ID,
    productId: "organic-jaggery-1kg",
    name: "Organic Jaggery 1 kg",
    category: "Sweets",
    description: "Chemical-free jaggery from Rajasthan cane, set in blocks.",
    price: 120,
    gst: 0,
    units: 50,
    images: image("organic-jaggery-1kg"),
  },
  {
    shopId: FRANCHISE_SHOP_ID,
    productId: "forest-honey-500g",
    name: "Forest Honey 500 g",
    category: "Sweets",
    description: "Raw multiflora honey from the Aravalli forests.",
    price: 320,
    discountPrice: 299,
    gst: 5,
    units: 25,
    images: image("forest-honey-500g"),
  },
  {
    shopId: FRANCHISE_SHOP_ID,
    productId: "aloo-bhujia-400g",
    name: "Aloo Bhujia 400 g",
    category: "Namkeen",
    description: "Crisp potato bhujia with Bikaneri spices.",
    price: 110,
    gst: 12,
    units: 40,
    images: image("aloo-bhujia-400g"),
  },
];

/** Seeds the franchise with its shop and rider when it is not there yet; the shops it made. */
export async function seedFranchise(db: Db, now = new Date()): Promise<string[]> {
  const [existing] = await db
    .select({ id: franchises.id })
    .from(franchises)
    .where(eq(franchises.id, FRANCHISE_ID));
  if (existing) return [];
  const owner = { email: FRANCHISE_OWNER_EMAIL, phone: "", kind: "firebase" as const, authTime: 0 };
  const row = await signUpFranchise(
    db,
    owner,
    SEED,
    {
      name: "Jaipur North",
      area: "Jaipur North: Vidhyadhar Nagar, Shastri Nagar, Jhotwara",
      plan: "premium",
    },
    now,
  );
  await setCommission(db, SEED, row.id, 5, now);
  await addFranchiseShop(
    db,
    SEED,
    row.id,
    {
      shopId: FRANCHISE_SHOP_ID,
      name: "Pink City Sweets",
      ownerEmail: "pinkcity.seller@example.com",
      ownerPhone: "",
      shopType: "product",
    },
    now,
  );
  await db
    .update(shops)
    .set({
      pickupAddress: "14 Central Spine, Vidhyadhar Nagar, Jaipur, Rajasthan - 302039",
      header: {
        shopName: "Pink City Sweets",
        isShopNameVisible: true,
        tagline: "Jaggery, honey and namkeen from Jaipur",
        isTaglineVisible: true,
        phoneNumber: "+919900000020",
        email: "pinkcity.seller@example.com",
      },
    })
    .where(eq(shops.shopId, FRANCHISE_SHOP_ID));
  await insertProductsIfMissing(db, sweets);
  await addFranchiseRider(db, SEED, row.id, {
    name: "Mohan Lal",
    phone: FRANCHISE_RIDER_PHONE,
    vehicleType: "Scooter",
  });
  return [FRANCHISE_SHOP_ID];
}
