/**
 * Which message an order's change sends, to whom and on which channels
 * (issue 36). Pure: the server reads the rows and writes what this returns.
 *
 * - The shopper hears of their own orders only: by WhatsApp when they opted in
 *   at checkout, else by SMS, at the phone of the order's address; and by email
 *   when they signed in with one. A shopper who stopped a channel (a STOP
 *   reply, the profile's switch, the email's unsubscribe link: consent.ts)
 *   does not get it: WhatsApp stopped is SMS instead; SMS stopped too, nothing
 *   on the phone.
 * - The seller hears of a new order on WhatsApp (the shop's WhatsApp number,
 *   else its owner's phone) and by email at the owner's email when there is one.
 */
import { signInPhone } from "../signInPhone";
import type { Stopped } from "./consent";
import type { Language, TemplateName } from "./templates";

export type Channel = "whatsapp" | "sms" | "email";

/** A placement's lines of one shop, or one line's step. */
export type OrderEvent =
  | "order.placed"
  | "order.confirmed"
  | "order.out_for_delivery"
  | "order.delivered"
  | "order.cancelled";

/** The rider step or cancel an order row moved by, as an event (null: no message for it). */
export function eventOfChange(
  before: { riderStatus: string; orderStatus: string },
  after: { riderStatus: string; orderStatus: string },
): OrderEvent | null {
  if (after.orderStatus === "CANCEL" && before.orderStatus !== "CANCEL") return "order.cancelled";
  if (after.riderStatus === before.riderStatus) return null;
  if (after.riderStatus === "Confirmed") return "order.confirmed";
  if (after.riderStatus === "En Route") return "order.out_for_delivery";
  if (after.riderStatus === "Delivered") return "order.delivered";
  return null;
}

export const SHOPPER_TEMPLATE: Record<OrderEvent, TemplateName> = {
  "order.placed": "order_placed",
  "order.confirmed": "order_confirmed",
  "order.out_for_delivery": "order_out_for_delivery",
  "order.delivered": "order_delivered",
  "order.cancelled": "order_cancelled",
};

export interface Shopper {
  /** The customer key: an email or an E.164 phone. */
  key: string;
  /** The phone of the order's address (E.164), or "" when none could be read. */
  phone: string;
  /** A Google email linked to a phone-keyed customer, else null. */
  linkedEmail: string | null;
  whatsappOptIn: boolean;
  language: Language;
  /** The channels this shopper stopped: WhatsApp and SMS at that phone, email at that email. */
  stopped?: Stopped;
}

export interface Addressee {
  role: "shopper" | "seller";
  channel: Channel;
  recipient: string;
}

/** The shopper's channels for their own order. */
export function shopperAddressees(shopper: Shopper): Addressee[] {
  const out: Addressee[] = [];
  const phone = shopper.phone || (shopper.key.startsWith("+") ? shopper.key : "");
  const stopped = shopper.stopped ?? new Set();
  if (phone && shopper.whatsappOptIn && !stopped.has("whatsapp"))
    out.push({ role: "shopper", channel: "whatsapp", recipient: phone });
  else if (phone && !stopped.has("sms")) out.push({ role: "shopper", channel: "sms", recipient: phone });
  const email = shopper.key.includes("@") ? shopper.key : shopper.linkedEmail;
  if (email && !stopped.has("email")) out.push({ role: "shopper", channel: "email", recipient: email });
  return out;
}

/** The seller's channels for a new order: the shop's WhatsApp (else the owner's phone), and the owner's email. */
export function sellerAddressees(shop: {
  whatsapp: string;
  ownerPhone: string;
  ownerEmail: string;
}): Addressee[] {
  const out: Addressee[] = [];
  const phone = toE164(shop.whatsapp) || shop.ownerPhone;
  if (phone) out.push({ role: "seller", channel: "whatsapp", recipient: phone });
  if (shop.ownerEmail) out.push({ role: "seller", channel: "email", recipient: shop.ownerEmail });
  return out;
}

/** An Indian mobile as settings hold it ("98765 43210", "+91-9876543210", "919876543210") in E.164, or "". */
export const toE164 = (phone: string): string => signInPhone(phone) ?? "";

/** The phone in an order's address string (its "+91-…" piece, src/domain/address.ts), E.164, or "". */
export function addressPhone(address: string): string {
  const found = /\+91[- ]?([6-9]\d{9})/.exec(address);
  return found ? `+91${found[1]}` : "";
}

/** A message's idempotency key: one per event, subject, addressee and channel. */
export function messageKey(event: OrderEvent, subject: string, to: Addressee): string {
  return `${event}:${subject}:${to.role}:${to.channel}`;
}
