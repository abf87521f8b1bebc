/**
 * Blogs (SPEC §2, §5, §6, §8): the list and the articles prerendered from the
 * seeded API, a blog added through /addBlog live at once on its on-demand
 * URL, the passcode gate, the cover upload, the shop's blogs on kala, the
 * share links, and axe on every blog screen.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { root } from "../../scripts/lib/procs";
import { DEV_DEFAULT_PASSCODE } from "../../src/server/config/passcode";
import { API } from "./platform-support";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { TOPOLOGY } from "./support/topology";

const PLATFORM = "http://platform.localhost:4321";
const KALA = "http://kala.localhost:4321";
/** The same web server for Node's own requests (it resolves no *.localhost name); the pages are the platform's. */
const RAW = "http://localhost:4321";
const PASSCODE = DEV_DEFAULT_PASSCODE;
const SANGANERI = "how-sanganeri-block-prints-are-made";

/** A real 2×2 PNG (the server sniffs the bytes). */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVQI12P4z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==",
  "base64",
);

test(
  "the blog list is prebuilt HTML: title links, the bullet line, covers; the menu links it",
  TOPOLOGY,
  async ({ page, request }) => {
    expect(existsSync(path.join(root, "dist/client/blogs/index.html"))).toBe(true);
    const html = await (await request.get(`${RAW}/blogs`)).text();
    expect(html).toContain(`href="/blog/${SANGANERI}"`);
    expect(html).toContain("How Sanganeri Block Prints Are Made");
    expect(html).not.toMatch(/<script[^>]*type="module"|<script[^>]*src=/);

    await page.goto(`${PLATFORM}/`);
    await page.getByRole("banner").getByRole("link", { name: "Blogs" }).click();
    await expect(page).toHaveURL(`${PLATFORM}/blogs`);
    const card = page.locator(".blog-card").filter({ hasText: "How Sanganeri Block Prints Are Made" });
    await expect(card.getByRole("listitem")).toHaveText(["platform.in", "kala"]);
    const platformCard = page.locator(".blog-card").filter({ hasText: "Take Your Kirana Store Online" });
    await expect(platformCard.getByRole("listitem")).toHaveText(["platform.in", "platform.in"]);
    await expect(card.locator("img")).toHaveAttribute(
      "src",
      /\/images\/blogs\/sanganeri-block-prints\.webp$/,
    );
    await expectNoSeriousA11yViolations(page);
    await card.getByRole("link", { name: "How Sanganeri Block Prints Are Made" }).click();
    await expect(page).toHaveURL(`${PLATFORM}/blog/${SANGANERI}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("How Sanganeri Block Prints Are Made");
  },
);

test("a prebuilt article: its head in the served HTML, the shop's line, the paragraphs, the share bar", async ({
  page,
  request,
}) => {
  expect(existsSync(path.join(root, `dist/client/blog/${SANGANERI}/index.html`))).toBe(true);
  const html = await (await request.get(`${RAW}/blog/${SANGANERI}`)).text();
  const url = `${PLATFORM}/blog/${SANGANERI}`;
  expect(html).toContain("<title>How Sanganeri Block Prints Are Made - platform.in</title>");
  expect(html).toContain(`<link rel="canonical" href="${url}">`);
  expect(html).toContain('<meta name="keywords" content="block print, Sanganer, cotton">');
  expect(html).toContain(
    '<meta property="og:title" content="How Sanganeri Block Prints Are Made - platform.in">',
  );
  expect(html).toContain(`<meta property="og:url" content="${url}">`);
  expect(html).toMatch(/<meta property="og:image" content="[^"]+sanganeri-block-prints\.webp">/);
  expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
  expect(html).toMatch(/<meta name="twitter:description" content="From carved sheesham blocks/);
  const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1] ?? "null");
  expect(ld).toMatchObject({ "@type": "Article", headline: "How Sanganeri Block Prints Are Made" });

  await page.goto(url);
  const article = page.locator("article");
  await expect(article.getByText("Created by kala Seller")).toBeVisible();
  await expect(article.getByRole("link", { name: "Check Out Our Shop" })).toHaveAttribute(
    "href",
    "http://kala.platform.localhost:4321/",
  );
  await expect(article.locator("time")).toHaveText("12/5/2025");
  await expect(
    article.getByText("Each colour has its own carved wooden block.", { exact: false }),
  ).toBeVisible();
  const shareBar = page.getByRole("complementary", { name: "Like what you see? Share with a friend." });
  await expect(shareBar).toBeVisible();
  const encoded = encodeURIComponent(url);
  for (const [name, prefix] of [
    ["Facebook", "https://www.facebook.com/sharer/sharer.php?u="],
    ["Twitter", "https://twitter.com/intent/tweet?url="],
    ["LinkedIn", "https://www.linkedin.com/sharing/share-offsite/?url="],
  ] as const) {
    const link = shareBar.getByRole("link", { name: new RegExp(`^${name}`) });
    expect(await link.getAttribute("href")).toMatch(new RegExp(`^${RegExp.escape(prefix + encoded)}(&|$)`));
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", /noopener/);
  }
  await expectNoSeriousA11yViolations(page);
});

test("a platform article has no shop line; the Hindi one is marked lang=hi", async ({ page }) => {
  await page.goto(`${PLATFORM}/blog/take-your-kirana-store-online-in-one-afternoon`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Take Your Kirana Store Online in One Afternoon",
  );
  await expect(page.getByText(/Created by/)).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Check Out Our Shop" })).toHaveCount(0);
  await page.goto(`${PLATFORM}/blog/apani-dukan-ko-onalain-kaise-le-jaen`);
  await expect(page.locator("article")).toHaveAttribute("lang", "hi");
  await expectNoSeriousA11yViolations(page);
});

test(
  "an unknown slug is a real 404; the feed and the sitemap list the blogs",
  TOPOLOGY,
  async ({ request }) => {
    const missing = await request.get(`${RAW}/blog/no-such-blog-anywhere`);
    expect(missing.status()).toBe(404);
    expect(await missing.text()).toContain("Page not found");
    const rss = await (await request.get(`${RAW}/blogs/rss.xml`)).text();
    expect(rss).toContain("<rss");
    expect(rss).toContain(`<link>${PLATFORM}/blog/${SANGANERI}</link>`);
    const sitemap = await (await request.get(`${RAW}/sitemap-0.xml`)).text();
    expect(sitemap).toContain(`<loc>${PLATFORM}/blog/${SANGANERI}</loc>`);
    expect(sitemap).toContain(`${PLATFORM}/blogs/`);
    expect(sitemap).not.toContain("addBlog");
  },
);

async function unlock(page: Page) {
  await page.goto(`${PLATFORM}/addBlog`);
  await page.getByLabel("Passcode").fill(PASSCODE);
  await page.getByRole("button", { name: "Unlock" }).click();
  await expect(page.getByLabel("Title")).toBeVisible();
}

test("the gate: a wrong passcode alerts, the right one unlocks for this page session only", async ({
  page,
}) => {
  await page.goto(`${PLATFORM}/addBlog`);
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel("Passcode").fill("not-the-passcode");
  // The alert is read and dismissed as it opens: a click whose alert opens before the click returns
  // waits for it to be handled, which a dismissal after the click never does (seen once under load).
  const seen: string[] = [];
  page.once("dialog", (dialog) => {
    seen.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByRole("button", { name: "Unlock" }).click();
  await expect.poll(() => seen).toEqual(["Incorrect passcode. Please try again."]);
  await expect(page.getByLabel("Title")).toHaveCount(0);
  await page.getByLabel("Passcode").fill(PASSCODE);
  await page.getByRole("button", { name: "Unlock" }).click();
  await expect(page.getByLabel("Title")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // Typed text survives a reload; the passcode does not.
  await page.getByLabel("Title").fill("A draft kept");
  await page.reload();
  await expect(page.getByLabel("Passcode")).toBeVisible();
  await page.getByLabel("Passcode").fill(PASSCODE);
  await page.getByRole("button", { name: "Unlock" }).click();
  await expect(page.getByLabel("Title")).toHaveValue("A draft kept");
});

test(
  "a blog added through /addBlog is live at once on its on-demand URL, its markup shown as text",
  TOPOLOGY,
  async ({ page, request }) => {
    const stamp = Date.now();
    const title = `Festive <b>offers</b> ${stamp}`;
    await unlock(page);
    // Every field is required, with a message beside it.
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByText("Please enter a title.")).toBeVisible();
    await expect(page.getByText("Please enter a description.")).toBeVisible();
    await expect(page.getByText("Please write paragraph 1.")).toBeVisible();
    await expect(page.getByText("Please enter at least one tag.")).toBeVisible();
    await expect(page.getByText("Please choose a cover image.")).toBeVisible();
    await expect(page.getByLabel("Title")).toBeFocused();

    await page.getByLabel("Title").fill(title);
    await page.getByLabel("Description").fill("Lamps & <i>sweets</i> for Diwali");
    await page
      .getByRole("textbox", { name: "Paragraph 1" })
      .fill("First <script>window.hacked = 1</script> paragraph.");
    await expect(page.getByRole("button", { name: "Remove" })).toHaveCount(0);
    await page.getByRole("button", { name: "Add Paragraph" }).click();
    await expect(page.getByRole("textbox", { name: "Paragraph 2" })).toBeFocused();
    await page
      .getByRole("textbox", { name: "Paragraph 2" })
      .fill("Second <img src=x onerror=alert(1)> paragraph.");
    await expect(page.getByRole("button", { name: "Remove paragraph 1" })).toBeVisible();
    await page.getByRole("button", { name: "Add Paragraph" }).click();
    await page.getByRole("button", { name: "Remove paragraph 3" }).click();
    await expect(page.getByRole("textbox", { name: "Paragraph 3" })).toHaveCount(0);
    await page.getByLabel("Tags").fill(" diwali , offers,, ");

    // A refused file: the server's reason beside the field, nothing uploaded.
    await page
      .getByLabel("Cover image")
      .setInputFiles({ name: "notes.png", mimeType: "image/png", buffer: Buffer.from("plain text") });
    await expect(page.getByText("Invalid file: must be a JPEG, PNG, WebP or GIF image")).toBeVisible();
    await expect(page.getByRole("img", { name: "Cover preview" })).toHaveCount(0);

    // Submit waits for the upload, saying so.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/blog/upload", async (route) => {
      await held;
      await route.continue();
    });
    await page
      .getByLabel("Cover image")
      .setInputFiles({ name: "diwali.png", mimeType: "image/png", buffer: PNG });
    const waiting = page.getByRole("button", { name: "Uploading image, please wait..." });
    await expect(waiting).toBeDisabled();
    release();
    await expect(page.getByRole("img", { name: "Cover preview" })).toHaveAttribute(
      "src",
      new RegExp(`^${RegExp.escape(API)}/uploads/blogs/\\d+-diwali\\.png$`),
    );
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByText("Blog added successfully!")).toBeVisible();
    // The blog pages are rebuilt from the change (src/web/blogRebuild.ts): the editor says when the list has it.
    const published = Date.now();
    await expect(page.getByText("Live on the blog list")).toBeVisible({ timeout: 60_000 });
    const liveAfter = (Date.now() - published) / 1000;
    console.log(`blog live on the list after ${liveAfter.toFixed(1)} s`);
    await expect(page.getByLabel("Title")).toHaveValue("");
    await expect(page.getByRole("textbox", { name: "Paragraph 1" })).toHaveValue("");
    await expect(page.getByRole("textbox", { name: "Paragraph 2" })).toHaveCount(0);
    await expect(page.getByLabel("Tags")).toHaveValue("");

    await page.getByRole("link", { name: "Read it" }).click();
    const slug = `festive-b-offers-b-${stamp}`;
    await expect(page).toHaveURL(`${PLATFORM}/blog/${slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page.getByText("First <script>window.hacked = 1</script> paragraph.")).toBeVisible();
    await expect(page.getByText("Second <img src=x onerror=alert(1)> paragraph.")).toBeVisible();
    expect(await page.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined();
    await expect(page.locator("article img")).toHaveAttribute("src", /\/uploads\/blogs\/\d+-diwali\.png$/);
    await expectNoSeriousA11yViolations(page);
    // Rebuilt after the build as a static page of its own, and on the list.
    expect(existsSync(path.join(root, `dist/client/blog/${slug}/index.html`))).toBe(true);
    const list = await (await request.get(`${RAW}/blogs`)).text();
    expect(list).toContain(`href="/blog/${slug}"`);
    const served = await request.get(`${RAW}/blog/${slug}`);
    expect(served.status()).toBe(200);
    const html = await served.text();
    expect(html).toContain(`<title>Festive &lt;b&gt;offers&lt;/b&gt; ${stamp} - platform.in</title>`);
    expect(html).toContain('<meta name="keywords" content="diwali, offers">');
    expect(html).not.toMatch(/<script[^>]*type="module"|<script[^>]*src=/);
  },
);

test("a failed add keeps every typed word and says 'Failed to add blog.'", async ({ page }) => {
  await unlock(page);
  await page.getByLabel("Title").fill("Kept title");
  await page.getByLabel("Description").fill("Kept description");
  await page.getByRole("textbox", { name: "Paragraph 1" }).fill("Kept paragraph");
  await page.getByLabel("Tags").fill("kept");
  // A storage that answers without a download URL (as a misconfigured bucket can).
  await page.route("**/api/blog/upload", (route) =>
    route.fulfill({ status: 201, json: { response: { url: "", path: "blogs/1-k.png" } } }),
  );
  await page.getByLabel("Cover image").setInputFiles({ name: "k.png", mimeType: "image/png", buffer: PNG });
  await expect(page.getByText("The given file does not have any download URLs.")).toBeVisible();
  await expect(page.getByRole("img", { name: "Cover preview" })).toHaveCount(0);
  await page.unroute("**/api/blog/upload");
  await page.getByLabel("Cover image").setInputFiles({ name: "k.png", mimeType: "image/png", buffer: PNG });
  await expect(page.getByRole("img", { name: "Cover preview" })).toBeVisible();
  await page.route("**/api/blog/addblog", (route) =>
    route.fulfill({ status: 500, json: { error: "Database unavailable" } }),
  );
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByText("Failed to add blog.")).toBeVisible();
  await expect(page.getByLabel("Title")).toHaveValue("Kept title");
  await expect(page.getByRole("textbox", { name: "Paragraph 1" })).toHaveValue("Kept paragraph");
  await page.reload();
  await page.getByLabel("Passcode").fill(PASSCODE);
  await page.getByRole("button", { name: "Unlock" }).click();
  await expect(page.getByLabel("Description")).toHaveValue("Kept description");
  await expect(page.getByRole("img", { name: "Cover preview" })).toBeVisible();
});

test("the shop's blogs on kala: 'All Blogs By kala', cards, the article with the platform's copy as canonical", async ({
  page,
}) => {
  await page.goto(`${KALA}/blogs`);
  await expect(page.getByRole("heading", { name: "All Blogs By kala" })).toBeVisible();
  const cards = page.locator(".shop-blog-card");
  await expect(cards).toHaveCount(3);
  await expect(cards.first().getByRole("link")).toHaveText("Caring for Your Hand-Block-Printed Cottons");
  await expect(cards.first()).toContainText("kala");
  await expect(cards.first().locator("time")).toHaveText("2/6/2025");
  await expect(cards.first().locator("img")).toHaveAttribute(
    "src",
    /caring-for-block-printed-cottons\.webp$/,
  );
  await expectNoSeriousA11yViolations(page);
  await cards.nth(1).getByRole("link").click();
  await expect(page).toHaveURL(`${KALA}/blog/${SANGANERI}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("How Sanganeri Block Prints Are Made");
  await expect(page).toHaveTitle("How Sanganeri Block Prints Are Made - platform.in");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    `${PLATFORM}/blog/${SANGANERI}`,
  );
  await expect(page.getByText("Created by kala Seller")).toBeVisible();
  await expect(page.locator(".share-bar").getByRole("link", { name: /^LinkedIn/ })).toHaveAttribute(
    "href",
    `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(`${PLATFORM}/blog/${SANGANERI}`)}`,
  );
  await expectNoSeriousA11yViolations(page);
  await page.goto(`${KALA}/blog/no-such-blog`);
  await expect(page.getByRole("alert")).toHaveText("Error fetching blog data.");
  await expect(page.getByRole("alert")).toHaveCSS("color", "rgb(176, 0, 32)");
});

test("a shop's blog page carries the platform's description, keywords, Open Graph and Twitter tags; 'Check Out Our Shop' leads to the author's shop", async ({
  page,
  request,
}) => {
  /** The head's description, keywords, Open Graph and Twitter tags of a served page, in order. */
  const headTags = (html: string) =>
    [
      ...html.matchAll(
        /<meta (?:name|property)="(description|keywords|og:[^"]+|twitter:[^"]+)" content="([^"]*)">/g,
      ),
    ].map(([, key, content]) => `${key}=${content}`);
  const platformTags = headTags(await (await request.get(`${RAW}/blog/${SANGANERI}`)).text());
  expect(platformTags.length).toBeGreaterThan(10);
  // Served by the storefront shell on demo, a shop other than the author: the same tags, in the HTML itself.
  const DEMO = "http://demo.localhost:4321";
  const served = (await (await page.goto(`${DEMO}/blog/${SANGANERI}`))?.text()) ?? "";
  expect(headTags(served).sort()).toEqual(platformTags.sort());
  expect(served).toContain(`<link rel="canonical" href="${PLATFORM}/blog/${SANGANERI}">`);
  expect(served).not.toContain('name="robots"');
  await expect(page).toHaveTitle("How Sanganeri Block Prints Are Made - platform.in");
  const shopLink = page.getByRole("link", { name: "Check Out Our Shop" });
  await expect(shopLink).toHaveAttribute("href", "http://kala.platform.localhost:4321/");

  // Moving between pages in the app keeps the head right, and puts the shop's back after.
  await page.goto(`${KALA}/blogs`);
  await page.getByRole("link", { name: "How Sanganeri Block Prints Are Made" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("How Sanganeri Block Prints Are Made");
  const liveTags = () =>
    page.evaluate(() =>
      [...document.head.querySelectorAll("meta[name], meta[property]")]
        .map((m) => `${m.getAttribute("name") ?? m.getAttribute("property")}=${m.getAttribute("content")}`)
        .filter((t) => /^(description|keywords|og:|twitter:)/.test(t)),
    );
  await expect.poll(async () => (await liveTags()).sort()).toEqual(platformTags.sort());
  await page.getByRole("link", { name: "Check Out Our Shop" }).click();
  await expect(page).toHaveURL("http://kala.platform.localhost:4321/");
  await expect(page.getByRole("heading", { level: 1, name: /Our Products/ })).toBeVisible();
});
