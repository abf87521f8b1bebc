/**
 * Sellers who live on their phone number (issue 24): the owner of demo signs
 * in to /Admin with a phone code, adds a staff member by phone number, who
 * signs in with their own code and works the same shop; removed, they are
 * out at their next call.
 */
import { expect, test } from "@playwright/test";
import { showPhone } from "../../src/domain/signInPhone";
import { freshPhone, signInByPhone } from "./console-support";
import { platform } from "./storefront-support";
import { expectNoSeriousA11yViolations } from "./support/axe";

test.use({ viewport: { width: 390, height: 844 } });

/** The seeded owner of demo's phone (src/server/seed/shops.ts SELLER_PHONES). */
const DEMO_OWNER_PHONE = "+919876500001";

test("a seller signs in by phone, adds staff by phone, who signs in by phone and is removed", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await page.goto(platform("/Admin"));
  await signInByPhone(page, DEMO_OWNER_PHONE);
  await expect(page.getByRole("heading", { level: 1, name: "Orders" })).toBeVisible();
  await expect(page.locator(".console-order").first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "People" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "People" })).toBeFocused();
  const helper = freshPhone();
  const field = page.getByLabel(/^Their email or phone number/);
  await field.fill("12345");
  await page.getByRole("button", { name: "Add staff member" }).click();
  await expect(page.getByText("Enter a 10-digit Indian mobile number, like 98765 43210")).toBeVisible();
  await field.fill(showPhone(helper).replace("+91 ", ""));
  await page.getByRole("button", { name: "Add staff member" }).click();
  await expect(page.getByText(`Added ${showPhone(helper)}: they can sign in now.`)).toBeVisible();
  const row = page.locator(".console-row", { hasText: showPhone(helper) });
  await expect(row).toContainText("Staff");
  await expectNoSeriousA11yViolations(page);

  // The staff member, on their own phone.
  const theirs = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const staffPage = await theirs.newPage();
  await staffPage.goto(platform("/Admin"));
  await signInByPhone(staffPage, helper);
  await expect(staffPage.getByRole("heading", { level: 1, name: "Orders" })).toBeVisible();
  await expect(staffPage.getByText(/\(staff\)/)).toBeVisible();

  // Removed by the owner: out at their next call.
  await row.getByRole("button", { name: /^Remove/ }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Remove" }).click();
  await expect(page.getByText(`Removed ${helper}: their access has ended.`)).toBeVisible();
  await staffPage.reload();
  await expect(staffPage.getByText(/doesn't run a shop here|no access here/i).first()).toBeVisible();
  await theirs.close();
});
