/**
 * Issue 26, phone sign-in: a shopper with only a phone number signs in on
 * the shop with a code (the Auth emulator's, read with the local helper),
 * buys with cash on delivery and sees the order; then links Google from the
 * profile, and signing in with Google opens the same history. At 390 × 844.
 */
import { expect, test } from "@playwright/test";
import { showPhone } from "../../src/domain/signInPhone";
import { addFromHome, freshEmail } from "./checkout-support";
import { freshPhone } from "./console-support";
import { chooseAccount, header, platformShop } from "./storefront-support";
import { expectNoSeriousA11yViolations } from "./support/axe";

test("a phone-only shopper signs in with a code, buys with COD, sees the order, links Google, and Google opens the same history", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const phone = freshPhone();
  const email = freshEmail("phone-link");
  await addFromHome(page, "demo", ["Organic Jaggery 1 kg"]);

  await page.goto(platformShop("demo", "/phone"));
  await page.getByRole("link", { name: "Continue with your phone number" }).click();
  await expect(page.getByRole("heading", { name: "Phone login" })).toBeVisible();
  await page.getByLabel("Mobile number", { exact: true }).fill(showPhone(phone).replace("+91 ", ""));
  await page.getByRole("button", { name: "Send code" }).click();
  await expect(page.getByLabel("6-digit code", { exact: true })).toBeFocused();
  await expect(page.getByText(`We sent a 6-digit code to ${showPhone(phone)}.`)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // A wrong code is said beside the field; the right one (the emulator's, as a person reads the SMS) signs in.
  await page.getByLabel("6-digit code", { exact: true }).fill("000000");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByText("That code is not right", { exact: false })).toBeVisible();
  await page.getByRole("button", { name: "Local emulator: show my code" }).click();
  await expect(page.getByLabel("6-digit code", { exact: true })).toHaveValue(/^\d{6}$/);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  // Signed in, to the bag the visitor filled.
  await expect(page).toHaveURL(platformShop("demo", "/cart"), { timeout: 20_000 });
  await expect(page.getByRole("heading", { level: 1, name: "Bag" })).toBeVisible();

  await page.getByRole("button", { name: "PLACE ORDER" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Delivery Address" })).toBeFocused();
  await page.getByLabel("Name").fill("Meena Sharma");
  await page.getByLabel("Mobile Number").fill(phone.slice(3));
  await page.getByLabel("Address (House no, Building, Street area)").fill("4 Fort Road");
  await page.getByLabel("Pin Code").fill("302001");
  await page.getByLabel("City").fill("Jaipur");
  await page.getByRole("button", { name: "SAVE ADDRESS" }).click();
  await expect(page.getByRole("radio", { name: /Meena Sharma/ })).toBeChecked();
  await page.getByRole("button", { name: "CONFIRM ADDRESS" }).click();
  await page.getByRole("button", { name: "CASH ON DELIVERY" }).click();
  await page.getByRole("button", { name: "CONFIRM", exact: true }).click();
  await expect(page.getByText("ORDER PLACED SUCCESSFULLY")).toBeVisible({ timeout: 15_000 });

  await page.goto(platformShop("demo", "/history"));
  await expect(page.getByRole("heading", { level: 1, name: "MY ORDER HISTORY (1 Item)" })).toBeVisible();
  // In Hindi and back: the history's words change, the order stays.
  await header(page).getByRole("button", { name: "हिन्दी (Hindi)" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "मेरे ऑर्डर (1 आइटम)" })).toBeVisible();
  await expect(page.getByText("आपका ऑर्डर लंबित है")).toBeVisible();
  // Its date in Hindi too: the weekday and month in Devanagari, the digits as they are.
  await expect(page.getByText(/^(रवि|सोम|मंगल|बुध|गुरु|शुक्र|शनि), \d{1,2} \S+ \d{4}$/).first()).toBeVisible();
  await header(page).getByRole("button", { name: "English (अंग्रेज़ी)" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "MY ORDER HISTORY (1 Item)" })).toBeVisible();

  // The profile: the phone is this account's sign-in; Google is linked from here.
  await page.goto(platformShop("demo", "/profile"));
  const ways = page.getByRole("region", { name: "Ways to sign in" });
  await expect(ways.getByRole("definition").first()).toHaveText("Not linked");
  await expect(ways.getByRole("definition").nth(1)).toHaveText(showPhone(phone));
  await expectNoSeriousA11yViolations(page);
  await ways.getByRole("button", { name: "Link your Google account" }).click();
  await chooseAccount(page, email);
  await expect(ways.getByRole("status")).toHaveText(/^Your Google account is linked/);
  await expect(ways.getByRole("definition").first()).toHaveText(email);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // Signed out, then in with Google: the same customer, the same order.
  await page.getByRole("button", { name: "Sign out" }).click();
  await page.goto(platformShop("demo", "/login"));
  await page.getByRole("main").getByRole("button", { name: "Continue with Google" }).click();
  await chooseAccount(page, email);
  await expect(page).toHaveURL(platformShop("demo", "/cart"), { timeout: 20_000 });
  await page.goto(platformShop("demo", "/history"));
  await expect(page.getByRole("heading", { level: 1, name: "MY ORDER HISTORY (1 Item)" })).toBeVisible();
});
