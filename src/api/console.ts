/**
 * The seller and rider consoles' calls (/Admin): each carries the staff
 * member's key in a header (X-Seller-Key or X-Rider-Key), never in a URL.
 */
import {
  type OrderDetail,
  OrderListResponse,
  RiderOrdersResponse,
  UpdateStatusResponse,
} from "../contract/orderDetail";
import { http } from "./http";

/** Who is signed in to the console, with the key their calls carry. */
export type StaffKey = { role: "seller"; shopId: string; key: string } | { role: "rider"; key: string };

const headers = (staff: StaffKey) =>
  staff.role === "seller" ? { "X-Seller-Key": staff.key } : { "X-Rider-Key": staff.key };

/** POST /api/digiorder/shoporders: the seller's shop's orders, newest first (also the seller's sign-in check). */
export async function shopOrders(staff: StaffKey & { role: "seller" }): Promise<OrderDetail[]> {
  return (
    await http
      .post("api/digiorder/shoporders", { json: { shopId: staff.shopId }, headers: headers(staff) })
      .json(OrderListResponse)
  ).response;
}

/** POST /api/digiorder/riderorders: the rider's orders and who the rider is (also the rider's sign-in check). */
export async function riderOrders(staff: StaffKey & { role: "rider" }) {
  return http
    .post("api/digiorder/riderorders", { json: {}, headers: headers(staff) })
    .json(RiderOrdersResponse);
}

/** The console's changes to one order; each answers the updated order. */
async function change(staff: StaffKey, path: string, json: Record<string, unknown>): Promise<OrderDetail> {
  return (
    await http
      .post(`api/digiorder/${path}`, { json, headers: headers(staff), retry: 0 })
      .json(UpdateStatusResponse)
  ).response;
}

/** Moves an order one stage on (the seller confirms; a rider takes it En Route, In Transit, Delivered). */
export const moveOrder = (staff: StaffKey, orderId: string, riderStatus: string) =>
  change(staff, "updatestatus", { orderId, riderStatus });

/** The seller's order note. */
export const writeNote = (
  staff: StaffKey,
  orderId: string,
  note: { deliveryPartner?: string; ShippingId?: string; deliveryDate?: string; deliveryTime?: string },
) => change(staff, "ordernote", { orderId, ...note });

/** The seller names the rider. */
export const assignRider = (
  staff: StaffKey,
  orderId: string,
  riderDetails: { name: string; phoneNumber: string; vehicleType: string },
) => change(staff, "assignrider", { orderId, riderDetails });

/** The seller cancels an order that has not left. */
export const cancelOrder = (staff: StaffKey, orderId: string) => change(staff, "cancelorder", { orderId });
