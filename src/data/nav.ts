/** Navigation of the platform site: the header menu and the footer link groups. */
import { FRANCHISE_PATH } from "./franchise";
import { site } from "./site";
import type { LinkItem } from "./types";

export const mainNav: LinkItem[] = [
  { label: "Home", href: "/" },
  { label: "E-Mitra", href: "/emitra" },
  { label: "Franchise", href: FRANCHISE_PATH },
  { label: "Marketplace", href: "/marketplace" },
  { label: "Partner program", href: "/partnerprogram" },
  { label: "Blogs", href: "/blogs" },
  { label: "Contact us", href: "/contactus" },
];

export const footerNav: { title: string; links: LinkItem[] }[] = [
  {
    title: "Programmes",
    links: [
      { label: "Rajeevika", href: "/rajeevika" },
      { label: "e-Bazaar", href: "/ebazaar" },
      { label: "Rajasthan FPO", href: "/rajasthanfpo" },
      { label: "Radio", href: "/radio" },
      { label: "RUDA", href: "/ruda" },
      { label: "iStart", href: "/istart" },
    ],
  },
  {
    title: "For partners",
    links: [
      { label: "E-Mitra kiosk operators", href: "/emitra" },
      { label: "Operator guide", href: "/emitra/guide" },
      { label: "Franchise", href: FRANCHISE_PATH },
      { label: "Partner program", href: "/partnerprogram" },
    ],
  },
  {
    title: "Legal",
    links: [
      { label: "Privacy Policy", href: "/privacy_and_policy" },
      { label: "Terms of Service", href: "/terms_and_conditions" },
      { label: "E-mitra Terms and Conditions", href: "/emitra/emitra_terms_and_conditions" },
      { label: "Shipping and refunds", href: "/policy" },
    ],
  },
];

export const newsletter = {
  title: "Newsletter",
  text: "News for sellers, kiosk operators and franchise owners, once a month.",
  link: {
    label: "Subscribe by e-mail",
    href: `mailto:${site.newsletterEmail}?subject=${encodeURIComponent("Subscribe to the newsletter")}`,
  },
} as const;
