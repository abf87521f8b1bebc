/**
 * A chunk of the storefront's code that has not arrived in 120 s has failed
 * (SPEC §9 "script chunk time-out 120 s"; §8 'Loading chunk failed'): the
 * screen says so with a way to reload (ChunkBoundary) instead of a spinner
 * for ever. The browser's own import() never gives up on a stalled request.
 */

/** SPEC §9: how long a screen's code may take to arrive. */
export const CHUNK_TIMEOUT_MS = 120_000;

/** SPEC §8's message, the error a timed-out chunk rejects with. */
export const CHUNK_FAILED = "Loading chunk failed";

/** `load`'s result, or a rejection with 'Loading chunk failed' when it has not settled within `ms`. */
export function withChunkTimeout<T>(load: Promise<T>, ms = CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${CHUNK_FAILED} (no answer in ${ms / 1000} s)`)), ms);
    load.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
