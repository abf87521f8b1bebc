/**
 * POST /customer/addorder's work: one transaction that claims the
 * idempotency key, checks address, shops, payment method and coupon, passes
 * the limits, writes one order row per line and, last, takes the stock. Prices, GST, delivery fees and
 * the coupon come from the database and the shared domain rules, never from
 * the client. A retried request (same customer and idempotencyKey) gets the
 * first answer back; a concurrent duplicate waits on the key's row and then
 * reads that answer.
 */

import { randomBytes, randomUUID } from "node:crypto";
import { and, count, eq, gt, isNull, min, sql } from "drizzle-orm";
import type * as v from "valibot";
import type { AddOrderRequest, AddOrderResponse } from "../../contract/order";
import { deliveryDate } from "../../domain/delivery";
import { addressPhone } from "../../domain/messages/orderEvents";
import { lineCharges, orderBill } from "../../domain/money";
import { shopDisplayName } from "../../domain/shopName";
import { hashSecret } from "../auth/credentials";
import { clearBags } from "../bags/bags";
import type { Db } from "../db/connection";
import {
  type AddressRow,
  addresses,
  customers,
  idempotencyKeys,
  type NewOrderRow,
  orders,
  type ShopRow,
  shops,
} from "../db/schema";
import { rowsStatement, statement } from "../db/statements";
import { ApiFailure, TooManyRequests } from "../http/failure";
import { customerStops, setChoice } from "../messages/choices";
import { announceLive, type LiveEvent } from "../messages/live";
import { placementMessages, placementPushes } from "../messages/orderMessages";
import { enqueueMessages } from "../messages/outbox";
import { enqueuePushes } from "../messages/pushMessages";
import { lowStockNotices } from "../messages/sellerMessages";
import { orderRefusalOf } from "../shops/lifecycle";
import { resolveLines, takeStock } from "./stock";

export type PlaceOrderInput = v.InferOutput<typeof AddOrderRequest>;
export type Placement = { response: AddOrderResponse; replayed: boolean; shopIds: string[] };

const ID_CHARS = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
/** Money columns are numeric(10,2): no total may reach 10^8 rupees. */
const MAX_ORDER_TOTAL = 99_999_999;

/** A new order id: "OD", the time in base 36, 6 random characters (the spec shows the last 6). */
export function newOrderId(now: Date): string {
  const tail = [...randomBytes(6)].map((b) => ID_CHARS[b % ID_CHARS.length]).join("");
  return `OD${now.getTime().toString(36).toUpperCase()}${tail}`;
}

/** The customer's saved address the order goes to, or null (customers/addresses.ts keeps them). */
const findAddress = (db: Db, email: string, addressKey: string): Promise<AddressRow | null> =>
  addressOf(db, { email, addressKey }).then(([row]) => row ?? null);

// The placement's statements, built once (db/statements.ts): every order runs them.
const P = sql.placeholder;
const addressOf = statement<{ email: string; addressKey: string }, AddressRow[]>("placement-address", (db) =>
  db
    .select()
    .from(addresses)
    .where(and(eq(addresses.email, P("email")), eq(addresses.addressKey, P("addressKey"))))
    .limit(1),
);
const addCustomer = statement<{ email: string }, unknown>("placement-customer", (db) =>
  db
    .insert(customers)
    .values({ email: P("email") })
    .onConflictDoNothing({ target: customers.email }),
);
const claimKey = statement<{ email: string; key: string; requestHash: string }, { key: string }[]>(
  "placement-claim",
  (db) =>
    db
      .insert(idempotencyKeys)
      .values({ email: P("email"), key: P("key"), requestHash: P("requestHash") })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key }),
);
const shopsOf = statement<{ shopIds: string[] }, ShopRow[]>("placement-shops", (db) =>
  db
    .select()
    .from(shops)
    .where(sql`${shops.shopId} = any(${P("shopIds")})`),
);
const answerKey = statement<{ email: string; key: string; response: AddOrderResponse }, unknown>(
  "placement-answer",
  (db) =>
    db
      .update(idempotencyKeys)
      .set({ response: P("response") as unknown as AddOrderResponse })
      .where(and(eq(idempotencyKeys.email, P("email")), eq(idempotencyKeys.key, P("key")))),
);
const insertOrders = rowsStatement<typeof orders.$inferInsert, unknown>("placement-orders", (db, rows) =>
  db.insert(orders).values(rows),
);
/** A cash-on-delivery order waiting for its shop's confirmation (the predicate of orders_waiting_cod_idx). */
const waitingCodOrder = sql`${orders.paymentMethod} = 'COD' and ${orders.riderStatus} = 'Pending' and ${orders.orderStatus} <> 'CANCEL'`;
const waitingCod = statement<
  // A placeholder is sent as given, not through the column's mapping: times as ISO text.
  { email: string; shopId: string; since: string },
  { n: number; oldest: Date | null }[]
