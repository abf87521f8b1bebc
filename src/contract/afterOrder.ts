/**
 * After the order (issue 26; designed here, in the spec's style): the
 * shopper cancels an order that has not left the shop, asks for a return
 * within 45 days of delivery (with an optional photo), reads the tax invoice
 * of their own order; the seller accepts or refuses a return.
 */
import * as v from "valibot";
import { REASON_MAX } from "../domain/orders/afterOrder";
import { Id, Text } from "./common";
import { CustomerKey } from "./customerKey";
import { OrderCard } from "./userData";

/** A reason the shopper types: required, trimmed, up to 300 characters. */
const Reason = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(1, "is required: say why"),
  v.maxLength(REASON_MAX, "is too long"),
);

/** POST /customer/cancelorder: the shopper cancels their order before it leaves the shop. */
export const CustomerCancelRequest = v.object({ email: CustomerKey, orderId: Id, reason: Reason });

/** POST /customer/returnorder: the shopper asks for a return; `photo` is a URL POST /customer/returnphoto gave. */
export const ReturnOrderRequest = v.object({
  email: CustomerKey,
  orderId: Id,
  reason: Reason,
  photo: v.optional(Text(1000), ""),
});

/** The shopper's changed order, as their history card. */
export const OrderCardResponse = v.object({ response: OrderCard });
export type OrderCardResponse = v.InferOutput<typeof OrderCardResponse>;

/** POST /customer/returnphoto (multipart `photo`, `orderId`): the stored photo's URL. */
export const ReturnPhotoResponse = v.object({ url: v.string() });
export type ReturnPhotoResponse = v.InferOutput<typeof ReturnPhotoResponse>;

/** POST /customer/invoice: the tax invoice of the shopper's own order (the seller's invoice). */
export const CustomerInvoiceRequest = v.object({ email: CustomerKey, orderId: Id });

/** POST /api/digiorder/returndecision: the seller accepts or refuses a return; a refusal says why. */
export const ReturnDecisionRequest = v.pipe(
  v.object({
    orderId: Id,
    decision: v.picklist(["accept", "refuse"], "must be accept or refuse"),
    note: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(REASON_MAX, "is too long")), ""),
  }),
  v.forward(
    v.check((input) => input.decision === "accept" || input.note !== "", "is required: tell the shopper why"),
    ["note"],
  ),
);
