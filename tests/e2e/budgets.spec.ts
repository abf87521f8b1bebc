/**
 * JavaScript budgets (gzipped, on the production build in dist/client that
 * the e2e run makes), from the one table `npm run size` reads too
 * (scripts/audit/budgets.ts): none on pages without widgets, the kiosk and
 * franchise pages counting the carousel code they fetch later, a few hundred
 * bytes for a counter, the storefront's first load and the bag with its QR
 * encoder, and what a real browser loads for the shop home.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { expect, test } from "@playwright/test";
import {
  KB,
  PLATFORM_BUDGETS,
  platformBudget,
  SHELL_BUDGET,
  SHOP_BUDGETS,
} from "../../scripts/audit/budgets";
import {
  chunkJs,
  fetchPage,
  htmlFileOf,
  htmlJs,
  pageJs,
  pageJsWithLazy,
  screenChunk,
} from "../../scripts/audit/page-js";
import { root } from "../../scripts/lib/procs";
import { cfg } from "./support/servers";

const clientDir = path.join(root, "dist/client");
const html = (page: string) => htmlFileOf(clientDir, page ? `/${page}/` : "/");

/** The storefront's first load: the shell as the web server draws it (on demand), and what it loads. */
const shellJs = async () => htmlJs(clientDir, await fetchPage(cfg.webPort), "/storefront/");
/** A page's JS including the chunks it imports later. */
const withLazy = (page: string) => pageJsWithLazy(clientDir, html(page)).gzipBytes;
/** A budget in bytes. */
const bytes = (kb: number | undefined) => (kb ?? Number.POSITIVE_INFINITY) * KB;
const budgetOf = (page: string) => platformBudget(`/${page}/`);
const shopBudget = (screen: string) => {
  const row = SHOP_BUDGETS.find((r) => r.screen === screen);
  if (!row) throw new Error(`no budget for ${screen}`);
  return row.budget;
};

const NO_JS = [
  "",
  "partnerprogram",
  "policy",
  "contactus",
  "privacy_and_policy",
  "terms_and_conditions",
  "emitra/emitra_terms_and_conditions",
  "emitra/guide",
  "emitra/Emitra-guide",
  "rajeevika",
  "rajeevika/products",
  "jkk",
  "handloom",
  "rajkhadi",
  "ruda",
  "istart",
  "lalitkala",
  "amrita",
  "khadigramdyoye",
  "ebazaar",
  "rajasthanfpo",
  "radio",
  // The blogs, prerendered from the seeded API (tests/e2e/blogs.spec.ts checks an on-demand one).
  "blogs",
  "blog/how-sanganeri-block-prints-are-made",
  "blog/apani-dukan-ko-onalain-kaise-le-jaen",
  "blog/take-your-kirana-store-online-in-one-afternoon",
];

test.beforeAll(() => {
  expect(existsSync(clientDir), "run the e2e suite through `npm run test:e2e`, which builds first").toBe(
    true,
  );
});

test("a page with no widget is not in the budget table", () => {
  for (const page of NO_JS) expect(PLATFORM_BUDGETS[`/${page}/`.replace("//", "/")]).toBeUndefined();
});

for (const page of NO_JS) {
  test(`/${page} ships no JavaScript`, () => {
    const js = pageJs(clientDir, html(page));
    expect(js.files).toEqual([]);
    expect(js.gzipBytes).toBe(0);
  });
}

for (const page of ["emitra", "hyperlocal"]) {
  test(`/${page} loads at most ${budgetOf(page).all} KB of JavaScript, carousel included`, () => {
    const initial = pageJs(clientDir, html(page)).gzipBytes;
    const total = withLazy(page);
    expect(initial).toBeLessThanOrEqual(bytes(budgetOf(page).start));
    expect(total).toBeGreaterThan(initial); // Swiper is fetched later, not at start
    expect(total).toBeLessThanOrEqual(bytes(budgetOf(page).all));
  });
}

test("/marketplace ships only the counter, a few hundred bytes", () => {
  const js = pageJs(clientDir, html("marketplace"));
  expect(js.gzipBytes).toBeGreaterThan(0);
  expect(js.gzipBytes).toBeLessThanOrEqual(bytes(budgetOf("marketplace").start));
});

test(`the storefront's first load is at most ${SHELL_BUDGET.start} KB with React, and Firebase is not in it`, async () => {
  const js = await shellJs();
  expect(js.gzipBytes).toBeLessThanOrEqual(bytes(SHELL_BUDGET.start));
  for (const file of js.files) {
    expect(file).not.toMatch(/firebase|cookie/i);
    // Firebase Auth's own code, and js-cookie's API.
    const code = readFileSync(path.join(clientDir, file), "utf8");
    expect(code, file).not.toMatch(/FirebaseError|identitytoolkit|withConverter/);
  }
});

