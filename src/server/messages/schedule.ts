/**
 * The scheduled messages (issue 36, the seller's part), written by a tick of
 * each sending process's worker (MESSAGES_TICK_SECONDS): each shop's daily
 * summary at its seller's hour (India time), a trial's "ends in 3 days", the
 * fee due once a trial ended unpaid, a renewal fallen due. Every one has a
 * once-only key (`shop.daily_summary:{shopId}:{yyyy-mm-dd}:…`,
 * `shop.trial_ending:{shopId}:{end date}:…`), so replicas may all tick: a
 * second write is no row. A tick that finds a shop's summary already written
 * today does not count its figures again.
 */
import {
  and,
  countDistinct,
  eq,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  ne,
  sql,
  sum,
} from "drizzle-orm";
import { formatInr } from "../../domain/inr";
import {
  DEFAULT_NOTIFICATIONS,
  indiaDate,
  indiaMinutes,
  notificationsOf,
  SELLER_CHANNELS,
  summaryDue,
  summaryWords,
  TRIAL_NOTICE_DAYS,
} from "../../domain/messages/sellerNotices";
import { ONE_TIME_FEE_RUPEES } from "../../domain/shopLifecycle";
import type { Db } from "../db/connection";
import { orders, outboxMessages, products, type ShopRow, shops } from "../db/schema";
import { enqueueMessages, type NewMessage } from "./outbox";
import { merchantNotices, sellerNotices, sellerParams } from "./sellerMessages";

const DAY_MS = 86_400_000;
/** How long after a fee or renewal fell due the tick still tells of it (a process down that long catches up). */
const CATCH_UP_DAYS = 7;
/** How many low-stock products a summary names (the message names three and counts the rest). */
const LOW_LISTED = 20;

/** A product's stock: its own units, or its variants' together (as the seller's list reads it). */
const stockOf = sql<number>`coalesce((select sum(pv.stock) from product_variants pv where pv.product_id = "products"."id"), "products"."units")`;

/** The summary's figures of one shop over [from, to). */
export async function summaryFigures(db: Db, shopId: string, from: Date, to: Date, mark: number) {
  const live = and(eq(orders.shopId, shopId), ne(orders.orderStatus, "CANCEL"));
  const [[day], [waiting], low] = await Promise.all([
    db
      .select({ placements: countDistinct(orders.placementId), sales: sum(orders.totalCartValue) })
      .from(orders)
      .where(and(live, gte(orders.createdAt, from), lt(orders.createdAt, to))),
    db
      .select({ n: countDistinct(orders.placementId) })
      .from(orders)
      .where(and(live, eq(orders.riderStatus, "Pending"))),
    mark > 0
      ? db
          .select({ name: products.name, stock: stockOf })
          .from(products)
          .where(and(eq(products.shopId, shopId), isNull(products.archivedAt), sql`${stockOf} <= ${mark}`))
          .orderBy(stockOf, products.name)
          .limit(LOW_LISTED)
      : Promise.resolve([]),
  ]);
  return {
    orders: day?.placements ?? 0,
    sales: Number(day?.sales ?? 0),
    waiting: waiting?.n ?? 0,
    low: low.map((l) => ({ name: l.name, stock: Number(l.stock) })),
  };
}