>("placement-waiting-cod", (db) =>
  db
    .select({ n: count(), oldest: min(orders.createdAt) })
    .from(orders)
    .where(
      and(
        eq(orders.email, P("email")),
        eq(orders.shopId, P("shopId")),
        // Written in, not sent as values: a prepared statement's plan then reads the shopper's waiting
        // COD orders from their own index (orders_waiting_cod_idx), not every order of theirs.
        waitingCodOrder,
        gt(orders.createdAt, P("since")),
      ),
    ),
);

/** What makes two requests "the same order" for the idempotency check. */
export function requestHash(input: PlaceOrderInput): string {
  const { addressKey, paymentMethod, couponCode, transactionId } = input;
  const lines = input.orders.map(({ shopId, productId, productCount, size, color }) => [
    shopId,
    productId,
    productCount,
    size,
    color,
  ]);
  return hashSecret(JSON.stringify([lines, addressKey, paymentMethod, couponCode, transactionId]));
}

/**
 * Limits a placement passes inside its transaction: the request limits, the
 * cap on cash-on-delivery orders waiting for a shop. Their reads are sent
 * with the placement's others (one round trip); what they decide is judged
 * after the bag's own checks and only for a new placement (a retry of a
 * placed order is answered first). Throwing refuses it and rolls back. A
 * guard only reads: a count that locked a row until the commit would make
 * every other placement counted on that row wait meanwhile.
 */
export type PlacementGuard = (tx: Db, input: PlaceOrderInput, now: Date) => Promise<void>;

/**
 * The cash-on-delivery cap: a customer may have at most `cap` COD orders
 * waiting for one shop's confirmation (Pending, not canceled, younger than
 * `confirmHours`, after which the sweep cancels them); a placement past it is
 * 429 until the oldest is confirmed or expires.
 */
export async function checkPendingCod(
  tx: Db,
  input: PlaceOrderInput,
  cap: number,
  confirmHours: number,
  now: Date,
): Promise<void> {
  if (input.paymentMethod !== "COD") return;
  const since = new Date(now.getTime() - confirmHours * 3_600_000);
  const adding = new Map<string, number>();
  for (const line of input.orders) adding.set(line.shopId, (adding.get(line.shopId) ?? 0) + 1);
  // How many wait and since when, for each shop at once, counted by the database (not every row sent back).
  const counted = await Promise.all(
    [...adding.keys()].map((shopId) =>
      waitingCod(tx, { email: input.email, shopId, since: since.toISOString() }),
    ),
  );
  for (const [i, adds] of [...adding.values()].entries()) {
    const waiting = counted[i]?.[0];
    const n = waiting?.n ?? 0;
    if (n + adds <= cap) continue;
    const oldest = waiting?.oldest ?? now;
    const wait = Math.max(1, Math.ceil((oldest.getTime() + confirmHours * 3_600_000 - now.getTime()) / 1000));
    throw new TooManyRequests(
      `You have ${n} cash-on-delivery orders waiting for the shop to confirm (the limit is ${cap}): ` +
        "please wait until the shop confirms one, or pay by UPI.",
      wait,
    );
  }
}

/** The shopper's WhatsApp consent, given at checkout; an earlier one stands (its date is when they first agreed). */
function optInToWhatsApp(tx: Db, email: string, now: Date) {
  return tx
    .update(customers)
    .set({ whatsappOptInAt: now })
    .where(and(eq(customers.email, email), isNull(customers.whatsappOptInAt)))
    .execute();
}

/** One live event per shop of the placement: its first line, and how many. */
function newOrderEvents(rows: NewOrderRow[]): LiveEvent[] {
  const byShop = new Map<string, NewOrderRow[]>();
  for (const row of rows) byShop.set(row.shopId, [...(byShop.get(row.shopId) ?? []), row]);
  return [...byShop].map(([shopId, lines]) => ({
    kind: "order.new",
    shopId,
    orderId: lines[0]?.orderId ?? "",
    count: lines.length,
  }));
}

