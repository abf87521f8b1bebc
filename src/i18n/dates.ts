/**
 * The shop's dates in the shopper's language: an order's date, a delivery,
 * a status's time, as India writes them (src/domain/delivery.ts), in Hindi
 * while the shop is in Hindi: a loaded dictionary is Hindi's (language.ts),
 * none is English.
 */
import { type DateLocale, formatIndiaDate, formatIndiaDateTime } from "../domain/delivery";
import { $dictionary } from "./t";

const locale = (): DateLocale => ($dictionary.get() ? "hi-IN" : "en-IN");

/** A YYYY-MM-DD date, e.g. "Sat, 28 Nov 2026" or "शनि, 28 नव॰ 2026" ("" when it is no date). */
export const shopDate = (isoDate: string): string => formatIndiaDate(isoDate, locale());

/** An instant in India, e.g. "Sat, 28 Nov 2026, 14:30" ("" when it is no time). */
export const shopDateTime = (iso: string): string => formatIndiaDateTime(iso, locale());
