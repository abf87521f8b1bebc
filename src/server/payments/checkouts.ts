/**
 * Paying online (issue 37; docs/payments.md): a checkout is opened for the
 * bag (`openCheckout`: the placement checked as it would be placed, then
 * rolled back, and a gateway order made for what it would charge); the
 * shopper pays at the gateway; the gateway's word (a signed webhook, or its
 * status call behind the browser's signed callback) settles it
 * (`settlePayment`): the orders are placed from the kept request in the
 * transaction that records the payment, and marked paid. Whatever arrives
 * twice, late or out of order, a checkout is placed once: its row is locked
 * first, and a settled checkout changes no more. A payment that can no longer
 * be placed (stock sold meanwhile, a shop closed, a different amount), or a
 * second payment of a settled checkout, goes back whole through the refund
 * outbox (refunds.ts).
 */
import { randomBytes } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { AddOrderResponse } from "../../contract/order";
import type { CheckoutStatus } from "../../contract/payments";
import { addressPhone } from "../../domain/messages/orderEvents";
import type { Db } from "../db/connection";
import { addresses, type CheckoutRow, checkouts, idempotencyKeys, orders, shops } from "../db/schema";
import { ApiFailure } from "../http/failure";
import { enqueueRefund, GATEWAY_ACTOR } from "../orders/gatewayRefund";
import {
  type Placement,
  type PlacementGuard,
  type PlaceOrderInput,
  placeOrders,
  requestHash,
} from "../orders/placement";
import {
  type CheckoutForm,
  type Gateway,
  GatewayError,
  type GatewayPayment,
  toPaise,
  toRupees,
} from "./gateway";
import { isFeeRequest, settleFee } from "./kioskFees";

/** A checkout's id: our receipt at the gateway and the shopper's link back. */
export const newCheckoutId = () => `ck_${randomBytes(12).toString("base64url")}`;

/** What answers the placement's dry run: the placement it would have made, then rolled back. */
class DryRun extends Error {
  constructor(readonly placement: Placement) {
    super("dry run");
  }
}

export interface OpenCheckout {
  checkout: CheckoutRow;
  form: CheckoutForm;
}

export interface CheckoutLinks {
  /** The gateway sends the browser back here (the API's callback), with the checkout's id. */
  callbackUrl: (checkoutId: string) => string;
  /** The shop's bag, where the shopper lands after paying or giving up. */
  returnUrl: (shopId: string, checkoutId: string) => string;
}

/**
 * Opens a checkout for `input` (the shopper's bag, as POST /customer/addorder
 * takes it), or answers the one this shopper opened with the same key. 400
 * when a shop of the bag does not take online payments; every refusal a
 * placement would give (stock, address, coupon, a closed shop) before any
 * money is asked for; 502 when the gateway did not answer.
 */
