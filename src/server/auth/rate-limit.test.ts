import { describe, expect, it } from "vitest";
import { createFailureLimiter } from "./rate-limit";

function clock(start = 1_000_000) {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

describe("createFailureLimiter", () => {
  it("lets a key fail max times, then blocks it until its window ends", () => {
    const time = clock();
    const limiter = createFailureLimiter({ max: 3, windowMs: 60_000, now: time.now });
    for (let i = 0; i < 3; i++) {
      expect(limiter.retryAfter("a")).toBe(0);
      limiter.fail("a");
    }
    expect(limiter.retryAfter("a")).toBe(60);
    time.advance(59_500);
    expect(limiter.retryAfter("a")).toBe(1);
    time.advance(500);
    expect(limiter.retryAfter("a")).toBe(0);
  });

  it("counts keys apart, and reset forgets one", () => {
    const limiter = createFailureLimiter({ max: 1, now: clock().now });
    limiter.fail("a");
    expect(limiter.retryAfter("a")).toBeGreaterThan(0);
    expect(limiter.retryAfter("b")).toBe(0);
    limiter.reset("a");
    expect(limiter.retryAfter("a")).toBe(0);
  });

  it("a new window starts after the old one expired", () => {
    const time = clock();
    const limiter = createFailureLimiter({ max: 2, windowMs: 1000, now: time.now });
    limiter.fail("a");
    time.advance(1000);
    limiter.fail("a");
    expect(limiter.retryAfter("a")).toBe(0);
  });

  it("tracks at most maxKeys keys, dropping expired ones first", () => {
    const time = clock();
    const limiter = createFailureLimiter({ max: 1, windowMs: 1000, maxKeys: 2, now: time.now });
    limiter.fail("old");
    time.advance(1000);
    limiter.fail("a");
    limiter.fail("b");
    expect(limiter.retryAfter("a")).toBeGreaterThan(0);
    expect(limiter.retryAfter("b")).toBeGreaterThan(0);
    limiter.fail("c"); // full of live keys: the oldest (a) goes
    expect(limiter.retryAfter("a")).toBe(0);
    expect(limiter.retryAfter("c")).toBeGreaterThan(0);
  });
});
