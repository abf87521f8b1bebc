/**
 * The seller's console on /Admin (issue 24), on a phone's screen: a seller
 * signs in with Google (the local account chooser), works the catalogue
 * (a product with two variants, a quick stock edit and its conflict), the
 * settings, the people and the integration keys; axe on every screen, and
 * no screen wider than the phone.
 */
import { randomUUID } from "node:crypto";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { root } from "../../scripts/lib/procs";
import { DEMO_SELLER, DEMO_STAFF, signInToConsole } from "./console-support";
import { platform } from "./storefront-support";
import { expectNoSeriousA11yViolations } from "./support/axe";

test.use({ viewport: { width: 390, height: 844 } });

/** Nothing is wider than the phone: long names and emails wrap. */
async function expectNoSideways(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

/** Opens a console screen by its link in the console's navigation, and waits for its heading. */
async function open(page: Page, link: string, heading = link): Promise<void> {
  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: link }).click();
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeFocused();
}

const PHOTO = path.join(root, "public/images/blogs/kirana-online.webp");

test("a seller signs in, adds a product with two variants, edits its stock, saves the settings, adds and removes a person, makes and revokes a key", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const tag = randomUUID().slice(0, 8);
  await page.goto(platform("/Admin"));
  await expect(page.getByRole("heading", { level: 1, name: "Sign in to the console" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await signInToConsole(page, DEMO_SELLER);
  // One shop: straight in, on the orders (its own address), with what waits for confirmation first.
  await expect(page.getByRole("heading", { level: 1, name: "Orders" })).toBeVisible();
  await expect(page).toHaveURL(/\/Admin\/orders$/);
  await expect(page.locator(".console-order").first()).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("admin"))).toBe(
    JSON.stringify({
      adminData: { role: "person", email: DEMO_SELLER, phone: "", area: null, shopId: "demo" },
      isLoggedIn: true,
    }),
  );
  await expect(page).toHaveTitle(/^(\(\d+\) )?Orders · demo$/);
  // The shopper's phone is a call away, the address a map away.
  const placement = page.locator(".console-placement").first();
  await expect(placement.getByRole("link", { name: /^\+91/ })).toHaveAttribute("href", /^tel:\+91\d{10}$/);
  await expect(placement.getByRole("link", { name: /^Open in Maps/ })).toHaveAttribute(
    "href",
    /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/,
  );
  await expectNoSeriousA11yViolations(page);
  await expectNoSideways(page);

  // Products: the list, then a new product; what is typed survives a reload.
  await open(page, "Products");
  await expect(page.locator(".console-product").first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expectNoSideways(page);
  await page.getByRole("link", { name: "Add a product" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Add a product" })).toBeFocused();
  // Each screen has a path: the reload below opens the same screen from the server.
  await expect(page).toHaveURL(/\/Admin\/products\/new$/);
  const name = `Block-print kurta ${tag}`;
  await page.getByLabel("Name").fill(name);
  await page.reload();
  await expect(page.getByLabel("Name")).toHaveValue(name);
  await expect(page.getByText("Your unsaved changes were kept on this device")).toBeVisible();
  await page.getByLabel("Description").fill("Hand block-printed cotton, Sanganer.");
  await page.getByLabel("Category").fill("Clothing");
  await page.getByLabel("MRP (₹)").fill("899");
  await page.getByLabel("Selling price (₹)").fill("999");
  await page.getByLabel("GST rate").selectOption("5");
  await page.getByLabel("HSN code").fill("6211");
  await page.getByLabel("Sizes and colours, each with its stock").check();
  await page.getByLabel("Size of row 1").fill("M");
  await page.getByLabel("Colour of row 1").fill("Indigo");
  await page.getByLabel("Stock of row 1").fill("5");
  await page.getByRole("button", { name: "Add a size or colour" }).click();
  await expect(page.getByLabel("Size of row 2")).toBeFocused();
  await page.getByLabel("Size of row 2").fill("L");
  await page.getByLabel("Colour of row 2").fill("Indigo");
  await page.getByLabel("Stock of row 2").fill("3");
  // Checked here first, each problem beside its field: a price above the MRP, no photo yet.
  await page.getByRole("button", { name: "Add product" }).click();
  await expect(page.getByText("The selling price can't be more than the MRP")).toBeVisible();
  await expect(page.getByText("Add at least one photo")).toBeVisible();
  await expect(page.getByLabel("Selling price (₹)")).toHaveAttribute("aria-invalid", "true");
  await expectNoSeriousA11yViolations(page);
  await expectNoSideways(page);
  await page.getByLabel("Selling price (₹)").fill("799");
  // A field filled in loses its error at once; the others keep theirs until they are.
  await expect(page.getByText("The selling price can't be more than the MRP")).toHaveCount(0);
  await expect(page.getByLabel("Selling price (₹)")).not.toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Add at least one photo")).toBeVisible();
  await page.getByLabel("Add photos").setInputFiles(PHOTO);
  await expect(page.locator(".console-photo-list img")).toHaveCount(1);
  await expect(page.getByText("Add at least one photo")).toHaveCount(0);
  await expect(page.getByText("Check the fields marked below.")).toHaveCount(0);
  await page.getByRole("button", { name: "Add product" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Products" })).toBeVisible();

  // The new product, found by search, with a stock field per variant.
  await page.getByLabel("Search products").fill(tag);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  const row = page.locator(".console-product").filter({ hasText: name });
  await expect(row).toHaveCount(1);
  const mIndigo = row.getByLabel("M / Indigo stock");
  await expect(mIndigo).toHaveValue("5");
  await expect(row.getByLabel("L / Indigo stock")).toHaveValue("3");
  await mIndigo.fill("7");
  await row.getByRole("button", { name: `Save stock of ${name} — M / Indigo` }).click();
  await expect(row.getByText(`Saved: ${name} — M / Indigo now has 7 in stock`)).toBeVisible();

  // Another tab changes the same figure meanwhile: this one's save is refused with the figure as it is now.
  const other = await page.context().newPage();
  await other.setViewportSize({ width: 390, height: 844 });
  await other.goto(platform("/Admin/products"));
  await other.getByLabel("Search products").fill(tag);
  await other.getByRole("button", { name: "Search", exact: true }).click();
  const otherRow = other.locator(".console-product").filter({ hasText: name });
  await otherRow.getByLabel("M / Indigo stock").fill("9");
  await otherRow.getByRole("button", { name: `Save stock of ${name} — M / Indigo` }).click();
  await expect(otherRow.getByText("now has 9 in stock")).toBeVisible();
  await other.close();
  await mIndigo.fill("8");
  await row.getByRole("button", { name: `Save stock of ${name} — M / Indigo` }).click();
  await expect(row.getByRole("alert").filter({ hasText: "it is now 9" })).toBeVisible();
  await expect(mIndigo).toHaveValue("9");

  // Settings: a client-side check beside its field, then a save.
  await open(page, "Settings", "Shop settings");
  const phone = page.getByLabel("Phone", { exact: true });
  await expect(phone).not.toHaveValue("");
  const savedPhone = await phone.inputValue();
  await phone.fill("12345");
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(phone).toHaveAttribute("aria-invalid", "true");
  await expect(phone).toBeFocused();
  await expect(page.getByText("Enter a 10-digit Indian mobile number, like 98765 43210")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expectNoSideways(page);
  await phone.fill(savedPhone);
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByText("Saved: the shop shows it on its next load")).toBeVisible();

  // People: add a staff member, remove them after the confirmation.
  await open(page, "People");
  await expect(page.locator(".console-row-text").getByText(DEMO_STAFF, { exact: true })).toBeVisible();
  const person = `e2e.staff.${tag}.with.a.rather.long.name@example.com`;
  await page
    .getByLabel("Their email or phone number (the Google account or the phone they sign in with)")
    .fill(person);
  await page.getByRole("button", { name: "Add staff member" }).click();
  await expect(page.getByText(`Added ${person}: they can sign in now.`)).toBeVisible();
  const personRow = page.locator(".console-row").filter({ hasText: person });
  await expect(personRow).toHaveCount(1);
  await expectNoSideways(page);
  await personRow.getByRole("button", { name: `Remove ${person}` }).click();
  const ask = page.getByRole("dialog", { name: `Remove ${person}?` });
  await expect(ask.getByRole("button", { name: "Keep them" })).toBeFocused();
  await expectNoSeriousA11yViolations(page);
  await ask.getByRole("button", { name: "Remove" }).click();
  await expect(page.getByText(`Removed ${person}: their access has ended.`)).toBeVisible();
  await expect(personRow).toHaveCount(0);

  // Keys: made, shown once, listed without the key, revoked after the confirmation.
  const label = `Billing app ${tag}`;
  await page.getByLabel("What the key is for").fill(label);
  await page.getByRole("button", { name: "Make key" }).click();
  const fresh = page.getByRole("region", { name: `Your new key "${label}"` });
  await expect(fresh.getByText("it is shown this once and never again")).toBeVisible();
  const key = (await fresh.locator("code").textContent()) ?? "";
  expect(key.length).toBeGreaterThan(20);
  await expect(fresh.getByRole("button", { name: "Copy key" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await fresh.getByRole("button", { name: "I have saved it" }).click();
  await expect(page.getByText(key)).toHaveCount(0);
  const keyRow = page.locator(".console-row").filter({ hasText: label });
  await expect(keyRow).toContainText("never used");
  await keyRow.getByRole("button", { name: `Revoke ${label}` }).click();
  await page
    .getByRole("dialog", { name: `Revoke "${label}"?` })
    .getByRole("button", { name: "Revoke key" })
    .click();
  await expect(page.getByText(`Revoked "${label}": it stops working at once.`)).toBeVisible();
  await expect(keyRow).toHaveCount(0);
  // Nothing secret was kept in the browser.
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
  expect(stored).not.toContain(key);

  await open(page, "Overview");
  await expectNoSeriousA11yViolations(page);
});

test("a staff member sees the people read-only; a lost sign-in comes back to sign-in with a message; an account without a shop is told so", async ({
  page,
}) => {
  await page.goto(platform("/Admin/people"));
  await signInToConsole(page, DEMO_STAFF);
  await expect(page.getByRole("heading", { level: 1, name: "People" })).toBeVisible();
  await expect(page.locator(".console-row-text").getByText(DEMO_SELLER, { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Add staff member" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^Remove/ })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Integration keys" })).toHaveCount(0);

  // The Google sign-in is gone (another tab signed out, the token was revoked): the next call's 401 ends the session.
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        const request = indexedDB.deleteDatabase("firebaseLocalStorageDb");
        request.onsuccess = request.onerror = request.onblocked = () => resolve(null);
      }),
  );
  await page.reload();
  await expect(
    page.getByRole("alert").filter({ hasText: "Your sign-in has ended. Sign in again to continue." }),
  ).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("admin"))).toBe(
    JSON.stringify({ adminData: null, isLoggedIn: false }),
  );
  await signInToConsole(page, DEMO_STAFF);
  await page.getByRole("button", { name: "Sign out" }).click();

  await signInToConsole(page, `nobody.${randomUUID().slice(0, 8)}@example.com`);
  await expect(
    page.getByRole("heading", { level: 1, name: "This account doesn't run a shop here" }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("main").getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("button", { name: "Continue with Google" })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("admin"))).toBe(
    JSON.stringify({ adminData: null, isLoggedIn: false }),
  );
});
