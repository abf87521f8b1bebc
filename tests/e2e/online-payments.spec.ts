/**
 * Paying online through the platform's gateway (issue 37) in a real Chromium
 * on a phone, against the real API and the Razorpay simulator
 * (scripts/stubs/razorpay.ts) as npm start runs them: kala takes online
 * payments (the seed's), so PAY ONLINE goes to the gateway's page; a failed
 * payment is said on return and the bag kept; a paid one is placed from the
 * gateway's word and shown on Success as paid online; leaving the gateway's
 * page comes back to the bag as it was.
 */
import { expect, test } from "@playwright/test";
import {
  billRow,
  orderDetail,
  ordersOf,
  STOCK_SEEN,
  setStock,
  stockOf,
  storedBag,
  toOnlinePayment,
} from "./checkout-support";
import { platformShop } from "./storefront-support";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { STUB_URL } from "./support/servers";

const KALA_SELLER = "kala.seller@example.com";
const VASE = "Blue Pottery Vase";

test.use({ viewport: { width: 390, height: 844 } });

test("a shopper pays online: a failed payment is said and the bag kept, the next one places the order paid", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await setStock("kala", KALA_SELLER, "blue-pottery-vase", 8);
  await toOnlinePayment(page, "online");
  // The bill, what happens next, and no UPI id or UTR to type: the gateway confirms.
  await expect(
    page.getByText(
      "You pay ₹1,339 on the secure payment page: by UPI (its QR or your UPI id), card or netbanking.",
    ),
  ).toBeVisible();
  await expect(page.getByLabel(/UPI transaction ID/)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: "PAY ₹1,339" }).click();

  // The gateway's page (the simulator's, on its own origin): the shopper's bank declines.
  await expect(page).toHaveURL(`${STUB_URL}/razorpay/v1/checkout/embedded`);
  await expect(page.getByRole("button", { name: "Pay ₹1339.00" })).toBeVisible();
  await page.getByRole("button", { name: "Fail payment" }).click();
  await expect(page).toHaveURL(platformShop("kala", "/cart"), { timeout: 20_000 });
  await expect(
    page.getByText(
      "The payment did not go through: Payment failed. Try again, or choose another way to pay.",
    ),
  ).toBeVisible({ timeout: 15_000 });
  expect(await ordersOf(page)).toEqual([]);
  expect((await storedBag(page)).length).toBe(1);

  // Again, by card this time: paid, and placed from the gateway's word.
  await page.getByRole("button", { name: "PAY ₹1,339" }).click();
  await expect(page).toHaveURL(`${STUB_URL}/razorpay/v1/checkout/embedded`);
  await page.getByRole("radio", { name: "Card" }).check();
  await page.getByRole("button", { name: "Pay ₹1339.00" }).click();
  await expect(page).toHaveURL(platformShop("kala", "/cart"), { timeout: 20_000 });
  await expect(page.getByText("ORDER PLACED SUCCESSFULLY")).toBeVisible({ timeout: 15_000 });
  await expect(billRow(page, "Delivery Fee")).toHaveText("₹40");
  await expect(billRow(page, "Total paid")).toHaveText("₹1,339");
  await expect(billRow(page, "Payment")).toHaveText(/^Paid online by card \(payment pay_[A-Za-z0-9]{14}\)$/);
  await expectNoSeriousA11yViolations(page);
  const [order] = await ordersOf(page);
  expect(order?.productName).toBe(VASE);
  const detail = await orderDetail(page, order?.orderId ?? "");
  expect(detail).toMatchObject({ paymentMethod: "UPI" });
  expect(String((detail as { transactionId?: string }).transactionId)).toMatch(/^pay_/);
  await expect.poll(() => stockOf("kala", "blue-pottery-vase"), STOCK_SEEN).toBe(7);
  expect(await storedBag(page)).toEqual([]);
});

test("leaving the gateway's page comes back to the bag as it was, and nothing is placed", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await toOnlinePayment(page, "leaves");
  await page.getByRole("button", { name: "PAY ₹1,339" }).click();
  await expect(page).toHaveURL(`${STUB_URL}/razorpay/v1/checkout/embedded`);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page).toHaveURL(platformShop("kala", "/cart"), { timeout: 20_000 });
  await expect(
    page.getByText("You left the payment page. Your bag is as it was: pay when you are ready."),
  ).toBeVisible();
  expect(await ordersOf(page)).toEqual([]);
  // Another way to pay is still open to them.
  await page.getByRole("button", { name: "Choose another way to pay" }).click();
  await expect(page.getByRole("button", { name: "CASH ON DELIVERY" })).toBeVisible();
});
