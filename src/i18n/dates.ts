/**
 * The shop's dates in the shopper's language: an order's date, a delivery,
 * a status's time, as India writes them (src/domain/delivery.ts), in Hindi
 * while the shop is in Hindi ($dateLocale, set with Hindi's words).
 */
import { formatIndiaDate, formatIndiaDateTime } from "../domain/delivery";
import { $dateLocale } from "./t";

/** A YYYY-MM-DD date, e.g. "Sat, 28 Nov 2026" or "शनि, 28 नव॰ 2026" ("" when it is no date). */
export const shopDate = (isoDate: string): string => formatIndiaDate(isoDate, $dateLocale.get());

/** An instant in India, e.g. "Sat, 28 Nov 2026, 14:30" ("" when it is no time). */
export const shopDateTime = (iso: string): string => formatIndiaDateTime(iso, $dateLocale.get());
