/**
 * The messages to a shop's seller and to a merchant (issue 36, the seller's
 * part), written in the transaction of what causes them: a new order, an
 * order cancelled by the shopper or support, a return asked for, stock run
 * low (each as the seller chose: src/domain/messages/sellerNotices.ts, the
 * shop row's `notifications`), and the merchant's account events (welcome,
 * the kiosk fee's receipt, a staff invitation). A message due inside the
 * seller's quiet hours is written to wait until they end (its
 * `nextAttemptAt`), unless its event is marked urgent.
 */

import { eq } from "drizzle-orm";
import { formatInr } from "../../domain/inr";
import { type Addressee, toE164 } from "../../domain/messages/orderEvents";
import {
  crossedLow,
  notificationsOf,
  quietUntil,
  type SellerChannel,
  type SellerEvent,
} from "../../domain/messages/sellerNotices";
import type { MessageParams, TemplateName } from "../../domain/messages/templates";
import { shopDisplayName } from "../../domain/shopName";
import { variantLabel } from "../../domain/stockEdit";
import type { Db } from "../db/connection";
import { type ShopRow, shops } from "../db/schema";
import { enqueueMessages, type NewMessage } from "./outbox";

/** What of a shop row its seller's messages read. */
export type SellerShop = Pick<ShopRow, "shopId" | "header" | "whatsapp" | "ownerPhone" | "ownerEmail"> & {
  notifications?: ShopRow["notifications"];
};

/** Params with every shopper variable empty: the seller's templates name only what they use. */
export function sellerParams(shop: SellerShop, extra: Partial<MessageParams>): MessageParams {
  return {
    shop: shopDisplayName(shop.header.shopName, shop.shopId),
    order: "",
    items: "",
    total: "",
    payment: "",
    link: "",
    date: "",
    rider: "",
    riderPhone: "",
    reason: "",
    ...extra,
  };
}

/** The seller's address on a channel: the shop's WhatsApp number (else the owner's phone), the owner's email. */
export function sellerAddress(shop: SellerShop, channel: SellerChannel): string {
  if (channel === "email") return shop.ownerEmail;
  return toE164(shop.whatsapp) || shop.ownerPhone;
}

/**
 * The messages of one seller event: one per channel the seller chose for
 * it that has an address, each keyed `{event}:{subject}:seller:{channel}`,
 * held until the quiet hours end when `at` falls inside them.
 */
export function sellerNotices(
  shop: SellerShop,
  event: SellerEvent,
  subject: string,
  template: TemplateName,
  params: MessageParams,
  at: Date,
  orderId = "",
): NewMessage[] {
  const settings = notificationsOf(shop.notifications);
  const held = quietUntil(settings, event, at);
  // A new order's rows keep the event (and keys) the outbox first wrote them under.
  // The summary's rows carry the once-a-day key the scheduler checks (schedule.ts).
  const name =
    event === "order.new" ? "order.placed" : event === "daily.summary" ? "shop.daily_summary" : event;
  return settings.events[event].channels.flatMap((channel) => {
    const recipient = sellerAddress(shop, channel);
    if (!recipient) return [];
    return [
      {
        key: `${name}:${subject}:seller:${channel}`,
        event: name,
        channel,
        recipient,
        shopId: shop.shopId,
        orderId,
        template,
        language: "en" as const,
        params,
        ...(held ? { nextAttemptAt: held } : {}),
      },
    ];
  });
}

/**
 * A merchant's account message (welcome, receipt, trial, fee): to the shop's
 * WhatsApp (else the owner's phone) and the owner's email, whatever the
 * event choices (they are about the account, not the trade). Held by quiet
 * hours when `quiet` (the scheduled notices); the ones that answer what the
 * merchant just did (a receipt, a welcome) go at once. English: the platform
 * keeps no language for a merchant.
 */
