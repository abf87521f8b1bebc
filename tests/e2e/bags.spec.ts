/**
 * Issue 36's bags and "Notify me" as shoppers meet them, on a phone: a
 * shopper fills the bag, signs in, and finds the same bag after signing in
 * in a second browser (and a change made there back in the first); a
 * visitor presses NOTIFY ME on a sold-out product, leaves a mobile number
 * and is told where the message will go; the seller restocks it, and the
 * providers' stub holds the "back in stock" SMS with the product's link.
 */
import { expect, test } from "@playwright/test";
import { addFromHome, bagLine, freshEmail, setStock, signInToBag, syncedBag } from "./checkout-support";
import { card, openHome, shop } from "./storefront-support";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { stubMessages } from "./support/messages";

test.use({ viewport: { width: 390, height: 844 } });

test("a signed-in shopper's bag follows them to a second browser, and back", async ({ page, browser }) => {
  test.setTimeout(90_000);
  const email = freshEmail("bag");
  await addFromHome(page, "demo", ["Toor Dal 1 kg"]);
  await signInToBag(page, "demo", email);
  await expect(bagLine(page, "Toor Dal 1 kg")).toBeVisible();
  // The visitor's bag merged into the (empty) kept one at sign-in.
  await expect.poll(() => syncedBag(page), { timeout: 10_000 }).toEqual({ email, pending: false });

  const other = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const second = await other.newPage();
    await signInToBag(second, "demo", email, { emptyServerBag: false });
    await expect(bagLine(second, "Toor Dal 1 kg")).toBeVisible({ timeout: 10_000 });
    await expectNoSeriousA11yViolations(second);
    // A change on the second browser is saved a moment later, and the first has it on its next load.
    await addFromHome(second, "demo", ["Assam CTC Tea 500 g"]);
    await expect.poll(() => syncedBag(second), { timeout: 10_000 }).toEqual({ email, pending: false });
    await expect
      .poll(
        async () => {
          await page.reload();
          return bagLine(page, "Assam CTC Tea 500 g").count();
        },
        { timeout: 15_000 },
      )
      .toBe(1);
    await expect(bagLine(page, "Toor Dal 1 kg")).toBeVisible();
  } finally {
    await other.close();
  }
});

// Kala's razai: no other spec reads its stock.
const SELLER = "kala.seller@example.com";

const setRazaiStock = (stock: number) => setStock("kala", SELLER, "jaipuri-razai", stock);

test('"Notify me" on a sold-out product, then the seller restocks it and the shopper gets one SMS', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const phone = `98${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;
  await setRazaiStock(0);
  try {
    await openHome(page, shop("kala"));
    // Where the keyboard's place goes is checked below: this page is the browser's active one (a page of
    // another context this worker's browser opened before may have kept the focus).
    await page.bringToFront();
    const razai = card(page, "Jaipuri Cotton Razai");
    await expect(razai.getByText("OUT OF STOCK")).toBeVisible();
    // The card's NOTIFY ME opens the product's page with its form, the keyboard's place in the number.
    await razai.getByRole("link", { name: /NOTIFY ME/ }).click();
    const number = page.getByLabel("Your mobile number, to hear when it is back");
    await expect(number).toBeFocused();
    await expect(page.getByRole("button", { name: /ADD TO BAG/ })).toHaveCount(0);
    await number.fill("12345");
    await page.keyboard.press("Enter");
    await expect(page.getByRole("alert")).toHaveText(
      "Enter a 10-digit Indian mobile number, like 98765 43210",
    );
    await expectNoSeriousA11yViolations(page);
    await number.fill(phone);
    await page.getByRole("button", { name: /NOTIFY ME/ }).click();
    const shown = `+91 ${phone.slice(0, 5)} ${phone.slice(5)}`;
    await expect(page.getByRole("status").filter({ hasText: "when it is back in stock" })).toHaveText(
      `We will send an SMS to ${shown} when it is back in stock.`,
    );
    await expect(page.getByRole("status").filter({ hasText: "when it is back in stock" })).toBeFocused();
    await expectNoSeriousA11yViolations(page);

    await setRazaiStock(6);
    const backInStock = async () =>
      (await stubMessages()).filter(
        (m) => m.channel === "sms" && m.to.endsWith(phone) && m.template === "stub-back",
      );
    await expect.poll(async () => (await backInStock()).length, { timeout: 10_000 }).toBe(1);
    const [sms] = await backInStock();
    expect(sms?.text).toContain("Jaipuri Cotton Razai");
    expect(sms?.params).toContain("Jaipuri Cotton Razai");
  } finally {
    await setRazaiStock(6);
  }
});