export async function openCheckout(
  db: Db,
  gateway: Gateway,
  input: PlaceOrderInput,
  links: CheckoutLinks,
  guard?: PlacementGuard,
  now = new Date(),
): Promise<OpenCheckout> {
  const [known] = await db
    .select()
    .from(checkouts)
    .where(and(eq(checkouts.email, input.email), eq(checkouts.clientKey, input.idempotencyKey)));
  if (known) {
    // The same key for another bag (or a checkout settled already) is refused as a placement's is.
    const same =
      requestHash(known.request as unknown as PlaceOrderInput) ===
      requestHash({ ...input, paymentMethod: "UPI", transactionId: "" });
    if (!same || known.status !== "open")
      throw new ApiFailure(409, "This idempotencyKey was already used for another order", "idempotencyKey");
    return { checkout: known, form: await formFor(db, gateway, known, links) };
  }

  const shopIds = [...new Set(input.orders.map((l) => l.shopId))];
  const offered = await db
    .select({ shopId: shops.shopId, onlinePayments: shops.onlinePayments })
    .from(shops)
    .where(sql`${shops.shopId} in ${shopIds}`);
  for (const [i, line] of input.orders.entries()) {
    const shop = offered.find((s) => s.shopId === line.shopId);
    if (shop && !shop.onlinePayments)
      throw new ApiFailure(
        400,
        "This shop does not take online payments: pay by UPI to the shop, or cash",
        `orders.${i}.shopId`,
      );
  }

  const id = newCheckoutId();
  const request: PlaceOrderInput = {
    ...input,
    paymentMethod: "UPI",
    transactionId: "",
    idempotencyKey: `checkout:${id}`,
  };
  // The placement as it would be made now, rolled back: every refusal before the shopper pays, and its bill.
  let dry: Placement | undefined;
  try {
    await db.transaction(async (tx) => {
      throw new DryRun(await placeOrders(tx as Db, request, now, guard));
    });
  } catch (error) {
    if (!(error instanceof DryRun)) throw error;
    dry = error.placement;
  }
  const amount = dry?.response.totals.payable ?? 0;
  if (amount < 1)
    throw new ApiFailure(400, "There is nothing to pay online for: choose cash on delivery", "orders");

  let made: { id: string };
  try {
    made = await gateway.createOrder({
      amount: toPaise(amount),
      receipt: id,
      notes: { checkout: id, shops: shopIds.join(",").slice(0, 200) },
    });
  } catch (error) {
    if (error instanceof GatewayError)
      throw new ApiFailure(502, "The payment gateway did not answer: try again in a minute");
    throw error;
  }
  const [row] = await db
    .insert(checkouts)
    .values({
      id,
      email: input.email,
      clientKey: input.idempotencyKey,
      request: request as unknown as Record<string, unknown>,
      amount,
      gateway: gateway.name,
      gatewayOrderId: made.id,
      shopId: shopIds[0] ?? "",
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning();
  // The same key asked twice at once: the first one's checkout (its gateway order made here goes unused).
  const checkout =
    row ??
    (
      await db
        .select()
        .from(checkouts)
        .where(and(eq(checkouts.email, input.email), eq(checkouts.clientKey, input.idempotencyKey)))
    )[0];
  if (!checkout) throw new ApiFailure(409, "This checkout is being opened: try again", "idempotencyKey");
  return { checkout, form: await formFor(db, gateway, checkout, links) };
}

/** The hosted checkout's form for a checkout: its amount, the shop's name, the shopper's name and phone. */
async function formFor(db: Db, gateway: Gateway, checkout: CheckoutRow, links: CheckoutLinks) {
  const payer = await payerOf(db, checkout);
  return gateway.checkoutForm({
    orderId: checkout.gatewayOrderId,
    amount: toPaise(checkout.amount),
    name: payer.shopName,
    description: `Checkout ${checkout.id}`,
    prefill: { name: payer.name, email: payer.email, contact: payer.contact },
    callbackUrl: links.callbackUrl(checkout.id),
    cancelUrl: `${links.returnUrl(checkout.shopId, checkout.id)}&left=1`,
  });
}

/** Who pays a checkout, as the gateway is told: the shop's name; the shopper's name and phone (their chosen address) and email ("" for a phone-keyed shopper). */
export async function payerOf(db: Db, checkout: CheckoutRow) {
  const request = checkout.request as unknown as PlaceOrderInput;
  const [[address], [shop]] = await Promise.all([
    db
      .select({ fullAddress: addresses.fullAddress })
      .from(addresses)
      .where(and(eq(addresses.email, checkout.email), eq(addresses.addressKey, request.addressKey))),
    db.select({ header: shops.header }).from(shops).where(eq(shops.shopId, checkout.shopId)),
  ]);
  const full = address?.fullAddress ?? "";
  return {
    shopName: shop?.header.shopName || checkout.shopId,
    name: full.split(",")[0]?.trim() ?? "",
    email: checkout.email.includes("@") ? checkout.email : "",
    contact: addressPhone(full),
  };
}

export type Settled =
  | { outcome: "placed"; checkout: CheckoutRow; placement: Placement | null }
  | { outcome: "refunded"; checkout: CheckoutRow; reason: string }
  | { outcome: "already"; checkout: CheckoutRow }
  | { outcome: "unknown" };

/**
 * Settles the checkout a captured payment is for (found by the gateway's
 * order id): places its orders from the kept request, paid, in one
 * transaction with the checkout's row locked. Called for each webhook and
 * callback that says so: the second finds the checkout settled and changes
 * nothing (a different payment of a settled checkout is refunded whole).
 */
export function settlePayment(
  db: Db,
  payment: GatewayPayment,
  now = new Date(),
  announce?: (tx: Db, shopIds: string[]) => Promise<unknown>,
): Promise<Settled> {
  return db.transaction(async (tx) => {
    const [checkout] = await tx
      .select()
      .from(checkouts)
      .where(eq(checkouts.gatewayOrderId, payment.orderId))
      .for("update");
    if (!checkout) return { outcome: "unknown" } as const;
    if (checkout.status === "placed" || checkout.status === "refunded") {
      if (checkout.paymentId !== payment.id)
        await enqueueRefund(tx as Db, {
          receipt: `payment:${payment.id}`,
          checkoutId: checkout.id,
          paymentId: payment.id,
          amount: toRupees(payment.amount),
          reason: "A second payment of a checkout already paid",
          now,
        });
      return { outcome: "already", checkout } as const;
    }
    const refundWhole = async (reason: string) => {
      await enqueueRefund(tx as Db, {
        receipt: `checkout:${checkout.id}`,
        checkoutId: checkout.id,
        paymentId: payment.id,
        amount: toRupees(payment.amount),
        reason,
        now,
      });
      const [row] = await tx
        .update(checkouts)
        .set({
          status: "refunded",
          paymentId: payment.id,
          method: payment.method,
          lastError: reason,
          paidAt: now,
          updatedAt: now,
        })
        .where(eq(checkouts.id, checkout.id))
        .returning();
      return { outcome: "refunded", checkout: row ?? checkout, reason } as const;
    };
    if (toPaise(checkout.amount) !== payment.amount)
      return refundWhole(`Paid ₹${toRupees(payment.amount)}, but the checkout was for ₹${checkout.amount}`);
    if (isFeeRequest(checkout.request)) {
      const fee = checkout.request;
      try {
        // Its own savepoint: nothing due any more (paid in cash meanwhile) rolls back the fee's writes only.
        await tx.transaction((sp) => settleFee(sp as Db, fee, payment, now));
      } catch (error) {
        if (error instanceof ApiFailure) return refundWhole(error.message);
        throw error;
      }
      const [row] = await tx
        .update(checkouts)
        .set({
          status: "placed",
          paymentId: payment.id,
          method: payment.method,
          lastError: "",
          paidAt: now,
          updatedAt: now,
        })
        .where(eq(checkouts.id, checkout.id))
        .returning();
      return { outcome: "placed", checkout: row ?? checkout, placement: null } as const;
    }
    const request = { ...(checkout.request as unknown as PlaceOrderInput), transactionId: payment.id };
    let placement: Placement;
    try {
      // Its own savepoint: a refusal (stock sold meanwhile, a shop closed) rolls back the placement only.
      placement = await placeOrders(tx as Db, request, now, undefined, announce);
    } catch (error) {
      if (error instanceof ApiFailure) return refundWhole(error.message);
      throw error;
    }
    const placementId = await placementOf(tx as Db, placement);
    await tx
      .update(orders)
      .set({ paymentReceivedAt: now, paymentReceivedBy: GATEWAY_ACTOR, updatedAt: now })
      .where(eq(orders.placementId, placementId));
    const [row] = await tx
      .update(checkouts)
      .set({
        status: "placed",
        paymentId: payment.id,
        method: payment.method,
        lastError: "",
        placementId,
        paidAt: now,
        updatedAt: now,
      })
      .where(eq(checkouts.id, checkout.id))
      .returning();
    return { outcome: "placed", checkout: row ?? checkout, placement } as const;
  });
}

/** The placement id of a placement's orders. */
async function placementOf(tx: Db, placement: Placement): Promise<string> {
  const first = placement.response.orderIds[0] ?? "";
  const [row] = await tx
    .select({ placementId: orders.placementId })
    .from(orders)
    .where(eq(orders.orderId, first));
  return row?.placementId ?? "";
}

/**
 * A failed attempt: the checkout stays open for another, and says why this one
 * failed. An earlier UPI intent payment of the checkout, replaced since by
 * another, failing late is not the current attempt's failure: it says nothing.
 */
export async function recordFailure(db: Db, payment: GatewayPayment, now = new Date()): Promise<void> {
  await db
    .update(checkouts)
    .set({ lastError: (payment.error || "The payment failed").slice(0, 200), updatedAt: now })
    .where(
      and(
        eq(checkouts.gatewayOrderId, payment.orderId),
        eq(checkouts.status, "open"),
        sql`(not ${checkouts.upiPayments} @> jsonb_build_array(${payment.id}::text) or ${checkouts.upiPayments}->>-1 = ${payment.id})`,
      ),
    );
}

/**
 * reconcileCheckout where the gateway's word can also come later (the
 * browser's return, the bag's poll while a UPI app pays): a status call that
 * fails is logged and left to the webhook.
 */
export function reconcileOrLeave(...args: Parameters<typeof reconcileCheckout>): Promise<unknown> {
  return reconcileCheckout(...args).catch((error: unknown) => {
    console.warn(`Checkout ${args[2].id}: the gateway's status call failed: ${(error as Error).message}`);
  });
}

/**
 * Asks the gateway itself how a checkout's payments stand (its status call)
 * and settles it on a captured one, or records a failed one: for the
 * browser's return, whose own word is never taken.
 */
export async function reconcileCheckout(
  db: Db,
  gateway: Gateway,
  checkout: CheckoutRow,
  now = new Date(),
  announce?: (tx: Db, shopIds: string[]) => Promise<unknown>,
): Promise<void> {
  if (checkout.status !== "open") return;
  const payments = await gateway.orderPayments(checkout.gatewayOrderId);
  const captured = payments.find((p) => p.status === "captured" && p.orderId === checkout.gatewayOrderId);
  if (captured) {
    await settlePayment(db, captured, now, announce);
    return;
  }
  const earlier = new Set(checkout.upiPayments.slice(0, -1));
  const failed = payments.filter((p) => p.status === "failed" && !earlier.has(p.id)).at(-1);
  if (failed) await recordFailure(db, failed, now);
}

/** A checkout as its shopper reads it (404 for anyone else's). */
export async function checkoutStatus(db: Db, email: string, id: string): Promise<CheckoutStatus> {
  const [checkout] = await db
    .select()
    .from(checkouts)
    .where(and(eq(checkouts.id, id), eq(checkouts.email, email)));
  if (!checkout) throw new ApiFailure(404, "No such checkout", "checkout");
  let placed: AddOrderResponse | null = null;
  if (checkout.status === "placed") {
    const [key] = await db
      .select({ response: idempotencyKeys.response })
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.email, email), eq(idempotencyKeys.key, `checkout:${id}`)));
    placed = key?.response ?? null;
  }
  return {
    checkoutId: checkout.id,
    status: checkout.status,
    amount: checkout.amount,
    method: checkout.method,
    paymentId: checkout.paymentId,
    lastError: checkout.lastError,
    shopId: checkout.shopId,
    placed,
  };
}