/** The daily summaries due at `now`: each shop past its hour, not yet written today, on its chosen channels. */
export async function writeDailySummaries(db: Db, now: Date): Promise<number> {
  // Only the shops whose hour has come (India time): the rest are not read.
  const hourNow = Math.floor(indiaMinutes(now) / 60);
  const hour = sql`coalesce(case when jsonb_typeof(${shops.notifications}->'summaryHour') = 'number' then (${shops.notifications}->>'summaryHour')::int end, ${DEFAULT_NOTIFICATIONS.summaryHour})`;
  const rows = await db
    .select()
    .from(shops)
    .where(and(ne(shops.status, "suspended"), sql`${hour} <= ${hourNow}`));
  const due = rows.flatMap((shop) => {
    const settings = notificationsOf(shop.notifications);
    const window = summaryDue(settings.summaryHour, now);
    const channels = settings.events["daily.summary"].channels;
    return window && channels.length ? [{ shop, settings, window }] : [];
  });
  if (due.length === 0) return 0;
  // The keys already written (exact keys, on the outbox's unique index): those shops are done today.
  const keys = due.flatMap(({ shop, window }) =>
    SELLER_CHANNELS.map((ch) => `shop.daily_summary:${shop.shopId}:${window.day}:seller:${ch}`),
  );
  const written = new Set(
    (
      await db
        .select({ shopId: outboxMessages.shopId })
        .from(outboxMessages)
        .where(inArray(outboxMessages.key, keys))
    ).map((r) => r.shopId),
  );
  let wrote = 0;
  for (const { shop, settings, window } of due) {
    if (written.has(shop.shopId)) continue;
    const figures = await summaryFigures(db, shop.shopId, window.from, window.to, settings.lowStockAt);
    const words = summaryWords(figures, window.covers);
    const params = sellerParams(shop, { ...words, total: formatInr(figures.sales) });
    const messages = sellerNotices(
      shop,
      "daily.summary",
      `${shop.shopId}:${window.day}`,
      "daily_summary",
      params,
      now,
    );
    await enqueueMessages(db, messages);
    wrote += messages.length;
  }
  return wrote;
}

/** A trial's last 3 days, a fee due once it ended unpaid, a renewal fallen due: each told of once. */
export async function writeAccountNotices(db: Db, now: Date): Promise<number> {
  const soon = new Date(now.getTime() + TRIAL_NOTICE_DAYS * DAY_MS);
  const since = new Date(now.getTime() - CATCH_UP_DAYS * DAY_MS);
  const [ending, ended, renewals] = await Promise.all([
    db
      .select()
      .from(shops)
      .where(
        and(
          eq(shops.status, "trial"),
          isNull(shops.paidAt),
          gt(shops.trialEndsAt, now),
          lte(shops.trialEndsAt, soon),
        ),
      ),
    db
      .select()
      .from(shops)
      .where(
        and(
          eq(shops.status, "trial"),
          isNull(shops.paidAt),
          lte(shops.trialEndsAt, now),
          gt(shops.trialEndsAt, since),
        ),
      ),
    db
      .select()
      .from(shops)
      .where(
        and(
          isNotNull(shops.paidAt),
          ne(shops.status, "suspended"),
          lte(shops.renewalDueAt, now),
          gt(shops.renewalDueAt, since),
        ),
      ),
  ]);
  const fee = formatInr(ONE_TIME_FEE_RUPEES);
  const date = (d: Date | null) => (d ? indiaDate(d) : "");
  const words = (d: Date | null) =>
    d ? d.toLocaleDateString("en-IN", { day: "numeric", month: "short", timeZone: "Asia/Kolkata" }) : "";
  const messages: NewMessage[] = [
    ...ending.flatMap((shop: ShopRow) =>
      merchantNotices(
        shop,
        "shop.trial_ending",
        `${shop.shopId}:${date(shop.trialEndsAt)}`,
        "trial_ending",
        sellerParams(shop, { date: words(shop.trialEndsAt), total: fee }),
        now,
        true,
      ),
    ),
    ...ended.flatMap((shop) =>
      merchantNotices(
        shop,
        "shop.fee_due",
        `${shop.shopId}:${date(shop.trialEndsAt)}`,
        "fee_due",
        sellerParams(shop, { total: fee }),
        now,
        true,
      ),
    ),
    ...renewals.flatMap((shop) =>
      merchantNotices(
        shop,
        "shop.renewal_due",
        `${shop.shopId}:${date(shop.renewalDueAt)}`,
        "renewal_due",
        sellerParams(shop, { date: words(shop.renewalDueAt), total: fee }),
        now,
        true,
      ),
    ),
  ];
  await enqueueMessages(db, messages);
  return messages.length;
}

/** One tick: every scheduled message due at `now`. Answers how many were written (or found written). */
export async function runScheduleTick(db: Db, now = new Date()): Promise<number> {
  const [summaries, notices] = await Promise.all([
    writeDailySummaries(db, now),
    writeAccountNotices(db, now),
  ]);
  return summaries + notices;
}
