import { useStore } from "@nanostores/react";
import { Suspense, useEffect, useRef } from "react";
import type { StoreData } from "../contract/shop";
import { ChunkBoundary } from "./ChunkBoundary";
import { $router } from "./router";
import { ShopHeader } from "./ShopHeader";
import { Spinner } from "./Status";
import { screenFor } from "./screens";

/** A loaded shop: its header, then the screen for the current path in the one <main>. */
export function ShopLayout({ storeData }: { storeData: StoreData }) {
  const page = useStore($router);
  const Screen = screenFor(page?.route);
  const main = useRef<HTMLElement>(null);
  const firstPath = useRef(page?.path);

  const { shopName } = storeData.settings.header;
  useEffect(() => {
    document.title = shopName || storeData.shopId;
  }, [shopName, storeData.shopId]);

  // After client-side navigation, move focus to the new content so screen readers follow.
  useEffect(() => {
    if (page?.path === firstPath.current) return;
    firstPath.current = undefined;
    if (page?.hash) return;
    main.current?.focus({ preventScroll: true });
    window.scrollTo(0, 0);
  }, [page?.path, page?.hash]);

  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <ShopHeader storeData={storeData} route={page?.route} />
      <main id="main" ref={main} tabIndex={-1}>
        <ChunkBoundary key={page?.route ?? "notFound"}>
          <Suspense fallback={<Spinner />}>
            <Screen storeData={storeData} params={page?.params ?? {}} />
          </Suspense>
        </ChunkBoundary>
      </main>
    </>
  );
}
