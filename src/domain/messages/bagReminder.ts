/**
 * When a left bag's one reminder is due (issue 36). Pure.
 *
 * A bag with lines, not changed for BAG_REMINDER_AFTER_MINUTES and not yet
 * reminded, gets one reminder; never at night in India: a time that falls
 * from 21:00 to 09:00 India time (IST, UTC+5:30, no daylight saving) moves
 * to the next 09:00 IST. A bag changed after its reminder gets no second one
 * (`remindedAt` stays); the next bag, after an order, is a new row.
 */

/** IST's offset from UTC, in milliseconds. */
const IST_OFFSET_MS = 330 * 60_000;
const HOUR_MS = 3_600_000;
/** The quiet night, in IST hours: from 21:00 to 09:00. */
export const QUIET_FROM_HOUR = 21;
export const QUIET_UNTIL_HOUR = 9;

/** The hour of the day (0–23, fractional) in India at `at`. */
export function istHour(at: Date): number {
  const ms = (at.getTime() + IST_OFFSET_MS) % (24 * HOUR_MS);
  return (ms < 0 ? ms + 24 * HOUR_MS : ms) / HOUR_MS;
}

/** `at`, or the next 09:00 IST when `at` is in the quiet night. */
export function outsideQuietHours(at: Date): Date {
  const hour = istHour(at);
  if (hour >= QUIET_UNTIL_HOUR && hour < QUIET_FROM_HOUR) return at;
  const untilNine = hour >= QUIET_FROM_HOUR ? 24 - hour + QUIET_UNTIL_HOUR : QUIET_UNTIL_HOUR - hour;
  return new Date(Math.round(at.getTime() + untilNine * HOUR_MS));
}

/** When the reminder of a bag last changed at `changedAt` is due. */
export function reminderDueAt(changedAt: Date, afterMinutes: number): Date {
  return outsideQuietHours(new Date(changedAt.getTime() + afterMinutes * 60_000));
}

/** Whether a bag gets its reminder now: it has lines, was never reminded, and its time has come. */
export function isReminderDue(
  bag: { lineCount: number; changedAt: Date; remindedAt: Date | null },
  now: Date,
  afterMinutes: number,
): boolean {
  return bag.lineCount > 0 && bag.remindedAt === null && reminderDueAt(bag.changedAt, afterMinutes) <= now;
}
