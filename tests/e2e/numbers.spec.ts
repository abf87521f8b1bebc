/**
 * Issue 37, part 4, as the seller and the master admin meet it on a phone:
 * the seller opens Numbers (the last 30 days by day, today's orders and
 * visits in them, each chart with its table for a screen reader, nothing
 * sideways), switches to weeks by keyboard and downloads the range's CSV;
 * the master admin opens the platform's figures (GMV, shops by channel),
 * the commissions owed for the month, the seeded franchise's statement and
 * its CSV. axe clean throughout.
 */
import { expect, type Page, test } from "@playwright/test";
import { addDays, bucketsOf, indiaDay } from "../../src/domain/numbers";
import { placeByApi } from "./checkout-support";
import { DEMO_SELLER, MASTER_ADMIN, signInToConsole } from "./console-support";
import { platform, shop } from "./storefront-support";
import { expectNoSeriousA11yViolations } from "./support/axe";

test.use({ viewport: { width: 390, height: 844 } });

/** Nothing sideways on the phone; when something is, the elements past its edge say what. */
async function expectNoSideways(page: Page): Promise<void> {
  const past = await page.evaluate(() =>
    [...document.querySelectorAll("body *")]
      .filter(
        (e) =>
          e.getBoundingClientRect().right > 391 &&
          !e.closest(".figures-table-wrap, .console-visually-hidden"),
      )
      .map((e) => `${e.tagName.toLowerCase()}.${e.className} ${Math.round(e.getBoundingClientRect().right)}`)
      .slice(0, 8),
  );
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth),
    past.join("; "),
  ).toBeLessThanOrEqual(390);
}

/** The text of a saved download and its name. */
async function downloaded(page: Page, click: () => Promise<void>): Promise<{ name: string; text: string }> {
  const download = page.waitForEvent("download");
  await click();
  const file = await download;
  const chunks: Buffer[] = [];
  for await (const chunk of await file.createReadStream()) chunks.push(chunk as Buffer);
  return { name: file.suggestedFilename(), text: Buffer.concat(chunks).toString("utf8") };
}

test("the seller's numbers on a phone: charts with their tables, weeks by keyboard, the range as CSV", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await placeByApi("numbers", { shopId: "demo", productId: "toor-dal-1kg", count: 2 });
  // Two shoppers land on the shop: its page's image counts each visit (no script in the shop's first load).
  for (let i = 0; i < 2; i++) {
    const visitor = await page.context().browser()?.newPage();
    if (!visitor) throw new Error("no browser");
    const counted = visitor.waitForResponse((r) => /\/counter\/shops\/demo\/visit\.gif$/.test(r.url()));
    await visitor.goto(shop("demo"));
    expect((await counted).status()).toBe(200);
    await visitor.close();
  }
  const today = indiaDay(new Date());
  const from = addDays(today, -29);

  await page.goto(platform("/Admin"));
  await signInToConsole(page, DEMO_SELLER);
  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Numbers" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Numbers" })).toBeFocused();
  await expect(page).toHaveURL(/\/Admin\/numbers$/);
  const sales = page.getByRole("figure", { name: "Sales", exact: true });
  await expect(sales).toBeVisible();
  // The canvas is drawn (uPlot, fetched with the screen), the figures are a table for a screen reader.
  await expect(sales.locator("canvas").first()).toBeVisible();
  const table = sales.getByRole("table", { name: "Sales", exact: true });
  await expect(table.getByRole("row")).toHaveCount(1 + 30);
  await expect(table.getByRole("columnheader", { name: "Previous period" })).toBeAttached();
  const todayRow = table.getByRole("row").last();
  await expect(todayRow.getByRole("cell").first()).toHaveText(/^₹[\d,]+(\.\d\d)?$/);
  const visits = page.getByRole("figure", { name: "Visits and orders", exact: true }).getByRole("table");
  expect(
    Number(await visits.getByRole("row").last().getByRole("cell").first().textContent()),
  ).toBeGreaterThanOrEqual(2);
  await expect(
    page
      .getByRole("region", { name: "Best sellers", exact: true })
      .getByRole("rowheader", { name: /Toor Dal/ }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expectNoSideways(page);

  // Weeks, by keyboard: the grain chosen, then Show.
  const by = page.getByLabel("By");
  await by.focus();
  await by.selectOption("week");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Show" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/Admin/numbers\\?from=${from}&to=${today}&grain=week$`));
  const weeks = page
    .getByRole("figure", { name: "Orders", exact: true })
    .getByRole("table", { name: "Orders", exact: true });
  // 30 days cut at Mondays (ISO weeks) are 5 or 6 buckets, as the days fall.
  await expect(weeks.getByRole("row")).toHaveCount(1 + bucketsOf({ from, to: today }, "week").length);
  await expectNoSideways(page);

  const csv = await downloaded(page, () => page.getByRole("button", { name: "Download CSV" }).click());
  expect(csv.name).toBe(`demo-numbers-${from}-to-${today}-by-week.csv`);
  const lines = csv.text
    .replace(/^\uFEFF/, "")
    .split("\r\n")
    .filter(Boolean);
  expect(lines[0]?.startsWith("Period,From,To,Orders,Billed orders,Sales (INR)")).toBe(true);
  expect(lines.at(-1)?.startsWith(`Total,${from},${today},`)).toBe(true);
  await expect(page.getByText(`Saved ${csv.name}`)).toBeVisible();
  await expect(page.getByRole("button", { name: "Download CSV" })).toBeFocused();
});

test("the master admin's figures: GMV, shops by channel, a franchise's statement for the month as CSV", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await placeByApi("figures", { shopId: "pink-city-sweets", productId: "forest-honey-500g", count: 1 });
  const month = indiaDay(new Date()).slice(0, 7);

  await page.goto(platform("/masteradmin"));
  await signInToConsole(page, MASTER_ADMIN);
  await page.getByRole("navigation", { name: "Master admin" }).getByRole("link", { name: "Figures" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Platform figures" })).toBeFocused();
  await expect(
    page.getByRole("figure", { name: "GMV", exact: true }).getByRole("table", { name: "GMV", exact: true }),
  ).toBeAttached();
  const channels = page.getByRole("region", { name: "Shops by channel: table" });
  for (const name of ["Direct", "Kiosk operators", "Franchises"])
    await expect(channels.getByRole("rowheader", { name })).toBeVisible();

  const owed = page.getByRole("region", { name: "Commissions owed: table" });
  const jaipur = owed.getByRole("row", { name: /Jaipur North/ });
  await expect(jaipur).toBeVisible();
  await jaipur.getByRole("button", { name: "Statement of Jaipur North" }).click();
  await expect(page).toHaveURL(/statement=franchise%3Ajaipur-north/);
  const statement = page.getByRole("region", { name: `Statement: Jaipur North, ${month}` });
  await expect(statement.getByRole("rowheader", { name: /Pink City/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expectNoSideways(page);

  const csv = await downloaded(page, () =>
    statement.getByRole("button", { name: "Download statement CSV" }).click(),
  );
  expect(csv.name).toBe(`franchise-jaipur-north-${month}-statement.csv`);
  const lines = csv.text
    .replace(/^\uFEFF/, "")
    .split("\r\n")
    .filter(Boolean);
  expect(lines[0]).toBe("Shop,Shop name,Sales (INR),Taken back (INR),Net sales (INR),Commission (INR)");
  expect(lines.some((l) => l.startsWith("pink-city-sweets,"))).toBe(true);
  expect(lines.at(-1)?.startsWith("Total,,")).toBe(true);
});
