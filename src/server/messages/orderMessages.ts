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
import {
  type Addressee,
  addressPhone,
  eventOfChange,
  messageKey,
  type OrderEvent,
  SHOPPER_TEMPLATE,
  sellerAddressees,
  shopperAddressees,
} from "../../domain/messages/orderEvents";
import { type Language, type MessageParams, paymentWords } from "../../domain/messages/templates";
import { placementReference } from "../../domain/orders/afterOrder";
import { orderNumber } from "../../domain/orders/orderNumber";
import { shopDisplayName } from "../../domain/shopName";
import type { Db } from "../db/connection";
import { customers, type OrderRow, shops } from "../db/schema";
import { enqueueMessages, type NewMessage } from "./outbox";
import { enqueuePushes, type PushFanout } from "./pushMessages";

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
    payment: paymentWords(first.paymentMethod === "UPI" ? "UPI" : "COD", language),
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

type Party = {
  shopId: string;
  header: { shopName?: string | undefined };
  whatsapp: string;
  ownerPhone: string;
  ownerEmail: string;
};
type Customer = { linkedEmail: string | null; whatsappOptInAt: Date | null };

/**
 * A placement's messages: per shop, one to the shopper and one to the seller, naming its lines. From
 * the rows the placement read (its shops, its customer), so writing them is one statement among its writes.
 */
export function placementMessages(
  rows: Line[],
  shopRows: Party[],
  customer: Customer | undefined,
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
      payment: paymentWords(head.paymentMethod === "UPI" ? "UPI" : "COD", "en"),
    });
    for (const to of sellerAddressees(shop))
      out.push(message("order.placed", subject, to, head, "new_order", sellerParams));
  }
  return out;
}

/**
 * A placement's web pushes: per shop, its new order to every seller device subscribed for the shop
 * (the seller's words, the same as its WhatsApp), one row per device (pushMessages.ts).
 */
export function placementPushes(rows: Line[], shopRows: Pick<Party, "shopId" | "header">[]): PushFanout[] {
  const first = rows[0];
  if (!first) return [];
  const byShop = new Map<string, Line[]>();
  for (const row of rows) byShop.set(row.shopId, [...(byShop.get(row.shopId) ?? []), row]);
  const shopOf = new Map(shopRows.map((s) => [s.shopId, s]));
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
        payment: paymentWords(head.paymentMethod === "UPI" ? "UPI" : "COD", "en"),
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
        payment: paymentWords(order.paymentMethod === "UPI" ? "UPI" : "COD", "en"),
      }),
    },
  ]);
}

/** The message a line's change sends its shopper, if the change is a step they hear of. */
export async function changeMessages(
  tx: Db,
  before: Line & { riderStatus: string; orderStatus: string },
  after: Line & { riderStatus: string; orderStatus: string },
): Promise<void> {
  const event = eventOfChange(before, after);
  if (!event) return;
  const parties = await readParties(tx, [after.shopId], after.email);
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
  await enqueueMessages(tx, shopperMessages(event, after.orderId, after, parties.customer, params));
}
