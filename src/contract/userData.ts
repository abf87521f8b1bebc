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
});
export type OrderCard = v.InferOutput<typeof OrderCard>;

/** A saved address: fullAddress is "name, phone, line, area…" (SPEC §3). */
export const SavedAddress = v.object({
  fullAddress: v.string(),
  addressType: v.string(),
  defaultAddress: v.boolean(),
});
export type SavedAddress = v.InferOutput<typeof SavedAddress>;

/** userData (SPEC §3): `address` is keyed by address key, or false when none is saved. Orders newest first. */
export const UserData = v.object({
  email: v.string(),
  name: v.optional(v.string(), ""),
  phoneNumber: v.optional(v.string(), ""),
  orders: v.array(OrderCard),
  addAddress: v.boolean(),
  address: v.union([v.literal(false), v.record(v.string(), SavedAddress)]),
});
export type UserData = v.InferOutput<typeof UserData>;
