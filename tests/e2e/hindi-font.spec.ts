/**
 * The Hindi font (src/styles/devanagari.css): the device's own Devanagari font
 * first, else the self-hosted one, fetched only where Hindi is shown, and not
 * before the reader nears it on a page where it comes last.
 */
import { expect, test } from "@playwright/test";
import { SITE, site } from "./platform-support";

// A trace's DOM snapshots lay out the whole page, the sections content-visibility skips too,
// and so would fetch a font no reader's browser fetches yet.
test.use({ trace: "off" });

test("Hindi text uses the device's Devanagari font, else the self-hosted one, fetched only where Hindi is shown", async ({
  page,
}) => {
  const fonts: string[] = [];
  page.on("request", (r) => {
    if (/\.woff2?$/.test(r.url())) fonts.push(r.url());
  });
  const fontPreloads = 'link[rel="preload"][as="font"]';
  await page.goto(site("/"));
  await page.waitForLoadState("networkidle");
  expect(fonts, "no font on an English page").toEqual([]);
  await expect(page.locator(fontPreloads)).toHaveCount(0);

  // Hindi only at the end of a long page: no preload, and no font until a phone's reader scrolls near it.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(site("/emitra"));
  await page.waitForLoadState("networkidle");
  await expect(page.locator(fontPreloads)).toHaveCount(0);
  expect(fonts, "no font while the top of /emitra is drawn").toEqual([]);
  const hindi = page.locator('[lang="hi"] p').first();
  await hindi.scrollIntoViewIfNeeded();
  await page.evaluate(() => document.fonts.ready);
  const family = await hindi.evaluate((el) => getComputedStyle(el).fontFamily);
  // The device's own font first (phones have one), the self-hosted face after the system ones.
  expect(family).toMatch(/^"Noto Sans Devanagari", "Nirmala UI", .*"Noto Sans Devanagari Web"/);
  await expect
    .poll(() => fonts.filter((f) => f.startsWith(`${SITE}/_astro/noto-sans-devanagari-devanagari-`)).length)
    .toBe(1);
  expect(await page.evaluate(() => document.fonts.check('16px "Noto Sans Devanagari Web"', "हिंदी"))).toBe(
    true,
  );

  // Hindi at the top of the page: its font is asked for from the head, at low priority (never before the first paint).
  fonts.length = 0;
  await page.goto(site("/emitra/Emitra-guide"));
  await expect(page.locator(fontPreloads)).toHaveAttribute("fetchpriority", "low");
  await expect
    .poll(() => fonts.filter((f) => f.startsWith(`${SITE}/_astro/noto-sans-devanagari-devanagari-`)).length)
    .toBe(1);
});
