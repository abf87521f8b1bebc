import { describe, expect, it } from "vitest";
import { isReminderDue, istHour, outsideQuietHours, reminderDueAt } from "./bagReminder";

/** A UTC instant from an IST wall-clock time (IST = UTC+5:30). */
const ist = (text: string) => new Date(`${text}+05:30`);

describe("istHour", () => {
  it("reads India's hour", () => {
    expect(istHour(new Date("2026-11-29T00:00:00Z"))).toBe(5.5);
    expect(istHour(new Date("2026-11-29T20:30:00Z"))).toBe(2);
  });
});

describe("reminderDueAt", () => {
  it("is the set time after the last change, in the day", () => {
    expect(reminderDueAt(ist("2026-11-29T10:00:00"), 240)).toEqual(ist("2026-11-29T14:00:00"));
  });

  it("moves a time from 21:00 IST to the next morning's 09:00", () => {
    expect(reminderDueAt(ist("2026-11-29T17:00:00"), 240)).toEqual(ist("2026-11-30T09:00:00"));
    expect(reminderDueAt(ist("2026-11-29T20:00:00"), 240)).toEqual(ist("2026-11-30T09:00:00"));
  });

  it("moves a time before 09:00 IST to 09:00 the same day", () => {
    expect(reminderDueAt(ist("2026-11-30T02:30:00"), 240)).toEqual(ist("2026-11-30T09:00:00"));
  });

  it("keeps 09:00 and 20:59 IST as they are", () => {
    expect(outsideQuietHours(ist("2026-11-30T09:00:00"))).toEqual(ist("2026-11-30T09:00:00"));
    expect(outsideQuietHours(ist("2026-11-30T20:59:00"))).toEqual(ist("2026-11-30T20:59:00"));
    expect(outsideQuietHours(ist("2026-11-30T21:00:00"))).toEqual(ist("2026-12-01T09:00:00"));
  });
});

describe("isReminderDue", () => {
  const changedAt = ist("2026-11-29T10:00:00");
  it("is due once the time has come, for a bag with lines never reminded", () => {
    expect(
      isReminderDue({ lineCount: 1, changedAt, remindedAt: null }, ist("2026-11-29T14:00:00"), 240),
    ).toBe(true);
    expect(
      isReminderDue({ lineCount: 1, changedAt, remindedAt: null }, ist("2026-11-29T13:59:00"), 240),
    ).toBe(false);
  });

  it("is never due twice, nor for an empty bag", () => {
    const late = ist("2026-11-30T14:00:00");
    expect(
      isReminderDue({ lineCount: 1, changedAt, remindedAt: ist("2026-11-29T14:00:00") }, late, 240),
    ).toBe(false);
    expect(isReminderDue({ lineCount: 0, changedAt, remindedAt: null }, late, 240)).toBe(false);
  });

  it("waits for the morning at night", () => {
    const evening = ist("2026-11-29T19:00:00");
    expect(
      isReminderDue({ lineCount: 2, changedAt: evening, remindedAt: null }, ist("2026-11-29T23:30:00"), 240),
    ).toBe(false);
    expect(
      isReminderDue({ lineCount: 2, changedAt: evening, remindedAt: null }, ist("2026-11-30T09:00:00"), 240),
    ).toBe(true);
  });
});
