/**
 * The staff app's shell on every staff page (issue 25), on a phone's
 * screen: the pages serve the app with their lead; a kiosk operator signs
 * in by phone through the real Auth emulator (a wrong number, a wrong code,
 * the emulator's code read from its REST list); a master admin adds a
 * support admin, removes them after confirming and finds both in the audit
 * log; a support admin is refused /masteradmin with a way to /Admin; "Sign
 * out on every device" ends the session in another browser at its next
 * call. axe on every screen.
 */
import { randomUUID } from "node:crypto";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { emulatorIdToken } from "../../scripts/lib/emulator-token";
import { CODE_FORMAT, WRONG_CODE } from "../../src/auth/phoneMessages";
import { SIGN_IN_PHONE_FORMAT, showPhone } from "../../src/domain/signInPhone";
import {
  EMULATOR_HOST,
  freshPhone,
  MASTER_ADMIN,
  SUPPORT_ADMIN,
  signInToConsole,
  smsCode,
} from "./console-support";
import { platform } from "./storefront-support";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { cfg } from "./support/servers";
import { TOPOLOGY } from "./support/topology";

test.use({ viewport: { width: 390, height: 844 } });

/** Nothing is wider than the phone. */
async function expectNoSideways(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

const h1 = (page: Page, name: string) => page.getByRole("heading", { level: 1, name });

test("every staff page serves the staff app, its lead drawn with the page and kept from search engines", async ({
  page,
}) => {
  // Each page's lead (src/data/admin.ts), as the served HTML has it.
  const pages: [string, string, string][] = [
    ["/Admin", "Sellers run their shop here", "Sign in to the console"],
    ["/masteradmin", "Master admins find any shop here", "Master admin sign-in"],
    ["/masteradmin/shop", "Open a new shop: its subdomain", "Master admin sign-in"],
    ["/masteradmin/shop/a-new-shop", "The shop &quot;a-new-shop&quot;", "Master admin sign-in"],
    ["/masteradmin/supportadmin", "The support admins help with any shop", "Master admin sign-in"],
    ["/masteradmin/audit", "Every staff action, newest first", "Master admin sign-in"],
    ["/masteradmin/figures", "The platform&#39;s GMV and orders", "Master admin sign-in"],
    ["/emitra/dashboard", "Kiosk operators: sign in with your phone", "Kiosk operator sign-in"],
  ];
  test.setTimeout(30_000 + pages.length * 25_000);
  for (const [path, lead, title] of pages) {
    const response = await page.goto(platform(path));
    expect(response?.status(), path).toBe(200);
    // The lead is in the served HTML itself, before any script runs.
    expect(await response?.text(), path).toMatch(new RegExp(`<p class="console-boot-lead"[^>]*>${lead}`));
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(h1(page, title)).toBeVisible();
    await expect(page.getByRole("button", { name: "Continue with Google" })).toBeVisible();
    await expect(page.getByLabel("Mobile number")).toBeVisible();
    // The rider key is /Admin's alone.
    await expect(page.getByRole("form", { name: "Rider sign-in" })).toHaveCount(path === "/Admin" ? 1 : 0);
    await expectNoSeriousA11yViolations(page);
    await expectNoSideways(page);
  }
  // One shop's page is drawn on demand for any id a shop may have; anything else is a 404.
  const fresh = await page.goto(platform("/masteradmin/shop/a-new-shop"));
  expect(fresh?.headers()["x-robots-tag"]).toContain("noindex");
  for (const bad of ["/masteradmin/shop/Not_A_Shop", "/masteradmin/shop/-x-"]) {
    expect((await page.goto(platform(bad)))?.status(), bad).toBe(404);
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  }
});

test("a kiosk operator signs in by phone: a wrong number and a wrong code are said clearly, the emulator's code signs them in", async ({
  page,
}) => {
  test.setTimeout(90_000);
  // A new operator, so no other test sends codes to the same number.
  const phone = freshPhone();
  const kioskId = `EM-E2E-${randomUUID().slice(0, 6)}`;
  const token = await emulatorIdToken(EMULATOR_HOST, MASTER_ADMIN);
  const added = await fetch(`${cfg.apiUrl}/api/platform/kiosks`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify({ kioskId, name: "Sunil Verma", phone }),
  });
  expect(added.status).toBe(201);

  await page.goto(platform("/emitra/dashboard"));
  await expect(h1(page, "Kiosk operator sign-in")).toBeVisible();
  const number = page.getByLabel("Mobile number");
  await number.fill("12345");
  await page.getByRole("button", { name: "Send code" }).click();
  await expect(page.getByRole("alert").filter({ hasText: SIGN_IN_PHONE_FORMAT })).toBeVisible();
  await expect(number).toBeFocused();
  await expect(number).toHaveValue("12345");
  await expect(number).toHaveAttribute("aria-invalid", "true");
  await expectNoSeriousA11yViolations(page);

  const typed = showPhone(phone).replace("+91 ", "");
  await number.fill(typed);
  await page.getByRole("button", { name: "Send code" }).click();
  const code = page.getByLabel("6-digit code");
  await expect(code).toBeFocused();
  await expect(page.getByText(`We sent a 6-digit code to ${showPhone(phone)}.`)).toBeVisible();
  await expect(code).toHaveAttribute("autocomplete", "one-time-code");
  await expect(code).toHaveAttribute("inputmode", "numeric");
  // A new code waits for its cool-down.
  await expect(page.getByRole("button", { name: /^Send a new code in \d+ s$/ })).toBeDisabled();

  // "Change number" keeps what was typed and goes back to it.
  await page.getByRole("button", { name: "Change number" }).click();
  await expect(number).toBeFocused();
  await expect(number).toHaveValue(typed);
  await page.getByRole("button", { name: "Send code" }).click();
  await expect(code).toBeFocused();

  // Too short, then a wrong code: said beside the field, what was typed kept.
  await code.fill("123");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByRole("alert").filter({ hasText: CODE_FORMAT })).toBeVisible();
  const sent = await smsCode(phone);
  const wrong = sent === "000000" ? "111111" : "000000";
  await code.fill(wrong);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByRole("alert").filter({ hasText: WRONG_CODE })).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: /^That code is not right/ })).toBeVisible();
  await expect(code).toHaveValue(wrong);
  await expect(code).toBeFocused();
  await expectNoSeriousA11yViolations(page);
  await expectNoSideways(page);

  // The local helper reads the same code from the emulator and fills it in.
  await page.getByRole("button", { name: "Local emulator: show my code" }).click();
  await expect(page.getByText(`Code for ${showPhone(phone)}: ${sent} (filled in above).`)).toBeVisible();
  await expect(code).toHaveValue(sent);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();

  await expect(page.getByText(`Signed in as ${showPhone(phone)}`)).toBeVisible();
  await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Kiosk operator sign-in");
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("This account has no access here");
  expect(await page.evaluate(() => localStorage.getItem("admin"))).toBe(
    JSON.stringify({
      adminData: { role: "person", email: "", phone, area: null, shopId: null },
      isLoggedIn: true,
    }),
  );
  await expectNoSeriousA11yViolations(page);
  await expectNoSideways(page);

  // /Admin has nothing for an operator: it says so and where to go.
  await page.goto(platform("/Admin"));
  await expect(h1(page, "This account doesn't run a shop here")).toBeVisible();
  await expect(
    page.getByRole("link", { name: "Kiosk operator on the kiosk operator dashboard" }),
  ).toHaveAttribute("href", "/emitra/dashboard");
  await page.getByRole("button", { name: "Sign out", exact: true }).first().click();
  await expect(page.getByRole("button", { name: "Continue with Google" })).toBeVisible();
});

