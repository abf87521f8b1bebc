/**
 * Issue 25's support admin on a phone's screen: an order placed in this test
 * is found by its number (typed, Enter), opened with its timeline, given a
 * rider, then cancelled with a reason behind a confirmation (asked for first
 * when missing, kept while it is asked); its stock goes back, and the
 * seller's console shows why on the order's card. axe on every screen, and
 * nothing wider than the phone.
 */
import { expect, type Page, test } from "@playwright/test";
import { orderNumber } from "../../src/domain/orders/orderNumber";
import { placeByApi, STOCK_SEEN, stockOf } from "./checkout-support";
import { DEMO_SELLER, SUPPORT_ADMIN, signInToConsole } from "./console-support";
import { platform } from "./storefront-support";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { cfg, E2E_SELLER_KEY } from "./support/servers";
import { TOPOLOGY } from "./support/topology";

test.use({ viewport: { width: 390, height: 844 } });

async function expectNoSideways(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

/** A shopper of this test places `count` of one of demo's products (forest honey by default); answers the order id. */
async function placeHoney(
  count: number,
  paymentMethod: "COD" | "UPI" = "COD",
  productId = "forest-honey-500g",
): Promise<string> {
  return (await placeByApi("support", { shopId: "demo", productId, count }, paymentMethod)).orderId;
}

test(
  "a support admin finds an order by its number, gives it a rider, cancels it with a reason; the stock goes back and the seller's console shows why",
  TOPOLOGY,
  async ({ page, browser }) => {
    test.setTimeout(120_000);
    const before = await stockOf("demo", "forest-honey-500g");
    const orderId = await placeHoney(2);
    const number = orderNumber(orderId);
    await expect.poll(() => stockOf("demo", "forest-honey-500g"), STOCK_SEEN).toBe(before - 2);

    await page.goto(platform("/Admin"));
    await signInToConsole(page, SUPPORT_ADMIN);
    await expect(page.getByRole("heading", { level: 1, name: "Find an order" })).toBeVisible();

    // Something that is no number, phone or email is refused beside the box, and stays typed.
    const box = page.getByLabel("Order number, phone or email");
    await box.fill("abc");
    await box.press("Enter");
    await expect(page.locator("#support-q-error")).toHaveText(/Type an order number/);
    await expect(box).toHaveAttribute("aria-invalid", "true");
    await expect(box).toHaveValue("abc");

    // The number as the shopper reads it, typed in lower case, found by the keyboard alone.
    await box.fill(`#${number.toLowerCase()}`);
    await box.press("Enter");
    const results = page.getByRole("heading", {
      level: 2,
      name: new RegExp(`^1 order for “#${number.toLowerCase()}”`),
    });
    await expect(results).toBeFocused();
    const found = page.getByRole("link", { name: new RegExp(`#${number} · `) });
    await expect(found).toBeVisible();
    await expect(page.locator(".console-order").filter({ has: found })).toContainText(
      "Cash on delivery · not paid yet",
    );
    await expectNoSeriousA11yViolations(page);
    await expectNoSideways(page);

    await found.press("Enter");
    await expect(page.getByRole("heading", { level: 1, name: `Order #${number}` })).toBeFocused();
    const timeline = page.getByRole("region", { name: "Timeline" });
    await expect(timeline.getByRole("listitem").first()).toContainText("Pending");
    await expect(timeline.getByRole("listitem").first()).toContainText("by customer");
    await expect(page.getByText("+91 94140 12345")).toBeVisible();

    // A rider from the platform's list.
    const riders = page.getByLabel("Give this order to");
    const ravi = await riders.locator("option", { hasText: "Ravi Kumar" }).first().getAttribute("value");
    await riders.selectOption(ravi ?? "");
    await page.getByRole("button", { name: "Give to this rider" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: `Order #${number} goes to Ravi Kumar now.` }),
    ).toBeVisible();
    await expect(timeline).toContainText(`Rider: Ravi Kumar`);
    await expectNoSeriousA11yViolations(page);
    await expectNoSideways(page);

    // Cancel asks for the reason first, then confirms in a dialog; "Keep the order" keeps it and the reason.
    const cancel = page.getByRole("button", { name: `Cancel order #${number}` });
    await cancel.click();
    const reasonBox = page.getByLabel("Why it is cancelled");
    await expect(reasonBox).toBeFocused();
    await expect(page.locator("#support-reason-error")).toHaveText(/Say why the order is cancelled/);
    const reason = `The shopper called: wrong address (${number})`;
    await reasonBox.fill(reason);
    await cancel.click();
    const dialog = page.getByRole("dialog", { name: `Cancel order #${number}?` });
    await expect(dialog).toContainText(reason);
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole("button", { name: "Keep the order" }).click();
    await expect(dialog).toBeHidden();
    await expect(reasonBox).toHaveValue(reason);
    await cancel.click();
    await dialog.getByRole("button", { name: "Cancel order" }).click();
    await expect(page.getByRole("status").filter({ hasText: `Order #${number} is cancelled` })).toBeVisible();
    await expect(page.locator(".console-order-head .console-stage")).toHaveText("Canceled");
    await expect(timeline.getByRole("listitem").last()).toContainText(`by support (${SUPPORT_ADMIN})`);
    await expect(timeline.getByRole("listitem").last()).toContainText(`Reason: ${reason}`);
    await expect(page.getByText("This order was canceled.").first()).toBeVisible();
    await expect.poll(() => stockOf("demo", "forest-honey-500g"), STOCK_SEEN).toBe(before);
    await expectNoSeriousA11yViolations(page);
    await expectNoSideways(page);

    // Back keeps the search.
    await page.goBack();
    await expect(page.getByRole("heading", { level: 1, name: "Find an order" })).toBeVisible();
    await expect(page.getByLabel("Order number, phone or email")).toHaveValue(`#${number.toLowerCase()}`);

    // The seller reads why on the order's card.
    const seller = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    // An address from before screens had paths (/Admin#/…) still opens its screen, at its path.
    await seller.goto(platform("/Admin#/orders?view=done"));
    await expect(seller).toHaveURL(/\/Admin\/orders\?view=done$/);
    await signInToConsole(seller, DEMO_SELLER);
    const card = seller.locator(".console-order").filter({ hasText: `#${number}` });
    await expect(card).toContainText("Cancelled by the platform's support");
    await expect(card).toContainText(reason);
    await seller.context().close();
  },
);

