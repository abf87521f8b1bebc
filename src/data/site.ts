/**
 * Site-wide constants of the platform site: company details, contact
 * channels and the external sites it links to. Placeholder values; the
 * admin site and the state SSO are configurable at build time with
 * PUBLIC_ADMIN_SITE_URL and PUBLIC_SSO_URL.
 */

/** The platform's own origin (canonical URLs, links to shop subdomains). */
export const SITE_URL = __PUBLIC_ENV__.siteUrl;
/** The seller admin site (merchants, kiosk operators and franchise owners sign in and sign up there). */
export const ADMIN_SITE_URL = __PUBLIC_ENV__.adminSiteUrl;
/** The state single-sign-on sign-in page for kiosk operators. */
export const SSO_URL = __PUBLIC_ENV__.ssoUrl;

const helplineDigits = "919000012345";

export const site = {
  name: "platform.in",
  tagline: "Online shops for small Indian merchants",
  legalName: "Platform Digital Commerce Private Limited",
  /** Corporate Identity Number (company registration). */
  cin: "U72900RJ2021PTC076543",
  /** Goods and Services Tax Identification Number. */
  gstin: "08AAICP4321K1Z7",
  /** The company's home town: its courts have jurisdiction (SPEC §9). */
  homeTown: "Jaipur, Rajasthan",
  address: "2nd Floor, Startup Hub, Jhalana Institutional Area, Jaipur, Rajasthan 302004",
  contactEmail: "support@platform.in",
  newsletterEmail: "newsletter@platform.in",
  helpline: { display: "+91 90000 12345", tel: `+${helplineDigits}` },
  /** WhatsApp chat with the helpline (the number with its leading + removed, as for shops). */
  whatsappUrl: `https://wa.me/${helplineDigits}`,
  /** Online training for kiosk operators: Monday to Saturday at 5 pm (SPEC §1, §9). */
  trainingMeetingUrl: "https://meet.platform.in/emitra-training",
  trainingDocument: "/docs/emitra-training.pdf",
  guideDocument: "/docs/emitra-guide.pdf",
  social: [
    { name: "Facebook", icon: "facebook", href: "https://www.facebook.com/platform.in" },
    { name: "Instagram", icon: "instagram", href: "https://www.instagram.com/platform.in" },
    { name: "YouTube", icon: "youtube", href: "https://www.youtube.com/@platform.in" },
    { name: "X", icon: "x", href: "https://x.com/platform_in" },
    { name: "LinkedIn", icon: "linkedin", href: "https://www.linkedin.com/company/platform-in" },
  ],
} as const;

export type SocialIcon = (typeof site.social)[number]["icon"];

/** Pages of the seller admin site the platform links to. */
export const adminLinks = {
  home: `${ADMIN_SITE_URL}/`,
  phoneLogin: `${ADMIN_SITE_URL}/phone/login`,
  signup: `${ADMIN_SITE_URL}/signup`,
  /** The franchise sign-up is this platform's own staff app (src/domain/franchisePlans.ts). */
  franchiseSignup: "/Admin/franchise/signup",
  staffLogin: `${ADMIN_SITE_URL}/login`,
} as const;

/** The shops the API seeds; used for sample links and the prerendered master-admin shop pages. */
export const SEEDED_SHOP_IDS = ["demo", "seva", "kala"] as const;
