/**
 * Following an order (SPEC §2 track control, §4 workflow): the shopper keeps
 * the manage view open while the seller and the rider move the order on the
 * real API, then confirms receipt, which the server records.
 */
import { type Browser, expect, type Page, test } from "@playwright/test";
import { POLL_MS } from "../../src/domain/orders/tracking";
import { addFromHome, freshEmail, STOCK_SEEN, signInToBag, stockOf } from "./checkout-support";
import { DEMO_SELLER, signInToConsole } from "./console-support";
import { platform } from "./storefront-support";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { E2E_RIDER_KEY } from "./support/servers";
import { TOPOLOGY } from "./support/topology";

/** The open view catches up within one poll: a poll already on its way may still bring the old stage. */
const withinAPoll = { timeout: POLL_MS + 2000 };

/** Signs in to the /Admin console of another browser context, as the demo shop's owner (Google) or the demo rider. */
async function openConsole(browser: Browser, as: "seller" | "rider"): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(platform("/Admin"));
  if (as === "seller") {
    await signInToConsole(page, DEMO_SELLER);
    await expect(page.getByRole("heading", { level: 1, name: "Orders" })).toBeVisible();
  } else {
    const form = page.getByRole("form", { name: "Rider sign-in" });
    await form.getByLabel("Rider key").fill(E2E_RIDER_KEY);
    await form.getByRole("button", { name: "Sign in as rider" }).click();
    await expect(page.getByText(/^Signed in as rider/)).toBeVisible();
  }
  return page;
}

/** Opens a view of the seller's orders (newest first but "Needs you"), and waits for it. */
async function view(page: Page, name: "Open" | "Done" | "All"): Promise<void> {
  await page.getByRole("navigation", { name: "Which orders" }).getByRole("link", { name }).click();
  await expect(
    page.getByRole("navigation", { name: "Which orders" }).getByRole("link", { name }),
  ).toHaveAttribute("aria-current", "page");
  await expect(page.locator(".console-placement").first()).toBeVisible();
}

/** An order in a console, by its number. */
const consoleOrder = (page: Page, orderId: string) =>
  page
    .locator(".console-order")
    .filter({ has: page.getByRole("heading", { name: new RegExp(`^#${orderId.slice(-6)} `) }) });

/**
 * Places a COD order of `product` for a new shopper through the checkout and
 * opens the history. Each test orders a product no other test counts the stock of.
 */
async function placeAndOpenHistory(page: Page, product: string): Promise<void> {
  await addFromHome(page, "demo", [product]);
  await signInToBag(page, "demo", freshEmail("track"));
  await page.getByRole("button", { name: "PLACE ORDER" }).click();
  await page.getByLabel("Name").fill("Nisha Gupta");
  await page.getByLabel("Mobile Number").fill("9414012345");
  await page.getByLabel("Address (House no, Building, Street area)").fill("3 Lake Road");
  await page.getByLabel("Pin Code").fill("313001");
  await page.getByRole("button", { name: "SAVE ADDRESS" }).click();
  await page.getByRole("button", { name: "CONFIRM ADDRESS" }).click();
  await page.getByRole("button", { name: "CASH ON DELIVERY" }).click();
  await page.getByRole("button", { name: "CONFIRM", exact: true }).click();
  await page.getByRole("link", { name: "View my orders" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "MY ORDER HISTORY (1 Item)" })).toBeVisible();
}

