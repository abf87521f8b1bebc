/**
 * The rider's deliveries (src/contract/rider.ts) for a rider signed in by
 * phone: who they are (their riders row by sign-in phone, with the rider
 * role where they ride), their list, and each step, moved through the
 * status machine (status.ts `moveOrder`) for every line of the delivery in
 * one transaction, the lines locked in id order. The rider's details on the
 * order come from their row; "Delivered" on a cash-on-delivery order records
 * the cash collected (exactly the amount due: src/domain/orders/riderSteps.ts),
 * which the seller's order card shows. Each step appends an audit entry per
 * line (scope "shop:{id}", target the order).
 * The rider key (X-Rider-Key, the calls under /api/digiorder) is the same
 * rider under the same rules: it reads and lists only the orders its rider
 * may carry, and takes the same steps on the one order it names
 * (`riderStep`'s "line"), audited as "rider key".
 */
import { and, asc, desc, eq, gt, inArray, isNull, ne, or, type SQL, sql } from "drizzle-orm";
import type { DeliveryPlace, RiderAccount, RiderDelivery } from "../../contract/rider";
import { riderArea, shopArea } from "../../domain/franchise";
import { stageOf } from "../../domain/orders/console";
import { cardTotal } from "../../domain/orders/orderCard";
import { orderNumber } from "../../domain/orders/orderNumber";
import { deliveryContact, mapLink, telLink } from "../../domain/orders/queue";
import { cashProblem, RIDER_STEPS, type RiderStep, riderListRank } from "../../domain/orders/riderSteps";
import { riderRefusal } from "../../domain/orders/support";
import { shopDisplayName } from "../../domain/shopName";
import { signInPhone } from "../../domain/signInPhone";
import type { Db } from "../db/connection";
import {
  franchises,
  type OrderRow,
  orders,
  type RiderRow,
  riders,
  type ShopRow,
  shops,
  staffRoles,
} from "../db/schema";
import { ApiFailure, notFound } from "../http/failure";
import { auditOrder } from "../staff/audit";
import type { Person } from "../staff/roles";
import { ORDER_HISTORY_LIMIT } from "./queries";
import { moveOrder } from "./status";

export const RIDERS_SIGN_IN_BY_PHONE = "Riders sign in with their phone number: sign in with a phone code";
export const NOT_A_RIDER =
  "This phone number is not a rider's here: ask your franchise owner, or the platform, to add you";
/** Who a step taken with the rider key is in the audit trail (the entry's `after` names the rider). */
export const RIDER_KEY_ACTOR = "rider key";

/**
 * The rider `person` is: the active riders row of their sign-in phone, when
 * they hold the rider role where that row rides (its franchise's scope, or
 * the platform's); else null. Asked afresh on every call, so a removed
 * rider loses access at once.
 */
export async function riderOfPerson(db: Db, person: Person): Promise<RiderRow | null> {
  if (!person.phone) return null;
  const [row] = await db
    .select()
    .from(riders)
    .where(and(eq(riders.phone, person.phone), eq(riders.active, true)))
    .limit(1);
  if (!row) return null;
  const [role] = await db
    .select({ id: staffRoles.id })
    .from(staffRoles)
    .where(
      and(
        eq(staffRoles.phone, person.phone),
        eq(staffRoles.role, "rider"),
        eq(staffRoles.scope, riderArea(row.franchiseId)),
      ),
    )
    .limit(1);
  return role ? row : null;
}

/** The rider's account as their screen shows it. */
export async function riderAccount(db: Db, rider: RiderRow): Promise<RiderAccount> {
  const [franchise] = rider.franchiseId
    ? await db
        .select({ id: franchises.id, name: franchises.name })
        .from(franchises)
        .where(eq(franchises.id, rider.franchiseId))
    : [];
  return {
    riderId: rider.id,
    name: rider.name,
    phone: rider.phone ?? "",
    vehicleType: rider.vehicleType,
    franchise: franchise ?? null,
  };
}

/** The shops a rider serves: their franchise's, or (the platform's riders) every shop of no franchise. */
const shopsServedBy = (rider: RiderRow): SQL | undefined =>
  rider.franchiseId
    ? and(eq(shops.viaKind, "franchise"), eq(shops.viaId, rider.franchiseId))
    : ne(shops.viaKind, "franchise");

