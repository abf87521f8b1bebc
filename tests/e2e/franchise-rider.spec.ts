/**
 * Issue 25's franchise and rider on a phone's screen. A person follows the
 * franchise page's Get Started, signs in with Google and signs their
 * franchise up. The seeded franchise owner adds a rider, who signs in by
 * phone (the Auth emulator's code), accepts an order of the franchise's shop,
 * marks it picked up and delivers it behind a confirmation with the cash
 * collected (a wrong amount refused first); the shop's seller sees the cash
 * on the order's card. axe on every new screen, by keyboard where it counts,
 * and nothing wider than the phone.
 */
import { randomUUID } from "node:crypto";
import { expect, type Page, test } from "@playwright/test";
import { emulatorIdToken } from "../../scripts/lib/emulator-token";
import { orderNumber } from "../../src/domain/orders/orderNumber";
import { showPhone } from "../../src/domain/signInPhone";
import { freshEmail } from "./checkout-support";
import { EMULATOR_HOST, freshPhone, signInByPhone, signInToConsole } from "./console-support";
import { platform } from "./storefront-support";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { cfg } from "./support/servers";
import { TOPOLOGY } from "./support/topology";

test.use({ viewport: { width: 390, height: 844 } });

/** The seeded franchise (src/server/seed/franchise.ts): its owner, its shop and that shop's owner. */
const FRANCHISE_OWNER = "franchise@example.com";
const SHOP = "pink-city-sweets";
const SHOP_SELLER = "pinkcity.seller@example.com";

