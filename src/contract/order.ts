/**
 * Placing orders (valibot; shared by the API server and the storefront). The
 * detail and status calls: orderDetail.ts, imported from there (not re-exported
 * here: its module-level schemas would ride into every bundle that places an
 * order, the bag's included).
 */
import * as v from "valibot";
import { CartLine } from "../domain/shapes";
import { Id, ShopId, Text } from "./common";
import { CustomerKey } from "./customerKey";

export const PaymentMethod = v.picklist(["COD", "UPI"]);
export type PaymentMethod = v.InferOutput<typeof PaymentMethod>;

const Count = v.pipe(v.number(), v.integer("must be a whole number"), v.minValue(1, "must be at least 1"));

/**
 * One order line as the bag sends it (SPEC §3: the cart item fields plus
 * address, productImage, totalCartValue, transactionId, email, paymentMethod,
 * coupontotal): a bag line (src/domain/cart.ts) that names its shop, product,
 * size, colour and count, the rest of its fields optional. The server reads
 * only what identifies the line and the buyer's choices; prices, GST and
 * totals it recomputes, whatever the client sent.
 */
export const OrderLine = v.object({
  productName: v.optional(Text(200)),
  onePiecePrice: v.optional(CartLine.entries.onePiecePrice),
  productPrice: v.optional(CartLine.entries.productPrice),
  /** Any figure: the server takes GST from the product. */
  gst: v.optional(v.number()),
  shopId: ShopId,
  productId: Id,
  productCount: Count,
  size: v.optional(Text(50), ""),
  color: v.optional(Text(50), ""),
  totalCartValue: v.optional(v.number()),
  coupontotal: v.optional(v.number()),
  productImage: v.optional(Text(2048)),
  email: v.optional(Text(254)),
  address: v.optional(Text(500)),
  paymentMethod: v.optional(PaymentMethod),
  transactionId: v.optional(Text(100)),
});
export type OrderLine = v.InferInput<typeof OrderLine>;

/**
 * POST /customer/addorder: places every line as one transaction. Needs the
 * buyer's Bearer token. `idempotencyKey` makes a retried request return the
 * first result instead of placing the order twice.
 */
export const AddOrderRequest = v.object({
  email: CustomerKey,
  orders: v.pipe(
    v.array(OrderLine),
    v.minLength(1, "must have at least one line"),
    v.maxLength(50, "has too many lines"),
  ),
  /** The shop's push token as the storefront has it (storeData.deviceToken); stored with the order. */
  deviceToken: v.optional(v.pipe(v.string(), v.maxLength(4096, "is too long")), ""),
  addressKey: Id,
  paymentMethod: PaymentMethod,
  couponCode: v.optional(Text(40), ""),
  /** The UPI reference the shopper typed: at most 100 characters, as on a line (it is copied onto every order row). */
  transactionId: v.optional(Text(100), ""),
  idempotencyKey: v.pipe(v.string(), v.minLength(8, "is too short"), v.maxLength(100, "is too long")),
  /** The shop's language as the shopper chose it: the messages about the order are in it. */
  language: v.optional(v.picklist(["en", "hi"], "must be en or hi"), "en"),
  /** The shopper agreed at checkout to hear about their orders on WhatsApp (else SMS). Unticked by default. */
  whatsappOptIn: v.optional(v.boolean("must be true or false"), false),
});
export type AddOrderRequest = v.InferInput<typeof AddOrderRequest>;

/** One order row a placement made, as charged: what the shopper's Success view lists. */
export const PlacedLine = v.object({
  orderId: v.string(),
  productName: v.string(),
  size: v.string(),
  color: v.string(),
  productCount: v.number(),
  /** The line's value: count × one-piece price as charged. */
  totalCartValue: v.number(),
});
export type PlacedLine = v.InferOutput<typeof PlacedLine>;

/**
 * What placing orders answers: `response` true on success, the order rows'
 * ids, the totals the server charged, the rows as charged (`lines`, in the
 * request's order) and the address they go to. `lines` and `address` are
 * absent from a retry's answer stored before they were added.
 */
export const AddOrderResponse = v.object({
  response: v.literal(true),
  orderIds: v.array(v.string()),
  lines: v.optional(v.array(PlacedLine)),
  address: v.optional(v.string()),
  totals: v.object({
    totalMrp: v.number(),
    /** The lines at their MRP (money.ts bagMrp): the bag's "Total MRP", the prices' discount below it. */
    mrp: v.optional(v.number()),
    gst: v.number(),
    deliveryFee: v.number(),
    couponDiscount: v.number(),
    payable: v.number(),
  }),
});
export type AddOrderResponse = v.InferOutput<typeof AddOrderResponse>;
