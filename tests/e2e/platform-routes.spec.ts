/**
 * Every platform route of SPEC §2 this site builds (all but /blogs, /blog/{slug},
 * /addBlog and /customerLogin): status 200, the page's key strings and spec
 * constants, SEO tags, no console errors, no request to another origin, and
 * no serious or critical axe violations.
 */
import { expect, type Page, test } from "@playwright/test";
import {
  counterUrl,
  fromNode,
  SITE,
  scrollThrough,
  site,
  watchErrors,
  watchForeignRequests,
} from "./platform-support";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { TOPOLOGY } from "./support/topology";

interface Route {
  path: string;
  h1: string | RegExp;
  /** Strings the page must contain (spec strings and constants). */
  texts?: (string | RegExp)[];
  /** Canonical path when the route serves another page. */
  canonical?: string;
  noindex?: boolean;
}

const RAJEEVIKA = "Rajeevika: handmade by self-help groups";

const ROUTES: Route[] = [
  {
    path: "/",
    h1: "Your shop online, on its own web address",
    texts: ["UPI", "cash on delivery", "See a demo shop"],
  },
  { path: "/partnerprogram", h1: "Partner program", texts: ["₹3,000", "₹2,000", "7 day free trial"] },
  {
    path: "/policy",
    h1: "Shipping, cancellation and refund policy",
    texts: ["within 45 days", "Indian rupees"],
  },
  { path: "/contactus", h1: "Contact us", texts: ["+91 90000 12345", "support@platform.in"] },
  {
    path: "/emitra",
    h1: "Open online shops for merchants from your E-Mitra kiosk",
    texts: [
      "Helpline: +91 90000 12345",
      "Log In",
      "Login With SSO",
      "Training",
      "E-mitra Terms and Conditions",
      "E-Mitra Commission",
      /₹3,000\s*for lifetime/,
      /Commission\s*₹2,000/,
      "7 day free trial",
      "Renew after six months",
      "Training Monday to Saturday at 5 pm",
      "ई-मित्र संचालकों के लिए ऑनलाइन दुकान योजना",
      "Privacy Policy",
      "Terms of Service",
      "Newsletter",
      "support@platform.in",
      "Platform Digital Commerce Private Limited",
      /CIN \(company registration\): U\w+/,
      /GSTIN: \w{15}/,
    ],
  },
  {
    path: "/emitra/emitra_terms_and_conditions",
    h1: "E-mitra Terms and Conditions",
    texts: [
      "₹3,000 for lifetime",
      "₹2,000 per website",
      "7 day free trial",
      "renew after six months",
      "Monday to Saturday at 5 pm",
    ],
  },
  {
    path: "/emitra/guide",
    h1: "E-Mitra operator guide",
    texts: ["Download the guide (PDF)", "When and where is the training?"],
  },
  { path: "/emitra/Emitra-guide", h1: "ई-मित्र संचालक गाइड", texts: ["Download the guide (PDF)"] },
  { path: "/rajeevika", h1: RAJEEVIKA, texts: ["See the products"] },
  { path: "/rajeevika/products", h1: "Rajeevika products", texts: ["Terracotta water pot", "₹450"] },
  ...["/jkk", "/handloom", "/rajkhadi"].map((path) => ({ path, h1: RAJEEVIKA, canonical: "/rajeevika/" })),
  { path: "/ruda", h1: "RUDA sellers online" },
  { path: "/istart", h1: "iStart sellers online" },
  { path: "/lalitkala", h1: "Lalit Kala sellers online" },
  { path: "/amrita", h1: "Amrita Haat sellers online" },
  { path: "/khadigramdyoye", h1: "Khadi Gramodyog sellers online" },
  { path: "/ebazaar", h1: "e-Bazaar: Rajasthan's crafts, online" },
  { path: "/rajasthanfpo", h1: "Farmer producer organisations online" },
  {
    path: "/marketplace",
    h1: "Marketplace: the shops of your town, online",
    texts: ["Total Visits", "within an hour"],
  },
  { path: "/radio", h1: "Radio: local shops on community radio" },
  {
    path: "/hyperlocal",
    h1: "Your Gateway to E-Commerce",
    texts: [
      "plug-in and plug-out",
      "What is the franchise program",
      "How does the program work",
      "Things we would take care of for your business",
      "How will you benefit",
      "How will you make money",
      "Basic Subscription",
      "Premium Subscription",
      "35% Off",
      "45% Off",
      "Frequently asked questions",
      "24/7",
    ],
  },
  { path: "/privacy_and_policy", h1: "Privacy Policy" },
  {
    path: "/terms_and_conditions",
    h1: "Terms of Service",
    texts: [
      "at least 18 years old",
      "transaction fee of 2% of the transaction value",
      "within two working days of delivery",
      "within 45 days",
      "within 48 hours",
      "only in Indian rupees (INR)",
      "The courts of Jaipur, Rajasthan, the company's home town",
      "10 products per store, each with a price, the stock and a description of up to 50 characters",
      "three team photos",
      "a welcome banner",
      "a shop logo",
    ],
  },
];

