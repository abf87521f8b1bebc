/**
 * The seller chooses what reaches them (issue 36), on a phone and by
 * keyboard: SMS added for new orders, quiet hours from 10 pm to 7 am (one
 * time alone is refused beside its field), a low-stock mark of 3; saved,
 * still there after a reload; the screen axe clean. Put back at the end.
 */
import { expect, type Page, test } from "@playwright/test";
import { DEMO_SELLER, signInToConsole } from "./console-support";
import { platform } from "./storefront-support";
import { expectNoSeriousA11yViolations } from "./support/axe";

test.use({ viewport: { width: 390, height: 844 } });

const SAVED = "Saved: your messages follow these choices from now on";

/** Moves a focused select `steps` options down (or up) with the arrow keys. */
async function arrow(page: Page, label: string, key: "ArrowDown" | "ArrowUp" | "Home", steps = 1) {
  await page.getByLabel(label, { exact: true }).focus();
  for (let i = 0; i < steps; i++) await page.keyboard.press(key);
}

test("a seller sets their message choices and quiet hours by keyboard on a phone", async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto(platform("/Admin"));
  await signInToConsole(page, DEMO_SELLER);
  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Settings" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Shop settings" })).toBeVisible();
  const section = page.getByRole("region", { name: "Messages to you" });
  await expect(section).toBeVisible();
  const newOrder = section.getByRole("group", { name: "A new order" });
  await expect(newOrder.getByRole("checkbox", { name: "WhatsApp" })).toBeChecked();
  await expect(newOrder.getByRole("checkbox", { name: "Email" })).toBeChecked();
  await expect(newOrder.getByRole("checkbox", { name: "SMS" })).not.toBeChecked();
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousA11yViolations(page);

  try {
    await newOrder.getByRole("checkbox", { name: "SMS" }).focus();
    await page.keyboard.press("Space");
    await expect(newOrder.getByRole("checkbox", { name: "SMS" })).toBeChecked();

    // Quiet from 10 pm alone: refused beside "Quiet until", which takes the focus.
    await arrow(page, "Quiet from", "ArrowDown", 45);
    await expect(page.getByLabel("Quiet from", { exact: true })).toHaveValue("22:00");
    await page.getByRole("button", { name: "Save message choices" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByText("Give both times of the quiet hours, or neither")).toBeVisible();
    await expect(page.getByLabel("Quiet until", { exact: true })).toBeFocused();

    await arrow(page, "Quiet until", "ArrowDown", 15);
    await expect(page.getByLabel("Quiet until", { exact: true })).toHaveValue("07:00");
    await page.getByLabel("Tell me when stock falls to").focus();
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.type("3");
    await page.keyboard.press("Enter");
    await expect(page.getByText(SAVED)).toBeFocused();
    await expectNoSeriousA11yViolations(page);

    await page.reload();
    await expect(
      section.getByRole("group", { name: "A new order" }).getByRole("checkbox", { name: "SMS" }),
    ).toBeChecked();
    await expect(page.getByLabel("Quiet from", { exact: true })).toHaveValue("22:00");
    await expect(page.getByLabel("Quiet until", { exact: true })).toHaveValue("07:00");
    await expect(page.getByLabel("Tell me when stock falls to")).toHaveValue("3");
  } finally {
    // Back to the defaults, pass or fail, so other specs see the seeded shop.
    const sms = section.getByRole("group", { name: "A new order" }).getByRole("checkbox", { name: "SMS" });
    if (await sms.isChecked()) {
      await sms.focus();
      await page.keyboard.press("Space");
    }
    await arrow(page, "Quiet from", "Home");
    await arrow(page, "Quiet until", "Home");
    await page.getByLabel("Tell me when stock falls to").fill("5");
    await page.getByRole("button", { name: "Save message choices" }).click();
    await expect(page.getByText(SAVED)).toBeVisible();
  }
});
