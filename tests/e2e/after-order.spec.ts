/**
 * After the order (issue 26) at 390 × 844: a new shopper's UPI checkout of
 * two lines is one placement on the history, under the Success view's
 * reference; its payment marked received (the seeded seller key), they cancel
 * one line (its stock goes back, the seller reads why, its refund is due), the
 * other is delivered (moved on through the API with the seeded seller and
 * rider keys), they ask for its return with a photo, the seller accepts it
 * and marks the refund sent in /Admin, and the shopper reads both; the
 * placement's tax invoice (with the return's credit note) prints alone; the WhatsApp share links the public
 * tracking, which a signed-out visitor opens and which shows nothing personal.
 */
import { expect, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { freshEmail, STOCK_SEEN, signInToBag, stockOf } from "./checkout-support";
import { DEMO_SELLER, signInToConsole } from "./console-support";
import { header, platform, platformShop } from "./storefront-support";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { cfg, E2E_RIDER_KEY, E2E_SELLER_KEY } from "./support/servers";
import { TOPOLOGY } from "./support/topology";

test.use({ viewport: { width: 390, height: 844 } });

const API = `http://127.0.0.1:${cfg.apiPort}`;

/** POSTs `body` to the API with `headers`, expecting 200. */
async function postOk(path: string, body: unknown, headers: Record<string, string>): Promise<void> {
  const res = await fetch(`${API}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  expect(res.status, `${path}: ${await res.clone().text()}`).toBe(200);
}

/** Moves an order to Delivered through the seller's and the rider's own calls. */
async function deliver(orderId: string): Promise<void> {
  for (const riderStatus of ["Confirmed", "En Route", "In Transit", "Delivered"]) {
    const key =
      riderStatus === "Confirmed"
        ? { "x-seller-key": `${E2E_SELLER_KEY}-demo` }
        : { "x-rider-key": E2E_RIDER_KEY };
    const res = await fetch(`${API}/api/digiorder/updatestatus`, {
      method: "POST",
      headers: { "content-type": "application/json", ...key },
      body: JSON.stringify({ orderId, riderStatus }),
    });
    expect(res.status, `${riderStatus}: ${await res.clone().text()}`).toBe(200);
  }
}

/** A history card, by its product's full name. */
const orderCard = (page: Page, name: string) =>
  page.locator(".order-card").filter({ has: page.getByRole("heading", { name, exact: true }) });

test(
  "cancel with a refund, return with a photo the seller accepts, the invoice printed, the tracking shared",
  TOPOLOGY,
  async ({ page, browser }) => {
    test.setTimeout(120_000);
    const started = Date.now();
    const riceBefore = await stockOf("demo", "basmati-rice-5kg");
    for (const productId of ["basmati-rice-5kg", "steel-lunch-box"]) {
      await page.goto(platformShop("demo", `/product/${productId}`));
      await page
        .getByRole("main")
        .getByRole("button", { name: /^ADD TO BAG/ })
        .click();
      await expect(page.getByRole("main").getByRole("link", { name: /^GO TO BAG/ })).toBeVisible();
    }
    await signInToBag(page, "demo", freshEmail("after"));
    await page.getByRole("button", { name: "PLACE ORDER" }).click();
    await page.getByLabel("Name").fill("Meera Joshi");
    await page.getByLabel("Mobile Number").fill("9414098765");
    await page.getByLabel("Address (House no, Building, Street area)").fill("8 Fateh Sagar Road");
    await page.getByLabel("Pin Code").fill("313001");
    await page.getByRole("button", { name: "SAVE ADDRESS" }).click();
    await page.getByRole("button", { name: "CONFIRM ADDRESS" }).click();
    await page.getByRole("button", { name: "PAY ONLINE", exact: true }).click();
    await page.getByLabel(/UPI transaction ID/).fill("412345678901");
    await page.getByRole("button", { name: "CONFIRM ORDER" }).click();
    await expect(page.getByText("ORDER PLACED SUCCESSFULLY")).toBeVisible();
    const placed = page.getByRole("region", { name: /^Order #[0-9A-Z]{6}$/ });
    const placedRef = ((await placed.getByRole("heading").first().textContent()) ?? "").slice(-6);
    await expect.poll(() => stockOf("demo", "basmati-rice-5kg"), STOCK_SEEN).toBe(riceBefore - 1);

    // One placement, one reference, its two cards under it.
    await page.goto(platformShop("demo", "/history"));
    const group = page.locator(".order-group");
    await expect(group).toHaveCount(1);
    await expect(group.getByRole("heading", { level: 2, name: /^Order #[A-Z0-9]{6}$/ })).toBeVisible();
    await expect(group.locator(".order-card")).toHaveCount(2);
    const ref = ((await group.getByRole("heading", { level: 2 }).textContent()) ?? "").slice(-6);
    // The history names the placement as the Success view did.
    expect(ref).toBe(placedRef);
    const orders = await page.evaluate(
      () => JSON.parse(localStorage.getItem("user") ?? "{}").userData.orders,
    );
    const byName = (name: string) => orders.find((o: { productName: string }) => o.productName === name);
    const box = byName("Steel Lunch Box, 3 Tier");
    const riceOrder = byName("Basmati Rice 5 kg");
    // The seller saw the UPI credit.
    await postOk(
      "/api/digiorder/paymentreceived",
      { orderId: box.orderId },
      { "x-seller-key": `${E2E_SELLER_KEY}-demo` },
    );

    // The rice is cancelled with a reason: its stock goes back.
    const rice = orderCard(page, "Basmati Rice 5 kg");
    await rice.getByRole("button", { name: /^Cancel order #/ }).click();
    const cancel = page.getByRole("dialog", { name: /^Cancel order #/ });
    await cancel.getByLabel("Why are you cancelling?").fill("Ordered it twice by mistake");
    await expectNoSeriousA11yViolations(page);
    await cancel.getByRole("button", { name: "Cancel order" }).click();
    await expect(cancel).toBeHidden();
    await expect(rice.getByText("Your order was Canceled")).toBeVisible();
    await expect(rice.getByText("Reason: Ordered it twice by mistake")).toBeVisible();
    await expect(rice.getByRole("button", { name: /^Cancel order/ })).toHaveCount(0);
    await expect.poll(() => stockOf("demo", "basmati-rice-5kg"), STOCK_SEEN).toBe(riceBefore);
    // It was paid by UPI: its money is due back.
    const riceAmount = `₹${riceOrder.totalCartValue.toLocaleString("en-IN")}`;
    await expect(rice.getByText(`Refund due ${riceAmount}`, { exact: false })).toBeVisible();

    // The lunch box is delivered: the card says so, and when.
    await deliver(box.orderId);
    await page.reload();
    const boxCard = orderCard(page, "Steel Lunch Box, 3 Tier");
    await expect(boxCard.getByText("Your Order was Delivered")).toBeVisible();
    await expect(boxCard.getByText(/^Delivered on \w{3}, \d{1,2} \w{3},? \d{4}, \d{2}:\d{2}$/)).toBeVisible();
    await expect(boxCard.getByText("Your Order is Shipped")).toHaveCount(0);
    await expect(boxCard.getByRole("button", { name: /^Cancel order/ })).toHaveCount(0);

    // A return with a photo.
    await boxCard.getByRole("button", { name: /^Return order #/ }).click();
    const ask = page.getByRole("dialog", { name: /^Return order #/ });
    await expect(ask.getByText(/^You can ask for a return until /)).toBeVisible();
    await ask.getByLabel("Why do you want to return it?").fill("One tier is dented");
    const photo = await sharp({ create: { width: 480, height: 360, channels: 3, background: "#b55" } })
      .jpeg()
      .toBuffer();
    await ask
      .getByLabel("Photo (optional)")
      .setInputFiles({ name: "dent.jpg", mimeType: "image/jpeg", buffer: photo });
    await ask.getByRole("button", { name: "Ask for a return" }).click();
    await expect(ask).toBeHidden();
    await expect(boxCard.getByText("Return requested: waiting for the seller")).toBeVisible();

    // The share: a wa.me link whose text names the order, the shop and the public tracking link.
    const share = group.getByRole("link", { name: /^Share on WhatsApp/ });
    const href = (await share.getAttribute("href")) ?? "";
    expect(href.startsWith("https://wa.me/?text=")).toBe(true);
    const text = decodeURIComponent(href.slice("https://wa.me/?text=".length));
    const origin = new URL(page.url()).origin;
    expect(text).toMatch(
      new RegExp(
        `^My order #${ref} from Demo Kirana Store: Your Order was Delivered\\. Track it here: ${origin}/track/${box.orderId}\\?t=[\\w-]{22}$`,
      ),
    );
    await expect(share).toHaveAttribute("target", "_blank");
    await expectNoSeriousA11yViolations(page);

    // Whoever it was shared with opens it signed out: the order, its steps, nothing personal.
    const shared = text.slice(text.indexOf("Track it here: ") + "Track it here: ".length);
    const visitor = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    await visitor.goto(shared);
    await expect(visitor.getByRole("heading", { level: 1, name: `Order #${ref}` })).toBeVisible();
    await expect(visitor.getByText("From Demo Kirana Store")).toBeVisible();
    const tracked = (name: string) =>
      visitor.locator(".order-card").filter({ has: visitor.getByRole("heading", { name }) });
    await expect(tracked("Steel Lunch Box, 3 Tier").getByText("Your Order was Delivered")).toBeVisible();
    await expect(tracked("Steel Lunch Box, 3 Tier").getByText(/^Delivered on /)).toBeVisible();
    await expect(tracked("Steel Lunch Box, 3 Tier").getByRole("listitem")).toHaveText([
      /^Pending · /,
      /^Confirmed · /,
      /^En Route · /,
      /^In Transit · /,
      /^Delivered · /,
    ]);
    await expect(tracked("Basmati Rice 5 kg").getByText("Your order was Canceled")).toBeVisible();
    const seen = (await visitor.locator("main").textContent()) ?? "";
    for (const personal of ["Meera Joshi", "9414098765", "Fateh Sagar", "Ordered it twice", "₹"])
      expect(seen).not.toContain(personal);
    await expectNoSeriousA11yViolations(visitor);
    // In Hindi: the page's words change, the shop's and the products' stay; it fits the phone.
    await header(visitor).getByRole("button", { name: "हिन्दी (Hindi)" }).click();
    await expect(visitor.getByRole("heading", { level: 1, name: `ऑर्डर #${ref}` })).toBeVisible();
    await expect(visitor.getByText("Demo Kirana Store से", { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(visitor);
    expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // A link whose token was changed opens nothing (in the language chosen).
    await visitor.goto(shared.replace(/t=[\w-]/, (t) => (t.endsWith("A") ? "t=B" : "t=A")));
    await expect(visitor.getByText("यह ट्रैकिंग लिंक मान्य नहीं है। लिंक फिर से माँगें।")).toBeVisible();
    await visitor.context().close();

    // The seller reads the shopper's reason on the cancelled line, and accepts the return.
    const sellerPage = await (await browser.newContext()).newPage();
    await sellerPage.goto(platform("/Admin"));
    await signInToConsole(sellerPage, DEMO_SELLER);
    await sellerPage
      .getByRole("navigation", { name: "Which orders" })
      .getByRole("link", { name: "All" })
      .click();
    const placement = sellerPage.locator(".console-placement").filter({ hasText: `#${ref}` });
    await expect(placement.getByText("Cancelled by the shopper")).toBeVisible();
    await expect(placement.getByText("Ordered it twice by mistake")).toBeVisible();
    const review = placement.locator(".console-return");
    await expect(review.getByText("Reason: One tier is dented")).toBeVisible();
    await expect(review.getByRole("img")).toHaveAttribute(
      "src",
      /\/uploads\/returns\/demo\/[0-9a-f]{16}-320\.webp$/,
    );
    await review.getByLabel(/^Note to the shopper/).fill("Our rider will collect it on Monday");
    await review.getByRole("button", { name: /^Accept return/ }).click();
    await expect(review.getByText("Return accepted")).toBeVisible();
    // The cancelled rice's refund: sent by UPI, marked with its UTR (a short one is refused first).
    const refund = placement.getByRole("region", { name: `Refund of #${riceOrder.orderId.slice(-6)}` });
    await expect(refund.getByText(`Refund due ${riceAmount}`)).toBeVisible();
    const utr = refund.getByLabel(/^UTR of your refund/);
    await utr.fill("5123");
    await refund.getByRole("button", { name: /^Mark refunded/ }).click();
    await expect(refund.getByRole("alert")).toHaveText("Enter the 12-digit UTR of the UPI refund you sent");
    await utr.fill("5123 4567 8901");
    await refund.getByRole("button", { name: /^Mark refunded/ }).click();
    await expect(
      refund.getByText(new RegExp(`^Refunded ${riceAmount} on .+ \\(UTR 512345678901\\)$`)),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(sellerPage);
    await sellerPage.context().close();

    // The shopper follows it on the card.
    await page.reload();
    await expect(boxCard.getByText("Return accepted")).toBeVisible();
    await expect(boxCard.getByText("Seller's note: Our rider will collect it on Monday")).toBeVisible();
    await expect(
      rice.getByText(new RegExp(`^Refunded ${riceAmount} on .+ \\(UTR 512345678901\\)`)),
    ).toBeVisible();

    // The placement's tax invoice: the seller's sheet, the lunch box only, printed alone.
    await group.getByRole("link", { name: /^Tax invoice/ }).click();
    await expect(page).toHaveURL(/\/invoice\/OD[A-Z0-9]+$/);
    const sheet = page.locator("article.console-doc");
    await expect(sheet.getByRole("heading", { level: 1, name: /Invoice/ })).toBeVisible();
    // The sheet names the order by its first line still on it (as the seller's does): the lunch box.
    await expect(sheet.getByText(`Order #${box.orderId.slice(-6)}`)).toBeVisible();
    const billed = sheet.getByRole("region", { name: "Invoice lines" });
    await expect(billed.getByRole("cell", { name: /^Steel Lunch Box, 3 Tier/ })).toBeVisible();
    // Cancelled before the shop confirmed: never on the invoice, so no credit note for it.
    await expect(sheet.getByText("Basmati Rice 5 kg")).toHaveCount(0);
    // The accepted return: a credit note of its own number, against the invoice, for the lunch box.
    const note = sheet.getByRole("region", { name: /^Credit note CN\/\d{2}-\d{2}\/\d{6}$/ });
    await expect(
      note.getByText(/against invoice no\. INV\/\d{2}-\d{2}\/\d{6} of .+ · returned$/),
    ).toBeVisible();
    await expect(note.getByRole("cell", { name: /^Steel Lunch Box, 3 Tier/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.emulateMedia({ media: "print" });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByText("Meera Joshi")).toBeVisible();
    await expect(header(page)).toBeHidden();
    await expect(page.getByRole("button", { name: "Print" })).toBeHidden();
    await page.emulateMedia({ media: "screen" });
    await expect(header(page)).toBeVisible();
    console.log(`after-order flow: ${Date.now() - started} ms`);
  },
);