/** Healthy counters for this sweep; platform-widgets.spec.ts checks them against the real API. */
async function stubCounters(page: Page) {
  for (const name of ["emitraCounter", "marketplaceCounter"] as const) {
    await page.route(counterUrl(name), (route) => route.fulfill({ json: 1234 }));
  }
}

for (const route of ROUTES) {
  test(`${route.path} serves its page`, TOPOLOGY, async ({ page }) => {
    const errors = watchErrors(page);
    const foreign = watchForeignRequests(page);
    await stubCounters(page);
    const response = await page.goto(site(route.path));
    expect(response?.status()).toBe(200);

    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(route.h1);
    const body = page.locator("body");
    for (const text of route.texts ?? []) await expect(body).toContainText(text);
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toContainText("Platform Digital Commerce Private Limited");

    // SEO: title, description, canonical, Open Graph; staff areas are not indexed.
    await expect(page).toHaveTitle(/\S.*platform\.in|platform\.in.*\S/);
    const head = page.locator("head");
    await expect(head.locator('meta[name="description"]')).toHaveAttribute("content", /^.{20,}$/);
    const canonical = `${SITE}${route.canonical ?? `${route.path.replace(/\/$/, "")}/`}`;
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute("href", canonical);
    await expect(head.locator('meta[property="og:title"]')).toHaveAttribute("content", /\S/);
    await expect(head.locator('meta[property="og:url"]')).toHaveAttribute("content", canonical);
    if (route.noindex) {
      await expect(head.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    } else {
      await expect(head.locator('meta[name="robots"]')).toHaveCount(0);
      await expect(head.locator('meta[property="og:image"]')).toHaveAttribute(
        "content",
        new RegExp(`^${SITE}/_astro/`),
      );
    }

    // As a first visit sees it (Lighthouse's view: carousels not yet turned into Swipers), then after scrolling.
    await expectNoSeriousA11yViolations(page);
    await scrollThrough(page);
    // Every image is sized and, below the first screen, lazy.
    for (const img of await page.locator("main img").all()) {
      await expect(img).toHaveAttribute("width", /\d+/);
      await expect(img).toHaveAttribute("height", /\d+/);
    }
    await expectNoSeriousA11yViolations(page);
    expect(errors).toEqual([]);
    expect(foreign).toEqual([]);
  });
}

for (const route of ROUTES) {
  test(`${route.path}: every link to the platform itself resolves`, async ({ page, request }) => {
    const links = new Set<string>();
    await stubCounters(page);
    await page.goto(site(route.path));
    for (const href of await page
      .locator("a[href]")
      .evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href))) {
      const url = new URL(href);
      if (url.origin === SITE) links.add(url.origin + url.pathname);
    }
    expect(links.size, "the header and footer link the platform at least").toBeGreaterThan(2);
    for (const link of links) expect((await request.get(fromNode(link))).status(), link).toBe(200);
  });
}

test(
  "robots.txt keeps crawlers out of the staff areas and names the sitemap",
  TOPOLOGY,
  async ({ request }) => {
    const robots = await (await request.get(fromNode("/robots.txt"))).text();
    for (const path of ["/Admin", "/masteradmin", "/emitra/dashboard"])
      expect(robots).toContain(`Disallow: ${path}`);
    expect(robots).toContain(`Sitemap: ${SITE}/sitemap-index.xml`);

    const index = await (await request.get(fromNode("/sitemap.xml"))).text();
    expect(index).toContain(`<loc>${SITE}/sitemap-0.xml</loc>`);
    const sitemap = await (await request.get(fromNode("/sitemap-0.xml"))).text();
    for (const path of ["/", "/emitra/", "/hyperlocal/", "/rajeevika/", "/terms_and_conditions/"]) {
      expect(sitemap).toContain(`<loc>${SITE}${path}</loc>`);
    }
    for (const path of ["/Admin/", "/masteradmin/", "/emitra/dashboard/", "/jkk/", "/storefront/"]) {
      expect(sitemap).not.toContain(`<loc>${SITE}${path}</loc>`);
    }
  },
);
