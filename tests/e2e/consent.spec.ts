import { expect, type Page, test } from "@playwright/test";
import type { StubMessage } from "../../scripts/stubs/messages";
import { orderNumber } from "../../src/domain/orders/orderNumber";
import { addFromHome, freshEmail, placeByApi, signInToBag } from "./checkout-support";
import { platformShop } from "./storefront-support";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { stubMessages } from "./support/messages";
import { cfg, E2E_SELLER_KEY, STUB_URL } from "./support/servers";

test.use({ viewport: { width: 390, height: 844 } });

/** A mobile number of this run alone (choices are kept per phone). */
const freshPhone = () =>
  `9${String(Date.now()).slice(-5)}${String(Math.floor(Math.random() * 1e4)).padStart(4, "0")}`;

/** The shopper (`email`, signed in through the emulator) saves an address at `phone` and orders one jar. */
const orderAs = async (email: string, phone: string, whatsappOptIn: boolean): Promise<string> =>
  (
    await placeByApi(
      "consent",
      { shopId: "demo", productId: "organic-jaggery-1kg", count: 1 },
      "COD",
      phone,
      { email, whatsappOptIn },
    )
  ).orderId;

/** The stub's messages to `to` that name the order, as channel:template. */
async function sentTo(to: string, orderId: string): Promise<string[]> {
  const number = orderNumber(orderId);
  return (await stubMessages())
    .filter((m: StubMessage) => m.to === to && (m.params.includes(number) || m.text.includes(`#${number}`)))
    .map((m) => `${m.channel}:${m.template}`)
    .sort();
}

const updates = (page: Page) => page.getByRole("region", { name: "Order updates" });

test("a shopper turns WhatsApp off in their profile: their next order's update comes by SMS only", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const email = freshEmail("consent");
  const phone = freshPhone();
  const e164 = `+91${phone}`;
  await addFromHome(page, "demo", ["Toor Dal 1 kg"]);
  await signInToBag(page, "demo", email);
  // A first order with WhatsApp ticked: its update comes on WhatsApp.
  const first = await orderAs(email, phone, true);
  await expect.poll(() => sentTo(e164, first), { timeout: 15_000 }).toEqual(["whatsapp:order_placed"]);

  await page.goto(platformShop("demo", "/profile"));
  const region = updates(page);
  const whatsapp = region.getByRole("switch", { name: "WhatsApp" });
  await expect(whatsapp).toBeChecked();
  await expect(region.getByRole("switch", { name: "SMS" })).toBeChecked();
  await expect(region.getByRole("switch", { name: "Email" })).toBeChecked();
  await expect(region.getByText(`To ${e164}`).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // By keyboard: focus the switch, Space turns it off.
  await whatsapp.focus();
  await page.keyboard.press("Space");
  await expect(region.getByRole("status")).toHaveText("Saved");
  await expect(whatsapp).not.toBeChecked();
  await page.reload();
  await expect(updates(page).getByRole("switch", { name: "WhatsApp" })).not.toBeChecked();

  const second = await orderAs(email, phone, false);
  await expect.poll(() => sentTo(e164, second), { timeout: 15_000 }).toEqual(["sms:stub-placed"]);
  await expect.poll(() => sentTo(email, second), { timeout: 15_000 }).toHaveLength(1);
  // Still only the SMS a moment later: no WhatsApp was written for this order.
  await page.waitForTimeout(1_000);
  expect(await sentTo(e164, second)).toEqual(["sms:stub-placed"]);
});

test("a STOP reply sent from the stub's page stops the next SMS; the email still comes", async ({ page }) => {
  test.setTimeout(90_000);
  const email = freshEmail("stop");
  const phone = freshPhone();
  const e164 = `+91${phone}`;
  const orderId = await orderAs(email, phone, false);
  await expect.poll(() => sentTo(e164, orderId), { timeout: 15_000 }).toEqual(["sms:stub-placed"]);

  await page.goto(STUB_URL);
  await page.getByLabel("Channel").selectOption("sms");
  await page.getByLabel("From").fill(e164);
  await page.getByLabel("Text").fill("STOP");
  await page.getByRole("button", { name: "Send reply" }).click();
  await expect(page.getByText(`sms from ${e164}: STOP`)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The seller confirms: the shopper's email says so, the SMS is not sent.
  const res = await fetch(`${cfg.apiUrl}/api/digiorder/updatestatus`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-seller-key": `${E2E_SELLER_KEY}-demo` },
    body: JSON.stringify({ orderId, riderStatus: "Confirmed" }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  await expect.poll(async () => (await sentTo(email, orderId)).length, { timeout: 15_000 }).toBe(2);
  await page.waitForTimeout(1_000);
  expect(await sentTo(e164, orderId)).toEqual(["sms:stub-placed"]);
});

test("a shopper whose mail bounced sees why email is off in their profile, and turns it on again", async ({
  page,
}) => {
  test.setTimeout(90_000);
  // The stub takes mail to bounce…@, then sends its bounce report to the API, as a mailbox's server would.
  const email = freshEmail("bounce");
  await addFromHome(page, "demo", ["Toor Dal 1 kg"]);
  await signInToBag(page, "demo", email);
  await orderAs(email, freshPhone(), false);

  const why =
    "Mail to this address came back undelivered, so none is sent. Turn it on once the mailbox works.";
  const mail = updates(page).getByRole("switch", { name: "Email" });
  await page.goto(platformShop("demo", "/profile"));
  // The report comes a moment after the mail: the profile read after it says so.
  await expect(async () => {
    await page.reload();
    await expect(updates(page).getByText(why)).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(mail).not.toBeChecked();
  await expect(updates(page).getByRole("switch", { name: "SMS" })).toBeChecked();
  await expectNoSeriousA11yViolations(page);

  // By keyboard: Space turns email on again, and the line goes.
  await mail.focus();
  await page.keyboard.press("Space");
  await expect(updates(page).getByRole("status")).toHaveText("Saved");
  await expect(mail).toBeChecked();
  await expect(updates(page).getByText(why)).toHaveCount(0);
});
