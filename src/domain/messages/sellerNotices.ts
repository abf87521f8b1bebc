/**
 * What the seller hears, and when (issue 36): for each event a seller can
 * hear of, the channels they chose; quiet hours in India time, inside which a
 * message to them waits until the hours end (unless they marked its event
 * urgent); the stock figure at or below which a product is "low"; and the
 * India hour of the daily summary. Stored per shop (the shop row's
 * `notifications`, partial: a missing key takes its default here). Also the
 * rules read with them: a stock change that crosses the low mark, the
 * summary's day and window, a trial's "ends in 3 days" notice. Pure: no I/O.
 */
/** The events a seller can hear of. */
export const SELLER_EVENTS = [
  "order.new",
  "order.cancelled",
  "return.requested",
  "stock.low",
  "daily.summary",
] as const;
export type SellerEvent = (typeof SELLER_EVENTS)[number];

/** What the settings screen calls each event. */
export const SELLER_EVENT_LABEL: Record<SellerEvent, string> = {
  "order.new": "A new order",
  "order.cancelled": "An order cancelled by the shopper or support",
  "return.requested": "A return asked for",
  "stock.low": "A product running low",
  "daily.summary": "The daily summary",
};

/** The channels a seller may choose; web push ("push") is the consoles' and comes with its own helper. */
export const SELLER_CHANNELS = ["whatsapp", "sms", "email"] as const;
export type SellerChannel = (typeof SELLER_CHANNELS)[number];

export const SELLER_CHANNEL_LABEL: Record<SellerChannel, string> = {
  whatsapp: "WhatsApp",
  sms: "SMS",
  email: "Email",
};

export interface EventChoice {
  channels: SellerChannel[];
  /** Sent inside quiet hours too. */
  urgent: boolean;
}

export interface NotificationSettings {
  events: Record<SellerEvent, EventChoice>;
  /** Quiet hours, "HH:MM" India time; both "" for none. From 22:00 to 07:00 runs across midnight. */
  quietFrom: string;
  quietTo: string;
  /** A product's (or variant's) stock at or below this is low; 0 turns the low-stock message off. */
  lowStockAt: number;
  /** The India hour (0–23) the daily summary is sent at. */
  summaryHour: number;
}

/**
 * The defaults, as a small Indian merchant would want them: orders, cancels
 * and returns on WhatsApp (where they live) and email (a record); low stock
 * and the summary on WhatsApp only; SMS costs per message, so it is off until
 * chosen. No quiet hours until the seller sets them. Low at 5; the summary at
 * 9 pm, after the day's trade.
 */
export const DEFAULT_NOTIFICATIONS: NotificationSettings = {
  events: {
    "order.new": { channels: ["whatsapp", "email"], urgent: false },
    "order.cancelled": { channels: ["whatsapp", "email"], urgent: false },
    "return.requested": { channels: ["whatsapp", "email"], urgent: false },
    "stock.low": { channels: ["whatsapp"], urgent: false },
    "daily.summary": { channels: ["whatsapp"], urgent: false },
  },
  quietFrom: "",
  quietTo: "",
  lowStockAt: 5,
  summaryHour: 21,
};

/** The most a low-stock mark may be. */
export const LOW_STOCK_MAX = 999;

export const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
export const TIME_MESSAGE = "Give a time like 22:00 (24-hour clock)";
export const QUIET_BOTH = "Give both times of the quiet hours, or neither";
export const QUIET_SAME = "The quiet hours must start and end at different times";
export const LOW_STOCK_MESSAGE = `Give a whole number from 0 to ${LOW_STOCK_MAX}`;
export const SUMMARY_HOUR_MESSAGE = "Choose an hour from 0 to 23";

/** The problems the schema cannot see (the two times together), each naming its field. */
export function notificationProblems(
  s: Pick<NotificationSettings, "quietFrom" | "quietTo">,
): { field: string; message: string }[] {
  if ((s.quietFrom === "") !== (s.quietTo === ""))
    return [{ field: s.quietFrom === "" ? "quietFrom" : "quietTo", message: QUIET_BOTH }];
  if (s.quietFrom !== "" && s.quietFrom === s.quietTo) return [{ field: "quietTo", message: QUIET_SAME }];
  return [];
}

