/**
 * userData (SPEC §3) and its parts: what every customer call answers, and
 * what the persisted `user` store keeps. Apart from the calls' request
 * schemas (customer.ts, order.ts) so the storefront's first load, which
 * reads the store, carries only these shapes.
 */
import * as v from "valibot";
import { ShopId } from "./common";

export const OrderNote = v.object({
  deliveryPartner: v.optional(v.string()),
  ShippingId: v.optional(v.string()),
  deliveryDate: v.optional(v.string()),
  deliveryTime: v.optional(v.string()),
});

/** A return the shopper asked for (issue 26): its state, reason, photo, and the seller's note once decided. */
export const ReturnRequest = v.object({
  status: v.picklist(["requested", "accepted", "refused"]),
  reason: v.string(),
  /** The photo's URL ("" when none was sent). */
  photo: v.string(),
  /** The seller's note with the decision ("" before, or when none was given). */
  note: v.string(),
  requestedAt: v.string(),
  /** When the seller decided ("" before). */
  decidedAt: v.string(),
});
export type ReturnRequest = v.InferOutput<typeof ReturnRequest>;

/** The money of a cancelled, paid UPI order going back (issue 26): due, then refunded with the UPI reference. */
export const Refund = v.object({
  status: v.picklist(["due", "refunded"]),
  /** Rupees to send back. */
  amount: v.number(),
  dueAt: v.string(),
  /** When the seller marked it refunded, and the UTR of their UPI transfer ("" before). */
  refundedAt: v.string(),
  utr: v.string(),
  /** "gateway": paid online, so the gateway sends it back (utr: the bank's reference); absent: the seller sends it by UPI. */
  by: v.optional(v.literal("gateway")),
});
export type Refund = v.InferOutput<typeof Refund>;

/** An order as the history list shows it (SPEC §3 order list card). */
export const OrderCard = v.object({
  orderId: v.string(),
  productImage: v.string(),
  productName: v.string(),
  shopId: ShopId,
  totalCartValue: v.number(),
  /** The delivery fee charged on this row (the shop's fee on its first row of a placement, else 0). */
  deliveryFee: v.optional(v.number(), 0),
  /** The coupon discount taken on this row. */
  coupontotal: v.optional(v.number(), 0),
  productCount: v.number(),
  orderStatus: v.string(),
  address: v.string(),
  date: v.string(),
  orderNote: v.optional(OrderNote),
  /** The placement it was ordered in (the cards of one checkout share it; "" in an old answer). */
  placementId: v.optional(v.string(), ""),
  /** The workflow stage (Pending … Received; "" in an old answer): a delivered card says so. */
  riderStatus: v.optional(v.string(), ""),
  /** When it was delivered (ISO; "" before). */
  deliveredAt: v.optional(v.string(), ""),
  /** The shopper's reason when they cancelled it ("" otherwise). */
  cancelReason: v.optional(v.string(), ""),
  returnRequest: v.optional(v.nullable(ReturnRequest)),
  refund: v.optional(v.nullable(Refund)),
  /** The public tracking link's token (GET /api/digiorder/track/{orderId}?t=): shared, it shows no address. */
  trackToken: v.optional(v.string(), ""),
});
export type OrderCard = v.InferOutput<typeof OrderCard>;

/**
 * A saved address: fullAddress is "name, phone, line, area…" (SPEC §3);
 * `fields` (designed here) are the form's fields it was composed from, for
 * editing, absent for an address saved as a string only.
 */
export const SavedAddress = v.object({
  fullAddress: v.string(),
  addressType: v.string(),
  defaultAddress: v.boolean(),
  fields: v.optional(v.record(v.string(), v.string())),
});
export type SavedAddress = v.InferOutput<typeof SavedAddress>;

/** userData (SPEC §3): `address` is keyed by address key, or false when none is saved. Orders newest first. */
export const UserData = v.object({
  /** The customer key: the Google email, or the phone (+91…) of a customer who first signed in by phone. */
  email: v.string(),
  /** The Google email and the phone this customer signs in with ("" for a method not linked). */
  signInEmail: v.optional(v.string(), ""),
  signInPhone: v.optional(v.string(), ""),
  name: v.optional(v.string(), ""),
  phoneNumber: v.optional(v.string(), ""),
  orders: v.array(OrderCard),
  addAddress: v.boolean(),
  address: v.union([v.literal(false), v.record(v.string(), SavedAddress)]),
});
export type UserData = v.InferOutput<typeof UserData>;
