import { type ComponentType, lazy } from "react";
import { withChunkTimeout } from "./chunkTimeout";

/**
 * A component in its own chunk that can be fetched ahead (the current
 * screen): `get` gives the component itself once its code
 * is here, else a lazy one, so what the start-up preloaded renders at once,
 * with no Suspense fallback (the app's first render then matches the server's
 * first paint). It keeps the kind it gave first, so a mounted component is
 * never remounted by its code arriving.
 *
 * The preload and the lazy one share one request, limited to SPEC §9's 120 s
 * (chunkTimeout.ts): a stalled chunk fails as 'Loading chunk failed' for both.
 * Once a lazy one has failed, `retry` lets the next `get` start again (a new
 * request, a new lazy one), so a screen opened again once the network is back
 * can load.
 */
export function preloadable<P>(load: () => Promise<{ default: ComponentType<P> }>, timeoutMs?: number) {
  let loaded: ComponentType<P> | undefined;
  let lazyOne: ComponentType<P> | undefined;
  let pending: Promise<{ default: ComponentType<P> }> | undefined;
  let failed = false;
  const fetchOnce = () => {
    pending ??= withChunkTimeout(load(), timeoutMs).then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        failed = true;
        throw error;
      },
    );
    return pending;
  };
  return {
    get(): ComponentType<P> {
      if (lazyOne) return lazyOne;
      if (loaded) return loaded;
      // A failed preload is not asked again here: the first render shows its failure at once.
      lazyOne = lazy(fetchOnce);
      return lazyOne;
    },
    /**
     * After a lazy one has failed (and shown it): forgets it, so the next `get`
     * asks again. Until then `get` keeps giving the failed one, so the render
     * that follows its failure shows 'Loading chunk failed' instead of asking anew.
     */
    retry(): void {
      if (!lazyOne || !failed) return;
      lazyOne = undefined;
      pending = undefined;
      failed = false;
    },
    /** Fetches the code; resolves when it is here or failed (a failure surfaces when it renders). */
    preload(): Promise<void> {
      return fetchOnce().then(
        () => {},
        () => {},
      );
    },
  };
}
