/** What the checkout specs share: signing in on a shop, the bag's controls, and reading the API's truth. */
import { randomUUID } from "node:crypto";
import { expect, type Locator, type Page } from "@playwright/test";
import { emulatorIdToken } from "../../scripts/lib/emulator-token";
import { EMULATOR_HOST } from "./console-support";
import { card, chooseAccount, openHome, platform, platformShop } from "./storefront-support";
import { cfg } from "./support/servers";

const API = `http://127.0.0.1:${cfg.apiPort}`;

/** A fresh shopper's email, unique to this test run and worker. */
export const freshEmail = (tag: string) =>
  `${tag}.${process.pid}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.com`;

/** Adds products to the bag from the shop's home grid (on the platform-domain host, where sign-in lands). */
export async function addFromHome(page: Page, shop: string, names: string[]): Promise<void> {
  await openHome(page, platformShop(shop));
  for (const name of names) {
    await card(page, name)
      .getByRole("button", { name: /ADD (SERVICE )?TO BAG/ })
      .click();
    await expect(card(page, name).getByRole("link", { name: "GO TO BAG" })).toBeVisible();
  }
}

/** Signs in through the platform (cross-domain login) and lands on the shop's bag. */
export async function signInToBag(
  page: Page,
  shop: string,
  email: string,
  { emptyServerBag = true } = {},
): Promise<void> {
  // The bag the server keeps for this shopper at this shop (issue 36) starts empty: a spec's sign-in
  // merges this page's bag with it, and another spec signed in as the same shopper may have left lines.
  // (A second browser of the same shopper, signing in to find the first one's bag, keeps it.)
  if (emptyServerBag) await keepServerBag(shop, email, []);
  await page.goto(platformShop(shop, "/customer"));
  // The shop's header has its own Google button: click the platform's, once the shop has handed over.
  await expect(page).toHaveURL(platform(`/customerLogin?subdomain=${shop}`));
  await page.getByRole("main").getByRole("button", { name: "Continue with Google" }).click();
  await chooseAccount(page, email);
  await expect(page).toHaveURL(platformShop(shop, "/cart"), { timeout: 20_000 });
  await expect(page.getByRole("heading", { level: 1, name: "Bag" })).toBeVisible();
}

/** Whose bag the page last kept in step with the server, and whether it has changes not saved (stores/bagSync.ts). */
export const syncedBag = (page: Page) =>
  page.evaluate(
    () => JSON.parse(localStorage.getItem("bagSync") ?? "{}") as { email?: string; pending?: boolean },
  );

