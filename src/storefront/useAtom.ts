import type { ReadableAtom } from "nanostores";
import { useSyncExternalStore } from "react";

/**
 * A store's value in a component, re-rendering when it changes. Does what
 * @nanostores/react's useStore does for our case (no keys, no SSR: the shell
 * renders on the client only) in two lines, which the first-load budget likes.
 */
export function useAtom<T>(store: ReadableAtom<T>): T {
  return useSyncExternalStore(store.listen, store.get);
}
