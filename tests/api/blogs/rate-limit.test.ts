/**
 * The passcode attempt limiter (auth/rate-limit.ts) on the database: the
 * window rule, one count for every replica, concurrent failures counted
 * exactly, and the sweep of ended windows.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countAll, createFailureLimiter, pruneAttemptFailures } from "../../../src/server/auth/rate-limit";
import type { DbHandle } from "../../../src/server/db/connection";
import { driverName, openTestDb } from "../support";

function clock(start = Date.UTC(2026, 10, 24, 9)) {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

let handle: DbHandle;
beforeAll(async () => {
  handle = await openTestDb();
});
afterAll(() => handle.close());

describe(`failure limiter on the database (${driverName})`, () => {
  it("lets a key fail max times, then blocks it until its window ends", async () => {
    const time = clock();
    const limiter = createFailureLimiter({ max: 3, windowMs: 60_000, now: time.now });
    for (let i = 0; i < 3; i++) {
      expect(await limiter.retryAfter(handle.db, "a")).toBe(0);
      await limiter.fail(handle.db, "a");
    }
    expect(await limiter.retryAfter(handle.db, "a")).toBe(60);
    time.advance(59_500);
    expect(await limiter.retryAfter(handle.db, "a")).toBe(1);
    time.advance(500);
    expect(await limiter.retryAfter(handle.db, "a")).toBe(0);
  });

  it("counts keys apart, and reset forgets one", async () => {
    const limiter = createFailureLimiter({ max: 1, now: clock().now });
    await limiter.fail(handle.db, "k1");
    expect(await limiter.retryAfter(handle.db, "k1")).toBeGreaterThan(0);
    expect(await limiter.retryAfter(handle.db, "k2")).toBe(0);
    await limiter.reset(handle.db, "k1");
    expect(await limiter.retryAfter(handle.db, "k1")).toBe(0);
  });

  it("countAll counts several keys in one statement, each in its own window", async () => {
    const time = clock();
    const short = createFailureLimiter({ max: 2, windowMs: 1000, now: time.now });
    const long = createFailureLimiter({ max: 2, windowMs: 60_000, now: time.now });
    const both = () =>
      countAll(
        handle.db,
        [
          { key: "all-short", windowMs: 1000 },
          { key: "all-long", windowMs: 60_000 },
        ],
        time.now(),
      );
    await both();
    await both();
    expect(await short.retryAfter(handle.db, "all-short")).toBe(1);
    expect(await long.retryAfter(handle.db, "all-long")).toBe(60);
    // The short window ends and starts again at 1; the long one keeps counting.
    time.advance(1000);
    await both();
    expect(await short.retryAfter(handle.db, "all-short")).toBe(0);
    expect(await long.retryAfter(handle.db, "all-long")).toBe(59);
    await countAll(handle.db, []);
  });

  it("a new window starts after the old one ended", async () => {
    const time = clock();
    const limiter = createFailureLimiter({ max: 2, windowMs: 1000, now: time.now });
    await limiter.fail(handle.db, "w");
    time.advance(1000);
    await limiter.fail(handle.db, "w");
    expect(await limiter.retryAfter(handle.db, "w")).toBe(0);
    await limiter.fail(handle.db, "w");
    expect(await limiter.retryAfter(handle.db, "w")).toBe(1);
  });

  it("two replicas (two limiters) share one count, and concurrent failures all count", async () => {
    const time = clock();
    const replicaA = createFailureLimiter({ max: 5, now: time.now });
    const replicaB = createFailureLimiter({ max: 5, now: time.now });
    await Promise.all([0, 1, 2, 3].map((i) => (i % 2 ? replicaA : replicaB).fail(handle.db, "shared")));
    expect(await replicaA.retryAfter(handle.db, "shared")).toBe(0);
    await replicaB.fail(handle.db, "shared");
    expect(await replicaA.retryAfter(handle.db, "shared")).toBe(900);
    expect(await replicaB.retryAfter(handle.db, "shared")).toBe(900);
  });

  it("the sweep deletes ended windows only", async () => {
    const time = clock();
    const limiter = createFailureLimiter({ max: 5, windowMs: 1000, now: time.now });
    await limiter.fail(handle.db, "old");
    time.advance(2000);
    await limiter.fail(handle.db, "live");
    expect(await pruneAttemptFailures(handle.db, new Date(time.now()))).toBeGreaterThanOrEqual(1);
    await limiter.fail(handle.db, "live");
    await limiter.fail(handle.db, "live");
    await limiter.fail(handle.db, "live");
    await limiter.fail(handle.db, "live");
    expect(await limiter.retryAfter(handle.db, "live")).toBe(1);
  });
});
