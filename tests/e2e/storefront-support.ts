/** Hosts and helpers the storefront and sign-in specs share. */
import { expect, type Locator, type Page } from "@playwright/test";
import { cfg } from "./support/servers";

/** The web server's port (WEB_PORT, 4321 unless the run says otherwise). */
const WEB = cfg.webPort;
/** A shop page on the plain *.localhost host (SPEC §1 two-label rule). */
export const shop = (name: string, path = "/") => `http://${name}.localhost:${WEB}${path}`;
/** A shop page under the platform domain: where the cross-domain login cookies arrive. */
export const platformShop = (name: string, path = "/") => `http://${name}.platform.localhost:${WEB}${path}`;
/** A platform page on the site's own host (PUBLIC_SITE_URL). */
export const platform = (path = "/") => `http://platform.localhost:${WEB}${path}`;

/** The shop header (banner landmark). */
export const header = (page: Page): Locator => page.getByRole("banner");

/** The header's bag link, by its count ("Bag 1 item"). */
export const bagLink = (page: Page, count: number) =>
  header(page).getByRole("link", { name: `Bag ${count} ${count === 1 ? "item" : "items"}`, exact: true });

/** The header's wishlist link, by its count. */
export const wishlistLink = (page: Page, count: number) =>
  header(page).getByRole("link", {
    name: `Wishlist ${count} ${count === 1 ? "item" : "items"}`,
    exact: true,
  });

/** A product card of the grid, by the product's name. */
export const card = (page: Page, name: string): Locator =>
  page
    .getByRole("main")
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name, exact: true }) });

/**
 * Waits for the shop's home grid to show and the app to have taken over the
 * server's first paint (a tap on the paint is replayed later: first-paint.spec.ts).
 */
export async function openHome(page: Page, url = shop("demo")): Promise<void> {
  await page.goto(url);
  await expect(page.getByRole("heading", { level: 1, name: /Our (Products|Services)/ })).toBeVisible();
  await expect(page.getByRole("main").getByRole("listitem").first()).toBeVisible();
  await expect(page.locator(".first-paint")).toHaveCount(0);
}

/** Signs in through the local account chooser (the Auth emulator's stand-in for Google's popup). */
export async function chooseAccount(page: Page, email: string): Promise<void> {
  const dialog = page.getByRole("dialog", { name: "Sign in with Google" });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByRole("button", { name: "Sign in" }).click();
}
