import { describe, expect, it } from "vitest";
import { loadRuntimeSettings, logFormatOf } from "./runtime";

describe("loadRuntimeSettings", () => {
  it("defaults: migrate at start, 10 s grace, keys kept 24 hours, text logs", () => {
    expect(loadRuntimeSettings({})).toEqual({
      migrate: true,
      shutdownGraceMs: 10_000,
      idempotencyTtlHours: 24,
      logFormat: "text",
    });
  });

  it("reads MIGRATE, SHUTDOWN_GRACE_MS and IDEMPOTENCY_TTL_HOURS", () => {
    const env = { MIGRATE: "off", SHUTDOWN_GRACE_MS: "2500", IDEMPOTENCY_TTL_HOURS: "0.5" };
    expect(loadRuntimeSettings(env)).toMatchObject({
      migrate: false,
      shutdownGraceMs: 2500,
      idempotencyTtlHours: 0.5,
    });
    expect(loadRuntimeSettings({ MIGRATE: "on" }).migrate).toBe(true);
  });

  it("refuses values it does not know", () => {
    expect(() => loadRuntimeSettings({ MIGRATE: "no" })).toThrow(/Bad MIGRATE/);
    expect(() => loadRuntimeSettings({ SHUTDOWN_GRACE_MS: "soon" })).toThrow(/Bad SHUTDOWN_GRACE_MS/);
    expect(() => loadRuntimeSettings({ IDEMPOTENCY_TTL_HOURS: "0" })).toThrow(/Bad IDEMPOTENCY_TTL_HOURS/);
    expect(() => loadRuntimeSettings({ IDEMPOTENCY_TTL_HOURS: "-1" })).toThrow(/positive/);
  });
});

describe("logFormatOf", () => {
  it("is LOG_FORMAT when it is json or text, else JSON in production only", () => {
    expect(logFormatOf({ LOG_FORMAT: "json" })).toBe("json");
    expect(logFormatOf({ LOG_FORMAT: "text", NODE_ENV: "production" })).toBe("text");
    expect(logFormatOf({ NODE_ENV: "production" })).toBe("json");
    expect(logFormatOf({ LOG_FORMAT: "xml" })).toBe("text");
  });
});
