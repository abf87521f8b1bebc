/**
 * The messages an order's change writes, in that change's transaction
 * (issue 36): a placement's (to the shopper, and to each shop's seller),
 * and each step of a line (confirmed, out for delivery, delivered,
 * cancelled) to its shopper. Whom and on which channels: src/domain/
 * messages/orderEvents.ts; the words: templates.ts, filled in when sent.
 * Web push (pushMessages.ts): a placement's new order to each seller device
 * subscribed for the shop, an order given to a rider to the rider's devices.
 */
import { eq, inArray } from "drizzle-orm";
import { formatIndiaDate } from "../../domain/delivery";
import { formatInr } from "../../domain/inr";
import type { Stopped } from "../../domain/messages/consent";
import {
  type Addressee,
  addressPhone,
  type Channel,
  eventOfChange,
  messageKey,
  type OrderEvent,
  SHOPPER_TEMPLATE,
  shopperAddressees,
} from "../../domain/messages/orderEvents";
import { sellerEventOfChange } from "../../domain/messages/sellerNotices";
import { type Language, type MessageParams, paidBy, paymentWords } from "../../domain/messages/templates";
import { placementReference } from "../../domain/orders/afterOrder";
import { orderNumber } from "../../domain/orders/orderNumber";
import { shopDisplayName } from "../../domain/shopName";
import type { Db } from "../db/connection";
import { customers, type OrderRow, shops } from "../db/schema";
import { stoppedChannels } from "./choices";
import { enqueueMessages, type NewMessage } from "./outbox";
import { enqueuePushes, type PushFanout } from "./pushMessages";
import { type SellerShop, sellerNotices, sellerParams } from "./sellerMessages";

type Line = Pick<
  OrderRow,
  | "orderId"
  | "placementId"
  | "shopId"
  | "productName"
  | "productCount"
  | "totalCartValue"
  | "deliveryFee"
  | "coupontotal"
  | "paymentMethod"
  | "transactionId"
  | "address"
  | "email"
  | "language"
  | "deliveryBy"
  | "riderDetails"
  | "statusHistory"
>;

const languageOf = (line: Pick<Line, "language">): Language => (line.language === "hi" ? "hi" : "en");

const itemsOf = (lines: Line[]): string =>
  lines.map((l) => (l.productCount > 1 ? `${l.productName} × ${l.productCount}` : l.productName)).join(", ");

const totalOf = (lines: Line[]): number =>
  lines.reduce((sum, l) => sum + l.totalCartValue + l.deliveryFee - l.coupontotal, 0);

function paramsOf(lines: Line[], shopName: string, extra: Partial<MessageParams> = {}): MessageParams {
  const first = lines[0] as Line;
  const language = languageOf(first);
  return {
    shop: shopName,
    // One line: its number; a placement's lines: the reference the Success view, history and console show.
    order: lines.length > 1 ? placementReference(lines) : orderNumber(first.orderId),
    items: itemsOf(lines),
    total: formatInr(totalOf(lines)),
    payment: paymentWords(paidBy(first), language),
    link: "",
    date: formatIndiaDate(first.deliveryBy, language === "hi" ? "hi-IN" : "en-IN"),
    rider: "",
    riderPhone: "",
    reason: "",
    ...extra,
  };
}

async function readParties(tx: Db, shopIds: string[], email: string) {
  const [shopRows, [customer]] = await Promise.all([
    tx
      .select({
        shopId: shops.shopId,
        header: shops.header,
        whatsapp: shops.whatsapp,
        ownerPhone: shops.ownerPhone,
        ownerEmail: shops.ownerEmail,
        notifications: shops.notifications,
      })
      .from(shops)
      .where(inArray(shops.shopId, shopIds)),
    tx
      .select({ linkedEmail: customers.linkedEmail, whatsappOptInAt: customers.whatsappOptInAt })
      .from(customers)
      .where(eq(customers.email, email)),
  ]);
  return { shops: new Map(shopRows.map((s) => [s.shopId, s])), customer };
}

/** The recipients whose choices an order's shopper messages read: the address's phone, the customer's email. */
export const shopperRecipients = (
  line: Pick<Line, "email" | "address">,
  linkedEmail: string | null,
): string[] => [addressPhone(line.address), line.email, linkedEmail ?? ""].filter(Boolean);

