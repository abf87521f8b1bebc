import { describe, expect, it, vi } from "vitest";
import { deliveryDate, formatIndiaDate, formatIndiaDateTime, indiaDate, indiaTime } from "./delivery";

describe("indiaDate and indiaTime", () => {
  it("read the clock in India (UTC+05:30), whatever the server's zone", () => {
    const lateUtc = new Date("2025-03-31T20:15:00Z"); // 01:45 on 1 April in India
    expect(indiaDate(lateUtc)).toBe("2025-04-01");
    expect(indiaTime(lateUtc)).toBe("01:45");
    expect(indiaTime(new Date("2025-01-01T06:30:00Z"))).toBe("12:00");
  });
});

describe("deliveryDate", () => {
  it("adds the shop's days to the India date", () => {
    expect(deliveryDate(new Date("2025-01-30T10:00:00Z"), 5)).toBe("2025-02-04");
    expect(deliveryDate(new Date("2024-02-27T10:00:00Z"), 2)).toBe("2024-02-29");
  });

  it("counts from the India date near midnight", () => {
    expect(deliveryDate(new Date("2025-12-31T19:00:00Z"), 0)).toBe("2026-01-01");
  });

  it("treats negative or fractional days safely", () => {
    expect(deliveryDate(new Date("2025-01-01T06:00:00Z"), -3)).toBe("2025-01-01");
    expect(deliveryDate(new Date("2025-01-01T06:00:00Z"), 1.9)).toBe("2025-01-02");
  });
});

describe("formatIndiaDate: the bag's expected delivery date and an order's date", () => {
  it("writes the date as India does: weekday, day, month, year", () => {
    const text = formatIndiaDate("2026-11-28");
    expect(text).toMatch(/^Sat, 28 Nov,? 2026$/);
  });
  it("follows deliveryDate across a month's end", () => {
    expect(formatIndiaDate(deliveryDate(new Date("2026-11-27T10:00:00Z"), 5))).toMatch(/2 Dec,? 2026/);
  });
  it("writes it in Hindi for the shop in Hindi: Devanagari weekday and month, the digits as they are", () => {
    expect(formatIndiaDate("2026-11-28", "hi-IN")).toMatch(/^शनि, 28 नव॰? 2026$/);
    expect(formatIndiaDate("2026-11-28")).toMatch(/^Sat, 28 Nov,? 2026$/);
  });
  it("gives nothing for a text that is no date", () => {
    expect(formatIndiaDate("")).toBe("");
    expect(formatIndiaDate("2026-13-45")).toBe("");
    expect(formatIndiaDate("soon")).toBe("");
  });
});

describe("formatIndiaDateTime: a status history entry's time", () => {
  it("reads the instant in India: the date, then the 24-hour time", () => {
    expect(formatIndiaDateTime("2026-11-28T09:00:00Z")).toMatch(/^Sat, 28 Nov,? 2026, 14:30$/);
    expect(formatIndiaDateTime("2026-11-27T20:15:00Z")).toMatch(/^Sat, 28 Nov,? 2026, 01:45$/);
  });
  it("in Hindi, the date in Hindi and the same 24-hour time", () => {
    expect(formatIndiaDateTime("2026-11-28T09:00:00Z", "hi-IN")).toMatch(/^शनि, 28 नव॰? 2026, 14:30$/);
  });
  it("gives nothing for a text that is no time", () => {
    expect(formatIndiaDateTime("later")).toBe("");
  });
});

describe("the formatters", () => {
  it("are made on first use, not when the module loads (a phone's first one loads Intl's data)", async () => {
    vi.resetModules();
    const made = vi.spyOn(Intl, "DateTimeFormat");
    try {
      const fresh = await import("./delivery");
      expect(made).not.toHaveBeenCalled();
      expect(fresh.indiaDate(new Date("2025-03-31T20:15:00Z"))).toBe("2025-04-01");
      expect(fresh.indiaDate(new Date("2025-01-01T06:30:00Z"))).toBe("2025-01-01");
      expect(made).toHaveBeenCalledTimes(1);
    } finally {
      made.mockRestore();
    }
  });
});
