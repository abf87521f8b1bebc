/**
 * "Notify me" on a sold-out product (issue 36): a shopper's request, kept
 * per product and variant and contact (a second one for the same is no
 * second row), and the "back in stock" message each waiting shopper gets
 * when a seller's stock edit takes the product (or the variant) from 0 to
 * above 0: written in that edit's transaction, the request then done.
 */
import { and, eq, inArray, isNull } from "drizzle-orm";
import type { Addressee } from "../../domain/messages/orderEvents";
import type { Restock } from "../../domain/restock";
import { shopDisplayName } from "../../domain/shopName";
import type { Db } from "../db/connection";
import { customers, shops, stockWaits } from "../db/schema";
import { ApiFailure } from "../http/failure";
import { enqueueMessages } from "../messages/outbox";
import { customerAddressees } from "./reminders";

/** Where a request's message goes: a signed-in customer's own contacts, else the phone given (by SMS). */
export async function waitAddressees(
  db: Db,
  who: { customerKey?: string | undefined; phone?: string | undefined },
  language: "en" | "hi",
): Promise<Addressee[]> {
  if (who.customerKey) {
    const [person] = await db.select().from(customers).where(eq(customers.email, who.customerKey));
    if (person) {
      const to = customerAddressees(person, language);
      if (to.length) return to;
    }
  }
  if (who.phone) return [{ role: "shopper", channel: "sms", recipient: who.phone }];
  throw new ApiFailure(400, "Enter your mobile number, and we will tell you when it is back", "phone");
}

/** Records the requests (one per channel); one already waiting is left as it is. */
export async function addStockWaits(
  db: Db,
  item: { shopId: string; productId: string; size: string; color: string },
  to: readonly Addressee[],
  language: "en" | "hi",
  customerKey = "",
): Promise<void> {
  await db
    .insert(stockWaits)
    .values(to.map((a) => ({ ...item, channel: a.channel, recipient: a.recipient, language, customerKey })))
    .onConflictDoNothing();
}

/**
 * A stock edit's part, in its transaction: what it brought back from 0
 * (src/domain/restock.ts), so each shopper waiting for it hears so once: the
 * requests for a variant back, and when the product's total came back, those
 * for the product as a whole.
 */
export async function announceBackInStock(
  tx: Db,
  item: { shopId: string; productId: string; name: string },
  back: Restock,
): Promise<number> {
  if (back.variants.length === 0 && !back.wholeProduct) return 0;
  const waiting = await tx
    .select()
    .from(stockWaits)
    .where(
      and(
        eq(stockWaits.shopId, item.shopId),
        eq(stockWaits.productId, item.productId),
        isNull(stockWaits.notifiedAt),
      ),
    );
  const due = waiting.filter(
    (w) =>
      back.variants.some((v) => v.size === w.size && v.color === w.color) ||
      (back.wholeProduct && w.size === "" && w.color === ""),
  );
  if (due.length === 0) return 0;
  const [shop] = await tx.select({ header: shops.header }).from(shops).where(eq(shops.shopId, item.shopId));
  const name = shopDisplayName(shop?.header.shopName, item.shopId);
  await enqueueMessages(
    tx,
    due.map((w) => {
      const variant = [w.size, w.color].filter(Boolean).join(", ");
      return {
        key: `stock.back:${w.id}`,
        event: "stock.back",
        channel: w.channel,
        recipient: w.recipient,
        shopId: item.shopId,
        template: "back_in_stock" as const,
        language: w.language,
        params: {
          shop: name,
          items: variant ? `${item.name} (${variant})` : item.name,
          link: `/product/${item.productId}`,
          order: "",
          total: "",
          payment: "",
          date: "",
          rider: "",
          riderPhone: "",
          reason: "",
        },
      };
    }),
  );
  await tx
    .update(stockWaits)
    .set({ notifiedAt: new Date() })
    .where(
      inArray(
        stockWaits.id,
        due.map((w) => w.id),
      ),
    );
  return due.length;
}
