/**
 * Staff's "send it again" of something the platform gave up on (a message's
 * dead letter, a gateway refund that died): the row named by the path's id,
 * locked, 409 unless it is dead, made pending again and audited with what it
 * was, in one transaction (messages/routes.ts, payments/staffRoutes.ts).
 */
import type { Context } from "hono";
import type { Db } from "../db/connection";
import { ApiFailure, notFound } from "../http/failure";
import { audit } from "./audit";
import type { StaffEnv } from "./guard";

/** What a dead row shows: its state, its attempts and why it died. */
type Dead = { status: string; attempts: number; lastError: string };

export interface DeadRows<Row extends Dead> {
  /** "Message", "Refund": its 404 ("Message not found"). */
  noun: string;
  /** "a dead letter", "a dead refund": its 409 ("Only … is sent again"). */
  dead: string;
  /** The row, locked for the transaction. */
  lock(tx: Db, id: number): Promise<Row | undefined>;
  /** The row made pending again, as it now is; undefined if it was not dead any more. */
  retry(tx: Db, id: number): Promise<Row | undefined>;
  /** The audit entry's action, scope and target. */
  action: string;
  scopeOf(row: Row): string;
  targetOf(row: Row, id: number): string;
}

/** Sends the row the path's `id` names again, audited; answers it as it now is. */
export async function retryDeadRow<Row extends Dead>(
  c: Context<StaffEnv>,
  rows: DeadRows<Row>,
): Promise<Row> {
  const raw = c.req.param("id") ?? "";
  const id = Number(raw);
  if (!/^[1-9]\d{0,15}$/.test(raw) || !Number.isSafeInteger(id)) throw notFound(rows.noun, "id");
  const actor = c.var.actor;
  return c.var.db.transaction(async (tx) => {
    const before = await rows.lock(tx as Db, id);
    if (!before) throw notFound(rows.noun, "id");
    if (before.status !== "dead")
      throw new ApiFailure(409, `Only ${rows.dead} is sent again; this one is ${before.status}`, "id");
    const after = await rows.retry(tx as Db, id);
    if (!after) throw new ApiFailure(409, `This ${rows.noun.toLowerCase()} changed meanwhile`, "id");
    await audit(tx as Db, {
      actor,
      action: rows.action,
      scope: rows.scopeOf(before),
      target: rows.targetOf(before, id),
      before: { status: before.status, attempts: before.attempts, lastError: before.lastError },
      after: { status: after.status },
    });
    return after;
  });
}
