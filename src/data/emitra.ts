/** Content of the kiosk-operator (E-Mitra) pages: SPEC §2 /emitra, dashboard, guides; §9 kiosk subscription. */

import { formatInr } from "../domain/inr";
import { asset } from "./images";
import { SITE_URL, SSO_URL, site } from "./site";
import type { CarouselOptions, CarouselSlide, FaqItem } from "./types";

/** The kiosk subscription (SPEC §9). */
export const subscription = {
  title: "E-Mitra Commission",
  price: 3000,
  priceNote: "for lifetime",
  commission: 2000,
  trialDays: 7,
  renewAfter: "six months",
  training: "Monday to Saturday at 5 pm",
} as const;

const fee = formatInr(subscription.price);
const commission = formatInr(subscription.commission);
/** Hindi text writes amounts without grouping: ₹3000. */
const feeHi = `₹${subscription.price}`;
const commissionHi = `₹${subscription.commission}`;

export const emitraPage = {
  title: "E-Mitra kiosk operators",
  carouselTitle: "How it works",
  carouselLabel: "How it works, in 13 steps",
  description: `Open online shops for merchants from your E-Mitra kiosk: ${fee} lifetime website, ${commission} commission, ${subscription.trialDays} day free trial, free training.`,
} as const;

/** Beside the subscription card. */
export const earnings = {
  title: "Earn with every website",
  paragraphs: [
    "Merchants pay once for a website that is theirs for life. You keep the commission, and renewing after six months lets you earn it again.",
    "Every merchant can try the shop free for 7 days before paying.",
  ],
} as const;

export const emitraNav = {
  helplineLabel: "Helpline",
  // Kiosk operators sign in with their phone on the dashboard itself.
  logIn: { label: "Log In", href: "/emitra/dashboard" },
  sso: { label: "Login With SSO", href: SSO_URL },
} as const;

export const emitraHero = {
  title: "Open online shops for merchants from your E-Mitra kiosk",
  lead: `Help the shops in your area sell online. Set up a merchant's website in minutes, earn a commission on every website, and get free training ${subscription.training}.`,
  video: {
    sources: [
      { src: "/media/emitra-intro.webm", type: "video/webm" },
      { src: "/media/emitra-intro.mp4", type: "video/mp4" },
    ],
    poster: asset("emitra/poster.png"),
    label: "A kiosk operator opens an online shop for a merchant on a phone (short animation, no sound)",
  },
  training: { label: "Training", href: site.trainingDocument },
  terms: { label: "E-mitra Terms and Conditions", href: "/emitra/emitra_terms_and_conditions" },
  whatsappLabel: "WhatsApp helpline",
} as const;

const slideText: readonly [string, string][] = [
  ["Your kiosk, an online shop counter", "Open online shops for the merchants who visit your E-Mitra kiosk."],
  ["Register the merchant", "Sign the merchant up with a mobile number in a few minutes."],
  ["Choose the web address", "Pick the shop name and its own web address."],
  ["Add 10 products", "Each with a price, stock and a description of up to 50 characters."],
  ["Logo and welcome banner", "Upload the shop logo and a welcome banner."],
  ["Three team photos", "Show customers the people behind the shop."],
  ["UPI and cash on delivery", "Customers pay by UPI QR code, or cash on delivery where the shop allows it."],
  ["Share on WhatsApp", "The merchant shares the shop link with customers."],
  ["Orders on the phone", "The merchant receives and manages orders on a phone."],
  ["Local delivery", "Local riders pick up and deliver the orders."],
  [
    `Earn ${commission} per website`,
    `A lifetime website costs ${fee}; ${commission} of it is your commission.`,
  ],
  ["Renew after six months", "Renew after six months to earn your commission again."],
  ["Free training", `Online training ${subscription.training}.`],
];

/** The 13 slides of the kiosk page carousel (SPEC §9). */
export const emitraSlides: CarouselSlide[] = slideText.map(([title, text], i) => ({
  title,
  text,
  image: { src: asset(`emitra/slide-${String(i + 1).padStart(2, "0")}.png`), alt: "" },
}));

/** Kiosk carousel: 3000 ms autoplay, looped, arrows and pagination (SPEC §9). */
export const emitraCarousel: CarouselOptions = { delay: 3000, gap: 0, perView: 1, loop: true };

export const counterLabel = "Visits to this page";

