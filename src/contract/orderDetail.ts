/**
 * Following and moving orders (valibot; shared by the API server and the
 * storefront): the order detail of SPEC §3 and the tracking, status and
 * console calls. Apart from the placement's schemas (order.ts) so the
 * history screen does not carry the bag's shapes.
 */
import * as v from "valibot";
import { RIDER_STAGES } from "../domain/orders/orderStatus";
import { Id, ShopId } from "./common";
import { CashCollected } from "./rider";
import { ReturnRequest } from "./userData";

/** The server's rider workflow statuses, in order (SPEC §4: Pending 0 … Received 5). */
export const RiderStatus = v.picklist(RIDER_STAGES);
export type RiderStatus = v.InferOutput<typeof RiderStatus>;

export const StatusHistoryEntry = v.object({
  status: v.string(),
  at: v.string(),
  by: v.optional(v.string()),
  /** Why, when it was said: a support admin's reason for cancelling, which the seller and the shopper read. */
  reason: v.optional(v.string()),
});
export const RiderDetails = v.object({ name: v.string(), phoneNumber: v.string(), vehicleType: v.string() });

/** Who carries an order, as a seller assigns it or a rider gives it: a name, a phone number, a vehicle. */
export const RiderDetailsInput = v.object({
  name: v.pipe(v.string(), v.trim(), v.minLength(1, "is required"), v.maxLength(60, "is too long")),
  phoneNumber: v.pipe(v.string(), v.trim(), v.regex(/^\+?[\d\s-]{10,16}$/, "must be a phone number")),
  vehicleType: v.pipe(v.string(), v.trim(), v.minLength(1, "is required"), v.maxLength(40, "is too long")),
});

export const OrderId = Id;

/** Order detail (SPEC §3), as POST /api/digiorder/shopdigiorder returns it. */
export const OrderDetail = v.object({
  orderId: v.string(),
  shopId: ShopId,
  riderStatus: v.string(),
  updatedAt: v.string(),
  createdAt: v.string(),
  date: v.string(),
  productCount: v.number(),
  productName: v.string(),
  onePiecePrice: v.number(),
  totalCartValue: v.number(),
  /** The delivery fee charged on this row (the shop's first row of a placement). */
  deliveryFee: v.optional(v.number(), 0),
  coupontotal: v.number(),
  gst: v.number(),
  paymentMethod: v.string(),
  transactionId: v.string(),
  address: v.string(),
  riderAccepted: v.boolean(),
  riderDetails: v.array(RiderDetails),
  deliveryBy: v.string(),
  deliveryTime: v.string(),
  statusHistory: v.array(StatusHistoryEntry),
  /** The return the shopper asked for, null when none (issue 26). */
  returnRequest: v.optional(v.nullable(ReturnRequest)),
});
export type OrderDetail = v.InferOutput<typeof OrderDetail>;

/** POST /api/digiorder/shopdigiorder: one order's detail; polled by the tracking modal. */
export const ShopDigiOrderRequest = v.object({ orderId: OrderId });
export const ShopDigiOrderResponse = v.object({ shopOrderDetail: v.array(OrderDetail) });
export type ShopDigiOrderResponse = v.InferOutput<typeof ShopDigiOrderResponse>;

/**
 * POST /api/digiorder/updatestatus (designed here): the seller moves Pending →
 * Confirmed (seller key), a rider moves Confirmed → En Route → In Transit →
 * Delivered (rider key: the rider's steps "Accept", "Picked up" and
 * "Delivered", on this one order, with the phone rider's rules); one step
 * forward at a time.
 */
export const UpdateStatusRequest = v.object({
  orderId: OrderId,
  riderStatus: v.picklist(
    ["Confirmed", "En Route", "In Transit", "Delivered"],
    "must be a status the seller or a rider sets",
  ),
  /**
   * Refused from a rider (400): their name, phone and vehicle come from their
   * account. Still described, so that an older client sending it is told so.
   */
  riderDetails: v.optional(RiderDetailsInput),
  /** "Delivered" on a cash-on-delivery order: the cash collected, exactly the order's amount due. */
  cashCollected: v.optional(CashCollected),
});
export const UpdateStatusResponse = v.object({ response: OrderDetail });

/**
 * POST /api/digiorder/confirmreceipt (designed here): the order's own
 * customer (Bearer token) confirms receipt, Delivered → Received, the last
 * stage of SPEC §4 recorded on the server. Answers like updatestatus.
 */
export const ConfirmReceiptRequest = v.object({ orderId: OrderId });

/** The consoles' order lists: orders newest first. */
export const OrderListResponse = v.object({ response: v.array(OrderDetail) });
export type OrderListResponse = v.InferOutput<typeof OrderListResponse>;

/** POST /api/digiorder/shoporders (seller key): the shop's orders; the shop id must be the key's. */
/** POST /api/digiorder/shoporders: the seller console's (sellerOrders.ts has its schemas: only the console loads them). */

/** POST /api/digiorder/riderorders (rider key): the rider's orders and the confirmed ones awaiting a rider of the shops they serve. */
export const RiderOrdersResponse = v.object({ response: v.array(OrderDetail), rider: RiderDetails });

/** POST /api/digiorder/ordernote (seller key): the order note's fields; those given replace, the rest stay. */
export const OrderNoteRequest = v.object({
  orderId: OrderId,
  deliveryPartner: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, "is too long"))),
  ShippingId: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, "is too long"))),
  deliveryDate: v.optional(v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date YYYY-MM-DD"))),
  deliveryTime: v.optional(v.pipe(v.string(), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, "must be a time HH:MM"))),
});

/** POST /api/digiorder/assignrider (seller key): the rider who will carry the order. */
export const AssignRiderRequest = v.object({
  orderId: OrderId,
  riderDetails: RiderDetailsInput,
});

/** POST /api/digiorder/cancelorder (seller key): cancels an order that has not left; its stock goes back. */
export const CancelOrderRequest = v.object({ orderId: OrderId });
