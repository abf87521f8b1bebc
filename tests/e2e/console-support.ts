/**
 * The staff app's e2e helpers: the seeded sellers and admins, signing in
 * through the local account chooser, and by phone through the Auth emulator.
 */
import { expect, type Page } from "@playwright/test";
import { emulatorCode } from "../../scripts/lib/emulator-token";
import { showPhone } from "../../src/domain/signInPhone";
import { chooseAccount } from "./storefront-support";
import { cfg } from "./support/servers";

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

/** The master admin (MASTER_ADMIN_EMAILS' local default) and the seeded support admin. */
export const MASTER_ADMIN = "master@example.com";
export const SUPPORT_ADMIN = "support@example.com";

/** The Auth emulator's host (host:port) the e2e run signs in with. */
export const EMULATOR_HOST = new URL(cfg.authEmulatorUrl).host;

/** The code the emulator holds for a phone (+91…), read from its REST list as a person reads their SMS. */
export const smsCode = (phone: string) => emulatorCode(EMULATOR_HOST, cfg.projectId, phone);

/** A fresh Indian mobile number (+91 and ten digits), for a person no other test signs in as. */
export const freshPhone = () => `+9197${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;

/** On a staff sign-in screen: the phone number, the code the emulator sent, then signed in as that phone. */
export async function signInByPhone(page: Page, phone: string): Promise<void> {
  await page.getByLabel("Mobile number").fill(showPhone(phone).replace("+91 ", ""));
  await page.getByRole("button", { name: "Send code" }).click();
  await expect(page.getByLabel("6-digit code")).toBeFocused();
  await page.getByLabel("6-digit code").fill(await smsCode(phone));
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByText(`Signed in as ${showPhone(phone)}`)).toBeVisible();
}