/** The Hindi explainer (lang="hi"). */
export const hindiExplainer = {
  title: "ई-मित्र संचालकों के लिए ऑनलाइन दुकान योजना",
  paragraphs: [
    "अब आप अपने ई-मित्र कियोस्क से अपने क्षेत्र के छोटे व्यापारियों की ऑनलाइन दुकान बना सकते हैं। व्यापारी की दुकान का अपना वेब पता होगा, जहाँ ग्राहक सामान देख सकते हैं, ऑर्डर कर सकते हैं और UPI या कैश ऑन डिलीवरी से भुगतान कर सकते हैं।",
    `हर व्यापारी की वेबसाइट का शुल्क केवल ${feeHi} है, जो आजीवन मान्य है। इसमें से ${commissionHi} आपका कमीशन है। ${subscription.trialDays} दिन का निःशुल्क ट्रायल उपलब्ध है। छह महीने बाद नवीनीकरण करने पर आप फिर से कमीशन कमा सकते हैं।`,
    "ऑनलाइन प्रशिक्षण सोमवार से शनिवार, शाम 5 बजे वीडियो मीटिंग से दिया जाता है। किसी भी सहायता के लिए हेल्पलाइन या व्हाट्सएप पर संपर्क करें।",
  ],
} as const;

/** The guide pages (SPEC §2 /emitra/guide, /emitra/Emitra-guide). */
export const guide = {
  english: {
    title: "E-Mitra operator guide",
    lead: "How to open an online shop for a merchant from your kiosk, step by step.",
    alternate: { lang: "hi", label: "यह गाइड हिंदी में पढ़ें", href: "/emitra/Emitra-guide" },
    steps: [
      { title: "Sign in", text: "Log in with your phone number on the admin site, or use Login With SSO." },
      {
        title: "Register the merchant",
        text: "Enter the merchant's name, mobile number, e-mail and business name.",
      },
      {
        title: "Set up the shop",
        text: "Add 10 products, each with price, stock and a description of up to 50 characters; three team photos; a welcome banner; and a shop logo.",
      },
      {
        title: "Collect the fee",
        text: `The merchant pays ${fee} once for a lifetime website; your commission is ${commission}. Renew after ${subscription.renewAfter} to earn it again.`,
      },
    ],
  },
  hindi: {
    title: "ई-मित्र संचालक गाइड",
    lead: "अपने कियोस्क से किसी व्यापारी की ऑनलाइन दुकान खोलने का तरीका, चरण दर चरण।",
    alternate: { lang: "en", label: "Read this guide in English", href: "/emitra/guide" },
    steps: [
      { title: "लॉग इन करें", text: "एडमिन साइट पर अपने फ़ोन नंबर से लॉग इन करें, या SSO से लॉग इन करें।" },
      { title: "व्यापारी का पंजीकरण", text: "व्यापारी का नाम, मोबाइल नंबर, ई-मेल और व्यवसाय का नाम भरें।" },
      {
        title: "दुकान तैयार करें",
        text: "10 उत्पाद जोड़ें (हर एक का मूल्य, स्टॉक और 50 अक्षरों तक का विवरण), टीम की तीन फ़ोटो, एक स्वागत बैनर और दुकान का लोगो।",
      },
      {
        title: "शुल्क लें",
        text: `व्यापारी आजीवन वेबसाइट के लिए एक बार ${feeHi} देता है; आपका कमीशन ${commissionHi} है। छह महीने बाद नवीनीकरण करने पर फिर से कमीशन मिलता है।`,
      },
    ],
  },
  pdf: { label: "Download the guide (PDF)", href: site.guideDocument },
  faq: [
    {
      question: "When and where is the training?",
      answer: `Online training runs ${subscription.training} on ${site.trainingMeetingUrl}. The training document is at ${SITE_URL}${site.trainingDocument}.`,
    },
    {
      question: "How much does a merchant pay, and what do I earn?",
      answer: `A merchant website costs ${fee} for lifetime, and ${commission} of it is your commission. A ${subscription.trialDays} day free trial is available first.`,
    },
    {
      question: "Whom do I contact for help?",
      answer: `Call or WhatsApp the helpline ${site.helpline.display} (${site.whatsappUrl}), or write to ${site.contactEmail}.`,
    },
  ] satisfies FaqItem[],
} as const;
