/**
 * Demo blogs: three by the shop kala, four by the platform (one in Hindi).
 * Inserted only where their slug is missing, so seeding again changes nothing;
 * a shop's blogs are skipped while that shop does not exist.
 *
 * Covers are local files under public/images/blogs/ (1200×630 WebP, drawn
 * once as SVG motifs on a gradient and converted with sharp), stored as site
 * paths and served as absolute URLs on PUBLIC_SITE_URL, like shop logos.
 */
import { inArray } from "drizzle-orm";
import { slugify } from "../../domain/slug";
import { insertBlogsIfMissing } from "../blogs/queries";
import type { Db } from "../db/connection";
import type { NewBlogRow } from "../db/schema/content";
import { shops } from "../db/schema/shops";

type SeedBlog = Omit<NewBlogRow, "slug" | "coverImage" | "createdAt"> & { cover: string; date: string };

const blog = ({ cover, date, ...rest }: SeedBlog): NewBlogRow => ({
  ...rest,
  slug: slugify(rest.title),
  coverImage: `/images/blogs/${cover}.webp`,
  createdAt: new Date(`${date}T10:00:00+05:30`),
});

/** The demo blogs, oldest first. */
export const seedBlogs: NewBlogRow[] = [
  {
    title: "Take Your Kirana Store Online in One Afternoon",
    description:
      "A storefront on your own subdomain, your products and a UPI QR code: the five steps, start to finish.",
    content: [
      "Your regular customers already order on WhatsApp. A storefront gives those orders a bag, an address and a status your customers can follow.",
      "Pick a shop name, upload a logo, add ten products with a price, stock and a short description, and upload your UPI QR code.",
      "Share the link on WhatsApp and print it on your bills. Orders arrive with the address and the payment method already chosen.",
    ],
    keywords: ["kirana", "getting started", "online store"],
    cover: "kirana-online",
    date: "2025-01-10",
  },
  {
    title: "UPI QR or Cash on Delivery: What Should Your Shop Offer?",
    description: "How each payment method works on the platform, and when to switch cash on delivery off.",
    content: [
      "Every shop shows its UPI QR code at checkout. Customers scan it, pay, and confirm the order; you see the amount before you pack.",
      "Cash on delivery brings in first-time buyers who do not trust online payments yet. It also brings returns: keep it for nearby pin codes.",
      "Service shops usually take UPI only. You can turn cash on delivery on or off in your shop settings at any time.",
    ],
    keywords: ["payments", "UPI", "cash on delivery"],
    cover: "upi-or-cod",
    date: "2025-02-03",
  },
  {
    title: "E-Mitra Operators: Earn ₹2,000 per Merchant Website",
    description:
      "Sell the shop-builder to merchants near your kiosk: ₹3,000 lifetime fee, ₹2,000 commission to you.",
    content: [
      "Each merchant website costs a one-time ₹3,000. Of that, ₹2,000 is your commission as the operator who set it up.",
      "Renew after six months to keep earning. Merchants can try the platform free for 7 days before they pay.",
      "Online training runs Monday to Saturday at 5 pm. Bring your first merchant's logo, ten products and a shop photo.",
    ],
    keywords: ["e-mitra", "commission", "kiosk"],
    cover: "emitra-commission",
    date: "2025-03-15",
  },
  {
    title: "अपनी दुकान को ऑनलाइन कैसे ले जाएँ",
    description: "छोटे दुकानदारों के लिए आसान तरीका: अपना स्टोर, अपने ग्राहक, UPI से भुगतान।",
    content: [
      "आपके ग्राहक पहले से ही फ़ोन पर ऑर्डर देते हैं। ऑनलाइन स्टोर से हर ऑर्डर का पता, भुगतान और स्थिति एक जगह दिखती है।",
      "दुकान का नाम, लोगो, दस उत्पाद और अपना UPI QR कोड जोड़ें। फिर लिंक WhatsApp पर भेजें।",
    ],
    keywords: ["हिंदी", "ऑनलाइन दुकान", "शुरुआत"],
    cover: "dukan-online-hindi",
    date: "2025-04-01",
  },
  {
    title: "The Story of Jaipur Blue Pottery",
    description:
      "Quartz, not clay: how Jaipur's blue pottery is made, and why every piece is slightly different.",
    content: [
      "Jaipur blue pottery is made from quartz powder, glass, multani mitti and gum, not from clay. It is fired once, at a low heat.",
      "The cobalt blue and copper green come from metal oxides painted by hand. No two plates come out of the kiln alike.",
      "Wash it by hand and keep it out of the oven: the glaze is glass, and it loves gentle care.",
    ],
    keywords: ["blue pottery", "Jaipur", "handmade"],
    shopId: "kala",
    cover: "jaipur-blue-pottery",
    date: "2025-04-20",
  },
  {
    title: "How Sanganeri Block Prints Are Made",
    description: "From carved sheesham blocks to the river-washed cloth: a day at a Sanganer printing table.",
    content: [
      "Each colour has its own carved wooden block. A printer presses them by hand, one after another, lining up every repeat by eye.",
      "The cloth is dried in the sun between colours, then washed and dried again, which sets the dyes and softens the cotton.",
    ],
    keywords: ["block print", "Sanganer", "cotton"],
    shopId: "kala",
    cover: "sanganeri-block-prints",
    date: "2025-05-12",
  },
  {
    title: "Caring for Your Hand-Block-Printed Cottons",
    description: "Cold water, mild soap, shade: keep natural dyes bright for years.",
    content: [
      "Wash the first time on its own, in cold water with a mild soap. Some natural dye leaves the cloth in the first wash; that is normal.",
      "Dry in the shade, inside out. Iron on the reverse while the cloth is still a little damp.",
    ],
    keywords: ["care guide", "cotton", "block print"],
    shopId: "kala",
    cover: "caring-for-block-printed-cottons",
    date: "2025-06-02",
  },
].map(blog);

/** Inserts the demo blogs that are missing (skipping those of absent shops); returns the slugs inserted. */
export async function seedContent(db: Db): Promise<string[]> {
  const owners = [...new Set(seedBlogs.flatMap((b) => (b.shopId ? [b.shopId] : [])))];
  const present = await db.select({ shopId: shops.shopId }).from(shops).where(inArray(shops.shopId, owners));
  const existing = new Set(present.map((r) => r.shopId));
  return insertBlogsIfMissing(
    db,
    seedBlogs.filter((b) => !b.shopId || existing.has(b.shopId)),
  );
}