test("/customerLogin loads a few KB at start; Firebase and js-cookie only on click", () => {
  const js = pageJs(clientDir, html("customerLogin"));
  expect(js.gzipBytes).toBeLessThanOrEqual(bytes(budgetOf("customerLogin").start));
  for (const file of js.files) {
    expect(readFileSync(path.join(clientDir, file), "utf8"), file).not.toMatch(
      /FirebaseError|identitytoolkit|withConverter/,
    );
  }
  expect(withLazy("customerLogin")).toBeGreaterThan(js.gzipBytes + 20 * KB);
});

test(`the bag's JavaScript, shell and screen with the QR encoder, is at most ${shopBudget("Cart").all} KB; the encoder is not in the first load`, async () => {
  const first = await shellJs();
  const chunk = screenChunk(clientDir, "Cart");
  expect(chunk).not.toBeNull();
  const cart = chunkJs(clientDir, chunk ?? "", new Set(first.files));
  // The encoder (uqr, known by its error text) is a lazy chunk of the cart screen: counted here, absent from the first load.
  const encoder = cart.files.filter((f) =>
    readFileSync(path.join(clientDir, f), "utf8").includes("Version number out of range"),
  );
  expect(encoder.length).toBeGreaterThan(0);
  expect(first.files.some((f) => cart.files.includes(f))).toBe(false);
  // And no file of the first load carries the encoder itself.
  expect(
    first.files.filter((f) =>
      readFileSync(path.join(clientDir, f), "utf8").includes("Version number out of range"),
    ),
  ).toEqual([]);
  expect(cart.gzipBytes).toBeGreaterThan(5 * KB);
  // The whole page, the encoder included: the shell, then the screen with every chunk it fetches.
  expect(first.gzipBytes + cart.gzipBytes).toBeLessThanOrEqual(bytes(shopBudget("Cart").all));
});

const STAFF_PAGES = [
  "Admin",
  "masteradmin",
  "masteradmin/shop",
  "masteradmin/supportadmin",
  "masteradmin/audit",
  "masteradmin/figures",
  "emitra/dashboard",
];

for (const page of STAFF_PAGES) {
  test(`/${page} loads the staff app's shell (React, the sign-in) and nothing of Firebase or of a screen`, () => {
    const js = pageJs(clientDir, html(page));
    expect(js.gzipBytes).toBeGreaterThan(0);
    expect(js.gzipBytes).toBeLessThanOrEqual(bytes(budgetOf(page).start));
    for (const file of js.files) {
      // Firebase comes with a sign-in; the signed-in frame, the phone form and each screen are chunks of their own.
      expect(readFileSync(path.join(clientDir, file), "utf8"), file).not.toMatch(
        /FirebaseError|identitytoolkit|Save settings|Integration keys|Add a product|Rider orders|Sign out on every device|Send a new code|Add support admin|Audit entries/,
      );
    }
  });
}

test("every staff page loads the same shell", () => {
  const files = STAFF_PAGES.map((page) => pageJs(clientDir, html(page)).files.join(" "));
  expect(new Set(files).size).toBe(1);
});

test("/addBlog loads its editor (React, the HTTP client, the form) and nothing of Firebase", () => {
  const js = pageJs(clientDir, html("addBlog"));
  expect(js.gzipBytes).toBeGreaterThan(0);
  expect(withLazy("addBlog")).toBeLessThanOrEqual(bytes(budgetOf("addBlog").all));
  for (const file of js.files) {
    expect(readFileSync(path.join(clientDir, file), "utf8"), file).not.toMatch(
      /FirebaseError|identitytoolkit/,
    );
  }
});

test(`the shop home loads at most ${shopBudget("Home").start} KB of JavaScript until the network is idle, inline scripts included, and no Firebase`, async ({
  page,
}) => {
  const scripts: { url: string; gzip: number }[] = [];
  page.on("response", async (response) => {
    if (response.request().resourceType() !== "script") return;
    scripts.push({ url: response.url(), gzip: gzipSync(await response.body()).length });
  });
  await page.goto("http://demo.localhost:4321/", { waitUntil: "networkidle" });
  await expect(page.locator(".product-card").first()).toBeVisible();
  const inline = await page.evaluate(() =>
    [...document.querySelectorAll("script:not([src])")]
      .filter((s) => !/json/.test((s as HTMLScriptElement).type))
      .map((s) => s.textContent)
      .join("\n"),
  );
  const total = scripts.reduce((sum, s) => sum + s.gzip, 0) + (inline.trim() ? gzipSync(inline).length : 0);
  expect(scripts.length).toBeGreaterThan(5);
  expect(total).toBeLessThanOrEqual(bytes(shopBudget("Home").start));
  expect(scripts.map((s) => s.url).join(" ")).not.toMatch(/firebase|identitytoolkit/i);
});
