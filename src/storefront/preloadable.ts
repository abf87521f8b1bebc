import { type ComponentType, lazy } from "react";

/**
 * A component in its own chunk that can be fetched ahead (the current screen,
 * the header's Google button): `get` gives the component itself once its code
 * is here, else a lazy one, so what the start-up preloaded renders at once,
 * with no Suspense fallback (the app's first render then matches the server's
 * first paint). It keeps the kind it gave first, so a mounted component is
 * never remounted by its code arriving.
 */
export function preloadable<P>(load: () => Promise<{ default: ComponentType<P> }>) {
  let loaded: ComponentType<P> | undefined;
  let lazyOne: ComponentType<P> | undefined;
  return {
    get(): ComponentType<P> {
      if (lazyOne) return lazyOne;
      if (loaded) return loaded;
      lazyOne = lazy(load);
      return lazyOne;
    },
    /** Fetches the code; resolves when it is here or failed (a failure surfaces when it renders). */
    preload(): Promise<void> {
      return load().then(
        (module) => {
          loaded = module.default;
        },
        () => {},
      );
    },
  };
}