/** Whether `shop` is one `rider` serves. */
const serves = (rider: RiderRow, shop: Pick<ShopRow, "viaKind" | "viaId">): boolean =>
  rider.franchiseId
    ? shop.viaKind === "franchise" && shop.viaId === rider.franchiseId
    : shop.viaKind !== "franchise";

/** The stages in which an order is with its rider. */
const WITH_RIDER = ["Confirmed", "En Route", "In Transit"];
/** How long a delivered (or cancelled) delivery stays in the rider's list. */
const DONE_SHOWN_MS = 24 * 3600_000;
const LIST_LIMIT = 300;

type Row = {
  order: OrderRow;
  shop: Pick<ShopRow, "shopId" | "header" | "pickupAddress" | "viaKind" | "viaId">;
};

const shopColumns = {
  shopId: shops.shopId,
  header: shops.header,
  pickupAddress: shops.pickupAddress,
  viaKind: shops.viaKind,
  viaId: shops.viaId,
};

/** Rows of orders with their shop, oldest first. */
const rowsWhere = (db: Db, where: SQL | undefined) =>
  db
    .select({ order: orders, shop: shopColumns })
    .from(orders)
    .innerJoin(shops, eq(shops.shopId, orders.shopId))
    .where(where)
    .orderBy(asc(orders.createdAt), asc(orders.orderId))
    .limit(LIST_LIMIT);

/** What the rider may take: confirmed, nobody's (no rider named by the seller), paid or COD, of a shop they serve. */
const waitingFor = (rider: RiderRow): SQL | undefined =>
  and(
    isNull(orders.riderId),
    eq(orders.riderStatus, "Confirmed"),
    ne(orders.orderStatus, "CANCEL"),
    sql`${orders.riderDetails} = '[]'::jsonb`,
    // An unpaid UPI order does not leave the shop (domain/orders/payment.ts).
    sql`not (${orders.paymentMethod} = 'UPI' and ${orders.paymentReceivedAt} is null)`,
    shopsServedBy(rider),
  );

/** The orders `rider` may carry, joined with their shop: theirs (taken or given to them) and those waiting for them. */
const carriedBy = (rider: RiderRow): SQL | undefined => or(eq(orders.riderId, rider.id), waitingFor(rider));

/**
 * Whether `rider` may read `orderId` (the rider key's POST
 * /api/digiorder/shopdigiorder): an order that is theirs, or one waiting
 * for a rider of the shops they serve; never another shop's shopper.
 */
export async function riderMayCarry(db: Db, rider: RiderRow, orderId: string): Promise<boolean> {
  const [row] = await db
    .select({ orderId: orders.orderId })
    .from(orders)
    .innerJoin(shops, eq(shops.shopId, orders.shopId))
    .where(and(eq(orders.orderId, orderId), carriedBy(rider)))
    .limit(1);
  return Boolean(row);
}

/**
 * The rider key's list (POST /api/digiorder/riderorders), newest first, at
 * most 200 lines: the rider's orders and those waiting for a rider of the
 * shops they serve, as the phone rider's list takes them.
 */
export async function riderKeyOrders(db: Db, rider: RiderRow): Promise<OrderRow[]> {
  const rows = await db
    .select({ order: orders })
    .from(orders)
    .innerJoin(shops, eq(shops.shopId, orders.shopId))
    .where(carriedBy(rider))
    .orderBy(desc(orders.createdAt), desc(orders.orderId))
    .limit(ORDER_HISTORY_LIMIT);
  return rows.map((r) => r.order);
}

/** A place's links: its tap-to-call and map search. */
const place = (name: string, phone: string, address: string): DeliveryPlace => ({
  name,
  phone,
  tel: telLink(phone),
  address,
  mapUrl: mapLink(address),
});

