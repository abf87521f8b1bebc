import { describe, expect, it, vi } from "vitest";
import { preloadable } from "./preloadable";

const Screen = () => null;

describe("preloadable", () => {
  it("gives the component itself once preloaded, so the first render needs no fallback", async () => {
    const load = vi.fn(async () => ({ default: Screen }));
    const one = preloadable(load);
    await one.preload();
    expect(one.get()).toBe(Screen);
    expect(one.get()).toBe(Screen);
  });

  it("gives a lazy one before its code is here, and keeps giving it (no remount when the code arrives)", async () => {
    const one = preloadable(async () => ({ default: Screen }));
    const first = one.get();
    expect(first).not.toBe(Screen);
    await one.preload();
    expect(one.get()).toBe(first);
  });

  it("a failed preload resolves; the lazy one reports the failure when it renders", async () => {
    const one = preloadable<object>(() => Promise.reject(new Error("Loading chunk failed")));
    await expect(one.preload()).resolves.toBeUndefined();
    expect(one.get()).not.toBe(Screen);
  });
});

describe("preloadable, when the code does not come", () => {
  it("the preload and the lazy one share one request: the code is asked for once", async () => {
    const load = vi.fn(async () => ({ default: Screen }));
    const one = preloadable(load);
    const lazyOne = one.get() as unknown as { _init: (payload: unknown) => unknown; _payload: unknown };
    // What React does when it first renders a lazy component: it calls its loader (and suspends).
    expect(() => lazyOne._init(lazyOne._payload)).toThrow();
    await one.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("a stalled chunk fails at the time-out: the first render gets that failure without asking again", async () => {
    vi.useFakeTimers();
    try {
      const load = vi.fn(() => new Promise<{ default: typeof Screen }>(() => {}));
      const one = preloadable(load, 1000);
      const preloaded = one.preload();
      await vi.advanceTimersByTimeAsync(1000);
      await preloaded;
      const first = one.get();
      expect(first).not.toBe(Screen);
      expect(load).toHaveBeenCalledTimes(1);
      // The render after its failure gets the same (failed) one; after retry, a new one.
      expect(one.get()).toBe(first);
      one.retry();
      expect(one.get()).not.toBe(first);
    } finally {
      vi.useRealTimers();
    }
  });

  it("after a failure, retry gives a new lazy one that loads when the code comes", async () => {
    let fail = true;
    const load = vi.fn(() =>
      fail ? Promise.reject(new Error("offline")) : Promise.resolve({ default: Screen }),
    );
    const one = preloadable(load);
    await one.preload();
    one.retry(); // no lazy one has shown the failure yet: the first render will
    const first = one.get();
    expect(one.get()).toBe(first);
    fail = false;
    one.retry();
    const second = one.get();
    expect(second).not.toBe(first);
    await one.preload();
    expect(load).toHaveBeenCalledTimes(2);
    one.retry(); // nothing failed: nothing changes, no remount
    expect(one.get()).toBe(second);
  });
});
