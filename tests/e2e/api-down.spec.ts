import { expect, test } from "@playwright/test";
import { DEV_DEFAULT_PASSCODE } from "../../src/server/config/passcode";
import { API } from "./platform-support";
import { startApi, stopApi } from "./support/servers";

// Runs alone, after the main project (playwright.config.ts): it stops the real API.
test("with the API stopped the shop shows the failure message, and Try Again recovers", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await stopApi();
  try {
    // A blog published after the build cannot be read: 'Error fetching blog data.', never cached;
    // the prebuilt ones are files and still serve.
    const blog = await request.get("http://localhost:4321/blog/published-after-the-build");
    expect(blog.status()).toBe(503);
    expect(blog.headers()["cache-control"]).toBe("no-store");
    expect(await blog.text()).toContain("Error fetching blog data.");
    expect(
      (await request.get("http://localhost:4321/blog/how-sanganeri-block-prints-are-made")).status(),
    ).toBe(200);

    // The web server keeps the shop's data for a few seconds (src/web/shopBoot.ts): until that runs
    // out a page may still come with it. After that the page loads as the spec's start-up says.
    await expect(async () => {
      await page.goto("http://demo.localhost:4321/");
      await expect(page.getByText("Something Was Wrong Please Tryagain")).toBeVisible({ timeout: 5000 });
    }).toPass({ timeout: 40_000 });
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

// Last of the run: it locks this machine out of the add-blog gate for 15 minutes.
test("after too many wrong passcodes /addBlog explains the server's limit", async ({ page }) => {
  await page.goto("http://platform.localhost:4321/addBlog");
  // Five wrong tries from this browser (the limit is per client address), as the form would send them.
  const statuses = await page.evaluate(async (api) => {
    const answers: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await fetch(`${api}/api/blog/passcode/check`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ passcode: `wrong-${i}` }),
      });
      answers.push(res.status);
    }
    return answers;
  }, API);
  expect(statuses).toEqual([401, 401, 401, 401, 401]);
  await page.getByLabel("Passcode").fill(DEV_DEFAULT_PASSCODE);
  await page.getByRole("button", { name: "Unlock" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    /^Too many incorrect passcodes from this network: the server allows 5 tries in 15 minutes\. Please try again in 1[45] minutes\.$/,
  );
  await expect(page.getByLabel("Title")).toHaveCount(0);
});