/** A new row as the placement's messages read it. */
const placedLine = (row: NewOrderRow) => ({
  orderId: row.orderId,
  placementId: row.placementId,
  shopId: row.shopId,
  productName: row.productName,
  productCount: row.productCount,
  totalCartValue: row.totalCartValue ?? 0,
  deliveryFee: row.deliveryFee ?? 0,
  coupontotal: row.coupontotal ?? 0,
  paymentMethod: row.paymentMethod,
  transactionId: row.transactionId ?? "",
  address: row.address,
  email: row.email,
  language: row.language ?? "en",
  deliveryBy: row.deliveryBy ?? "",
  riderDetails: [],
  statusHistory: [],
});

/** What a settled promise gave, or its rejection thrown (the reads are sent together, judged in order). */
function settled<T>(result: PromiseSettledResult<T>): T {
  if (result.status === "rejected") throw result.reason;
  return result.value;
}

/**
 * Places the request's lines for `email` (see the file comment); throws
 * ApiFailure for a refused request. Three round trips inside the
 * transaction: every read (and the customer row and the idempotency claim)
 * sent together (each started with `execute()`, so they go in the order written), then every write together, then the commit; a
 * transaction's connection pipelines what is sent together, and the
 * answers are judged in the order the checks always had, so a refusal
 * names what it named before. `announce` runs with the writes (the other
 * API replicas' cache message, sent on commit). (One more, before the
 * writes, only when a ticked WhatsApp lifts a WhatsApp stop at the order's
 * phone.)
 */
