/**
 * Slow and broken networks (issue 26, part 6): a screen's code that never
 * arrives says 'Loading chunk failed' at SPEC §9's 120 s with a Reload (the
 * production build's own 120 s: the page's clock is moved on, nobody waits);
 * an offline shopper is told so, keeps the bag, the wishlist and a
 * half-filled form through a reload, and a screen that could not load
 * offline loads by itself when the network is back.
 */
import { expect, type Page, test } from "@playwright/test";
import { addFromHome, freshEmail, signInToBag } from "./checkout-support";
import { card, header, openHome, platformShop, shop } from "./storefront-support";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { allowPages } from "./support/budget";

/**
 * Holds every request for a screen's chunk in the build (Product.{hash}.js) unanswered, as a stalled
 * network does; `asked` resolves once the page has asked for it, `release` lets later requests through.
 */
async function stall(page: Page, screen: string) {
  const pattern = new RegExp(`/_astro/${screen}\\.[\\w-]+\\.js$`);
  let asked = 0;
  await page.route(pattern, () => {
    asked += 1; // never answered
  });
  return {
    asked: () => expect.poll(() => asked).toBeGreaterThan(0),
    release: () => page.unroute(pattern),
  };
}

/** The header's bag or wishlist link with its count, shown or behind the phone's Menu. */
const saved = (page: Page, name: "Bag" | "Wishlist", count: number) =>
  header(page)
    .getByRole("link", {
      name: `${name} ${count} ${count === 1 ? "item" : "items"}`,
      exact: true,
      includeHidden: true,
    })
    .first();

const chunkFailed = (page: Page) => page.getByRole("alert").filter({ hasText: "Loading chunk failed" });

test("a screen whose code never arrives says 'Loading chunk failed' at 120 s, not before, and Reload brings it", async ({
  page,
}) => {
  allowPages(4);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.clock.install();
  // Opened from the home: the product's code is asked for on the tap and stalls.
  const product = await stall(page, "Product");
  await openHome(page);
  await card(page, "Toor Dal 1 kg").getByRole("link").first().click();
  await expect(page).toHaveURL(shop("demo", "/product/toor-dal-1kg"));
  const loading = page.getByRole("main").getByRole("status", { name: "Loading" });
  await expect(loading).toBeVisible();
  await product.asked();
  await page.clock.fastForward(119_000);
  await expect(loading).toBeVisible();
  await expect(chunkFailed(page)).toHaveCount(0);
  await page.clock.fastForward(1_000);
  await expect(chunkFailed(page)).toBeVisible();
  await expect(loading).toHaveCount(0);
  await expect(header(page)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await product.release();
  await page.getByRole("button", { name: "Reload" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Toor Dal 1 kg" })).toBeVisible();

  // Opened directly: the start-up waits for the screen's code; at 120 s the app shows the failure.
  const terms = await stall(page, "Terms");
  await page.goto(shop("demo", "/terms"));
  await terms.asked();
  await expect(page.locator(".first-paint")).toBeVisible();
  await page.clock.fastForward(120_000);
  // The app is imported once the first paint is on screen (src/web/shopAppLoader.ts): on a busy machine its
  // start-up, which starts the 120 s, may come after that jump; the clock then moves on a minute at a time
  // (that the failure waits the whole 120 s is checked above, for a screen opened by a tap).
  await expect(async () => {
    await page.clock.fastForward(60_000);
    await expect(chunkFailed(page)).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await expect(page.locator(".first-paint")).toHaveCount(0);
  await terms.release();
  await page.getByRole("button", { name: "Reload" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(chunkFailed(page)).toHaveCount(0);
});

test("sign-in code that never arrives (Continue with Google) says so at 120 s, not before, and the shop stays", async ({
  page,
}) => {
  allowPages(1);
  await page.setViewportSize({ width: 1280, height: 800 });
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await page.clock.install();
  const signIn = await stall(page, "shopSession");
  await page.goto(shop("demo", "/terms"));
  const google = header(page).getByRole("button", { name: "Continue with Google" });
  // The visitor's button comes with the shell: drawn by the first render, no chunk of its own to wait for.
  await expect(page.locator(".first-paint")).toHaveCount(0);
  await google.click();
  await signIn.asked();
  await expect(header(page).getByRole("button", { name: "Signing in…" })).toBeVisible();
  await page.clock.fastForward(110_000);
  const failed = page.getByRole("alert").filter({ hasText: "Could not sign you in. Please try again." });
  await expect(failed).toHaveCount(0);
  // The 120 s start when the tap's import does: a few seconds more at a time after the jump.
  await expect(async () => {
    await page.clock.fastForward(5_000);
    await expect(failed).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await expect(google).toBeVisible();
  await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeVisible();
  expect(errors).toEqual([]);
});

test("offline: the shopper is told, a screen that could not load comes back with the network, the bag, wishlist and a half-filled form survive a reload", async ({
  page,
  context,
}) => {
  allowPages(8);
  await page.setViewportSize({ width: 390, height: 844 });
  await addFromHome(page, "demo", ["Toor Dal 1 kg"]);
  await card(page, "Basmati Rice 5 kg").getByRole("button", { name: "Wishlist Basmati Rice 5 kg" }).click();
  await expect(saved(page, "Wishlist", 1)).toBeAttached();
  await signInToBag(page, "demo", freshEmail("offline"));
  await page.getByRole("button", { name: "PLACE ORDER" }).click();
  await page.getByLabel("Name").fill("Farah Khan");
  await page.getByLabel("Address (House no, Building, Street area)").fill("14 MI Road");

  const offline = page.getByRole("status").filter({ hasText: "You are offline." });
  await expect(offline).toHaveCount(0);
  await context.setOffline(true);
  await expect(offline).toBeVisible();
  await expect(offline).toContainText("Your bag, wishlist and anything you typed are kept");
  // A screen whose code is not here yet cannot load offline: it says so, above the notice.
  // (On a phone the wishlist stays in the bar beside Menu.)
  await header(page)
    .getByRole("link", { name: /^Wishlist \d/ })
    .first()
    .click();
  await expect(page).toHaveURL(platformShop("demo", "/wishlist"));
  await expect(chunkFailed(page)).toBeVisible();
  await expect(offline).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Back online: the notice says so and the screen loads by itself, with nothing lost.
  await context.setOffline(false);
  await expect(page.getByRole("status").filter({ hasText: "Back online" })).toBeVisible();
  await expect(offline).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Basmati Rice 5 kg" })).toBeVisible();
  await expect(chunkFailed(page)).toHaveCount(0);
  await expect(saved(page, "Bag", 1)).toBeAttached();

  // Offline again, a reload gets the browser's own page; back online, everything is where it was.
  await context.setOffline(true);
  await expect(page.reload()).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
  await context.setOffline(false);
  await page.goto(platformShop("demo", "/cart"));
  await expect(page.getByLabel("Name")).toHaveValue("Farah Khan");
  await expect(page.getByLabel("Address (House no, Building, Street area)")).toHaveValue("14 MI Road");
  await expect(saved(page, "Bag", 1)).toBeAttached();
  await expect(saved(page, "Wishlist", 1)).toBeAttached();
});
