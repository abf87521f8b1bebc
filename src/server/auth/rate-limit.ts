/**
 * Counts failed attempts per client (fixed window): after `max` failures a
 * client is refused until its window ends. In memory, per process: with
 * several API replicas each keeps its own count, so the effective limit is
 * max × replicas (put a shared store behind this interface if that matters).
 */

export type FailureLimiter = ReturnType<typeof createFailureLimiter>;

type Window = { failures: number; resetAt: number };

/** A failure limiter: `max` failures per `windowMs` per key, at most `maxKeys` keys tracked. */
export function createFailureLimiter({
  max = 5,
  windowMs = 15 * 60_000,
  maxKeys = 10_000,
  now = Date.now,
}: {
  max?: number;
  windowMs?: number;
  maxKeys?: number;
  now?: () => number;
} = {}) {
  const windows = new Map<string, Window>();
  const current = (key: string): Window | undefined => {
    const w = windows.get(key);
    if (w && w.resetAt <= now()) windows.delete(key);
    return w && w.resetAt > now() ? w : undefined;
  };
  return {
    /** The limit itself, for messages that name it. */
    max,
    windowMs,
    /** Seconds until the key may try again, or 0 when it may try now. */
    retryAfter(key: string): number {
      const w = current(key);
      return w && w.failures >= max ? Math.max(1, Math.ceil((w.resetAt - now()) / 1000)) : 0;
    },
    /** Records one failure of the key. */
    fail(key: string): void {
      const w = current(key);
      if (w) {
        w.failures++;
        return;
      }
      if (windows.size >= maxKeys) {
        for (const [k, old] of windows) if (old.resetAt <= now()) windows.delete(k);
        if (windows.size >= maxKeys) windows.delete(windows.keys().next().value as string);
      }
      windows.set(key, { failures: 1, resetAt: now() + windowMs });
    },
    /** Forgets a key's failures (after a success). */
    reset(key: string): void {
      windows.delete(key);
    },
  };
}