/** The channels the shopper stopped at this order's phone and email. */
function stoppedOf(first: Line, customer: Customer | undefined): Stopped {
  const stops = customer?.stopped;
  const out = new Set<Channel>();
  if (!stops) return out;
  const phone = addressPhone(first.address) || (first.email.startsWith("+") ? first.email : "");
  const email = first.email.includes("@") ? first.email : (customer?.linkedEmail ?? "");
  for (const c of ["whatsapp", "sms"] as const) if (stops.get(phone)?.has(c)) out.add(c);
  if (stops.get(email)?.has("email")) out.add("email");
  return out;
}

function shopperMessages(
  event: OrderEvent,
  subject: string,
  first: Line,
  customer: Customer | undefined,
  params: MessageParams,
): NewMessage[] {
  const to = shopperAddressees({
    key: first.email,
    phone: addressPhone(first.address),
    linkedEmail: customer?.linkedEmail ?? null,
    whatsappOptIn: Boolean(customer?.whatsappOptInAt),
    language: languageOf(first),
    stopped: stoppedOf(first, customer),
  });
  return to.map((a) => message(event, subject, a, first, SHOPPER_TEMPLATE[event], params));
}

function message(
  event: OrderEvent,
  subject: string,
  to: Addressee,
  first: Line,
  template: NewMessage["template"],
  params: MessageParams,
): NewMessage {
  return {
    key: messageKey(event, subject, to),
    event,
    channel: to.channel,
    recipient: to.recipient,
    shopId: first.shopId,
    orderId: first.orderId,
    template,
    language: to.role === "seller" ? "en" : languageOf(first),
    params,
  };
}

type Party = SellerShop;
type Customer = {
  linkedEmail: string | null;
  whatsappOptInAt: Date | null;
  /** The channels stopped, by recipient (choices.ts: stoppedChannels of shopperRecipients; customerStops at placement). */
  stopped?: Map<string, Set<Channel>>;
};

/**
 * A placement's messages: per shop, one to the shopper and one to the seller, naming its lines. From
 * the rows the placement read (its shops, its customer), so writing them is one statement among its writes.
 */
export function placementMessages(
  rows: Line[],
  shopRows: Party[],
  customer: Customer | undefined,
  at = new Date(),
): NewMessage[] {
  const first = rows[0];
  if (!first) return [];
  const byShop = new Map<string, Line[]>();
  for (const row of rows) byShop.set(row.shopId, [...(byShop.get(row.shopId) ?? []), row]);
  const shopOf = new Map(shopRows.map((s) => [s.shopId, s]));
  const out: NewMessage[] = [];
  for (const [shopId, lines] of byShop) {
    const shop = shopOf.get(shopId);
    if (!shop) continue;
    const name = shopDisplayName(shop.header.shopName, shopId);
    const subject = `${first.placementId}:${shopId}`;
    const head = lines[0] as Line;
    // The shopper's reference is the whole placement's, as their Success view shows it.
    const shopperParams = { ...paramsOf(lines, name), order: placementReference(rows) };
    out.push(...shopperMessages("order.placed", subject, head, customer, shopperParams));
    const sellerParams = paramsOf(lines, name, {
      payment: paymentWords(paidBy(head), "en"),
    });
    // The seller's, on the channels they chose for a new order, held by their quiet hours.
    out.push(...sellerNotices(shop, "order.new", subject, "new_order", sellerParams, at, head.orderId));
  }
  return out;
}

/**
 * A placement's web pushes: per shop, its new order to every seller device subscribed for the shop
 * (the seller's words, the same as its WhatsApp), one row per device (pushMessages.ts). A shop whose
 * row counts no device (`pushDevices`, most shops) gets no fan-out: no statement at all.
 */
