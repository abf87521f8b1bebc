import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/axe";

const shop = (name: string, path = "/") => `http://${name}.localhost:4321${path}`;

test("the platform landing page is served on the bare host", async ({ page }) => {
  const response = await page.goto("http://localhost:4321/");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test("the platform host answers unknown paths and the shell path with a real 404 page", async ({ page }) => {
  for (const path of ["/no-such-page", "/storefront/"]) {
    const response = await page.goto(`http://localhost:4321${path}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  }
});

test("a known shop's host shows its storefront with the shop header", async ({ page }) => {
  const response = await page.goto(shop("demo"));
  expect(response?.status()).toBe(200);
  const header = page.getByRole("banner");
  await expect(header.getByText("Demo Kirana Store")).toBeVisible();
  await expect(header.getByRole("img", { name: /Demo Kirana Store/ })).toBeVisible();
  await expect(page).toHaveTitle(/Demo Kirana Store/);
  await expectNoSeriousA11yViolations(page);
});

test("an unknown shop shows store-not-found on every path", async ({ page }) => {
  for (const path of ["/cart", "/", "/product/1"]) {
    await page.goto(shop("nosuchshop", path));
    await expect(page.getByRole("heading", { name: "Try any other Store.." })).toBeVisible();
    await expect(
      page.getByText("Sorry to say we don't found any store data relevant to this URL.."),
    ).toBeVisible();
  }
  await expectNoSeriousA11yViolations(page);
});

test("deep links and reloads stay in the storefront", async ({ page }) => {
  await page.goto(shop("demo", "/wishlist"));
  await expect(page.getByRole("heading", { name: /MY WISHLIST/ })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("heading", { name: /MY WISHLIST/ })).toBeVisible();
  await expect(page.getByRole("banner").getByText("Demo Kirana Store")).toBeVisible();
  expect(new URL(page.url()).pathname).toBe("/wishlist");
});

test("header links navigate inside the storefront without a full reload", async ({ page }) => {
  await page.goto(shop("demo"));
  // Once the app has taken over the server's first paint (before that a link is a plain page load).
  await expect(page.locator(".first-paint")).toHaveCount(0);
  await page.evaluate(() => {
    (window as { marker?: string }).marker = "same document";
  });
  await page.getByRole("link", { name: "Bag" }).click();
  await expect(page).toHaveURL(shop("demo", "/cart"));
  expect(await page.evaluate(() => (window as { marker?: string }).marker)).toBe("same document");
});

const SHOP_ROUTES = [
  "/",
  "/product/any-id",
  "/profile",
  "/wishlist",
  "/history",
  "/cart",
  "/login",
  "/signup",
  "/terms",
  "/msme",
  "/phone",
  "/phone/login",
  "/blogs",
  "/blog/some-slug",
];
for (const path of SHOP_ROUTES) {
  test(`the shop route ${path} resolves through the router`, async ({ page }) => {
    const response = await page.goto(shop("demo", path));
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole("banner").getByText("Demo Kirana Store"), path).toBeVisible();
    await expect(page.getByRole("main"), path).toBeVisible();
    await expect(page.getByRole("heading", { name: "Page not found" }), path).toHaveCount(0);
  });
}

test("a corrupt persisted value does not break the shop", async ({ page }) => {
  await page.goto(shop("demo"));
  await page.evaluate(() => {
    for (const key of ["store", "cart", "user", "rider", "admin", "lang"])
      localStorage.setItem(key, "{not json");
  });
  await page.reload();
  await expect(page.getByRole("banner").getByText("Demo Kirana Store")).toBeVisible();
});
