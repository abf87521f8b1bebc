/**
 * Following an order (SPEC §2 track control, §4 workflow): the shopper keeps
 * the manage view open while the seller and the rider move the order on the
 * real API, then confirms receipt, which the server records.
 */
import { expect, type Page, test } from "@playwright/test";
import { addFromHome, freshEmail, signInToBag } from "./checkout-support";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { cfg, E2E_RIDER_KEY, E2E_SELLER_KEY } from "./support/servers";

const API = `http://127.0.0.1:${cfg.apiPort}`;

/** Moves an order on as the demo shop's seller or the demo rider. */
async function move(orderId: string, riderStatus: string, as: "seller" | "rider", extra = {}) {
  const headers: Record<string, string> =
    as === "seller" ? { "x-seller-key": `${E2E_SELLER_KEY}-demo` } : { "x-rider-key": E2E_RIDER_KEY };
  const res = await fetch(`${API}/api/digiorder/updatestatus`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify({ orderId, riderStatus, ...extra }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
}

/** Places a COD order for a new shopper through the checkout and opens the history. */
async function placeAndOpenHistory(page: Page): Promise<void> {
  await addFromHome(page, "demo", ["Organic Jaggery 1 kg"]);
  await signInToBag(page, "demo", freshEmail("track"));
  await page.getByRole("button", { name: "PLACE ORDER" }).click();
  await page.getByLabel("Name").fill("Nisha Gupta");
  await page.getByLabel("Mobile Number").fill("9414012345");
  await page.getByLabel("Address (House no, Building, Street area)").fill("3 Lake Road");
  await page.getByLabel("Pin Code").fill("313001");
  await page.getByRole("button", { name: "SAVE ADDRESS" }).click();
  await page.getByRole("button", { name: "CONFIRM ADDRESS" }).click();
  await page.getByRole("button", { name: "CASH ON DELIVERY" }).click();
  await page.getByRole("button", { name: "CONFIRM", exact: true }).click();
  await page.getByRole("link", { name: "View my orders" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "MY ORDER HISTORY (1 Item)" })).toBeVisible();
}

test("the manage view follows the seller and the rider within a poll; the shopper's confirmation is recorded", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await placeAndOpenHistory(page);
  const orderId = await page.evaluate(
    () => JSON.parse(localStorage.getItem("user") ?? "{}").userData.orders[0].orderId,
  );
  const manage = page.getByRole("button", { name: /^Manage order/ });
  await expect(manage).toBeVisible(); // the detail has loaded with a known history
  await manage.click();
  const dialog = page.getByRole("dialog", { name: `Manage order #${orderId.slice(-6)}` });
  await expect(dialog).toBeVisible();
  const current = dialog.locator('li[aria-current="step"]');
  await expect(current).toContainText("Pending");
  await expect(dialog.getByText("Process Order · Seller")).toBeVisible();
  await expect(dialog.getByText("Customer Confirmation · You")).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Customer Confirmation" })).toBeDisabled();
  await expectNoSeriousA11yViolations(page);

  // Focus stays in the modal.
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press("Tab");
    expect(
      await dialog.evaluate(
        (d) => d.contains(document.activeElement) || document.activeElement === document.body,
      ),
    ).toBe(true);
  }

  await move(orderId, "Confirmed", "seller");
  await expect(current).toContainText("Confirmed", { timeout: 3000 });
  await move(orderId, "En Route", "rider", {
    riderDetails: { name: "Ravi K.", phoneNumber: "+91-9829012345", vehicleType: "Scooter" },
  });
  await expect(current).toContainText("En Route", { timeout: 3000 });
  await expect(dialog.getByText("Ravi K.")).toBeVisible();
  await expect(dialog.getByRole("link", { name: "+91-9829012345" })).toHaveAttribute(
    "href",
    "tel:+919829012345",
  );
  await expect(dialog.getByText("Scooter")).toBeVisible();
  await move(orderId, "In Transit", "rider");
  await move(orderId, "Delivered", "rider");
  // Delivered, then the view moves on to the customer's step.
  await expect(current).toContainText("Received", { timeout: 3500 });
  const confirm = dialog.getByRole("button", { name: "Customer Confirmation" });
  await expect(confirm).toBeEnabled();
  await confirm.click();
  await expect(dialog.getByRole("button", { name: "Please wait.." })).toBeVisible();
  await expect(dialog.getByText("Status updated")).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Customer Confirmation" })).toHaveCount(0);
  await expect(dialog.locator(".track-history li").last()).toContainText("Received");
  await expect(dialog.getByText("Status updated")).toBeHidden({ timeout: 4000 });

  // Escape closes it and gives focus back to the control that opened it.
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(manage).toBeFocused();

  // The confirmation is on the server: it survives a reload, and the seller sees it.
  await page.reload();
  await page.getByRole("button", { name: /^Manage order/ }).click();
  await expect(page.getByRole("dialog").locator('li[aria-current="step"]')).toContainText("Received");
  await expect(page.getByRole("dialog").getByRole("button", { name: "Customer Confirmation" })).toHaveCount(
    0,
  );
  const seen = await fetch(`${API}/api/digiorder/shopdigiorder`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-seller-key": `${E2E_SELLER_KEY}-demo` },
    body: JSON.stringify({ orderId }),
  });
  expect(
    ((await seen.json()) as { shopOrderDetail: { riderStatus: string }[] }).shopOrderDetail[0]?.riderStatus,
  ).toBe("Received");
  await page.getByRole("dialog").getByRole("button", { name: "Close" }).click();
  await expect(page.getByRole("dialog")).toBeHidden();
});
