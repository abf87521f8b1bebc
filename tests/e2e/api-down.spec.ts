import { expect, test } from "@playwright/test";
import { startApi, stopServer } from "./support/servers";

// Runs alone, after the main project (playwright.config.ts): it stops the real API.
test("with the API stopped the shop shows the failure message, and Try Again recovers", async ({ page }) => {
  test.setTimeout(120_000);
  await stopServer("api");
  try {
    await page.goto("http://demo.localhost:4321/");
    await expect(page.getByText("Something Was Wrong Please Tryagain")).toBeVisible({ timeout: 30_000 });
    const tryAgain = page.getByRole("button", { name: "Try Again" });
    await tryAgain.click();
    await expect(page.getByText("Something Was Wrong Please Tryagain")).toBeVisible({ timeout: 30_000 });
  } finally {
    await startApi();
  }
  await page.getByRole("button", { name: "Try Again" }).click();
  await expect(page.getByRole("banner").getByText("Demo Kirana Store")).toBeVisible();
  await expect(page.getByText("Something Was Wrong Please Tryagain")).toHaveCount(0);
});
