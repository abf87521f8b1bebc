import { describe, expect, it } from "vitest";
import { createLogger, errorFields, type LogLevel, requestIdOf } from "./log";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("requestIdOf", () => {
  it("keeps a caller's id of 1–128 letters, digits, dots, underscores and hyphens", () => {
    for (const id of ["a", "0f3e9c1b2a7d4e5f8a9b0c1d2e3f4a5b", "req_1.2-3", "x".repeat(128)]) {
      expect(requestIdOf(id)).toBe(id);
    }
  });

  it("replaces a missing, empty, too long or unsafe id with a new UUID", () => {
    const unsafe = ["", "x".repeat(129), "a b", "id\nforged-line", 'x"}', "é", "a/b", "a,b"];
    for (const id of [undefined, ...unsafe]) expect(requestIdOf(id)).toMatch(UUID);
    expect(requestIdOf(undefined)).not.toBe(requestIdOf(undefined));
  });
});

/** A logger of the format whose lines land in the returned array. */
function collect(format: "json" | "text") {
  const lines: { line: string; level: LogLevel }[] = [];
  return { lines, log: createLogger(format, (line, level) => lines.push({ line, level })) };
}

describe("createLogger", () => {
  it("writes one JSON object per entry: time, level, msg, then the fields", () => {
    const { lines, log } = collect("json");
    log.info("request", { method: "GET", status: 200 });
    log.error("boom", { requestId: "r1" });
    expect(lines).toHaveLength(2);
    const first = JSON.parse(lines[0]?.line ?? "");
    expect(Object.keys(first)).toEqual(["time", "level", "msg", "method", "status"]);
    expect(first).toMatchObject({ level: "info", msg: "request", method: "GET", status: 200 });
    expect(new Date(first.time).toISOString()).toBe(first.time);
    expect(JSON.parse(lines[1]?.line ?? "")).toMatchObject({ level: "error", msg: "boom", requestId: "r1" });
    expect(lines.map((l) => l.level)).toEqual(["info", "error"]);
  });

  it("keeps a multi-line message on one JSON line", () => {
    const { lines, log } = collect("json");
    log.error("failed", errorFields(new Error("two\nlines")));
    expect(lines[0]?.line).not.toContain("\n");
    expect(JSON.parse(lines[0]?.line ?? "")).toMatchObject({
      error: "two\nlines",
      stack: expect.any(String),
    });
  });

  it("as text writes the message, other fields as JSON, and a stack below", () => {
    const { lines, log } = collect("text");
    log.info("API listening on http://localhost:8787");
    log.warn("Sweep failed", { error: "down", stack: "Error: down\n    at x" });
    expect(lines[0]?.line).toBe("API listening on http://localhost:8787");
    expect(lines[1]?.line).toBe('Sweep failed {"error":"down"}\nError: down\n    at x');
  });

  it("errorFields takes anything thrown", () => {
    expect(errorFields("plain")).toEqual({ error: "plain" });
  });
});
