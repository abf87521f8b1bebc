/**
 * When the outbox tries a message again (issue 36): exponential backoff from
 * 5 s, doubling, capped at 15 minutes, with up to a fifth of jitter so a
 * provider's outage does not end in one burst; a provider's Retry-After is
 * waited for when longer. After MAX_ATTEMPTS (about an hour and a half of
 * trying) a message is a dead letter.
 */
export const MAX_ATTEMPTS = 10;
const BASE_MS = 5_000;
const CAP_MS = 15 * 60_000;

/** The pause before attempt `attempts + 1`, after `attempts` failed ones; `random` in [0, 1). */
export function backoffMs(attempts: number, retryAfterMs = 0, random: () => number = Math.random): number {
  const plain = Math.min(CAP_MS, BASE_MS * 2 ** Math.max(0, attempts - 1));
  const jittered = Math.round(plain * (1 - 0.2 * random()));
  return Math.max(jittered, Math.min(retryAfterMs, CAP_MS));
}
