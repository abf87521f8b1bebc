/** The /Admin console's e2e helpers: the seeded sellers, and signing in through the local account chooser. */
import { expect, type Page } from "@playwright/test";
import { chooseAccount } from "./storefront-support";

/** The seeded owner of shop demo, its staff member, and the owner of seva (src/server/seed). */
export const DEMO_SELLER = "demo.seller@example.com";
export const DEMO_STAFF = "demo.staff@example.com";
export const SEVA_SELLER = "seva.seller@example.com";

/** On /Admin's sign-in: "Continue with Google", then the account chooser as `email`. */
export async function signInToConsole(page: Page, email: string): Promise<void> {
  await page.getByRole("button", { name: "Continue with Google" }).click();
  await chooseAccount(page, email);
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
}
