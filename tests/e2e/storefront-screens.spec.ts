import { expect, test } from "@playwright/test";
import { bagLink, card, header, openHome, shop, wishlistLink } from "./storefront-support";
import { expectNoSeriousA11yViolations } from "./support/axe";

test("the header shows the shop's contact links and the app downloads", async ({ page }) => {
  await openHome(page);
  const contact = header(page).getByRole("list", { name: "Contact" });
  await expect(contact.getByRole("link", { name: "+919876543210" })).toHaveAttribute(
    "href",
    "tel:+919876543210",
  );
  await expect(contact.getByRole("link", { name: "Email hello@demo-kirana.example" })).toHaveAttribute(
    "href",
    "mailto:hello@demo-kirana.example",
  );
  await expect(contact.getByRole("link", { name: /Chat on WhatsApp/ })).toHaveAttribute(
    "href",
    "https://wa.me/919876543210",
  );
  await expect(contact.getByRole("link", { name: /Android app/ })).toBeVisible();
  await expect(contact.getByRole("link", { name: /Get the shopping app/ })).toBeVisible();
  await expect(
    header(page).getByText("Fresh groceries and daily needs, delivered to your door"),
  ).toBeVisible();

  // The Android app link belongs to the one configured shop only; the shared app download is everywhere.
  await openHome(page, shop("seva"));
  await expect(header(page).getByRole("link", { name: /Android app/ })).toHaveCount(0);
  await expect(header(page).getByRole("link", { name: /Get the shopping app/ })).toBeVisible();
});

test("a shop with its tagline hidden shows no tagline", async ({ page }) => {
  await openHome(page, shop("kala"));
  await expect(header(page).getByText("Kala Handicrafts")).toBeVisible();
  await expect(header(page).getByText("Handmade block prints and blue pottery from Jaipur")).toHaveCount(0);
});

test("on a phone the header nav collapses into a Menu button; Escape closes it; the bag stays in reach", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openHome(page);
  const menu = header(page).getByRole("button", { name: "Menu" });
  const nav = header(page).getByRole("navigation", { name: "Shop" });
  await expect(menu).toHaveAttribute("aria-expanded", "false");
  await expect(nav).toBeHidden();
  // The counts are in the bar, not behind Menu: add one to each and scroll to the bottom.
  await card(page, "Organic Jaggery 1 kg").getByRole("button", { name: "ADD TO BAG" }).click();
  await card(page, "Wild Forest Honey 500 g")
    .getByRole("button", { name: /wishlist/i })
    .click();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(800);
  for (const link of [bagLink(page, 1), wishlistLink(page, 1)]) {
    await expect(link).toBeVisible();
    const box = await link.boundingBox();
    // In the bar fixed to the bottom of the screen, within the thumb's reach.
    expect(box?.y ?? 0).toBeGreaterThanOrEqual(844 - 80);
    expect((box?.y ?? 844) + (box?.height ?? 0)).toBeLessThanOrEqual(844);
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
  }
  await expect(bagLink(page, 1).locator(".badge")).toHaveClass(/badge-on/);
  // The page's last content clears the bar.
  const { lastBottom, barTop } = await page.evaluate(() => ({
    lastBottom: document.querySelector("main")?.getBoundingClientRect().bottom ?? 0,
    barTop: document.querySelector(".header-quick")?.getBoundingClientRect().top ?? 0,
  }));
  expect(lastBottom).toBeLessThanOrEqual(barTop);
  await menu.click();
  await expect(menu).toHaveAttribute("aria-expanded", "true");
  await expect(nav.getByRole("link", { name: "History" })).toBeVisible();
  // Wishlist and Bag are in the bar already: the open menu leaves them out.
  await expect(header(page).getByRole("link", { name: /^Bag/ })).toHaveCount(1);
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press("Escape");
  await expect(nav).toBeHidden();
  await expect(menu).toBeFocused();
  await wishlistLink(page, 1).click();
  await expect(page.getByRole("heading", { name: /MY WISHLIST/ })).toBeVisible();
  await expect(wishlistLink(page, 1)).toHaveAttribute("aria-current", "page");
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await bagLink(page, 1).click();
  await expect(page.getByRole("heading", { level: 1, name: "Bag" })).toBeVisible();
  await expect(menu).toHaveAttribute("aria-expanded", "false");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test("a service shop uses the service wording", async ({ page }) => {
  await openHome(page, shop("seva"));
  await expect(page.getByRole("heading", { level: 1, name: "Our Services" })).toBeVisible();
  await expect(
    card(page, "Electrician Visit").getByRole("button", { name: /ADD SERVICE TO BAG/ }),
  ).toBeVisible();
  await page.goto(shop("seva", "/product/electrician-visit"));
  await expect(page.getByText(/slots available/)).toBeVisible();
  await expect(page.getByRole("button", { name: "ADD SERVICE TO BAG" })).toBeVisible();
});

test("the auth screens: Welcome panel, Google sign-in, footer with the shop's social links", async ({
  page,
}) => {
  for (const [path, title] of [
    ["/login", "Login"],
    ["/signup", "Sign up"],
  ] as const) {
    await page.goto(shop("demo", path));
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: "Welcome" })).toBeVisible();
    await expect(
      main.getByText("Thousands of people are already a part of our journey. Lets start yours."),
    ).toBeVisible();
    await expect(main.getByRole("heading", { name: title, exact: true })).toBeVisible();
    await expect(main.getByRole("button", { name: "Continue with Google" })).toBeVisible();
    await expect(
      main.getByText(`© ${new Date().getFullYear()} Demo Kirana Store. All rights reserved.`),
    ).toBeVisible();
    const social = main.getByRole("list", { name: "Follow us" });
    await expect(social.getByRole("link", { name: /Instagram/ })).toHaveAttribute(
      "href",
      "https://www.instagram.com/demokirana",
    );
    await expect(social.getByRole("link", { name: /YouTube/ })).toHaveAttribute(
      "href",
      "https://www.youtube.com/@demokirana",
    );
    await expect(social.getByRole("link", { name: /Facebook/ })).toHaveAttribute(
      "href",
      "https://facebook.com/demokirana",
    );
    await expectNoSeriousA11yViolations(page);
  }
});

test("terms is a real page", async ({ page }) => {
  await page.goto(shop("demo", "/terms"));
  await expect(page.getByRole("heading", { level: 1, name: "Terms and Conditions" })).toBeVisible();
  await expect(page.getByText("You must be at least 18 years old to place an order.")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test("MSME is a real page", async ({ page }) => {
  await page.goto(shop("demo", "/msme"));
  await expect(page.getByRole("heading", { level: 1, name: "MSME" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test("the phone screens are real pages with a way on", async ({ page }) => {
  await page.goto(shop("demo", "/phone"));
  await expect(page.getByRole("heading", { name: "Sign in with your phone" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("button", { name: "Continue with Google" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("link", { name: "Continue with your phone number" }).click();
  await expect(page.getByRole("heading", { name: "Phone login" })).toBeVisible();
  await expect(page.getByLabel("Mobile number", { exact: true })).toBeVisible();
  await expect(page.getByRole("main").getByRole("button", { name: "Continue with Google" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
