/**
 * The consoles' live events (issue 36): a new order rings every open seller
 * console of its shop, a rider hears of an order given to them, within a
 * moment and on whichever replica their console is connected to.
 *
 * A change announces its events in its own transaction (`announceLive`:
 * NOTIFY on LIVE_CHANNEL, which PostgreSQL, and PGlite for its one process,
 * deliver on commit, so a rolled-back change rings nobody). Every API process
 * LISTENs (`feedLiveHub`) and hands each event to the consoles subscribed
 * here, by shop (`shop:{id}`) and by rider (`rider:{id}`); the consoles hold
 * a server-sent events stream (orders/routes.ts `/live`).
 */
import { sql } from "drizzle-orm";
import type { Db, DbHandle } from "../db/connection";

export const LIVE_CHANNEL = "console_live";

export interface LiveEvent {
  /** order.new: a placement's lines in the shop; order.changed: a step, a note, a cancel; rider.assigned. */
  kind: "order.new" | "order.changed" | "rider.assigned";
  shopId: string;
  orderId: string;
  /** The rider an order was given to (rider.assigned). */
  riderId?: number;
  /** How many lines a new placement brought to this shop. */
  count?: number;
}

/** Announces events in `tx`: delivered to every replica when it commits, never when it rolls back. */
export async function announceLive(tx: Db, events: LiveEvent[]): Promise<void> {
  if (events.length === 0) return;
  await tx.execute(
    sql`select ${sql.join(
      events.map((e) => sql`pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(e)})`),
      sql`, `,
    )}`,
  );
}

/** The keys an event reaches: its shop's consoles, and its rider's. */
export function liveKeys(event: LiveEvent): string[] {
  const keys = [`shop:${event.shopId}`];
  if (event.riderId !== undefined) keys.push(`rider:${event.riderId}`);
  return keys;
}

export type LiveListener = (event: LiveEvent) => void;

/** What createApp sets on `c.var` for the live routes. */
export type LiveEnv = { Variables: { live: LiveHub } };

export interface LiveHub {
  /** Hands one NOTIFY payload to its listeners (a payload that is not an event is dropped). */
  deliver(payload: string): void;
  /** Listens to a key's events until the returned function is called. */
  subscribe(key: string, listener: LiveListener): () => void;
  /** How many consoles listen now (metrics, tests). */
  listeners(): number;
}

export function createLiveHub(): LiveHub {
  const byKey = new Map<string, Set<LiveListener>>();
  return {
    deliver(payload) {
      let event: LiveEvent;
      try {
        event = JSON.parse(payload) as LiveEvent;
      } catch {
        return;
      }
      if (typeof event?.shopId !== "string" || typeof event.kind !== "string") return;
      for (const key of liveKeys(event)) for (const listener of byKey.get(key) ?? []) listener(event);
    },
    subscribe(key, listener) {
      const set = byKey.get(key) ?? new Set();
      set.add(listener);
      byKey.set(key, set);
      // Said once or many times, early or late: a set another console now holds is left alone.
      return () => {
        set.delete(listener);
        if (set.size === 0 && byKey.get(key) === set) byKey.delete(key);
      };
    },
    listeners() {
      let n = 0;
      for (const set of byKey.values()) n += set.size;
      return n;
    },
  };
}

/** Feeds a hub from the database's LISTEN; resolves with the way to stop. */
export function feedLiveHub(hub: LiveHub, handle: Pick<DbHandle, "subscribe">): Promise<() => Promise<void>> {
  return handle.subscribe(LIVE_CHANNEL, (payload) => hub.deliver(payload));
}
