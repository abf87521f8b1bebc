import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CHUNK_TIMEOUT_MS, withChunkTimeout } from "./chunkTimeout";

describe("withChunkTimeout", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("is SPEC §9's 120 s", () => {
    expect(CHUNK_TIMEOUT_MS).toBe(120_000);
  });

  it("a chunk that never arrives fails with 'Loading chunk failed' at 120 s, not before", async () => {
    const settled = vi.fn();
    const timed = withChunkTimeout(new Promise(() => {}));
    timed.then(settled, settled);
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(timed).rejects.toThrow(/^Loading chunk failed/);
  });

  it("a chunk that arrives in time is given as it is, and its timer is cleared", async () => {
    const timed = withChunkTimeout(new Promise((done) => setTimeout(() => done("code"), 119_000)));
    await vi.advanceTimersByTimeAsync(119_000);
    await expect(timed).resolves.toBe("code");
    expect(vi.getTimerCount()).toBe(0);
  });

  it("a chunk that fails fails with its own error at once", async () => {
    const timed = withChunkTimeout(
      Promise.reject(new TypeError("Failed to fetch dynamically imported module")),
    );
    await expect(timed).rejects.toThrow("Failed to fetch");
    expect(vi.getTimerCount()).toBe(0);
  });
});
