/**
 * A kiosk operator's day (issue 25, SPEC §2 "Kiosk-operator dashboard", §9),
 * on a phone's screen: the seeded operator signs in BY PHONE (the code read
 * from the Auth emulator as they would read their SMS), finds their own
 * merchants with the filter and the search, enrols a merchant (a taken
 * subdomain said beside its field first), the new shop opens at its
 * subdomain at once, its owner signs in to /Admin and adds a product, the
 * operator marks the fee paid in cash and sees the commission; a trial that
 * ended unpaid closes its storefront. axe on every screen.
 */
import { randomUUID } from "node:crypto";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { root } from "../../scripts/lib/procs";
import { signInByPhone, signInToConsole } from "./console-support";
import { platform, platformShop, shop } from "./storefront-support";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { cfg } from "./support/servers";
import { TOPOLOGY } from "./support/topology";

test.use({ viewport: { width: 390, height: 844 } });

const PHOTO = path.join(root, "public/images/blogs/kirana-online.webp");
/** The seeded kiosk operator's phone (src/server/seed/kiosk.ts). */
const KIOSK_OPERATOR_PHONE = "+919900000001";

/** Nothing is wider than the phone (the table scrolls in its own region). */
async function expectNoSideways(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

// One after another: the demo kiosk's operator earns a commission in two of them, and the first reads its
// "Earned" before and after its own fee.
test.describe.configure({ mode: "serial" });

const rows = (page: Page) => page.getByRole("region", { name: "Your users" }).locator("tbody tr");

test(
  "a kiosk operator signs in by phone, enrols a merchant whose shop opens at once, takes the fee in cash and sees the commission",
  TOPOLOGY,
  async ({ page, browser }) => {
    test.setTimeout(180_000);
    const tag = randomUUID().slice(0, 6);
    const subdomain = `e2e-${tag}`;
    const business = `Sharma Kirana ${tag}`;
    const ownerEmail = `owner.${tag}@example.com`;

    // Signed in by phone: the dashboard of their own kiosk.
    await page.goto(platform("/emitra"));
    await page.getByRole("link", { name: "Log In" }).first().click();
    await expect(page).toHaveURL(platform("/emitra/dashboard"));
    await signInByPhone(page, KIOSK_OPERATOR_PHONE);
    await expect(page.getByRole("heading", { level: 1, name: "Kiosk operator dashboard" })).toBeVisible();
    const profile = page.getByRole("region", { name: "Profile" });
    await expect(profile.getByText("Ramesh Sharma")).toBeVisible();
    await expect(profile.getByText("EM-JPR-10482")).toBeVisible();
    await expect(profile.getByText("RAMESH.SHARMA")).toBeVisible();
    await expect(profile.getByRole("button", { name: "Upload Image" })).toBeVisible();
    const commission = page.getByRole("region", { name: "Your commission" });
    const earnedNow = async () => (await commission.locator("dt:text-is('Earned') + dd").textContent()) ?? "";
    const earnedBefore = await earnedNow();
    await expect(rows(page).filter({ hasText: "Meena Dairy" })).toContainText("Paid");
    await expect(rows(page).filter({ hasText: "Khan Mobile Repair" })).toContainText("Unpaid");
    // On the phone each merchant is a card: nothing to scroll sideways, every cell under its column's name.
    const table = page.getByRole("region", { name: "Your users" });
    expect(await table.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    const khan = rows(page).filter({ hasText: "Khan Mobile Repair" });
    await expect(khan.getByRole("cell").filter({ hasText: "Unpaid" })).toHaveAttribute(
      "data-label",
      "Payment Status",
    );
    expect((await khan.boundingBox())?.width ?? 999).toBeLessThanOrEqual(390);

    await expect(
      rows(page).filter({ hasText: "Meena Dairy" }).getByRole("link", { name: "Meena Dairy" }),
    ).toHaveAttribute("href", platformShop("meena-dairy"));
    await expectNoSeriousA11yViolations(page);
    await expectNoSideways(page);

    // The filter and the search work on real rows.
    await page.getByLabel("Filter users").selectOption("INACTIVE");
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText("Khan Mobile Repair");
    await page.getByLabel("Filter users").selectOption("Filter");
    await page.getByLabel("Find user").fill("kavita");
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText("Joshi Tailors");
    await page.getByLabel("Find user").fill("");

    // Add User: a taken subdomain is said beside its field; then the merchant is enrolled.
    await page.getByRole("button", { name: "Add User" }).click();
    await expect(page.getByLabel("Business name")).toBeFocused();
    await page.getByLabel("Business name").fill(business);
    await page.getByLabel("Shop web address (subdomain)").fill("demo");
    await page.getByLabel("Merchant's name").fill("Suresh Sharma");
    await page.getByLabel("Merchant's email").fill(ownerEmail);
    await page.getByLabel("Merchant's mobile number").fill("12345");
    await page.getByRole("button", { name: "Enrol merchant" }).click();
    await expect(page.getByText("Enter a 10-digit Indian mobile number, like 98765 43210")).toBeVisible();
    await expect(page.getByLabel("Merchant's mobile number")).toBeFocused();
    const mobile = `98${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;
    await page.getByLabel("Merchant's mobile number").fill(mobile);
    await page.getByRole("button", { name: "Enrol merchant" }).click();
    await expect(page.locator("#kiosk-add-shopId-error")).toHaveText("That subdomain is taken");
    await expect(page.getByLabel("Shop web address (subdomain)")).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    await page.getByLabel("Shop web address (subdomain)").fill(subdomain);
    await expect(page.getByText(`The shop will be at ${platformShop(subdomain)}`)).toBeVisible();
    await page.getByRole("button", { name: "Enrol merchant" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: `${business} is open at ${subdomain}` }),
    ).toBeVisible();
    const row = rows(page).filter({ hasText: business });
    await expect(row).toContainText("Unpaid");
    await expect(row).toContainText("Free trial until");

    // The new shop opens at its subdomain at once.
    const shopper = await browser.newPage();
    await shopper.goto(shop(subdomain));
    await expect(shopper.getByText(business).first()).toBeVisible();
    // Its contact line is the number the kiosk took, a tap to call.
    await expect(shopper.getByRole("list", { name: "Contact" }).getByRole("link").first()).toHaveAttribute(
      "href",
      `tel:+91${mobile}`,
    );

    // Its owner signs in to /Admin: the first steps, with the shop's link, lead to adding a product,
    // which the storefront shows.
    const owner = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    await owner.goto(platform("/Admin"));
    await signInToConsole(owner, ownerEmail);
    const steps = owner.getByRole("region", { name: "First steps" });
    await expect(steps).toBeVisible();
    await expect(
      owner.getByRole("link", { name: `${subdomain}.platform.localhost:4321 (opens in a new tab)` }),
    ).toHaveAttribute("href", platformShop(subdomain));
    await expectNoSeriousA11yViolations(owner);
    await expectNoSideways(owner);
    await steps.getByRole("link", { name: "Add your first product" }).click();
    await expect(owner.getByRole("heading", { level: 1, name: "Add a product" })).toBeVisible();
    const product = `Basmati rice 1 kg ${tag}`;
    await owner.getByLabel("Name").fill(product);
    await owner.getByLabel("Description").fill("Aged basmati from the local mandi.");
    await owner.getByLabel("Category").fill("Groceries");
    await owner.getByLabel("MRP (₹)").fill("160");
    await owner.getByLabel("Selling price (₹)").fill("140");
    await owner.getByLabel("GST rate").selectOption("5");
    await owner.getByLabel("HSN code").fill("1006");
    await owner.getByLabel("Pieces in stock").fill("20");
    await owner.getByLabel("Add photos").setInputFiles(PHOTO);
    await expect(owner.locator(".console-photo-list img")).toHaveCount(1);
    await owner.getByRole("button", { name: "Add product" }).click();
    await expect(owner.getByRole("heading", { level: 1, name: "Products" })).toBeVisible();
    // Shoppers see it (the web server hands out a shop's boot data from a cache of up to 10 s).
    await expect(async () => {
      await shopper.goto(shop(subdomain));
      await expect(shopper.getByText(product).first()).toBeVisible({ timeout: 2000 });
    }).toPass({ timeout: 30_000 });

    // The operator takes the fee in cash: Paid, and the commission shows.
    await row.getByRole("button", { name: `Take fee of ${business}` }).click();
    await expect(page.getByRole("heading", { level: 2, name: `Fee of ${business}` })).toBeFocused();
    await page.getByRole("button", { name: "Get UPI payment link" }).click();
    await expect(page.getByRole("link", { name: "Pay ₹3,000 by UPI" })).toHaveAttribute(
      "href",
      /^upi:\/\/pay\?pa=platform-fees%40example&pn=Platform%20shop%20fees&am=3000\.00&cu=INR&tr=KM\d{6}F&tn=Shop%20fee%20/,
    );
    // The same link as a QR code to scan from the merchant's phone, and ways to send it there.
    const href = (await page.getByRole("link", { name: "Pay ₹3,000 by UPI" }).getAttribute("href")) ?? "";
    await expect(
      page.getByRole("img", { name: "QR code to pay ₹3,000 to Platform shop fees by UPI" }),
    ).toBeVisible();
    const whatsapp = page.getByRole("link", { name: "Send on WhatsApp (opens in a new tab)" });
    const shared = new URL((await whatsapp.getAttribute("href")) ?? "").searchParams.get("text") ?? "";
    expect(shared).toContain(href);
    expect(shared).toMatch(/^Pay ₹3,000 to Platform shop fees \(platform-fees@example\) for /);
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.getByRole("button", { name: "Copy the link" }).click();
    await expect(page.getByText("Copied: paste it in a message to the merchant.")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shared);
    await expectNoSeriousA11yViolations(page);
    await expectNoSideways(page);
    await page.getByRole("button", { name: "Mark paid in cash" }).click();
    const dialog = page.getByRole("dialog", { name: "Record ₹3,000 in cash?" });
    await expect(dialog.getByRole("button", { name: "Not yet" })).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole("button", { name: "Record ₹3,000 cash" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: `${business}: ₹3,000 recorded as paid` }),
    ).toBeVisible();
    await expect(row).toContainText("Paid");
    await expect(row).toContainText("Active, renewal");
    const earned = (text: string) => Number(text.replace(/[^\d]/g, ""));
    await expect.poll(async () => earned(await earnedNow())).toBe(earned(earnedBefore) + 2000);
  },
);

test("a merchant pays the fee online from the operator's link: the gateway's word records it, the receipt shows, the panel closes by itself", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const tag = randomUUID().slice(0, 6);
  const business = `Online Kirana ${tag}`;
  await page.goto(platform("/emitra/dashboard"));
  await signInByPhone(page, KIOSK_OPERATOR_PHONE);
  await page.getByRole("button", { name: "Add User" }).click();
  await page.getByLabel("Business name").fill(business);
  await page.getByLabel("Shop web address (subdomain)").fill(`e2e-on-${tag}`);
  await page.getByLabel("Merchant's name").fill("Anil Verma");
  await page.getByLabel("Merchant's email").fill(`anil.${tag}@example.com`);
  await page
    .getByLabel("Merchant's mobile number")
    .fill(`97${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`);
  await page.getByRole("button", { name: "Enrol merchant" }).click();
  const row = rows(page).filter({ hasText: business });
  await expect(row).toContainText("Unpaid");

  await row.getByRole("button", { name: `Take fee of ${business}` }).click();
  await page.getByRole("button", { name: "Get online payment link" }).click();
  await expect(page.getByRole("img", { name: "QR code of the page to pay ₹3,000 online" })).toBeVisible();
  await expect(page.getByText("Waiting for the payment: this closes by itself")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expectNoSideways(page);
  const payUrl =
    (await page.getByRole("link", { name: /^Open the payment page/ }).getAttribute("href")) ?? "";
  expect(payUrl).toMatch(/\/api\/payments\/pay\/ck_/);

  // The merchant opens it on their phone, pays at the gateway, and lands on the receipt.
  const merchant = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await merchant.goto(payUrl);
  await expect(merchant.getByRole("heading", { level: 1, name: `Pay ₹3,000 for ${business}` })).toBeVisible();
  await expectNoSeriousA11yViolations(merchant);
  await merchant.getByRole("button", { name: "Pay ₹3,000" }).click();
  await merchant.getByRole("button", { name: "Pay ₹3000.00" }).click();
  await expect(
    merchant.getByRole("heading", { level: 1, name: `Receipt: ₹3,000 for ${business}` }),
  ).toBeVisible({
    timeout: 15_000,
  });
  await expect(merchant.getByText("Received ₹3,000 by online payment. Thank you!")).toBeVisible();

  // The operator's panel closes by itself; the row reads Paid.
  await expect(page.getByRole("status").filter({ hasText: `${business}: ₹3,000 paid online.` })).toBeVisible({
    timeout: 15_000,
  });
  await expect(row).toContainText("Paid");
});

test("a kiosk merchant's trial that ended unpaid closes the storefront, which says why", async ({ page }) => {
  const closed = await fetch(`${cfg.apiUrl}/shop`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ shopId: "khan-mobile" }),
  });
  expect(((await closed.json()) as { response: { status: string } }).response.status).toBe("trialEnded");
  await page.goto(shop("khan-mobile"));
  await expect(page.getByRole("heading", { name: "This shop's free trial has ended" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