/** Stored settings (partial, perhaps from an older shape) over the defaults. */
export function notificationsOf(stored: unknown): NotificationSettings {
  const s = (stored && typeof stored === "object" ? stored : {}) as Partial<NotificationSettings>;
  const events = { ...DEFAULT_NOTIFICATIONS.events };
  for (const e of SELLER_EVENTS) {
    const c = s.events?.[e];
    if (c && Array.isArray(c.channels))
      events[e] = {
        channels: c.channels.filter((ch): ch is SellerChannel => SELLER_CHANNELS.includes(ch)),
        urgent: c.urgent === true,
      };
  }
  const time = (t: unknown) => (typeof t === "string" && TIME.test(t) ? t : "");
  const quietFrom = time(s.quietFrom);
  const quietTo = time(s.quietTo);
  const quiet = quietFrom && quietTo && quietFrom !== quietTo;
  const whole = (n: unknown, min: number, max: number, fallback: number) =>
    typeof n === "number" && Number.isInteger(n) && n >= min && n <= max ? n : fallback;
  return {
    events,
    quietFrom: quiet ? quietFrom : "",
    quietTo: quiet ? quietTo : "",
    lowStockAt: whole(s.lowStockAt, 0, LOW_STOCK_MAX, DEFAULT_NOTIFICATIONS.lowStockAt),
    summaryHour: whole(s.summaryHour, 0, 23, DEFAULT_NOTIFICATIONS.summaryHour),
  };
}

/** India is UTC+5:30 all year (no daylight saving). */
export const INDIA_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;

/** Minutes since India's midnight at `at`. */
export const indiaMinutes = (at: Date): number =>
  Math.floor(((((at.getTime() + INDIA_OFFSET_MS) % DAY_MS) + DAY_MS) % DAY_MS) / 60_000);

const minutesOf = (hhmm: string): number => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/**
 * When quiet hours hold a message to the seller due at `at`: the instant they
 * end, or null when it goes now (no quiet hours, outside them, or an urgent
 * event). The hours start at `quietFrom` (inside) and end at `quietTo`
 * (outside); from later than to runs across India's midnight.
 */
export function quietUntil(
  settings: Pick<NotificationSettings, "quietFrom" | "quietTo" | "events">,
  event: SellerEvent | null,
  at: Date,
): Date | null {
  const { quietFrom, quietTo } = settings;
  if (!quietFrom || !quietTo || quietFrom === quietTo) return null;
  if (event && settings.events[event].urgent) return null;
  const now = indiaMinutes(at);
  const from = minutesOf(quietFrom);
  const to = minutesOf(quietTo);
  const inside = from < to ? now >= from && now < to : now >= from || now < to;
  if (!inside) return null;
  const wait = (to - now + 1440) % 1440;
  const startOfMinute = at.getTime() - (at.getTime() % 60_000);
  return new Date(startOfMinute + wait * 60_000);
}

/** The outbox's event names of the seller's events (a new order keeps "order.placed", its first name). */
const EVENT_OF_NAME: Record<string, SellerEvent> = {
  "order.placed": "order.new",
  "order.cancelled": "order.cancelled",
  "return.requested": "return.requested",
  "stock.low": "stock.low",
  "shop.daily_summary": "daily.summary",
};

/**
 * Which quiet hours a message to the seller's phone or mailbox answers to, by
 * its key (`{event}:{subject}:seller:{channel}`, an account notice's
 * `…:merchant:{channel}`, either with `:sms` after it when it went again by
 * SMS): the seller event, "merchant" for an account notice, null for
 * anything else (a shopper's message, a push to a console: never held).
 */
