/**
 * The support admin's order work (issue 25), across shops: find orders by
 * number, phone or email (indexed: db/schema orders.ts, customers.ts), read
 * one with its timeline, its shop and its rider, cancel it with a reason
 * (console.ts `cancelAs`, the seller's own cancel: the stock goes back), and
 * give it a rider of the riders table. Each change locks the order's row
 * (status.ts `changeOrder`) and appends its audit entry in its transaction.
 */
import { and, count, desc, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import type { SupportOrderResponse, SupportOrderRow, SupportOrdersResponse } from "../../contract/support";
import { riderArea, shopArea } from "../../domain/franchise";
import { stageOf } from "../../domain/orders/console";
import { cardTotal } from "../../domain/orders/orderCard";
import { isPaid } from "../../domain/orders/payment";
import {
  orderTimeline,
  riderChangeRefusal,
  riderRefusal,
  type SupportQuery,
} from "../../domain/orders/support";
import { shopDisplayName } from "../../domain/shopName";
import { signInPhone } from "../../domain/signInPhone";
import type { Db } from "../db/connection";
import {
  addressPhoneSql,
  auditLog,
  customerPhoneSql,
  customers,
  type OrderRow,
  orderNumberSql,
  orders,
  type RiderRow,
  riders,
  type ShopRow,
  shops,
} from "../db/schema";
import { ApiFailure, notFound } from "../http/failure";
import { auditOrder } from "../staff/audit";
import { shopScope } from "../staff/roles";
import { cancelAs } from "./console";
import { toSellerOrder } from "./seller";
import { changeOrder } from "./status";

/** Orders per page of the support search. */
export const SUPPORT_PAGE_SIZE = 20;

/** At most this many riders are offered for one order. */
const RIDER_CHOICES = 500;

/** A customer's saved phone matches at most this many customers (shared family phones): the rest are not searched. */
const PHONE_CUSTOMERS = 100;

/** The rows a support query finds. */
async function matching(db: Db, query: SupportQuery): Promise<SQL | undefined> {
  switch (query.kind) {
    case "orderId":
      return eq(orders.orderId, query.orderId);
    case "number":
      return eq(orderNumberSql(orders.orderId), query.number);
    case "email":
      return eq(orders.email, query.email);
    case "phone": {
      // The customers who saved this phone first (a few rows by its index), so both sides use an index.
      const saved = await db
        .select({ email: customers.email })
        .from(customers)
        .where(eq(customerPhoneSql(customers.phoneNumber), query.digits))
        .limit(PHONE_CUSTOMERS);
      const byAddress = eq(addressPhoneSql(orders.address), query.digits);
      return saved.length
        ? or(
            byAddress,
            inArray(
              orders.email,
              saved.map((c) => c.email),
            ),
          )
        : byAddress;
    }
  }
}

/** The order's phone: the one in its address, else the customer's saved one (+91 and 10 digits when it reads as one). */
const phoneOf = (addressPhone: string | null, savedPhone: string | null): string =>
  addressPhone ? `+91${addressPhone}` : savedPhone ? (signInPhone(savedPhone) ?? savedPhone) : "";

const paidOf = (row: OrderRow) =>
  isPaid({ ...row, paymentReceivedAt: row.paymentReceivedAt?.toISOString() ?? null });

/** One page of the orders a query finds across shops, newest first. */
export async function searchOrders(
  db: Db,
  query: SupportQuery,
  page: number,
): Promise<SupportOrdersResponse> {
  const where = await matching(db, query);
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        order: orders,
        shopName: sql<string | null>`${shops.header} ->> 'shopName'`,
        addressPhone: sql<string | null>`${addressPhoneSql(orders.address)}`,
        savedPhone: customers.phoneNumber,
      })
      .from(orders)
      .innerJoin(shops, eq(shops.shopId, orders.shopId))
      .leftJoin(customers, eq(customers.email, orders.email))
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.orderId))
      .limit(SUPPORT_PAGE_SIZE)
      .offset((page - 1) * SUPPORT_PAGE_SIZE),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  return {
    orders: rows.map(
      ({ order, shopName, addressPhone, savedPhone }): SupportOrderRow => ({
        orderId: order.orderId,
        placementId: order.placementId,
        shopId: order.shopId,
        shopName: shopDisplayName(shopName ?? "", order.shopId),
        email: order.email,
        phone: phoneOf(addressPhone, savedPhone),
        productName: order.productName,
        productCount: order.productCount,
        size: order.size,
        color: order.color,
        total: cardTotal(order),
        paymentMethod: order.paymentMethod,
        paid: paidOf(order),
        riderStatus: order.riderStatus,
        stage: stageOf(order),
        createdAt: order.createdAt.toISOString(),
      }),
    ),
    total: counted?.n ?? 0,
    page,
    pageSize: SUPPORT_PAGE_SIZE,
    kind: query.kind,
  };
}

/** Who a rider works for: their franchise ("franchise:{id}"), or "platform"; `riderRefusal` keeps them to its shops. */
export const riderAreaOf = (rider: RiderRow): string => riderArea(rider.franchiseId);

