/** Shortcuts for customer calls in the API tests: sign in, save an address, place an order. */
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import * as v from "valibot";
import { UserDataResponse } from "../../../src/contract/customer";
import { type AddOrderRequest, AddOrderResponse } from "../../../src/contract/order";
import type { App } from "../../../src/server/app";
import type { Db } from "../../../src/server/db/connection";
import { postJson } from "./index";
import { asCustomer } from "./tokens";

/** POST `path` as the signed-in `email`; returns status and parsed JSON. */
export async function call(app: App, path: string, body: unknown, email: string, headers = {}) {
  const res = await app.request(path, postJson(body, { ...(await asCustomer(email)), ...headers }));
  return { status: res.status, json: (await res.json()) as Record<string, unknown>, res };
}

/** Saves an address for `email` (signing in first) and returns its key. */
export async function savedAddress(app: App, email: string, name = "Ravi Shah"): Promise<string> {
  const { status, json } = await call(
    app,
    "/customer/addaddress",
    {
      email,
      fullName: name,
      address: "1 Station Road",
      city: "Kota",
      state: "Rajasthan",
      pincode: "324001",
      phoneNumber: "9000000001",
    },
    email,
  );
  if (status !== 200) throw new Error(`addaddress ${status}: ${JSON.stringify(json)}`);
  const { address } = v.parse(UserDataResponse, json).response;
  const keys = address === false ? [] : Object.keys(address);
  const key = keys.at(-1);
  if (!key) throw new Error("no address saved");
  return key;
}

/** A placement request body with sensible defaults (one product, COD, a fresh idempotency key). */
export function orderBody(
  email: string,
  addressKey: string,
  lines: AddOrderRequest["orders"],
  extra: Partial<AddOrderRequest> = {},
): AddOrderRequest {
  return {
    email,
    orders: lines,
    addressKey,
    paymentMethod: "COD",
    idempotencyKey: randomUUID(),
    deviceToken: "",
    ...extra,
  };
}

/** POST /customer/addorder as `email`. */
export function placeOrder(app: App, body: AddOrderRequest, email = body.email) {
  return call(app, "/customer/addorder", body, email);
}

/** The saved addresses in a `{ response: userData }` answer, as [key, address] pairs. */
export function addresses(json: unknown) {
  const { address } = v.parse(UserDataResponse, json).response;
  return address === false ? [] : Object.entries(address);
}

/** An order of `buyer`'s (one jar of demo's jaggery), marked delivered in the database (the delivery calls are tried elsewhere). */
export async function deliveredOrder(app: App, db: Db, buyer: string): Promise<string> {
  const address = await savedAddress(app, buyer);
  const placed = await placeOrder(
    app,
    orderBody(buyer, address, [{ shopId: "demo", productId: "organic-jaggery-1kg", productCount: 1 }]),
  );
  const orderId = v.parse(AddOrderResponse, placed.json).orderIds[0] ?? "";
  const delivered = JSON.stringify([{ status: "Delivered", at: new Date().toISOString() }]);
  await db.execute(sql`
    update orders set rider_status = 'Delivered', status_history = status_history || ${delivered}::jsonb
    where order_id = ${orderId}`);
  return orderId;
}

/** POST /customer/returnphoto as `buyer`: `bytes` as the photo of a return on `orderId`. */
export async function postReturnPhoto(
  app: App,
  buyer: string,
  orderId: string,
  bytes: Uint8Array<ArrayBuffer>,
) {
  const form = new FormData();
  form.set("email", buyer);
  form.set("orderId", orderId);
  form.set("photo", new File([bytes], "damage.jpg", { type: "image/jpeg" }));
  const res = await app.request("/customer/returnphoto", {
    method: "POST",
    body: form,
    headers: await asCustomer(buyer),
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown>, res };
}