test("a master admin adds a support admin by email, removes them after confirming, and finds both in the audit log", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const email = `support.${randomUUID().slice(0, 8)}@example.com`;
  await page.goto(platform("/masteradmin/supportadmin"));
  await signInToConsole(page, MASTER_ADMIN);
  await expect(h1(page, "Support admins")).toBeVisible();
  const nav = page.getByRole("navigation", { name: "Master admin" });
  await expect(nav.getByRole("link", { name: "Support admins" })).toHaveAttribute("aria-current", "page");
  await expect(page.locator(".console-row-text").getByText(SUPPORT_ADMIN, { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expectNoSideways(page);

  // Nothing given, then a bad email: said beside the field, nothing sent.
  await page.getByRole("button", { name: "Add support admin" }).click();
  await expect(page.getByText("Give their email or their phone number (or both)")).toBeVisible();
  await page.getByLabel("Email").fill("not-an-email");
  await page.getByRole("button", { name: "Add support admin" }).click();
  await expect(page.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Email")).toBeFocused();

  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Add support admin" }).click();
  await expect(page.getByText(`Added ${email} as a support admin`)).toBeVisible();
  const row = page.locator(".console-row").filter({ hasText: email });
  await expect(row).toHaveCount(1);
  // The same person again is refused with the server's words.
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Add support admin" }).click();
  await expect(page.getByText(`${email} already has a role on the platform`)).toBeVisible();
  await page.getByLabel("Email").fill("");

  // Remove asks first; keeping them changes nothing.
  await row.getByRole("button", { name: `Remove ${email}` }).click();
  const ask = page.getByRole("dialog", { name: `Remove ${email}?` });
  await expect(ask.getByRole("button", { name: "Keep them" })).toBeFocused();
  await expectNoSeriousA11yViolations(page);
  await ask.getByRole("button", { name: "Keep them" }).click();
  await expect(row).toHaveCount(1);
  await row.getByRole("button", { name: `Remove ${email}` }).click();
  await ask.getByRole("button", { name: "Remove" }).click();
  await expect(
    page.getByText(`Removed ${email}: their support access ends at their next call.`),
  ).toBeVisible();
  await expect(row).toHaveCount(0);

  // The audit log, opened in place from the navigation: both changes, newest first.
  await nav.getByRole("link", { name: "Audit log" }).click();
  await expect(h1(page, "Audit log")).toBeFocused();
  await expect(page).toHaveURL(/\/masteradmin\/audit$/);
  await page.getByLabel("Who (email or +91 phone)").fill(MASTER_ADMIN);
  await page.getByLabel("Action").fill("support.remove");
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(/\?actor=master%40example\.com&action=support\.remove$/);
  const entries = page.locator(".console-audit-entry");
  await expect(entries.filter({ hasText: email })).toHaveCount(1);
  await expect(entries.first()).toContainText("support.remove");
  await page.getByLabel("Action").fill("");
  await page.getByRole("button", { name: "Show" }).click();
  const mine = entries.filter({ hasText: email });
  await expect(mine).toHaveCount(2);
  // In words, the code beside them; what changed field by field, not JSON.
  await expect(mine.nth(0)).toContainText(`Support admin removed · ${email} support.remove`);
  await expect(mine.nth(1)).toContainText(`Support admin added · ${email} support.add`);
  await expect(mine.nth(1)).toContainText(`by ${MASTER_ADMIN} · platform`);
  await mine
    .nth(1)
    .getByText(/^\d+ changes?: /)
    .click();
  const changes = mine.nth(1).locator(".console-changes");
  await expect(changes.getByRole("definition").filter({ hasText: email })).toBeVisible();
  await expect(changes).not.toContainText("{");
  await expectNoSeriousA11yViolations(page);
  await expectNoSideways(page);
  // A reload opens the same screen with the same filter.
  await page.reload();
  await expect(h1(page, "Audit log")).toBeVisible();
  await expect(page.getByLabel("Who (email or +91 phone)")).toHaveValue(MASTER_ADMIN);
  await expect(entries.filter({ hasText: email })).toHaveCount(2);
  // Back returns to the support admins, in place.
  await page.goBack();
  await expect(h1(page, "Support admins")).toBeVisible();
});

test("a support admin is refused /masteradmin clearly, with the way to their screens on /Admin", async ({
  page,
}) => {
  await page.goto(platform("/masteradmin"));
  await signInToConsole(page, SUPPORT_ADMIN);
  await expect(h1(page, "This account has no access here")).toBeVisible();
  await expect(page.getByText(`${SUPPORT_ADMIN} is not a master admin.`)).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Master admin" })).toHaveCount(0);
  const way = page.getByRole("link", { name: "Support on /Admin" });
  await expect(way).toHaveAttribute("href", "/Admin");
  await expectNoSeriousA11yViolations(page);
  await expectNoSideways(page);
  await way.click();
  await expect(page.getByText(`Signed in as ${SUPPORT_ADMIN}`)).toBeVisible();
  await expect(page.locator(".console-brand")).toHaveText("Support");
});

/** A new browser (its own storage) on /Admin, signed in as `email`. */
async function signedInBrowser(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await page.goto(platform("/Admin"));
  await signInToConsole(page, email);
  return page;
}

test(
  "'Sign out on every device' in one browser ends the session in another at its next call",
  TOPOLOGY,
  async ({ browser }) => {
    test.setTimeout(90_000);
    // A person of their own, with a role (only staff have staff sign-ins to end): signing out
    // everywhere touches no other test's sign-in.
    const email = `everywhere.${randomUUID().slice(0, 8)}@example.com`;
    const master = await emulatorIdToken(EMULATOR_HOST, MASTER_ADMIN);
    const added = await fetch(`${cfg.apiUrl}/api/staff/support-admins`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${master}` },
      body: JSON.stringify({ email }),
    });
    expect(added.status).toBe(201);
    const here = await signedInBrowser(browser, email);
    const there = await signedInBrowser(browser, email);

    await here.getByText("Account", { exact: true }).click();
    await expect(here.getByText(/^This sign-in lasts until /)).toBeVisible();
    await expectNoSeriousA11yViolations(here);
    await here.getByRole("button", { name: "Sign out on every device" }).click();
    const ask = here.getByRole("dialog", { name: "Sign out on every device?" });
    await expect(ask.getByRole("button", { name: "Stay signed in" })).toBeFocused();
    await ask.getByRole("button", { name: "Sign out everywhere" }).click();
    await expect(
      here.getByRole("alert").filter({ hasText: "You signed out on every device." }),
    ).toBeVisible();
    await expect(here.getByRole("button", { name: "Continue with Google" })).toBeVisible();
    expect(await here.evaluate(() => localStorage.getItem("admin"))).toBe(
      JSON.stringify({ adminData: null, isLoggedIn: false }),
    );

    // The other browser still shows its screen; its next call is refused and ends its session.
    await expect(there.getByText(`Signed in as ${email}`)).toBeVisible();
    await there.reload();
    await expect(
      there.getByRole("alert").filter({ hasText: "Your sign-in has ended. Sign in again to continue." }),
    ).toBeVisible();
    expect(await there.evaluate(() => localStorage.getItem("admin"))).toBe(
      JSON.stringify({ adminData: null, isLoggedIn: false }),
    );
    // Signing in again works (the sign-out answered once its second was over).
    await signInToConsole(there, email);
    await expect(h1(there, "Find an order")).toBeVisible();
  },
);
