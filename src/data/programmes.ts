/**
 * Programme and product pages of SPEC §2 (/rajeevika and its aliases, the
 * generic programme page, /ebazaar, /rajasthanfpo, /marketplace, /radio).
 * The spec does not show their contents; these are written for the platform.
 */

import { shopUrl } from "../domain/shopUrl";
import { asset } from "./images";
import { adminLinks } from "./site";
import type { Card, LinkItem, Picture } from "./types";

export interface ProgrammePage {
  /** Route of the page; aliases that serve the same page point their canonical URL here. */
  path: string;
  title: string;
  /** Meta description. */
  description: string;
  lead: string;
  image: Picture;
  highlights: Card[];
  actions: LinkItem[];
}

const sellerSignup: LinkItem = { label: "Open your shop", href: adminLinks.signup };

export const rajeevika: ProgrammePage = {
  path: "/rajeevika",
  title: "Rajeevika: handmade by self-help groups",
  description:
    "Handmade products of women's self-help groups in rural Rajasthan, sold online through their own storefronts.",
  lead: "Women's self-help groups across rural Rajasthan make pottery, textiles, pickles and crafts. Each group gets its own online storefront, takes UPI payments and ships across India.",
  image: { src: asset("programmes/rajeevika.png"), alt: "" },
  highlights: [
    {
      title: "A shop for every group",
      text: "Each self-help group runs its own storefront with its own web address.",
    },
    {
      title: "Paid in rupees, on time",
      text: "Customers pay by UPI or cash on delivery; payouts follow delivery.",
    },
    {
      title: "Help nearby",
      text: "E-Mitra kiosk operators set up shops and train members in their own language.",
    },
  ],
  actions: [{ label: "See the products", href: "/rajeevika/products" }, sellerSignup],
};

export interface Product {
  name: string;
  maker: string;
  district: string;
  price: number;
  image: Picture;
}

export const rajeevikaProducts = {
  title: "Rajeevika products",
  description: "Pottery, handloom, pickles and crafts made by self-help groups in Rajasthan.",
  lead: "A selection from the groups' storefronts. Prices are in Indian rupees.",
  items: [
    {
      name: "Terracotta water pot",
      maker: "Shree Ganesh Mahila Samooh",
      district: "Alwar",
      price: 450,
      image: { src: asset("products/terracotta-pot.png"), alt: "Terracotta water pot" },
    },
    {
      name: "Handloom cotton dupatta",
      maker: "Bunkar Sakhi Samooh",
      district: "Barmer",
      price: 780,
      image: {
        src: asset("products/handloom-dupatta.png"),
        alt: "Handloom cotton dupatta with woven stripes",
      },
    },
    {
      name: "Raw mango pickle, 500 g",
      maker: "Annapurna Mahila Samooh",
      district: "Tonk",
      price: 220,
      image: { src: asset("products/mango-pickle.png"), alt: "Jar of raw mango pickle" },
    },
    {
      name: "Clay diya set of 12",
      maker: "Kumhar Kala Samooh",
      district: "Jaipur",
      price: 180,
      image: { src: asset("products/clay-diya-set.png"), alt: "Lit clay diya" },
    },
    {
      name: "Jute shopping bag",
      maker: "Jute Udyog Samooh",
      district: "Kota",
      price: 260,
      image: { src: asset("products/jute-bag.png"), alt: "Jute shopping bag with stitched pattern" },
    },
    {
      name: "Bamboo fruit basket",
      maker: "Van Sakhi Samooh",
      district: "Banswara",
      price: 340,
      image: { src: asset("products/bamboo-basket.png"), alt: "Bamboo basket with fruit" },
    },
  ] satisfies Product[],
} as const;

export interface GenericProgramme {
  slug: string;
  name: string;
  /** Who the programme serves, as the subject of a sentence. */
  audience: string;
}

/** The programmes that share the generic programme page (SPEC §2). */
export const genericProgrammes: GenericProgramme[] = [
  { slug: "ruda", name: "RUDA", audience: "Rural artisans and non-farm enterprises" },
  { slug: "istart", name: "iStart", audience: "Startups" },
  { slug: "lalitkala", name: "Lalit Kala", audience: "Artists and art collectives" },
  { slug: "amrita", name: "Amrita Haat", audience: "Women entrepreneurs" },
  { slug: "khadigramdyoye", name: "Khadi Gramodyog", audience: "Khadi and village industry units" },
];

