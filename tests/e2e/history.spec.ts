/** The order history (SPEC §2 "Order history screen") in Chromium against the seeded demo customer. */
import { expect, type Page, type Request, test } from "@playwright/test";
import { POLL_MS } from "../../src/domain/orders/tracking";
import { freshEmail, signInToBag } from "./checkout-support";
import { header, platformShop } from "./storefront-support";
import { expectNoSeriousA11yViolations } from "./support/axe";

const orderCard = (page: Page, name: string) =>
  page.locator(".order-card").filter({ has: page.getByRole("heading", { name, exact: true }) });

test("logged out: 'Login to see your orders' with a Login button to /customer", async ({ page }) => {
  await page.goto(platformShop("demo", "/history"));
  await expect(page.getByRole("heading", { level: 1, name: "MY ORDER HISTORY (0 Items)" })).toBeVisible();
  await expect(page.getByText("Login to see your orders")).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Login" })).toHaveAttribute(
    "href",
    "/customer",
  );
  await expectNoSeriousA11yViolations(page);
});

test("a shopper without orders is invited to GO TO SHOP", async ({ page }) => {
  await signInToBag(page, "demo", freshEmail("history"));
  await header(page).getByRole("link", { name: "History" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "MY ORDER HISTORY (0 Items)" })).toBeVisible();
  await expect(page.getByText("You haven't placed an Order. Let's place some orders.")).toBeVisible();
  await expect(page.getByRole("link", { name: "GO TO SHOP" })).toHaveAttribute("href", "/");
});