test(
  "the manage view follows the seller and the rider in /Admin within a poll; the shopper's confirmation is recorded",
  TOPOLOGY,
  async ({ page, browser }) => {
    test.setTimeout(90_000);
    await placeAndOpenHistory(page, "Toor Dal 1 kg");
    const orderId = await page.evaluate(
      () => JSON.parse(localStorage.getItem("user") ?? "{}").userData.orders[0].orderId,
    );
    const manage = page.getByRole("button", { name: /^Manage order/ });
    await expect(manage).toBeVisible(); // the detail has loaded with a known history
    await manage.click();
    const dialog = page.getByRole("dialog", { name: `Manage order #${orderId.slice(-6)}` });
    await expect(dialog).toBeVisible();
    const current = dialog.locator('li[aria-current="step"]');
    await expect(current).toContainText("Pending");
    await expect(dialog.getByText("Process Order · Seller")).toBeVisible();
    await expect(dialog.getByText("Customer Confirmation · You")).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Customer Confirmation" })).toBeDisabled();
    await expectNoSeriousA11yViolations(page);

    // Focus stays in the modal.
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press("Tab");
      expect(
        await dialog.evaluate(
          (d) => d.contains(document.activeElement) || document.activeElement === document.body,
        ),
      ).toBe(true);
    }

    // The seller, in the /Admin console of another browser: finds the order, confirms it, names the rider.
    const seller = await openConsole(browser, "seller");
    await expectNoSeriousA11yViolations(seller);
    await view(seller, "Open");
    await seller.getByLabel("Order number").fill(orderId.slice(-6));
    const atSeller = consoleOrder(seller, orderId);
    await expect(atSeller).toHaveCount(1);
    await atSeller.getByRole("button", { name: /^Confirm Order/ }).click();
    await expect(atSeller.getByText("Confirmed", { exact: true })).toBeVisible();
    await expect(current).toContainText("Confirmed", withinAPoll);
    await atSeller.getByText("Order note").click();
    await atSeller.getByLabel("Delivery partner").fill("Blue Dart");
    await atSeller.getByLabel("Shipping ID").fill("BD123456");
    await atSeller.getByRole("button", { name: "Save note" }).click();
    await expect(seller.getByText(/note saved/)).toBeVisible();

    // The rider takes it, carries it and delivers it.
    const rider = await openConsole(browser, "rider");
    await expectNoSeriousA11yViolations(rider);
    const atRider = consoleOrder(rider, orderId);
    await atRider.getByRole("button", { name: /^Assign to Rider/ }).click();
    await expect(current).toContainText("En Route", withinAPoll);
    await expect(dialog.locator(".track-rider")).toContainText("Vehicle");
    await atRider.getByRole("button", { name: /^Mark In Transit/ }).click();
    await expect(current).toContainText("In Transit", withinAPoll);
    // "Delivered" asks first, as the phone rider's screen does: the cash collected on this COD order, exactly what is due.
    await atRider.getByRole("button", { name: `Mark as Delivered #${orderId.slice(-6)}` }).click();
    const deliver = rider.getByRole("dialog", { name: `Mark order #${orderId.slice(-6)} as delivered?` });
    const cash = deliver.getByLabel("Cash collected (₹)");
    await expect(cash).toBeFocused();
    await expectNoSeriousA11yViolations(rider);
    const question = (await deliver.getByText(/Collect ₹/).textContent()) ?? "";
    const due = /Collect ₹([\d,.]+) in cash/.exec(question)?.[1]?.replace(/,/g, "") ?? "";
    expect(Number(due)).toBeGreaterThan(0);
    await cash.fill(String(Number(due) + 1));
    await deliver.getByRole("button", { name: "Mark as Delivered", exact: true }).click();
    await expect(deliver.getByRole("alert")).toContainText("The cash collected must be");
    await cash.fill(due);
    await deliver.getByRole("button", { name: "Mark as Delivered", exact: true }).click();
    await expect(deliver).toHaveCount(0);
    await expect(atRider.getByText("Delivered", { exact: true })).toBeVisible();
    // Delivered, then the view moves on to the customer's step.
    await expect(current).toContainText("Received", withinAPoll);
    const confirm = dialog.getByRole("button", { name: "Customer Confirmation" });
    await expect(confirm).toBeEnabled();
    await confirm.click();
    await expect(dialog.getByRole("button", { name: "Please wait.." })).toBeVisible();
    await expect(dialog.getByText("Status updated")).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Customer Confirmation" })).toHaveCount(0);
    await expect(dialog.locator(".track-history li").last()).toContainText("Received");
    await expect(dialog.getByText("Status updated")).toBeHidden({ timeout: 4000 });

    // Escape closes it and gives focus back to the control that opened it.
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(manage).toBeFocused();

    // The confirmation is on the server: it survives a reload, and the seller sees it.
    await page.reload();
    await page.getByRole("button", { name: /^Manage order/ }).click();
    await expect(page.getByRole("dialog").locator('li[aria-current="step"]')).toContainText("Received");
    await expect(page.getByRole("dialog").getByRole("button", { name: "Customer Confirmation" })).toHaveCount(
      0,
    );
    await seller.reload();
    await view(seller, "All");
    await seller.getByLabel("Order number").fill(orderId.slice(-6));
    await expect(consoleOrder(seller, orderId).getByText("Received", { exact: true })).toBeVisible();
    await page.getByRole("dialog").getByRole("button", { name: "Close" }).click();
    await expect(page.getByRole("dialog")).toBeHidden();
  },
);