export function sellerEventOfKey(key: string): SellerEvent | "merchant" | null {
  if (/:merchant:(whatsapp|sms|email)(:sms)?$/.test(key)) return "merchant";
  if (!/:seller:(whatsapp|sms|email)(:sms)?$/.test(key)) return null;
  return EVENT_OF_NAME[key.slice(0, key.indexOf(":"))] ?? null;
}

/**
 * Whether a stock change from `before` to `after` makes the item low: it was
 * above the mark and is now at or below it. Once low it says nothing more
 * until the stock goes back above and falls again. A mark of 0 is off.
 */
export const crossedLow = (before: number, after: number, mark: number): boolean =>
  mark > 0 && before > mark && after <= mark;

/** The India date of `at`, yyyy-mm-dd. */
export function indiaDate(at: Date): string {
  return new Date(at.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant India's day of `at` began. */
export function startOfIndiaDay(at: Date): Date {
  const local = at.getTime() + INDIA_OFFSET_MS;
  return new Date(local - (((local % DAY_MS) + DAY_MS) % DAY_MS) - INDIA_OFFSET_MS);
}

/**
 * The daily summary due at `now` for a shop whose hour is `hour`: the India
 * day it is for (its once-only key), and the orders it counts. Null before
 * the hour. Sent at noon or later it tells of today until now; before noon
 * (a morning summary) of the whole of yesterday.
 */
export function summaryDue(
  hour: number,
  now: Date,
): { day: string; from: Date; to: Date; covers: "today" | "yesterday" } | null {
  if (indiaMinutes(now) < hour * 60) return null;
  const today = startOfIndiaDay(now);
  if (hour >= 12) return { day: indiaDate(now), from: today, to: now, covers: "today" };
  return { day: indiaDate(now), from: new Date(today.getTime() - DAY_MS), to: today, covers: "yesterday" };
}

export interface SummaryFigures {
  orders: number;
  sales: number;
  waiting: number;
  low: { name: string; stock: number }[];
}

/** The summary's variables: the count of orders, what waits, and the low items (the first three named). */
export function summaryWords(
  f: SummaryFigures,
  covers: "today" | "yesterday",
): { count: string; waiting: string; low: string; date: string } {
  const orders = `${f.orders} ${f.orders === 1 ? "order" : "orders"}`;
  const named = f.low
    .slice(0, 3)
    .map((l) => `${l.name} (${l.stock})`)
    .join(", ");
  const more = f.low.length > 3 ? ` and ${f.low.length - 3} more` : "";
  return {
    date: covers === "today" ? "Today" : "Yesterday",
    count: orders,
    waiting: f.waiting === 0 ? "none" : String(f.waiting),
    low: f.low.length === 0 ? "none" : `${named}${more}`,
  };
}

/** How long before a trial ends its owner hears of it. */
export const TRIAL_NOTICE_DAYS = 3;

/** Whether a trial ending at `endsAt` is to be told of at `now`: within its last 3 days, not yet over. */
export const trialEndingSoon = (endsAt: Date, now: Date): boolean =>
  now.getTime() < endsAt.getTime() && endsAt.getTime() - now.getTime() <= TRIAL_NOTICE_DAYS * DAY_MS;

/**
 * The seller event an order's change is, if any: a cancel by the shopper or
 * support (the seller's own cancel, and the sweep's of unconfirmed cash on
 * delivery, tell the seller nothing new), or a return just asked for.
 */
export function sellerEventOfChange(
  before: { orderStatus: string; returnRequest?: { status: string } | null },
  after: {
    orderStatus: string;
    statusHistory: readonly { by?: string | undefined }[];
    returnRequest?: { status: string } | null;
  },
): Extract<SellerEvent, "order.cancelled" | "return.requested"> | null {
  if (after.orderStatus === "CANCEL" && before.orderStatus !== "CANCEL") {
    const by = after.statusHistory.at(-1)?.by;
    return by === "customer" || by === "support" ? "order.cancelled" : null;
  }
  if (after.returnRequest?.status === "requested" && before.returnRequest?.status !== "requested")
    return "return.requested";
  return null;
}