/** Sets the bag the server keeps for `email` at `shop` (POST /customer/bag/save, signed in as them). */
export async function keepServerBag(
  shop: string,
  email: string,
  lines: { productId: string; size: string; color: string; count: number }[],
): Promise<void> {
  const res = await fetch(`${cfg.apiUrl}/customer/bag/save`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      authorization: `Bearer ${await emulatorIdToken(EMULATOR_HOST, email)}`,
    },
    body: JSON.stringify({ email, shopId: shop, lines, language: "en" }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
}

/** A product's stock set by its shop's seller (a plain product: units), as the stock screen does. */
export async function setStock(
  shop: string,
  seller: string,
  productId: string,
  stock: number,
): Promise<void> {
  const headers = {
    "content-type": "application/json",
    authorization: `Bearer ${await emulatorIdToken(EMULATOR_HOST, seller)}`,
  };
  const product = `${cfg.apiUrl}/api/seller/shops/${shop}/products/${productId}`;
  const seen = await fetch(product, { headers });
  expect(seen.status).toBe(200);
  const { stockVersion } = ((await seen.json()) as { product: { stockVersion: number } }).product;
  const res = await fetch(`${product}/stock`, {
    method: "POST",
    headers,
    body: JSON.stringify({ stock, stockVersion }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
}

/** The checkout's progress bar buttons. */
export const stepButton = (page: Page, name: "Bag" | "Address" | "Payment"): Locator =>
  page.getByRole("navigation", { name: "Checkout steps" }).getByRole("button", { name });

/** A bag line, by its product's full name. */
export const bagLine = (page: Page, name: string): Locator =>
  page.locator(".bag-line").filter({ has: page.getByRole("heading", { name }) });

/** A bill row's amount ("Total MRP" → "₹530"). */
export const billRow = (page: Page, term: string, scope?: Locator): Locator =>
  (scope ?? page.locator(".bill").first())
    .locator("div")
    .filter({ has: page.getByText(term, { exact: true }) })
    .locator("dd");

/**
 * How soon every API replica shows a change of stock: the replica that made it forgets its cached
 * catalogue on the commit, the others on PostgreSQL's message a few ms later (src/server/shops/cache.ts).
 * A read through nginx right after an order may reach another replica first, so stock is polled for up
 * to this long; a lost message would show only after the cache's 30 s and fail.
 */
export const STOCK_SEEN = { timeout: 2_000 } as const;

/** A product's stock as the API has it now (units of a plain product). */
export async function stockOf(shopId: string, productId: string): Promise<number> {
  const res = await fetch(`${API}/shop/product`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ shopId, productId }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { response: { productUnits: number } }).response.productUnits;
}

/** The signed-in shopper's session token, as the shop keeps it. */
async function tokenOf(page: Page): Promise<{ email: string; token: string }> {
  const user = await page.evaluate(() => JSON.parse(localStorage.getItem("user") ?? "{}"));
  return { email: user.userData.email, token: user.token };
}

export interface PlacedOrder {
  orderId: string;
  productName: string;
  productCount: number;
  totalCartValue: number;
}

/** The signed-in shopper's orders as the server has them (newest first). */
export async function ordersOf(page: Page): Promise<PlacedOrder[]> {
  const { email, token } = await tokenOf(page);
  const res = await fetch(`${API}/customer/userdata`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify({ email }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { response: { orders: PlacedOrder[] } }).response.orders;
}

/** One order's detail as the server has it. */
export async function orderDetail(
  page: Page,
  orderId: string,
): Promise<{ paymentMethod: string; transactionId: string; coupontotal: number; totalCartValue: number }> {
  const { token } = await tokenOf(page);
  const res = await fetch(`${API}/api/digiorder/shopdigiorder`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify({ orderId }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { shopOrderDetail: [never] }).shopOrderDetail[0];
}

/** The bag as stored in this origin's localStorage. */
export async function storedBag(
  page: Page,
): Promise<{ productId: string; checked: boolean; productCount: number }[]> {
  return page.evaluate(() => JSON.parse(localStorage.getItem("cart") ?? "{}").cartProducts ?? []);
}

/** Presses Tab until `target` has the focus (at most `max` presses): the keyboard's way to a control. */
export async function tabTo(page: Page, target: Locator, max = 60): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press("Tab");
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
  }
  throw new Error(`Tab never reached ${target}`);
}

/**
 * A fresh shopper (`tag`; or `email`, who may have ordered before) orders `count` of one product through
 * the API, cash on delivery or UPI, to a new address in Jaipur with the mobile `phone`, ticking WhatsApp
 * updates when asked: the order id, when the placement was sent, its reference (the checkout's "PL…")
 * and what it charged.
 */
export async function placeByApi(
  tag: string,
  line: { shopId: string; productId: string; count: number },
  paymentMethod: "COD" | "UPI" = "COD",
  phone = "9414012345",
  { email = freshEmail(tag), whatsappOptIn }: { email?: string; whatsappOptIn?: boolean } = {},
): Promise<{ orderId: string; at: number; reference: string; payable: number }> {
  const headers = {
    "content-type": "application/json",
    authorization: `Bearer ${await emulatorIdToken(EMULATOR_HOST, email)}`,
  };
  const post = async (path: string, body: unknown) => {
    const res = await fetch(`${cfg.apiUrl}${path}`, { method: "POST", headers, body: JSON.stringify(body) });
    expect(res.status, `${path}: ${await res.clone().text()}`).toBe(200);
    return (await res.json()) as Record<string, unknown>;
  };
  const saved = (await post("/customer/addaddress", {
    email,
    fullName: "Meera Joshi",
    address: "12 Hawa Mahal Road",
    city: "Jaipur",
    state: "Rajasthan",
    pincode: "302002",
    phoneNumber: phone,
  })) as { response: { address: Record<string, unknown> } };
  // The address just added: the last of the shopper's.
  const addressKey = Object.keys(saved.response.address).at(-1) ?? "";
  const at = Date.now();
  // The checkout's reference, as the bag makes it: its UPI link's tr and tn, so a statement may name it.
  const reference = `PL${randomUUID().replace(/-/g, "").slice(0, 12).toUpperCase()}`;
  const placed = (await post("/customer/addorder", {
    email,
    orders: [{ shopId: line.shopId, productId: line.productId, productCount: line.count }],
    addressKey,
    paymentMethod,
    ...(paymentMethod === "UPI" ? { transactionId: "412345678901" } : {}),
    idempotencyKey: reference,
    deviceToken: "",
    ...(whatsappOptIn === undefined ? {} : { whatsappOptIn }),
  })) as { orderIds: string[]; totals: { payable: number } };
  return { orderId: placed.orderIds[0] ?? "", at, reference, payable: placed.totals.payable };
}

/**
 * A fresh shopper with kala's Blue Pottery Vase in the bag (kala takes online
 * payments), at the Payment step with PAY ONLINE chosen (a new address saved on the way).
 */
export async function toOnlinePayment(page: Page, tag: string): Promise<void> {
  await addFromHome(page, "kala", ["Blue Pottery Vase"]);
  await signInToBag(page, "kala", freshEmail(tag));
  await page.getByRole("button", { name: "PLACE ORDER" }).click();
  await page.getByLabel("Name").fill("Farah Sheikh");
  await page.getByLabel("Mobile Number").fill("98290 55555");
  await page.getByLabel("Address (House no, Building, Street area)").fill("3 MI Road");
  await page.getByLabel("Pin Code").fill("302001");
  await page.getByLabel("City").fill("Jaipur");
  await page.getByLabel("State").fill("Rajasthan");
  await page.getByRole("button", { name: "SAVE ADDRESS" }).click();
  await page.getByRole("button", { name: "CONFIRM ADDRESS" }).click();
  await page.getByRole("button", { name: "PAY ONLINE", exact: true }).click();
}
