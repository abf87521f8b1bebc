import { describe, expect, it } from "vitest";
import { startOfIndiaDay } from "./dashboard";

describe("startOfIndiaDay", () => {
  it("is 18:30 UTC the evening before", () => {
    expect(startOfIndiaDay(new Date("2026-11-25T10:00:00Z")).toISOString()).toBe("2026-11-24T18:30:00.000Z");
  });
  it("turns at India's midnight, not UTC's", () => {
    expect(startOfIndiaDay(new Date("2026-11-25T18:29:59Z")).toISOString()).toBe("2026-11-24T18:30:00.000Z");
    expect(startOfIndiaDay(new Date("2026-11-25T18:30:00Z")).toISOString()).toBe("2026-11-25T18:30:00.000Z");
  });
});
