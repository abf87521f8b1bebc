/** The shared set-up of the order-tracking tests: a seeded app, a second rider and one placed order. */
import * as v from "valibot";
import { AddOrderResponse } from "../../../src/contract/order";
import { type ChargedRow, cardTotal } from "../../../src/domain/orders/orderCard";
import type { App } from "../../../src/server/app";
import { addRider } from "../../../src/server/auth/credentials";
import type { DbHandle } from "../../../src/server/db/connection";
import { openSeededApp, postJson, TEST_RIDER_KEY, TEST_SELLER_KEY } from "./index";
import { orderBody, placeOrder, savedAddress } from "./shopping";

export const buyer = "track@x.in";
export const seller = (shopId: string) => ({ "x-seller-key": `${TEST_SELLER_KEY}-${shopId}` });
export const rider = { "x-rider-key": TEST_RIDER_KEY };
export const otherRider = { "x-rider-key": "another-rider-key-1234" };

/**
 * What the rider key sends with "Delivered" on `order` (as its last step
 * answered it): the cash collected on a COD order, exactly its amount due
 * (the card's total); nothing on a UPI order.
 */
export const cashFor = (order: ChargedRow & { paymentMethod: string }) =>
  order.paymentMethod === "COD" ? { cashCollected: cardTotal(order) } : {};

export interface TrackingFixture {
  app: App;
  handle: DbHandle;
  orderId: string;
  /** POSTs JSON to the app and reads the JSON answer. */
  post(
    path: string,
    body: unknown,
    headers?: Record<string, string>,
  ): Promise<{ status: number; json: Record<string, unknown> }>;
}

/** Opens a seeded app, adds a second rider and places one order for `buyer`. */
export async function openTrackingFixture(): Promise<TrackingFixture> {
  const { app, handle } = await openSeededApp();
  await addRider(
    handle.db,
    { name: "Sunil", phoneNumber: "+91-9000000002", vehicleType: "Van" },
    otherRider["x-rider-key"],
  );
  const address = await savedAddress(app, buyer);
  const placed = await placeOrder(
    app,
    orderBody(buyer, address, [{ shopId: "demo", productId: "forest-honey-500g", productCount: 1 }]),
  );
  const orderId = v.parse(AddOrderResponse, placed.json).orderIds[0] ?? "";
  const post = async (path: string, body: unknown, headers: Record<string, string> = {}) => {
    const res = await app.request(path, postJson(body, headers));
    return { status: res.status, json: (await res.json()) as Record<string, unknown> };
  };
  return { app, handle, orderId, post };
}
