/**
 * The master admin's shops (issue 25), on a phone's screen and by keyboard:
 * a master admin opens a shop (the subdomain checked as typed: reserved,
 * taken, free; a missing name and a wrong phone said beside their fields,
 * nothing typed lost), its storefront opens at its subdomain at once, the
 * master suspends it with a reason, the storefront says it is closed, the
 * master resumes it and the storefront sells again; the list finds it by
 * search and status. axe on every screen.
 */
import { randomUUID } from "node:crypto";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { SIGN_IN_PHONE_FORMAT } from "../../src/domain/signInPhone";
import { freshPhone, MASTER_ADMIN, signInToConsole } from "./console-support";
import { header, platform, shop } from "./storefront-support";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { TOPOLOGY } from "./support/topology";

test.use({ viewport: { width: 390, height: 844 } });

const h1 = (page: Page, name: string) => page.getByRole("heading", { level: 1, name });

/** Nothing is wider than the phone. */
async function expectNoSideways(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

/** Reloads `page` until `shown` is visible (within 20 s). */
async function reloadUntil(page: Page, shown: Locator): Promise<void> {
  await expect(async () => {
    await page.reload();
    await expect(shown).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000, intervals: [500, 1000] });
}

test(
  "a master admin opens a shop, it is live at once, is suspended and says so, and is resumed",
  TOPOLOGY,
  async ({ page, context }) => {
    test.setTimeout(180_000);
    const shopId = `e2e-${randomUUID().slice(0, 8)}`;
    const name = "Mehta Sweets E2E";
    const email = `owner.${shopId}@example.com`;
    const phone = freshPhone();

    await page.goto(platform("/masteradmin/shop"));
    await signInToConsole(page, MASTER_ADMIN);
    await expect(h1(page, "Open a new shop")).toBeVisible();
    const subdomain = page.getByLabel("Subdomain (the shop's web address)");

    // Checked as typed: a reserved name, a taken one, then a free one.
    await subdomain.fill("www");
    await expect(page.getByText("That subdomain is reserved for the platform: choose another")).toBeVisible();
    await subdomain.fill("demo");
    await expect(page.getByText("That subdomain is taken")).toBeVisible();
    await subdomain.fill(shopId);
    await expect(page.getByText(`${shopId} is free`)).toBeVisible();
    await expect(page.getByText(`The shop will be at http://${shopId}.`)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await expectNoSideways(page);

    // No name: said beside it, focus there, the subdomain kept.
    await page.getByRole("button", { name: "Open shop" }).click();
    await expect(page.getByLabel("Shop name")).toBeFocused();
    await expect(page.getByText("Enter the shop's name")).toBeVisible();
    await expect(subdomain).toHaveValue(shopId);
    // A wrong phone: the same, by keyboard.
    await page.getByLabel("Shop name").fill(name);
    await page.getByLabel("Owner's email").fill(email);
    await page.getByLabel("Owner's mobile number").fill("12345");
    await page.getByLabel("Owner's mobile number").press("Enter");
    await expect(page.getByLabel("Owner's mobile number")).toBeFocused();
    await expect(page.getByText(SIGN_IN_PHONE_FORMAT)).toBeVisible();
    await expect(page.getByLabel("Shop name")).toHaveValue(name);
    await page.getByLabel("Owner's mobile number").fill(phone.slice(3));
    await page.getByRole("button", { name: "Open shop" }).click();
    const opened = page.getByRole("heading", { name: `${name} is open` });
    await expect(opened).toBeVisible();
    await expect(page.getByText(/^Its storefront is live at .*, in its 7-day free trial\./)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Its storefront, at its subdomain at once.
    const front = await context.newPage();
    await front.goto(shop(shopId));
    await expect(header(front).getByText(name)).toBeVisible();
    await expect(front.getByRole("heading", { name: "Try any other Store.." })).toHaveCount(0);

    // Its page: in its free trial, its owner, the change in its log.
    await page.getByRole("link", { name: "See the shop" }).click();
    await expect(h1(page, name)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/masteradmin/shop/${shopId}$`));
    await expect(page.locator(".shop-status")).toHaveText("Free trial");
    await expect(page.getByText(email).first()).toBeVisible();
    await expect(page.getByRole("region", { name: "Recent changes" })).toContainText("Shop opened");
    await expectNoSeriousA11yViolations(page);
    await expectNoSideways(page);

    // Suspend, by keyboard: the reason is asked for first.
    const suspend = page.getByRole("button", { name: "Suspend shop" });
    await suspend.focus();
    await page.keyboard.press("Enter");
    const ask = page.getByRole("dialog", { name: `Suspend ${name}?` });
    const reason = ask.getByLabel("Why (kept with the shop and in the audit log)");
    await expect(reason).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    await ask.getByRole("button", { name: "Suspend shop" }).click();
    // Said once, beside the field, which takes focus.
    await expect(ask.getByText("Say why the shop is suspended")).toHaveCount(1);
    await expect(reason).toHaveAccessibleDescription("Say why the shop is suspended");
    await expect(reason).toBeFocused();
    await reason.fill("Fees unpaid");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(ask.getByRole("button", { name: "Suspend shop" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(ask).toHaveCount(0);
    await expect(suspend).toHaveCount(0);
    await expect(page.getByText(`Suspended ${name}: its storefront says it is closed`)).toBeVisible();
    await expect(page.locator(".shop-status")).toHaveText("Suspended");
    await expect(page.getByText("Fees unpaid").first()).toBeVisible();

    // The storefront says so, and shows nothing to buy: on its next load once the web server's short
    // copy of the shop's first data (src/web/shopBoot.ts, 10 s) has gone.
    await reloadUntil(front, front.getByRole("heading", { level: 1, name: "This shop is closed for now" }));
    await expect(front.getByText(`${name} is not taking orders at the moment.`)).toBeVisible();
    await expect(front.getByRole("link", { name: /Bag/ })).toHaveCount(0);
    await expectNoSeriousA11yViolations(front);
    await expectNoSideways(front);

    // The list finds it by search and by its status.
    await page.getByRole("navigation", { name: "Master admin" }).getByRole("link", { name: "Shops" }).click();
    await expect(h1(page, "Shops")).toBeVisible();
    await page.getByLabel("Search", { exact: true }).fill(email.toUpperCase());
    await page.getByLabel("Status").selectOption("suspended");
    await page.getByRole("button", { name: "Show shops" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "1 shop" })).toBeFocused();
    const row = page.getByRole("list", { name: "Shops" }).getByRole("listitem");
    await expect(row).toHaveCount(1);
    await expect(row).toContainText("Suspended");
    await expect(page).toHaveURL(/\?q=.*&status=suspended$/);
    await expectNoSeriousA11yViolations(page);
    await expectNoSideways(page);

    // Resume, after confirming: the storefront sells again.
    await row.getByRole("link", { name }).click();
    await expect(h1(page, name)).toBeVisible();
    await page.getByRole("button", { name: "Resume shop" }).click();
    const resume = page.getByRole("dialog", { name: `Resume ${name}?` });
    await expect(resume.getByRole("button", { name: "Keep it suspended" })).toBeFocused();
    await resume.getByRole("button", { name: "Resume shop" }).click();
    await expect(page.getByText(`Resumed ${name}: its storefront is open again.`)).toBeVisible();
    await expect(page.locator(".shop-status")).toHaveText("Free trial");
    // The suspension stays on record with the shop.
    await expect(page.getByRole("definition").filter({ hasText: "Fees unpaid" })).toBeVisible();
    await expect(page.getByRole("term").filter({ hasText: "Last suspended" })).toBeVisible();
    // Open again: its nav (the closed page keeps the header's name, never the nav) once the short copy goes.
    await reloadUntil(front, header(front).getByRole("link", { name: /^Bag/, includeHidden: true }).first());
    await expect(front.getByRole("heading", { name: "This shop is closed for now" })).toHaveCount(0);

    // Handing it over asks first; Escape keeps the owner.
    await page.getByRole("button", { name: "Hand to a new owner" }).click();
    const handOver = page.getByRole("dialog", { name: `Hand ${name} to a new owner?` });
    await expect(handOver.getByLabel("New owner's email")).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(handOver).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Hand to a new owner" })).toBeFocused();
  },
);
