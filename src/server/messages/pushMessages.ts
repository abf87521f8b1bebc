/**
 * Web push messages (issue 36): one outbox row per subscribed device of a
 * scope ("shop:{shopId}": a new order to every seller device of the shop;
 * "rider:{riderId}": an order given to that rider), written in the change's
 * transaction by one INSERT … SELECT over the scope's subscriptions, so a
 * placement costs one statement more, not a read and a write (and none at a
 * shop whose row counts no device: recountShopDevices). Each row's key
 * is the event's plus the subscription's id: a replayed change writes none
 * again, and each device gets its own send, retry and dead letter. A device
 * whose subscriber no longer works in the shop (their role taken away), or a
 * rider removed, is pushed nothing: access ends at once, as for every staff
 * call.
 */
import { eq, sql } from "drizzle-orm";
import type { MessageParams, TemplateName } from "../../domain/messages/templates";
import type { Db } from "../db/connection";
import { shops } from "../db/schema";

export interface PushFanout {
  /** "shop:{shopId}" or "rider:{riderId}". */
  scope: string;
  /** The event's key; each device's message is this plus ":{subscription id}". */
  keyPrefix: string;
  event: string;
  shopId: string;
  orderId: string;
  template: TemplateName;
  params: MessageParams;
}

/** Writes one push message per subscription of each fan-out's scope, in `tx`. */
export async function enqueuePushes(tx: Db, fanouts: PushFanout[]): Promise<void> {
  for (const f of fanouts)
    await tx.execute(sql`
      insert into outbox_messages (key, event, channel, recipient, shop_id, order_id, template, language, params)
      select ${`${f.keyPrefix}:`} || s.id, ${f.event}, 'push', s.id::text, ${f.shopId}, ${f.orderId},
        ${f.template}, 'en', ${JSON.stringify(f.params)}::jsonb
      from push_subscriptions s
      where s.scope = ${f.scope}
        and (
          -- A seller's device: while its subscriber still works in the shop (by the email or phone they
          -- subscribed with), or, subscribed with a seller key, while the shop has a key.
          exists (select 1 from staff_roles r
            where r.scope = s.scope and (r.email = s.subscribed_by or r.phone = s.subscribed_by))
          or (s.subscribed_by = 'seller key' and exists (select 1 from seller_keys k where k.shop_id = s.shop_id))
          -- A rider's device: while they ride here.
          or exists (select 1 from riders d where d.id = s.rider_id and d.active)
        )
      on conflict (key) do nothing`);
}

/**
 * Recounts a shop's subscribed devices onto its row (`shops.push_devices`), in the transaction that
 * changed them: a placement at a shop with none writes no fan-out statement.
 */
export async function recountShopDevices(tx: Db, shopId: string | null): Promise<void> {
  if (!shopId) return;
  await tx
    .update(shops)
    .set({
      pushDevices: sql`(select count(*)::int from push_subscriptions s where s.shop_id = ${shopId})`,
    })
    .where(eq(shops.shopId, shopId));
}
