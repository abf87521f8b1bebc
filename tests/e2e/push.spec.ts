/**
 * Web push on the seller's console (issue 36), on a phone: "Get notifications
 * on this device" says so when the browser blocks notifications; allowed, it
 * subscribes this browser and gives the subscription to the API; a shopper's
 * order is then pushed through the stub push service (which checks VAPID and
 * decrypts it: the order's number and the console's link); the staff app's
 * service worker shows a push it is handed as a notification; turned off, the
 * next order pushes nothing. Headless Chromium has no push service to reach
 * (no network to FCM), so the page's PushManager hands out a subscription the
 * stub push service minted, and the test delivers a push to the worker
 * through the DevTools protocol.
 */
import { expect, type Page, test } from "@playwright/test";
import { findChromium, TEST_BROWSER_ARGS } from "../../scripts/lib/chromium";
import type { StubMessage } from "../../scripts/stubs/messages";
import { orderNumber } from "../../src/domain/orders/orderNumber";
import { placeByApi } from "./checkout-support";
import { SEVA_SELLER, signInToConsole } from "./console-support";
import { platform } from "./storefront-support";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { stubMessages } from "./support/messages";
import { STUB_URL } from "./support/servers";

// The full browser: the headless shell refuses every notification.
test.use({
  viewport: { width: 390, height: 844 },
  launchOptions: { executablePath: findChromium(), args: TEST_BROWSER_ARGS },
});

type Minted = { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };

/** The page's PushManager gives out `minted` (the stub push service's), as a browser would its own. */
async function fakePushService(page: Page, minted: Minted) {
  await page.addInitScript((sub: Minted) => {
    let current: unknown = null;
    const made = () => ({
      endpoint: sub.endpoint,
      expirationTime: null,
      toJSON: () => sub,
      unsubscribe: async () => {
        current = null;
        return true;
      },
    });
    PushManager.prototype.subscribe = async () => {
      current ??= made();
      return current as PushSubscription;
    };
    PushManager.prototype.getSubscription = async () => current as PushSubscription | null;
  }, minted);
}

const pushesTo = async (minted: Minted): Promise<StubMessage[]> =>
  (await stubMessages()).filter((m) => m.channel === "push" && minted.endpoint.endsWith(`/${m.to}`));

const control = (page: Page) => page.getByRole("checkbox", { name: "Get notifications on this device" });

test("a browser that blocks notifications is told how to allow them", async ({ page }) => {
  await page.goto(platform("/Admin"));
  await signInToConsole(page, SEVA_SELLER);
  await page.goto(platform("/Admin/orders"));
  await expect(control(page)).not.toBeChecked();
  await control(page)
    .check({ force: true })
    .catch(() => {});
  // Headless Chromium answers the prompt itself: blocked, or dismissed.
  await expect(
    page.getByText(/Notifications are blocked for this site|Notifications were not allowed/),
  ).toBeVisible();
  await expect(control(page)).not.toBeChecked();
});

test("a seller turns notifications on, an order is pushed to the device, the worker shows it; off again", async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await context.grantPermissions(["notifications"]);
  const minted = (await (
    await fetch(`${STUB_URL}/_stub/push/subscriptions`, { method: "POST" })
  ).json()) as Minted;
  await fakePushService(page, minted);
  await page.goto(platform("/Admin"));
  await signInToConsole(page, SEVA_SELLER);
  await page.goto(platform("/Admin/orders"));
  await expect(control(page)).toBeEnabled({ timeout: 15_000 });
  await expect(control(page)).not.toBeChecked();

  // By keyboard: the switch takes focus and Space turns it on.
  await control(page).focus();
  await page.keyboard.press("Space");
  await expect(page.getByText(/Notifications on: new ones reach this device/)).toBeVisible();
  await expect(control(page)).toBeChecked();
  await expectNoSeriousA11yViolations(page);

  // A shopper orders: the API's worker pushes it through the stub push service, which decrypts it.
  const first = orderNumber(
    (await placeByApi("push", { shopId: "seva", productId: "ac-service", count: 1 }, "UPI")).orderId,
  );
  await expect
    .poll(async () => (await pushesTo(minted)).map((m) => m.template), { timeout: 10_000 })
    .toEqual([`New order #${first} on Seva Home Services`]);
  const [pushed] = await pushesTo(minted);
  expect(pushed?.params[2]).toMatch(/\/Admin\/orders$/);
  expect(pushed?.language).toBe("high");

  // The staff app's service worker shows a push it is handed (what the browser does when one arrives).
  const cdp = await context.newCDPSession(page);
  const registered = new Promise<string>((resolve) => {
    cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL.endsWith("/Admin/") && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send("ServiceWorker.enable");
  const registrationId = await registered;
  await cdp.send("ServiceWorker.deliverPushMessage", {
    origin: new URL(page.url()).origin,
    registrationId,
    data: JSON.stringify({
      title: `New order #${first} on Seva Home Services`,
      body: "AC Service. Total ₹499, UPI.",
      url: "/Admin/orders",
      tag: `e2e-${first}`,
    }),
  });
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration("/Admin/");
        return (await registration?.getNotifications())?.map((n) => `${n.title}: ${n.body}`) ?? [];
      }),
    )
    .toContain(`New order #${first} on Seva Home Services: AC Service. Total ₹499, UPI.`);

  // Off: the next order pushes nothing to this device.
  await control(page).uncheck();
  await expect(page.getByText("Notifications off for this device.")).toBeVisible();
  await expect(control(page)).not.toBeChecked();
  const second = orderNumber(
    (await placeByApi("push-off", { shopId: "seva", productId: "ac-service", count: 1 }, "UPI")).orderId,
  );
  await expect
    .poll(
      async () => (await stubMessages()).some((m) => m.channel === "whatsapp" && m.params.includes(second)),
      {
        timeout: 10_000,
      },
    )
    .toBe(true);
  expect((await pushesTo(minted)).map((m) => m.template)).toEqual([
    `New order #${first} on Seva Home Services`,
  ]);
});
