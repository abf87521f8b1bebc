import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { batchedWriter, createLogger, errorFields, type LogLevel, requestIdOf } from "./log";

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

describe("batchedWriter", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  const sinkOf = () => {
    const writes: string[] = [];
    return { writes, sink: { write: (text: string) => writes.push(text) } };
  };

  it("writes the lines of a moment in one call, after flushMs", () => {
    const { writes, sink } = sinkOf();
    const write = batchedWriter(sink, { flushMs: 50 });
    write("a", "info");
    write("b", "info");
    expect(writes).toEqual([]);
    vi.advanceTimersByTime(49);
    expect(writes).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(writes).toEqual(["a\nb\n"]);
    write("c", "info");
    vi.advanceTimersByTime(50);
    expect(writes).toEqual(["a\nb\n", "c\n"]);
  });

  it("writes at once when flushBytes are waiting", () => {
    const { writes, sink } = sinkOf();
    const write = batchedWriter(sink, { flushMs: 1000, flushBytes: 10 });
    write("12345", "info");
    expect(writes).toEqual([]);
    write("6789", "info");
    expect(writes).toEqual(["12345\n6789\n"]);
  });

  it("writes a warning or an error at once, after the lines before it", () => {
    const { writes, sink } = sinkOf();
    const write = batchedWriter(sink);
    write("request", "info");
    write("boom", "error");
    expect(writes).toEqual(["request\nboom\n"]);
    write("careful", "warn");
    expect(writes).toEqual(["request\nboom\n", "careful\n"]);
    vi.advanceTimersByTime(1000);
    expect(writes).toHaveLength(2);
  });

  it("flush() writes what waits, and nothing when nothing does", () => {
    const { writes, sink } = sinkOf();
    const write = batchedWriter(sink);
    write.flush();
    expect(writes).toEqual([]);
    write("last", "info");
    write.flush();
    expect(writes).toEqual(["last\n"]);
    vi.advanceTimersByTime(1000);
    expect(writes).toEqual(["last\n"]);
  });
});
