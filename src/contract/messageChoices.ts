/**
 * The shopper's order updates, by channel (issue 36), under /customer:
 * POST /messagechoices `{ email }` reads them, POST /updatemessagechoices
 * `{ email, whatsapp?, sms?, mail? }` turns channels on or off. The choice is
 * kept per recipient (each of the shopper's phones, their email), not per
 * order, so it covers every shop; a STOP reply or the email's unsubscribe
 * link sets the same. Bearer token of the customer, as every customer call.
 */
import * as v from "valibot";
import { CustomerKey } from "./customerKey";

export const MessageChoicesRequest = v.object({ email: CustomerKey });

const Switch = v.optional(v.boolean("must be true or false"));

export const UpdateMessageChoicesRequest = v.object({
  email: CustomerKey,
  whatsapp: Switch,
  sms: Switch,
  /** The email channel ("email" names the customer in every customer call). */
  mail: Switch,
});
export type UpdateMessageChoicesRequest = v.InferOutput<typeof UpdateMessageChoicesRequest>;

const Channel = v.object({
  /** The shopper gets order updates here. */
  on: v.boolean(),
  /** Where: the phones or the email it goes to; empty when the shopper has none for it (the switch is not offered). */
  to: v.array(v.string()),
  /** Email only: off because mail to the address came back undelivered (a hard bounce), not by the shopper's choice. */
  bounced: v.optional(v.boolean()),
});

export const MessageChoicesResponse = v.object({
  whatsapp: Channel,
  sms: Channel,
  mail: Channel,
});
export type MessageChoicesResponse = v.InferOutput<typeof MessageChoicesResponse>;
