/**
 * The payment gateway's work beside the API (issue 37): the refunds due sent
 * (refunds.ts), and checkouts left unpaid for a day marked expired (a payment
 * that still comes for one is placed, or refunded, as any other). Both run as
 * ticks of this process's message worker (messages/start.ts), so they stop
 * with it; without a gateway, there is nothing to tick.
 */
import { and, eq, lt } from "drizzle-orm";
import type { Config } from "../config";
import { paymentSettings, paymentsSummary } from "../config/payments";
import type { Db } from "../db/connection";
import { checkouts } from "../db/schema";
import type { Logger } from "../http/log";
import { sendDueRefunds } from "./refunds";
import { gatewayOf } from "./routes";

/** How often the refunds due are sent. */
export const REFUND_TICK_MS = 5_000;
/** How long a checkout waits for its payment before it reads expired. */
export const CHECKOUT_EXPIRES_MS = 24 * 3600_000;

/** Marks the checkouts left unpaid since `before` expired; answers how many. */
export async function expireCheckouts(db: Db, now: Date): Promise<number> {
  const before = new Date(now.getTime() - CHECKOUT_EXPIRES_MS);
  const gone = await db
    .update(checkouts)
    .set({ status: "expired", updatedAt: now })
    .where(and(eq(checkouts.status, "open"), lt(checkouts.createdAt, before)))
    .returning({ id: checkouts.id });
  return gone.length;
}

/** The gateway's ticks for this process's worker, its state said in the log. */
export function paymentTicks(db: Db, config: Config, log: Logger) {
  log.info(paymentsSummary(paymentSettings(config)));
  const gateway = gatewayOf(config);
  if (!gateway) return [];
  return [
    {
      name: "refunds",
      everyMs: REFUND_TICK_MS,
      run: (now: Date) => sendDueRefunds(db, gateway, now, { log }),
    },
    { name: "checkout expiry", everyMs: 3600_000, run: (now: Date) => expireCheckouts(db, now) },
  ];
}
