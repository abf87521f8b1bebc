/**
 * The order calls under /api/digiorder (SPEC's names), for the seller's
 * orders screen and the rider-key console: a seller's carry the seller's own
 * Bearer token (the server maps the email to the shops they work in), a
 * rider's carry the rider key in X-Rider-Key, never in a URL. A rider signed
 * in by phone uses /api/rider instead (rider.ts).
 */

import { type OrderDetail, RiderOrdersResponse, UpdateStatusResponse } from "../contract/orderDetail";
import { type SellerOrder, SellerOrdersResponse } from "../contract/sellerOrders";
import type { HttpClient } from "./client";
import { http } from "./http";
import { staffHttp } from "./staffHttp";

/** Who works the console: the seller of a shop (signed in as a person), or a rider with the rider key. */
export type ConsoleStaff = { role: "seller"; shopId: string } | { role: "rider"; key: string };

const client = (staff: ConsoleStaff): HttpClient =>
  staff.role === "seller" ? staffHttp : http.extend({ headers: { "X-Rider-Key": staff.key } });

/** POST /api/digiorder/shoporders: the seller's shop's orders, newest first, with what to pack and the placement. */
export async function shopOrders(staff: ConsoleStaff & { role: "seller" }): Promise<SellerOrder[]> {
  return (
    await staffHttp
      .post("api/digiorder/shoporders", { json: { shopId: staff.shopId } })
      .json(SellerOrdersResponse)
  ).response;
}

/** POST /api/digiorder/shoporders with a page: a page of whole placements of a view, and how many wait. */
export async function shopOrdersPage(
  shopId: string,
  page: number,
  view: "action" | "open" | "done" | "all",
): Promise<SellerOrdersResponse> {
  return staffHttp
    .post("api/digiorder/shoporders", { json: { shopId, page, view } })
    .json(SellerOrdersResponse);
}

/** The seller's UPI payment calls: each answers every line of the placement as it now is. */
const payment = async (path: string, orderId: string): Promise<SellerOrder[]> =>
  (await staffHttp.post(`api/digiorder/${path}`, { json: { orderId }, retry: 0 }).json(SellerOrdersResponse))
    .response;

/** POST /api/digiorder/paymentreceived: the seller saw the UPI credit. */
export const paymentReceived = (orderId: string) => payment("paymentreceived", orderId);

/** POST /api/digiorder/switchtocod: an unpaid UPI order is paid at the door instead. */
export const switchToCod = (orderId: string) => payment("switchtocod", orderId);

/** POST /api/digiorder/riderorders: the rider's orders and who the rider is (also the rider's sign-in check). */
export async function riderOrders(staff: ConsoleStaff & { role: "rider" }) {
  return client(staff).post("api/digiorder/riderorders", { json: {} }).json(RiderOrdersResponse);
}

/** The console's changes to one order; each answers the updated order. */
async function change(
  staff: ConsoleStaff,
  path: string,
  json: Record<string, unknown>,
): Promise<OrderDetail> {
  return (await client(staff).post(`api/digiorder/${path}`, { json, retry: 0 }).json(UpdateStatusResponse))
    .response;
}

/**
 * Moves an order one stage on (the seller confirms; a rider takes it En
 * Route, In Transit, Delivered). A rider's "Delivered" on a cash-on-delivery
 * order carries the cash collected, exactly the order's amount due.
 */
export const moveOrder = (
  staff: ConsoleStaff,
  orderId: string,
  riderStatus: string,
  cashCollected?: number,
) =>
  change(staff, "updatestatus", {
    orderId,
    riderStatus,
    ...(cashCollected !== undefined ? { cashCollected } : {}),
  });

/** The seller's order note. */
export const writeNote = (
  staff: ConsoleStaff,
  orderId: string,
  note: { deliveryPartner?: string; ShippingId?: string; deliveryDate?: string; deliveryTime?: string },
) => change(staff, "ordernote", { orderId, ...note });

/** The seller names the rider. */
export const assignRider = (
  staff: ConsoleStaff,
  orderId: string,
  riderDetails: { name: string; phoneNumber: string; vehicleType: string },
) => change(staff, "assignrider", { orderId, riderDetails });

/** The seller cancels an order that has not left. */
export const cancelOrder = (staff: ConsoleStaff, orderId: string) =>
  change(staff, "cancelorder", { orderId });

/** The seller accepts or refuses the shopper's return (a refusal says why). */
export const decideReturn = (
  staff: ConsoleStaff,
  orderId: string,
  decision: "accept" | "refuse",
  note: string,
) => change(staff, "returndecision", { orderId, decision, note });