/** The lines of one delivery (one placement, one shop, one stage, the rider's or waiting) as the list shows it. */
function toDelivery(lines: Row[], rider: RiderRow): RiderDelivery {
  const [first] = lines;
  if (!first) throw new Error("a delivery has lines");
  const { order, shop } = first;
  const drop = deliveryContact(order.address);
  const cod = order.paymentMethod === "COD";
  const collected = lines.filter((l) => l.order.cashCollected !== null);
  const collectedAt = collected.map((l) => l.order.cashCollectedAt?.getTime() ?? 0);
  return {
    orderId: order.orderId,
    number: orderNumber(order.orderId),
    placementId: order.placementId,
    lines: lines.map(({ order: o }) => ({
      orderId: o.orderId,
      productName: o.productName,
      productCount: o.productCount,
      size: o.size,
      color: o.color,
    })),
    stage: stageOf(order),
    mine: order.riderId === rider.id,
    shopId: shop.shopId,
    pickup: place(
      shopDisplayName(shop.header.shopName, shop.shopId),
      shop.header.phoneNumber ?? "",
      shop.pickupAddress,
    ),
    drop: place(drop.name, drop.phone, drop.place),
    paymentMethod: order.paymentMethod,
    cashDue: cod ? lines.reduce((sum, l) => sum + cardTotal(l.order), 0) : 0,
    cashCollected: collected.length
      ? collected.reduce((sum, l) => sum + (l.order.cashCollected ?? 0), 0)
      : null,
    cashCollectedAt: collected.length ? new Date(Math.max(...collectedAt)).toISOString() : null,
    deliveryBy: order.deliveryBy,
    placedAt: order.createdAt.toISOString(),
  };
}