async function expectNoSideways(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

/** POSTs to the API as `email` (an emulator sign-in); answers the JSON. */
async function postAs(email: string, path: string, body: unknown): Promise<Record<string, unknown>> {
  const res = await fetch(`${cfg.apiUrl}${path}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      authorization: `Bearer ${await emulatorIdToken(EMULATOR_HOST, email)}`,
    },
    body: JSON.stringify(body),
  });
  expect(res.status, `${path}: ${await res.clone().text()}`).toBe(200);
  return (await res.json()) as Record<string, unknown>;
}

/** A shopper of this test buys a jaggery block from the franchise's shop (COD), and its seller confirms it. */
async function confirmedJaggeryOrder(): Promise<string> {
  const email = freshEmail("franchise");
  const saved = (await postAs(email, "/customer/addaddress", {
    email,
    fullName: "Meera Joshi",
    address: "12 Hawa Mahal Road",
    city: "Jaipur",
    state: "Rajasthan",
    pincode: "302002",
    phoneNumber: "9414012345",
  })) as { response: { address: Record<string, unknown> } };
  const [addressKey = ""] = Object.keys(saved.response.address);
  const placed = (await postAs(email, "/customer/addorder", {
    email,
    orders: [{ shopId: SHOP, productId: "organic-jaggery-1kg", productCount: 1 }],
    addressKey,
    paymentMethod: "COD",
    idempotencyKey: `PL${randomUUID().replace(/-/g, "").slice(0, 12).toUpperCase()}`,
    deviceToken: "",
  })) as { orderIds: string[] };
  const orderId = placed.orderIds[0] ?? "";
  await postAs(SHOP_SELLER, "/api/digiorder/updatestatus", { orderId, riderStatus: "Confirmed" });
  return orderId;
}

test("a person signs a franchise up from the franchise page's Get Started", TOPOLOGY, async ({ page }) => {
  await page.goto(platform("/hyperlocal"));
  const premium = page.getByRole("article").filter({ hasText: "Premium Subscription" });
  await premium.getByRole("link", { name: /^Get Started/ }).click();
  await expect(page).toHaveURL(/\/Admin\/franchise\/signup\?plan=premium$/);
  await expect(
    page.getByRole("heading", { level: 1, name: "Sign in to sign up your franchise" }),
  ).toBeVisible();
  // Words for a new franchise owner: no seller's or rider's, no rider key.
  await expect(page.getByText("The Google account you will run your franchise with.")).toBeVisible();
  await expect(page.getByLabel("Rider key")).toHaveCount(0);
  await expect(page.getByText(/Sellers, shop staff/)).toHaveCount(0);
  const owner = freshEmail("franchise-owner");
  await signInToConsole(page, owner);
  await expect(page.getByRole("heading", { level: 1, name: "Sign up your franchise" })).toBeVisible();
  // Each plan with its price; the line above names the chosen plan's storefronts.
  await expect(
    page.getByRole("radio", {
      name: /Premium Subscription: up to 100 storefronts, ₹20,000 upfront was ₹25,000/,
    }),
  ).toBeChecked();
  await expect(page.getByText(/^Run up to 100 storefronts in your area/)).toBeVisible();
  await page
    .getByRole("radio", { name: /^Basic Subscription: up to 50 storefronts, ₹10,000 upfront/ })
    .check();
  await expect(page.getByText(/^Run up to 50 storefronts in your area/)).toBeVisible();
  await page.getByRole("radio", { name: /^Premium Subscription/ }).check();
  await expectNoSeriousA11yViolations(page);
  await expectNoSideways(page);

  // Nothing named: refused beside the field, the focus on it.
  await page.getByRole("button", { name: "Sign up" }).click();
  await expect(page.getByLabel("Franchise name")).toBeFocused();
  await expect(page.getByText("Enter your franchise's name")).toBeVisible();
  const name = `Ajmer ${randomUUID().slice(0, 6)}`;
  await page.getByLabel("Franchise name").fill(name);
  await page.getByLabel("Area you serve").fill("Ajmer city");
  await page.getByLabel("Area you serve").press("Enter");
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByText("0 of 100 storefronts")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expectNoSideways(page);
});

test(
  "a franchise's rider signs in by phone, accepts, picks up and delivers with the cash collected, which the seller sees",
  TOPOLOGY,
  async ({ page, browser }) => {
    test.setTimeout(180_000);
    // The franchise owner adds a rider, who signs in with that phone.
    await page.goto(platform("/Admin"));
    await signInToConsole(page, FRANCHISE_OWNER);
    await expect(page.getByRole("heading", { level: 1, name: "Jaipur North" })).toBeVisible();
    await page.getByText("Add a rider").click();
    const add = page.getByRole("form", { name: "Add a rider" });
    const phone = freshPhone();
    const riderName = `Rider ${randomUUID().slice(0, 4)}`;
    await add.getByLabel("Rider's name").fill(riderName);
    await add.getByLabel("Mobile number (they sign in with it)").fill("12345");
    await add.getByLabel("Vehicle").fill("Scooter");
    await add.getByRole("button", { name: "Add rider" }).click();
    await expect(add.getByLabel("Mobile number (they sign in with it)")).toBeFocused();
    await add.getByLabel("Mobile number (they sign in with it)").fill(showPhone(phone).replace("+91 ", ""));
    await add.getByRole("button", { name: "Add rider" }).click();
    await expect(page.getByRole("status").filter({ hasText: `${riderName} added` })).toBeVisible();
    await expect(page.getByRole("link", { name: showPhone(phone) })).toHaveAttribute("href", `tel:${phone}`);
    await expectNoSeriousA11yViolations(page);
    await expectNoSideways(page);

    const orderId = await confirmedJaggeryOrder();
    const number = orderNumber(orderId);

    const riderContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const rider = await riderContext.newPage();
    await rider.goto(platform("/Admin"));
    await signInByPhone(rider, phone);
    await expect(rider.getByRole("heading", { level: 1, name: "Your deliveries" })).toBeVisible();
    // The list in parts: his to carry, those waiting for any rider, his done today with the day's cash.
    const part = (name: RegExp) => rider.getByRole("region", { name });
    const card = rider
      .getByRole("listitem")
      .filter({ has: rider.getByRole("heading", { name: `Order #${number} · Pink City Sweets` }) });
    await expect(part(/^Waiting for a rider/)).toContainText(`Order #${number} · Pink City Sweets`);
    await expect(part(/^Done today/)).toContainText("Cash collected today: ₹0 on 0 deliveries");
    await expect(card).toContainText("Waiting for a rider");
    await expect(card).toContainText("Cash on delivery: collect ₹140");
    await expect(card).toContainText("14 Central Spine, Vidhyadhar Nagar, Jaipur");
    await expect(card.getByRole("link", { name: /^Call \+91 99000 00020/ })).toHaveAttribute(
      "href",
      "tel:+919900000020",
    );
    await expect(card.getByRole("link", { name: /^Call \+91 94140 12345/ })).toHaveAttribute(
      "href",
      "tel:+919414012345",
    );
    await expect(card.getByRole("link", { name: /^Map of the drop/ })).toHaveAttribute(
      "href",
      /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=12%20Hawa%20Mahal%20Road/,
    );
    await expectNoSeriousA11yViolations(rider);
    await expectNoSideways(rider);

    await card.getByRole("button", { name: `Accept order #${number}` }).click();
    await expect(rider.getByRole("status").filter({ hasText: `Order #${number}: Accept` })).toBeVisible();
    await expect(card).toContainText("Accepted: pick it up at the shop");
    await expect(part(/^Yours to deliver/)).toContainText(`Order #${number} · Pink City Sweets`);
    await card.getByRole("button", { name: `Picked up order #${number}` }).click();
    await expect(card).toContainText("Picked up: on the way to the customer");

    // Delivered asks first; Escape keeps it as it is, and the focus goes back to the button.
    const deliver = card.getByRole("button", { name: `Delivered order #${number}` });
    await deliver.click();
    const dialog = rider.getByRole("dialog", { name: `Mark order #${number} as delivered?` });
    await expect(dialog).toContainText("Collect ₹140 in cash from the customer first.");
    await expect(dialog.getByLabel("Cash collected (₹)")).toBeFocused();
    await rider.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(deliver).toBeFocused();
    await rider.keyboard.press("Enter");
    await expect(dialog.getByLabel("Cash collected (₹)")).toBeFocused();
    await rider.keyboard.type("100");
    await rider.keyboard.press("Enter");
    await expect(dialog.getByRole("alert")).toContainText("The cash collected must be ₹140, the amount due");
    await expectNoSeriousA11yViolations(rider);
    await dialog.getByLabel("Cash collected (₹)").fill("140");
    await dialog.getByRole("button", { name: "Mark as Delivered" }).click();
    await expect(dialog).toBeHidden();
    await expect(card).toContainText("Cash collected: ₹140");
    await expect(card.getByRole("button")).toHaveCount(0);
    // Delivered: it moves to "Done today", and the day's cash counts it.
    await expect(part(/^Done today/)).toContainText(`Order #${number} · Pink City Sweets`);
    await expect(part(/^Done today/)).toContainText("Cash collected today: ₹140 on 1 delivery");
    await expect(part(/^Yours to deliver/)).not.toContainText(`Order #${number}`);
    await expectNoSeriousA11yViolations(rider);
    await expectNoSideways(rider);
    await riderContext.close();

    // The shop's seller sees the cash on the order's card.
    const sellerContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const seller = await sellerContext.newPage();
    await seller.goto(platform("/Admin/orders?view=all"));
    await signInToConsole(seller, SHOP_SELLER);
    const placement = seller
      .getByRole("listitem")
      .filter({ has: seller.getByRole("heading", { name: `Order #${number}` }) });
    await expect(placement).toContainText(`Cash collected: ₹140 by ${riderName}`);
    await expectNoSeriousA11yViolations(seller);
    await sellerContext.close();
  },
);