export function placementPushes(
  rows: Line[],
  shopRows: (Pick<Party, "shopId" | "header"> & { pushDevices: number })[],
): PushFanout[] {
  const first = rows[0];
  if (!first) return [];
  const shopOf = new Map(shopRows.map((s) => [s.shopId, s]));
  const byShop = new Map<string, Line[]>();
  for (const row of rows)
    if ((shopOf.get(row.shopId)?.pushDevices ?? 0) > 0)
      byShop.set(row.shopId, [...(byShop.get(row.shopId) ?? []), row]);
  return [...byShop].map(([shopId, lines]) => {
    const head = lines[0] as Line;
    const name = shopDisplayName(shopOf.get(shopId)?.header.shopName, shopId);
    return {
      scope: `shop:${shopId}`,
      keyPrefix: `order.placed:${first.placementId}:${shopId}:seller:push`,
      event: "order.placed",
      shopId,
      orderId: head.orderId,
      template: "new_order",
      params: paramsOf(lines, name, {
        payment: paymentWords(paidBy(head), "en"),
      }),
    };
  });
}

/** An order given to a rider (by its seller or support, not taken by the rider): a push to their devices. */
export async function assignmentPushes(tx: Db, order: Line, riderId: number): Promise<void> {
  const [shop] = await tx.select({ header: shops.header }).from(shops).where(eq(shops.shopId, order.shopId));
  const name = shopDisplayName(shop?.header.shopName, order.shopId);
  await enqueuePushes(tx, [
    {
      scope: `rider:${riderId}`,
      keyPrefix: `rider.assigned:${order.orderId}:${riderId}:rider:push`,
      event: "rider.assigned",
      shopId: order.shopId,
      orderId: order.orderId,
      template: "rider_assigned",
      params: paramsOf([order], name, {
        payment: paymentWords(paidBy(order), "en"),
      }),
    },
  ]);
}

type Changed = Line & { riderStatus: string; orderStatus: string; returnRequest: OrderRow["returnRequest"] };

/**
 * The messages a line's change sends: to its shopper, if the change is a step they hear of; to the
 * shop's seller, if it is a cancel by the shopper or support, or a return asked for (as they chose).
 */
export async function changeMessages(
  tx: Db,
  before: Changed,
  after: Changed,
  at = new Date(),
): Promise<void> {
  const event = eventOfChange(before, after);
  const sellerEvent = sellerEventOfChange(before, after);
  if (!event && !sellerEvent) return;
  const parties = await readParties(tx, [after.shopId], after.email);
  if (sellerEvent)
    await enqueueMessages(tx, sellerChangeMessages(sellerEvent, after, parties.shops.get(after.shopId), at));
  if (!event) return;
  const stopped = await stoppedChannels(tx, shopperRecipients(after, parties.customer?.linkedEmail ?? null));
  const customer = parties.customer ? { ...parties.customer, stopped } : undefined;
  const shop = parties.shops.get(after.shopId);
  const name = shopDisplayName(shop?.header.shopName, after.shopId);
  const rider = after.riderDetails[0];
  const reason = event === "order.cancelled" ? after.statusHistory.at(-1)?.reason : undefined;
  const hi = languageOf(after) === "hi";
  const params = paramsOf([after], name, {
    rider: rider?.name ?? "",
    riderPhone: rider?.phoneNumber ?? "",
    reason: reason || (hi ? "दुकान ने बताया नहीं" : "no reason given"),
  });
  await enqueueMessages(tx, shopperMessages(event, after.orderId, after, customer, params));
}

/** The seller's message of a cancel by the shopper or support, or of a return asked for. */
function sellerChangeMessages(
  event: "order.cancelled" | "return.requested",
  after: Changed,
  shop: Party | undefined,
  at: Date,
): NewMessage[] {
  if (!shop) return [];
  const who = after.statusHistory.at(-1)?.by === "support" ? "by support" : "by the shopper";
  const reason =
    event === "order.cancelled"
      ? `${who}${after.statusHistory.at(-1)?.reason ? `, ${after.statusHistory.at(-1)?.reason}` : ""}`
      : after.returnRequest?.reason || "no reason given";
  const params = sellerParams(shop, {
    order: orderNumber(after.orderId),
    items: itemsOf([after]),
    reason,
  });
  const template = event === "order.cancelled" ? "seller_order_cancelled" : "seller_return_requested";
  return sellerNotices(shop, event, after.orderId, template, params, at, after.orderId);
}
