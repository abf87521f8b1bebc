/**
 * A shop is found by its host (issue 25): its page carries that one shop
 * (never the shop list, no other shop's id), its start-up makes no API call
 * with the shell's data and exactly one (GET /shop/by-host) without it, and a
 * shop made now is live at once at its subdomain, with no rebuild (through
 * nginx and both replicas under E2E_STACK=prod).
 */
import { expect, type Page, test } from "@playwright/test";
import { emulatorIdToken } from "../../scripts/lib/emulator-token";
import { API } from "./platform-support";
import { card, header, shop } from "./storefront-support";
import { cfg } from "./support/servers";
import { TOPOLOGY } from "./support/topology";

const BOOT_BLOCK = /<script type="application\/json" id="shop-boot">([\s\S]*?)<\/script>/;

/** The API calls (fetch/XHR to the API's origin) the page makes from now on, as "METHOD /path?query". */
function apiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.origin === API && ["fetch", "xhr"].includes(request.resourceType()))
      calls.push(`${request.method()} ${url.pathname}${url.search}`);
  });
  return calls;
}

/**
 * Takes the shell's data block out of every page as it is parsed, before the
 * app reads it: the storefront starts as when the API was too slow for the
 * web server. (The page itself still comes from the web server: a page
 * fulfilled by the test would not be on loopback, and the browser would refuse
 * its calls to the local API.)
 */
async function withoutBootData(page: Page): Promise<void> {
  await page.addInitScript(() => {
    new MutationObserver(() => document.getElementById("shop-boot")?.remove()).observe(document, {
      childList: true,
      subtree: true,
    });
  });
}

test(
  "a shop's page carries its own shop only, and its start-up calls no API with the shell's data",
  TOPOLOGY,
  async ({ page }) => {
    const calls = apiCalls(page);
    const response = await page.goto(shop("demo", "/"));
    const html = (await response?.text()) ?? "";
    const block = JSON.parse(BOOT_BLOCK.exec(html)?.[1] ?? "null") as Record<string, unknown> | null;
    expect(block && Object.keys(block).sort()).toEqual(["catalogue", "host", "shopId", "storeData"]);
    expect(block?.shopId).toBe("demo");
    // The other seeded shops' ids appear nowhere in the page: no shop list, no other shop's data.
    for (const other of ["kala", "seva"]) expect(html).not.toMatch(new RegExp(`\\b${other}\\b`, "i"));

    await expect(page.locator(".first-paint")).toHaveCount(0);
    await expect(card(page, "Toor Dal 1 kg")).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(calls).toEqual([]);
  },
);

test(
  "without the shell's data the start-up makes one API call, the lookup by host",
  TOPOLOGY,
  async ({ page }) => {
    await withoutBootData(page);
    const calls = apiCalls(page);
    await page.goto(shop("demo", "/wishlist"));
    // The app's own page (the server's first paint gone), drawn from the lookup's answer.
    await expect(page.locator(".first-paint")).toHaveCount(0);
    await expect(header(page).getByText("Demo Kirana Store")).toBeVisible();
    await expect(page.getByRole("heading", { name: /MY WISHLIST/ })).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(calls).toEqual([`GET /shop/by-host?host=demo.localhost%3A${cfg.webPort}`]);
  },
);

test(
  "an unknown shop says so at once: from the shell with no call, or after its one lookup",
  TOPOLOGY,
  async ({ page }) => {
    const calls = apiCalls(page);
    const response = await page.goto(shop("nosuchshop", "/cart"));
    const block = JSON.parse(BOOT_BLOCK.exec((await response?.text()) ?? "")?.[1] ?? "null") as unknown;
    expect(block).toEqual({ host: `nosuchshop.localhost:${cfg.webPort}` });
    await expect(page.getByRole("heading", { name: "Try any other Store.." })).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(calls).toEqual([]);

    await withoutBootData(page);
    await page.goto(shop("nosuchshop", "/"));
    await expect(page.locator(".first-paint")).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Try any other Store.." })).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(calls).toEqual([`GET /shop/by-host?host=nosuchshop.localhost%3A${cfg.webPort}`]);
    await expect(page.getByText("Something Was Wrong Please Tryagain")).toHaveCount(0);
  },
);

test("a shop made now is live at once at its subdomain, with no rebuild", TOPOLOGY, async ({ page }) => {
  const shopId = "nayi-dukan";
  // Asked for before it exists: the page, and the lookup on every replica, say no such store.
  await page.goto(shop(shopId));
  await expect(page.getByRole("heading", { name: "Try any other Store.." })).toBeVisible();
  for (let i = 0; i < 4; i++) {
    expect((await fetch(`${cfg.apiUrl}/shop/by-host?host=${shopId}.localhost`)).status).toBe(404);
  }

  const token = await emulatorIdToken(`127.0.0.1:${cfg.authPort}`, "master@example.com");
  const made = await fetch(`${cfg.apiUrl}/api/platform/shops`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify({ shopId, name: "Nayi Dukan", ownerEmail: "nayi.owner@example.com" }),
  });
  expect(made.status).toBe(201);

  // At once: every replica (nginx spreads these over both) and the next page view know it.
  await expect
    .poll(
      async () => {
        const answers = [];
        for (let i = 0; i < 4; i++)
          answers.push((await fetch(`${cfg.apiUrl}/shop/by-host?host=${shopId}.localhost`)).status);
        return answers;
      },
      { timeout: 1500, intervals: [50] },
    )
    .toEqual([200, 200, 200, 200]);
  const response = await page.goto(shop(shopId));
  expect(BOOT_BLOCK.exec((await response?.text()) ?? "")?.[1]).toContain(`"shopId":"${shopId}"`);
  await expect(header(page).getByText("Nayi Dukan")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Try any other Store.." })).toHaveCount(0);
});
