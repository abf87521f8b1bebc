/**
 * Issue 37 for a shop that keeps its own UPI id, on a phone: a shopper's UPI
 * order waits at demo; its seller uploads the bank's statement (CSV) whose
 * credit names the order's reference, sees the match ticked, marks it paid,
 * and the orders screen shows it paid. A file that is no statement is said
 * plainly. Keyboard and axe clean, nothing sideways.
 */
import { randomInt } from "node:crypto";
import { expect, type Page, test } from "@playwright/test";
import { placeByApi } from "./checkout-support";
import { DEMO_SELLER, signInToConsole } from "./console-support";
import { platform } from "./storefront-support";
import { expectNoSeriousA11yViolations } from "./support/axe";

test.use({ viewport: { width: 390, height: 844 } });

async function expectNoSideways(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

/** An HDFC-like statement with today's credit of `amount` naming `reference`, under UTR `utr`, and a debit. */
function statement(amount: number, reference: string, utr: string): string {
  const [y, m, d] = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10).split("-");
  const day = `${d}/${m}/${y?.slice(2)}`;
  return [
    "HDFC BANK Ltd.,,,,,,",
    "M/S. DEMO KIRANA STORE,,,,,,",
    ",,,,,,",
    "Date,Narration,Chq./Ref.No.,Value Dt,Withdrawal Amt.,Deposit Amt.,Closing Balance",
    "********,********,********,********,********,********,********",
    `${day},UPI-MEERA JOSHI-MEERA@OKICICI-ICIC0001234-${utr}-ORDER ${reference},0000${utr},${day},,"${amount.toFixed(2)}","12,450.00"`,
    `${day},POS 416021XXXXXX4411 RELIANCE SMART,0000000000418233,${day},"1,180.00",,"11,270.00"`,
  ].join("\r\n");
}

test("a seller uploads the bank's UPI statement, sees the order's credit matched and marks it paid", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const order = await placeByApi(
    "upi-statement",
    { shopId: "demo", productId: "forest-honey-500g", count: 1 },
    "UPI",
  );
  const ref = order.orderId.slice(-6);
  const utr = String(randomInt(600_000_000_000, 699_999_999_999));

  await page.goto(platform("/Admin"));
  await signInToConsole(page, DEMO_SELLER);
  await page
    .getByRole("navigation", { name: "Console" })
    .getByRole("link", { name: "UPI statement" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "UPI statement" })).toBeFocused();
  const upload = page.getByLabel("Upload your bank or UPI statement (CSV)");

  // A file that is no statement: said, nothing else shown.
  await upload.setInputFiles({
    name: "products.csv",
    mimeType: "text/csv",
    buffer: Buffer.from("name,price\nrice,250\n"),
  });
  await expect(page.getByRole("alert")).toContainText(
    "products.csv could not be read: No credit column found:",
  );
  await expect(upload).toBeFocused();

  await upload.setInputFiles({
    name: "hdfc-statement.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(statement(order.payable, order.reference, utr)),
  });
  await expect(page.getByRole("heading", { level: 2, name: "hdfc-statement.csv" })).toBeVisible();
  await expect(page.getByText("could not be read")).toHaveCount(0);
  const matches = page.getByRole("region", { name: "Matches: rows" });
  const row = matches.getByRole("row").filter({ hasText: `#${ref}` });
  await expect(row).toHaveCount(1);
  // The statement's one credit, and its debit left out: one match, no credit left for a person.
  await expect(matches.locator("tbody tr")).toHaveCount(1);
  await expect(page.getByRole("region", { name: "Credits not matched" })).toContainText(
    "None: every credit of the statement matched an order.",
  );
  await expect(row).toContainText("The order's reference in the narration");
  await expect(row).toContainText(`UTR ${utr}`);
  const tick = row.getByRole("checkbox", { name: `Mark order #${ref} paid` });
  await expect(tick).toBeChecked();
  await expectNoSeriousA11yViolations(page);
  await expectNoSideways(page);

  // By keyboard: the tick off and on again, then "Mark selected paid".
  await tick.focus();
  await page.keyboard.press("Space");
  await expect(tick).not.toBeChecked();
  await page.keyboard.press("Space");
  await expect(tick).toBeChecked();
  const mark = page.getByRole("button", { name: "Mark selected paid (1)" });
  await mark.focus();
  await page.keyboard.press("Enter");
  const said = page.getByRole("status").filter({ hasText: `Order #${ref} is marked paid` });
  await expect(said).toBeVisible();
  await expect(said).toBeFocused();
  await expect(page.getByText("Every match is marked paid.")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expectNoSideways(page);

  // The orders screen shows it paid: the unpaid UPI flag is gone.
  await page.goto(platform("/Admin/orders?view=all"));
  const placement = page
    .locator(".console-placement")
    .filter({ has: page.getByRole("heading", { name: `Order #${ref}` }) });
  await expect(placement).toHaveCount(1, { timeout: 20_000 });
  await expect(placement.getByText(/UPI payment not marked received/)).toHaveCount(0);
  await expect(placement.getByRole("button", { name: `Payment received for order #${ref}` })).toHaveCount(0);

  // The same statement again: the credit now names an order paid already; nothing is offered.
  await page.goto(platform("/Admin/upi-statement"));
  await page.getByLabel("Upload your bank or UPI statement (CSV)").setInputFiles({
    name: "hdfc-statement.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(statement(order.payable, order.reference, utr)),
  });
  const left = page.getByRole("region", { name: "Credits not matched: rows" });
  await expect(left.getByRole("row").filter({ hasText: utr })).toContainText(
    `Order #${ref} is marked paid already`,
  );
  await expectNoSeriousA11yViolations(page);
  await expectNoSideways(page);
});