test("the seller cancels an order that has not left: its stock returns and the shopper sees it canceled; Sign out clears the console", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const before = await stockOf("demo", "assam-tea-500g");
  await placeAndOpenHistory(page, "Assam CTC Tea 500 g");
  await expect.poll(() => stockOf("demo", "assam-tea-500g"), STOCK_SEEN).toBe(before - 1);
  const orderId = await page.evaluate(
    () => JSON.parse(localStorage.getItem("user") ?? "{}").userData.orders[0].orderId,
  );

  const seller = await openConsole(browser, "seller");
  await view(seller, "Open");
  await seller.getByLabel("Order number").fill(`#${orderId.slice(-6)}`);
  const atSeller = consoleOrder(seller, orderId);
  // Cancel asks first, in a dialog whose safe choice has the focus; Escape keeps the order.
  await atSeller.getByRole("button", { name: /^Cancel order/ }).click();
  const ask = seller.getByRole("dialog", { name: `Cancel order #${orderId.slice(-6)}?` });
  await expect(ask.getByRole("button", { name: "Keep the order" })).toBeFocused();
  await expectNoSeriousA11yViolations(seller);
  await seller.keyboard.press("Escape");
  await expect(ask).toHaveCount(0);
  await expect(atSeller.getByRole("button", { name: /^Cancel order/ })).toBeFocused();
  await expect(atSeller.getByText("Pending", { exact: true })).toBeVisible();
  await atSeller.getByRole("button", { name: /^Cancel order/ }).click();
  await ask.getByRole("button", { name: "Cancel order" }).click();
  await expect(atSeller).toHaveCount(0); // no longer open
  await view(seller, "Done");
  await seller.getByLabel("Order number").fill(`#${orderId.slice(-6)}`);
  await expect(atSeller.getByText("Canceled", { exact: true })).toBeVisible();
  await expect(atSeller.getByRole("button", { name: /^Cancel order/ })).toHaveCount(0);
  await expect.poll(() => stockOf("demo", "assam-tea-500g"), STOCK_SEEN).toBe(before);

  await page.reload();
  await expect(page.locator(".order-card").first().getByText("Your order was Canceled")).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Sign out forgets the seller (no token or key was ever kept) and signs Firebase out.
  await seller.getByRole("button", { name: "Sign out" }).click();
  await expect(seller.getByRole("button", { name: "Continue with Google" })).toBeVisible();
  expect(await seller.evaluate(() => JSON.parse(localStorage.getItem("admin") ?? "{}"))).toEqual({
    adminData: null,
    isLoggedIn: false,
  });
});

test("a wrong rider key is refused with the server's message", async ({ page }) => {
  await page.goto(platform("/Admin"));
  const form = page.getByRole("form", { name: "Rider sign-in" });
  await form.getByLabel("Rider key").fill("not-the-key");
  await form.getByRole("button", { name: "Sign in as rider" }).click();
  await expect(form.getByRole("alert")).toHaveText("Invalid rider key");
  expect(page.url()).not.toContain("not-the-key");
  await expectNoSeriousA11yViolations(page);
});
