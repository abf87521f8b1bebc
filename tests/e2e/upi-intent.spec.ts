/**
 * Paying by the phone's UPI app (issue 37: the gateway's UPI intent) in a
 * real Chromium emulating a phone (touch, 390×844), against the real API and
 * the Razorpay simulator's S2S UPI call as npm start runs them. There is no
 * UPI app in the browser: the test sees the storefront open the upi:// link
 * (Chromium's request for it, and the link the waiting view offers), then
 * answers as the app would, through the simulator's control over HTTP. A
 * payment declined in the app is said and the bag kept; a paid one is placed
 * from the gateway's word and shown on Success; Cancel stops the wait, and
 * the next tap answers the same pending payment.
 */
import { expect, type Page, type Request, test } from "@playwright/test";
import {
  billRow,
  ordersOf,
  STOCK_SEEN,
  setStock,
  stockOf,
  storedBag,
  toOnlinePayment,
} from "./checkout-support";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { STUB_URL } from "./support/servers";

const KALA_SELLER = "kala.seller@example.com";

// A phone: its primary pointer is coarse, which is where the bag offers "Pay by UPI app".
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** Taps "Pay by UPI app" and answers the upi:// link Chromium was asked to open. */
async function tapPayByUpiApp(page: Page): Promise<URL> {
  const opened = page.waitForRequest((r: Request) => r.url().startsWith("upi:"));
  await page.getByRole("button", { name: "Pay by UPI app" }).click();
  return new URL((await opened).url());
}

/** The waiting view's live region. */
const waitingStatus = (page: Page) =>
  page.getByRole("status").filter({ hasText: "Waiting for your UPI app…" });

/** The UPI intent payment the simulator holds for the bag's checkout, still waiting for an app. */
async function waitingPayment(page: Page): Promise<string> {
  const checkoutId = await page.evaluate(
    () =>
      (JSON.parse(sessionStorage.getItem("checkout") ?? "{}") as { online?: { checkoutId?: string } }).online
        ?.checkoutId,
  );
  const state = (await (await fetch(`${STUB_URL}/_stub/razorpay`)).json()) as {
    payments: { id: string; status: string; description: string | null }[];
  };
  const payment = state.payments.find(
    (p) => p.status === "created" && p.description === `Checkout ${checkoutId}`,
  );
  if (!payment) throw new Error(`No UPI payment waiting for checkout ${checkoutId}`);
  return payment.id;
}

/** The shopper's UPI app pays or declines, as the simulator's control makes it do. */
async function answerInApp(paymentId: string, outcome: "success" | "failure"): Promise<void> {
  const res = await fetch(`${STUB_URL}/_stub/razorpay/upi`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ payment_id: paymentId, outcome }),
  });
  expect(res.status).toBe(200);
}

test("on a phone, a shopper pays by their UPI app: declined once and said, the bag kept; then paid and placed", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await setStock("kala", KALA_SELLER, "blue-pottery-vase", 8);
  await toOnlinePayment(page, "upiapp");
  const app = page.getByRole("button", { name: "Pay by UPI app" });
  await expect(app).toBeVisible();
  await expect(page.getByRole("button", { name: "PAY ₹1,339" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The storefront opens the gateway's link: the UPI app's request, for the bag's amount.
  const link = await tapPayByUpiApp(page);
  expect(link.protocol).toBe("upi:");
  expect(link.searchParams.get("am")).toBe("1339.00");
  expect(link.searchParams.get("cu")).toBe("INR");
  expect(link.searchParams.get("pa")).toBeTruthy();
  expect(link.searchParams.get("pn")).toBeTruthy();
  expect(link.searchParams.get("tr")).toBeTruthy();
  // The page stays, waiting, and says so in a live region; the same link opens the app again.
  await expect(waitingStatus(page)).toBeVisible();
  const reopen = await page.getByRole("link", { name: "Pay ₹1,339 with a UPI app" }).getAttribute("href");
  expect(new URL(reopen ?? "").href).toBe(link.href);
  await expect(page.getByRole("button", { name: "CANCEL" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The app declines: said, nothing placed, the bag kept.
  await answerInApp(await waitingPayment(page), "failure");
  await expect(
    page.getByText(
      "The payment did not go through: Payment failed. Try again, or choose another way to pay.",
    ),
  ).toBeVisible({ timeout: 15_000 });
  expect(await ordersOf(page)).toEqual([]);
  expect((await storedBag(page)).length).toBe(1);

  // Again: a new payment this time, paid in the app, and placed from the gateway's word.
  const again = await tapPayByUpiApp(page);
  expect(again.searchParams.get("tr")).not.toBe(link.searchParams.get("tr"));
  await answerInApp(await waitingPayment(page), "success");
  await expect(page.getByText("ORDER PLACED SUCCESSFULLY")).toBeVisible({ timeout: 15_000 });
  await expect(billRow(page, "Total paid")).toHaveText("₹1,339");
  await expect(billRow(page, "Payment")).toHaveText(/^Paid online by UPI \(payment pay_[A-Za-z0-9]{14}\)$/);
  await expectNoSeriousA11yViolations(page);
  const [order] = await ordersOf(page);
  expect(order?.productName).toBe("Blue Pottery Vase");
  await expect.poll(() => stockOf("kala", "blue-pottery-vase"), STOCK_SEEN).toBe(7);
  expect(await storedBag(page)).toEqual([]);
});

test("Cancel stops the wait, keeping the bag; by keyboard, the next tap answers the same pending payment", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await toOnlinePayment(page, "upicancel");
  const link = await tapPayByUpiApp(page);
  await expect(waitingStatus(page)).toBeVisible();
  const cancel = page.getByRole("button", { name: "CANCEL" });
  await cancel.focus();
  await page.keyboard.press("Enter");
  await expect(
    page.getByText(
      "We have not heard from the payment gateway yet. If you paid, your order appears in My Orders within a few minutes.",
    ),
  ).toBeVisible();
  expect(await ordersOf(page)).toEqual([]);
  expect((await storedBag(page)).length).toBe(1);
  // The same bag again: the same checkout, so the same payment waiting in the app (no second one to pay).
  const opened = page.waitForRequest((r: Request) => r.url().startsWith("upi:"));
  const app = page.getByRole("button", { name: "Pay by UPI app" });
  await app.focus();
  await page.keyboard.press("Enter");
  expect(new URL((await opened).url()).href).toBe(link.href);
  await expect(waitingStatus(page)).toBeVisible();
});
