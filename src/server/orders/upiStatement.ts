/**
 * A shop's UPI statement against its orders (issue 37): the placements
 * waiting for their UPI money read in a few statements, matched to the
 * statement's credits by the domain's rule (src/domain/upiMatch.ts), and
 * the seller's ticked matches marked paid as "Payment received" marks them
 * (seller.ts markPlacementPaid), each in its own transaction with its audit
 * entry, the statement's UTR kept on lines that had none.
 */
import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, ne, or, sql } from "drizzle-orm";
import type {
  StatementPlacement,
  UpiConfirmResponse,
  UpiStatementResponse,
} from "../../contract/upiStatement";
import { indiaDate } from "../../domain/delivery";
import { placementReference } from "../../domain/orders/afterOrder";
import {
  matchStatement,
  type PaidPlacement,
  placementDue,
  type WaitingPlacement,
} from "../../domain/upiMatch";
import type { Statement } from "../../domain/upiStatement";
import type { Db } from "../db/connection";
import { type OrderRow, orders } from "../db/schema";
import { ApiFailure } from "../http/failure";
import { markPlacementPaid } from "./seller";

/** The most waiting placements read for one statement (the newest). */
const MAX_PLACEMENTS = 2000;
/** How long before a statement's first date a placement cancelled unpaid may still be named by it. */
const CANCELLED_DAYS = 30;

type Held = WaitingPlacement & { view: StatementPlacement };

/** A placement's lines in the shop as the matching and the console read them. */
function held(lines: readonly OrderRow[]): Held {
  const first = lines.reduce((a, b) => (b.createdAt < a.createdAt ? b : a));
  const orderIds = lines.map((l) => l.orderId).sort();
  const utr = lines.map((l) => l.transactionId.replace(/\s/g, "")).find(Boolean) ?? "";
  const reference = lines.map((l) => l.paymentReference).find(Boolean) ?? "";
  const due = placementDue(lines);
  return {
    placementId: first.placementId,
    orderIds,
    reference,
    due,
    utr,
    placedOn: indiaDate(first.createdAt),
    cancelled: lines.every((l) => l.orderStatus === "CANCEL"),
    view: {
      placementId: first.placementId,
      orderRef: placementReference(lines),
      orderIds,
      paymentReference: reference,
      placedAt: first.createdAt.toISOString(),
      due,
      shopperUtr: utr,
    },
  };
}

/** Every line of these placements in the shop, grouped by placement. */
async function linesOf(db: Db, shopId: string, placementIds: readonly string[]): Promise<OrderRow[][]> {
  if (placementIds.length === 0) return [];
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.shopId, shopId), inArray(orders.placementId, [...placementIds])))
    .orderBy(asc(orders.orderId));
  return [...Map.groupBy(rows, (r) => r.placementId).values()];
}

/**
 * The shop's UPI placements whose payment is not marked received: every live
 * one, and those cancelled whole since CANCELLED_DAYS before `from` (a
 * credit may still name one). A placement switched to cash on delivery is
 * no longer waiting for UPI money.
 */
async function waitingPlacements(db: Db, shopId: string, from: string): Promise<Held[]> {
  const since = from ? new Date(Date.parse(`${from}T00:00:00+05:30`) - CANCELLED_DAYS * 86_400_000) : null;
  const ids = await db
    .select({ id: orders.placementId })
    .from(orders)
    .where(
      and(
        eq(orders.shopId, shopId),
        eq(orders.paymentMethod, "UPI"),
        isNull(orders.paymentReceivedAt),
        since
          ? or(ne(orders.orderStatus, "CANCEL"), gte(orders.createdAt, since))
          : ne(orders.orderStatus, "CANCEL"),
      ),
    )
    .groupBy(orders.placementId)
    .orderBy(desc(sql`max(${orders.createdAt})`))
    .limit(MAX_PLACEMENTS);
  const placements = await linesOf(
    db,
    shopId,
    ids.map((r) => r.id),
  );
  return placements
    .filter((lines) => lines.every((l) => l.paymentMethod === "UPI" && l.paymentReceivedAt === null))
    .map(held);
}