test("a support admin marks a cancelled UPI order's refund sent with the seller's UTR: a short one is refused beside the field", async ({
  page,
}) => {
  // Not the honey: the test beside this one counts the honey's stock exactly.
  const orderId = await placeHoney(1, "UPI", "toor-dal-1kg");
  const number = orderNumber(orderId);
  // The seller marks the payment received; the shopper cancels: the refund is due.
  const seller = await fetch(`${cfg.apiUrl}/api/digiorder/paymentreceived`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-seller-key": `${E2E_SELLER_KEY}-demo` },
    body: JSON.stringify({ orderId }),
  });
  expect(seller.status, await seller.clone().text()).toBe(200);

  await page.goto(platform("/Admin"));
  await signInToConsole(page, SUPPORT_ADMIN);
  const box = page.getByLabel("Order number, phone or email");
  await box.fill(number);
  await box.press("Enter");
  await page.getByRole("link", { name: new RegExp(`#${number} · `) }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Order #${number}` })).toBeFocused();
  await expect(page.getByRole("region", { name: "Refund" })).toHaveCount(0);
  await page.getByLabel("Why it is cancelled").fill("The shopper paid twice by mistake");
  await page.getByRole("button", { name: `Cancel order #${number}` }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Cancel order" }).click();

  const refund = page.getByRole("region", { name: "Refund" });
  await expect(refund).toContainText(/Refund due ₹[\d,]+/);
  const utr = refund.getByLabel("UTR of the seller's refund");
  await utr.fill("12345");
  await refund.getByRole("button", { name: `Mark refunded order #${number}` }).click();
  await expect(utr).toBeFocused();
  await expect(refund.locator("#support-refund-utr-error")).toHaveText(/12-digit UTR/);
  await expect(utr).toHaveValue("12345");
  await expectNoSeriousA11yViolations(page);
  await utr.fill("6123 4567 8901");
  await utr.press("Enter");
  await expect(
    page.getByRole("status").filter({ hasText: `Order #${number}: refund marked sent` }),
  ).toBeVisible();
  await expect(refund).toContainText(/Refunded ₹[\d,]+ on .+ \(UTR 612345678901\)/);
  await expect(refund.getByLabel("UTR of the seller's refund")).toHaveCount(0);
  await expectNoSideways(page);
});
