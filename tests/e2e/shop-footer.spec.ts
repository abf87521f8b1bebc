/**
 * The shop's footer on every screen (issue 26): the shop's phone, email and
 * WhatsApp chat, and real links to its blogs, terms and MSME page; and the
 * header's contact line and tagline whole on a 390 px phone.
 */
import { expect, test } from "@playwright/test";
import { header, openHome, shop } from "./storefront-support";
import { expectNoSeriousA11yViolations } from "./support/axe";

test("the footer: the shop's contact and real links to its blogs, terms and MSME, on every screen", async ({
  page,
}) => {
  await openHome(page);
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("heading", { name: "Contact Demo Kirana Store" })).toBeVisible();
  await expect(footer.getByRole("link", { name: "+919876543210" })).toHaveAttribute(
    "href",
    "tel:+919876543210",
  );
  await expect(footer.getByRole("link", { name: "hello@demo-kirana.example" })).toHaveAttribute(
    "href",
    "mailto:hello@demo-kirana.example",
  );
  const chat = footer.getByRole("link", { name: "Chat on WhatsApp (opens in a new tab)" });
  await expect(chat).toHaveAttribute("href", "https://wa.me/919876543210");
  await expect(chat).toHaveAttribute("target", "_blank");
  const pages = footer.getByRole("navigation", { name: "Shop pages" });
  for (const [name, path, heading] of [
    ["Blogs", "/blogs", "All Blogs By demo"],
    ["Terms and Conditions", "/terms", "Terms and Conditions"],
    ["MSME", "/msme", "MSME"],
  ] as const) {
    await pages.getByRole("link", { name, exact: true }).click();
    await expect(page).toHaveURL(shop("demo", path));
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    // The footer stays on each screen.
    await expect(pages).toBeVisible();
  }
  await expectNoSeriousA11yViolations(page);
  // Keyboard: the footer's links are reached by Tab.
  await pages.getByRole("link", { name: "Blogs" }).focus();
  await page.keyboard.press("Tab");
  await expect(pages.getByRole("link", { name: "Terms and Conditions" })).toBeFocused();
});

test("on a 390 px phone the contact line, the tagline and the footer fit: nothing cut off, nothing sideways", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openHome(page);
  const strip = header(page).getByRole("list", { name: "Contact" });
  // Every contact link on screen, the line not scrolled: the email, WhatsApp and the apps in a word each.
  for (const name of [
    /^\+91/,
    "Email hello@demo-kirana.example",
    /Chat on WhatsApp/,
    /Android app/,
    /Get the shopping app/,
  ])
    await expect(strip.getByRole("link", { name })).toBeInViewport({ ratio: 1 });
  expect(await strip.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
  const tagline = header(page).getByText("Fresh groceries and daily needs, delivered to your door");
  await expect(tagline).toBeVisible();
  expect(
    await tagline.evaluate((el) => el.scrollWidth <= el.clientWidth && el.scrollHeight <= el.clientHeight),
  ).toBe(true);
  const footer = page.getByRole("contentinfo");
  await footer.scrollIntoViewIfNeeded();
  await expect(footer.getByRole("link", { name: "MSME" })).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousA11yViolations(page);
});
