/** The legal pages: privacy policy, terms for buyers and merchants, terms for kiosk operators (SPEC §2, §9). */
import { formatInr } from "../domain/inr";
import { subscription } from "./emitra";
import { site } from "./site";
import type { TextSection } from "./types";

/** The business terms of SPEC §9. */
export const terms = {
  minimumAge: 18,
  merchantFeePercent: 2,
  payout: "within two working days of delivery",
  disputeDays: 45,
  grievanceHours: 48,
  currency: "Indian rupees (INR)",
} as const;

/** What a shop set up at a kiosk must have (SPEC §9 kiosk set-up rules). */
export const kioskSetupRules = [
  "10 products per store, each with a price, the stock and a description of up to 50 characters",
  "three team photos",
  "a welcome banner",
  "a shop logo",
] as const;

export interface LegalDocument {
  title: string;
  description: string;
  updated: string;
  intro: string;
  sections: TextSection[];
}

const grievance = `Write to our grievance officer at ${site.contactEmail} or call ${site.helpline.display}. We answer every grievance within ${terms.grievanceHours} hours.`;

export const privacyPolicy: LegalDocument = {
  title: "Privacy Policy",
  description: `How ${site.name} collects, uses and protects the personal data of shoppers, merchants and kiosk operators.`,
  updated: "1 April 2025",
  intro: `${site.legalName} ("we") runs ${site.name}. This policy explains what personal data we collect when you use the platform site or a shop's storefront, why, and the choices you have.`,
  sections: [
    {
      heading: "What we collect",
      paragraphs: ["We collect only what we need to run the shops and deliver orders:"],
      list: [
        "your e-mail address from your Google account when you sign in",
        "your delivery addresses and mobile number when you save them",
        "your orders, bag and wishlist",
        "for merchants and kiosk operators: business details, kiosk ID and payment details for payouts",
      ],
    },
    {
      heading: "How we use it",
      paragraphs: [
        "To show your bag, wishlist and orders, to deliver orders and let the shop and its riders contact you about them, to pay merchants and operators, and to meet our legal duties. We do not sell personal data.",
      ],
    },
    {
      heading: "Who sees it",
      paragraphs: [
        "The shop you order from, and the rider or delivery partner carrying your order, see your name, phone number and address. Payment providers process UPI payments. Nobody else gets your data unless the law requires it.",
      ],
    },
    {
      heading: "Storage on your device",
      paragraphs: [
        "Storefronts keep your bag, wishlist and sign-in state in your browser's local storage, and use two short-lived cookies to carry your sign-in from the platform to a shop. The platform site itself uses no tracking cookies; it counts page visits without identifying you.",
      ],
    },
    {
      heading: "Your rights",
      paragraphs: [
        `You can ask us for a copy of your data, to correct it or to delete your account by writing to ${site.contactEmail}. ${grievance}`,
      ],
    },
  ],
};

export const buyerMerchantTerms: LegalDocument = {
  title: "Terms of Service",
  description: `The terms for buyers and merchants using ${site.name}: age, fees, payouts, disputes, grievances, currency and jurisdiction.`,
  updated: "1 April 2025",
  intro: `These terms apply to everyone who buys from or sells through a shop on ${site.name}, run by ${site.legalName}. By using the platform you accept them.`,
  sections: [
    {
      heading: "Who may use the platform",
      paragraphs: [`You must be at least ${terms.minimumAge} years old to buy, sell or open a shop.`],
    },
    {
      heading: "Payments and currency",
      paragraphs: [
        `All prices are shown and all payments are made only in ${terms.currency}. Buyers pay by UPI or, where the shop allows it, cash on delivery.`,
      ],
    },
    {
      heading: "Fees for merchants",
      paragraphs: [
        `Merchants pay a transaction fee of ${terms.merchantFeePercent}% of the transaction value on each order.`,
      ],
    },
    {
      heading: "Payouts to merchants",
      paragraphs: [`We pay the merchant the order value, less the fee, ${terms.payout}.`],
    },
    {
      heading: "Lost, returned or undelivered shipments",
      paragraphs: [
        `Disputes about lost, returned or undelivered shipments must be raised within ${terms.disputeDays} days of the order.`,
      ],
    },
    {
      heading: "Shops set up at a kiosk",
      paragraphs: ["A shop opened by an E-Mitra kiosk operator goes live with:"],
      list: kioskSetupRules,
    },
    {
      heading: "Grievances",
      paragraphs: [grievance],
    },
    {
      heading: "Law and jurisdiction",
      paragraphs: [
        `These terms are governed by the laws of India. The courts of ${site.homeTown}, the company's home town, have exclusive jurisdiction.`,
      ],
    },
  ],
};

export const kioskTerms: LegalDocument = {
  title: "E-mitra Terms and Conditions",
  description: "Terms of Service for E-Mitra kiosk operators who open online shops for merchants.",
  updated: "1 April 2025",
  intro: `These terms apply to kiosk operators who open online shops for merchants on ${site.name}. They add to the Terms of Service for buyers and merchants.`,
  sections: [
    {
      heading: "Eligibility",
      paragraphs: [
        `You must be at least ${terms.minimumAge} years old and run an authorised E-Mitra kiosk. You sign in with your phone number or the state single sign-on (SSO).`,
      ],
    },
    {
      heading: "Fee and commission",
      paragraphs: [
        `A merchant website costs ${formatInr(subscription.price)} for lifetime, paid once in ${terms.currency}. Your commission is ${formatInr(subscription.commission)} per website. A ${subscription.trialDays} day free trial is offered to every merchant.`,
      ],
    },
    {
      heading: "Renewal",
      paragraphs: [`You must renew after ${subscription.renewAfter} to earn commission again.`],
    },
    {
      heading: "Kiosk set-up rules",
      paragraphs: ["Every shop you set up must have:"],
      list: kioskSetupRules,
    },
    {
      heading: "Training",
      paragraphs: [
        `Online training is given ${subscription.training} through a video-meeting link (${site.trainingMeetingUrl}).`,
      ],
    },
    {
      heading: "Commission payouts",
      paragraphs: [
        "Commission is paid to your registered bank account within two working days of the merchant's website going live.",
      ],
    },
    {
      heading: "Grievances and jurisdiction",
      paragraphs: [
        grievance,
        `The courts of ${site.homeTown}, the company's home town, have exclusive jurisdiction.`,
      ],
    },
  ],
};
