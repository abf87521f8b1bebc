/**
 * The left bags' one reminder (issue 36): a periodic tick of each API
 * process's message worker (start.ts) writes the reminder of every bag whose
 * time has come (src/domain/messages/bagReminder.ts) to the outbox and marks
 * the bag reminded, in one transaction. Safe with several replicas: the bags
 * are claimed FOR UPDATE SKIP LOCKED (two ticks never take the same bag), and
 * the outbox key `bag.reminder:{bagId}:…` makes a second write no row.
 *
 * To whom: the shopper's own contacts (WhatsApp if they opted in, else SMS,
 * at their sign-in phone, linked phone or profile phone; email when they
 * signed in with Google), in the language of their last save. The link
 * restores the bag on any device (bags.ts restoreToken).
 */
import { and, inArray, isNull, lte, sql } from "drizzle-orm";
import { isReminderDue } from "../../domain/messages/bagReminder";
import { shopperAddressees, toE164 } from "../../domain/messages/orderEvents";
import { shopDisplayName } from "../../domain/shopName";
import type { Config } from "../config";
import { bagReminderSettings, messageSettings } from "../config/messages";
import type { Db } from "../db/connection";
import { customers, type ShopperBagRow, shopperBags, shops } from "../db/schema";
import { enqueueMessages, type NewMessage } from "../messages/outbox";
import { productsOf, restoreToken } from "./bags";

/** A customer's contacts, as the rows keep them. */
export type Contacts = {
  email: string;
  linkedEmail: string | null;
  linkedPhone: string | null;
  phoneNumber: string;
  whatsappOptInAt: Date | null;
};

/** Where a customer hears of their bag or a product: src/domain/messages/orderEvents.ts shopperAddressees. */
export function customerAddressees(c: Contacts, language: "en" | "hi") {
  const phone = c.email.startsWith("+") ? c.email : c.linkedPhone || toE164(c.phoneNumber);
  return shopperAddressees({
    key: c.email,
    phone,
    linkedEmail: c.linkedEmail,
    whatsappOptIn: Boolean(c.whatsappOptInAt),
    language,
  });
}

/** "Toor Dal × 2, Basmati Rice" from a bag's lines (their names now; a gone product left out). */
const itemsOf = (lines: ShopperBagRow["lines"], names: Map<string, string>): string =>
  lines
    .flatMap((l) => {
      const name = names.get(l.productId);
      if (!name) return [];
      const variant = [l.size, l.color].filter(Boolean).join(", ");
      const named = variant ? `${name} (${variant})` : name;
      return [l.count > 1 ? `${named} × ${l.count}` : named];
    })
    .join(", ");

export interface ReminderOptions {
  now: Date;
  afterMinutes: number;
  /** The secret the links' tokens are signed with (the API's session secret). */
  secret: Uint8Array;
  siteUrl: string;
  /** Bags looked at per tick (default 100). */
  limit?: number;
}

/** One tick: writes the reminders due now; resolves with how many bags were reminded. */
export async function remindLeftBags(db: Db, options: ReminderOptions): Promise<number> {
  const { now, afterMinutes } = options;
  const cutoff = new Date(now.getTime() - afterMinutes * 60_000);
  return db.transaction(async (tx) => {
    const candidates = await tx
      .select()
      .from(shopperBags)
      .where(
        and(
          isNull(shopperBags.remindedAt),
          lte(shopperBags.changedAt, cutoff),
          sql`jsonb_array_length(${shopperBags.lines}) > 0`,
        ),
      )
      .orderBy(shopperBags.changedAt)
      .limit(options.limit ?? 100)
      .for("update", { skipLocked: true });
    const due = candidates.filter((b) =>
      isReminderDue(
        { lineCount: b.lines.length, changedAt: b.changedAt, remindedAt: b.remindedAt },
        now,
        afterMinutes,
      ),
    );
    if (due.length === 0) return 0;
    const [people, shopRows] = await Promise.all([
      tx
        .select()
        .from(customers)
        .where(
          inArray(
            customers.email,
            due.map((b) => b.customerKey),
          ),
        ),
      tx
        .select({ shopId: shops.shopId, header: shops.header })
        .from(shops)
        .where(
          inArray(
            shops.shopId,
            due.map((b) => b.shopId),
          ),
        ),
    ]);
    const personOf = new Map(people.map((p) => [p.email, p]));
    const shopName = new Map(shopRows.map((s) => [s.shopId, shopDisplayName(s.header.shopName, s.shopId)]));
    const messages: NewMessage[] = [];
    for (const bag of due) {
      const person = personOf.get(bag.customerKey);
      const catalogue = await productsOf(
        tx,
        bag.shopId,
        bag.lines.map((l) => l.productId),
        options.siteUrl,
      );
      const items = itemsOf(bag.lines, new Map([...catalogue].map(([id, p]) => [id, p.productName])));
      if (!person || !items) continue;
      for (const to of customerAddressees(person, bag.language))
        messages.push({
          key: `bag.reminder:${bag.id}:${to.channel}`,
          event: "bag.reminder",
          channel: to.channel,
          recipient: to.recipient,
          shopId: bag.shopId,
          template: "bag_reminder",
          language: bag.language,
          params: {
            shop: shopName.get(bag.shopId) ?? bag.shopId,
            items,
            // A path on the shop: the worker makes it the shop's address (start.ts linksOf).
            link: `/cart?bag=${restoreToken(options.secret, bag.id)}`,
            order: "",
            total: "",
            payment: "",
            date: "",
            rider: "",
            riderPhone: "",
            reason: "",
          },
        });
    }
    await enqueueMessages(tx, messages);
    // Every due bag is marked, even one with nobody to tell (it is not looked at again).
    await tx
      .update(shopperBags)
      .set({ remindedAt: now })
      .where(
        inArray(
          shopperBags.id,
          due.map((b) => b.id),
        ),
      );
    return due.length;
  });
}

/** The reminders as the message worker's tick (main.ts), from the settings. */
export function bagReminderTick(db: Db, config: Pick<Config, "messages" | "auth" | "siteUrl">) {
  const settings = bagReminderSettings(messageSettings(config));
  return {
    name: "bag reminder",
    everyMs: settings.tickSeconds * 1000,
    run: () =>
      remindLeftBags(db, {
        now: new Date(),
        afterMinutes: settings.afterMinutes,
        secret: config.auth.sessionSecret,
        siteUrl: config.siteUrl,
      }),
  };
}
