import { expect, test } from "@playwright/test";
import { chooseAccount, header, platform, platformShop, shop } from "./storefront-support";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { allowPages } from "./support/budget";
import { TOPOLOGY } from "./support/topology";

const loginLink = (page: import("@playwright/test").Page) =>
  header(page).getByRole("link", { name: "Login" });
const profileLink = (page: import("@playwright/test").Page) =>
  header(page).getByRole("link", { name: "Profile" });

test(
  "cross-domain login: shop → platform /customerLogin → back to the shop's bag, signed in",
  TOPOLOGY,
  async ({ page, context }) => {
    const email = `handoff.${test.info().workerIndex}.${Date.now()}@example.com`;
    await page.goto(platformShop("demo"));
    await expect(loginLink(page)).toBeVisible();
    await expect(profileLink(page)).toHaveCount(0);
    await loginLink(page).click();

    await expect(page).toHaveURL(platform("/customerLogin?subdomain=demo"));
    await expect(page.getByRole("heading", { level: 1, name: "Customer login" })).toBeVisible();
    await expect(page.getByText(/on platform\.in/)).toBeVisible();
    const google = page.getByRole("button", { name: "Continue with Google" });
    await expect(google).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await google.click();
    await expectNoSeriousA11yViolations(page);
    await chooseAccount(page, email);

    await expect(page).toHaveURL(platformShop("demo", "/cart"), { timeout: 20_000 });
    await expect(profileLink(page)).toBeVisible();
    await expect(loginLink(page)).toHaveCount(0);
    await expect(header(page).getByRole("button", { name: "Continue with Google" })).toHaveCount(0);
    const cookies = await context.cookies();
    expect(cookies.filter((c) => c.name.startsWith("storeLogin"))).toEqual([]);
    const user = await page.evaluate(() => JSON.parse(localStorage.getItem("user") ?? "{}"));
    expect(user).toMatchObject({ userLogged: true, userData: { email } });
    expect(typeof user.token).toBe("string");

    await profileLink(page).click();
    await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    // The session token works for customer calls: a reload keeps the customer signed in.
    await page.reload();
    await expect(profileLink(page)).toBeVisible();
  },
);

test("a shopper who starts on demo.localhost ends signed in on demo.platform.localhost", async ({ page }) => {
  await page.goto(shop("demo", "/customer"));
  await expect(page).toHaveURL(platform("/customerLogin?subdomain=demo"));
  await page.getByRole("button", { name: "Continue with Google" }).click();
  await chooseAccount(page, "demo.customer@example.com");
  await expect(page).toHaveURL(platformShop("demo", "/cart"), { timeout: 20_000 });
  await expect(profileLink(page)).toBeVisible();
});

test("a cookie with an email but no valid code signs nobody in, and is removed", async ({
  page,
  context,
}) => {
  await context.addCookies(
    ["storeLoginData", "storeLoginStatus"].map((name) => ({
      name,
      value:
        name === "storeLoginData"
          ? encodeURIComponent(JSON.stringify({ email: "demo.customer@example.com", code: "x".repeat(43) }))
          : "true",
      domain: ".platform.localhost",
      path: "/",
    })),
  );
  await page.goto(platformShop("demo", "/customerLogin"));
  await expect(page.getByRole("heading", { name: "We could not sign you in" })).toBeVisible();
  await expect(loginLink(page)).toBeVisible();
  await expect(page.getByRole("link", { name: "Try again" })).toHaveAttribute("href", "/customer");
  expect((await context.cookies()).filter((c) => c.name.startsWith("storeLogin"))).toEqual([]);
  await expectNoSeriousA11yViolations(page);

  await page.goto(platformShop("demo", "/customerLogin"));
  await expect(page.getByRole("heading", { name: "No sign-in in progress" })).toBeVisible();
});

test("the platform page without a shop explains itself", async ({ page }) => {
  await page.goto(platform("/customerLogin"));
  await expect(page.getByText("Open this page from a shop's Login link")).toBeVisible();
  await expect(page.getByRole("button", { name: "Continue with Google" })).toBeHidden();
});

test("Continue with Google on the shop signs in; the chooser's Escape cancels quietly", async ({ page }) => {
  const email = `direct.${test.info().workerIndex}.${Date.now()}@example.com`;
  await page.goto(shop("demo"));
  const google = header(page).getByRole("button", { name: "Continue with Google" });
  await google.click();
  const dialog = page.getByRole("dialog", { name: "Sign in with Google" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Email")).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(google).toBeFocused();
  await expect(page.getByRole("alert")).toHaveCount(0);
  await expect(loginLink(page)).toBeVisible();

  await google.click();
  await chooseAccount(page, email);
  await expect(profileLink(page)).toBeVisible({ timeout: 20_000 });
  await expect(loginLink(page)).toHaveCount(0);

  await profileLink(page).click();
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(shop("demo", "/"));
  await expect(loginLink(page)).toBeVisible();
  await expect(profileLink(page)).toHaveCount(0);
});

test("a signed-in customer is sent away from the auth screens and /customer", async ({ page }) => {
  allowPages(5);
  await page.goto(shop("demo", "/login"));
  await page.getByRole("main").getByRole("button", { name: "Continue with Google" }).click();
  await chooseAccount(page, "demo.customer@example.com");
  await expect(page).toHaveURL(shop("demo", "/cart"), { timeout: 20_000 });

  await page.goto(shop("demo", "/signup"));
  await expect(page).toHaveURL(shop("demo", "/"));
  await page.goto(shop("demo", "/login"));
  await expect(page).toHaveURL(shop("demo", "/cart"));
  await page.goto(shop("demo", "/customer"));
  await expect(page).toHaveURL(shop("demo", "/cart"));
  await page.goto(shop("demo", "/customerLogin"));
  await expect(page).toHaveURL(shop("demo", "/cart"));
  await page.goto(shop("demo", "/profile"));
  await expect(page.getByText("Signed in as demo.customer@example.com")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Saved addresses" })).toBeVisible();
  await expect(page.getByText(/12 MG Road/)).toBeVisible();
});