/** The shop's paid placements a credit names by UTR or by a "PL…" reference: the same statement uploaded again. */
async function paidPlacements(db: Db, shopId: string, statement: Statement): Promise<PaidPlacement[]> {
  const utrs = [...new Set(statement.credits.map((c) => c.reference).filter(Boolean))];
  const refs = [
    ...new Set(statement.credits.flatMap((c) => c.narration.toUpperCase().match(/PL[A-Z0-9]{12}/g) ?? [])),
  ].slice(0, 1000);
  const named = [
    ...(utrs.length ? [inArray(orders.transactionId, utrs)] : []),
    ...(refs.length ? [inArray(orders.paymentReference, refs)] : []),
  ];
  if (named.length === 0) return [];
  const ids = await db
    .selectDistinct({ id: orders.placementId })
    .from(orders)
    .where(and(eq(orders.shopId, shopId), isNotNull(orders.paymentReceivedAt), or(...named)))
    .limit(MAX_PLACEMENTS);
  return (
    await linesOf(
      db,
      shopId,
      ids.map((r) => r.id),
    )
  ).map(held);
}

/** What the statement would do for the shop: its matches, the credits left for a person, the placements still waiting. */
export async function proposeMatches(
  db: Db,
  shopId: string,
  statement: Statement,
): Promise<UpiStatementResponse> {
  const [waiting, paid] = await Promise.all([
    waitingPlacements(db, shopId, statement.from),
    paidPlacements(db, shopId, statement),
  ]);
  const result = matchStatement(statement.credits, waiting, paid);
  const viewOf = new Map(waiting.map((p) => [p.placementId, p.view]));
  return {
    statement: {
      from: statement.from,
      to: statement.to,
      transactions: statement.transactions,
      credits: statement.credits.length,
      unreadableRows: statement.unreadable,
    },
    matches: result.matches.flatMap((m) => {
      const view = viewOf.get(m.placementId);
      return view ? [{ ...view, credit: m.credit, strength: m.strength }] : [];
    }),
    unmatched: result.unmatched,
    waiting: result.waiting.flatMap((p) => viewOf.get(p.placementId) ?? []),
  };
}

type Result = UpiConfirmResponse["results"][number];

/**
 * Marks each ticked placement of the shop paid, in the order asked, each in
 * its own transaction: paid now, paid already (skipped, nothing written),
 * or refused with why (not this shop's, cash on delivery now, asked twice,
 * its UTR already paid another placement).
 */
export async function confirmMatches(
  db: Db,
  shopId: string,
  matches: readonly { placementId: string; utr: string }[],
  actor: string,
  now = new Date(),
): Promise<Result[]> {
  const results: Result[] = [];
  const utrFor = new Map<string, string>();
  for (const { placementId, utr } of matches) {
    const refuse = (orderRef: string, message: string) =>
      results.push({ placementId, orderRef, outcome: "refused", message });
    if (results.some((r) => r.placementId === placementId)) {
      refuse("", "Asked twice: marked once");
      continue;
    }
    const [line] = await db
      .select({ orderId: orders.orderId })
      .from(orders)
      .where(and(eq(orders.placementId, placementId), eq(orders.shopId, shopId)))
      .orderBy(asc(orders.orderId))
      .limit(1);
    if (!line) {
      refuse("", "No order of this shop has that placement");
      continue;
    }
    const orderRef = placementReference([line]);
    const twin = utr ? utrFor.get(utr) : undefined;
    if (twin) {
      refuse(orderRef, `UTR ${utr} is ticked for order #${twin} too: one credit pays one order`);
      continue;
    }
    try {
      const marked = await db.transaction(async (tx) => {
        if (utr) {
          const [other] = await tx
            .select({ orderId: orders.orderId })
            .from(orders)
            .where(
              and(
                eq(orders.shopId, shopId),
                eq(orders.transactionId, utr),
                ne(orders.placementId, placementId),
                isNotNull(orders.paymentReceivedAt),
              ),
            )
            .limit(1);
          if (other)
            throw new ApiFailure(409, `UTR ${utr} already paid order #${placementReference([other])}`, "utr");
        }
        return (await markPlacementPaid(tx, line.orderId, new Set([shopId]), actor, now, utr)).marked;
      });
      if (utr) utrFor.set(utr, orderRef);
      results.push(
        marked.length
          ? { placementId, orderRef, outcome: "paid", message: `Order #${orderRef} is marked paid` }
          : {
              placementId,
              orderRef,
              outcome: "already paid",
              message: `Order #${orderRef} was marked paid already`,
            },
      );
    } catch (error) {
      if (!(error instanceof ApiFailure)) throw error;
      refuse(orderRef, error.message);
    }
  }
  return results;
}
