/** Content of the franchise landing page (SPEC §2 franchise landing page, §9 franchise plans). */
import { FRANCHISE_PLANS, franchiseSignUpHref, storeLimit } from "../domain/franchisePlans";
import { asset } from "./images";
import { adminLinks, site } from "./site";
import type { Card, CarouselOptions, CarouselSlide, FaqItem } from "./types";

/** Where the franchise landing page lives: the hyperlocal programme route of SPEC §2. */
export const FRANCHISE_PATH = "/hyperlocal";

/** Franchise carousels: 3000 ms, 30 px gap, one slide per view, looped (SPEC §9). */
export const franchiseCarousel: CarouselOptions = { delay: 3000, gap: 30, perView: 1, loop: true };

export const franchiseHero = {
  title: "Your Gateway to E-Commerce",
  lead: "Run up to 100 online storefronts in your area, decide your own commission and onboard riders locally.",
  image: { src: asset("franchise/hero.png"), alt: "" },
  cta: { label: "Become a franchise owner", href: adminLinks.franchiseSignup },
} as const;

export const plugBanner = {
  title: "Plug in, plug out",
  text: "Our franchise model is plug-in and plug-out: plug your area into a ready e-commerce platform, with storefronts, payments, rider booking and order tracking, and plug out whenever you choose, with no long lock-in.",
} as const;

export const whatIs = {
  title: "What is the franchise program",
  paragraphs: [
    "The franchise program lets a local entrepreneur run a bundle of up to 100 online storefronts for the shops of a town or neighbourhood on the platform.",
    "You bring the shops of your area online, set your own commission, and onboard riders locally. Our online rider booking and order tracking service lets a local marketplace take orders and deliver them within an hour.",
  ],
} as const;

export const howItWorks: { title: string; cards: Card[] } = {
  title: "How does the program work",
  cards: [
    {
      title: "Store setup",
      text: "Pick a plan and we set up your storefront bundle: each shop gets its own web address, catalogue, bag and UPI QR checkout.",
    },
    {
      title: "Things included in the package",
      text: "Storefronts for your shops, the seller admin site, rider booking and order tracking, payments in INR, training and 24/7 support.",
    },
    {
      title: "Marketing and promotion",
      text: "Launch material, social media templates and local promotion help so customers in your area find your shops.",
    },
  ],
};

export const takeCare: { title: string; slides: CarouselSlide[] } = {
  title: "Things we would take care of for your business",
  slides: [
    {
      title: "Customization",
      text: "Each storefront carries the shop's own logo, banner, colours and products.",
      image: { src: asset("franchise/care-customization.png"), alt: "" },
    },
    {
      title: "Compliance",
      text: "Terms, privacy policy, invoices with GST and payments in Indian rupees, kept up to date for you.",
      image: { src: asset("franchise/care-compliance.png"), alt: "" },
    },
    {
      title: "Marketing",
      text: "Campaign material and promotion so the shops of your area are found online.",
      image: { src: asset("franchise/care-marketing.png"), alt: "" },
    },
    {
      title: "Operations",
      text: "Hosting, updates, order tracking and rider booking run on our platform, with 24/7 support.",
      image: { src: asset("franchise/care-operations.png"), alt: "" },
    },
  ],
};

export const benefits: { title: string; cards: Card[] } = {
  title: "How will you benefit",
  cards: [
    {
      title: "Proven business model",
      text: "Start with a model that already works for shops and riders in other towns.",
    },
    { title: "Scalability", text: "Grow from your first shops to a bundle of up to 100 storefronts." },
    {
      title: "Training and support",
      text: "Hands-on training for you and your team, and 24/7 support whenever a shop needs help.",
    },
    { title: "Brand recognition", text: "Sell under a platform customers already know and trust." },
  ],
};

export const makeMoney: { title: string; slides: CarouselSlide[] } = {
  title: "How will you make money",
  slides: [
    {
      title: "Plug-in and playout model",
      text: "Plug shops into the platform and play out your own local marketplace; you keep the earnings of your area.",
      image: { src: asset("franchise/money-plug-in.png"), alt: "" },
    },
    {
      title: "Subscription fees",
      text: "Charge each shop a monthly fee for its storefront; you decide the amount.",
      image: { src: asset("franchise/money-subscription.png"), alt: "" },
    },
    {
      title: "Premium services",
      text: "Offer paid extras such as product photography, catalogue entry and promotion.",
      image: { src: asset("franchise/money-premium.png"), alt: "" },
    },
    {
      title: "Rider and parcel commission",
      text: "Earn a commission on every rider booking and parcel delivered in your area.",
      image: { src: asset("franchise/money-rider.png"), alt: "" },
    },
  ],
};

export interface Plan {
  name: string;
  stores: number;
  /** Upfront cost before the offer, in rupees (shown struck through). */
  was: number;
  /** Upfront cost now, in rupees. */
  price: number;
  /** The offer label exactly as SPEC §9 gives it. */
  offer: string;
  features: readonly string[];
  cta: { label: string; href: string };
}

export const plans: { title: string; lead: string; items: Plan[] } = {
  title: "Choose your plan",
  lead: "One upfront cost for your storefront bundle. A bundle is up to 100 storefronts.",
  items: [
    {
      name: "Basic Subscription",
      stores: storeLimit("basic"),
      was: FRANCHISE_PLANS.basic.was,
      price: FRANCHISE_PLANS.basic.price,
      offer: "35% Off",
      features: ["Up to 50 stores", "Rider booking and order tracking", "Training and 24/7 support"],
      cta: { label: "Get Started", href: franchiseSignUpHref("basic") },
    },
    {
      name: "Premium Subscription",
      stores: storeLimit("premium"),
      was: FRANCHISE_PLANS.premium.was,
      price: FRANCHISE_PLANS.premium.price,
      offer: "45% Off",
      features: [
        "Up to 100 stores",
        "Rider booking and order tracking",
        "Priority 24/7 support and marketing kit",
      ],
      cta: { label: "Get Started", href: franchiseSignUpHref("premium") },
    },
  ],
};

export const faq: { title: string; items: FaqItem[] } = {
  title: "Frequently asked questions",
  items: [
    {
      question: "Who can take a franchise?",
      answer:
        "Anyone aged 18 or more with a local network of shops, such as a kiosk operator, a shop owner or a delivery business.",
    },
    {
      question: "How many stores can I run?",
      answer: "Up to 50 stores on the Basic Subscription and up to 100 stores on the Premium Subscription.",
    },
    {
      question: "What does plug-in and plug-out mean?",
      answer:
        "You plug your area into our ready platform when you start, and you can plug out whenever you choose. There is no long lock-in.",
    },
    {
      question: "How do I earn money?",
      answer:
        "From the monthly fees you set for your shops, premium services, and commission on rider bookings and parcels.",
    },
    {
      question: "How fast are orders delivered?",
      answer: "With local riders, a marketplace can take orders and deliver them within an hour.",
    },
    {
      question: "Is there training and support?",
      answer: "Yes. You get training when you start, and support is available 24/7.",
    },
    {
      question: "How do I get started?",
      answer: `Choose a plan and press Get Started: sign in with Google or your mobile number and name your franchise, and it is live at once. Or call ${site.helpline.display}.`,
    },
  ],
};

export const franchiseContact = {
  title: "Talk to us",
  helplineLabel: "Helpline (chat on WhatsApp)",
  mailLabel: "Mail us",
} as const;