/** Rows grouped into deliveries, in the rows' order. */
function deliveriesOf(rows: Row[], rider: RiderRow): RiderDelivery[] {
  const groups = new Map<string, Row[]>();
  for (const row of rows) {
    const { order } = row;
    const key = [order.placementId, order.shopId, stageOf(order), order.riderId === rider.id].join("|");
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  return [...groups.values()].map((lines) => toDelivery(lines, rider));
}

/**
 * The rider's list: theirs on the way, to pick up, given to them; then the
 * deliveries waiting for a rider of the shops they serve (oldest first);
 * then theirs delivered or cancelled in the last day.
 */
export async function riderDeliveries(db: Db, rider: RiderRow, now: Date): Promise<RiderDelivery[]> {
  const mine = and(
    eq(orders.riderId, rider.id),
    or(
      and(inArray(orders.riderStatus, WITH_RIDER), ne(orders.orderStatus, "CANCEL")),
      gt(orders.updatedAt, new Date(now.getTime() - DONE_SHOWN_MS)),
    ),
  );
  const [own, waiting] = await Promise.all([rowsWhere(db, mine), rowsWhere(db, waitingFor(rider))]);
  const list = deliveriesOf([...own, ...waiting], rider);
  return list
    .map((delivery, i) => ({ delivery, i, rank: riderListRank(delivery) }))
    .sort((a, b) => a.rank - b.rank || (a.rank === 4 ? b.i - a.i : a.i - b.i))
    .map(({ delivery }) => delivery);
}

/** Why `rider` may not take `step` on `order` of `shop` now, or null. */
function stepRefusal(order: OrderRow, shop: ShopRow, rider: RiderRow, step: RiderStep): ApiFailure | null {
  const { from, label } = RIDER_STEPS[step];
  if (order.orderStatus === "CANCEL")
    return new ApiFailure(409, "This order was canceled: don't deliver it", "orderId");
  if (order.riderId !== null && order.riderId !== rider.id)
    return new ApiFailure(403, "This order is with another rider", "orderId");
  if (order.riderId === null && !serves(rider, shop)) {
    return new ApiFailure(
      403,
      rider.franchiseId
        ? "This order is from a shop outside your franchise: its own riders carry it"
        : "This order is from a franchise's shop: the franchise's riders carry it",
      "orderId",
    );
  }
  if (order.riderId === null && order.riderDetails.length > 0)
    return new ApiFailure(403, "The shop named another rider for this order", "orderId");
  if (order.riderStatus !== from) {
    return new ApiFailure(
      409,
      `This order is ${order.riderStatus}: it can't be marked "${label}" now`,
      "orderId",
    );
  }
  return null;
}

/**
 * Takes `step` on the delivery of `orderId` (every line of its placement in
 * its shop that is at the step's stage and the rider's or waiting): 404 for
 * an unknown order; 403 for another rider's, another franchise's, or one the
 * shop named another rider for; 409 for a cancelled order or a step out of
 * turn; 400 naming cashCollected when "Delivered" on a COD order lacks the
 * amount due, or any other step sends one. Nothing changes when refused.
 * `what` "line" (the rider key's updatestatus, which names one order): the
 * step on that order alone, the cash due being its own.
 */
export async function riderStep(
  db: Db,
  rider: RiderRow,
  orderId: string,
  step: RiderStep,
  cashCollected: number | undefined,
  actor: string,
  now = new Date(),
  what: "delivery" | "line" = "delivery",
): Promise<RiderDelivery> {
  const { to } = RIDER_STEPS[step];
  const movedIds = await db.transaction(async (tx) => {
    const [target] = await tx
      .select({ placementId: orders.placementId, shopId: orders.shopId })
      .from(orders)
      .where(eq(orders.orderId, orderId));
    if (!target) throw notFound("Order", "orderId");
    // The delivery's lines, locked in id order as every change of an order locks its row (status.ts).
    const lines = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.placementId, target.placementId), eq(orders.shopId, target.shopId)))
      .orderBy(asc(orders.orderId))
      .for("update");
    const [shop] = await tx.select().from(shops).where(eq(shops.shopId, target.shopId));
    const locked = lines.find((l) => l.orderId === orderId);
    if (!locked || !shop) throw notFound("Order", "orderId");
    const refusal = stepRefusal(locked, shop, rider, step);
    if (refusal) throw refusal;
    const moving =
      what === "line"
        ? [locked]
        : lines.filter((l) => stepRefusal(l, shop, rider, step) === null && l.riderId === locked.riderId);
    if (step === "deliver") {
      const due = moving.reduce((sum, l) => sum + (l.paymentMethod === "COD" ? cardTotal(l) : 0), 0);
      const problem = cashProblem(locked.paymentMethod, due, cashCollected);
      if (problem) throw new ApiFailure(400, problem, "cashCollected");
    } else if (cashCollected !== undefined) {
      throw new ApiFailure(400, 'Only "Delivered" records the cash collected', "cashCollected");
    }
    const details = { name: rider.name, phoneNumber: rider.phoneNumber, vehicleType: rider.vehicleType };
    for (const line of moving) {
      const moved = await moveOrder(tx as Db, line.orderId, to, { rider }, undefined, now);
      const extra: Partial<OrderRow> = {};
      // The rider's details are their account's, whoever named them first.
      if (step === "accept") {
        extra.riderDetails = [details];
        extra.orderNote = { ...moved.orderNote, deliveryPartner: rider.name };
      }
      if (step === "deliver" && line.paymentMethod === "COD") {
        extra.cashCollected = cardTotal(line);
        extra.cashCollectedAt = now;
        extra.cashRiderId = rider.id;
      }
      if (Object.keys(extra).length)
        await tx.update(orders).set(extra).where(eq(orders.orderId, line.orderId));
      await auditOrder(tx as Db, line, {
        actor,
        action: `order.${step}`,
        before: { riderStatus: line.riderStatus },
        after: {
          riderStatus: to,
          rider: { riderId: rider.id, ...details },
          ...(extra.cashCollected !== undefined ? { cashCollected: extra.cashCollected } : {}),
        },
      });
    }
    return moving.map((l) => l.orderId);
  });
  const rows = await db
    .select({ order: orders, shop: shopColumns })
    .from(orders)
    .innerJoin(shops, eq(shops.shopId, orders.shopId))
    .where(inArray(orders.orderId, movedIds))
    .orderBy(asc(orders.orderId));
  const [delivery] = deliveriesOf(rows, rider);
  if (!delivery) throw new Error("the delivery moved went missing");
  return delivery;
}

type Details = { name: string; phoneNumber: string; vehicleType: string };

/**
 * Who a seller's rider assignment names on an order of `shop`: a rider of
 * the riders table when the phone typed is an active rider's sign-in phone
 * (their account's details then, and they alone take the order on), else the
 * rider as typed (someone with no account here). 403 for a rider of another
 * franchise (src/domain/orders/support.ts `riderRefusal`).
 */
export async function assignmentOf(
  db: Db,
  shop: Pick<ShopRow, "viaKind" | "viaId">,
  typed: Details,
): Promise<{ riderId: number | null; details: Details }> {
  const phone = signInPhone(typed.phoneNumber);
  const [row] = phone
    ? await db
        .select()
        .from(riders)
        .where(and(eq(riders.phone, phone), eq(riders.active, true)))
        .limit(1)
    : [];
  if (!row) return { riderId: null, details: typed };
  const refusal = riderRefusal(riderArea(row.franchiseId), shopArea(shop));
  if (refusal) throw new ApiFailure(403, refusal, "riderDetails.phoneNumber");
  return {
    riderId: row.id,
    details: { name: row.name, phoneNumber: row.phoneNumber, vehicleType: row.vehicleType },
  };
}
