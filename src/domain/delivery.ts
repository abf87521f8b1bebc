/**
 * Dates and times of an order as India sees them (the platform's merchants
 * and shoppers are in India; servers may run in UTC).
 */

export const INDIA_TIME_ZONE = "Asia/Kolkata";

/**
 * A formatter made on its first use, not when this module loads: a browser's
 * first Intl.DateTimeFormat with a time zone loads its locale and zone data,
 * tens of milliseconds on a phone, and the bag and the history import this
 * module at start without showing a date (issue 26: no long task at start).
 */
function lazyFormat(locale: string, options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let made: Intl.DateTimeFormat | undefined;
  return () => {
    made ??= new Intl.DateTimeFormat(locale, options);
    return made;
  };
}

const dateFormat = lazyFormat("en-CA", {
  timeZone: INDIA_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});
const timeFormat = lazyFormat("en-GB", {
  timeZone: INDIA_TIME_ZONE,
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** The calendar date in India, YYYY-MM-DD. */
export function indiaDate(at: Date): string {
  return dateFormat().format(at);
}

/** The clock time in India, HH:MM (24 h). */
export function indiaTime(at: Date): string {
  return timeFormat().format(at);
}

/** The expected delivery date: the order's India date plus the shop's defaultDeliveryDate days (SPEC §9). */
export function deliveryDate(placedAt: Date, days: number): string {
  const [y = 0, m = 1, d = 1] = indiaDate(placedAt).split("-").map(Number);
  const due = new Date(Date.UTC(y, m - 1, d + Math.max(0, Math.trunc(days))));
  return due.toISOString().slice(0, 10);
}

/** The locale dates are written in: India's English by default; the shop in Hindi passes "hi-IN". */
export type DateLocale = "en-IN" | "hi-IN";

const longDates = new Map<DateLocale, () => Intl.DateTimeFormat>();
const longDate = (locale: DateLocale) => {
  let format = longDates.get(locale);
  if (!format) {
    format = lazyFormat(locale, {
      timeZone: "UTC",
      weekday: "short",
      day: "numeric",
      month: "short",
      year: "numeric",
    });
    longDates.set(locale, format);
  }
  return format();
};

/**
 * A YYYY-MM-DD date as India writes it, e.g. "2026-11-28" → "Sat, 28 Nov 2026"
 * (in Hindi "शनि, 28 नव॰ 2026"); "" when it is no date.
 */
export function formatIndiaDate(isoDate: string, locale: DateLocale = "en-IN"): string {
  const at = new Date(`${isoDate}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(isoDate) && !Number.isNaN(at.getTime())
    ? longDate(locale).format(at)
    : "";
}

/** An instant as India reads it, e.g. "2026-11-28T09:00:00Z" → "Sat, 28 Nov 2026, 14:30" ("" when it is no time). */
export function formatIndiaDateTime(iso: string, locale: DateLocale = "en-IN"): string {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? "" : `${formatIndiaDate(indiaDate(at), locale)}, ${indiaTime(at)}`;
}
