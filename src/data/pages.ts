/** Content of the landing page and the public pages /partnerprogram, /policy and /contactus (SPEC §2). */

import { formatInr } from "../domain/inr";
import { shopUrl } from "../domain/shopUrl";
import { subscription } from "./emitra";
import { FRANCHISE_PATH } from "./franchise";
import { asset } from "./images";
import { terms } from "./legal";
import { adminLinks, SEEDED_SHOP_IDS, site } from "./site";
import type { Card, LinkItem, Picture, TextSection } from "./types";

export const landing = {
  title: `${site.name}: online shops for small Indian merchants`,
  description:
    "Open your own online shop on its own web address: catalogue, bag, UPI QR and cash on delivery, local delivery by riders.",
  hero: {
    title: "Your shop online, on its own web address",
    lead: "Every seller gets a storefront of their own where customers browse products, keep a bag and a wishlist, pay by UPI or cash on delivery and follow their orders.",
    image: { src: asset("landing/hero.png"), alt: "" } satisfies Picture,
    actions: [
      { label: "Open your shop", href: adminLinks.signup },
      { label: "See a demo shop", href: shopUrl(__PUBLIC_ENV__.platform, SEEDED_SHOP_IDS[0]) },
    ] satisfies LinkItem[],
  },
  features: {
    title: "Everything a small shop needs",
    cards: [
      {
        title: "Your own storefront",
        text: "A shop on its own address, with your logo, tagline and phone number.",
      },
      {
        title: "UPI and cash on delivery",
        text: "A UPI QR code for every order, and cash on delivery if you allow it. Prices in INR.",
      },
      {
        title: "Orders you can follow",
        text: "Customers track every order; you confirm, ship and hand over to riders.",
      },
      {
        title: "Sign-in with Google",
        text: "Customers sign in with one tap and keep their addresses for next time.",
      },
    ] satisfies Card[],
  },
  paths: {
    title: "Ways to grow with us",
    cards: [
      {
        title: "E-Mitra kiosk operators",
        text: `Open shops for merchants from your kiosk and earn ${formatInr(subscription.commission)} on every ${formatInr(subscription.price)} website.`,
        href: "/emitra",
      },
      {
        title: "Franchise owners",
        text: "Run up to 100 storefronts in your area on a plug-in and plug-out model.",
        href: FRANCHISE_PATH,
      },
      {
        title: "Government programmes",
        text: "Self-help groups, artisans and farmer organisations selling online.",
        href: "/rajeevika",
      },
    ],
  },
  demoShops: {
    title: "Visit a shop",
    shops: [
      { label: "Demo Kirana Store", href: shopUrl(__PUBLIC_ENV__.platform, "demo") },
      { label: "Seva Home Services", href: shopUrl(__PUBLIC_ENV__.platform, "seva") },
      { label: "Kala Handicrafts", href: shopUrl(__PUBLIC_ENV__.platform, "kala") },
    ] satisfies LinkItem[],
  },
} as const;

export const partnerProgram = {
  title: "Partner program",
  description:
    "Partner with the platform as an E-Mitra kiosk operator, a franchise owner or a programme partner.",
  lead: "Bring the shops of your area online and earn with every one of them. Choose the way of partnering that fits you.",
  image: { src: asset("partner/hero.png"), alt: "" } satisfies Picture,
  optionsTitle: "Ways to partner",
  options: [
    {
      title: "E-Mitra kiosk operator",
      text: `${formatInr(subscription.price)} for a lifetime merchant website, ${formatInr(subscription.commission)} of it your commission. ${subscription.trialDays} day free trial; renew after ${subscription.renewAfter}; training ${subscription.training}.`,
      href: "/emitra",
    },
    {
      title: "Franchise owner",
      text: "Run up to 100 storefronts, set your own commission and onboard riders locally.",
      href: FRANCHISE_PATH,
    },
    {
      title: "Programme partner",
      text: "Government programmes, self-help groups and producer organisations bring their members online.",
      href: "/rajeevika",
    },
  ],
  steps: {
    title: "How partnering works",
    items: [
      { title: "Sign up", text: "Create your partner account on the seller admin site." },
      { title: "Get trained", text: `Join the free online training, ${subscription.training}.` },
      { title: "Open shops", text: "Set up online shops for the merchants of your area." },
      { title: "Earn", text: "Earn a commission on every shop and order." },
    ] satisfies Card[],
  },
  cta: { label: "Sign up as a partner", href: adminLinks.signup },
} as const;

export const policy = {
  title: "Shipping, cancellation and refund policy",
  description: "How orders on the platform's shops are shipped, cancelled and refunded.",
  intro:
    "Each shop on the platform ships its own orders. These rules apply to every shop unless its own terms are kinder to you.",
  sections: [
    {
      heading: "Shipping",
      paragraphs: [
        "The shop shows the expected delivery date before you order. A delivery charge, if any, is shown in the bag before you pay. Local orders are delivered by riders; others by delivery partners.",
      ],
    },
    {
      heading: "Cancellation",
      paragraphs: [
        "You can cancel an order until the shop confirms it. After that, ask the shop; it will tell you whether the order can still be stopped.",
      ],
    },
    {
      heading: "Returns and refunds",
      paragraphs: [
        "Report a damaged or wrong item to the shop on the day it arrives. Refunds go back in Indian rupees to the UPI account you paid from; cash on delivery orders are refunded by UPI.",
        `Disputes about lost, returned or undelivered shipments can be raised within ${terms.disputeDays} days of the order.`,
      ],
    },
    {
      heading: "Help",
      paragraphs: [
        `Write to ${site.contactEmail} or call ${site.helpline.display}. We answer within ${terms.grievanceHours} hours.`,
      ],
    },
  ] satisfies TextSection[],
} as const;

export const contact = {
  title: "Contact us",
  description: `Call, WhatsApp or e-mail ${site.name}: helpline, support e-mail and office address.`,
  lead: "We are here for shoppers, merchants, kiosk operators and franchise owners.",
  image: { src: asset("contact/hero.png"), alt: "" } satisfies Picture,
  hours: "Helpline: Monday to Saturday, 9 am to 7 pm. Support by e-mail 24/7.",
} as const;
