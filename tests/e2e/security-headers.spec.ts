/**
 * Security headers read from real answers of every kind (issue 23): a
 * prebuilt platform page, a shop's shell, a page drawn on demand, a built
 * asset and the API; through nginx too in the production run. And pages,
 * signed in or not, run under that policy with no violation.
 */
import { expect, type Page, test } from "@playwright/test";
import { signInToBag } from "./checkout-support";
import { API, fromNode, site } from "./platform-support";
import { platformShop } from "./storefront-support";
import { TOPOLOGY } from "./support/topology";

const directive = (policy: string, name: string) =>
  policy.split(/;\s*/).find((d) => d.startsWith(`${name} `)) ?? "";

const ANSWERS = [
  ["a prebuilt platform page", site("/emitra")],
  ["a shop's shell", platformShop("demo", "/cart")],
  ["a page drawn on demand (a seller's shop page)", site("/masteradmin/shop/demo")],
  ["the 404 page", site("/no-such-page")],
] as const;

for (const [what, url] of ANSWERS) {
  test(
    `${what}: a CSP with hashed inline scripts only, and the other headers`,
    TOPOLOGY,
    async ({ request }) => {
      const res = await request.get(fromNode(url), { headers: { Host: new URL(url).host } });
      const headers = res.headers();
      const policy = headers["content-security-policy"] ?? "";
      const scripts = directive(policy, "script-src");
      expect(scripts, policy).toMatch(/^script-src 'self'/);
      expect(scripts).not.toContain("unsafe-inline");
      expect(scripts).not.toContain("unsafe-eval");
      expect(directive(policy, "frame-ancestors")).toBe("frame-ancestors 'none'");
      expect(directive(policy, "object-src")).toBe("object-src 'none'");
      // Every inline script the page runs is named by its hash, so the browser runs it.
      const html = await res.text();
      const inline = [
        ...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>/g),
      ];
      expect(scripts.match(/'sha256-/g)?.length ?? 0).toBeGreaterThanOrEqual(inline.length > 0 ? 1 : 0);
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["x-frame-options"]).toBe("DENY");
      expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(headers["permissions-policy"]).toContain("camera=()");
    },
  );
}

test("a built asset and an API answer carry their headers too", TOPOLOGY, async ({ request }) => {
  const page = await (await request.get(fromNode(site("/emitra")))).text();
  const asset = /\/_astro\/[^"]+\.(?:css|js)/.exec(page)?.[0];
  expect(asset).toBeTruthy();
  const file = await request.get(fromNode(site(asset ?? "")));
  expect(file.status()).toBe(200);
  expect(file.headers()["x-content-type-options"]).toBe("nosniff");
  const api = await request.get(`${API}/subdomains`);
  expect(api.headers()["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
  expect(api.headers()["x-content-type-options"]).toBe("nosniff");
  expect(api.headers()["cross-origin-resource-policy"]).toBe("cross-origin");
});

/** Every CSP violation the page reports, as the browser logs it. */
function watchViolations(page: Page): string[] {
  const seen: string[] = [];
  page.on("console", (m) => {
    if (/Content Security Policy/i.test(m.text())) seen.push(m.text());
  });
  return seen;
}

test(
  "pages run under their policy with no violation: platform pages, a shop signed in, the bag",
  TOPOLOGY,
  async ({ page }) => {
    test.setTimeout(60_000);
    const violations = watchViolations(page);
    for (const path of ["/", "/emitra", "/franchise", "/Admin", "/addBlog"]) {
      await page.goto(site(path));
      await page.waitForLoadState("load");
    }
    await page.goto(platformShop("demo", "/"));
    await page.waitForLoadState("load");
    // The cross-domain sign-in: the shop hands over to the platform, Google (the emulator) signs in, back to the bag.
    await signInToBag(page, "demo", "demo.customer@example.com");
    await page.goto(platformShop("demo", "/history"));
    await expect(page.locator(".order-card").first()).toBeVisible();
    expect(violations).toEqual([]);
  },
);
