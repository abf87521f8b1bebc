/**
 * The demo shops. Images are local files under public/images/shops/{shopId}/,
 * stored as site paths; the API serves them as absolute URLs on
 * PUBLIC_SITE_URL (see `absoluteUrl` in shops.ts). Each UPI QR code was
 * generated once (qrcode is a devDependency) from
 * upi://pay?pa={upiId}&pn={encoded shopName}&cu=INR:
 *   node -e 'require("qrcode").toString(process.argv[1], { type: "svg", margin: 2, width: 296 })
 *     .then((s) => process.stdout.write(s + "\n"))' "upi://pay?pa=demo@upi&pn=Demo%20Kirana%20Store&cu=INR"
 *     > public/images/shops/demo/upi-qr.svg
 */
import { addMonths, newShopLifecycle } from "../../domain/shopLifecycle";
import type { NewShopRow } from "../db/schema";

/** Seeded footers carry the year the database was seeded. */
const YEAR = new Date().getFullYear();

const images = (shopId: string) => ({
  // Drawn from logo.svg beside it (npm run seed:photos): a raster, as a seller's uploaded logo is.
  logo: `/images/shops/${shopId}/logo.webp`,
  qrCode: `/images/shops/${shopId}/upi-qr.svg`,
});

/** The demo shops the platform starts with. */
export const seedShops: NewShopRow[] = [
  {
    shopId: "demo",
    shopType: "product",
    cod: true,
    upiId: "demo@upi",
    payeeName: "Demo Kirana Store",
    stateCode: "08",
    pickupAddress: "12 Johari Bazaar, Jaipur, Rajasthan - 302003",
    qrCode: images("demo").qrCode,
    deliverPp: 20,
    defaultDeliveryDate: 5,
    header: {
      phoneNumber: "+919876543210",
      email: "hello@demo-kirana.example",
      logo: images("demo").logo,
      shopName: "Demo Kirana Store",
      isShopNameVisible: true,
      tagline: "Fresh groceries and daily needs, delivered to your door",
      isTaglineVisible: true,
    },
    footer: {
      copyrightMessage: `© ${YEAR} Demo Kirana Store. All rights reserved.`,
      facebookUrl: "facebook.com/demokirana",
      instgramUrl: "www.instagram.com/demokirana",
      youtubeUrl: "https://www.youtube.com/@demokirana",
    },
  },
  {
    shopId: "seva",
    shopType: "service",
    cod: false,
    upiId: "seva@upi",
    payeeName: "Seva Home Services",
    stateCode: "08",
    pickupAddress: "4 Tonk Road, Jaipur, Rajasthan - 302015",
    qrCode: images("seva").qrCode,
    deliverPp: 0,
    defaultDeliveryDate: 2,
    header: {
      phoneNumber: "+919812345678",
      email: "bookings@seva-home.example",
      logo: images("seva").logo,
      shopName: "Seva Home Services",
      isShopNameVisible: true,
      tagline: "Electricians, plumbers and cleaners you can trust",
      isTaglineVisible: true,
    },
    footer: {
      copyrightMessage: `© ${YEAR} Seva Home Services`,
      facebookUrl: "https://www.facebook.com/sevahome",
      instgramUrl: "instagram.com/sevahome",
      youtubeUrl: "",
    },
  },
  {
    shopId: "kala",
    shopType: "product",
    cod: true,
    // Takes online payments through the platform's gateway (issue 37), where the platform has one.
    onlinePayments: true,
    upiId: "kala@upi",
    payeeName: "Kala Handicrafts",
    stateCode: "08",
    pickupAddress: "21 Bapu Bazaar, Jaipur, Rajasthan - 302003",
    qrCode: images("kala").qrCode,
    deliverPp: 40,
    defaultDeliveryDate: 7,
    header: {
      phoneNumber: "+919900112233",
      email: "namaste@kala-crafts.example",
      logo: images("kala").logo,
      shopName: "Kala Handicrafts",
      isShopNameVisible: true,
      tagline: "Handmade block prints and blue pottery from Jaipur",
      isTaglineVisible: false,
    },
    footer: {
      copyrightMessage: `© ${YEAR} Kala Handicrafts`,
      facebookUrl: "",
      instgramUrl: "https://instagram.com/kalacrafts",
      youtubeUrl: "youtube.com/@kalacrafts",
    },
  },
];

/** The demo sellers: shop X's owner signs in as `X.seller@example.com`; demo also has a staff member. */
export const sellerEmail = (shopId: string) => `${shopId}.seller@example.com`;
export const DEMO_STAFF_EMAIL = "demo.staff@example.com";
/** The seeded shops' owners also sign in by phone: demo 98765 00001, seva 98765 00002, kala 98765 00003. */
export const SELLER_PHONES: Readonly<Record<string, string>> = {
  demo: "+919876500001",
  seva: "+919876500002",
  kala: "+919876500003",
};
/** The seeded support admin (Google sign-in). The master admin comes from MASTER_ADMIN_EMAILS. */
export const SUPPORT_EMAIL = "support@example.com";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Where each seeded shop is in its life, so the master admin's list shows a
 * mix and every seeded shop still sells: demo paid now; seva paid seven
 * months ago, its renewal due (it stays open); kala in its 7-day free trial
 * from the seeding (a database kept past that sees its trial end, and kala
 * closes until it is paid). Each with its owner's email and phone.
 */
export function seededLifecycle(shopId: string, now: Date): Partial<NewShopRow> {
  const owner = { ownerEmail: sellerEmail(shopId), ownerPhone: SELLER_PHONES[shopId] ?? "" };
  if (shopId === "kala") return { ...owner, ...newShopLifecycle("trial", now) };
  if (shopId === "seva") {
    const paidAt = addMonths(new Date(now.getTime() - DAY_MS), -7);
    return { ...owner, ...newShopLifecycle("active", paidAt), createdAt: paidAt };
  }
  return { ...owner, ...newShopLifecycle("active", now) };
}