/** The franchise a shop runs under ("franchise:{id}"), or "platform" for a shop of no franchise. */
export const shopAreaOf = (shop: Pick<ShopRow, "viaKind" | "viaId">): string => shopArea(shop);

async function shopOf(db: Db, shopId: string): Promise<ShopRow> {
  const [shop] = await db.select().from(shops).where(eq(shops.shopId, shopId)).limit(1);
  if (!shop) throw notFound("Shop", "shopId");
  return shop;
}

/** The order with its timeline, shop, rider and the riders it may be given; 404 for an unknown order. */
export async function supportOrder(db: Db, orderId: string): Promise<SupportOrderResponse> {
  const [found] = await db
    .select({ row: orders, addressPhone: sql<string | null>`${addressPhoneSql(orders.address)}` })
    .from(orders)
    .where(eq(orders.orderId, orderId))
    .limit(1);
  if (!found) throw notFound("Order", "orderId");
  const { row, addressPhone } = found;
  const scope = shopScope(row.shopId);
  const [shop, [customer], siblings, riderRows] = await Promise.all([
    shopOf(db, row.shopId),
    db.select().from(customers).where(eq(customers.email, row.email)).limit(1),
    db
      .select({ orderId: orders.orderId })
      .from(orders)
      .where(and(eq(orders.placementId, row.placementId), eq(orders.shopId, row.shopId))),
    db
      .select()
      .from(riders)
      .where(eq(riders.active, true))
      .orderBy(riders.name, riders.id)
      .limit(RIDER_CHOICES),
  ]);
  const ids = [...new Set([row.orderId, ...siblings.map((s) => s.orderId)])];
  const audits = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.scope, scope), inArray(auditLog.target, ids)))
    .orderBy(auditLog.at, auditLog.id);
  // A payment switch covers the whole placement; the rest are about this line only.
  const mine = audits.filter((a) => a.target === row.orderId || a.action === "order.cod");
  const seller = toSellerOrder(row);
  const assigned = row.riderDetails[0];
  const area = shopAreaOf(shop);
  return {
    order: {
      ...seller,
      email: row.email,
      phone: phoneOf(addressPhone, customer?.phoneNumber ?? null),
      total: cardTotal(row),
      paid: paidOf(row),
      stage: stageOf(row),
    },
    timeline: orderTimeline(
      {
        statusHistory: row.statusHistory,
        paymentMethod: row.paymentMethod,
        paymentReceivedAt: seller.paymentReceivedAt,
        paymentReceivedBy: row.paymentReceivedBy,
        returnRequest: row.returnRequest,
      },
      mine.map((a) => ({ at: a.at.toISOString(), action: a.action, actor: a.actor, after: a.after })),
    ),
    shop: {
      shopId: shop.shopId,
      shopName: shopDisplayName(shop.header.shopName, shop.shopId),
      phone: shop.header.phoneNumber ?? "",
      email: shop.header.email ?? "",
    },
    rider: assigned ? { riderId: row.riderId, ...assigned } : null,
    riders: riderRows
      .filter((r) => riderRefusal(riderAreaOf(r), area) === null)
      .map((r) => ({ riderId: r.id, name: r.name, phoneNumber: r.phoneNumber, vehicleType: r.vehicleType })),
  };
}

const anyOrder = () => {};

/**
 * Support cancels an order that is not delivered yet, with a reason the
 * seller and the shopper read: the seller's own cancel (its stock goes
 * back), recorded as support's, with the audit entry. Returns the order.
 */
export function supportCancel(db: Db, orderId: string, reason: string, actor: string, now = new Date()) {
  return cancelAs(db, orderId, anyOrder, { by: "support", now, reason, auditAs: actor });
}

/**
 * Support gives an order not yet delivered to a rider of the riders table
 * (their name, phone and vehicle from their row): that rider alone may take
 * it on from here. 404 for an unknown rider; 409 for a rider of another
 * franchise, a delivered or a cancelled order.
 */
export async function supportGiveRider(
  db: Db,
  orderId: string,
  riderId: number,
  actor: string,
  now = new Date(),
): Promise<OrderRow> {
  const [rider] = await db
    .select()
    .from(riders)
    .where(and(eq(riders.id, riderId), eq(riders.active, true)))
    .limit(1);
  if (!rider) throw notFound("Rider", "riderId");
  const details = { name: rider.name, phoneNumber: rider.phoneNumber, vehicleType: rider.vehicleType };
  return changeOrder(
    db,
    orderId,
    anyOrder,
    async (order, tx) => {
      const late = riderChangeRefusal(order.riderStatus);
      if (late) throw new ApiFailure(409, late, "orderId");
      const refusal = riderRefusal(riderAreaOf(rider), shopAreaOf(await shopOf(tx, order.shopId)));
      if (refusal) throw new ApiFailure(409, refusal, "riderId");
      await auditOrder(tx, order, {
        actor,
        action: "order.rider",
        before: { riderId: order.riderId, rider: order.riderDetails[0] ?? null },
        after: { riderId: rider.id, rider: details },
      });
      return {
        riderId: rider.id,
        riderDetails: [details],
        orderNote: { ...order.orderNote, deliveryPartner: rider.name },
      };
    },
    now,
  );
}
