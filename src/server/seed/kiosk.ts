/**
 * The demo kiosk operator and their merchants, enrolled and paid through the
 * real code (onboarding/): Ramesh Sharma of kiosk EM-JPR-10482, who signs
 * in by phone (+91 99000 00001), with three merchants: Meena Dairy (paid in
 * cash), Joshi Tailors (in its free trial) and Khan Mobile Repair (its trial
 * ended unpaid: closed until paid). Their shops are new ones; the demo shops
 * are not touched. Seeded once: nothing happens when the kiosk exists.
 */
import { eq } from "drizzle-orm";
import { ONE_TIME_FEE_RUPEES } from "../../domain/kioskFees";
import type { Db } from "../db/connection";
import { kioskOperators } from "../db/schema";
import { recordPayment } from "../onboarding/fees";
import { addOperator, enrolMerchant } from "../onboarding/kiosk";

/** The seeded operator signs in with this phone. */
export const KIOSK_OPERATOR_PHONE = "+919900000001";
export const KIOSK_ID = "em-jpr-10482";

const SEED = "seed";
const DAY_MS = 24 * 60 * 60 * 1000;

const merchants = [
  {
    shopId: "meena-dairy",
    businessName: "Meena Dairy",
    ownerName: "Rakesh Meena",
    ownerEmail: "rakesh.meena@example.com",
    ownerPhone: "+919900000011",
    enrolledDaysAgo: 40,
    paidDaysAgo: 36,
  },
  {
    shopId: "khan-mobile",
    businessName: "Khan Mobile Repair",
    ownerName: "Imran Khan",
    ownerEmail: "imran.khan@example.com",
    ownerPhone: "+919900000013",
    enrolledDaysAgo: 10,
    paidDaysAgo: null,
  },
  {
    shopId: "joshi-tailors",
    businessName: "Joshi Tailors",
    ownerName: "Kavita Joshi",
    ownerEmail: "kavita.joshi@example.com",
    ownerPhone: "+919900000012",
    enrolledDaysAgo: 0,
    paidDaysAgo: null,
  },
] as const;

/** The shops of the demo kiosk's merchants. */
export const KIOSK_SHOP_IDS: readonly string[] = merchants.map((m) => m.shopId);

/** Seeds the kiosk operator and their merchants when the kiosk is not there yet; the shops it made. */
export async function seedKiosk(db: Db, now = new Date()): Promise<string[]> {
  const [existing] = await db
    .select({ id: kioskOperators.kioskId })
    .from(kioskOperators)
    .where(eq(kioskOperators.kioskId, KIOSK_ID));
  if (existing) return [];
  const operator = await addOperator(db, SEED, {
    kioskId: KIOSK_ID,
    name: "Ramesh Sharma",
    phone: KIOSK_OPERATOR_PHONE,
    email: "",
    ssoId: "RAMESH.SHARMA",
    address: "E-Mitra Kiosk, Main Bazaar, Bassi, Jaipur, Rajasthan 303301",
    commissionRupees: 2000,
  });
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
  for (const { enrolledDaysAgo, paidDaysAgo, ...merchant } of merchants) {
    await enrolMerchant(db, SEED, KIOSK_ID, { ...merchant, shopType: "product" }, ago(enrolledDaysAgo));
    if (paidDaysAgo !== null) {
      const payment = { method: "cash" as const, amount: ONE_TIME_FEE_RUPEES };
      await recordPayment(db, SEED, operator, merchant.shopId, payment, ago(paidDaysAgo));
    }
  }
  return [...KIOSK_SHOP_IDS];
}
