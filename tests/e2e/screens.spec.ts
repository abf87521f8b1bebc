/**
 * Every staff screen as its person meets it, at 390 × 844 (a phone) and
 * 1280 × 800 (a laptop): `npm run screens` signs in as each role, opens each
 * screen of the staff app's route table (src/admin/routes.ts) and writes a
 * picture of it to .data/results/staff-screens/, failing when a screen does
 * not draw its title, scrolls sideways or has a serious axe violation. Its
 * own Playwright project ("screens"): `npm run test:e2e` names the suite's
 * projects and leaves it out; the suite's own flows cover these screens'
 * behaviour, this is for looking at them.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { FRANCHISE_OWNER_EMAIL, FRANCHISE_RIDER_PHONE } from "../../src/server/seed/franchise";
import { KIOSK_OPERATOR_PHONE } from "../../src/server/seed/kiosk";
import { DEMO_SELLER, MASTER_ADMIN, SUPPORT_ADMIN, signInByPhone, signInToConsole } from "./console-support";
import { platform } from "./storefront-support";
import { expectNoSeriousA11yViolations } from "./support/axe";

const outDir = path.resolve(".data/results/staff-screens");
const SIZES = [
  { name: "phone", width: 390, height: 844 },
  { name: "laptop", width: 1280, height: 800 },
] as const;

interface Role {
  name: string;
  start: string;
  signIn: (page: Page) => Promise<void>;
  /** Each screen: its file name and address. */
  screens: [string, string][];
}

const byGoogle = (email: string) => (page: Page) => signInToConsole(page, email);
const byPhone = (phone: string) => (page: Page) => signInByPhone(page, phone);

const ROLES: Role[] = [
  {
    name: "seller",
    start: "/Admin",
    signIn: byGoogle(DEMO_SELLER),
    screens: [
      ["seller-dashboard", "/Admin/dashboard"],
      ["seller-numbers", "/Admin/numbers"],
      ["seller-orders", "/Admin/orders"],
      ["seller-orders-all", "/Admin/orders?view=all"],
      ["seller-upi-statement", "/Admin/upi-statement"],
      ["seller-products", "/Admin/products"],
      ["seller-product-new", "/Admin/products/new"],
      ["seller-product", "/Admin/products/forest-honey-500g"],
      ["seller-blogs", "/Admin/blogs"],
      ["seller-blog-new", "/Admin/blogs/new"],
      ["seller-settings", "/Admin/settings"],
      ["seller-people", "/Admin/people"],
    ],
  },
  {
    name: "support",
    start: "/Admin",
    signIn: byGoogle(SUPPORT_ADMIN),
    screens: [
      ["support-find", "/Admin/support"],
      ["support-found", "/Admin/support?q=demo.customer%40example.com"],
    ],
  },
  {
    name: "franchise",
    start: "/Admin",
    signIn: byGoogle(FRANCHISE_OWNER_EMAIL),
    screens: [["franchise", "/Admin/franchise"]],
  },
  {
    name: "rider",
    start: "/Admin",
    signIn: byPhone(FRANCHISE_RIDER_PHONE),
    screens: [["rider", "/Admin/rider"]],
  },
  {
    name: "master",
    start: "/masteradmin",
    signIn: byGoogle(MASTER_ADMIN),
    screens: [
      ["master-shops", "/masteradmin"],
      ["master-shop-new", "/masteradmin/shop"],
      ["master-shop", "/masteradmin/shop/demo"],
      ["master-support-admins", "/masteradmin/supportadmin"],
      ["master-audit", "/masteradmin/audit"],
      ["master-figures", "/masteradmin/figures"],
    ],
  },
  {
    name: "kiosk",
    start: "/emitra/dashboard",
    signIn: byPhone(KIOSK_OPERATOR_PHONE),
    screens: [["kiosk", "/emitra/dashboard"]],
  },
];

async function signedIn(browser: Browser, role: Role, size: (typeof SIZES)[number]): Promise<Page> {
  const page = await (await browser.newContext({ viewport: size })).newPage();
  await page.goto(platform(role.start));
  await role.signIn(page);
  return page;
}

for (const role of ROLES) {
  for (const size of SIZES) {
    test(`${role.name}'s screens at ${size.width} × ${size.height}`, async ({ browser }) => {
      test.setTimeout(60_000 + role.screens.length * 20_000);
      mkdirSync(outDir, { recursive: true });
      const page = await signedIn(browser, role, size);
      for (const [name, address] of role.screens) {
        await page.goto(platform(address));
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expect(page.locator(".console-loading")).toHaveCount(0);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), name).toBeLessThanOrEqual(
          size.width,
        );
        await expectNoSeriousA11yViolations(page);
        await page.screenshot({ path: path.join(outDir, `${name}-${size.name}.png`), fullPage: true });
      }
      await page.context().close();
    });
  }
}

test("the staff sign-in at both sizes", async ({ browser }) => {
  mkdirSync(outDir, { recursive: true });
  for (const size of SIZES) {
    const page = await (await browser.newContext({ viewport: size })).newPage();
    await page.goto(platform("/Admin"));
    await expect(page.getByRole("heading", { level: 1, name: "Sign in to the console" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: path.join(outDir, `sign-in-${size.name}.png`), fullPage: true });
    await page.context().close();
  }
});
