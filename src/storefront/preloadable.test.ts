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