test("the demo customer's orders: newest first, badges, totals as paid, details and the image fallback", async ({
  page,
}) => {
  // The steel lunch box's picture fails to load: its card shows the placeholder.
  // Every size of it: the card's srcset picks one by the screen.
  await page.route("**/images/products/demo/steel-lunch-box-*.webp", (route) =>
    route.fulfill({ status: 404 }),
  );
  await signInToBag(page, "demo", "demo.customer@example.com");
  await header(page).getByRole("link", { name: "History" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: /^MY ORDER HISTORY \(\d+ Items\)$/ }),
  ).toBeVisible();
  await expect(page.locator(".order-card").first()).toBeVisible();

  // Newest first (other tests may have added newer orders above the seeded ones).
  const names = await page.locator(".order-card h3 .visually-hidden").allTextContents();
  const at = (name: string) => names.indexOf(name);
  expect(at("Assam CTC Tea 500 g")).toBeGreaterThanOrEqual(0);
  expect(at("Assam CTC Tea 500 g")).toBeLessThan(at("Steel Lunch Box, 3 Tier"));
  expect(at("Steel Lunch Box, 3 Tier")).toBeLessThan(at("Cotton Kurta"));
  expect(at("Cotton Kurta")).toBeLessThan(at("Basmati Rice 5 kg"));

  // One placement of tea ×2 (₹250 each) and soap (₹140), fee ₹20 once: the cards add up to the ₹660 paid.
  const tea = orderCard(page, "Assam CTC Tea 500 g");
  await expect(tea.locator(".order-total")).toHaveText("Total ₹520");
  await expect(orderCard(page, "Neem Herbal Soap (Pack of 4)").locator(".order-total")).toHaveText(
    "Total ₹140",
  );
  // The count's badge ("x2", and "pieces" for screen readers), matched whole: a plain "x2" is a
  // case-insensitive substring, which a random order number such as #LX2QU3 holds too.
  await expect(tea.getByText(/^x2 pieces$/)).toBeVisible();
  await expect(orderCard(page, "Neem Herbal Soap (Pack of 4)").locator(".order-count")).toHaveCount(0);
  await expect(tea.getByText(/^Order #[A-Z0-9]{6}$/)).toBeVisible();
  await expect(tea.getByText("Sold by demo")).toBeVisible();
  await expect(tea.getByText("Your order is Pending")).toBeVisible();
  // Names are cut to 17 characters plus dots on screen.
  await expect(orderCard(page, "Neem Herbal Soap (Pack of 4)").locator("h3 [aria-hidden]")).toHaveText(
    "Neem Herbal Soap ...",
  );
  await expect(
    orderCard(page, "Steel Lunch Box, 3 Tier").getByText("Your Order was Confirmed"),
  ).toBeVisible();
  await expect(orderCard(page, "Cotton Kurta").getByText("Your Order is Shipped")).toBeVisible();
  // Delivered: said so (beyond the spec's four), with when it arrived instead of the expected date.
  const rice = orderCard(page, "Basmati Rice 5 kg");
  await expect(rice.getByText("Your Order was Delivered")).toBeVisible();
  await expect(rice.getByText(/^Delivered on /)).toBeVisible();
  await expect(rice.getByText("Your Order is Shipped")).toHaveCount(0);
  await rice.getByRole("button", { name: "View Details" }).click();
  await expect(rice.getByText("Delivery partner")).toBeVisible();
  await expect(rice.getByText(/^Expected delivery/)).toHaveCount(0);
  // The seeded placement of tea and soap: one reference over both cards.
  const teaGroup = page.locator(".order-group").filter({ has: tea });
  await expect(teaGroup.locator(".order-card")).toHaveCount(2);
  await expect(teaGroup.getByRole("heading", { level: 2, name: /^Order #[A-Z0-9]{6}$/ })).toBeVisible();

  // The placeholder for a picture that fails.
  await expect(orderCard(page, "Steel Lunch Box, 3 Tier").locator("img")).toHaveAttribute(
    "src",
    /^data:image\/svg\+xml/,
  );

  // The order note, behind View Details / Hide Details.
  const kurta = orderCard(page, "Cotton Kurta");
  const toggle = kurta.getByRole("button", { name: "View Details" });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(kurta.getByText("Delivery partner")).toBeHidden();
  await toggle.click();
  await expect(kurta.getByRole("button", { name: "Hide Details" })).toHaveAttribute("aria-expanded", "true");
  await expect(kurta.getByText("Delivery partner")).toBeVisible();
  await expect(kurta.getByText("Shipping ID")).toBeVisible();
  await expect(kurta.getByText("Expected delivery date")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await kurta.getByRole("button", { name: "Hide Details" }).click();
  await expect(kurta.getByText("Delivery partner")).toBeHidden();
  // No note yet: no details control.
  await expect(tea.getByRole("button", { name: "View Details" })).toHaveCount(0);
});

test("without a detail the card offers Track: the simple modal, and the failed fetch is logged", async ({
  page,
}) => {
  const logged: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") logged.push(m.text());
  });
  await page.route("**/api/digiorder/shopdigiorder", (route) => route.fulfill({ status: 503, body: "" }));
  await signInToBag(page, "demo", "demo.customer@example.com");
  await header(page).getByRole("link", { name: "History" }).click();
  const tea = orderCard(page, "Assam CTC Tea 500 g");
  const track = tea.getByRole("button", { name: /^Track order/ });
  await expect(track).toBeVisible();
  await expect(tea.getByRole("button", { name: /^Manage/ })).toHaveCount(0);
  await expect.poll(() => logged.some((t) => t.includes("Error fetching order: 503"))).toBe(true);
  await track.click();
  const dialog = page.getByRole("dialog", { name: /^Track order #/ });
  await expect(dialog.getByRole("listitem")).toHaveText(["Pending", "Confirmed", "Shipped"]);
  await expect(dialog.locator('li[aria-current="step"]')).toHaveText("Pending");
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
  await expect(track).toBeFocused();
});

test("the open modal polls every 2 s, pauses while the tab is hidden and fetches again when it shows", async ({
  page,
}) => {
  await signInToBag(page, "demo", "demo.customer@example.com");
  // Every detail request is watched from before the screen opens: each card loads its own detail on
  // mount, and one of those still in flight must count as in flight, not end a poll never seen.
  const inFlight = new Set<Request>();
  const sent: number[] = [];
  let seen = 0;
  let counting = false;
  const isDetail = (r: Request) => r.url().endsWith("/api/digiorder/shopdigiorder");
  page.on("request", (r) => {
    if (!isDetail(r)) return;
    inFlight.add(r);
    seen++;
    if (counting) sent.push(Date.now());
  });
  const done = (r: Request) => inFlight.delete(r);
  page.on("requestfinished", done);
  page.on("requestfailed", done);
  await header(page).getByRole("link", { name: "History" }).click();
  const manage = orderCard(page, "Cotton Kurta").getByRole("button", { name: /^Manage/ });
  await expect(manage).toBeVisible();
  // Each card's track control loads its detail once on mount: all of them sent and answered, so
  // every request counted from here is the modal's poll.
  const cards = await page.locator(".track-button").count();
  await expect.poll(() => seen >= cards && inFlight.size === 0).toBe(true);
  counting = true;
  await manage.click();
  // Three polls, 2 s apart (measured between polls, so the modal's own start does not count).
  await expect.poll(() => sent.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(3);
  const gaps = sent.slice(1, 3).map((at, i) => at - (sent[i] ?? 0));
  for (const gap of gaps) {
    expect(gap, `polls 2 s apart: ${gaps.join(", ")} ms`).toBeGreaterThanOrEqual(POLL_MS * 0.75);
    expect(gap, `polls 2 s apart: ${gaps.join(", ")} ms`).toBeLessThan(POLL_MS * 1.5);
  }
  const setHidden = (hidden: boolean) =>
    page.evaluate((value) => {
      Object.defineProperty(document, "hidden", { value, configurable: true });
      document.dispatchEvent(new Event("visibilitychange"));
    }, hidden);
  // A poll that left just before is let finish: count from after it.
  const settle = () => expect.poll(() => inFlight.size).toBe(0);
  await setHidden(true);
  await settle();
  const whileHidden = sent.length;
  // Two poll periods and more, with none sent (an absence takes its time to show).
  await page.waitForTimeout(POLL_MS * 2.25);
  expect(sent.length, "no poll while the tab is hidden").toBe(whileHidden);
  await setHidden(false);
  await expect.poll(() => sent.length).toBeGreaterThan(whileHidden);
  // Closed: no more polling.
  await page.keyboard.press("Escape");
  await settle();
  const closed = sent.length;
  await page.waitForTimeout(POLL_MS * 2.25);
  expect(sent.length, "no poll once the modal is closed").toBe(closed);
});