/** The shared generic programme page, filled in with a programme's name. */
export function genericProgrammePage(p: GenericProgramme): ProgrammePage {
  return {
    path: `/${p.slug}`,
    title: `${p.name} sellers online`,
    description: `${p.audience} of the ${p.name} programme can open their own online shop on the platform.`,
    lead: `${p.audience} of the ${p.name} programme can open their own online shop: a storefront on its own web address, UPI QR and cash on delivery, and local delivery by riders.`,
    image: { src: asset("programmes/generic.png"), alt: "" },
    highlights: [
      {
        title: "Your own storefront",
        text: "Catalogue, bag, wishlist and order tracking under your shop's own name.",
      },
      {
        title: "Set up at a kiosk",
        text: "Any E-Mitra kiosk operator can open the shop for you and train you.",
      },
      { title: "Sell across India", text: "Take orders online and get paid in Indian rupees." },
    ],
    actions: [sellerSignup, { label: "Find a kiosk operator", href: "/emitra" }],
  };
}

export const ebazaar: ProgrammePage = {
  path: "/ebazaar",
  title: "e-Bazaar: Rajasthan's crafts, online",
  description: "Artisans and emporia of Rajasthan sell block prints, blue pottery and handicrafts online.",
  lead: "Artisans and emporia list block prints, blue pottery, leather juttis and more, each in their own storefront, for customers anywhere in India.",
  image: { src: asset("programmes/ebazaar.png"), alt: "" },
  highlights: [
    {
      title: "Crafts with a story",
      text: "Every product page names the artisan and the district it comes from.",
    },
    { title: "Simple payments", text: "UPI QR and cash on delivery, in Indian rupees." },
    { title: "Shipped with care", text: "Delivery partners and local riders pick up from the workshop." },
  ],
  actions: [sellerSignup, { label: "See Rajeevika products", href: "/rajeevika/products" }],
};

export const rajasthanFpo: ProgrammePage = {
  path: "/rajasthanfpo",
  title: "Farmer producer organisations online",
  description:
    "Farmer producer organisations of Rajasthan sell spices, pulses and millets straight to customers.",
  lead: "Farmer producer organisations sell spices, pulses, millets and cold-pressed oils straight to households and shops, with bulk prices and local delivery.",
  image: { src: asset("programmes/rajasthanfpo.png"), alt: "" },
  highlights: [
    { title: "Straight from the farm", text: "Customers buy from the organisation, with no middlemen." },
    { title: "Bulk and retail", text: "Sell family packs and bulk orders from the same storefront." },
    { title: "Local riders", text: "Book riders for deliveries in town and track every order." },
  ],
  actions: [sellerSignup],
};

export const marketplace: ProgrammePage = {
  path: "/marketplace",
  title: "Marketplace: the shops of your town, online",
  description: "Local shops, one marketplace: order from nearby stores and get delivery within an hour.",
  lead: "Groceries, medicines, food and services from the shops around you. With local riders, a marketplace can take orders and deliver within an hour.",
  image: { src: asset("programmes/marketplace.png"), alt: "" },
  highlights: [
    { title: "Nearby shops", text: "Every shop keeps its own storefront, prices and offers." },
    { title: "Within an hour", text: "Riders from your area deliver orders quickly." },
    { title: "Track your order", text: "Follow every order from Pending to Delivered." },
  ],
  actions: [
    { label: "Visit the demo shop", href: shopUrl(__PUBLIC_ENV__.platform, "demo") },
    { label: "Run a marketplace", href: "/hyperlocal" },
  ],
};

export const radio: ProgrammePage = {
  path: "/radio",
  title: "Radio: local shops on community radio",
  description:
    "Community radio stations announce local shops and their offers; listeners order from the shop's web address.",
  lead: "Community radio stations announce the shops of their area and their offers. Listeners note the shop's web address and order online.",
  image: { src: asset("programmes/radio.png"), alt: "" },
  highlights: [
    { title: "Heard locally", text: "Short spots in Hindi and local languages reach customers nearby." },
    { title: "Easy to remember", text: "Each shop has a short web address that works well on air." },
    { title: "Measured", text: "Shops see the orders that came in after each broadcast." },
  ],
  actions: [sellerSignup],
};

/** The 'Total Visits' widget (SPEC §2 static pages), fed by the marketplaceCounter call. */
export const totalVisits = { title: "Visitors so far", label: "Total Visits" } as const;
