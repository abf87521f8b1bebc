/**
 * The audit trail (db/schema/staff.ts `auditLog`): every staff write appends
 * one entry in the same transaction as the write, so a write without its
 * entry cannot commit. The table refuses updates and deletes (a trigger).
 */
import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../db/connection";
import { auditLog } from "../db/schema";
import { shopScope } from "./roles";

export type AuditEntry = {
  /** Who: a verified email, or "key:{hint}" for an integration key. */
  actor: string;
  /** What, as resource.verb: "staff.add", "product.update", "settings.update"… */
  action: string;
  /** Where: "shop:{id}", "platform"… */
  scope: string;
  /** Which thing: a product id, an email, an order id. */
  target?: string;
  before?: unknown;
  after?: unknown;
};

/** Appends one entry; call it with the transaction that makes the change. */
export async function audit(tx: Db, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    actor: entry.actor,
    action: entry.action,
    scope: entry.scope,
    target: entry.target ?? "",
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

/** An order's entry: in its shop's scope, its target the order. */
export function auditOrder(
  tx: Db,
  order: { shopId: string; orderId: string },
  entry: Omit<AuditEntry, "scope" | "target">,
): Promise<void> {
  return audit(tx, { ...entry, scope: shopScope(order.shopId), target: order.orderId });
}

/** The newest entries of a scope (and of one action when given). */
export function auditOf(db: Db, scope: string, action?: string, limit = 50) {
  return db
    .select()
    .from(auditLog)
    .where(action ? and(eq(auditLog.scope, scope), eq(auditLog.action, action)) : eq(auditLog.scope, scope))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(limit);
}