export function merchantNotices(
  shop: SellerShop,
  event: string,
  subject: string,
  template: TemplateName,
  params: MessageParams,
  at: Date,
  quiet: boolean,
): NewMessage[] {
  const held = quiet ? quietUntil(notificationsOf(shop.notifications), null, at) : null;
  const to: Addressee[] = [];
  const phone = sellerAddress(shop, "whatsapp");
  if (phone) to.push({ role: "seller", channel: "whatsapp", recipient: phone });
  if (shop.ownerEmail) to.push({ role: "seller", channel: "email", recipient: shop.ownerEmail });
  return to.map((a) => ({
    key: `${event}:${subject}:merchant:${a.channel}`,
    event,
    channel: a.channel,
    recipient: a.recipient,
    shopId: shop.shopId,
    orderId: "",
    template,
    language: "en" as const,
    params,
    ...(held ? { nextAttemptAt: held } : {}),
  }));
}

/** One stock row changed: its product's name, the variant, the stock before and after, its version after. */
export interface StockChange {
  productId: string;
  name: string;
  size: string;
  color: string;
  before: number;
  after: number;
  /** The row: "p12" (a product without variants) or "v3" (a variant). */
  stockKey: string;
  version: number;
}

/**
 * The low-stock messages of stock changes in one shop: each row that went
 * from above the seller's mark to at or below it, once per such fall (the
 * key carries the row's stock version, which each change raises).
 */
export function lowStockNotices(shop: SellerShop, changes: readonly StockChange[], at: Date): NewMessage[] {
  const mark = notificationsOf(shop.notifications).lowStockAt;
  return changes
    .filter((c) => crossedLow(c.before, c.after, mark))
    .flatMap((c) => {
      const label = variantLabel(c.size, c.color);
      const params = sellerParams(shop, {
        items: label ? `${c.name} (${label})` : c.name,
        count: String(c.after),
      });
      return sellerNotices(
        shop,
        "stock.low",
        `${shop.shopId}:${c.stockKey}:${c.version}`,
        "stock_low",
        params,
        at,
      );
    });
}

/** A seller's stock edits in `tx`: the low-stock messages of those that crossed the shop's mark. */
export async function noteLowStock(tx: Db, shopId: string, changes: readonly StockChange[], at = new Date()) {
  if (!changes.some((c) => c.after < c.before)) return;
  const [shop] = await tx.select().from(shops).where(eq(shops.shopId, shopId));
  if (shop) await enqueueMessages(tx, lowStockNotices(shop, changes, at));
}

/**
 * A staff invitation: to the invitee's email, or by SMS to their phone (a
 * business-started WhatsApp needs the person's own opt-in, which an invitee
 * has not given). Keyed by the role row, so someone removed and added again
 * hears again. Sent at once: the owner is adding them now.
 */
export function staffInvite(
  shop: SellerShop,
  person: { id: number; email: string | null; phone: string | null },
): NewMessage[] {
  const params = sellerParams(shop, {});
  const to: { channel: "email" | "sms"; recipient: string }[] = [];
  if (person.email) to.push({ channel: "email", recipient: person.email });
  if (person.phone) to.push({ channel: "sms", recipient: person.phone });
  return to.map((t) => ({
    key: `staff.invite:${shop.shopId}:${person.id}:${t.channel}`,
    event: "staff.invite",
    channel: t.channel,
    recipient: t.recipient,
    shopId: shop.shopId,
    orderId: "",
    template: "staff_invite" as const,
    language: "en" as const,
    params,
  }));
}

/** The fee receipt's words: the amount, the way paid, the reference. */
export const receiptParams = (
  shop: SellerShop,
  p: { amount: number; method: "upi" | "cash" | "online"; reference: string; date: string },
) =>
  sellerParams(shop, {
    total: formatInr(p.amount),
    payment: p.method === "upi" ? "UPI" : p.method === "online" ? "online payment" : "cash",
    reference: p.reference,
    date: p.date,
  });