export function placeOrders(
  db: Db,
  input: PlaceOrderInput,
  now = new Date(),
  guard?: PlacementGuard,
  announce?: (tx: Db, shopIds: string[]) => Promise<unknown>,
): Promise<Placement> {
  const { email, idempotencyKey: key } = input;
  const shopIds = [...new Set(input.orders.map((l) => l.shopId))];
  return db.transaction(async (tx) => {
    const hash = requestHash(input);
    const [customer, party, claim, found, shopRead, resolved, guarded, stops] = await Promise.allSettled([
      addCustomer(tx, { email }),
      // After the insert above (a transaction's statements run in the order sent): the customer's row.
      tx
        .select({ linkedEmail: customers.linkedEmail, whatsappOptInAt: customers.whatsappOptInAt })
        .from(customers)
        .where(eq(customers.email, email))
        .execute(),
      claimKey(tx, { email, key, requestHash: hash }),
      findAddress(tx, email, input.addressKey),
      shopsOf(tx, { shopIds }),
      resolveLines(tx, input.orders),
      guard?.(tx as Db, input, now),
      // The channels the shopper stopped (a STOP reply, the profile): their messages skip them.
      customerStops(tx as Db, email),
    ]);
    settled(customer);
    if (settled(claim).length === 0) {
      const [prior] = await tx
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.email, email), eq(idempotencyKeys.key, key)));
      if (prior?.requestHash !== hash || !prior.response) {
        throw new ApiFailure(409, "This idempotencyKey was already used for another order", "idempotencyKey");
      }
      return { response: prior.response, replayed: true, shopIds: [] };
    }

    const address = settled(found);
    if (!address) throw new ApiFailure(400, "Choose one of your saved addresses", "addressKey");
    const shopRows = settled(shopRead);
    const shopOf = new Map(shopRows.map((s) => [s.shopId, s]));
    for (const [i, line] of input.orders.entries()) {
      const shop = shopOf.get(line.shopId);
      if (!shop) throw new ApiFailure(404, "Shop not found", `orders.${i}.shopId`);
      // A suspended shop, or a trial that ended unpaid, takes no orders (its data stays).
      const closed = orderRefusalOf(shop, now);
      if (closed) throw new ApiFailure(409, closed, `orders.${i}.shopId`);
      if (input.paymentMethod === "COD" && !shop.cod) {
        const name = shopDisplayName(shop.header.shopName, shop.shopId);
        throw new ApiFailure(400, `Cash on delivery is not available from ${name}`, "paymentMethod");
      }
    }
    if (input.couponCode && shopRows.some((s) => s.shopType === "service")) {
      throw new ApiFailure(400, "Coupons are not available for service bookings", "couponCode");
    }

    const lines = settled(resolved);
    const priced = lines.map((l) => ({
      ...l,
      onePiecePrice: l.product.onePiecePrice,
      productPrice: l.product.price,
      gst: l.product.gst,
    }));
    const fees = Object.fromEntries(shopRows.map((s) => [s.shopId, s.deliverPp]));
    // The bill the bag showed (src/domain/money.ts), from the database's prices and fees.
    const { coupon, ...bill } = orderBill(priced, fees, input.couponCode);
    if (coupon && !coupon.ok) throw new ApiFailure(400, coupon.message, "couponCode");
    if (bill.totalMrp + bill.deliveryFee > MAX_ORDER_TOTAL) {
      throw new ApiFailure(400, "This order is too large to place online", "orders");
    }
    const placementId = randomUUID();
    const charges = lineCharges(priced, fees, bill.couponDiscount);
    const rows: NewOrderRow[] = priced.map((line, i) => ({
      orderId: newOrderId(now),
      placementId,
      shopId: line.shopId,
      productId: line.productId,
      productName: line.product.name,
      // The chosen colour's photo when the seller gave one, else the cover.
      productImage: line.product.colorImages[line.color] ?? line.product.images[0] ?? "",
      size: line.size,
      color: line.color,
      productCount: line.productCount,
      onePiecePrice: line.onePiecePrice,
      productPrice: line.product.price,
      gst: line.gst,
      ...(charges[i] ?? { totalCartValue: 0, deliveryFee: 0, coupontotal: 0 }),
      paymentMethod: input.paymentMethod,
      transactionId: input.transactionId || input.orders[i]?.transactionId || "",
      // The reference the shopper's UPI link carried: a statement's narration may name it.
      paymentReference: key,
      address: address.fullAddress,
      email,
      deliveryBy: deliveryDate(now, shopOf.get(line.shopId)?.defaultDeliveryDate ?? 0),
      statusHistory: [{ status: "Pending", at: now.toISOString() }],
      deviceToken: input.deviceToken,
      language: input.language,
      createdAt: now,
      updatedAt: now,
    }));
    settled(guarded);
    const response: AddOrderResponse = {
      response: true,
      orderIds: rows.map((r) => r.orderId),
      lines: rows.map(({ orderId, productName, size, color, productCount, totalCartValue }) => ({
        orderId,
        productName,
        size: size ?? "",
        color: color ?? "",
        productCount,
        totalCartValue: totalCartValue ?? 0,
      })),
      address: address.fullAddress,
      totals: bill,
    };
    // Ticking WhatsApp at checkout is consent again: it lifts a WhatsApp stop at this order's phone.
    const linkedEmail = settled(party)[0]?.linkedEmail ?? null;
    const stopped = settled(stops);
    const orderPhone = addressPhone(address.fullAddress);
    if (input.whatsappOptIn && orderPhone && stopped.get(orderPhone)?.delete("whatsapp"))
      await setChoice(tx as Db, [orderPhone], "whatsapp", false, "checkout", now);
    // Last: the stock rows stay locked from here to the commit only, so orders for one product
    // wait on each other as briefly as can be. A refusal rolls all of it back.
    const [, , taken] = await Promise.all([
      insertOrders(tx, rows),
      answerKey(tx, { email, key, response }),
      takeStock(tx, lines),
      announce?.(tx as Db, shopIds),
      input.whatsappOptIn ? optInToWhatsApp(tx, email, now) : undefined,
      // The bags kept for these shops are ordered: gone, so no reminder follows (issue 36).
      clearBags(tx as Db, email, shopIds),
      // Every open console of those shops rings when this commits (messages/live.ts).
      announceLive(tx as Db, newOrderEvents(rows)),
      // The shopper's and the sellers' messages (src/server/messages), sent once this commits; and a web
      // push to each seller device subscribed for the shops.
      enqueuePushes(tx as Db, placementPushes(rows.map(placedLine), shopRows)),
      enqueueMessages(
        tx as Db,
        placementMessages(
          rows.map(placedLine),
          shopRows,
          {
            linkedEmail,
            stopped,
            whatsappOptInAt: input.whatsappOptIn ? now : (settled(party)[0]?.whatsappOptInAt ?? null),
          },
          now,
        ),
      ),
    ]);
    // A row this placement took to the seller's low mark: their message, in this transaction (rare:
    // one more statement only then).
    const low = shopRows.flatMap((shop) =>
      lowStockNotices(
        shop,
        taken.filter((t) => t.shopId === shop.shopId).map((t) => t.change),
        now,
      ),
    );
    if (low.length) await enqueueMessages(tx as Db, low);
    return { response, replayed: false, shopIds };
  });
}
