/**
 * Issue 37 as the seller meets it, on a phone: two bookings at Seva (each
 * invoiced as the shop confirms it, one cancelled after: its credit note),
 * then /Admin → GST: the month's GSTR-1 shows the invoice and credit note
 * numbers the shopper's invoice carries, B2C small by state and rate, the
 * HSN summary, and each section downloads as the offline tool's CSV with
 * the very rows on the screen; keyboard and axe clean, nothing sideways.
 */
import { expect, type Page, test } from "@playwright/test";
import { emulatorIdToken } from "../../scripts/lib/emulator-token";
import { placeByApi } from "./checkout-support";
import { EMULATOR_HOST, signInToConsole } from "./console-support";
import { platform } from "./storefront-support";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { cfg } from "./support/servers";

test.use({ viewport: { width: 390, height: 844 } });

const SEVA_SELLER = "seva.seller@example.com";

/** A call of Seva's seller, signed in (the Auth emulator's token), expecting 200. */
async function asSeva(
  method: "GET" | "POST",
  path: string,
  body?: unknown,
): Promise<Record<string, unknown>> {
  const res = await fetch(`${cfg.apiUrl}${path}`, {
    method,
    headers: {
      "content-type": "application/json",
      authorization: `Bearer ${await emulatorIdToken(EMULATOR_HOST, SEVA_SELLER)}`,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  expect(res.status, `${path}: ${await res.clone().text()}`).toBe(200);
  return (await res.json()) as Record<string, unknown>;
}

/** The text of a saved download. */
async function downloaded(page: Page, click: () => Promise<void>): Promise<{ name: string; text: string }> {
  const download = page.waitForEvent("download");
  await click();
  const file = await download;
  const chunks: Buffer[] = [];
  for await (const chunk of await file.createReadStream()) chunks.push(chunk as Buffer);
  return { name: file.suggestedFilename(), text: Buffer.concat(chunks).toString("utf8") };
}

test("the seller's GST returns: the month's invoices and credit notes as the offline tool takes them", async ({
  page,
}) => {
  test.setTimeout(60_000);
  const kept = await placeByApi(
    "gst-kept",
    { shopId: "seva", productId: "plumbing-repair", count: 1 },
    "UPI",
  );
  const cancelled = await placeByApi(
    "gst-cancel",
    { shopId: "seva", productId: "plumbing-repair", count: 1 },
    "UPI",
  );
  for (const { orderId } of [kept, cancelled])
    await asSeva("POST", "/api/digiorder/updatestatus", { orderId, riderStatus: "Confirmed" });
  await asSeva("POST", "/api/digiorder/cancelorder", { orderId: cancelled.orderId });
  const invoiceOf = async (orderId: string) =>
    (await asSeva("GET", `/api/seller/shops/seva/orders/${orderId}/invoice`)) as {
      number: string;
      creditNotes: { number: string }[];
      lines: { hsn: string; gst: number }[];
    };
  const keptInvoice = await invoiceOf(kept.orderId);
  const cancelledInvoice = await invoiceOf(cancelled.orderId);
  expect(keptInvoice.number).toMatch(/^INV\/\d{2}-\d{2}\/\d{6}$/);
  const note = cancelledInvoice.creditNotes[0]?.number ?? "";
  expect(note).toMatch(/^CN\/\d{2}-\d{2}\/\d{6}$/);

  await page.goto(platform("/Admin"));
  await signInToConsole(page, SEVA_SELLER);
  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "GST" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "GST returns" })).toBeFocused();
  // The month asked for by keyboard: this one (the screen opens on the last, the one usually filed).
  const month = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 7);
  const picker = page.getByLabel("Month (GSTR-1)");
  await picker.fill(month);
  await picker.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/Admin/gst\\?month=${month}$`));
  const docs = page.getByRole("region", { name: "Documents issued (table 13)" });
  const invoicesRow = docs.getByRole("row", { name: /^Invoices for outward supply/ });
  await expect(invoicesRow).toBeVisible();
  // The numbers run from the month's first to its last: the two just issued are within them.
  const [from = "", to = ""] = (await invoicesRow.getByRole("cell").allTextContents()).slice(1, 3);
  for (const number of [keptInvoice.number, cancelledInvoice.number]) {
    expect(number >= from && number <= to, `${number} in ${from}…${to}`).toBe(true);
  }
  await expect(docs.getByRole("row", { name: /^Credit Note/ })).toBeVisible();
  // The shop has no GSTIN yet: said before anything else to mend.
  await expect(
    page
      .getByRole("region", { name: "Before you file" })
      .getByText("The shop has no GSTIN in its settings: a return is filed under one"),
  ).toBeVisible();
  const small = page.getByRole("region", { name: "B2C small (table 7)" });
  await expect(small.getByRole("row", { name: /^OE 08-Rajasthan/ }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // B2CS as the file the offline tool imports: its header, then the rows on the screen.
  const shown = await small
    .getByRole("region", { name: "B2C small (table 7): rows" })
    .locator("tbody tr")
    .evaluateAll((rows) => rows.map((r) => [...r.querySelectorAll("td")].map((c) => c.textContent ?? "")));
  const b2cs = await downloaded(page, () => small.getByRole("button", { name: "Download b2cs.csv" }).click());
  expect(b2cs.name).toBe(`seva-gstr1-${month}-b2cs.csv`);
  const lines = b2cs.text.split("\r\n").filter(Boolean);
  expect(lines[0]).toBe(
    "Type,Place Of Supply,Rate,Applicable % of Tax Rate,Taxable Value,Cess Amount,E-Commerce GSTIN",
  );
  expect(lines.slice(1)).toEqual(shown.map((cells) => cells.join(",")));
  await expect(small.getByText(`Saved seva-gstr1-${month}-b2cs.csv`)).toBeVisible();
  await expect(small.getByRole("button", { name: "Download b2cs.csv" })).toBeFocused();
});
