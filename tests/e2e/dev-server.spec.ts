import { expect, test } from "@playwright/test";
import { type Proc, run, waitForUrl } from "../../scripts/lib/procs";
import { allow } from "./support/budget";
import { background, env } from "./support/servers";

// `npm run dev` routes by host like the production server (src/web/devIntegration.ts).
const PORT = 4390;
let dev: Proc | undefined;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dev = run(
    "dev",
    "astro",
    ["dev", "--port", String(PORT)],
    { ...env, WEB_PORT: String(PORT) },
    background("dev"),
  );
  await waitForUrl(`http://127.0.0.1:${PORT}/`);
});

test.afterAll(() => {
  // Its whole process group: Vite's helpers with it.
  if (dev?.child.pid) process.kill(-dev.child.pid, "SIGTERM");
});

test("the dev server serves the storefront on shop hosts and platform pages on the bare host", async ({
  page,
}) => {
  // The dev server compiles each page on its first request: three waits of up to 30 s.
  allow(90_000);
  await page.goto(`http://demo.localhost:${PORT}/wishlist`);
  await expect(page.getByRole("heading", { name: /MY WISHLIST/ })).toBeVisible({ timeout: 30_000 });
  await page.reload();
  await expect(page.getByRole("heading", { name: /MY WISHLIST/ })).toBeVisible({ timeout: 30_000 });

  // Images of the platform origin load on a shop host (a cross-site <img>), as in production.
  const loaded = await page.evaluate(async (src) => {
    const img = new Image();
    img.src = src;
    return img.decode().then(
      () => img.naturalWidth > 0,
      () => false,
    );
  }, `http://platform.localhost:${PORT}/images/shops/demo/logo.webp`);
  expect(loaded).toBe(true);

  await page.goto(`http://nosuchshop.localhost:${PORT}/cart`);
  await expect(page.getByRole("heading", { name: "Try any other Store.." })).toBeVisible({ timeout: 30_000 });

  const landing = await page.goto(`http://localhost:${PORT}/`);
  expect(landing?.status()).toBe(200);
  const missing = await page.goto(`http://localhost:${PORT}/storefront/`);
  expect(missing?.status()).toBe(404);
});
