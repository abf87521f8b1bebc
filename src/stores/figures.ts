/**
 * A keyed, not persisted answer a figures screen reads (the seller's
 * numbers, the platform's figures, a month's commissions, a statement):
 * loading, ready or failed with what to say, held for the one key it was
 * loaded for, settled only by the latest load. Files to save come through
 * `fileOf`, with the name to save them under or why they could not.
 */
import { atom } from "nanostores";
import { serverProblems } from "../api/formErrors";
import { latestWins } from "./persist";

export type FigureState<T> =
  | { status: "loading" }
  | { status: "ready"; value: T }
  | { status: "failed"; message: string };

const LOADING = { status: "loading" } as const;

/** A store of one answer at a time, and its load. */
export function keyedAnswer<T, A extends unknown[]>(
  load: (...args: A) => Promise<T>,
  keyOf: (...args: A) => string,
  failed: string,
) {
  const $held = atom<{ key: string; state: FigureState<T> }>({ key: "", state: LOADING });
  const begin = latestWins();
  return {
    $held,
    /** What a screen shows for `args`: the held state when it is theirs, else loading. */
    stateFor(held: { key: string; state: FigureState<T> }, ...args: A): FigureState<T> {
      return held.key === keyOf(...args) ? held.state : LOADING;
    },
    /** Loads `args`' answer; a refusal is the server's words, anything else `failed`. */
    async load(...args: A): Promise<void> {
      const isLatest = begin();
      const key = keyOf(...args);
      $held.set({ key, state: LOADING });
      let state: FigureState<T>;
      try {
        state = { status: "ready", value: await load(...args) };
      } catch (cause) {
        state = { status: "failed", message: serverProblems(cause)?.message ?? failed };
      }
      if (isLatest()) $held.set({ key, state });
    },
  };
}

export const FILE_FAILED = "Could not download the file. Check your connection and try again.";

/** A file fetched to save under `name`, or why it could not be. */
export async function fileOf(
  fetch: () => Promise<Blob>,
  name: string,
): Promise<{ file: Blob; name: string } | { failed: string }> {
  try {
    return { file: await fetch(), name };
  } catch (cause) {
    return { failed: serverProblems(cause)?.message ?? FILE_FAILED };
  }
}
